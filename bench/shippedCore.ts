/**
 * The pairing core as it ships, for the engine benches: one esbuild bundle of src/core with the
 * CLI's options (bundle, node20; ESM, to import it in this process, where the CLI's program is the
 * same code as CommonJS), and the CLI itself built as `npm run build:cli` builds it and run as a
 * process, as an arbiter runs it. Timing the sources
 * through tsx instead measures tsx: it loads each file as a CommonJS module whose imports are
 * property getters, and keeps function names with a wrapper call, which together cost the Dutch
 * round about a third of its time (0.32 s instead of 0.20 s at 500 players) — overhead that
 * neither the CLI bundle nor the app's worker chunk has.
 */
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildCli } from '../src/cli/build';

export type ShippedCore = typeof import('./shippedCoreEntry');

const root = join(import.meta.dirname, '..');
const outdir = join(root, '.dist-bench-core');

/** Bundles `entry` as the CLI is bundled (a file in .dist-bench-core; the caller removes it). */
export const bundle = async (entry: string, name: string): Promise<string> => {
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, `${name}-${process.pid}.mjs`);
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'warning' });
  return outfile;
};

let loaded: Promise<ShippedCore> | undefined;

export const shippedCore = (): Promise<ShippedCore> => {
  loaded ??= (async () => {
    const outfile = await bundle(join(import.meta.dirname, 'shippedCoreEntry.ts'), 'core');
    try {
      return (await import(pathToFileURL(outfile).href)) as ShippedCore;
    } finally {
      rmSync(outfile, { force: true });
    }
  })();
  return loaded;
};

let cli: Promise<string> | undefined;

/**
 * Wall seconds of whole CLI runs (`node pairwise.mjs ARGS`: Node's start, reading the TRF, a cold
 * JIT, the pairing, writing the output), the median of `runs`: the figure comparable to
 * bbpPairings' reference times, which are runs of its command line. An untimed run first keeps
 * the code cache, as an arbiter's first run of this version of the command did.
 */
export const cliProcessSeconds = async (args: readonly string[], runs = 3): Promise<number> => {
  const file = await cliBundle();
  const env = cliEnv(file);
  spawnSync(process.execPath, [file, ...args], { stdio: 'ignore', env });
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const run = spawnSync(process.execPath, [file, ...args], { stdio: 'ignore', env });
    times.push((performance.now() - t0) / 1000);
    if (run.status !== 0) throw new Error(`pairwise ${args.join(' ')}: exit ${run.status}`);
  }
  return [...times].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
};

/**
 * The CLI built as `npm run build:cli` builds it (`buildCli`, into a folder of .dist-bench-core kept
 * until removeCliBundle): the path of its launcher, pairwise.mjs.
 */
export const cliBundle = (): Promise<string> => {
  cli ??= (async () => {
    const dir = join(outdir, `cli-${process.pid}`);
    await buildCli(dir);
    return join(dir, 'pairwise.mjs');
  })();
  return cli;
};

/** The CLI's environment in a bench: its code cache beside its build (`cli`: cliBundle's path), or none (`off`). */
export const cliEnv = (cli: string, cache: 'kept' | 'off' = 'kept'): NodeJS.ProcessEnv =>
  ({ ...process.env, PAIRWISE_CODE_CACHE: cache === 'off' ? 'off' : join(dirname(cli), 'code-cache') });

/** Removes the CLI's build (call once the bench is done). */
export const removeCliBundle = async (): Promise<void> => {
  if (cli) rmSync(dirname(await cli), { recursive: true, force: true });
  cli = undefined;
};
