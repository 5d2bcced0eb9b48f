import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../src/core/model';
import type { TieBreakCode, TieBreakModifiers } from '../../src/core/standings';
import { directEncounter, parseTieBreak, standingsWith, tieBreak, unplayedContext } from '../../src/core/standings';
import { build, pid } from './build';

/** value per player 1..n as plain numbers (tenths for score-based codes). */
const values = (t: Tournament, code: TieBreakCode, m?: TieBreakModifiers): number[] =>
  t.players.map((p) => {
    const v = tieBreak(t, code, m).get(p.id)?.value;
    return v ? v.num / v.den : NaN;
  });

/**
 * Example A — a 4-player round robin without unplayed rounds (ratings 2400/2300/2200/2100).
 *   R1: 1-2 1-0, 3-4 =     R2: 4-1 0-1, 2-3 1-0     R3: 1-3 =, 4-2 1-0
 * Scores: P1 1+1+½ = 2½, P2 0+1+0 = 1, P3 ½+0+½ = 1, P4 ½+0+1 = 1½ (tenths 25, 10, 10, 15).
 */
const A = build(4, [['1-2 1-0', '3-4 ='], ['4-1 0-1', '2-3 1-0'], ['1-3 =', '4-2 1-0']], { ratings: [2400, 2300, 2200, 2100] });

