import { describe, expect, it } from 'vitest';
import { chessScoring, playerId } from '../../src/core/model';
import type { BoardResult, Tournament } from '../../src/core/model';
import { cappedK, defaultKFactorOf, expectedScore, hundredthsText, ratingChangeCsv, ratingChanges, ratingDifference, ratingPeriodYear, roundedChange } from '../../src/core/rating';

const id = playerId;
// 11 rated players with K 10, 20 and 40 (juniors and new players set to 40 by the arbiter) and one unrated.
const ratings = [2700, 2650, 2450, 2300, 2250, 2100, 1950, 1900, 1800, 1700, 1600, 0];
const kSet: Readonly<Record<number, number>> = { 5: 40, 7: 40, 10: 40 };
const board = (n: number, white: number, black: number, r: BoardResult) => ({ board: n, white: id(white), black: id(black), games: [r] });
const event: Tournament = {
  name: 'Rating Report Test', settings: { system: 'dutch', rules: '2026' }, scoring: chessScoring, totalRounds: 3, randomSeed: 0, plannedByes: [],
  players: ratings.map((rating, i) => ({ id: id(i + 1), name: `Player ${i + 1}`, rating })),
  rounds: [
    { number: 1, byes: [], pairings: [board(1, 1, 12, 'white-wins'), board(2, 2, 9, 'draw'), board(3, 3, 4, 'black-wins'), board(4, 5, 6, 'white-wins'), board(5, 7, 8, 'draw'), board(6, 10, 11, 'white-wins')] },
    { number: 2, byes: [], pairings: [board(1, 1, 7, 'white-wins'), board(2, 2, 11, 'draw'), board(3, 3, 5, 'white-wins'), board(4, 4, 6, 'draw'), board(5, 8, 10, 'black-wins'), board(6, 9, 12, 'white-wins-forfeit')] },
    { number: 3, byes: [], pairings: [board(1, 1, 2, 'draw'), board(2, 3, 7, 'black-wins')] },
  ],
};

describe('FIDE Rating Regulations (1 March 2024, 8.3.1 as amended from 1 October 2025)', () => {
  it('table 8.1.2 gives PD by rating difference for the higher and the lower player', () => {
    for (const [d, pd] of [[0, 50], [3, 50], [4, 51], [92, 63], [98, 63], [99, 64], [150, 70], [200, 76], [345, 89], [357, 89], [400, 92], [735, 99], [736, 100]] as const) {
      expect(expectedScore(d)).toBe(pd);
      expect(expectedScore(-d)).toBe(d === 0 || d === 3 ? 50 : 100 - pd);
    }
  });

  it('the 400-point rule holds below 2650 and not from 2650 on (8.3.1)', () => {
    expect(ratingDifference(2450, 1950)).toBe(400);
    expect(ratingDifference(1950, 2700)).toBe(-400);
    expect(ratingDifference(2649, 2000)).toBe(400);
    expect(ratingDifference(2650, 1800)).toBe(850);
  });

  it('K × n is capped at 700 (8.3.3), changes round half away from zero (8.3.4)', () => {
    expect(cappedK(40, 17)).toBe(40);
    expect(cappedK(40, 18)).toBe(38);
    expect(cappedK(40, 20)).toBe(35);
    expect(cappedK(10, 70)).toBe(10);
    expect([roundedChange(250), roundedChange(-250), roundedChange(249), roundedChange(-1380)]).toEqual([3, -3, 2, -14]);
  });

  it('gives each player the change of each rated game and in total, with mixed K, game by game as worked by hand from table 8.1.2', () => {
    const rows = ratingChanges(event, (p, r) => kSet[p] ?? (r >= 2400 ? 10 : 20));
    const byPlayer = new Map(rows.map((r) => [r.player as number, r]));
    // Worked by hand: K × (score − PD) per game (see the comments), summed.
    const expected: Readonly<Record<number, readonly string[]>> = {
      1: ['0.00', '-0.70'], // R1 vs unrated: not rated; R2 1-0 vs 1950, D 750 (≥2650: no 400 rule) PD 1.00; R3 ½ vs 2650, D 50 PD .57
      2: ['-5.00', '-5.00', '0.70'], // ½ vs 1800 (D 850, PD 1.00); ½ vs 1600; ½ vs 2700 (PD .43)
      3: ['-7.00', '2.40', '-9.20'], // 0 vs 2300 (D 150, .70); 1 vs 2250 (D 200, .76); 0 vs 1950 (D 500 → 400, .92)
      4: ['14.00', '-5.20'], 5: ['12.00', '-9.60'], 6: ['-6.00', '5.20'],
      7: ['-2.80', '-3.20', '36.80'], // K 40: ½ vs 1900 (.57); 0 vs 2700 (D −750 → −400, .08); 1 vs 2450 (.08)
      8: ['1.40', '-15.20'], 9: ['8.40'], // R2 forfeit win: not rated
      10: ['14.40', '30.40'], 11: ['-7.20', '8.40'],
    };
    for (const [p, changes] of Object.entries(expected)) expect(byPlayer.get(Number(p))!.games.map((g) => hundredthsText(g.change)), `player ${p}`).toEqual(changes);
    const totals = Object.fromEntries(rows.map((r) => [r.player, hundredthsText(r.change)]));
    expect(totals).toEqual({ 1: '-0.70', 2: '-9.30', 3: '-13.80', 4: '8.80', 5: '2.40', 6: '-0.80', 7: '30.80', 8: '-13.80', 9: '8.40', 10: '44.80', 11: '1.20', 12: '0.00' });
    expect(byPlayer.get(1)).toMatchObject({ k: 10, kUsed: 10, score: 150, expected: 157, averageOpponent: 2300, performance: 2493 });
    expect(byPlayer.get(7)).toMatchObject({ k: 40, score: 150, expected: 57 + 8 + 8 });
    // The unrated player: no change, the performance of one loss to a 2700: 2700 − 800.
    expect(byPlayer.get(12)).toMatchObject({ change: 0, performance: 1900, averageOpponent: 2700 });
  });

  it('is written as CSV, one line per player and one per rated game', () => {
    const withIds: Tournament = { ...event, players: event.players.map((p) => (p.id === 7 ? { ...p, fideId: '4100411' } : p)) };
    const csv = ratingChangeCsv(withIds, ratingChanges(withIds, (p, r) => kSet[p] ?? (r >= 2400 ? 10 : 20))).split('\n');
    expect(csv[0]).toBe('start,name,FIDE ID,rating,K,K used,games,score,expected,change,change rounded,average opponent,Rc,performance,round,opponent,opponent rating,D,PD,game change');
    // Rc 2200: 1900, and 2700 and 2450 each counted at 1950 + 400 (8.3.1).
    expect(csv).toContain('7,Player 7,4100411,1950,40,40,3,1.50,0.73,30.80,31,2350,2200,2350,,,,,,');
    expect(csv).toContain('7,Player 7,4100411,,,,,,,,,,,,2,Player 1,2700,-400,0.08,-3.20');
    // A player without a FIDE ID: the column left empty.
    expect(csv.some((l) => l.startsWith('8,Player 8,,1900,20,20,'))).toBe(true);
  });
});

