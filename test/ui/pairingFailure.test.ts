import { describe, expect, it } from 'vitest';
import { pairingFailureMessage } from '../../src/ui/pairing';

describe('the message for a round that could not be paired', () => {
  it('says that the round ran out of memory, that nothing was saved and what the TO can do', () => {
    const m = pairingFailureMessage({ reason: 'out-of-memory', detail: 'the browser refused the memory it asked for: RangeError: Array buffer allocation failed' }, 1);
    expect(m).toBe('Round 1 could not be paired: it needs more memory than this browser gives the page (the browser refused the memory it asked for: RangeError: Array buffer allocation failed). '
      + 'Nothing was saved. Round 1 can be paired again: close other tabs and programs first. If it fails again, this event is too big to pair in the browser on this computer.');
  });

  it('keeps the cancelled and the worker\'s own words', () => {
    expect(pairingFailureMessage({ reason: 'cancelled', detail: 'x' }, 3)).toBe('Pairing round 3 was cancelled; nothing was saved, and round 3 can be paired again.');
    expect(pairingFailureMessage({ reason: 'results-missing', detail: 'Round 2 still needs results on board(s) 4.' }, 3)).toBe('Round 2 still needs results on board(s) 4.');
  });
});
