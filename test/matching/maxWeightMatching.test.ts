import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bruteForceMaxWeight,
  isValidMatching,
  matchingSize,
  maxWeightMatching,
  WeightedMatcher,
  type WeightedEdge,
} from '../../src/core/matching';

interface Graph {
  readonly n: number;
  readonly edges: WeightedEdge[];
}

/** Random simple graph with up to maxN vertices, density 0..1, weights from `weight`. */
const graphArb = (maxN: number, weight: fc.Arbitrary<bigint>): fc.Arbitrary<Graph> =>
  fc
    .record({ n: fc.integer({ min: 0, max: maxN }), density: fc.integer({ min: 1, max: 100 }) })
    .chain(({ n, density }) => {
      const pairs: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) pairs.push([u, v]);
      return fc
        .tuple(
          fc.array(fc.integer({ min: 0, max: 99 }), { minLength: pairs.length, maxLength: pairs.length }),
          fc.array(weight, { minLength: pairs.length, maxLength: pairs.length }),
        )
        .map(([coins, weights]) => ({
          n,
          edges: pairs
            .map(([u, v], i): WeightedEdge => [u, v, weights[i] as bigint])
            .filter((_, i) => (coins[i] as number) < density),
        }));
    });

const P100 = 1n << 100n;
const smallWeights = fc.bigInt({ min: 0n, max: 30n });
const signedWeights = fc.bigInt({ min: -10n, max: 30n });
const hugeWeights = fc.bigInt({ min: P100, max: P100 * 64n });
/** Dutch-like packing: a few small criteria in far-apart bit fields (many near-ties at the top). */
const packedWeights = fc
  .tuple(fc.bigInt({ min: 0n, max: 3n }), fc.bigInt({ min: 0n, max: 3n }), fc.bigInt({ min: 0n, max: 7n }))
  .map(([a, b, c]) => (a << 120n) + (b << 64n) + c + P100);
/** Near the small/exact boundary (2^49): the solver must notice when doubles stop being exact. */
const boundaryWeights = fc.bigInt({ min: -(1n << 49n), max: 1n << 49n });

/** Asserts the matching is valid and optimal against the exhaustive oracle, in both modes. */
function checkOptimal({ n, edges }: Graph): void {
  const oracle = bruteForceMaxWeight(n, edges);
  const matcher = new WeightedMatcher(n, edges);
  const plain = maxWeightMatching(n, edges);
  expect(isValidMatching(n, edges, plain)).toBe(true);
  expect(matcher.weightOf(plain)).toBe(oracle.maxWeight);
  const card = maxWeightMatching(n, edges, { maxCardinality: true });
  expect(isValidMatching(n, edges, card)).toBe(true);
  expect(matchingSize(card)).toBe(oracle.maxSize);
  expect(matcher.weightOf(card)).toBe(oracle.maxWeightAtMaxSize);
}

describe('maxWeightMatching equals the brute-force optimum (graphs up to 12 vertices)', () => {
  it('small non-negative weights', () => {
    fc.assert(fc.property(graphArb(12, smallWeights), checkOptimal), { seed: 1, numRuns: 1000 });
  });
  it('weights with negatives (maxCardinality must still take them)', () => {
    fc.assert(fc.property(graphArb(12, signedWeights), checkOptimal), { seed: 2, numRuns: 600 });
  });
  it('huge weights above 2^100', () => {
    fc.assert(fc.property(graphArb(12, hugeWeights), checkOptimal), { seed: 3, numRuns: 600 });
  });
  it('packed multi-criterion weights (ties hidden below 2^100)', () => {
    fc.assert(fc.property(graphArb(12, packedWeights), checkOptimal), { seed: 4, numRuns: 600 });
  });
  it('weights around the 2^49 boundary between fast and exact arithmetic', () => {
    fc.assert(fc.property(graphArb(12, boundaryWeights), checkOptimal), { seed: 5, numRuns: 400 });
  });
});