describe('C.07 tie-breaks on example A (no unplayed rounds)', () => {
  it('BH (8.1): the sum of the opponents\' scores', () => {
    // P1: P2 1 + P4 1½ + P3 1 = 3½; P2: 2½+1+1½ = 5; P3: 1½+1+2½ = 5; P4: 1+2½+1 = 4½
    expect(values(A, 'BH')).toEqual([35, 50, 50, 45]);
  });

  it('BH/C1, BH/C2, BH/M1, BH/M2 (Art. 14 modifiers) drop the least (and most) significant scores', () => {
    // C1: P1 3½−1 = 2½; P2 5−1 = 4; P3 5−1 = 4; P4 4½−1 = 3½
    expect(values(A, 'BH', { cut: 1 })).toEqual([25, 40, 40, 35]);
    // C2: P1 3½−1−1 = 1½; P2 5−1−1½ = 2½; P3 5−1−1½ = 2½; P4 4½−1−1 = 2½
    expect(values(A, 'BH', { cut: 2 })).toEqual([15, 25, 25, 25]);
    // M1: P1 3½−1−1½ = 1; P2 5−1−2½ = 1½; P3 1½; P4 4½−1−2½ = 1
    expect(values(A, 'BH', { median: 1 })).toEqual([10, 15, 15, 10]);
    // M2 would cut 4 of 3 values: nothing is left
    expect(values(A, 'BH', { median: 2 })).toEqual([0, 0, 0, 0]);
  });

  it('TPN and RTNG: each player\'s own pairing number and rating; P2 and P3, tied on 1 point, split by RTNG', () => {
    expect(values(A, 'TPN')).toEqual([1, 2, 3, 4]);
    expect(values(A, 'RTNG')).toEqual([2400, 2300, 2200, 2100]);
    expect(standingsWith(A, ['RTNG']).map((r) => [r.rank, r.player])).toEqual([[1, pid(1)], [2, pid(4)], [3, pid(2)], [4, pid(3)]]);
  });

  it('SB (9.1) and SB/C1 (14.1.1 item 4)', () => {
    // P1: 1×1 (P2) + 1×1½ (P4) + ½×1 (P3) = 3; P2: 1×1 (P3) = 1; P3: ½×1½ + ½×2½ = 2; P4: ½×1 + 1×1 = 1½
    expect(values(A, 'SB')).toEqual([30, 10, 20, 15]);
    // P1 C1: lowest-scored opponents P2 and P3 (1 each): cut the lower contribution, ½ (P3) → 2½
    // P2 C1: lowest-scored opponent P3 (1), contribution 1 → 0
    // P3 C1: lowest-scored opponent P2 (1), contribution 0 → 2
    // P4 C1: lowest-scored opponents P3 and P2 (1 each): cut the lower contribution ½ → 1
    expect(values(A, 'SB', { cut: 1 })).toEqual([25, 0, 20, 10]);
  });

  it('AOB (8.2): the average of the opponents\' Buchholz', () => {
    // P1: (BH2 5 + BH4 4½ + BH3 5) / 3 = 14½/3 → 145/3 tenths; P4: (5 + 3½ + 5)/3 = 13½/3
    const aob = tieBreak(A, 'AOB');
    expect(aob.get(pid(1))?.value).toEqual({ num: 145, den: 3 });
    expect(aob.get(pid(4))?.value).toEqual({ num: 45, den: 1 });
    // AOB/F: the opponents' Fore Buchholz (FB 3½, 4½, 5, 5 below): P1 (FB2 4½ + FB4 5 + FB3 5) / 3 = 14½/3
    expect(tieBreak(A, 'AOB', { fore: true }).get(pid(1))?.value).toEqual({ num: 145, den: 3 });
    // P2 (FB1 3½ + FB3 5 + FB4 5) / 3 = 13½/3 = 4½
    expect(tieBreak(A, 'AOB', { fore: true }).get(pid(2))?.value).toEqual({ num: 45, den: 1 });
  });

  it('FB (8.3): Buchholz with every game of the last round drawn', () => {
    // Last round as draws (1-3 already was; 4-2 becomes =): P1 2½, P2 1½, P3 1, P4 1
    // FB P1 = 1½+1+1 = 3½, P2 = 2½+1+1 = 4½, P3 = 1+1½+2½ = 5, P4 = 1+2½+1½ = 5
    expect(values(A, 'FB')).toEqual([35, 45, 50, 50]);
  });

  it('PS (7.5) and PS/C1', () => {
    // P1 1+2+2½ = 5½; P2 0+1+1 = 2; P3 ½+½+1 = 2; P4 ½+½+1½ = 2½. C1 drops round 1.
    expect(values(A, 'PS')).toEqual([55, 20, 20, 25]);
    expect(values(A, 'PS', { cut: 1 })).toEqual([45, 20, 15, 20]);
  });

  it('KS (9.2) and the Koya limit modifier', () => {
    // 50 % of 3 points = 1½: P1 (2½) and P4 (1½). P1: win vs P4 → 1; P3: ½ vs P4 + ½ vs P1 → 1; P2, P4: 0.
    expect(values(A, 'KS')).toEqual([10, 0, 10, 0]);
    // limit raised by a draw (2 points): only P1 counts; P3 drew with P1 → ½
    expect(values(A, 'KS', { limit: 1 })).toEqual([0, 0, 5, 0]);
  });

  it('WIN, WON (7.1, 7.2), BPG, BWG (7.3, 7.4), REP (7.6)', () => {
    expect(values(A, 'WIN')).toEqual([2, 1, 0, 1]);
    expect(values(A, 'WON')).toEqual([2, 1, 0, 1]);
    // colours: P1 W B W, P2 B W B, P3 W B B, P4 B W W
    expect(values(A, 'BPG')).toEqual([1, 2, 2, 1]);
    expect(values(A, 'BWG')).toEqual([1, 0, 0, 0]); // P1 won round 2 with Black
    expect(values(A, 'REP')).toEqual([3, 3, 3, 3]);
  });

  it('ARO (10.1) and ARO/C1, rounded to the nearest whole number', () => {
    // P1 (2300+2100+2200)/3 = 2200; P2 (2400+2200+2100)/3 = 2233.3 → 2233; P3 6800/3 = 2266.7 → 2267; P4 2300
    expect(values(A, 'ARO')).toEqual([2200, 2233, 2267, 2300]);
    // C1: P1 (2300+2200)/2 = 2250; P2 (2400+2200)/2 = 2300; P3 (2300+2400)/2 = 2350; P4 (2400+2300)/2 = 2350
    expect(values(A, 'ARO', { cut: 1 })).toEqual([2250, 2300, 2350, 2350]);
  });

  it('TPR (10.2) = ARO + dp(p) from table 8.1.1', () => {
    // P1 p = 2½/3 = .83 → dp 273: 2200 + 273 = 2473; P2 p = .33 → −125: 2233.3 − 125 = 2108.3 → 2108
    // P3 2266.7 − 125 = 2141.7 → 2142; P4 p = .50 → 0: 2300
    expect(values(A, 'TPR')).toEqual([2473, 2108, 2142, 2300]);
  });

  it('PTP (10.3): the lowest rating whose expected score reaches the score', () => {
    // P1 (2½ vs 2300, 2100, 2200): at 2489 the differences 189, 389, 289 give .75+.91+.84 = 2.50;
    //   at 2488 (188, 388, 288) .74+.91+.84 = 2.49 < 2.5 → 2489.
    // P4 (1½ vs 2200, 2400, 2300): at 2299 (99, −101, −1) .64+.36+.50 = 1.50; at 2298 .63+.36+.50 = 1.49 → 2299.
    const ptp = values(A, 'PTP');
    expect(ptp[0]).toBe(2489);
    expect(ptp[3]).toBe(2299);
  });

  it('APRO (10.4) and APPO (10.5): averages of the opponents\' TPR / PTP', () => {
    // P1: (TPR2 2108 + TPR4 2300 + TPR3 2142) / 3 = 2183.3 → 2183
    expect(values(A, 'APRO')[0]).toBe(2183);
    // P2: (PTP1 2489 + PTP3 + PTP4 2299) / 3, PTP3 computed the same way
    const ptp = values(A, 'PTP');
    expect(values(A, 'APPO')[1]).toBe(Math.floor((ptp[0]! + ptp[2]! + ptp[3]! ) / 3 + 0.5));
  });

  it('DE (6): P2 beat P3, so among the tied P2/P3 P2 ranks first; SB would have chosen P3', () => {
    const rows = standingsWith(A, ['DE']);
    expect(rows.map((r) => `${r.rank}:${r.player}`).join(' ')).toBe('1:1 2:4 3:2 4:3');
    expect(standingsWith(A, ['SB']).map((r) => r.player)).toEqual([1, 4, 3, 2]);
  });
});

