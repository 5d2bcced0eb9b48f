import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import pairwise from './eslint-rules/coreFolderIndex.js';

/**
 * The pairing systems' ids, as the registry (src/core/systems/index.ts `systems`) has them;
 * test/lint/systemIds.test.ts fails when the two lists differ.
 */
export const systemIds = ['dutch', 'burstein', 'round-robin', 'sass', 'double-sided', 'tcec', 'engine-swiss', 'ladder'];

// The ids are lower-case words and hyphens (the registry test holds them to it): nothing to escape.
const systemIdPattern = `/^(${systemIds.join('|')})$/`;

/**
 * No code outside src/core/systems switches on the system id: every fact about a system lives in
 * its module, and a caller asks whether the module has a capability (`if (m.checker)`).
 */
export const systemIdRules = [
  { selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${systemIdPattern}]`, message: 'no comparison with a system id outside src/core/systems: ask the system module (systemModule, moduleOf) for the fact or capability.' },
  { selector: `SwitchCase > Literal.test[value=${systemIdPattern}]`, message: 'no switch on the system id outside src/core/systems: ask the system module (systemModule, moduleOf) for the fact or capability.' },
];

/** User-provided text never reaches HTML parsing: React escapes text; these sinks would not. */
const htmlSinkRules = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'no dangerouslySetInnerHTML: render text as React children (escaped).' },
  { selector: "JSXAttribute[name.name='srcDoc']", message: 'no srcDoc: an iframe document built from strings is parsed as HTML.' },
  { selector: 'MemberExpression[property.name=/^(innerHTML|outerHTML)$/]', message: 'no innerHTML/outerHTML: set textContent or render with React.' },
  { selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|parseFromString)$/]", message: 'no HTML parsing of strings: build DOM nodes or render with React.' },
  { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: 'no document.write: render with React.' },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.dist-*', 'dev-dist', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The HTML sinks everywhere in src; the system-id rule everywhere but the systems' own folder.
    // One rule, one list per file: a later config's no-restricted-syntax replaces an earlier one's.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...htmlSinkRules, ...systemIdRules] },
  },
  {
    files: ['src/core/systems/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...htmlSinkRules] },
  },
  {
    // Each src/core folder is entered through its index.ts (its public API), from the app and from
    // the other core folders alike; inside a folder its files import each other.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { pairwise },
    rules: { 'pairwise/core-folder-index': 'error' },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // src/db is persistence only: it serves the UI and the worker and knows neither.
    files: ['src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-*', 'react/*', 'zustand', 'zustand/*', '@tanstack/*'], message: 'src/db is persistence: no UI libraries.' },
          { group: ['**/ui/**', '**/worker/**', '**/store/**', '**/cli/**'], message: 'src/db must not import the UI, the worker, the store or the CLI.' },
        ],
      }],
    },
  },
  {
    // src/ui talks to the database through its public repository and to the worker through its client.
    // Allow-lists: a new file in src/db or src/worker is fenced off until it is exported from there.
    // db/appDb is allowed beside the repository: it is the page's one connection (the handle the
    // repository's operations and useLiveQuery take), which src/worker and src/venue must never
    // import (the worker opens its own), so it is not a repository export. worker/protocol is
    // the requests' declaration both sides share (types and the progress wording).
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          {
            group: ['**/db/*', '!**/db/repository', '!**/db/appDb'],
            message: 'src/ui uses the database through src/db/repository (its operations, row types and input checks) and src/db/appDb (the connection), not its internals.',
          },
          { group: ['**/worker/*', '!**/worker/client', '!**/worker/protocol'], message: 'src/ui reaches the worker through src/worker/client (and the requests\' types in src/worker/protocol), never its entry or handlers.' },
        ],
      }],
    },
  },
  {
    // src/worker pairs off the main thread: no React or UI state; the database through its repository
    // (an allow-list: not db/appDb, the page's connection, which reloads the page on a new schema).
    files: ['src/worker/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-*', 'react/*', 'zustand', 'zustand/*', '@tanstack/*'], message: 'src/worker runs off the page: no UI libraries.' },
          { group: ['**/ui/**', '**/store/**'], message: 'src/worker must not import the UI or the store.' },
          { group: ['**/db/*', '!**/db/repository'], message: 'src/worker uses the database through src/db/repository (openDb opens its own connection).' },
        ],
      }],
    },
  },
  {
    // src/venue is the venue sync layer: below the UI, beside the worker; the database only through its repository.
    files: ['src/venue/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-*', 'react/*', 'zustand', 'zustand/*', '@tanstack/*'], message: 'src/venue is below the UI: no UI libraries (React renders its state).' },
          { group: ['**/ui/**', '**/worker/**', '**/store/**', '**/cli/**'], message: 'src/venue must not import the UI, the worker, the store or the CLI.' },
          { group: ['**/db/*', '!**/db/repository'], message: 'src/venue uses the database through src/db/repository.' },
        ],
      }],
    },
  },
  {
    // src/core is pure: no UI, storage, worker or DOM. It runs unchanged in the worker and in Node.
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-*', 'react/*', 'dexie', 'dexie-*', 'zustand', 'zustand/*', '@tanstack/*'], message: 'src/core must stay pure: no UI or storage libraries.' },
          { group: ['**/ui/**', '**/db/**', '**/worker/**', '**/store/**', '**/cli/**', 'node:*', 'fs', 'path'], message: 'src/core must not import the app, the worker, the database, the CLI or Node built-ins.' },
        ],
      }],
      'no-restricted-globals': ['error',
        { name: 'window', message: 'no DOM in src/core' },
        { name: 'document', message: 'no DOM in src/core' },
        { name: 'self', message: 'no worker globals in src/core' },
        { name: 'indexedDB', message: 'no storage in src/core' },
      ],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'use the seeded Rng from src/core/random' },
        { object: 'Date', property: 'now', message: 'pass the time in' },
      ],
    },
  },
);
