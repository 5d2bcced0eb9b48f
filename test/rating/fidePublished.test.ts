import { describe, expect, it } from 'vitest';
import { chessScoring, playerId } from '../../src/core/model';
import type { BoardResult, Pairing, Round, Tournament } from '../../src/core/model';
import { hundredthsText, ratingChanges, roundedChange } from '../../src/core/rating';

/*
 * The rating-change report against FIDE's own published calculations (ratings.fide.com,
 * "Individual Calculations": per game the opponent's rating as used, "*" where the 400-point rule
 * applied, the result, chg = W − We, K and K×chg; per event Rc, Ro, w, n, K×chg). FIDE's figures
 * are quoted as recorded, with their URLs and fetch times, in the public repository
 * zugzwang-foundation/Chess-ELO-Rating (tests/fixtures/validation/us_championship_2025.json,
 * tests/fixtures/fide_calculator/published_calculations.json), and, for a K 40 player, as
 * reproduced from FIDE's players database by chesselo.com (elo-calculator.chesselo.com/test-other-elo.html).
 *
 * One test event holds them all (each row's figures are FIDE's; only the event is put together):
 * - the 2025 US Championship (FIDE event 432532, St. Louis, 12-24 October 2025, rated on the
 *   November 2025 list): a complete 12-player round robin, every player K 10, every game with both
 *   players' published K×chg (a_indv_calculation.php?id_number=<id>&rating_period=2025-11-01);
 * - four players of the 1st Annual Washington Dulles Open (FIDE event 435715, 7-9 November 2025,
 *   rating period 2025-12): 2016192 (2813, K 10: from 2650 the full difference counts, 8.3.1 as
 *   amended 1 October 2025), 9953698 (2400, K 10: three opponents capped "*", one of them the
 *   2813), 2064871 (2505, K 10) and 30915422 (2053, K 20);
 * - 25759884 in the XXVII Open Internacional de Sants (FIDE event 477038, period 2026-10): K 17,
 *   FIDE's K × n ≤ 700 over the 39 games of the period (8.3.3); the app sees one event, so the
 *   arbiter types the 17;
 * - chesselo.com's copy of FIDE's June 2017 calculation of a K 40 player rated 1922 (Provincial
 *   Chorrera, PAN): three games, total 5.60.
 * Opponents whose own calculation is not published stand in at the rating FIDE used; where FIDE
 * printed "*" (the 400-point rule) the stand-in is rated below that value, so the cap must act.
 */

type R = '1-0' | '0-1' | '=';
const boardResult: Readonly<Record<R, BoardResult>> = { '1-0': 'white-wins', '0-1': 'black-wins', '=': 'draw' };

