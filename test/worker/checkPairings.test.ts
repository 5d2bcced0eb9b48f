import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTournament, importTournament } from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import type { Round, SystemSettings, Tournament } from '../../src/core/model';
import { tenths } from '../../src/core/model';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import { createPairingClient } from '../../src/worker/client';
import { describeCheck, describeFinding } from '../../src/ui/features/check/describeFindings';
import { freshDb } from '../db/helpers';

const fixtures = join(__dirname, '../fixtures');

const load = (file: string, settings: SystemSettings): Tournament => {
  const read = readTrf(readFileSync(join(fixtures, file), 'utf8'));
  if (!read.ok) throw new Error(read.error.message);
  const built = tournamentFromTrf(read.doc, { settings, randomSeed: 1 });
  if (!built.ok) throw new Error('cannot build');
  return built.tournament;
};

const stored = async (db: PairwiseDb, t: Tournament): Promise<number> => {
  const r = await importTournament(db, t, 1, 0);
  if (!r.ok) throw new Error(r.detail);
  return r.value;
};

/** The same tournament with the Black players of boards a and b (0-based) of one round exchanged. */
const swapBoards = (t: Tournament, round: number, a: number, b: number): Tournament => {
  const r = t.rounds[round - 1]!;
  const pa = r.pairings[a]!;
  const pb = r.pairings[b]!;
  const pairings = r.pairings.map((p, i) => (i === a ? { ...p, black: pb.black } : i === b ? { ...p, black: pa.black } : p));
  const changed: Round = { ...r, pairings };
  return { ...t, rounds: t.rounds.map((x, i) => (i === round - 1 ? changed : x)) };
};

const dutch: SystemSettings = { system: 'dutch', rules: '2026' };
const nameOf = (t: Tournament) => (id: number): string => t.players.find((p) => p.id === id)?.name ?? `player ${id}`;

describe('"Check pairings" in the worker (inline)', () => {
  it('a Dutch reference tournament (byes, forfeits) replays identically, round by round with progress', async () => {
    const db = freshDb();
    const t = load('check/dutch_mix2_p023_r08.trf', dutch);
    const id = await stored(db, t);
    const progress: string[] = [];
    const r = await createPairingClient({ inline: db }).send('check-pairings', { tournamentId: id }, { onProgress: ({ round, rounds }) => progress.push(`${round}/${rounds}`) });
    expect(r).toEqual({ kind: 'done', rounds: 8, findings: [] });
    expect(progress).toEqual(['1/8', '2/8', '3/8', '4/8', '5/8', '6/8', '7/8', '8/8']);
    expect(describeCheck(8, [])).toBe('Every round agrees: the program pairs all 8 rounds exactly as the tournament has them.');
  });

  it('a copy with two boards swapped in round 4 is reported from round 4 on, naming the program\'s boards and the tournament\'s', async () => {
    const db = freshDb();
    const original = load('check/dutch_mix2_p023_r08.trf', dutch);
    const swapped = swapBoards(original, 4, 0, 1);
    const id = await stored(db, swapped);
    const r = await createPairingClient({ inline: db }).send('check-pairings', { tournamentId: id });
    if (r.kind !== 'done') throw new Error(r.error.detail);
    expect(r.findings[0]!.round).toBe(4);
    expect(r.findings.every((f) => f.round >= 4)).toBe(true);
    const f = r.findings[0]!;
    if (f.kind !== 'differs') throw new Error(f.kind);
    // The program pairs round 4 as the original file did; the tournament has the swapped boards.
    const [b1, b2] = original.rounds[3]!.pairings;
    // (The program numbers its boards by its own order: score groups first, not the file's board order.)
    expect(f.program).toEqual(expect.arrayContaining([{ board: expect.any(Number), white: b1!.white, black: b1!.black }, { board: expect.any(Number), white: b2!.white, black: b2!.black }]));
    expect(f.tournament).toEqual(expect.arrayContaining([{ board: 1, white: b1!.white, black: b2!.black }, { board: 2, white: b2!.white, black: b1!.black }]));
    const name = nameOf(original);
    const words = describeFinding(f, name);
    expect(words).toMatch(/^Round 4: the program pairs .+; the tournament has .+\.$/);
    expect(words.split('; the tournament has ')[0]).toContain(`${name(b1!.white)} (white) – ${name(b1!.black)} on board `);
    expect(words.split('; the tournament has ')[1]).toContain(`${name(b1!.white)} (white) – ${name(b2!.black)} on board 1`);
    expect(describeCheck(r.rounds, r.findings)).toMatch(/^\d+ of 8 rounds differ from the program's pairing \(the first is round 4\)\.$/);
  });

  it('a Burstein reference tournament replays identically', async () => {
    const db = freshDb();
    const id = await stored(db, load('burstein/mix1_p014_r07.trf', { system: 'burstein' }));
    expect(await createPairingClient({ inline: db }).send('check-pairings', { tournamentId: id })).toMatchObject({ kind: 'done', rounds: 7, findings: [] });
  });

  it('refuses a Netrunner event and a tournament with no round yet, in words', async () => {
    const db = freshDb();
    const client = createPairingClient({ inline: db });
    const sass = await createTournament(db, { name: 'N', settings: { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: tenths(0) }, totalRounds: 3 }, 7, 0);
    const chess = await createTournament(db, { name: 'C', settings: dutch, totalRounds: 3 }, 7, 0);
    if (!sass.ok || !chess.ok) throw new Error('cannot create');
    expect(await client.send('check-pairings', { tournamentId: sass.value })).toMatchObject({ kind: 'failed', error: { reason: 'invalid-input', detail: 'Pairings can be checked for FIDE Dutch, FIDE Burstein, Round robin, TCEC Swiss and Engine Swiss tournaments only.' } });
    expect(await client.send('check-pairings', { tournamentId: chess.value })).toMatchObject({ kind: 'failed', error: { reason: 'invalid-input', detail: expect.stringMatching(/nothing to check/) } });
    expect(await client.send('check-pairings', { tournamentId: 999 })).toMatchObject({ kind: 'failed', error: { reason: 'not-found' } });
  });
});

describe('describeFinding', () => {
  const name = (id: number): string => ['', 'Smith', 'Jones', 'Brown', 'Lee'][id] ?? `player ${id}`;
  it('names the program\'s boards, its bye and the tournament\'s boards of the same players', () => {
    expect(describeFinding({
      kind: 'differs', round: 3,
      program: [{ board: 2, white: 1, black: 2 }, { board: null, white: 4, black: 0 }],
      tournament: [{ board: 2, white: 1, black: 3 }, { board: null, white: 2, black: 0 }],
    }, name)).toBe('Round 3: the program pairs Smith (white) – Jones on board 2 and gives the bye to Lee; the tournament has Smith (white) – Brown on board 2 and the bye to Jones.');
    expect(describeFinding({ kind: 'differs', round: 2, program: [{ board: 1, white: 2, black: 1 }], tournament: [{ board: 1, white: 1, black: 2 }] }, name))
      .toBe('Round 2: the program pairs Jones (white) – Smith on board 1; the tournament has Smith (white) – Jones on board 1.');
    expect(describeFinding({ kind: 'no-valid-pairing', round: 5, detail: 'every pairing repeats a game' }, name))
      .toBe('Round 5: the program finds no valid pairing (every pairing repeats a game).');
  });
});
