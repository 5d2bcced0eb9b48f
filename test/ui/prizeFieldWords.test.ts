import { describe, expect, it } from 'vitest';
import { prizeFieldWords } from '../../src/ui/features/prizes/fieldWords';

describe('where a refused prize list is wrong, in the form\'s words', () => {
  it('names the form\'s fields, never the stored field names', () => {
    expect(prizeFieldWords('prizes.currency')).toBe('Currency');
    expect(prizeFieldWords('prizes.tieRule')).toBe('Ties');
    expect(prizeFieldWords('prizes.groups[0].name')).toBe('Prize group 1, Name');
    expect(prizeFieldWords('prizes.groups[1].amounts[2]')).toBe('Prize group 2, Amounts by place (place 3)');
    expect(prizeFieldWords('prizes.groups[0].category.bornUntil')).toBe('Prize group 1, Born in or before');
    expect(prizeFieldWords('prizes.groups[3]')).toBe('Prize group 4');
    expect(prizeFieldWords('prizes')).toBe('Prize list');
  });
});
