import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import type { CliIo } from '../../src/cli/run';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import { tenths } from '../../src/core/model';
import { playerId } from '../../src/core/model';
import { violations } from './validity';

const dir = join(__dirname, '../fixtures/sass');

const run = async (argv: string[]) => {
  let out = '';
  let err = '';
  const io: CliIo = {
    readFile: async (p) => readFileSync(join(dir, p), 'utf8'),
    writeFile: async () => undefined,
    stdout: (t) => { out += t; },
    stderr: (t) => { err += t; },
  };
  const code = await runCli(argv, io);
  return { code, out, err };
};

describe('pairwise --sass', () => {
  it('prints CORP RUNNER per board and the bye as P 0, a pairing that obeys the rules', async () => {
    const file = 'p13_r6_s901_f2/p13_r6_s901_f2_r6.trf';
    const { code, out } = await run(['--sass', '--score-factor', '2', '--seed', '7', file, '-p']);
    expect(code).toBe(0);
    const [count, ...lines] = out.trim().split('\n');
    expect(Number(count)).toBe(7);
    expect(lines.filter((l) => / 0$/.test(l))).toHaveLength(1);
    const read = readTrf(readFileSync(join(dir, file), 'utf8'));
    if (!read.ok) throw new Error('fixture');
    const built = tournamentFromTrf(read.doc, { settings: { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: tenths(0) }, gamesPerRound: 1 });
    if (!built.ok) throw new Error('fixture');
    const pairs = lines.filter((l) => !/ 0$/.test(l)).map((l) => l.split(' ').map(Number)).map(([w, b]) => ({ white: playerId(w as number), black: playerId(b as number) }));
    const byes = lines.filter((l) => / 0$/.test(l)).map((l) => ({ player: playerId(Number(l.split(' ')[0])), kind: 'U' as const }));
    expect(violations(built.tournament, { pairs, byes, notes: [] }, 'sass')).toEqual([]);
  });

  it('replays the same coin flips for the same --seed', async () => {
    const file = 'p32_r7_s901_f2/p32_r7_s901_f2_r1.trf';
    const a = await run(['--sass', '--seed', '3', file, '-p']);
    const b = await run(['--sass', '--seed', '3', file, '-p']);
    expect(a.out).toBe(b.out);
  });

  it('pairs with the 2025 cost model', async () => {
    const { code, out } = await run(['--sass', '--cost', '2025', 'p32_r7_s902_f1/p32_r7_s902_f1_r5.trf', '-p']);
    expect(code).toBe(0);
    expect(out.trim().split('\n')).toHaveLength(1 + 16);
  });

  it('says clearly when no valid pairing exists, with exit code 1', async () => {
    const { code, err } = await run(['--sass', 'infeasible_met_twice.trf', '-p']);
    expect(code).toBe(1);
    expect(err).toMatch(/no valid pairing/);
  });

  it('refuses a malformed option with exit code 3', async () => {
    const { code } = await run(['--sass', '--cost', '2019', 'infeasible_met_twice.trf', '-p']);
    expect(code).toBe(3);
  });
});
