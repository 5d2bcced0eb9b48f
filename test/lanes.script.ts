/**
 * `npm run test:lanes`: every test file is in exactly one lane (test/lanes.ts). Asks the runners
 * themselves which files each lane runs (`vitest list --filesOnly`, `playwright test --list`) and
 * compares with the test files on disk (`*.test.*` / `*.spec.*` under test/). Fails (exit 1),
 * naming the files, when a test file is in no lane or in two, when a slow-lane entry names a file
 * that is not there, or when a fast test builds the command line's bundles.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { isolatedFastTests, slowTests } from './lanes';

const root = resolve(import.meta.dirname, '..');
const rel = (file: string): string => relative(root, resolve(root, file)).split('\\').join('/');
/** A runner's command line (its script in node_modules), run in the project: what it printed. */
const runner = (script: string, ...args: string[]): string =>
  execFileSync(process.execPath, [join(root, 'node_modules', script), ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });

/** Test files on disk: a name ending in .test.* or .spec.* (ts, tsx, js, mjs, cjs, ...). */
const testName = /\.(test|spec)\.[cm]?[jt]sx?$/;
const onDisk = (dir: string): string[] => readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
  const path = `${dir}/${e.name}`;
  if (e.isDirectory()) return e.name === 'node_modules' ? [] : onDisk(path);
  return testName.test(e.name) ? [path] : [];
});

const lanes = new Map<string, string[]>();
const put = (file: string, lane: string): void => { lanes.set(rel(file), [...(lanes.get(rel(file)) ?? []), lane]); };

/** The fast lane is two Vitest projects, "fast" and "fast isolated". */
const lane = (project: string): string => (project.startsWith('fast') ? 'fast' : project);
const listed = JSON.parse(runner('vitest/vitest.mjs', 'list', '--filesOnly', '--json')) as { file: string; projectName: string }[];
for (const { file, projectName } of listed) put(file, lane(projectName));

interface PwSuite { readonly file: string }
const pw = JSON.parse(runner('@playwright/test/cli.js', 'test', '--list', '--reporter=json')) as { config: { rootDir: string }; suites: PwSuite[] };
for (const s of pw.suites) put(join(pw.config.rootDir, s.file), 'browser');

const problems: string[] = [];
const files = onDisk('test');
for (const f of files) {
  const ls = lanes.get(f) ?? [];
  if (ls.length === 0) problems.push(`${f}: in no lane (test/lanes.ts, vitest.config.ts, playwright.config.ts)`);
  if (ls.length > 1) problems.push(`${f}: in more than one lane (${ls.join(', ')})`);
}
for (const [f] of lanes) if (!files.includes(f)) problems.push(`${f}: run by a lane but not a *.test.* / *.spec.* file under test/`);
for (const [kind, entries] of Object.entries({ ...slowTests, 'fast isolated': isolatedFastTests })) {
  for (const e of entries) if (!/[*?{[]/.test(e) && !existsSync(join(root, e))) problems.push(`${e}: listed in test/lanes.ts (${kind}) but not there`);
}
// Building the bundles takes seconds: a test that runs the built command is slow ("built command line").
for (const [f, ls] of lanes) {
  if (ls.includes('fast') && /\b(buildCli|builtCli|cliBundlesInto)\(/.test(readFileSync(join(root, f), 'utf8'))) {
    problems.push(`${f}: a fast test that builds the command line; list it under 'built command line' in test/lanes.ts`);
  }
}

// A fast file sharing its worker's module graph must leave nothing behind for the next file.
const isolated = new Set<string>(isolatedFastTests);
for (const [f, ls] of lanes) {
  if (!ls.includes('fast') || isolated.has(f)) continue;
  const text = readFileSync(join(root, f), 'utf8');
  const changes = [
    /['"]fake-indexeddb\/auto['"]/.test(text) && 'the global IndexedDB (fake-indexeddb/auto)',
    /\bglobalThis\b|\bscope\.self\b/.test(text) && 'globalThis',
    /\.worker['"]/.test(text) && 'a worker module run for its side effects',
    /\bregisterSystem\(/.test(text) && 'the systems registry (registerSystem)',
  ].filter(Boolean);
  if (changes.length > 0) problems.push(`${f}: a fast test that changes ${changes.join(', ')}; list it in isolatedFastTests (test/lanes.ts)`);
}

const count = (lane: string): number => [...lanes.values()].filter((ls) => ls.includes(lane)).length;
if (problems.length > 0) {
  console.error(`test lanes: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(`test lanes: ${files.length} test files, each in one lane: fast ${count('fast')}, slow ${count('slow')}, browser ${count('browser')}`);
}
