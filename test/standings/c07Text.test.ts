import { describe, expect, it } from 'vitest';
import type { ScoringRule, Tournament } from '../../src/core/model';
import { tenths } from '../../src/core/model';
import type { TieBreakCode } from '../../src/core/standings';
import { standingsWith, tieBreak } from '../../src/core/standings';
import { build } from './build';

/** value per player 1..n as plain numbers (tenths for score-based codes). */
const values = (t: Tournament, code: TieBreakCode, m: Parameters<typeof tieBreak>[2] = {}): number[] =>
  t.players.map((p) => {
    const v = tieBreak(t, code, m).get(p.id)?.value;
    return v ? v.num / v.den : NaN;
  });

// ---------------------------------------------------------------------------------------------
// C.07 9.1 SB and 10.2 / 10.3 under a scoring other than 1-½-0

const threeOneZero: ScoringRule = {
  win: tenths(30), draw: tenths(10), loss: tenths(0), forfeitWin: tenths(30), forfeitLoss: tenths(0),
  pairingAllocatedBye: tenths(30), fullPointBye: tenths(30), halfPointBye: tenths(10), zeroPointBye: tenths(0),
};

describe('C.07 9.1 SB with 3/1/0 scoring: opponent score × the points scored against them', () => {
  // R1: 1-2 1-0, 3-4 =     R2: 4-1 0-1, 2-3 1-0     R3: 1-3 =, 4-2 1-0
  // Scores (3 per win, 1 per draw): P1 3+3+1 = 7, P2 0+3+0 = 3, P3 1+0+1 = 2, P4 1+0+3 = 4.
  const t = build(4, [['1-2 1-0', '3-4 ='], ['4-1 0-1', '2-3 1-0'], ['1-3 =', '4-2 1-0']], { scoring: threeOneZero });

  it('multiplies by the points scored, not by a fraction of a win', () => {
    // P1: 3 × 3 (beat P2) + 3 × 4 (beat P4) + 1 × 2 (drew P3) = 9 + 12 + 2 = 23
    // P2: 3 × 2 (beat P3) = 6;  P3: 1 × 4 (drew P4) + 1 × 7 (drew P1) = 11;  P4: 1 × 2 (drew P3) + 3 × 3 (beat P2) = 11
    // (dividing by the win value would print 23/3, 2, 11/3, 11/3)
    expect(values(t, 'SB')).toEqual([230, 60, 110, 110]);
  });

  it('SB/C1 (14.1.1 item 4) cuts the contribution of the lowest-scored opponent, in the same unit', () => {
    // P1: lowest-scored opponent P3 (2), contribution 2 → 23 − 2 = 21; P4: lowest P3 (2), contribution 2 → 9
    expect(values(t, 'SB', { cut: 1 })[0]).toBe(210);
    expect(values(t, 'SB', { cut: 1 })[3]).toBe(90);
  });

  it('leaves 1-½-0 values as they were (points scored = fraction of a win there)', () => {
    const chess = build(4, [['1-2 1-0', '3-4 ='], ['4-1 0-1', '2-3 1-0'], ['1-3 =', '4-2 1-0']]);
    expect(values(chess, 'SB')).toEqual([30, 10, 20, 15]);
  });
});

