import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { ByeKind, Colour, PairingProgress, PlannedBye, PlayerId, Round, Tenths, Tournament } from '../../src/core/model';
import { chessScoring, playerId } from '../../src/core/model';
import { dutchState } from '../../src/core/systems/dutch';
import type { SwissPlayer, SwissState } from '../../src/core/systems/fide/history';
import { homogeneousPlayers } from '../../src/core/systems/dutch/homogeneousRound';
import { pairRound2026 } from '../../src/core/systems/dutch/pair2026';
import { pairRound2017 } from '../../src/core/systems/dutch/pair2017';
import { corpusStates, loadState } from './corpus';

type Rules = '2026' | '2017';

/** What a pairing call returns and what its progress and trace callbacks heard. */
const run = (state: SwissState, rules: Rules, fullEngine: boolean, stopAfterBracket = false) => {
  const progress: PairingProgress[] = [];
  const traced: [number, number[]][] = [];
  const result =
    rules === '2017'
      ? pairRound2017(state, { fullEngine })
      : pairRound2026(
          state,
          (p) => progress.push(p),
          {
            afterBracket: (next, down) => {
              traced.push([next, [...down]]);
              return stopAfterBracket;
            },
          },
          { fullEngine },
        );
  return { result, progress, traced };
};

interface Field {
  readonly rules: Rules;
  readonly n: number;
  readonly ratings: readonly number[];
  readonly initialColour: Colour | null;
  /** Players (1-based) not paired in the round: a requested bye, an absence, a withdrawal. */
  readonly away: readonly (readonly [number, 'H' | 'Z' | 'F' | 'withdrawn'])[];
  /** Earlier rounds in which nobody played: each player's record of the round. */
  readonly earlier: readonly (readonly ('H' | 'Z' | 'absent')[])[];
  readonly forbidden: readonly (readonly [number, number])[];
  readonly acceleration: 'none' | 'all' | readonly number[];
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
  const acceleration =
    f.acceleration === 'none'
      ? undefined
      : new Map<PlayerId, readonly Tenths[]>(
          players
            .filter((p) => f.acceleration === 'all' || (f.acceleration as readonly number[]).includes(p.id))
            .map((p) => [p.id, Array.from({ length: next }, () => 10 as Tenths)]),
        );
  return {
    name: 'homogeneous', settings: { system: 'dutch', rules: f.rules }, scoring: chessScoring, totalRounds: next + 2,
    players: players.map((p) => (withdrawn.has(p.id) ? { ...p, withdrawnFromRound: next } : p)),
    rounds, plannedByes, randomSeed: 0,
    ...(f.initialColour === null ? {} : { initialColour: f.initialColour }),
    ...(f.forbidden.length === 0 ? {} : { forbiddenPairs: f.forbidden.filter(([a, b]) => a !== b && a <= f.n && b <= f.n).map(([a, b]) => [playerId(a), playerId(b)] as const) }),
    ...(acceleration === undefined ? {} : { acceleration }),
  };
};

const field = (maxPlayers: number, homogeneousOnly: boolean): fc.Arbitrary<Field> =>
  fc.record({
    rules: fc.constantFrom<Rules>('2026', '2017'),
    n: fc.integer({ min: 1, max: maxPlayers }),
    // Ratings with ties (the pairing order is the players' start order).
    ratings: fc.array(fc.constantFrom(1500, 1800, 1800, 2000, 2200, 2200), { maxLength: maxPlayers }),
    initialColour: fc.constantFrom<Colour | null>('white', 'black', null),
    away: fc.array(fc.tuple(fc.integer({ min: 1, max: maxPlayers }), fc.constantFrom('H' as const, 'Z' as const, 'F' as const, 'withdrawn' as const)), { maxLength: 6 }),
    earlier: homogeneousOnly
      ? fc.constant([])
      : fc.array(
          fc.oneof(
            fc.constantFrom<('H' | 'Z' | 'absent')[]>(['Z'], ['H'], ['absent'], ['Z', 'absent']),
            fc.array(fc.constantFrom('H' as const, 'Z' as const, 'absent' as const), { minLength: 1, maxLength: 3 }),
          ),
          { maxLength: 2 },
        ),
    forbidden: homogeneousOnly ? fc.constant([]) : fc.array(fc.tuple(fc.integer({ min: 1, max: maxPlayers }), fc.integer({ min: 1, max: maxPlayers })), { maxLength: 2 }),
    acceleration: homogeneousOnly
      ? fc.constantFrom<'none' | 'all'>('none', 'all')
      : fc.oneof(fc.constantFrom<'none' | 'all'>('none', 'all'), fc.array(fc.integer({ min: 1, max: maxPlayers }), { minLength: 1, maxLength: 3 })),
  });

