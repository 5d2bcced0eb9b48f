import { describe, expect, it } from 'vitest';
import { playerId, tenths } from '../../src/core/model';
import type { PlayerId, Tenths } from '../../src/core/model';
import type { CostModel } from '../../src/core/systems/sass/costModel';
import { cost2025Model } from '../../src/core/systems/sass/cost2025';
import { exactCost, formatDecimal, fractionOfDecimal } from '../../src/core/systems/sass/exactCost';
import type { ExactCost } from '../../src/core/systems/sass/exactCost';
import { sassCostModel } from '../../src/core/systems/sass/sassCost';
import type { Side, SideRecord } from '../../src/core/systems/sass/sideRecord';

const rec = (id: number, points: number, sideBias = 0, meetings: Record<number, Side[]> = {}, byes = 0): SideRecord => ({
  id: playerId(id),
  score: tenths(points * 10),
  sideBias,
  byesReceived: byes,
  meetings: new Map(Object.entries(meetings).map(([k, v]) => [playerId(Number(k)), v])),
});

const factor = (x: number): ExactCost => fractionOfDecimal(x) as ExactCost;
const sass = (f: number, byeScore: Tenths = tenths(0)): CostModel => sassCostModel(tenths(30), factor(f), byeScore);
const costOf = (m: CostModel, a: SideRecord, b: SideRecord): string => {
  const v = m.pair(a, b);
  if (!v.allowed) throw new Error(v.reason);
  return formatDecimal(exactCost(v.cost, m.scale));
};
const corpOf = (m: CostModel, a: SideRecord, b: SideRecord): PlayerId | 'coin' | 'forbidden' => {
  const v = m.pair(a, b);
  if (!v.allowed) return 'forbidden';
  return v.sides.kind === 'forced' ? v.sides.corp : 'coin';
};

describe('SASS cost ("Single Sided Swiss: How it Works")', () => {
  it('scores a win difference by triangular numbers times the score factor', () => {
    const m = sass(1);
    expect(costOf(m, rec(1, 9), rec(2, 9))).toBe('0');
    expect(costOf(m, rec(1, 9), rec(2, 6))).toBe('1');
    expect(costOf(m, rec(1, 9), rec(2, 3))).toBe('3');
    expect(costOf(m, rec(1, 9), rec(2, 0))).toBe('6');
    expect(costOf(sass(2), rec(1, 9), rec(2, 3))).toBe('6');
  });

  it('makes a tie a third of a win: T(1/3) = 2/9, exactly', () => {
    const m = sass(1);
    const v = m.pair(rec(1, 4), rec(2, 3));
    expect(v.allowed && exactCost(v.cost, m.scale)).toEqual({ numerator: 2n, denominator: 9n });
    expect(costOf(sass(1.5), rec(1, 4), rec(2, 3))).toBe('0.333333');
  });

  it("prices the article's example: same-side bias 8 against a two-win pair-down 3, and the score factor flips it", () => {
    const a = rec(1, 3, 1);
    const b = rec(2, 3, 1);
    const c = rec(3, 9, -1);
    expect(costOf(sass(1), a, b)).toBe('8');
    expect(costOf(sass(1), a, c)).toBe('3');
    expect(costOf(sass(3), a, c)).toBe('9');
    expect(costOf(sass(1), rec(1, 0, -2), rec(2, 0, -3))).toBe('64');
    expect(costOf(sass(1), rec(1, 0, 2), rec(2, 0, 0))).toBe('0');
  });

  it('gives the higher bias the runner side, and flips a coin on equal bias', () => {
    const m = sass(2);
    expect(corpOf(m, rec(1, 0, 1), rec(2, 0, -1))).toBe(2);
    expect(corpOf(m, rec(1, 0, -1), rec(2, 0, 0))).toBe(1);
    expect(corpOf(m, rec(1, 0, 1), rec(2, 0, 1))).toBe('coin');
  });

  it('forces a rematch onto the opposite sides, and forbids it when that worsens a bias', () => {
    const m = sass(2);
    // 1 corped against 2 last time; now 2 corps. Biases 0 / 0: allowed.
    expect(corpOf(m, rec(1, 3, 0, { 2: ['corp'] }), rec(2, 0, 0, { 1: ['runner'] }))).toBe(2);
    // 2 already has a corp bias: corping again would worsen it.
    expect(corpOf(m, rec(1, 3, 0, { 2: ['corp'] }), rec(2, 0, 1, { 1: ['runner'] }))).toBe('forbidden');
    // a third meeting is never allowed
    expect(corpOf(m, rec(1, 3, 0, { 2: ['corp', 'runner'] }), rec(2, 0, 0, { 1: ['runner', 'corp'] }))).toBe('forbidden');
  });

  it('prices the bye as an opponent with the bye score and no bias, and never gives a second bye', () => {
    const m = sass(2, tenths(0));
    const v = m.bye(rec(1, 6, 3));
    expect(v.allowed && formatDecimal(exactCost(v.cost, m.scale))).toBe('6');
    expect(m.bye(rec(1, 0, 0, {}, 1)).allowed).toBe(false);
    const v3 = sass(1, tenths(30)).bye(rec(1, 3, 5));
    expect(v3.allowed && v3.cost).toBe(0n);
  });
});

describe('2025 cost model', () => {
  const m = cost2025Model();
  it('costs squared points, 5 per rematch and 50^bias, and picks the cheaper sides', () => {
    // equal scores, no bias: 0 + 0 + 50^0 = 1, either side
    expect(costOf(m, rec(1, 3), rec(2, 3))).toBe('1');
    expect(corpOf(m, rec(1, 3), rec(2, 3))).toBe('coin');
    // 1 has corped more: 1 should run. Corp 2 (bias 0) vs runner 1 (bias +1): 50^0 = 1 + 9 = 10
    expect(costOf(m, rec(1, 6, 1), rec(2, 3, 0))).toBe('10');
    expect(corpOf(m, rec(1, 6, 1), rec(2, 3, 0))).toBe(2);
    // a rematch adds 5, and the previous corp may not corp again
    expect(costOf(m, rec(1, 3, 0, { 2: ['runner'] }), rec(2, 3, 0, { 1: ['corp'] }))).toBe('6');
    expect(corpOf(m, rec(1, 3, 0, { 2: ['runner'] }), rec(2, 3, 0, { 1: ['corp'] }))).toBe(1);
  });
  it('has no edge at cost 100 or more, nor for a third meeting', () => {
    expect(corpOf(m, rec(1, 12), rec(2, 0))).toBe('forbidden'); // 144
    expect(costOf(m, rec(1, 9), rec(2, 0))).toBe('82'); // 81 + 1
    expect(corpOf(m, rec(1, 0, 2), rec(2, 0, 2))).toBe('forbidden'); // 50² either way
    expect(corpOf(m, rec(1, 0, 0, { 2: ['corp', 'runner'] }), rec(2, 0, 0, { 1: ['runner', 'corp'] }))).toBe('forbidden');
  });
  it('prices the bye (points + 1)², only for players without one', () => {
    const v = m.bye(rec(1, 3));
    expect(v.allowed && formatDecimal(exactCost(v.cost, m.scale))).toBe('16');
    expect(m.bye(rec(1, 3, 0, {}, 1)).allowed).toBe(false);
  });
});
