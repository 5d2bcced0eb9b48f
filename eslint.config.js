import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          {
            group: ['**/db/change', '**/db/tournaments', '**/db/players', '**/db/rounds', '**/db/settings', '**/db/snapshot', '**/db/systemState', '**/db/cut', '**/db/backup', '**/db/audit', '**/db/upgrades', '**/db/schemaV*'],
            message: 'src/ui uses the database through src/db/repository (its public operations), not its internals.',
          },
          { group: ['**/worker/pairing.worker', '**/worker/handlers', '**/worker/pairRound', '**/worker/checkPairings', '**/worker/warm'], message: 'src/ui reaches the worker through src/worker/client, never its entry or handlers.' },
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