describe('a homogeneous round (one bracket in which every criterion ties) paired directly', () => {
  test('round 1 of fields of 1-80 players: the direct path is taken and gives the full engine\'s round (pairs, bye, progress, trace)', () => {
    fc.assert(
      fc.property(field(80, true), (f) => {
        const state = dutchState(tournamentOf(f));
        // Nobody to pair (everyone away): the engine's own empty round.
        expect(homogeneousPlayers(state, f.rules) === null).toBe(state.players.every((p) => !p.toBePaired));
        const full = run(state, f.rules, true);
        expect(full.result.ok).toBe(true);
        expect(run(state, f.rules, false)).toEqual(full);
        if (f.rules === '2026') expect(run(state, f.rules, false, true)).toEqual(run(state, f.rules, true, true));
      }),
      { seed: 2026, numRuns: 300 },
    );
  });

  test('earlier rounds nobody played, forbidden pairs, acceleration: the same round whichever path pairs it', () => {
    let direct = 0;
    fc.assert(
      fc.property(field(40, false), (f) => {
        const state = dutchState(tournamentOf(f));
        if (homogeneousPlayers(state, f.rules) !== null) direct++;
        expect(run(state, f.rules, false)).toEqual(run(state, f.rules, true));
      }),
      { seed: 2017, numRuns: 300 },
    );
    // Both kinds of state were met: the direct path and the full engine.
    expect(direct).toBeGreaterThan(30);
    expect(direct).toBeLessThan(270);
  });

  test('the bye goes to the lowest-ranked player, S1\'s i-th player meets S2\'s i-th (C.04.3 B.1, B.3)', () => {
    const t = tournamentOf({ rules: '2026', n: 7, ratings: [], initialColour: 'white', away: [[3, 'H']], earlier: [], forbidden: [], acceleration: 'none' });
    const state = dutchState(t);
    const id = (i: number | null): number | null => (i === null ? null : state.players[i]!.id);
    const r = run(state, '2026', false).result;
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // Players 1, 2, 4, 5, 6, 7 are paired (3 asked for a bye): S1 = 1, 2, 4; S2 = 5, 6, 7.
    expect(r.pairs.map(([a, b]) => [id(a), id(b)])).toEqual([[0, 4], [1, 5], [3, 6]].map(([a, b]) => [a! + 1, b! + 1]));
    expect(r.bye).toBeNull();
    const odd = dutchState(tournamentOf({ rules: '2017', n: 5, ratings: [], initialColour: 'black', away: [], earlier: [], forbidden: [], acceleration: 'none' }));
    const r2 = run(odd, '2017', false).result;
    expect(r2.ok && r2.pairs.map(([a, b]) => [a + 1, b + 1])).toEqual([[1, 3], [2, 4]]);
    expect(r2.ok && r2.bye).toBe(4);
  });

  test.each(['2026', '2017'] as const)('%s rules: the corpus\' round-1 states take the direct path, its other states do not, and both paths agree', (rules) => {
    const states = corpusStates(rules);
    let direct = 0;
    for (const file of states) {
      const state = dutchState(loadState(rules, file));
      const homogeneous = homogeneousPlayers(state, rules) !== null;
      if (homogeneous) direct++;
      // Round 1 with no acceleration: every one of them; a later round: none.
      expect([file, homogeneous]).toEqual([file, /_r01\.trf$/.test(file) && !state.players.some((p) => p.accelerations.some((a) => a !== 0))]);
      expect(run(state, rules, false)).toEqual(run(state, rules, true));
    }
    expect(direct).toBeGreaterThan(5);
  });

  describe('the precondition rejects a state one change away', () => {
    const base = (): SwissState => dutchState(tournamentOf({ rules: '2026', n: 9, ratings: [], initialColour: 'white', away: [], earlier: [[ 'Z' ]], forbidden: [], acceleration: 'none' }));
    const change = (state: SwissState, i: number, p: Partial<SwissPlayer>): SwissState => ({
      ...state,
      players: state.players.map((x) => (x.index === i ? { ...x, ...p } : x)),
    });
    test('the unchanged state is accepted', () => {
      expect(homogeneousPlayers(base(), '2026')).not.toBeNull();
      expect(homogeneousPlayers(base(), '2017')).not.toBeNull();
    });
    const changes: [string, (s: SwissState) => SwissState][] = [
      ['one player with a game played', (s) => change(s, 4, { rounds: [{ opponent: 5, colour: null, outcome: 'draw', played: true, participated: true }] })],
      ['one player with a game played (colour history)', (s) => change(s, 4, { playedGames: 1, colourPreference: 'black', colourImbalance: 1, strongPreference: true })],
      ['one player with a mild colour preference', (s) => change(s, 4, { colourPreference: 'black' })],
      ['one player with a different score', (s) => change(s, 8, { score: 5 })],
      ['one player with a different acceleration', (s) => change(s, 0, { accelerations: [0, 10] })],
      ['a forbidden pair among them', (s) => change(change(s, 2, { forbidden: new Set([6]) }), 6, { forbidden: new Set([2]) })],
      ['one player who had the pairing-allocated bye', (s) => change(s, 3, { rounds: [{ opponent: 3, colour: null, outcome: 'loss', played: false, participated: true }] })],
      ['one player who won without playing', (s) => change(s, 3, { rounds: [{ opponent: 3, colour: null, outcome: 'win', played: false, participated: false }] })],
      ['one player with another float (a half-point bye, 2026)', (s) => change(s, 3, { rounds: [{ opponent: 3, colour: null, outcome: 'draw', played: false, participated: false }] })],
    ];
    test.each(changes)('%s', (_, make) => {
      const s = make(base());
      expect(homogeneousPlayers(s, '2026')).toBeNull();
      // The engine pairs it as before (the full engine runs).
      expect(run(s, '2026', false)).toEqual(run(s, '2026', true));
    });
    test('a forbidden pair with a player not paired in the round does not count', () => {
      const s = change(change(base(), 2, { forbidden: new Set([6]) }), 6, { forbidden: new Set([2]), toBePaired: false });
      expect(homogeneousPlayers(s, '2026')).not.toBeNull();
      expect(run(s, '2026', false)).toEqual(run(s, '2026', true));
    });
  });
});
