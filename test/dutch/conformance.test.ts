import { describe, expect, test } from 'vitest';
import type { PairingOutcome } from '../../src/core/model';
import { pairDutch } from '../../src/core/systems/dutch';
import { corpusStates, expectedPairs, loadState } from './corpus';
import { knownDivergent2017, knownDivergent2026 } from './knownDivergent';

/*
 * Conformance with bbpPairings over every state of the reference corpus: test/fixtures/dutch
 * (bbpPairings 6.0, 2026 rules) and test/fixtures/dutch-2017 (bbpPairings 5.0.1, 2017 rules).
 * A state is identical when the set of ordered (white, black) pairs, bye included, is equal.
 * The engine is the one the product ships (FlatRestGraph over src/core/matching WideWarmMatcher).
 */
const asPairs = (o: PairingOutcome): string[] =>
  o.ok ? [...o.round.pairs.map((p) => `${p.white} ${p.black}`), ...o.round.byes.map((b) => `${b.player} 0`)].sort() : ['no pairing'];


for (const [rules, divergent] of [['2026', knownDivergent2026], ['2017', knownDivergent2017]] as const) {
  describe(`Dutch ${rules} rules pair every corpus state as bbpPairings does`, () => {
    const states = corpusStates(rules);
    test('the corpus is all there (90 states)', () => {
      expect(states.length).toBe(90);
      for (const f of Object.keys(divergent)) expect(states).toContain(f);
    });
    test.each(states)('%s', (file) => {
      const got = asPairs(pairDutch(loadState(rules, file)));
      const expected = expectedPairs(rules, file);
      if (file in divergent) expect(got).not.toEqual(expected);
      else expect(got).toEqual(expected);
    });
  });
}
