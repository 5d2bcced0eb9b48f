import { scoreOf } from '../../src/core/standings/records';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../src/core/model';
import { readTrf, tournamentFromTrf, trfFromTournament, writeTrf } from '../../src/core/trf';
import type { TrfDocument } from '../../src/core/trf';
import { canonical, fixture, fixtureNames } from './helpers';

const docOf = (name: string): TrfDocument => {
  const r = readTrf(fixture(name));
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const build = (doc: TrfDocument, double: boolean): Tournament => {
  const r = tournamentFromTrf(doc, double
    ? { settings: { system: 'tcec', double: true }, gamesPerRound: 2 }
    : { settings: { system: 'dutch', rules: '2026' } });
  if (!r.ok) throw new Error(`${r.error.line}:${r.error.column} ${r.error.message}`);
  return r.tournament;
};

describe('tournamentFromTrf: TCEC double rounds', () => {
  const t = build(docOf('tcec_double_p8_r5_s901_r4.trf'), true);

  it('folds TRF rounds 2k-1 and 2k into round k', () => {
    expect(t.rounds.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(t.totalRounds).toBe(5); // XXR 10 = 5 double rounds
    for (const r of t.rounds) {
      expect(r.pairings).toHaveLength(4);
      expect(r.byes).toEqual([]);
      for (const p of r.pairings) expect(p.games).toHaveLength(2);
    }
  });

  it('takes White of the first game as the pairing White and reads each game from its own White', () => {
    const [r1, r2] = t.rounds;
    // Round 1: 1 b = / 1 w = against 2 → White of game 1 is 2.
    expect(r1?.pairings.find((p) => p.white === 2 || p.black === 2)).toEqual({ board: 1, white: 2, black: 1, games: ['draw', 'draw'] });
    // Round 2, 3 vs 5: 3 has "5 b 0" then "5 w =" → White 5 wins game 1, game 2 (White 3) drawn.
    expect(r2?.pairings.find((p) => p.white === 5)).toMatchObject({ white: 5, black: 3, games: ['white-wins', 'draw'] });
    // Round 2, 1 vs 7: 1 has "7 b 1" then "7 w 1" → Black (1) wins game 1, White (1) wins game 2.
    expect(r2?.pairings.find((p) => p.black === 1)).toMatchObject({ white: 7, black: 1, games: ['black-wins', 'white-wins'] });
  });

  it('numbers boards 1..n in the FIDE board order: higher score of the pair first (C.04.2), round 1 by start rank', () => {
    for (const r of t.rounds) expect(r.pairings.map((p) => p.board)).toEqual([1, 2, 3, 4]);
    const first = t.rounds[0]!.pairings.map((p) => Math.min(p.white, p.black));
    expect(first).toEqual([...first].sort((a, b) => a - b));
    const pts = (id: number): number => scoreOf({ ...t, rounds: t.rounds.slice(0, 1) }, id as never);
    const top = t.rounds[1]!.pairings.map((p) => Math.max(pts(p.white), pts(p.black)));
    expect(top).toEqual([...top].sort((a, b) => b - a));
  });

  it('gives a bye listed as U in both TRF rounds once, as kind U', () => {
    const t9 = build(docOf('tcec_double_p9_r9_s901_r5.trf'), true);
    expect(t9.rounds).toHaveLength(4);
    expect(t9.rounds.map((r) => r.byes)).toEqual([
      [{ player: 9, kind: 'U' }], [{ player: 8, kind: 'U' }], [{ player: 4, kind: 'U' }], [{ player: 6, kind: 'U' }],
    ]);
  });

  it('leaves the second game null while only the first game of a double round is in the file', () => {
    const doc = docOf('tcec_double_p8_r5_s901_r4.trf');
    const half = { ...doc, players: doc.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, 5) })) };
    const t5 = build(half, true);
    expect(t5.rounds).toHaveLength(3);
    expect(t5.rounds[2]?.pairings.map((p) => p.games[1])).toEqual([null, null, null, null]);
    expect(t5.rounds[2]?.pairings.map((p) => p.games[0])).toEqual(t.rounds[2]?.pairings.map((p) => p.games[0]));
  });

  it('refuses a double round whose two TRF rounds list different opponents', () => {
    const doc = docOf('tcec_double_p8_r5_s901_r4.trf');
    // Swap player 1's and 2's second games around (1 now "meets" 7 in TRF round 2).
    const bad = { ...doc, players: doc.players.map((p) => (p.startRank === 1 ? { ...p, rounds: p.rounds.map((e, i) => (i === 1 ? { ...e, opponent: 7 } : e)) } : p)) };
    const r = tournamentFromTrf(bad, { settings: { system: 'tcec', double: true }, gamesPerRound: 2 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ line: 2, column: 102 });
  });
});

