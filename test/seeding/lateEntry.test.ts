import { describe, expect, it } from 'vitest';
import { playerId, tenths } from '../../src/core/model';
import type { Player, Tournament } from '../../src/core/model';
import { accelerationAfterEntry, lateEntryNumber, numbersAfterEntryAt, renumberTournament } from '../../src/core/seeding';
import { accelerationAtLateEntry, systemModule } from '../../src/core/systems';

const p = (name: string, rating: number, title?: string) => (title === undefined ? { name, rating } : { name, rating, title });

describe('C.04.2 late entries: the entrant takes the place their rating, title and name give them', () => {
  const field = [p('A', 2500, 'GM'), p('B', 2400, 'IM'), p('C', 2400), p('D', 2300), p('E', 0)];

  it('by rating, then title, then name, as the initial order; unrated or equal to the last goes last', () => {
    expect(lateEntryNumber(field, p('Top', 2600))).toBe(1);
    expect(lateEntryNumber(field, p('Mid', 2350))).toBe(4);
    expect(lateEntryNumber(field, p('Fm', 2400, 'FM'))).toBe(3); // below IM B, above untitled C
    expect(lateEntryNumber(field, p('Cc', 2400))).toBe(4); // below C by name
    expect(lateEntryNumber(field, p('Aa', 2400))).toBe(3); // above C by name
    expect(lateEntryNumber(field, p('New', 0))).toBe(6);
    expect(lateEntryNumber(field, p('E', 0))).toBe(6);
  });

  it('a player the arbiter moved down by hand does not drag the entrant with them', () => {
    // A (2500) was moved to the bottom: the 2350 entrant still goes below C (2400), above D (2300).
    const moved = [p('B', 2400, 'IM'), p('C', 2400), p('D', 2300), p('E', 1900), p('A', 2500, 'GM')];
    expect(lateEntryNumber(moved, p('Mid', 2350))).toBe(3);
  });

  it('numbers from the entrant\'s place down move one down; those above keep theirs', () => {
    const to = numbersAfterEntryAt(3);
    expect([1, 2, 3, 4, 5].map(to)).toEqual([1, 2, 4, 5, 6]);
  });
});

const players = (n: number): Player[] => Array.from({ length: n }, (_, i) => ({ id: playerId(i + 1), name: `P${i + 1}`, rating: 2400 - 10 * i }));

/** Six players, two rounds played, with a bye, a requested bye, a forbidden pair, acceleration and an adjustment. */
const history: Tournament = {
  name: 'Late', settings: { system: 'dutch', rules: '2026' }, scoring: systemModule({ system: 'dutch', rules: '2026' }).scoring,
  totalRounds: 5, randomSeed: 1, players: players(5),
  rounds: [
    { number: 1, pairings: [{ board: 1, white: playerId(1), black: playerId(3), games: ['white-wins'] }, { board: 2, white: playerId(4), black: playerId(2), games: ['draw'] }], byes: [{ player: playerId(5), kind: 'U' }] },
    { number: 2, pairings: [{ board: 1, white: playerId(5), black: playerId(1), games: ['black-wins'], asPaired: [{ games: ['draw'], pairedThrough: 2 }] }, { board: 2, white: playerId(3), black: playerId(4), games: ['white-wins'] }], byes: [{ player: playerId(2), kind: 'H' }] },
  ],
  plannedByes: [{ player: playerId(4), round: 3, kind: 'H' }, { player: playerId(2), round: 4, kind: 'Z' }],
  forbiddenPairs: [[playerId(2), playerId(5)]],
  acceleration: new Map([[playerId(2), [tenths(10)]], [playerId(3), [tenths(10)]]]),
  pointAdjustments: [{ player: playerId(4), round: 1, points: tenths(-5) }],
};

