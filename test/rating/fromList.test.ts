import { describe, expect, it } from 'vitest';
import { chessScoring, playerId } from '../../src/core/model';
import type { Tournament } from '../../src/core/model';
import { kFrom, ratingChangesFromList } from '../../src/core/rating';

const id = playerId;
// A junior (1800, born 2008), an adult new to the list (1700 typed at registration), an adult (2000).
const event: Tournament = {
  name: 'List test', settings: { system: 'dutch', rules: '2026' }, scoring: chessScoring, totalRounds: 2, randomSeed: 0, plannedByes: [],
  details: { endDate: '2026/05/03' },
  players: [
    { id: id(1), name: 'Junior', rating: 1800, birthDate: '2008', fideId: '100' },
    { id: id(2), name: 'New', rating: 1700, birthDate: '1990', fideId: '200' },
    { id: id(3), name: 'Adult', rating: 2000, birthDate: '1980', fideId: '300' },
  ],
  rounds: [
    { number: 1, byes: [], pairings: [{ board: 1, white: id(1), black: id(2), games: ['white-wins'] }] },
    { number: 2, byes: [], pairings: [{ board: 1, white: id(3), black: id(1), games: ['draw'] }] },
  ],
};

describe('the rating-change report with the FIDE rating list', () => {
  it('takes K from the list unless the arbiter set one; without the list, 8.3.3 by the event’s data', () => {
    expect(kFrom(undefined, { rating: 1800, k: 40 }, 20)).toEqual({ k: 40, source: 'list' });
    expect(kFrom(30, { rating: 1800, k: 40 }, 20)).toEqual({ k: 30, source: 'arbiter' });
    expect(kFrom(40, { rating: 1800, k: 40 }, 20)).toEqual({ k: 40, source: 'list' });
    expect(kFrom(undefined, undefined, 20)).toEqual({ k: 20, source: 'rule' });
    expect(kFrom(undefined, { rating: 0, k: 40 }, 20)).toEqual({ k: 20, source: 'rule' });
  });

  it('a player the list does not rate is a new player: no change (its games count towards a first rating), and games against them are not rated for the opponent', () => {
    const listed = new Map([[id(1), { rating: 1800, k: 40 }], [id(2), { rating: 0, k: null }], [id(3), { rating: 2000, k: 10 }]]);
    const r = ratingChangesFromList(event, listed, () => undefined, 2026);
    expect([...r.newPlayers]).toEqual([id(2)]);
    expect(r.rows.map((x) => [x.player, x.rating, x.k, x.games.length])).toEqual([[id(1), 1800, 40, 1], [id(2), 0, 20, 1], [id(3), 2000, 10, 1]]);
    expect(Object.fromEntries(r.kSource)).toEqual({ 1: 'list', 2: 'rule', 3: 'list' });
    // Without the list: the 1700 typed counts, the adult's K is 20 by rule.
    const without = ratingChangesFromList(event, new Map(), () => undefined, 2026);
    expect(without.rows.map((x) => [x.player, x.rating, x.k, x.games.length])).toEqual([[id(1), 1800, 40, 2], [id(2), 1700, 20, 1], [id(3), 2000, 20, 1]]);
  });
});
