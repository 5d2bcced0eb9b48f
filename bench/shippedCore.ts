/**
 * The pairing core as it ships, for the engine benches: one esbuild bundle of src/core with the
 * CLI's options (`npm run build:cli`: bundle, node20, ESM), imported in this process, and the CLI
 * itself bundled the same way and run as a process, as an arbiter runs it. Timing the sources
 * through tsx instead measures tsx: it loads each file as a CommonJS module whose imports are
 * property getters, and keeps function names with a wrapper call, which together cost the Dutch
 * round about a third of its time (0.32 s instead of 0.20 s at 500 players) — overhead that
 * neither the CLI bundle nor the app's worker chunk has.
 */
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

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
 * bbpPairings' reference times, which are runs of its command line.
 */
export const cliProcessSeconds = async (args: readonly string[], runs = 3): Promise<number> => {
  const file = await cliBundle();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const run = spawnSync(process.execPath, [file, ...args], { stdio: 'ignore' });
    times.push((performance.now() - t0) / 1000);
    if (run.status !== 0) throw new Error(`pairwise ${args.join(' ')}: exit ${run.status}`);
  }
  return [...times].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
};

/** The CLI bundled as `npm run build:cli` bundles it (one file, kept until removeCliBundle). */
export const cliBundle = (): Promise<string> => {
  cli ??= bundle(join(root, 'src', 'cli', 'main.ts'), 'cli');
  return cli;
};

/** Removes the CLI bundle (call once the bench is done). */
export const removeCliBundle = async (): Promise<void> => {
  if (cli) rmSync(await cli, { force: true });
  cli = undefined;
};