describe('WeightedMatcher', () => {
  it('re-solving after setWeight gives the same answer as a fresh solve', () => {
    const change = fc.tuple(fc.nat(), fc.nat(), fc.bigInt({ min: -5n, max: P100 }));
    fc.assert(
      fc.property(graphArb(12, fc.oneof(smallWeights, hugeWeights)), fc.array(change, { maxLength: 6 }), (g, changes) => {
        if (g.n < 2) return;
        const matcher = new WeightedMatcher(g.n, g.edges);
        matcher.solve({ maxCardinality: true });
        const edges = new Map(g.edges.map(([u, v, w]) => [`${u}-${v}`, [u, v, w] as WeightedEdge]));
        for (const [a, b, w] of changes) {
          const u = a % g.n;
          const v = b % g.n;
          if (u === v) continue;
          matcher.setWeight(u, v, w);
          edges.set(`${Math.min(u, v)}-${Math.max(u, v)}`, [Math.min(u, v), Math.max(u, v), w]);
        }
        const all = [...edges.values()];
        const oracle = bruteForceMaxWeight(g.n, all);
        const again = matcher.solve({ maxCardinality: true });
        expect(isValidMatching(g.n, all, again)).toBe(true);
        expect(matcher.weightOf(again)).toBe(oracle.maxWeightAtMaxSize);
        expect(matcher.weightOf(matcher.solve())).toBe(oracle.maxWeight);
      }),
      { seed: 6, numRuns: 300 },
    );
  });

  it('is deterministic and its weight does not depend on vertex labels', () => {
    fc.assert(
      fc.property(graphArb(40, fc.oneof(smallWeights, hugeWeights)), fc.integer({ min: 1, max: 1000 }), (g, shift) => {
        const first = maxWeightMatching(g.n, g.edges);
        expect(Array.from(maxWeightMatching(g.n, g.edges))).toEqual(Array.from(first));
        const relabel = (v: number) => (v + shift) % g.n;
        const moved = g.edges.map(([u, v, w]): WeightedEdge => [relabel(u), relabel(v), w]);
        const matcher = new WeightedMatcher(g.n, g.edges);
        const movedMatcher = new WeightedMatcher(g.n, moved);
        expect(movedMatcher.weightOf(movedMatcher.solve())).toBe(matcher.weightOf(first));
      }),
      { seed: 7, numRuns: 200 },
    );
  });

  it('min-cost perfect pairing via weight = BIG - cost', () => {
    // 4 players; cost = |rating difference|; the cheapest perfect pairing is 0-1, 2-3.
    const ratings = [2000, 1990, 1500, 1480];
    const BIG = 1_000_000n;
    const edges: WeightedEdge[] = [];
    for (let u = 0; u < 4; u++) {
      for (let v = u + 1; v < 4; v++) edges.push([u, v, BIG - BigInt(Math.abs(ratings[u]! - ratings[v]!))]);
    }
    expect(Array.from(maxWeightMatching(4, edges, { maxCardinality: true }))).toEqual([1, 0, 3, 2]);
  });

  it('maxCardinality trades weight for size: a heavy middle edge loses to two light ones', () => {
    const edges: WeightedEdge[] = [[0, 1, 1n], [1, 2, 10n], [2, 3, 1n]];
    expect(Array.from(maxWeightMatching(4, edges))).toEqual([-1, 2, 1, -1]);
    expect(Array.from(maxWeightMatching(4, edges, { maxCardinality: true }))).toEqual([1, 0, 3, 2]);
  });

  it('rejects vertices out of range and self-loops', () => {
    expect(() => new WeightedMatcher(3, [[0, 3, 1n]])).toThrow(RangeError);
    expect(() => new WeightedMatcher(3, [[1, 1, 1n]])).toThrow(RangeError);
  });
});

describe('regressions (graphs that once broke a development version)', () => {
  it('stale outer label after a blossom forms mid-scan (n=9, maxCardinality looped forever)', () => {
    // The scanning vertex moved into a new blossom; comparing against its old top-level blossom left
    // a least-slack pointer inside the blossom itself and the search never progressed.
    const edges: WeightedEdge[] = [
      [0, 1, 0n], [0, 5, 4n], [0, 6, 4n], [1, 4, 3n], [2, 3, 17n], [2, 6, 11n], [3, 4, 1n],
      [3, 7, 13n], [4, 6, 15n], [4, 8, 1n], [5, 7, 9n], [6, 8, 14n], [7, 8, 5n],
    ];
    checkOptimal({ n: 9, edges });
  });

  it('expanding a blossom whose children kept labels from a dropped tree (n=10, huge weights)', () => {
    // A blossom grown in one alternating tree, unlabelled when that tree augmented, then reached as
    // an inner blossom of another tree and expanded: its children still carried outer labels.
    const edges: WeightedEdge[] = [
      [0, 4, 22817710804108129226940657697344n],
      [0, 5, 13944156602510523416463735259529n],
      [0, 6, 22817710804108129226940657696896n],
      [0, 7, 10141204801825835211973625643930n],
      [0, 8, 20282409603651670423947251286518n],
      [1, 2, 24085361404336358628437360903133n],
      [1, 6, 8873554201597605810476922438566n],
      [1, 7, 17747108403195211620953844875346n],
      [1, 8, 13944156602510523416463735259524n],
      [1, 9, 21550060203879899825443954491856n],
      [2, 4, 11408855402054064613470328849376n],
      [2, 5, 11408855402054064613470328848416n],
      [2, 6, 22817710804108129226940657697059n],
      [2, 7, 5070602400912917605986812821753n],
      [2, 9, 7605903601369376408980219232894n],
      [3, 5, 2535301200456458802993406410915n],
      [3, 6, 3802951800684688204490109616935n],
      [3, 7, 7605903601369376408980219232782n],
      [3, 8, 10141204801825835211973625643345n],
      [3, 9, 13944156602510523416463735259164n],
      [4, 5, 896n],
      [4, 6, 12676506002282294014967032053974n],
      [4, 8, 21550060203879899825443954492323n],
      [5, 6, 5070602400912917605986812822362n],
      [5, 7, 3802951800684688204490109616613n],
      [5, 8, 5070602400912917605986812822218n],
      [5, 9, 13944156602510523416463735259953n],
      [6, 7, 15211807202738752817960438465321n],
      [6, 8, 5070602400912917605986812822185n],
      [7, 8, 16479457802966982219457141670090n],
      [8, 9, 24085361404336358628437360902951n],
    ];
    checkOptimal({ n: 10, edges });
  });
});

