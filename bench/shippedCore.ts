/**
 * The pairing core as it ships, for the engine benches: one esbuild bundle of src/core with the
 * CLI's options (`npm run build:cli`: bundle, node20, ESM), imported in this process. Timing the
 * sources through tsx instead measures tsx: it loads each file as a CommonJS module whose imports
 * are property getters, and keeps function names with a wrapper call, which together cost the
 * Dutch round about a third of its time (0.32 s instead of 0.20 s at 500 players) — overhead
 * that neither the CLI bundle nor the app's worker chunk has.
 */
import { build } from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type ShippedCore = typeof import('./shippedCoreEntry');

let loaded: Promise<ShippedCore> | undefined;

export const shippedCore = (): Promise<ShippedCore> => {
  loaded ??= (async () => {
    const root = join(import.meta.dirname, '..');
    const outdir = join(root, '.dist-bench-core');
    mkdirSync(outdir, { recursive: true });
    const outfile = join(outdir, `core-${process.pid}.mjs`);
    await build({
      entryPoints: [join(import.meta.dirname, 'shippedCoreEntry.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      logLevel: 'warning',
    });
    try {
      return (await import(pathToFileURL(outfile).href)) as ShippedCore;
    } finally {
      rmSync(outfile, { force: true });
    }
  })();
  return loaded;
};
