import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';

export interface CliRun { readonly code: number | null; readonly stdout: string; readonly stderr: string }

/**
 * The `pairwise` command built from source (as `npm run build:cli` bundles it) into a temporary
 * folder once per test file, and run there as a whole process: exit codes and output exactly as
 * bbpPairings' and JaVaFo's callers see them. Call at the top of a test file.
 */
export const builtCli = (name: string): { readonly dir: () => string; readonly run: (...args: string[]) => CliRun } => {
  let dir = '';
  let cli = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `pairwise-${name}-`));
    cli = join(dir, 'pairwise.mjs');
    await build({ entryPoints: [join(__dirname, '../../src/cli/main.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: cli, logLevel: 'silent' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir: () => dir,
    run: (...args) => {
      const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', cwd: dir });
      return { code: r.status, stdout: r.stdout, stderr: r.stderr };
    },
  };
};