// The US Championship: FIDE id and Ro (the October 2025 list), FIDE's event line (Rc, w, K×chg).
const usc = [
  [2020009, 2789, 2675, '8.00', '8.30'], [5202213, 2756, 2678, '7.50', '8.40'], [2093596, 2738, 2679, '5.50', '-8.80'],
  [13300474, 2722, 2681, '6.50', '3.90'], [2056437, 2710, 2682, '5.00', '-9.20'], [2040506, 2698, 2683, '6.00', '2.80'],
  [2023970, 2664, 2686, '4.50', '-6.60'], [24125890, 2661, 2686, '5.00', '-1.30'], [2004887, 2654, 2687, '4.50', '-5.10'],
  [30920019, 2652, 2687, '4.00', '-9.80'], [30953499, 2590, 2693, '5.50', '15.30'], [1126881, 2577, 2694, '4.00', '2.10'],
] as const;
// Every game: round, White, Black, result, White's K×chg, Black's K×chg (FIDE's figures).
const uscGames: readonly (readonly [number, number, number, R, string, string])[] = [
  [1, 1126881, 2023970, '=', '1.20', '-1.20'], [1, 2020009, 24125890, '1-0', '3.30', '-3.30'], [1, 2040506, 2004887, '=', '-0.60', '0.60'],
  [1, 2056437, 30920019, '=', '-0.80', '0.80'], [1, 5202213, 2093596, '=', '-0.30', '0.30'], [1, 30953499, 13300474, '0-1', '-3.20', '3.20'],
  [2, 2004887, 1126881, '1-0', '3.90', '-3.90'], [2, 2020009, 30953499, '=', '-2.60', '2.60'], [2, 2023970, 5202213, '0-1', '-3.70', '3.70'],
  [2, 13300474, 2056437, '=', '-0.20', '0.20'], [2, 24125890, 2093596, '=', '1.10', '-1.10'], [2, 30920019, 2040506, '=', '0.60', '-0.60'],
  [3, 1126881, 30920019, '=', '1.00', '-1.00'], [3, 2040506, 13300474, '=', '0.30', '-0.30'], [3, 2056437, 2020009, '=', '1.10', '-1.10'],
  [3, 2093596, 2023970, '=', '-1.00', '1.00'], [3, 5202213, 2004887, '1-0', '3.60', '-3.60'], [3, 30953499, 24125890, '0-1', '-4.00', '4.00'],
  [4, 2004887, 2093596, '0-1', '-3.80', '3.80'], [4, 2020009, 2040506, '=', '-1.20', '1.20'], [4, 13300474, 1126881, '=', '-1.90', '1.90'],
  [4, 24125890, 2023970, '=', '0.00', '0.00'], [4, 30920019, 5202213, '=', '1.40', '-1.40'], [4, 30953499, 2056437, '=', '1.60', '-1.60'],
  [5, 1126881, 2020009, '0-1', '-2.30', '2.30'], [5, 2023970, 2004887, '=', '-0.10', '0.10'], [5, 2040506, 30953499, '0-1', '-6.50', '6.50'],
  [5, 2056437, 24125890, '=', '-0.70', '0.70'], [5, 2093596, 30920019, '1-0', '3.80', '-3.80'], [5, 5202213, 13300474, '=', '-0.50', '0.50'],
  [6, 2020009, 5202213, '=', '-0.50', '0.50'], [6, 2056437, 2040506, '=', '-0.20', '0.20'], [6, 13300474, 2093596, '=', '0.20', '-0.20'],
  [6, 24125890, 2004887, '=', '-0.10', '0.10'], [6, 30920019, 2023970, '=', '0.20', '-0.20'], [6, 30953499, 1126881, '1-0', '4.80', '-4.80'],
  [7, 1126881, 2056437, '1-0', '6.80', '-6.80'], [7, 2004887, 30920019, '1-0', '5.00', '-5.00'], [7, 2023970, 13300474, '=', '0.80', '-0.80'],
  [7, 2040506, 24125890, '1-0', '4.50', '-4.50'], [7, 2093596, 2020009, '0-1', '-4.30', '4.30'], [7, 5202213, 30953499, '1-0', '2.80', '-2.80'],
  [8, 2020009, 2023970, '=', '-1.70', '1.70'], [8, 2040506, 1126881, '=', '-1.60', '1.60'], [8, 2056437, 5202213, '=', '0.60', '-0.60'],
  [8, 13300474, 2004887, '1-0', '4.10', '-4.10'], [8, 24125890, 30920019, '=', '-0.10', '0.10'], [8, 30953499, 2093596, '1-0', '7.00', '-7.00'],
  [9, 1126881, 24125890, '=', '1.20', '-1.20'], [9, 2004887, 2020009, '0-1', '-3.20', '3.20'], [9, 2023970, 30953499, '=', '-1.00', '1.00'],
  [9, 2093596, 2056437, '1-0', '4.60', '-4.60'], [9, 5202213, 2040506, '=', '-0.80', '0.80'], [9, 30920019, 13300474, '=', '1.00', '-1.00'],
  [10, 1126881, 5202213, '0-1', '-2.70', '2.70'], [10, 2020009, 30920019, '1-0', '3.20', '-3.20'], [10, 2040506, 2093596, '1-0', '5.60', '-5.60'],
  [10, 2056437, 2023970, '1-0', '4.40', '-4.40'], [10, 24125890, 13300474, '=', '0.80', '-0.80'], [10, 30953499, 2004887, '=', '0.90', '-0.90'],
  [11, 2004887, 2056437, '=', '0.80', '-0.80'], [11, 2023970, 2040506, '=', '0.50', '-0.50'], [11, 2093596, 1126881, '=', '-2.10', '2.10'],
  [11, 5202213, 24125890, '=', '-1.30', '1.30'], [11, 13300474, 2020009, '=', '0.90', '-0.90'], [11, 30920019, 30953499, '=', '-0.90', '0.90'],
];
// The published lists: November 2025 = October + the rounded change, for the players with no other event in the period.
const uscNovember: Readonly<Record<number, number>> = {
  5202213: 2764, 2093596: 2729, 2056437: 2701, 2040506: 2701, 2023970: 2657, 24125890: 2660, 2004887: 2649, 30920019: 2642, 30953499: 2605, 1126881: 2579,
};