/** What each player did, by name: opponent's name, colour and result per round; byes by kind. */
const byName = (t: Tournament) => {
  const name = new Map(t.players.map((x) => [x.id as number, x.name]));
  const n = (id: number) => name.get(id) ?? `?${id}`;
  return {
    rounds: t.rounds.map((r) => ({
      boards: r.pairings.map((x) => ({ board: x.board, white: n(x.white), black: n(x.black), games: x.games, asPaired: x.asPaired })),
      byes: r.byes.map((b) => `${n(b.player)} ${b.kind}`),
    })),
    planned: t.plannedByes.map((b) => `${n(b.player)} ${b.round} ${b.kind}`).sort(),
    forbidden: (t.forbiddenPairs ?? []).map(([a, b]) => `${n(a)}-${n(b)}`),
    acceleration: [...(t.acceleration ?? [])].map(([k, v]) => `${n(k)} ${v.join(',')}`).sort(),
    adjustments: (t.pointAdjustments ?? []).map((a) => `${n(a.player)} ${a.round} ${a.points}`),
  };
};

describe('renumbering keeps every piece of history with its player', () => {
  it('after an entry at no. 2 the boards, byes, requested byes, forbidden pairs, acceleration and adjustments name the same players', () => {
    const after = renumberTournament(history, numbersAfterEntryAt(2));
    expect(after.players.map((x) => `${x.id} ${x.name}`)).toEqual(['1 P1', '3 P2', '4 P3', '5 P4', '6 P5']);
    expect(byName(after)).toEqual(byName(history));
    expect(after.rounds[0]!.pairings[1]).toMatchObject({ white: 5, black: 3 });
    expect(after.rounds[1]!.byes).toEqual([{ player: 3, kind: 'H' }]);
    expect(after.plannedByes).toEqual([{ player: 5, round: 3, kind: 'H' }, { player: 3, round: 4, kind: 'Z' }]);
    expect(after.forbiddenPairs).toEqual([[3, 6]]);
    expect(after.pointAdjustments).toEqual([{ player: 5, round: 1, points: -5 }]);
  });

  it('the identity changes nothing', () => {
    expect(renumberTournament(history, (n) => n)).toEqual(history);
  });
});

describe('Baku acceleration: group A keeps the same last player after a late entry', () => {
  const baku = (n: number, rounds: number): Tournament => ({
    ...history, settings: { system: 'dutch', rules: '2026', acceleration: 'baku' }, players: players(n), rounds: history.rounds.slice(0, rounds),
    acceleration: undefined as never, plannedByes: [],
  });
  const noAcceleration = (t: Tournament): Tournament => { const { acceleration: _a, ...rest } = t; return rest; };

  it('is fixed only once round 1 is paired, and only for a Baku event', () => {
    expect(accelerationAtLateEntry(noAcceleration(baku(10, 0)))).toBeNull();
    expect(accelerationAtLateEntry(noAcceleration({ ...baku(10, 1), settings: { system: 'dutch', rules: '2026' } }))).toBeNull();
    // 10 players: group A = 2·⌈10/4⌉ = 6; 5 rounds: 3 accelerated, a win's worth in the first 2, a draw's in the 3rd.
    const a = accelerationAtLateEntry(noAcceleration(baku(10, 1)))!;
    expect([...a.keys()]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(a.get(playerId(6))).toEqual([10, 10, 5]);
  });

  it('an entrant above the last player of group A joins it; one below does not; the boundary player stays the last', () => {
    const a = accelerationAtLateEntry(noAcceleration(baku(10, 1)))!;
    const above = accelerationAfterEntry(a, 3);
    expect([...above.keys()].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7]); // P6 is now no. 7, still the last of A
    expect(above.get(playerId(3))).toEqual([10, 10, 5]);
    const below = accelerationAfterEntry(a, 7);
    expect([...below.keys()].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
    // 11 players by the rule would give 2·⌈11/4⌉ = 6 again but with the entrant inside: P6 (no. 7) would lose the points.
  });
});