describe('tournamentFromTrf: single games', () => {
  const doc = docOf('dutch_mix1_p014_r07_r03.trf');
  const t = build(doc, false);

  it('reads the paired rounds and the settings records', () => {
    expect(t.rounds).toHaveLength(2);
    expect(t.totalRounds).toBe(7);
    expect(t.initialColour).toBe('white');
    expect(t.name).toBe('AutoTest Tournament 7100');
    expect(t.players).toHaveLength(14);
    expect(t.players[0]).toEqual({ id: 1, name: 'Test0001 Player0001', rating: 2517 });
  });

  it('infers the initial colour from round 1 when the file gives none (TRF-2026 152)', () => {
    const full = docOf('dutch_mix1_p014_r07.trf'); // no XXC; its state files say XXC white1
    expect(full.settings.initialColour).toBeUndefined();
    expect(build(full, false).initialColour).toBe('white');
    expect(build(docOf('burstein_mix4_p051_r10.trf'), false).initialColour).toBe('black'); // its state files: XXC black1
  });

  it('maps forfeits and the pairing-allocated bye', () => {
    const r2 = t.rounds[1];
    expect(r2?.pairings.find((p) => p.white === 11 || p.black === 11)).toMatchObject({ white: 6, black: 11, games: ['black-wins-forfeit'] });
    expect(r2?.byes).toEqual([{ player: 12, kind: 'U' }, { player: 13, kind: 'H' }]);
  });

  it('turns the next round\'s `0000 - H` entries into planned byes', () => {
    expect(t.plannedByes).toEqual([{ player: 10, round: 3, kind: 'H' }]);
  });

  it('reads 3/1/0 scoring from 162 and a half-point PAB from BBU', () => {
    expect(build(docOf('dutch_mix3_p036_r09_r06.trf'), false).scoring).toMatchObject({ win: 30, draw: 10, pairingAllocatedBye: 30 });
    expect(build(docOf('dutch2017_mix4_p051_r10_r03.trf'), false).scoring).toMatchObject({ win: 10, draw: 5, pairingAllocatedBye: 5 });
    expect(build(docOf('sass_p6_r5_s901_f2_r3.trf'), false).scoring).toMatchObject({ win: 30, draw: 10 });
  });

  it('reads TRF-2026 byes, forbidden pairs and acceleration records', () => {
    const text = fixture('dutch_mix1_p014_r07_r03.trf').replace(/\n$/, '\n240 Z 004    1    2\n260 003 003    3    4    5\n260 005 006    6    7\nXXP 8 9\n250       1.0 001 003 0001 0004\nXXA    5  0.5  0.5  0.5\n');
    const r = readTrf(text);
    if (!r.ok) throw new Error(r.error.message);
    const t2 = build(r.doc, false);
    expect(t2.plannedByes).toContainEqual({ player: 1, round: 4, kind: 'Z' });
    expect(t2.forbiddenPairs).toEqual([[3, 4], [3, 5], [4, 5], [8, 9]]);
    expect(t2.acceleration?.get(1 as never)).toEqual([10, 10, 10]);
    expect(t2.acceleration?.get(5 as never)).toEqual([5, 5, 5]);
  });
});

describe('trfFromTournament ∘ tournamentFromTrf', () => {
  for (const name of fixtureNames) {
    it(`${name}: writes the file back byte-identical (with and without the lines as read)`, () => {
      const text = fixture(name);
      const doc = docOf(name);
      const t = build(doc, name.startsWith('tcec_double'));
      expect(writeTrf(trfFromTournament(t, doc))).toBe(text);
      expect(writeTrf(canonical(trfFromTournament(t, canonical(doc))))).toBe(text);
    });
  }

  it('without a base writes TRF(x)/(bx) settings records and reads back to the same tournament', () => {
    const t = build(docOf('dutch_mix3_p036_r09_r06.trf'), false);
    const doc = trfFromTournament({ ...t, acceleration: new Map([[1 as never, [10, 5] as never]]), forbiddenPairs: [[2 as never, 3 as never]] });
    const text = writeTrf(doc);
    // The file's header (092, the type of tournament bbpPairings wrote) is carried as the tournament's details.
    expect(text).toMatch(/^012 AutoTest Tournament 7102\n092 FIDE_DUTCH_2025\n001 /);
    expect(text).toMatch(/\nXXR 9\nXXC black1\nBBW {2}3\.0\nBBD {2}1\.0\n192 FIDE_DUTCH_2025\nXXA {4}1 {2}1\.0 {2}0\.5\nXXP 2 3\n$/);
    const again = readTrf(text);
    if (!again.ok) throw new Error(again.error.message);
    const t2 = build(again.doc, false);
    expect(t2.rounds).toEqual(t.rounds);
    expect(t2.plannedByes).toEqual(t.plannedByes);
    expect(t2.scoring).toEqual(t.scoring);
    expect(t2.forbiddenPairs).toEqual([[2, 3]]);
  });

  it('writes a pending game (no result yet) as a scheduled entry with a blank result', () => {
    const t = build(docOf('tcec_single_p8_r7_s901_r4.trf'), false);
    const next = { ...t, rounds: [...t.rounds, { number: 4, pairings: [{ board: 1, white: 1 as never, black: 2 as never, games: [null] }], byes: [] }] };
    const text = writeTrf(trfFromTournament(next));
    const r = readTrf(text);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.doc.players[0]?.rounds[3]).toEqual({ opponent: 2, colour: 'w', result: ' ' });
    expect(build(r.doc, false).rounds[3]?.pairings[0]?.games).toEqual([null]);
  });
});