/**
 * Example B — byes, a forfeit-free withdrawal (6 players, 3 rounds, chess scoring):
 *   R1: 1-2 1-0, 3-4 1-0, 6-5 1-0
 *   R2: 1-3 =, 2-5 0-1, 4 U (PAB), 6 H (requested half-point bye)
 *   R3: 5-1 0-1, 3-2 1-0, 4 U; P6 withdrew (absent)
 * Scores: P1 2½, P2 0, P3 2½, P4 2, P5 1, P6 1½.
 */
const B = build(6, [['1-2 1-0', '3-4 1-0', '6-5 1-0'], ['1-3 =', '2-5 0-1', '4 U', '6 H'], ['5-1 0-1', '3-2 1-0', '4 U']], { withdrawn: { 6: 3 } });

describe('C.07 Art. 16 unplayed rounds on example B (byes and a withdrawal)', () => {
  it('16.3.2: the withdrawn player\'s trailing requested bye and absence count as draws for the opponents', () => {
    const ctx = unplayedContext(B, '2026');
    expect(ctx.adjustedScore(pid(6))).toBe(20); // 1 + ½ (H) + ½ (absence as a draw) instead of 1½
    // P5 met P6: BH(P5) = adj(P6) 2 + P2 0 + P1 2½ = 4½
    expect(values(B, 'BH')[4]).toBe(45);
  });

  it('16.4: own byes against a dummy with the player\'s own score, capped in 2026 (16.4.2) and not in 2023', () => {
    // P4: P3 2½ + two PABs. 2026: dummy = min(own 2, ½ × 3 rounds = 1½) → 2½+1½+1½ = 5½; 2023: 2½+2+2 = 6½
    expect(values(B, 'BH')[3]).toBe(55);
    expect(values(B, 'BH', { rules: '2023' })[3]).toBe(65);
    // BH/C1 for P4 cuts an involuntary PAB dummy (1½): 4
    expect(values(B, 'BH', { cut: 1 })[3]).toBe(40);
  });

  it('16.5: Cut-1 and Cut-2 remove the withdrawn player\'s voluntary unplayed rounds first', () => {
    // P6: P5 1 + H dummy min(1½, 1½) + absence dummy 1½ = 4; C1 cuts a VUR (1½) although P5's 1 is lower → 2½
    expect(values(B, 'BH')[5]).toBe(40);
    expect(values(B, 'BH', { cut: 1 })[5]).toBe(25);
    expect(values(B, 'BH', { cut: 2 })[5]).toBe(10);
  });

  it('REP (7.6) and WIN (7.1) count byes as the article says', () => {
    expect(values(B, 'REP')).toEqual([3, 3, 3, 3, 3, 1]); // P6: H and the absence are not elected rounds
    expect(values(B, 'WIN')).toEqual([2, 0, 2, 2, 1, 1]); // P4's two PABs are worth a win each
    expect(values(B, 'WON')).toEqual([2, 0, 2, 0, 1, 1]);
  });

  it('the explanation names the dummy opponents and the cut', () => {
    const e = tieBreak(B, 'BH', { cut: 1 }).get(pid(6));
    expect(e?.contributions.map((c) => [c.round, c.opponent ?? null, c.value.num, c.cut ?? false])).toEqual([
      [1, 5, 10, false], [2, null, 15, true], [3, null, 15, false],
    ]);
    expect(e?.contributions[1]?.note).toContain('16.4');
  });
});