describe('C.07 10.2 TPR and 10.3 PTP with 3/1/0 scoring: the game result 1 / ½ / 0', () => {
  // X = P1 beats A (P3) and loses to B (P4) and C (P5); Y = P2 draws D, E, F (P6, P7, P8).
  //   R1: 1-3 1-0, 2-6 =, 4-5 1-0, 7-8 1-0
  //   R2: 4-1 1-0, 2-7 =, 3-6 0-1, 5-8 1-0
  //   R3: 5-1 1-0, 2-8 =, 3-4 0-1, 6-7 1-0
  // 3/1/0 scores: X 3, Y 1+1+1 = 3 (the only two on 3 points); A 0, B 9, C 6, D 7, E 4, F 1.
  // Ratings: X's opponents 2000 each, Y's 1950 each.
  const t = build(8, [
    ['1-3 1-0', '2-6 =', '4-5 1-0', '7-8 1-0'],
    ['4-1 1-0', '2-7 =', '3-6 0-1', '5-8 1-0'],
    ['5-1 1-0', '2-8 =', '3-4 0-1', '6-7 1-0'],
  ], { scoring: threeOneZero, ratings: [2000, 2000, 2000, 2000, 2000, 1950, 1950, 1950] });

  it('TPR: X 2000 + dp(1/3) = 1875; Y 1950 + dp(1½/3) = 1950 (a draw is ½, not ⅓)', () => {
    // X: p = 1/3 → 0.33 → dp −125 (table 8.1.1) → 1875.
    // Y: p = (½ + ½ + ½) / 3 = 0.50 → dp 0 → 1950. Reading points (3 of 9) would give 0.33 → 1825.
    const tpr = values(t, 'TPR');
    expect(tpr[0]).toBe(1875);
    expect(tpr[1]).toBe(1950);
  });

  it('PTP: the lowest R whose expected score reaches the game results', () => {
    // Y needs 3 × PD(R − 1950) ≥ 1.5: R = 1947 (−3 → 0.50 each, 1.50); R = 1946 (−4 → 0.49, 1.47) is short → 1947.
    // X needs 3 × PD(R − 2000) ≥ 1: R = 1879 (−121 → 1 − 0.66 = 0.34, 1.02); 1878 (−122 → 0.33, 0.99) → 1879.
    const ptp = values(t, 'PTP');
    expect(ptp[0]).toBe(1879);
    expect(ptp[1]).toBe(1947);
  });

  it('changes the order of the two players tied on 3 points when TPR breaks the tie', () => {
    // ranks: B 9 (1), D 7 (2), C 6 (3), E 4 (4), then Y before X on TPR 1950 > 1875 (5, 6), F 1 (7), A 0 (8)
    const rows = standingsWith(t, ['TPR']);
    expect(rows.filter((r) => r.points === 30).map((r) => `${r.rank}:${r.player}`)).toEqual(['5:2', '6:1']);
  });
});

// ---------------------------------------------------------------------------------------------
// "Number of rounds": the 16.4.2 cap and FB's final round

describe('the number of rounds is the number of rounds paired (C.07 16.4.2, 8.3)', () => {
  it('16.4.2: a bye\'s dummy opponent is capped at draw × the rounds paired, whatever the planned total', () => {
    // After round 1 of a planned 5: R1 1-2 1-0, 3 PAB. P3's dummy = min(own 1, ½ × 1 round) = ½ → BH ½.
    // (½ × 5 planned rounds = 2½ would not cap: BH 1.)
    const t = build(3, [['1-2 1-0', '3 U']], { totalRounds: 5 });
    expect(values(t, 'BH')).toEqual([0, 10, 5]);
  });

  it('8.3 FB: the final round is the last round paired; its byes are capped by the rounds paired too', () => {
    // After round 2 of a planned 5: R1 1-2 1-0, 3 PAB; R2 1-3 1-0, 2 PAB. FB draws round 2's game:
    // scores P1 1 + ½ = 1½, P2 0 + 1 = 1, P3 1 + ½ = 1½.
    // FB P1: P2 1 + P3 1½ = 2½. P2: P1 1½ + dummy min(1, ½ × 2) = 1 → 2½.
    // P3: dummy min(1½, ½ × 2 = 1) = 1 + P1 1½ = 2½ (with 5 rounds: min(1½, 2½) = 1½ → 3).
    const t = build(3, [['1-2 1-0', '3 U'], ['1-3 1-0', '2 U']], { totalRounds: 5 });
    expect(values(t, 'FB')).toEqual([25, 25, 25]);
  });

  it('the final standings are the same under both readings when every planned round is paired', () => {
    const t = build(3, [['1-2 1-0', '3 U']], { totalRounds: 1 });
    expect(values(t, 'BH')).toEqual([0, 10, 5]);
  });
});