// The other published players: Ro, the K FIDE used, and FIDE's games in its order (rounds 1, 2, ...):
// opponent (a published player's id, or a stand-in's rating), colour, score, K×chg; then Rc, w and K×chg of the event.
interface Published { readonly id: number; readonly ro: number; readonly k: number; readonly games: readonly (readonly [number | string, 'w' | 'b', R, string])[]; readonly rc: number; readonly w: string; readonly total: string }
const published: readonly Published[] = [
  // Dulles Open: the 2813 (F-P01; list 2813 → 2810, the −2.50 rounded away from zero, 8.3.4).
  { id: 2016192, ro: 2813, k: 10, games: [['s1787', 'w', '1-0', '0.00'], ['s2025', 'b', '1-0', '0.00'], ['s2310', 'w', '1-0', '0.40'], [9953698, 'b', '1-0', '0.70'], [2064871, 'w', '=', '-3.60']], rc: 2205, w: '4.50', total: '-2.50' },
  // Dulles Open: the 2400 (F-P02's second event): "2000 *" twice, "2800 *" (the 2813).
  { id: 9953698, ro: 2400, k: 10, games: [['s1980', 'w', '1-0', '0.80'], ['s1950', 'b', '1-0', '0.80'], ['s2121', 'w', '1-0', '1.60'], [2016192, 'w', '0-1', '-0.80'], ['s2084', 'b', '1-0', '1.30']], rc: 2201, w: '4.00', total: '3.70' },
  // Dulles Open: the 2505 (F-P03's second event): "2105 *" twice.
  { id: 2064871, ro: 2505, k: 10, games: [['s2090', 'b', '1-0', '0.80'], ['s2060', 'w', '1-0', '0.80'], ['s2237', 'b', '=', '-3.30'], ['s2134', 'w', '1-0', '1.00'], [2016192, 'b', '=', '3.60']], rc: 2279, w: '4.00', total: '2.90' },
  // Dulles Open: the 2053, K 20 (F-P04): "1653 *".
  { id: 30915422, ro: 2053, k: 20, games: [['s1675', 'b', '1-0', '1.80'], ['s2310', 'w', '0-1', '-3.60'], ['s1640', 'b', '1-0', '1.60'], ['s1884', 'w', '1-0', '5.60'], ['s2218', 'b', '0-1', '-5.60']], rc: 1948, w: '3.00', total: '-0.20' },
  // Sants, Barcelona (F-P05's first event): K 17 after the 700 cap over the period.
  { id: 25759884, ro: 2054, k: 17, games: [['s2406', 'b', '0-1', '-1.87'], ['s1908', 'w', '1-0', '5.10'], ['s2220', 'b', '1-0', '12.24'], ['s2216', 'w', '0-1', '-4.93'], ['s2204', 'b', '=', '3.40'], ['s2189', 'w', '1-0', '11.56'], ['s2223', 'b', '0-1', '-4.76'], ['s2221', 'w', '=', '3.74']], rc: 2198, w: '4.00', total: '24.48' },
  // FIDE's June 2017 calculation of a K 40 player (chesselo.com's copy; colours not shown there).
  { id: 90000001, ro: 1922, k: 40, games: [['s1798', 'w', '1-0', '13.20'], ['s1801', 'b', '0-1', '-26.40'], ['s1897', 'w', '1-0', '18.80']], rc: 1832, w: '2.00', total: '5.60' },
];
// A stand-in's rating: its key's number ("s2310" → 2310); the capped ones are rated below the printed value.
const standInRating = (key: string): number => Number(key.slice(1));

