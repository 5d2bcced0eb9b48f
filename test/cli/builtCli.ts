import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildCli } from '../../src/cli/build';

export interface CliRun { readonly code: number | null; readonly stdout: string; readonly stderr: string }

/**
 * The `pairwise` command built from source (`buildCli`, as `npm run build:cli` builds it) into a
 * temporary folder once per test file, and run there as a whole process: exit codes and output
 * exactly as bbpPairings' and JaVaFo's callers see them. Its code cache is kept in that folder too.
 * Call at the top of a test file.
 */
export const builtCli = (name: string): { readonly dir: () => string; readonly run: (...args: string[]) => CliRun } => {
  let dir = '';
  let cli = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `pairwise-${name}-`));
    cli = join(dir, 'pairwise.mjs');
    await buildCli(dir, 'silent');
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
