import { describe, expect, it } from 'vitest';
import { playerId } from '../../src/core/model';
import type { Tournament } from '../../src/core/model';
import { cost2025Model } from '../../src/core/systems/sass/cost2025';
import { exactCost, formatDecimal } from '../../src/core/systems/sass/exactCost';
import { pairSass } from '../../src/core/systems/sass/singleSidedSystem';
import { sideRecords } from '../../src/core/systems/sass/sideRecord';
import { blossomMatcher } from '../../src/core/systems/sass/blossomMatcher';
import { round, sassTournament } from './builder';

/**
 * A forfeit in single-sided Swiss: round 1, board 1 P1 (corp) against P2 (runner), P2 does not
 * come and P1 wins by forfeit; board 2 P3 (corp) beats P4 (runner) over the board.
 * Scores (Netrunner: 3 per win): P1 3, P2 0, P3 3, P4 0. Both pairings are meetings with sides:
 * P1 corped against P2, P3 against P4.
 */
const forfeitState = (model: 'sass' | '2025'): Tournament =>
  sassTournament(4, [round(1, [[1, 2, 'corp-forfeit'], [3, 4, 'corp']])], { model });

const pairs = (t: Tournament): string[] => {
  const r = pairSass(t, blossomMatcher);
  if (!r.ok) throw new Error(r.detail);
  return r.round.pairs.map((p) => `${p.white} corp – ${p.black} runner`).sort();
};
const total = (t: Tournament): string => {
  const r = pairSass(t, blossomMatcher);
  if (!r.ok) throw new Error(r.detail);
  return formatDecimal(r.totalCost);
};

describe('side records after a forfeit', () => {
  it('SASS ("Single Sided Swiss: How it Works"): the SideBias counts games played, so the forfeit counts for nobody', () => {
    // "Single Sided Swiss: How it Works": bias = corp games played − runner games played. Only board 2 was played.
    const r = sideRecords(forfeitState('sass'), 'played-games');
    expect([1, 2, 3, 4].map((p) => r.get(playerId(p))?.sideBias)).toEqual([0, 0, 1, -1]);
  });

  it('2025 model (Cobra): the SideBias counts every pairing that assigned sides, the forfeit too', () => {
    // Cobra assigns the sides when it pairs and has no forfeit result: P1 corped, P2 ran.
    const r = sideRecords(forfeitState('2025'), 'assigned-sides');
    expect([1, 2, 3, 4].map((p) => r.get(playerId(p))?.sideBias)).toEqual([1, -1, 1, -1]);
  });

  it('both: the forfeited pairing is a meeting with its sides (rematch, third meeting, corping twice)', () => {
    for (const rule of ['played-games', 'assigned-sides'] as const) {
      const r = sideRecords(forfeitState('2025'), rule);
      expect(r.get(playerId(1))?.meetings.get(playerId(2))).toEqual(['corp']);
      expect(r.get(playerId(2))?.meetings.get(playerId(1))).toEqual(['runner']);
    }
  });

  it('a bye assigns no side, and a double forfeit assigns both', () => {
    // R1: 1 corp – 2 runner double forfeit, 3 has the bye. 2025: P1 +1, P2 −1, P3 0; SASS: all 0.
    const t = sassTournament(3, [round(1, [[1, 2, 'double-forfeit']], [3])], { model: '2025' });
    expect([1, 2, 3].map((p) => sideRecords(t, 'assigned-sides').get(playerId(p))?.sideBias)).toEqual([1, -1, 0]);
    expect([1, 2, 3].map((p) => sideRecords(t, 'played-games').get(playerId(p))?.sideBias)).toEqual([0, 0, 0]);
  });
});

describe('round 2 after the forfeit, 2025 model: cost(c, r) = (p_c − p_r)² + 5·[met] + 50^max(max(bias_c, 0), |min(bias_r, 0)|)', () => {
  // Biases counted as Cobra does: P1 +1, P2 −1, P3 +1, P4 −1. The three pairings of four players:
  //   {1–3, 2–4}: 1–3 either way 0 + 50^1 = 50; 2–4 either way 0 + 50^1 = 50       → 100
  //   {1–2, 3–4}: rematches; P1 and P3 may not corp twice against the same opponent:
  //               2 corps: 3² + 5 + 50^0 = 15; 4 corps: 3² + 5 + 50^0 = 15         → 30
  //   {1–4, 2–3}: 4 corps: 3² + 50^max(0, 0) = 10 (1 corping: 9 + 50^max(1, 1) = 59);
  //               2 corps: 3² + 50^0 = 10 (3 corping: 9 + 50 = 59)                  → 20
  // The optimum is {1–4, 2–3} at 20, with P4 and P2 corping. Counting played games only, the
  // first pairing costs 1 + 1 = 2 and was chosen, P1 corping a second time: 100 by Cobra's count.
  it('pairs 4 (corp) – 1 and 2 (corp) – 3 at total cost 20', () => {
    const t = forfeitState('2025');
    expect(pairs(t)).toEqual(['2 corp – 3 runner', '4 corp – 1 runner']);
    expect(total(t)).toBe('20');
  });

  it('prices each edge from the forfeit-counting records', () => {
    const m = cost2025Model();
    const r = sideRecords(forfeitState('2025'), m.sideBiasRule);
    const rec = (p: number) => r.get(playerId(p))!;
    const edge = (a: number, b: number) => {
      const v = m.pair(rec(a), rec(b));
      if (!v.allowed) return 'forbidden';
      return `${formatDecimal(exactCost(v.cost, m.scale))} ${v.sides.kind === 'forced' ? `corp ${v.sides.corp}` : 'coin'}`;
    };
    expect(edge(1, 3)).toBe('50 coin');
    expect(edge(2, 4)).toBe('50 coin');
    expect(edge(1, 2)).toBe('15 corp 2'); // P1 corped against P2 in the forfeit: not again
    expect(edge(3, 4)).toBe('15 corp 4');
    expect(edge(1, 4)).toBe('10 corp 4');
    expect(edge(2, 3)).toBe('10 corp 2');
  });
});

describe('round 2 after the forfeit, SASS model ("Single Sided Swiss: How it Works", score factor 2): cost = 2·T(|Δp| ÷ 3) + 8^min(|bias_a|, |bias_b|) on equal signs', () => {
  // Biases from played games: P1 0, P2 0, P3 +1, P4 −1. T(0) = 0, T(1) = 1.
  //   {1–3, 2–4}: 1–3 2·T(0) + 0 (0 × 1 is not > 0) = 0; 2–4 0 + 0 = 0                → 0
  //   {1–2, 3–4}: 2·T(1) = 2 each (rematches on swapped sides, no bias worsened)     → 4
  //   {1–4, 2–3}: 2·T(1) = 2 each                                                    → 4
  // Sides ("the higher bias runs"): 1–3 → P3 (+1) runs, P1 corps; 2–4 → P2 (0) runs, P4 corps.
  it('keeps the article\'s rule: pairs 1 (corp) – 3 and 4 (corp) – 2 at total cost 0', () => {
    const t = forfeitState('sass');
    expect(pairs(t)).toEqual(['1 corp – 3 runner', '4 corp – 2 runner']);
    expect(total(t)).toBe('0');
  });
});
