import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tournament } from '../../src/core/model';
import { dutchState } from '../../src/core/systems/dutch';
import { FlatRestGraph } from '../../src/core/systems/dutch/flatRestGraph';
import { pairRound2026 } from '../../src/core/systems/dutch/pair2026';
import { ComputedBase } from '../../src/core/systems/dutch/wideWeights';
import { corpusStates, loadState } from './corpus';
import { eventRates, generatedEvent, statesOf } from '../generator/generatedEvent';

/**
 * Two ways the 2026 engine got faster at scale without changing an answer:
 * - a bracket's base weight is computed once per pair of criteria states (score, bye candidacy,
 *   colour state, floats: everything `edgeWeight2026` reads of a player), not once per pair;
 * - the matcher starts a solve that freed (nearly) every vertex from half each one's heaviest edge,
 *   pairing the tight pairs at once (`WideWarmMatcher.freshStart`), instead of fixing the duals
 *   one after another.
 * Each is compared with the engine without it, state after state, and must be taken.
 */
const settings = { system: 'dutch', rules: '2026' } as const;
const generated = (players: number, rounds: number, seed: number, rates = {}): Tournament | undefined => generatedEvent(settings, players, rounds, seed, rates);

let freshStarts = 0;
const countFreshStarts = (): void => {
  const solve = FlatRestGraph.prototype.solve;
  vi.spyOn(FlatRestGraph.prototype, 'solve').mockImplementation(function (this: FlatRestGraph) {
    const before = this.freshStarts;
    const mate = solve.call(this);
    freshStarts += this.freshStarts - before;
    return mate;
  });
};
afterEach(() => {
  vi.restoreAllMocks();
  freshStarts = 0;
});

describe('Dutch 2026: base weights computed once per pair of criteria states', () => {
  const sameAsEveryPair = (t: Tournament): void => {
    for (const before of statesOf(t)) {
      const state = dutchState(before);
      expect(pairRound2026(state, undefined, undefined, { fullEngine: true })).toEqual(
        pairRound2026(state, undefined, undefined, { fullEngine: true, weightEveryPair: true }),
      );
    }
  };

  it('random events of 1 to 40 players, every round (draws, forfeits, byes, retirements)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 8 }), eventRates, fc.nat(1_000_000), (players, rounds, rates, seed) => {
        const t = generated(players, rounds, seed, rates);
        if (t !== undefined) sameAsEveryPair(t);
      }),
      { seed: 2027, numRuns: 120 },
    );
  });

  it('every state of the 2026 corpus', () => {
    for (const file of corpusStates('2026')) {
      const state = dutchState(loadState('2026', file));
      expect(pairRound2026(state, undefined, undefined, { fullEngine: true }), file).toEqual(
        pairRound2026(state, undefined, undefined, { fullEngine: true, weightEveryPair: true }),
      );
    }
  });

  it('a class pair computes its weight once', () => {
    let computed = 0;
    const classOf = Int32Array.from({ length: 40 }, (_, p) => p % 3);
    const base = ComputedBase.reuse(null, 40, 1, (l, s, out, off) => {
      computed++;
      out[off] = 10 + 3 * classOf[l]! + classOf[s]!;
    }, { of: classOf, count: 3 });
    const out = new Float64Array(1);
    for (let l = 1; l < 40; l++) {
      for (let s = 0; s < l; s++) {
        base.allow(l, s);
        base.weightInto(l, s, out, 0);
        expect(out[0]).toBe(10 + 3 * classOf[l]! + classOf[s]!);
      }
    }
    expect(computed).toBe(9);
  });
});

describe('Dutch 2026: the matcher\'s fresh start pairs as fixing the duals one by one', () => {
  const sameAsStepwise = (t: Tournament, minimum: number): void => {
    for (const before of statesOf(t)) {
      const state = dutchState(before);
      expect(pairRound2026(state, undefined, undefined, { fullEngine: true, freshStartMinimum: minimum })).toEqual(
        pairRound2026(state, undefined, undefined, { fullEngine: true, stepwiseStart: true }),
      );
    }
  };

  it('random events of 4 to 40 players, every round, taken from 4 freed vertices on', () => {
    countFreshStarts();
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 40 }), fc.integer({ min: 1, max: 8 }), eventRates, fc.nat(1_000_000), (players, rounds, rates, seed) => {
        const t = generated(players, rounds, seed, rates);
        if (t !== undefined) sameAsStepwise(t, 4);
      }),
      { seed: 2028, numRuns: 120 },
    );
    expect(freshStarts).toBeGreaterThan(100);
  });

  it('large score groups of rounds 2 and 3 (up to 180 players), at the engine\'s own minimum', () => {
    countFreshStarts();
    for (let seed = 1; seed <= 6; seed++) {
      const t = generated(60 + 20 * seed, 3, seed, { drawPercentage: 5 * seed, forfeitRate: 1_000_000, retiredRate: 1_000_000, halfPointByeRate: 1_000_000 });
      if (t !== undefined) sameAsStepwise(t, 64);
    }
    expect(freshStarts).toBeGreaterThan(6);
  });

  it('every state of the 2026 corpus, taken from 4 freed vertices on', () => {
    countFreshStarts();
    for (const file of corpusStates('2026')) {
      const state = dutchState(loadState('2026', file));
      expect(pairRound2026(state, undefined, undefined, { fullEngine: true, freshStartMinimum: 4 }), file).toEqual(
        pairRound2026(state, undefined, undefined, { fullEngine: true, stepwiseStart: true }),
      );
    }
    expect(freshStarts).toBeGreaterThan(0);
  });
});
