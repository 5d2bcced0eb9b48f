import { describe, expect, it } from 'vitest';
import type { BoardResult, Player, Tournament } from '../../src/core/model';
import { chessScoring, playerId } from '../../src/core/model';
import { normReport } from '../../src/core/norms';

/*
 * A 10-player round robin, player 1 (IND, untitled) against nine opponents, worked by hand:
 *   GM 2550 NOR 1, GM 2520 GER ½, GM 2500 FRA 1, IM 2450 IND 1, IM 2420 IND ½, IM 2400 ESP 1,
 *   FM 2350 ESP 1, FM 2300 USA 0, 2150 IND 1            → 7 of 9
 * The 2150 is below the GM floor 2200 and is raised to it: (2550 + 2520 + 2500 + 2450 + 2420 +
 * 2400 + 2350 + 2300 + 2200) / 9 = 21690 / 9 = 2410. p = 7/9 = 0.78, dp 220: performance 2630.
 * Title-holders 8 of 9; GMs 3 (3 needed); other federations NOR, GER, FRA, ESP, USA; from IND 3 of
 * 9; at most 3 from one federation; nobody unrated. A GM norm.
 */
const opponents: readonly [title: string, rating: number, fed: string, result: BoardResult][] = [
  ['GM', 2550, 'NOR', 'white-wins'], ['GM', 2520, 'GER', 'draw'], ['GM', 2500, 'FRA', 'white-wins'],
  ['IM', 2450, 'IND', 'white-wins'], ['IM', 2420, 'IND', 'draw'], ['IM', 2400, 'ESP', 'white-wins'],
  ['FM', 2350, 'ESP', 'white-wins'], ['FM', 2300, 'USA', 'black-wins'], ['', 2150, 'IND', 'white-wins'],
];

const event = (results: readonly (BoardResult | null)[] = opponents.map((o) => o[3])): Tournament => ({
  name: 'Norm RR', settings: { system: 'round-robin', double: false, exchangeLastRounds: false }, scoring: chessScoring, totalRounds: 9, randomSeed: 1, plannedByes: [],
  players: [
    { id: playerId(1), name: 'Candidate', rating: 2380, federation: 'IND' },
    ...opponents.map(([title, rating, federation], i): Player => ({ id: playerId(i + 2), name: `Opponent ${i + 2}`, rating, federation, ...(title ? { title } : {}) })),
  ],
  rounds: opponents.map((_, i) => ({ number: i + 1, byes: [], pairings: [{ board: 1, white: playerId(1), black: playerId(i + 2), games: [results[i] ?? null] }] })),
});

describe('the norm check', () => {
  it('a GM norm worked by hand: every requirement met, with the numbers', () => {
    const r = normReport(event(), playerId(1), 'GM');
    expect(r).toMatchObject({ games: 9, score: 70, average: 2410, performance: 2630, met: true });
    expect(Object.fromEntries(r.requirements.map((q) => [q.id, [q.actual, q.met]]))).toEqual({
      games: ['9 games', true],
      'title-holders': ['8 of 9 opponents', true],
      'same-title': ['3 (3 needed)', true],
      federations: ['5 other federation(s)', true],
      'own-federation': ['3 of 9 from IND', true],
      'one-federation': ['3 of 9 from IND', true],
      rated: ['0 unrated of 9', true],
      average: ['2410', true],
      performance: ['2410 + 220 = 2630 (7 of 9, p = 0.78)', true],
    });
    expect(r.opponents.find((o) => o.rating === 2150)).toMatchObject({ counted: 2200, note: 'raised to the GM rating floor 2200' });
  });

  it('a forfeit is not a game: eight games are too few; a lower score misses the performance', () => {
    const forfeit = normReport(event(opponents.map((o, i) => (i === 8 ? 'white-wins-forfeit' : o[3]))), playerId(1), 'GM');
    expect(forfeit.games).toBe(8);
    expect(forfeit.requirements.find((q) => q.id === 'games')).toMatchObject({ actual: '8 games', met: false });
    expect(forfeit.met).toBe(false);
    const weaker = normReport(event(opponents.map((o, i) => (i < 2 ? 'black-wins' : o[3]))), playerId(1), 'GM');
    // 5.5 of 9 (p = 0.61, dp 80): 2410 + 80 = 2490 < 2600. For an IM norm the 2150 is above the
    // floor (2050): 21640 / 9 = 2404.4 → 2404, and 2404 + 80 = 2484 ≥ 2450.
    expect(weaker.requirements.find((q) => q.id === 'performance')).toMatchObject({ met: false });
    const im = normReport(event(opponents.map((o, i) => (i < 2 ? 'black-wins' : o[3]))), playerId(1), 'IM');
    expect(im).toMatchObject({ average: 2404, performance: 2484, met: true });
  });

  it('unrated opponents count at the rating given, and too many of them fail the rule', () => {
    const t = event();
    const unrated: Tournament = { ...t, players: t.players.map((p) => (p.id >= 8 ? { ...p, rating: 0 } : p)) };
    const r = normReport(unrated, playerId(1), 'IM', { unratedRating: 1400 });
    expect(r.requirements.find((q) => q.id === 'rated')).toMatchObject({ actual: '3 unrated of 9', met: false });
    expect(r.opponents.filter((o) => o.note === 'unrated, counted at 1400')).toHaveLength(2);
    expect(normReport(unrated, playerId(1), 'IM', { federationsWaived: true }).requirements.find((q) => q.id === 'federations')).toMatchObject({ actual: 'waived for this event', met: true });
  });
});
