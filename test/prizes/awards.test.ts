import { describe, expect, it } from 'vitest';
import type { Player, PlayerId, Tenths } from '../../src/core/model';
import { playerId, tenths } from '../../src/core/model';
import { awardPrizes, formatMoney, parseMoney, placesText, prizeListCsv, readPrizeList } from '../../src/core/prizes';
import type { PrizeList, PrizeStanding, TieRule } from '../../src/core/prizes';

/*
 * A 60-player open, worked by hand. The top ten after the last round (standings order, every rank
 * distinct after the tie-breaks):
 *
 *   rank  No.  points  rating  sex
 *    1     1    7.5    2450    m
 *    2     2    7.0    2400    m
 *    3     3    7.0    2380    w
 *    4     4    7.0    2300    m
 *    5     5    6.5    2250    m
 *    6     6    6.5    1750    m     under 1800
 *    7     7    6.5    2200    w
 *    8     8    6.0    2100    w
 *    9     9    6.0    1790    m     under 1800
 *   10    10    6.0    1795    w     under 1800
 *   11-60       5.5 down to 1.0 (women and players under 1800 among them)
 *
 * Prizes (euros): main 1000, 600, 400, 200, 100; best women 150, 80; under 1800 (rating 0-1799)
 * 120, 60. Total 2710.
 *
 * Step 1, one prize per player, the higher one (highest amount first, each to the best-placed
 * eligible player without a prize): main 1000 → 1, 600 → 2, 400 → 3 (a woman, but 400 > 150),
 * 200 → 4; women 150 → 7; U1800 120 → 6; main 100 → 5; women 80 → 8; U1800 60 → 9 (10 is below 9).
 *
 * By tie-break (every rank distinct): exactly step 1.
 *   1: 1000, 2: 600, 3: 400, 4: 200, 5: 100, 6: 120, 7: 150, 8: 80, 9: 60.
 *
 * Shared equally among players tied on points:
 *   main (players 6, 7, 8, 9 took category prizes): 1 alone 1000; 2, 3, 4 on 7.0 hold places
 *   2-4: (600 + 400 + 200) / 3 = 400 each; 5 alone on 6.5 among the main players: 100.
 *   women (3 took a main prize): 7 alone 150; 8 and 10 on 6.0 hold places 2-3: (80 + 0) / 2 = 40.
 *   under 1800: 6 alone 120; 9 and 10 on 6.0 hold places 2-3: (60 + 0) / 2 = 30.
 *   10 would have two prizes: keeps the larger (women 40) and leaves under 1800, where 9 is
 *   then alone in place 2: 60.
 *   1: 1000, 2: 400, 3: 400, 4: 400, 5: 100, 6: 120, 7: 150, 8: 40, 10: 40, 9: 60.
 *
 * Hort system (half of each tied player's own place by tie-break, the other halves shared):
 *   main: 2, 3, 4 keep 300, 200, 100 and share (300 + 200 + 100) / 3 = 200: 500, 400, 300.
 *   women: 8 keeps 40 (place 2), 10 keeps 0 (place 3), they share 40: 60 and 20.
 *   under 1800: 9 keeps 30, 10 keeps 0, share 30: 45 and 15; 10 keeps women's 20 > 15, so 9 is
 *   alone again: 60.
 *   1: 1000, 2: 500, 3: 400, 4: 300, 5: 100, 6: 120, 7: 150, 8: 60, 10: 20, 9: 60.
 */
