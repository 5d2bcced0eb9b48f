import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tournament } from '../../src/core/model';
import { dutchState } from '../../src/core/systems/dutch';
import { FlatRestGraph } from '../../src/core/systems/dutch/flatRestGraph';
import { pairRound2026 } from '../../src/core/systems/dutch/pair2026';
import { corpusStates, loadState } from './corpus';
import { eventRates, generatedEvent, statesOf } from '../generator/generatedEvent';

/**
 * B.1 decisions taken from the optimum in hand (`FlatRestGraph.firstOptimalPartner`: candidates
 * with a positive reduced cost passed over, the first other one reached by exchanging partners)
 * pair every round exactly as re-solving for every decision, bbpPairings' way: the same pairs and
 * bye, state after state. The shortcut must also be taken, or the comparison proves nothing.
 */
const settings = { system: 'dutch', rules: '2026' } as const;

let taken = 0;
let asked = 0;
const countDecisions = (): void => {
  const original = FlatRestGraph.prototype.firstOptimalPartner;
  vi.spyOn(FlatRestGraph.prototype, 'firstOptimalPartner').mockImplementation(function (this: FlatRestGraph, a, candidates) {
    const m = original.call(this, a, candidates);
    asked++;
    if (m >= 0) taken++;
    return m;
  });
};
afterEach(() => {
  vi.restoreAllMocks();
  taken = 0;
  asked = 0;
});

const sameAsSolvingEach = (t: Tournament): void => {
  for (const before of statesOf(t)) {
    const state = dutchState(before);
    // the direct path of a homogeneous round decides nothing by B.1: the full engine is compared
    const fast = pairRound2026(state, undefined, undefined, { fullEngine: true });
    const solved = pairRound2026(state, undefined, undefined, { fullEngine: true, solveEveryDecision: true });
    expect(fast).toEqual(solved);
  }
};

const generated = (players: number, rounds: number, seed: number, rates = {}): Tournament | undefined => generatedEvent(settings, players, rounds, seed, rates);

describe('Dutch B.1 decisions certified from the optimum in hand pair as re-solving each one', () => {
  it('random events of 1 to 40 players: every round (draws, forfeits, byes, retirements)', () => {
    countDecisions();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 7 }),
        eventRates,
        fc.nat(1_000_000),
        (players, rounds, rates, seed) => {
          const t = generated(players, rounds, seed, rates);
          if (t !== undefined) sameAsSolvingEach(t);
        },
      ),
      { seed: 2026, numRuns: 150 },
    );
    // about half the decisions of small fields (measured: 3,633 of 7,897)
    expect(taken).toBeGreaterThan(1000);
    expect(taken).toBeGreaterThan(asked / 4);
  });

  it('large score groups of round 2 and 3 (up to 180 players, few draws): most decisions taken without a solve', () => {
    countDecisions();
    for (let seed = 1; seed <= 6; seed++) {
      const t = generated(60 + 20 * seed, 2, seed, { drawPercentage: 5 * seed, forfeitRate: 1_000_000, retiredRate: 1_000_000, halfPointByeRate: 1_000_000 });
      if (t !== undefined) sameAsSolvingEach(t);
    }
    expect(taken).toBeGreaterThan(200);
    expect(taken).toBeGreaterThan(asked / 2);
  });

  it('tiny fields: 1, 2 and 3 players', () => {
    for (const players of [1, 2, 3]) {
      for (let seed = 1; seed <= 5; seed++) {
        const t = generated(players, 3, seed, { drawPercentage: 30 });
        if (t !== undefined) sameAsSolvingEach(t);
      }
    }
  });

  it('every state of the 2026 corpus', () => {
    countDecisions();
    for (const file of corpusStates('2026')) {
      const state = dutchState(loadState('2026', file));
      expect(pairRound2026(state, undefined, undefined, { fullEngine: true }), file).toEqual(
        pairRound2026(state, undefined, undefined, { fullEngine: true, solveEveryDecision: true }),
      );
    }
    expect(taken).toBeGreaterThan(0);
  });
});
