import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import type { CliIo } from '../../src/cli/run';

/**
 * Every state of the Burstein reference corpus (bbpPairings 6.0.0 `--burstein`, 11 tournaments,
 * 90 rounds including mixed scoring, forfeits, half-point byes and retirements), paired through
 * the same path as `pairwise --burstein state.trf -p`, compared as a set of ordered
 * (white, black) pairs with the bye as `P 0`.
 * Known divergences: none (90/90). If one appears, list it here with its reason.
 */
const root = join(__dirname, '../fixtures/burstein');
const states = readdirSync(root).filter((f) => /_r\d\d_r\d\d\.trf$/.test(f)).sort();
const knownDivergent: ReadonlyMap<string, string> = new Map();

const pairLines = (text: string): string[] =>
  text.trim().split(/\r?\n/).slice(1).map((l) => l.trim()).sort();

const pair = async (file: string): Promise<{ code: number; stdout: string; stderr: string }> => {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    readFile: (path) => readFile(path, 'utf8'),
    writeFile: () => Promise.reject(new Error('no files are written here')),
    stdout: (t) => { stdout += t; },
    stderr: (t) => { stderr += t; },
  };
  const code = await runCli(['--burstein', join(root, file), '-p'], io);
  return { code, stdout, stderr };
};

describe('Burstein conformance with bbpPairings 6.0.0', () => {
  it('has the whole corpus (11 tournaments, 90 states)', () => {
    expect(states).toHaveLength(90);
  });
  it.each(states)('%s', async (file) => {
    const r = await pair(file);
    const expected = pairLines(readFileSync(join(root, file.replace(/\.trf$/, '.expected')), 'utf8'));
    expect(r.code).toBe(0);
    const same = JSON.stringify(pairLines(r.stdout)) === JSON.stringify(expected);
    expect(same).toBe(!knownDivergent.has(file));
  });
});
