import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxCardinalityMatching } from '../../src/core/matching';
import { playerId } from '../../src/core/model';
import type { PlayerId } from '../../src/core/model';
import { allowedToMeet, emptyEncounterHistory, meetingsOf, pairGreedily, recordEncounters } from '../../src/core/systems/tcec';
import type { TcecPlayerState } from '../../src/core/systems/tcec';
import { state } from './helpers';

/** STEP 4 read literally: for each candidate, a fresh maximum matching of everyone still unpaired. */
const naiveGreedy = (order: readonly TcecPlayerState[], met: ReturnType<typeof meetingsOf>): [number, number][] | null => {
  const unpaired = new Set(order.map((_, i) => i));
  const viable = (rest: number[]): boolean => {
    const edges: [number, number][] = [];
    rest.forEach((u, a) => rest.forEach((v, b) => {
      if (a < b && allowedToMeet(order[u] as TcecPlayerState, order[v] as TcecPlayerState, met)) edges.push([a, b]);
    }));
    const mate = maxCardinalityMatching(rest.length, edges);
    return rest.length % 2 === 0 && [...mate].every((m) => m >= 0);
  };
  if (!viable([...unpaired])) return null;
  const pairs: [number, number][] = [];
  for (let first = 0; first < order.length; first++) {
    if (!unpaired.has(first)) continue;
    unpaired.delete(first);
    const second = [...unpaired].sort((a, b) => a - b).find((c) => {
      if (!allowedToMeet(order[first] as TcecPlayerState, order[c] as TcecPlayerState, met)) return false;
      return viable([...unpaired].filter((x) => x !== c));
    });
    if (second === undefined) return null;
    unpaired.delete(second);
    pairs.push([(order[first] as TcecPlayerState).id, (order[second] as TcecPlayerState).id]);
  }
  return pairs;
};

describe('TCEC STEP 4 (fast viability checks) agrees with STEP 4 read literally', () => {
  const compare = (half: fc.Arbitrary<number>, density: readonly [number, number], seed: number): { paired: number; unpairable: number } => {
    const field = half.chain((h) =>
      fc.record({
        wgd: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 2 * h, maxLength: 2 * h }),
        met: fc.array(fc.tuple(fc.nat(2 * h - 1), fc.nat(2 * h - 1)), { minLength: density[0] * h * h, maxLength: density[1] * h * h }),
      }),
    );
    let paired = 0;
    let unpairable = 0;
    fc.assert(
      fc.property(field, ({ wgd, met }) => {
        const order = wgd.map((d, i) => state(i + 1, 0, Math.max(d, 0), Math.max(-d, 0)));
        const pairs = met.filter(([a, b]) => a !== b).map(([a, b]) => [playerId(a + 1), playerId(b + 1)] as const);
        const history = recordEncounters(emptyEncounterHistory, 1, pairs as readonly (readonly [PlayerId, PlayerId])[]);
        const fast = pairGreedily(order, history);
        const naive = naiveGreedy(order, meetingsOf(history));
        expect(fast?.map((p) => [p.firstOfPair.id, p.secondOfPair.id]) ?? null).toEqual(naive);
        if (naive === null) unpairable++;
        else paired++;
      }),
      { seed, numRuns: 200 },
    );
    return { paired, unpairable };
  };

  it('small fields (2-18 players), histories from empty to nearly complete', () => {
    const r = compare(fc.integer({ min: 1, max: 9 }), [0, 4], 4);
    // Both outcomes occur often enough for the comparison to mean something.
    expect(r.paired).toBeGreaterThan(50);
    expect(r.unpairable).toBeGreaterThan(10);
  });

  it('larger fields (10-30 players) where long augmenting paths are needed', () => {
    const r = compare(fc.integer({ min: 5, max: 15 }), [1, 2], 5);
    expect(r.paired).toBeGreaterThan(150);
  });
});
