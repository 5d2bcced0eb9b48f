import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NumberWarmMatcher, WideWarmMatcher } from '../../src/core/matching';
import { bruteForceMaxWeight } from './bruteForce';
import { limbsFor } from '../../src/core/matching/wideInt';

/**
 * The warm matchers' cold start (coldStart: duals from each vertex's heaviest edge, stages that go
 * on after an augmentation with the trees it did not touch) against the brute-force optimum, and
 * against the same matchers solving without it, on both arithmetic back ends.
 */

/** The heaviest perfect matching of the complete graph on w (exhaustive). */
const bestPerfect = (w: readonly (readonly number[])[]): bigint => {
  const edges: [number, number, bigint][] = [];
  for (let i = 0; i < w.length; i++) for (let j = i + 1; j < w.length; j++) edges.push([i, j, BigInt(w[i]![j]!)]);
  return bruteForceMaxWeight(w.length, edges).maxWeightAtMaxSize;
};

const weightOf = (w: readonly (readonly number[])[], mate: readonly number[]): bigint => {
  let t = 0n;
  for (let i = 0; i < mate.length; i++) if (mate[i]! > i) t += BigInt(w[i]![mate[i]!]!);
  return t;
};

/** Solves the complete graph on w (even size) with either back end; cold or not. */
function solve(kind: 'float' | 'wide', w: readonly (readonly number[])[], cold: boolean): { mate: number[]; canBeOptimal: (u: number, v: number) => boolean } {
  const n = w.length;
  if (kind === 'float') {
    const m = new NumberWarmMatcher(n);
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (w[i]![j]! > 0) m.setWeight(i, j, w[i]![j]!);
    if (cold) m.coldStart();
    m.reoptimize();
    // (a pair across a zero-weight edge is reported unpaired: take it from the rest)
    const mate = Array.from({ length: n }, (_, v) => m.mateOf(v));
    const free = mate.flatMap((p, v) => (p === -1 ? [v] : []));
    for (let k = 0; k + 1 < free.length; k += 2) {
      mate[free[k]!] = free[k + 1]!;
      mate[free[k + 1]!] = free[k]!;
    }
    return { mate, canBeOptimal: (u, v) => m.canBeOptimal(u, v) };
  }
  const m = new WideWarmMatcher(n, limbsFor(40));
  for (let i = 0; i < n; i++) m.addVertex();
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) m.setWeightBig(i, j, BigInt(w[i]![j]!));
  if (cold) m.coldStart();
  m.solve();
  return { mate: Array.from({ length: n }, (_, v) => m.mateOf(v)), canBeOptimal: (u, v) => m.canBeOptimal(u, v) };
}

/** A symmetric weight matrix of even size from a list of weights. */
const matrix = (half: number, weights: readonly number[]): number[][] => {
  const n = 2 * half;
  const w = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  let k = 0;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) w[i]![j] = w[j]![i] = weights[k++ % weights.length]!;
  return w;
};

const weightKinds = {
  small: fc.integer({ min: 0, max: 30 }),
  /** Many equal weights: tight odd cycles everywhere, so blossoms form, and trees meet them. */
  tied: fc.constantFrom(0, 6, 6, 6, 6, 8),
  wide: fc.integer({ min: 0, max: 2 ** 40 }),
};

describe('cold start: the optimum from every vertex free', () => {
  for (const kind of ['float', 'wide'] as const) {
    for (const [name, weight] of Object.entries(weightKinds)) {
      it(`${kind} back end, ${name} weights (up to 12 vertices, brute force)`, () => {
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 6 }), fc.array(weight, { minLength: 1, maxLength: 66 }), (half, weights) => {
            const w = matrix(half, weights);
            const { mate, canBeOptimal } = solve(kind, w, true);
            for (let v = 0; v < w.length; v++) expect(mate[mate[v]!]).toBe(v);
            const best = bestPerfect(w);
            expect(weightOf(w, mate)).toBe(best);
            // canBeOptimal is false only for edges of no optimal matching
            for (let i = 0; i < w.length; i++) {
              for (let j = i + 1; j < w.length; j++) {
                if (canBeOptimal(i, j)) continue;
                const rest = w.filter((_, k) => k !== i && k !== j).map((row) => row.filter((_, k) => k !== i && k !== j));
                expect(bestPerfect(rest) + BigInt(w[i]![j]!)).toBeLessThan(best);
              }
            }
          }),
          { seed: 11, numRuns: 80 },
        );
      });
    }
    it(`${kind} back end: the same optimum as a warm-style solve on graphs up to 80 vertices`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 5, max: 40 }), fc.array(fc.oneof(weightKinds.small, weightKinds.tied), { minLength: 1, maxLength: 200 }), (half, weights) => {
          const w = matrix(half, weights);
          expect(weightOf(w, solve(kind, w, true).mate)).toBe(weightOf(w, solve(kind, w, false).mate));
        }),
        { seed: 12, numRuns: 40 },
      );
    });
  }
});