const top: readonly [points: number, rating: number, sex: 'm' | 'w'][] = [
  [7.5, 2450, 'm'], [7.0, 2400, 'm'], [7.0, 2380, 'w'], [7.0, 2300, 'm'], [6.5, 2250, 'm'],
  [6.5, 1750, 'm'], [6.5, 2200, 'w'], [6.0, 2100, 'w'], [6.0, 1790, 'm'], [6.0, 1795, 'w'],
];
const field: Player[] = Array.from({ length: 60 }, (_, i) => {
  const t = top[i];
  return {
    id: playerId(i + 1), name: `Player ${i + 1}`,
    rating: t ? t[1] : 2150 - 10 * i,
    sex: t ? t[2] : (i % 4 === 0 ? 'w' : 'm'),
    ...(i === 59 ? { club: 'Rook Club' } : {}),
  };
});
const pointsOf = (i: number): Tenths => tenths(top[i] ? top[i][0] * 10 : Math.max(10, 55 - 5 * Math.floor((i - 10) / 5)));
const rows: PrizeStanding[] = field.map((p, i) => ({ player: p.id, rank: i + 1, points: pointsOf(i) }));
const players = new Map<PlayerId, Player>(field.map((p) => [p.id, p]));

const euros = (amounts: number[]): number[] => amounts.map((a) => a * 100);
const listWith = (tieRule: TieRule): PrizeList => ({
  currency: 'EUR', tieRule,
  groups: [
    { name: 'Main prizes', category: { women: false }, amounts: euros([1000, 600, 400, 200, 100]) },
    { name: 'Best women', category: { women: true }, amounts: euros([150, 80]) },
    { name: 'Under 1800', category: { women: false, ratingTo: 1799 }, amounts: euros([120, 60]) },
  ],
});
const paid = (tieRule: TieRule): Record<number, number> =>
  Object.fromEntries(awardPrizes(rows, players, listWith(tieRule)).awards.map((a) => [a.player, a.amount / 100]));

describe('the prize list of a 60-player open, worked by hand', () => {
  it('the field is what the worked example says', () => {
    expect(rows.slice(10).every((r) => r.points <= 55)).toBe(true);
    expect(field.filter((p) => p.sex === 'w').length).toBeGreaterThan(10);
    expect(field.filter((p) => p.rating < 1800).length).toBeGreaterThan(3);
  });

  it('by tie-break: one prize per player, the higher one', () => {
    expect(paid('tie-break')).toEqual({ 1: 1000, 2: 600, 3: 400, 4: 200, 5: 100, 6: 120, 7: 150, 8: 80, 9: 60 });
  });

  it('shared equally among players tied on points, a player in two shares keeping the larger', () => {
    expect(paid('shared')).toEqual({ 1: 1000, 2: 400, 3: 400, 4: 400, 5: 100, 6: 120, 7: 150, 8: 40, 10: 40, 9: 60 });
    const out = awardPrizes(rows, players, listWith('shared'));
    expect(out.total).toBe(271000);
    expect(out.unawarded).toEqual([]);
    const second = out.awards.find((a) => a.player === 2)!;
    expect(placesText(second)).toBe('2nd-4th (3 share)');
    expect(out.awards.find((a) => a.player === 10)).toMatchObject({ groupName: 'Best women', places: [2], sharedBy: 2 });
  });

  it('by the Hort system: half by own place, half shared', () => {
    expect(paid('hort')).toEqual({ 1: 1000, 2: 500, 3: 400, 4: 300, 5: 100, 6: 120, 7: 150, 8: 60, 10: 20, 9: 60 });
    expect(awardPrizes(rows, players, listWith('hort')).total).toBe(271000);
  });

  it('exports the prize list as CSV, one row per prize winner, by group and place', () => {
    const out = awardPrizes(rows, players, listWith('shared'));
    const csv = prizeListCsv(listWith('shared'), out, rows, players).split('\r\n');
    expect(csv[0]).toBe('Prize group,Place,Rank,No.,Name,Points,Amount (EUR)');
    expect(csv[1]).toBe('Main prizes,1st,1,1,Player 1,7.5,1000.00');
    expect(csv[2]).toBe('Main prizes,2nd-4th (3 share),2,2,Player 2,7.0,400.00');
    expect(csv).toHaveLength(11);
  });
});

