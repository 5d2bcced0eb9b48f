import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildCli } from '../../src/cli/build';

/**
 * The command line's bundles (`buildCli`, as `npm run build:cli` builds them) put into `outdir`:
 * copied from the ones the slow lane's global setup built for this run (test/cli/bundles.setup.ts),
 * or built here when the file runs without that setup.
 */
export const cliBundlesInto = async (outdir: string): Promise<void> => {
  const built = inject('cliBundles');
  if (!built) return buildCli(outdir, 'silent');
  mkdirSync(outdir, { recursive: true });
  for (const f of readdirSync(built)) copyFileSync(join(built, f), join(outdir, f));
};

export interface CliRun { readonly code: number | null; readonly stdout: string; readonly stderr: string }

/**
 * The `pairwise` command built from source (`buildCli`, as `npm run build:cli` builds it, once per
 * run: `cliBundlesInto`) in a temporary folder of each test file, and run there as a whole process:
 * exit codes and output exactly as bbpPairings' and JaVaFo's callers see them. Its code cache is kept in that folder too.
 * Call at the top of a test file.
 */
export const builtCli = (name: string): { readonly dir: () => string; readonly run: (...args: string[]) => CliRun } => {
  let dir = '';
  let cli = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `pairwise-${name}-`));
    cli = join(dir, 'pairwise.mjs');
    await cliBundlesInto(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir: () => dir,
    run: (...args) => {
      const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', cwd: dir, env: { ...process.env, PAIRWISE_CODE_CACHE: join(dir, 'code-cache') } });
      return { code: r.status, stdout: r.stdout, stderr: r.stderr };
    },
  };
};
