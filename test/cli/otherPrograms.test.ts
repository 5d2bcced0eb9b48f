import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';

/**
 * Reading other programs' files and the command line, compared with bbpPairings 6.0 (5.0.1 for
 * the 2017 rules): the command run in-process on files kept in memory.
 */
const real = join(__dirname, '../fixtures/real');

const run = async (files: Record<string, string>, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string; files: Map<string, string> }> => {
  const fs = new Map(Object.entries(files));
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    readFile: (p) => (fs.has(p) ? Promise.resolve(fs.get(p)!) : Promise.reject(new Error('no such file'))),
    writeFile: (p, text) => { fs.set(p, text); return Promise.resolve(); },
    stdout: (x) => { stdout += x; },
    stderr: (x) => { stderr += x; },
  });
  return { code, stdout, stderr, files: fs };
};

/** A 001 line: start rank, name, rating, points, then round entries (each `OPP C R`, 8 characters). */
const player = (rank: number, name: string, rating: number, points: string, ...rounds: string[]): string =>
  `001 ${String(rank).padStart(4)}      ${name.padEnd(33)} ${String(rating).padStart(4)}${' '.repeat(28)}${points.padStart(4)}     ${rounds.map((r) => `  ${r}`).join('')}`.trimEnd();

/** Four players after round 1 (1-3 and 4-2, the Dutch system's round 1 with XXC white1), five rounds. */
const small = (one: readonly [string, string, string, string], points = ['1.0', '1.0', '0.0', '0.0'], extra: readonly string[] = []): string =>
  ['012 small', 'XXR 5', 'XXC white1', ...extra,
    player(1, 'A', 2400, points[0]!, one[0]), player(2, 'B', 2300, points[1]!, one[1]),
    player(3, 'C', 2200, points[2]!, one[2]), player(4, 'D', 2100, points[3]!, one[3])].join('\n') + '\n';

describe('-c: forfeits and colours as bbpPairings\' checker compares them', () => {
  it('reports a forfeit whose colours are the other way round from the system\'s (bbpPairings compares the colours a file gives)', async () => {
    const swapped = small(['   3 b +', '   4 b 1', '   1 w -', '   2 w 0']);
    const r = await run({ 'f.trf': swapped }, '--dutch', 'f.trf', '-c');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('      1 -   3                  3 -   1');
  });

  it('a forfeit written without colours matches either way round (exit 0)', async () => {
    const colourless = small(['   3 - +', '   4 b 1', '   1 - -', '   2 w 0']);
    const r = await run({ 'f.trf': colourless }, '--dutch', 'f.trf', '-c');
    expect(r).toMatchObject({ code: 0, stderr: '' });
  });

  it('Karl-Mala 2005: a colourless forfeit is shown with the higher number first, as bbpPairings\' Pairing(player, opponent, no colour) orients it', async () => {
    const text = readFileSync(join(real, 'karl_mala_2005.trf'), 'utf8');
    const r = await run({ 'km.trf': text }, '--dutch', 'km.trf', '-c');
    expect(r.code).toBe(1);
    const round1 = r.stdout.split('km.trf: Round #2')[0]!;
    expect(round1).toContain('     13 - 154                153 -  13\n');
    expect(round1).not.toContain(' 13 - 153');
  });
});