/**
 * Example C — a last-round requested bye and a forfeit:
 *   R1: 1-2 1-0, 3-4 1-0     R2: 1-3 1-0, 2-4 0-1     R3: 2-3 =, 4 U, 1 H
 * Scores: P1 2½, P2 ½, P3 1½, P4 2. totalRounds 3.
 */
const C = build(4, [['1-2 1-0', '3-4 1-0'], ['1-3 1-0', '2-4 0-1'], ['2-3 =', '4 U', '1 H']]);

describe('C.07 Cut-1 exception and the three unplayed-round rules on example C', () => {
  it('BH: 2026 dummy capped at ½ × 3, 2023 uncapped, 2009 virtual opponent', () => {
    // P1: P2 ½ + P3 1½ + dummy. 2026 min(2½, 1½) = 1½ → 3½; 2023 2½ → 4½;
    // 2009 Svon = SPR 2 + (1 − ½) + ½ × (3 − 3) = 2½ → 4½
    expect(values(C, 'BH')[0]).toBe(35);
    expect(values(C, 'BH', { rules: '2023' })[0]).toBe(45);
    expect(values(C, 'BH', { rules: '2009' })[0]).toBe(45);
    // Cut-1 removes the voluntary H round first (16.5): 2026 ½ + 1½ = 2; 2023 likewise 2
    expect(values(C, 'BH', { cut: 1 })[0]).toBe(20);
    expect(values(C, 'BH', { cut: 1, rules: '2023' })[0]).toBe(20);
  });

  it('2009: opponents\' unplayed rounds count as draws', () => {
    // P3's opponents: P4 (U in R3 counts ½ → 1½), P1 (H counts ½ → 2½), P2 ½ → 4½; 2026: 2 + 2½ + ½ = 5
    expect(values(C, 'BH', { rules: '2009' })[2]).toBe(45);
    expect(values(C, 'BH')[2]).toBe(50);
  });

  it('SB/C1 (16.5.1): the VUR contribution is cut when it is worth at least the least significant one', () => {
    // P1: 1×½ (P2) + 1×1½ (P3) + ½ × dummy 1½ = ½ + 1½ + ¾ = 2¾; least significant = P2's ½; VUR ¾ ≥ ½ → cut ¾ → 2
    expect(values(C, 'SB')[0]).toBe(27.5);
    expect(values(C, 'SB', { cut: 1 })[0]).toBe(20);
  });

  it('forfeits: a dummy (16.4.1, capped by the opponent) unless /P counts them as played', () => {
    // D: R1 1-2 +- (forfeit), 3-4 1-0; R2 1-3 =, 2-4 =. P1 1½, P2 ½, P3 1½, P4 ½.
    const D = build(4, [['1-2 +-', '3-4 1-0'], ['1-3 =', '2-4 =']]);
    // P1: forfeit win → dummy min(own 1½, adj(P2) ½) = ½, + P3 1½ = 2; /P: P2 ½ + P3 1½ = 2 as well
    expect(values(D, 'BH')[0]).toBe(20);
    // 2023: dummy = own 1½ → 3
    expect(values(D, 'BH', { rules: '2023' })[0]).toBe(30);
    // P2 (forfeit loss, a VUR): dummy min(½, adj(P1) 1½) = ½ + P4 ½ = 1; /P: P1 1½ + P4 ½ = 2
    expect(values(D, 'BH')[1]).toBe(10);
    expect(values(D, 'BH', { played: true })[1]).toBe(20);
    // the forfeit is not a game over the board: no colour, no WON, no ARO
    // Black: R1 P4 (P1-P2 forfeited); R2 P3 and P4
    expect(values(D, 'BPG')).toEqual([0, 0, 1, 2]);
    expect(values(D, 'WON')).toEqual([0, 0, 1, 0]);
  });
});

