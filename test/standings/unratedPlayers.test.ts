import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../src/core/model';
import { standingsWith, tieBreak } from '../../src/core/standings';
import { standings, standingsReportOf } from '../../src/core/systems';
import { build, pid } from './build';

// ---------------------------------------------------------------------------------------------
// C.07 Art. 10: rating-based tie-breaks and unrated players

describe('C.07 Art. 10: rating-based tie-breaks when unrated players take part', () => {
  // P3 is unrated (rating 0). R1: 1-2 1-0, 3 PAB; R2: 1-3 =, 2 PAB.
  const base = build(3, [['1-2 1-0', '3 U'], ['1-3 =', '2 U']], { ratings: [2000, 1800, 0] });

  it.each(['ARO', 'TPR', 'PTP', 'APRO', 'APPO', 'ARO/C1'])('%s is refused, naming Article 10, when no rating for unrated players is set', (code) => {
    const t: Tournament = { ...base, tieBreaks: ['BH', code] };
    const r = standingsReportOf(t);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toBe('unrated-players');
    if (r.ok || r.reason !== 'unrated-players') return;
    expect(r.tieBreaks).toEqual([code]);
    expect(r.unrated).toEqual([pid(3)]);
    expect(r.detail).toMatch(/Article 10/);
    expect(r.detail).toContain(code);
    expect(r.detail).toContain('P3');
    const s = standings(t);
    expect(s.ok).toBe(false);
  });

  it('the low-level tie-break and a fixed list refuse too, rather than leave the unrated opponent out', () => {
    expect(() => tieBreak(base, 'ARO')).toThrow(/Article 10/);
    expect(() => standingsWith(base, ['ARO'])).toThrow(/Article 10/);
  });

  it('other tie-breaks, and rating-based ones without unrated players, are not refused', () => {
    expect(standingsReportOf({ ...base, tieBreaks: ['BH', 'SB', 'RTNG'] }).ok).toBe(true);
    const rated = build(3, [['1-2 1-0', '3 U'], ['1-3 =', '2 U']], { ratings: [2000, 1800, 1600] });
    expect(standingsReportOf({ ...rated, tieBreaks: ['ARO', 'TPR'] }).ok).toBe(true);
  });

  it('with a rating for unrated players on the tournament, they use it', () => {
    const t: Tournament = { ...base, tieBreaks: ['ARO', 'TPR', 'PTP'], unratedRating: 1000 };
    const r = standingsReportOf(t);
    if (!r.ok) throw new Error(r.detail);
    const row = (p: number) => r.rows.find((x) => x.player === pid(p))?.tieBreaks.map((v) => v.value);
    // P1 met P2 (1800) and P3 (unrated → 1000): ARO (1800 + 1000) / 2 = 1400 (10.1)
    // TPR (10.2): results 1 + ½ = 1½ of 2, p = 0.75 → dp 193 (B.02 table 8.1.1): 1400 + 193 = 1593
    // PTP (10.3): the lowest R with PD(R − 1800) + PD(R − 1000) ≥ 1½ (table 8.1.2, full scale). Near 1800,
    //   R − 1000 > 735 gives 1.00, so PD(R − 1800) must reach 0.50: R = 1797 (−3 → 0.50, total 1.50);
    //   R = 1796 (−4 → 0.49, total 1.49) is short → 1797.
    expect(row(1)).toEqual([1400, 1593, 1797]);
    // P3 met only P1 (2000) over the board and drew: ARO 2000, TPR 2000 + dp(0.50) 0 = 2000
    expect(row(3)?.slice(0, 2)).toEqual([2000, 2000]);
  });

  it('options.unratedRating overrides the tournament\'s setting', () => {
    const t: Tournament = { ...base, tieBreaks: ['ARO'], unratedRating: 1000 };
    const r = standingsReportOf(t, { unratedRating: 1600 });
    // P1: (1800 + 1600) / 2 = 1700
    expect(r.ok && r.rows.find((x) => x.player === pid(1))?.tieBreaks[0]?.value).toBe(1700);
  });
});

