import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ByeKind, Colour, PlannedBye, PlayerId, Round, Tenths, Tournament } from '../../src/core/model';
import { chessScoring, playerId } from '../../src/core/model';
import type { SwissPlayer } from '../../src/core/systems/fide/history';
import type { BursteinState } from '../../src/core/systems/burstein/burstein';
import { boardOrder, buildBursteinState, pairBursteinState } from '../../src/core/systems/burstein/burstein';
import { homogeneousRound } from '../../src/core/systems/burstein/homogeneousRound';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';

/**
 * The direct path for a round in which nobody has played (homogeneousRound.ts) gives the full
 * Burstein procedure's round: the same result (pairs with their colours, in the engine's order;
 * the bye; the checklist order), the same score groups reported to the explanation, the same
 * board order.
 */
const run = (state: BursteinState, fullEngine: boolean) => {
  let groups: (readonly number[])[] | null = null;
  const result = pairBursteinState(state, { groups: (g) => { groups = g.map((x) => [...x]); } }, { fullEngine });
  return { result, groups, boards: result.ok ? boardOrder(state, result.pairs) : null };
};

interface Field {
  readonly n: number;
  readonly ratings: readonly number[];
  readonly initialColour: Colour | null;
  /** Players (1-based) not paired in the round: a requested bye, an absence, a withdrawal. */
  readonly away: readonly (readonly [number, 'H' | 'Z' | 'F' | 'withdrawn'])[];
  /** Earlier rounds in which nobody played: each player's record of the round. */
  readonly earlier: readonly (readonly ('H' | 'Z' | 'F' | 'U' | 'absent')[])[];
  readonly forbidden: readonly (readonly [number, number])[];
  /** The default Burstein acceleration, Baku's, or XXA records (virtual points in tenths, player i gets values[i % length]). */
  readonly acceleration: 'default' | 'baku' | readonly number[];
}

const tournamentOf = (f: Field): Tournament => {
  const players = Array.from({ length: f.n }, (_, i) => ({ id: playerId(i + 1), name: `P${i + 1}`, rating: f.ratings[i] ?? 0 }));
  const next = f.earlier.length + 1;
  const rounds: Round[] = f.earlier.map((kinds, r) => ({
    number: r + 1,
    pairings: [],
    byes: players.map((p, i) => ({ player: p.id, kind: kinds[i % kinds.length]! as ByeKind })),
  }));
  const plannedByes: PlannedBye[] = [];
  const withdrawn = new Set<number>();
  for (const [who, kind] of f.away) {
    if (who > f.n) continue;
    if (kind === 'withdrawn') withdrawn.add(who);
    else if (!plannedByes.some((b) => b.player === who)) plannedByes.push({ player: playerId(who), round: next, kind });
  }
  const xxa = typeof f.acceleration === 'string' ? null : f.acceleration;
  const acceleration =
    xxa === null ? undefined : new Map<PlayerId, readonly Tenths[]>(players.map((p, i) => [p.id, Array.from({ length: next }, () => xxa[i % xxa.length]! as Tenths)]));
  return {
    name: 'homogeneous',
    settings: f.acceleration === 'baku' ? { system: 'burstein', acceleration: 'baku' } : { system: 'burstein' },
    scoring: chessScoring,
    totalRounds: next + 4,
    players: players.map((p) => (withdrawn.has(p.id) ? { ...p, withdrawnFromRound: next } : p)),
    rounds, plannedByes, randomSeed: 0,
    ...(f.initialColour === null ? {} : { initialColour: f.initialColour }),
    ...(f.forbidden.length === 0 ? {} : { forbiddenPairs: f.forbidden.filter(([a, b]) => a !== b && a <= f.n && b <= f.n).map(([a, b]) => [playerId(a), playerId(b)] as const) }),
    ...(acceleration === undefined ? {} : { acceleration }),
  };
};

const field = (maxPlayers: number, roundOneOnly: boolean): fc.Arbitrary<Field> =>
  fc.record({
    n: fc.integer({ min: 1, max: maxPlayers }),
    // Ratings with ties (the pairing order is the players' start order).
    ratings: fc.array(fc.constantFrom(1500, 1800, 1800, 2000, 2200, 2200), { maxLength: maxPlayers }),
    initialColour: fc.constantFrom<Colour | null>('white', 'black', null),
    away: fc.array(fc.tuple(fc.integer({ min: 1, max: maxPlayers }), fc.constantFrom('H' as const, 'Z' as const, 'F' as const, 'withdrawn' as const)), { maxLength: 6 }),
    earlier: roundOneOnly
      ? fc.constant([])
      : fc.array(fc.array(fc.constantFrom('H' as const, 'Z' as const, 'F' as const, 'U' as const, 'absent' as const), { minLength: 1, maxLength: 3 }), { maxLength: 2 }),
    forbidden: roundOneOnly ? fc.constant([]) : fc.array(fc.tuple(fc.integer({ min: 1, max: maxPlayers }), fc.integer({ min: 1, max: maxPlayers })), { maxLength: 2 }),
    // XXA: none (all zero: one score group), or a few values cycling over the players (several groups, odd boundaries, floaters between them).
    acceleration: fc.oneof(
      fc.constantFrom<'default' | 'baku'>('default', 'default', 'baku'),
      fc.array(fc.constantFrom(0, 5, 10, 10, 20, 30), { minLength: 1, maxLength: 7 }),
    ),
  });

