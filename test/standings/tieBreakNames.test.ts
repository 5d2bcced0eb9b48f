import { describe, expect, it } from 'vitest';
import { tieBreakLegend, tieBreakName } from '../../src/core/standings';

describe('the tie-break legend (screen and printed standings)', () => {
  it('names each code with its modifiers in words', () => {
    expect(tieBreakName('BH/C1')).toBe('Buchholz cut 1');
    expect(tieBreakName('BH/M2')).toBe('Buchholz median 2');
    expect(tieBreakName('SB/C1/P')).toBe('Sonneborn-Berger cut 1, forfeits counted as played');
    expect(tieBreakName('KS/L+1')).toBe('Koya system limit +1');
    expect(tieBreakName('DE')).toBe('Direct encounter');
    expect(tieBreakName('SoS')).toBe('Strength of schedule');
    expect(tieBreakName('XYZ')).toBe('XYZ');
  });

  it('joins the columns of a standings table', () => {
    expect(tieBreakLegend(['BH/C1', 'BH', 'SB', 'WIN'])).toBe('BH/C1 = Buchholz cut 1; BH = Buchholz; SB = Sonneborn-Berger; WIN = Number of wins');
  });
});