describe('DE (Art. 6)', () => {
  it('6.3: a player alone at the top whatever the missing games is ranked first; the rest stay tied', () => {
    // R1: 1-2 1-0, 3-4 1-0, 5-6 1-0; R2: 3-1 0-1, 2-6 1-0, 4-5 0-1; R3: 5-1 1-0, 2-4 1-0, 6-3 0-1
    // P1, P2, P3 have 2 points. Among them: P1 beat P2 and P3 (2 points); P2-P3 never met.
    // P1 2 > P2's best 0+1 and P3's best 0+1 → first. P2 and P3: 0 each with their game missing → tied.
    const t = build(6, [['1-2 1-0', '3-4 1-0', '5-6 1-0'], ['3-1 0-1', '2-6 1-0', '4-5 0-1'], ['5-1 1-0', '2-4 1-0', '6-3 0-1']]);
    const de = directEncounter(t, [pid(1), pid(2), pid(3)]);
    expect(de.order).toEqual([[1], [2, 3]]);
    expect(standingsWith(t, ['DE']).map((r) => `${r.rank}:${r.player}`).join(' ')).toBe('1:5 2:1 3:2 3:3 5:4 5:6');
  });

  it('6.1.2: two participants who met twice use the average of those games', () => {
    const t = build(2, [['1-2 1-0'], ['2-1 =']]);
    const de = directEncounter(t, [pid(1), pid(2)]);
    expect(de.score.get(pid(1))).toEqual({ num: 15, den: 2 }); // (1 + ½) / 2 = ¾ point
    expect(de.order).toEqual([[1], [2]]);
  });

  it('6.1.1: forfeits are left out unless the regulations include them', () => {
    const t = build(2, [['1-2 +-']]);
    expect(directEncounter(t, [pid(1), pid(2)]).order).toEqual([[1, 2]]);
    expect(directEncounter(t, [pid(1), pid(2)], true).order).toEqual([[1], [2]]);
  });
});

describe('tie-break codes', () => {
  it('parses codes with modifiers', () => {
    expect(parseTieBreak('BH/C1')).toEqual({ code: 'BH', modifiers: { cut: 1 } });
    expect(parseTieBreak('bh-m2')).toEqual({ code: 'BH', modifiers: { median: 2 } });
    expect(parseTieBreak('SB/C1/P')).toEqual({ code: 'SB', modifiers: { cut: 1, played: true } });
    expect(parseTieBreak('KS/L+1')).toEqual({ code: 'KS', modifiers: { limit: 1 } });
    expect(parseTieBreak('AOB/F')).toEqual({ code: 'AOB', modifiers: { fore: true } });
    expect(parseTieBreak('XYZ')).toBeNull();
    expect(parseTieBreak('BH/Q')).toBeNull();
  });
});
