import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchingSize, maxCardinalityMatching } from '../../src/core/matching';
import { bruteForceMaxWeight, isValidMatching } from './bruteForce';

type Edge = readonly [number, number];

/** Random simple graph: n vertices, each pair present with the given density. */
const graphArb = (maxN: number) =>
  fc
    .record({ n: fc.integer({ min: 0, max: maxN }), density: fc.double({ min: 0.05, max: 1, noNaN: true }) })
    .chain(({ n, density }) => {
      const pairs: Edge[] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) pairs.push([u, v]);
      return fc
        .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: pairs.length, maxLength: pairs.length })
        .map((coins) => ({ n, edges: pairs.filter((_, i) => (coins[i] as number) < density) }));
    });

const withWeights = (edges: readonly Edge[]) => edges.map(([u, v]) => [u, v, 1n] as const);

describe('maxCardinalityMatching', () => {
  it('matches the brute-force maximum size on random graphs up to 12 vertices', () => {
    fc.assert(
      fc.property(graphArb(12), ({ n, edges }) => {
        const mate = maxCardinalityMatching(n, edges);
        expect(isValidMatching(n, edges, mate)).toBe(true);
        expect(matchingSize(mate)).toBe(bruteForceMaxWeight(n, withWeights(edges)).maxSize);
      }),
      { seed: 20261122, numRuns: 1000 },
    );
  });

  it('is deterministic: the same graph gives the same matching', () => {
    fc.assert(
      fc.property(graphArb(30), ({ n, edges }) => {
        expect(Array.from(maxCardinalityMatching(n, edges))).toEqual(Array.from(maxCardinalityMatching(n, edges)));
      }),
      { seed: 7, numRuns: 200 },
    );
  });

  it('needs a blossom: a triangle with a pendant path is matched perfectly', () => {
    // 0-1-2 triangle, 2-3, 3-4, 4-5: the greedy start matches 0-1, 2-3, 4-5 already; make it harder:
    // pentagon 0..4 with a tail 4-5; perfect matching needs the odd cycle shrunk.
    const edges: Edge[] = [
      [0, 1], [1, 2], [2, 3], [3, 4], [4, 0], [0, 5],
      [6, 1], [7, 6],
    ];
    const mate = maxCardinalityMatching(8, edges);
    expect(matchingSize(mate)).toBe(4);
    expect(isValidMatching(8, edges, mate)).toBe(true);
  });

  it('leaves isolated vertices unmatched and ignores self-loops and duplicates', () => {
    const mate = maxCardinalityMatching(4, [[0, 0], [1, 2], [2, 1], [1, 2]]);
    expect(Array.from(mate)).toEqual([-1, 2, 1, -1]);
  });

  it('rejects a vertex out of range', () => {
    expect(() => maxCardinalityMatching(2, [[0, 2]])).toThrow(RangeError);
  });

  it('finds a perfect matching on a large odd-cycle-rich graph (ring of triangles)', () => {
    // k triangles (3k vertices) joined in a ring by one edge each; a perfect matching exists for even 3k.
    const k = 200;
    const edges: Edge[] = [];
    for (let t = 0; t < k; t++) {
      const a = 3 * t;
      edges.push([a, a + 1], [a + 1, a + 2], [a + 2, a]);
      edges.push([a + 2, (3 * (t + 1)) % (3 * k)]);
    }
    const mate = maxCardinalityMatching(3 * k, edges);
    expect(isValidMatching(3 * k, edges, mate)).toBe(true);
    expect(matchingSize(mate)).toBe((3 * k) / 2);
  });
});