describe('the default K of FIDE Rating Regulations 8.3.3', () => {
  const junior = (birthDate: string | undefined, rating: number) => ({ ...(birthDate === undefined ? {} : { birthDate }), rating });
  it('is 40 for a player rated under 2300 until the end of the year of the 18th birthday, from the birth date; 20 after; 10 from 2400', () => {
    expect(defaultKFactorOf(junior('2009/08/20', 1869), 2026)).toBe(40);
    // 18 in 2026: K 40 to the end of that year, 20 from the next.
    expect(defaultKFactorOf(junior('2008/11/07', 1822), 2026)).toBe(40);
    expect(defaultKFactorOf(junior('2008/11/07', 1822), 2027)).toBe(20);
    expect(defaultKFactorOf(junior('2010', 2299), 2026)).toBe(40);
    expect(defaultKFactorOf(junior('2010/01/01', 2300), 2026)).toBe(20);
    expect(defaultKFactorOf(junior('2009/04/16', 2556), 2026)).toBe(10);
    expect(defaultKFactorOf(junior(undefined, 1869), 2026)).toBe(20);
    expect(defaultKFactorOf(junior('1990/01/01', 2399), 2026)).toBe(20);
    expect(defaultKFactorOf(junior('1990/01/01', 2400), 2026)).toBe(10);
  });

  it('takes the rating period from the details (end date, else the last round date, else the start date) and gives a junior K 40 by default', () => {
    const t: Tournament = {
      ...event, details: { startDate: '2026/06/01', roundDates: ['26/06/01', '26/06/02'] },
      players: event.players.map((p) => (p.id === 10 ? { ...p, birthDate: '2009/08/20' } : p)),
    };
    expect(ratingPeriodYear(t)).toBe(2026);
    expect(ratingPeriodYear({ details: { startDate: '2025/12/30', endDate: '2026-01-03' } })).toBe(2026);
    expect(ratingPeriodYear({})).toBeNull();
    const rows = ratingChanges(t);
    expect(rows.find((r) => r.player === 10)).toMatchObject({ k: 40, change: 4480 });
    expect(rows.find((r) => r.player === 9)).toMatchObject({ k: 20 });
    // The arbiter's K still wins over the default.
    expect(ratingChanges(t, (p, _r, byRule) => (p === 10 ? 20 : byRule)).find((r) => r.player === 10)).toMatchObject({ k: 20, change: 2240 });
  });
});
