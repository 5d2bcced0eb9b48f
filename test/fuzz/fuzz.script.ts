/**
 * `npm run fuzz`: hostile input for the TRF, CSV and JSON-backup readers, benchmark style.
 *
 *   FUZZ_CASES=100000   cases in all, shared by the readers (default 100,000)
 *   FUZZ_SEED=20261122  the fast-check seed (fixed by default; each reader uses seed + its index)
 *   FUZZ_DB_EVERY=40    every n-th case is also stored into fake-indexeddb (restore / import)
 *   FUZZ_READER=csv     only one reader (trf, csv, backup-text, backup-json)
 *   FUZZ_PATH=1234      with FUZZ_READER and FUZZ_SEED: replay one case, print it, write its text
 *
 * Prints cases run, accepted, rejected, the slowest and p99 case time against a per-case budget,
 * and each failure with the command that reproduces it. Exit code 1 when any case fails.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { Broken } from './properties';
import { fuzzTargets } from './targets';
import type { FuzzCase, FuzzTarget } from './targets';

const env = (name: string, fallback: number): number => {
  const v = process.env[name];
  return v === undefined || v === '' ? fallback : Number(v);
};
const totalCases = env('FUZZ_CASES', 100_000);
const baseSeed = env('FUZZ_SEED', 20261122);
const dbEvery = Math.max(1, env('FUZZ_DB_EVERY', 40));
const only = process.env.FUZZ_READER;
const replay = process.env.FUZZ_PATH;
/** One case in this many is a 10 MB file (default: 1 in 4000, 25 of 100,000). */
const growOneIn = env('FUZZ_GROW_ONE_IN', 4000);

/**
 * Per-case budget for every check of one case (read, write, re-read, model round trip): 1 s plus
 * 500 ms per MB of input (a 10 MB file: 6 s). Reported, and a case over it fails ("hangs").
 */
const budgetMs = (bytes: number): number => 1000 + (500 * bytes) / (1024 * 1024);

const targets = fuzzTargets(growOneIn).filter((t) => only === undefined || t.name === only);
if (targets.length === 0) {
  console.error(`unknown FUZZ_READER "${only}"; one of ${fuzzTargets(growOneIn).map((t) => t.name).join(', ')}`);
  process.exit(2);
}
const seedOf = (t: FuzzTarget): number => (replay !== undefined ? baseSeed : baseSeed + fuzzTargets(growOneIn).findIndex((x) => x.name === t.name));

interface Failure { readonly reader: string; readonly seed: number; readonly path: number; readonly file: string; readonly mutations: string; readonly error: string }
interface Stats { run: number; accepted: number; rejected: number; stored: number; times: number[]; slowest: { ms: number; bytes: number; path: number }; dbMs: number }

const describeError = (e: unknown): string => (e instanceof Broken ? e.message : `unexpected ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
const mutationsText = (c: FuzzCase): string => JSON.stringify(c.mutations, (_k, v: unknown) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 40)}… (${v.length} chars)` : v));

const runTarget = async (t: FuzzTarget, numRuns: number, failures: Failure[]): Promise<Stats> => {
  const seed = seedOf(t);
  const s: Stats = { run: 0, accepted: 0, rejected: 0, stored: 0, times: [], slowest: { ms: 0, bytes: 0, path: 0 }, dbMs: 0 };
  let index = 0;
  const property = fc.asyncProperty(t.arb, async (c) => {
    const path = replay !== undefined ? Number(replay) : index++;
    s.run++;
    const fail = (error: string) => failures.push({ reader: t.name, seed, path, file: c.seed.name, mutations: mutationsText(c), error });
    if (replay !== undefined) {
      const out = join(tmpdir(), `fuzz-${t.name}-${seed}-${path}.txt`);
      writeFileSync(out, c.text);
      console.log(`case ${t.name} seed ${seed} path ${path}: ${c.seed.name} with ${mutationsText(c)}\n  text written to ${out}`);
    }
    const bytes = Buffer.byteLength(c.text);
    const start = performance.now();
    try {
      const v = t.check(c.text);
      if (v === 'accepted') s.accepted++;
      else s.rejected++;
    } catch (e) {
      fail(describeError(e));
    }
    const ms = performance.now() - start;
    s.times.push(ms);
    if (ms > s.slowest.ms) s.slowest = { ms, bytes, path };
    if (ms > budgetMs(bytes)) fail(`slow: ${ms.toFixed(0)} ms for ${(bytes / 1024).toFixed(0)} kB (budget ${budgetMs(bytes).toFixed(0)} ms)`);
    if (replay !== undefined || path % dbEvery === 0) {
      const d = performance.now();
      try {
        await t.store(c.text);
        s.stored++;
      } catch (e) {
        fail(`storage: ${describeError(e)}`);
      }
      s.dbMs += performance.now() - d;
    }
    return true;
  });
  await fc.check(property, replay !== undefined ? { seed, path: replay, numRuns: 1 } : { seed, numRuns });
  return s;
};

const quantile = (xs: readonly number[], q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const failures: Failure[] = [];
const wall = performance.now();
const per = Math.ceil(totalCases / targets.length);
console.log(`fuzz: ${replay !== undefined ? `replaying path ${replay}` : `${totalCases} cases`}, seed ${baseSeed}, ${targets.map((t) => t.name).join(', ')}; every ${dbEvery}th case also stored in fake-indexeddb`);
console.log('reader       cases  accepted  rejected  stored  failures  p50 ms  p99 ms  max ms (size, path)   db ms/case');
const all: number[] = [];
let run = 0, accepted = 0, rejected = 0;
for (const t of targets) {
  const before = failures.length;
  const s = await runTarget(t, Math.min(per, totalCases - run), failures);
  run += s.run; accepted += s.accepted; rejected += s.rejected;
  all.push(...s.times);
  const slow = `${s.slowest.ms.toFixed(1)} (${(s.slowest.bytes / 1024).toFixed(0)} kB, ${s.slowest.path})`;
  console.log(
    `${t.name.padEnd(11)} ${String(s.run).padStart(6)} ${String(s.accepted).padStart(9)} ${String(s.rejected).padStart(9)} ${String(s.stored).padStart(7)} ${String(failures.length - before).padStart(9)}` +
    ` ${quantile(s.times, 0.5).toFixed(2).padStart(7)} ${quantile(s.times, 0.99).toFixed(2).padStart(7)}  ${slow.padEnd(22)} ${(s.dbMs / Math.max(1, s.stored)).toFixed(1).padStart(6)}`,
  );
}
const seconds = (performance.now() - wall) / 1000;
console.log(`all: ${run} cases, ${accepted} accepted, ${rejected} rejected, ${failures.length} failures; case time p99 ${quantile(all, 0.99).toFixed(2)} ms, max ${Math.max(0, ...all).toFixed(1)} ms (budget 1 s + 500 ms/MB); ${seconds.toFixed(1)} s`);
const shown = failures.slice(0, 30);
for (const f of shown) {
  console.log(`\nFAIL ${f.reader} ${f.file}: ${f.error}\n  mutations: ${f.mutations}\n  reproduce: FUZZ_READER=${f.reader} FUZZ_SEED=${f.seed} FUZZ_PATH=${f.path} npm run fuzz`);
}
if (failures.length > shown.length) console.log(`\n… and ${failures.length - shown.length} more failures`);
process.exitCode = failures.length > 0 ? 1 : 0;
