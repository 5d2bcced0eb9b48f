import { describe, expect, it } from 'vitest';
import { tieBreakMeaning } from '../../src/ui/features/standings/tieBreakLegend';

describe('the tie-break legend under the standings', () => {
  it('spells out a bare code and its modifiers', () => {
    expect(tieBreakMeaning('DE')).toMatch(/^direct encounter/);
    expect(tieBreakMeaning('WIN')).toMatch(/as many points as a win/);
    expect(tieBreakMeaning('BH/C1')).toBe('Buchholz (the sum of the opponents’ scores), without the lowest value');
    expect(tieBreakMeaning('SOS')).toMatch(/^strength of schedule/);
    // an unknown code stays as it is rather than guessing
    expect(tieBreakMeaning('XYZ')).toBe('XYZ');
  });
});
