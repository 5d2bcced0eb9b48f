import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BigWarmMatcher, bruteForceMaxWeight, isValidMatching, type WeightedEdge } from '../../src/core/matching';

const P100 = 1n << 100n;
const smallWeights = fc.bigInt({ min: 0n, max: 30n });
const hugeWeights = fc.bigInt({ min: P100, max: P100 * 64n });
/** Dutch-like packing: a few small criteria in far-apart bit fields (many near-ties at the top). */
const packedWeights = fc
  .tuple(fc.bigInt({ min: 0n, max: 3n }), fc.bigInt({ min: 0n, max: 3n }), fc.bigInt({ min: 0n, max: 7n }))
  .map(([a, b, c]) => (a << 900n) + (b << 450n) + c);

/** Edges of the weight matrix with a positive weight (0 = no edge). */
const edgesOf = (w: readonly (readonly bigint[])[]): WeightedEdge[] => {
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < w.length; i++) for (let j = i + 1; j < w.length; j++) if (w[i]![j]! > 0n) edges.push([i, j, w[i]![j]!]);
  return edges;
};
const weightOf = (w: readonly (readonly bigint[])[], mate: ArrayLike<number>): bigint => {
  let t = 0n;
  for (let i = 0; i < mate.length; i++) if (mate[i]! > i) t += w[i]![mate[i]!]!;
  return t;
};

/** A change: edge (a % n, b % n) gets weight w (0 removes it). */
const changes = (weight: fc.Arbitrary<bigint>) =>
  fc.array(fc.array(fc.tuple(fc.nat(11), fc.nat(11), fc.oneof(fc.constant(0n), weight)), { minLength: 1, maxLength: 30 }), {
    minLength: 1,
    maxLength: 10,
  });

/**
 * Applies each batch of changes, re-solves warm, and checks the matching is valid, uses only real
 * edges and weighs what the exhaustive oracle and a fresh matcher over the same weights give.
 */
function checkBatches(n: number, batches: readonly (readonly [number, number, bigint])[][]): void {
  const w: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
  const warm = new BigWarmMatcher(n);
  for (const batch of batches) {
    for (const [a, b, x] of batch) {
      const i = a % n;
      const j = b % n;
      if (i === j) continue;
      w[i]![j] = w[j]![i] = x;
      warm.setWeight(i, j, x);
    }
    const edges = edgesOf(w);
    const got = warm.solve();
    expect(isValidMatching(n, edges, got)).toBe(true);
    const best = bruteForceMaxWeight(n, edges).maxWeight;
    expect(weightOf(w, got)).toBe(best);
    const fresh = new BigWarmMatcher(n);
    for (const [i, j, x] of edges) fresh.setWeight(i, j, x);
    expect(weightOf(w, fresh.solve())).toBe(best);
  }
}

describe('BigWarmMatcher equals the brute-force optimum, warm re-solves equal fresh solves (up to 12 vertices)', () => {
  it('small weights', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), changes(smallWeights), checkBatches), { seed: 11, numRuns: 150 });
  });
  it('huge weights above 2^100', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), changes(hugeWeights), checkBatches), { seed: 12, numRuns: 100 });
  });
  it('Dutch-like packed ~900-bit weights (ties decided in the low field)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), changes(packedWeights), checkBatches), { seed: 13, numRuns: 100 });
  });
  it('mixed small and 2^90 weights (the old Dutch warm-matcher property, seed kept)', () => {
    const mixed = fc.oneof(fc.bigInt(1n, 40n), fc.bigInt(1n << 90n, (1n << 90n) + 40n));
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), changes(mixed), checkBatches), { seed: 20260201, numRuns: 100 });
  });
});

describe('BigWarmMatcher contract', () => {
  it('never pairs across an absent (zero-weight) edge, nor an odd vertex with the dummy', () => {
    const m = new BigWarmMatcher(3);
    m.setWeight(0, 1, 5n);
    expect(Array.from(m.solve())).toEqual([1, 0, -1]);
    m.setWeight(0, 1, 0n);
    expect(Array.from(m.solve())).toEqual([-1, -1, -1]);
    m.setWeight(1, 2, 7n);
    expect(Array.from(m.solve())).toEqual([-1, 2, 1]);
  });
  it('rejects negative weights, self-loops and out-of-range vertices (programming errors)', () => {
    const m = new BigWarmMatcher(3);
    expect(() => m.setWeight(0, 1, -1n)).toThrow(RangeError);
    expect(() => m.setWeight(1, 1, 1n)).toThrow(RangeError);
    expect(() => m.setWeight(0, 3, 1n)).toThrow(RangeError);
  });
});