describe('Burstein: a round in which nobody has played, paired directly', () => {
  test('round 1 of fields of 1-80 players: the direct path is taken and gives the full procedure\'s round (pairs, colours, bye, order, groups, boards)', () => {
    fc.assert(
      fc.property(field(80, true), (f) => {
        const state = buildBursteinState(tournamentOf(f));
        expect(homogeneousRound(state)).toBe(true);
        const full = run(state, true);
        expect(full.result.ok).toBe(true);
        expect(run(state, false)).toEqual(full);
      }),
      { seed: 2026, numRuns: 400 },
    );
  });

  test('earlier rounds nobody played (byes of every kind, the PAB), forbidden pairs: the same round whichever path pairs it', () => {
    let direct = 0;
    fc.assert(
      fc.property(field(40, false), (f) => {
        const state = buildBursteinState(tournamentOf(f));
        if (homogeneousRound(state)) direct++;
        expect(run(state, false)).toEqual(run(state, true));
      }),
      { seed: 4402, numRuns: 300 },
    );
    // Both kinds of state were met: the direct path and the full procedure.
    expect(direct).toBeGreaterThan(30);
    expect(direct).toBeLessThan(270);
  });

  test('top against bottom in each score group; an odd group sends its middle player down; the bye to the last player', () => {
    // Default acceleration over 11 players: the upper ⌊11/2⌋, 1-5, get a win's worth (acceleration.ts); 11 has the bye.
    // 1-5 top against bottom, 3 (the middle) goes down and sorts first in 3, 6-10 (by pairing number: nobody has an index yet).
    const state = buildBursteinState(tournamentOf({ n: 11, ratings: [], initialColour: 'white', away: [], earlier: [], forbidden: [], acceleration: 'default' }));
    const r = run(state, false).result;
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const number = (i: number): number => state.base.players[i]!.pairingNumber;
    const pairs = r.pairs.map(([w, b]) => [number(w), number(b)].sort((x, y) => x - y));
    expect(pairs).toEqual([[1, 5], [2, 4], [3, 10], [6, 9], [7, 8]]);
    expect(r.bye === null ? null : number(r.bye)).toBe(11);
    // XXA on 1-6, 3 and 10 away: the upper group is 1, 2, 4, 5, 6, so 4 goes down and meets the lowest of 4, 7, 8, 9.
    const odd = buildBursteinState(tournamentOf({ n: 10, ratings: [], initialColour: 'white', away: [[3, 'H'] as const, [10, 'Z'] as const], earlier: [], forbidden: [], acceleration: [10, 10, 10, 10, 10, 10, 0, 0, 0, 0] }));
    const r2 = run(odd, false).result;
    expect(r2.ok && r2.pairs.map(([w, b]) => [w + 1, b + 1].sort((x, y) => x - y))).toEqual([[1, 6], [2, 5], [4, 9], [7, 8]]);
    expect(run(odd, false)).toEqual(run(odd, true));
  });

  test('the floater from above in the middle of an odd group cannot go down again: the player above it takes it, the next one floats', () => {
    // XXA: 4, 5, 6 with 2.0 (5 floats), 1, 2, 8, 9 with 1.0: that group is 1, 2, 5, 8, 9 with 5 in the middle.
    const points = [10, 10, 0, 20, 20, 20, 0, 10, 10, 0, 0, 0];
    const state = buildBursteinState(tournamentOf({ n: 12, ratings: [], initialColour: 'white', away: [], earlier: [], forbidden: [], acceleration: points }));
    const full = run(state, true);
    expect(run(state, false)).toEqual(full);
    const r = full.result;
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const pairs = r.pairs.map(([w, b]) => [w + 1, b + 1].sort((x, y) => x - y));
    // 4-6; 1-9, 2-5 (not 2-8: 5 would be left alone), 8 goes down into 3, 7, 8, 10, 11, 12 (pairing-number order).
    expect(pairs).toEqual([[4, 6], [1, 9], [2, 5], [3, 12], [7, 11], [8, 10]]);
  });

  const root = join(__dirname, '../fixtures/burstein');
  const corpus = readdirSync(root).filter((f) => /_r\d\d_r\d\d\.trf$/.test(f)).sort();
  test('the reference corpus: its round-1 states take the direct path, its later ones do not, and both paths agree on every state', () => {
    let direct = 0;
    for (const file of corpus) {
      const read = readTrf(readFileSync(join(root, file), 'utf8'));
      if (!read.ok) throw new Error(read.error.message);
      const built = tournamentFromTrf(read.doc, { settings: { system: 'burstein' } });
      if (!built.ok) throw new Error(`${file}: cannot build`);
      const state = buildBursteinState(built.tournament);
      const homogeneous = homogeneousRound(state);
      if (homogeneous) direct++;
      expect([file, homogeneous]).toEqual([file, /_r01\.trf$/.test(file)]);
      expect(run(state, false)).toEqual(run(state, true));
    }
    expect(direct).toBe(11);
  });

  describe('the precondition rejects a state one change away', () => {
    const base = (): BursteinState => buildBursteinState(tournamentOf({ n: 9, ratings: [], initialColour: 'white', away: [], earlier: [['H']], forbidden: [], acceleration: 'default' }));
    const change = (state: BursteinState, i: number, p: Partial<SwissPlayer>): BursteinState => ({
      ...state,
      base: { ...state.base, players: state.base.players.map((x) => (x.index === i ? { ...x, ...p } : x)) },
    });
    test('the unchanged state is accepted', () => {
      expect(homogeneousRound(base())).toBe(true);
    });
    const changes: [string, (s: BursteinState) => BursteinState][] = [
      ['one player with a mild colour preference', (s) => change(s, 4, { colourPreference: 'black' })],
      ['one player with a colour preference after a game', (s) =>
        change(s, 4, { rounds: [{ opponent: 5, colour: 'white', outcome: 'draw', played: true, participated: true }], playedGames: 1, colourImbalance: 1, colourPreference: 'black' })],
      ['one player with an absolute colour preference', (s) => change(s, 4, { colourPreference: 'black', colourImbalance: 2, strongPreference: true })],
      ['two players with an absolute preference for no colour (the weights then bar their pair)', (s) => change(change(s, 1, { repeatedColour: 'white' }), 2, { repeatedColour: 'white' })],
      ['a forbidden pair among them', (s) => change(change(s, 2, { forbidden: new Set([6]) }), 6, { forbidden: new Set([2]) })],
    ];
    test.each(changes)('%s', (_, make) => {
      const s = make(base());
      expect(homogeneousRound(s)).toBe(false);
      // The procedure pairs it as before (the full procedure runs).
      expect(run(s, false)).toEqual(run(s, true));
    });
    // Not read by the weights: the bye is chosen before any matching, the order by the engine's own sort.
    const free: [string, (s: BursteinState) => BursteinState][] = [
      ['the lowest player had the pairing-allocated bye (the next one up gets it)', (s) => change(s, 8, { rounds: [{ opponent: 8, colour: null, outcome: 'win', played: false, participated: true }] })],
      ['the two lowest players won by forfeit', (s) =>
        change(change(s, 8, { rounds: [{ opponent: 7, colour: null, outcome: 'win', played: false, participated: true }] }), 7, { rounds: [{ opponent: 8, colour: null, outcome: 'win', played: false, participated: true }] })],
      ['a played game whose opponent is not paired now, no colour preference', (s) =>
        change(change(s, 3, { rounds: [{ opponent: 0, colour: 'black', outcome: 'win', played: true, participated: true }], forbidden: new Set([0]) }), 0, { toBePaired: false })],
      ['another score and index for one player', (s) => ({ ...s, metrics: s.metrics.map((m, i) => (i === 5 ? { ...m, score: 15, sonnebornBerger: 30, buchholz: 10 } : m)) })],
      ['nobody is eligible for the bye (the procedure fails alike)', (s) => ({
        ...s,
        base: { ...s.base, players: s.base.players.map((x) => ({ ...x, rounds: [{ opponent: x.index, colour: null, outcome: 'win' as const, played: false, participated: true }] })) },
      })],
    ];
    test.each(free)('accepted, and paired alike: %s', (_, make) => {
      const s = make(base());
      expect(homogeneousRound(s)).toBe(true);
      expect(run(s, false)).toEqual(run(s, true));
    });
    test('a forbidden pair with a player not paired in the round does not count', () => {
      const s = change(change(base(), 2, { forbidden: new Set([6]) }), 6, { forbidden: new Set([2]), toBePaired: false });
      expect(homogeneousRound(s)).toBe(true);
      expect(run(s, false)).toEqual(run(s, true));
    });
  });
});