describe('sharing and categories', () => {
  it('splits whole cents, the odd cents to the best-placed', () => {
    const list: PrizeList = { currency: '€', tieRule: 'shared', groups: [{ name: 'Main', category: { women: false }, amounts: [10000, 1] }] };
    const three: PrizeStanding[] = [1, 2, 3].map((i) => ({ player: playerId(i), rank: i, points: tenths(50) }));
    const ps = new Map(three.map((r) => [r.player, { id: r.player, name: `P${r.player}`, rating: 2000 }] as const));
    expect(awardPrizes(three, ps, list).awards.map((a) => a.amount)).toEqual([3334, 3334, 3333]);
  });

  it('by tie-break, players the tie-breaks cannot separate (a shared rank) still share', () => {
    const list: PrizeList = { currency: '€', tieRule: 'tie-break', groups: [{ name: 'Main', category: { women: false }, amounts: [30000, 10000] }] };
    const r: PrizeStanding[] = [{ player: playerId(1), rank: 1, points: tenths(50) }, { player: playerId(2), rank: 1, points: tenths(50) }, { player: playerId(3), rank: 3, points: tenths(50) }];
    const ps = new Map(r.map((x) => [x.player, { id: x.player, name: `P${x.player}`, rating: 2000 }] as const));
    expect(awardPrizes(r, ps, list).awards.map((a) => [a.player, a.amount])).toEqual([[1, 20000], [2, 20000]]);
  });

  it('categories by birth year and club; a prize nobody can take is listed as unawarded', () => {
    const ps = new Map<PlayerId, Player>([
      [playerId(1), { id: playerId(1), name: 'Old', rating: 2000, birthDate: '1950/04/01' }],
      [playerId(2), { id: playerId(2), name: 'Young', rating: 1900, birthDate: '2012' }],
      [playerId(3), { id: playerId(3), name: 'Member', rating: 1800, club: ' rook club ' }],
    ]);
    const r: PrizeStanding[] = [1, 2, 3].map((i) => ({ player: playerId(i), rank: i, points: tenths(50 - i) }));
    const list: PrizeList = {
      currency: '€', tieRule: 'tie-break', groups: [
        { name: 'Seniors', category: { women: false, bornUntil: 1960 }, amounts: [5000] },
        { name: 'Juniors', category: { women: false, bornFrom: 2010 }, amounts: [5000, 2000] },
        { name: 'Club', category: { women: false, club: 'Rook Club' }, amounts: [3000] },
      ],
    };
    const out = awardPrizes(r, ps, list);
    expect(out.awards.map((a) => [a.groupName, a.player])).toEqual([['Seniors', 1], ['Juniors', 2], ['Club', 3]]);
    expect(out.unawarded).toEqual([{ group: 1, groupName: 'Juniors', place: 2, amount: 2000 }]);
  });
});

describe('reading a prize list', () => {
  it('accepts a list it can award, and says where and why for one it cannot', () => {
    expect(readPrizeList(listWith('hort'))).toEqual({ ok: true, list: listWith('hort') });
    expect(readPrizeList({ ...listWith('hort'), tieRule: 'coin' })).toMatchObject({ ok: false, field: 'tieRule' });
    const bad = (g: object) => readPrizeList({ currency: '€', tieRule: 'shared', groups: [{ name: 'Main', category: { women: false }, amounts: [100], ...g }] });
    expect(bad({ amounts: [100, 200] })).toMatchObject({ ok: false, field: 'groups[0].amounts[1]', message: 'Main: place 2 cannot be worth more than place 1.' });
    expect(bad({ amounts: [1.5] })).toMatchObject({ ok: false, field: 'groups[0].amounts[0]' });
    expect(bad({ name: '' })).toMatchObject({ ok: false, field: 'groups[0].name' });
    expect(bad({ category: { women: false, ratingFrom: 2000, ratingTo: 1000 } })).toMatchObject({ ok: false, message: 'Main: the rating band 2000-1000 is empty.' });
  });

  it('amounts in cents to and from text', () => {
    expect(formatMoney(123450, 'EUR')).toBe('1\u202f234.50 EUR');
    expect(formatMoney(100000)).toBe('1\u202f000');
    expect(parseMoney('1000')).toBe(100000);
    expect(parseMoney('12,5')).toBe(1250);
    expect(parseMoney('1 000.05')).toBe(100005);
    expect(parseMoney('ten')).toBeNull();
  });
});