const build = (): { readonly t: Tournament; readonly idOf: ReadonlyMap<number | string, number>; readonly kOf: ReadonlyMap<number, number> } => {
  const players: { key: number | string; rating: number; k: number }[] = [
    ...usc.map(([id, ro]) => ({ key: id as number, rating: ro as number, k: 10 })),
    ...published.map((p) => ({ key: p.id, rating: p.ro, k: p.k })),
  ];
  for (const p of published) for (const [opp] of p.games) if (typeof opp === 'string' && !players.some((x) => x.key === opp)) players.push({ key: opp, rating: standInRating(opp), k: 20 });
  const idOf = new Map(players.map((p, i) => [p.key, i + 1] as const));
  const kOf = new Map(players.map((p, i) => [i + 1, p.k] as const));
  const boards = new Map<number, Pairing[]>();
  const add = (round: number, white: number, black: number, r: R) => {
    const list = boards.get(round) ?? boards.set(round, []).get(round)!;
    if (!list.some((b) => b.white === white && b.black === black)) list.push({ board: list.length + 1, white: playerId(white), black: playerId(black), games: [boardResult[r]] });
  };
  for (const [round, w, b, r] of uscGames) add(round, idOf.get(w)!, idOf.get(b)!, r);
  for (const p of published) {
    p.games.forEach(([opp, colour, r], i) => {
      const me = idOf.get(p.id)!;
      const them = idOf.get(opp)!;
      // The result is the published player's; as a board it is White's.
      const asWhite: R = colour === 'w' ? r : r === '1-0' ? '0-1' : r === '0-1' ? '1-0' : '=';
      if (colour === 'w') add(i + 1, me, them, asWhite);
      else add(i + 1, them, me, asWhite);
    });
  }
  const rounds: Round[] = [...boards.keys()].sort((a, b) => a - b).map((n) => ({ number: n, pairings: boards.get(n)!, byes: [] }));
  const t: Tournament = {
    name: 'FIDE published calculations', settings: { system: 'dutch', rules: '2026' }, scoring: chessScoring, totalRounds: rounds.length, randomSeed: 0, plannedByes: [],
    players: players.map((p, i) => ({ id: playerId(i + 1), name: String(p.key), rating: p.rating })),
    rounds,
  };
  return { t, idOf, kOf };
};

describe("rating changes equal FIDE's published calculations (FIDE Rating Regulations 8.3)", () => {
  const { t, idOf, kOf } = build();
  const rows = ratingChanges(t, (p) => kOf.get(p)!);
  const row = (key: number) => rows.find((r) => r.player === idOf.get(key))!;

  it('holds at least ten rated players with K 10, 17, 20 and 40 whose every figure is FIDE\'s', () => {
    const checked = [...usc.map(([id]) => id as number), ...published.map((p) => p.id)];
    expect(checked.length).toBeGreaterThanOrEqual(10);
    expect(new Set(checked.map((id) => row(id).kUsed))).toEqual(new Set([10, 17, 20, 40]));
  });

  it('gives every game of the 2025 US Championship the K×chg FIDE published for both players, and each player FIDE\'s Rc, w and total', () => {
    for (const [id, , rc, w, total] of usc) {
      const r = row(id);
      const mine = uscGames.filter((g) => g[1] === id || g[2] === id).sort((a, b) => a[0] - b[0]).map((g) => (g[1] === id ? g[4] : g[5]));
      expect(r.games.map((g) => hundredthsText(g.change)), `${id}`).toEqual(mine);
      expect({ kUsed: r.kUsed, rc: r.rc, w: hundredthsText(r.score), total: hundredthsText(r.change) }, `${id}`).toEqual({ kUsed: 10, rc, w, total });
    }
  });

  it('rounds each total as FIDE did for its November 2025 list (8.3.4)', () => {
    for (const [id, ro] of usc) {
      const november = uscNovember[id];
      if (november !== undefined) expect(ro + roundedChange(row(id).change), `${id}`).toBe(november);
    }
  });

  it('gives the Dulles Open, Sants and the K 40 player FIDE\'s K×chg per game, Rc (the 400-point rule\'s "*" ratings averaged), w and total', () => {
    for (const p of published) {
      const r = row(p.id);
      expect(r.games.map((g) => hundredthsText(g.change)), `${p.id}`).toEqual(p.games.map((g) => g[3]));
      expect({ kUsed: r.kUsed, rc: r.rc, w: hundredthsText(r.score), total: hundredthsText(r.change) }, `${p.id}`).toEqual({ kUsed: p.k, rc: p.rc, w: p.w, total: p.total });
    }
  });

  it('applies the 400-point rule by the rating of the player whose change it is (8.3.1 as amended 1 October 2025)', () => {
    // The same game, both sides: the 2813 uses the full difference of 413 (PD .93); the 2400 sees "2800 *" (PD .08).
    const top = row(2016192).games.find((g) => g.opponent === idOf.get(9953698))!;
    const other = row(9953698).games.find((g) => g.opponent === idOf.get(2016192))!;
    expect([top.difference, top.expected, top.opponentRatingUsed]).toEqual([413, 93, 2400]);
    expect([other.difference, other.expected, other.opponentRatingUsed, other.opponentRating]).toEqual([-400, 8, 2800, 2813]);
  });

  it('rounds −2.50 away from zero: the 2813 was published at 2810 (8.3.4)', () => {
    expect(2813 + roundedChange(row(2016192).change)).toBe(2810);
    expect(2053 + roundedChange(row(30915422).change)).toBe(2053);
    expect(roundedChange(row(25759884).change)).toBe(24);
  });
});