describe('warm start', () => {
  it('matches a fresh solve through rounds of weight changes on graphs up to 40 vertices', () => {
    const weight = fc.oneof(smallWeights, signedWeights, hugeWeights, packedWeights);
    const change = fc.tuple(fc.nat(), fc.nat(), weight, fc.integer({ min: 0, max: 9 }));
    const round = fc.tuple(fc.boolean(), fc.array(change, { minLength: 1, maxLength: 5 }));
    fc.assert(
      fc.property(graphArb(40, weight), fc.array(round, { minLength: 1, maxLength: 5 }), (g, rounds) => {
        if (g.n < 2) return;
        const matcher = new WeightedMatcher(g.n, g.edges);
        for (const [maxCardinality, changes] of rounds) {
          const warm = matcher.solve({ maxCardinality }); // warm from the previous round's solve
          const copy = new WeightedMatcher(g.n);
          for (let u = 0; u < g.n; u++) {
            for (let v = u + 1; v < g.n; v++) {
              const w = matcher.getWeight(u, v);
              if (w !== undefined) copy.setWeight(u, v, w);
            }
          }
          const fresh = copy.solve({ maxCardinality });
          expect(copy.solve({ maxCardinality, fresh: true })).toEqual(fresh);
          expect(matcher.weightOf(warm)).toBe(matcher.weightOf(fresh));
          expect(matchingSize(warm)).toBe(maxCardinality ? matchingSize(fresh) : matchingSize(warm));
          for (let v = 0; v < g.n; v++) {
            const m = warm[v]!;
            if (m !== -1) {
              expect(warm[m]).toBe(v);
              expect(matcher.getWeight(v, m)).toBeDefined();
            }
          }
          for (const [a, b, w, removal] of changes) {
            const u = a % g.n;
            const v = b % g.n;
            if (u === v) continue;
            if (removal === 0) matcher.removeEdge(u, v);
            else matcher.setWeight(u, v, w);
          }
        }
      }),
      { seed: 8, numRuns: 150 },
    );
  });
});

describe('input conventions', () => {
  it('keeps the heaviest of parallel edges; setWeight replaces', () => {
    const matcher = new WeightedMatcher(2, [[0, 1, 5n], [1, 0, 9n], [0, 1, 2n]]);
    expect(matcher.getWeight(0, 1)).toBe(9n);
    matcher.setWeight(1, 0, 3n);
    expect(matcher.getWeight(0, 1)).toBe(3n);
  });

  it('handles empty and single-vertex graphs', () => {
    expect(Array.from(maxWeightMatching(0, []))).toEqual([]);
    expect(Array.from(maxWeightMatching(1, [], { maxCardinality: true }))).toEqual([-1]);
  });
});

describe('exact arithmetic on larger graphs (no brute force: scaling and shifting invariants)', () => {
  it('multiplying every weight by 2^80 multiplies the optimum by 2^80', () => {
    fc.assert(
      fc.property(graphArb(120, fc.bigInt({ min: 0n, max: 1000n })), ({ n, edges }) => {
        const scaled = edges.map(([u, v, w]): WeightedEdge => [u, v, w << 80n]);
        for (const maxCardinality of [false, true]) {
          const small = new WeightedMatcher(n, edges);
          const big = new WeightedMatcher(n, scaled);
          expect(big.weightOf(big.solve({ maxCardinality }))).toBe(small.weightOf(small.solve({ maxCardinality })) << 80n);
        }
      }),
      { seed: 9, numRuns: 30 },
    );
  });

  it('adding 2^100 to every weight does not change the maxCardinality optimum (k pairs gain k·2^100)', () => {
    fc.assert(
      fc.property(graphArb(120, fc.bigInt({ min: -1000n, max: 1000n })), ({ n, edges }) => {
        const shifted = edges.map(([u, v, w]): WeightedEdge => [u, v, w + P100]);
        const plain = new WeightedMatcher(n, edges);
        const mate = plain.solve({ maxCardinality: true });
        const big = new WeightedMatcher(n, shifted);
        const bigMate = big.solve({ maxCardinality: true });
        expect(matchingSize(bigMate)).toBe(matchingSize(mate));
        expect(big.weightOf(bigMate)).toBe(plain.weightOf(mate) + BigInt(matchingSize(mate)) * P100);
      }),
      { seed: 10, numRuns: 30 },
    );
  });
});
