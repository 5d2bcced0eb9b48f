import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchingSize, maxWeightMatching, type WeightedEdge } from '../../src/core/matching';
import { bruteForceMaxWeight, isValidMatching } from './bruteForce';
import { denseMaxWeightMatching } from './weightedMatcher';

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
/** Few distinct weights: many optimal matchings, so the tie rule decides. */
const tiedWeights = fc.constantFrom(0n, 3n, 3n, 3n, 5n);
const signedWeights = fc.bigInt({ min: -10n, max: 30n });
const hugeWeights = fc.bigInt({ min: P100, max: P100 * 64n });
/** Dutch-like packing: a few small criteria in far-apart bit fields (many near-ties at the top). */
const packedWeights = fc
  .tuple(fc.bigInt({ min: 0n, max: 3n }), fc.bigInt({ min: 0n, max: 3n }), fc.bigInt({ min: 0n, max: 7n }))
  .map(([a, b, c]) => (a << 120n) + (b << 64n) + c + P100);
/** Around 2^40, where the Float64 engine hands over to the wide one. */
const boundaryWeights = fc.bigInt({ min: -(1n << 41n), max: 1n << 41n });

const weightOf = (edges: readonly WeightedEdge[], mate: Int32Array): bigint => {
  let total = 0n;
  for (const [u, v, w] of edges) if (mate[u] === v) total += w;
  return total;
};

/**
 * The matching is valid, optimal against the exhaustive oracle in both modes, and exactly the
 * one the tie rule names (the lexicographically first optimal mate vector).
 */
function checkOptimal({ n, edges }: Graph): void {
  const oracle = bruteForceMaxWeight(n, edges);
  const plain = maxWeightMatching(n, edges);
  expect(isValidMatching(n, edges, plain)).toBe(true);
  expect(weightOf(edges, plain)).toBe(oracle.maxWeight);
  expect(Array.from(plain)).toEqual(Array.from(oracle.firstHeaviest));
  const card = maxWeightMatching(n, edges, { maxCardinality: true });
  expect(isValidMatching(n, edges, card)).toBe(true);
  expect(matchingSize(card)).toBe(oracle.maxSize);
  expect(weightOf(edges, card)).toBe(oracle.maxWeightAtMaxSize);
  expect(Array.from(card)).toEqual(Array.from(oracle.firstHeaviestAtMaxSize));
}

describe('maxWeightMatching equals the brute-force optimum and its tie rule (graphs up to 12 vertices)', () => {
  it('small non-negative weights', () => {
    fc.assert(fc.property(graphArb(12, smallWeights), checkOptimal), { seed: 1, numRuns: 400 });
  });
  it('few distinct weights (ties everywhere)', () => {
    fc.assert(fc.property(graphArb(12, tiedWeights), checkOptimal), { seed: 11, numRuns: 400 });
  });
  it('weights with negatives (maxCardinality must still take them)', () => {
    fc.assert(fc.property(graphArb(12, signedWeights), checkOptimal), { seed: 2, numRuns: 300 });
  });
  it('huge weights above 2^100', () => {
    fc.assert(fc.property(graphArb(12, hugeWeights), checkOptimal), { seed: 3, numRuns: 200 });
  });
  it('packed multi-criterion weights (ties hidden below 2^100)', () => {
    fc.assert(fc.property(graphArb(12, packedWeights), checkOptimal), { seed: 4, numRuns: 400 });
  });
  it('weights around 2^40, where the Float64 engine hands over to the wide one', () => {
    fc.assert(fc.property(graphArb(12, boundaryWeights), checkOptimal), { seed: 5, numRuns: 300 });
  });
});

describe('maxWeightMatching', () => {
  it('depends on the graph and the vertex numbering only: not on the edge order, nor on the weights scale', () => {
    fc.assert(
      fc.property(graphArb(40, fc.oneof(smallWeights, tiedWeights)), fc.integer({ min: 1, max: 1000 }), (g, seed) => {
        for (const maxCardinality of [false, true]) {
          const first = Array.from(maxWeightMatching(g.n, g.edges, { maxCardinality }));
          const shuffled = [...g.edges].sort((a, b) => ((a[0] * 31 + a[1] * seed) % 97) - ((b[0] * 31 + b[1] * seed) % 97)).map(([u, v, w]): WeightedEdge => (seed % 2 ? [v, u, w] : [u, v, w]));
          expect(Array.from(maxWeightMatching(g.n, shuffled, { maxCardinality }))).toEqual(first);
          // the wide engine (weights past 2^40) applies the same rule
          const scaled = g.edges.map(([u, v, w]): WeightedEdge => [u, v, w << 60n]);
          expect(Array.from(maxWeightMatching(g.n, scaled, { maxCardinality }))).toEqual(first);
        }
      }),
      { seed: 7, numRuns: 120 },
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

  it('ties: the lowest vertex takes the lowest partner of any optimum, then the next undecided vertex', () => {
    // a 6-cycle and its chords, every edge of weight 1: all three perfect matchings of the cycle tie
    const cycle: WeightedEdge[] = [[0, 1, 1n], [1, 2, 1n], [2, 3, 1n], [3, 4, 1n], [4, 5, 1n], [5, 0, 1n]];
    expect(Array.from(maxWeightMatching(6, cycle))).toEqual([1, 0, 3, 2, 5, 4]);
    // 0–1 is in no optimum once 1–2 and 0–5 weigh more: 0 takes 5, the lowest it can have
    const heavier: WeightedEdge[] = [[0, 1, 1n], [1, 2, 3n], [2, 3, 1n], [3, 4, 1n], [4, 5, 1n], [5, 0, 3n]];
    expect(Array.from(maxWeightMatching(6, heavier))).toEqual([5, 2, 1, 4, 3, 0]);
    // odd count: someone stays unpaired, the highest vertex the rule leaves
    expect(Array.from(maxWeightMatching(3, [[0, 1, 1n], [1, 2, 1n], [0, 2, 1n]]))).toEqual([1, 0, -1]);
  });

  it('rejects vertices out of range and self-loops', () => {
    expect(() => maxWeightMatching(3, [[0, 3, 1n]])).toThrow(RangeError);
    expect(() => maxWeightMatching(3, [[1, 1, 1n]])).toThrow(RangeError);
  });

  it('keeps the heaviest of parallel edges', () => {
    expect(Array.from(maxWeightMatching(3, [[0, 1, 5n], [1, 2, 6n], [1, 0, 9n], [0, 1, 2n]]))).toEqual([1, 0, -1]);
  });

  it('handles empty and single-vertex graphs', () => {
    expect(Array.from(maxWeightMatching(0, []))).toEqual([]);
    expect(Array.from(maxWeightMatching(1, [], { maxCardinality: true }))).toEqual([-1]);
    expect(Array.from(maxWeightMatching(2, [[0, 1, -4n]]))).toEqual([-1, -1]);
    expect(Array.from(maxWeightMatching(2, [[0, 1, -4n]], { maxCardinality: true }))).toEqual([1, 0]);
  });
});

describe('regressions (graphs that once broke a development version)', () => {
  it('stale outer label after a blossom forms mid-scan (n=9, maxCardinality looped forever)', () => {
    const edges: WeightedEdge[] = [
      [0, 1, 0n], [0, 5, 4n], [0, 6, 4n], [1, 4, 3n], [2, 3, 17n], [2, 6, 11n], [3, 4, 1n],
      [3, 7, 13n], [4, 6, 15n], [4, 8, 1n], [5, 7, 9n], [6, 8, 14n], [7, 8, 5n],
    ];
    checkOptimal({ n: 9, edges });
  });

  it('a blossom of a tree taken apart by an augmentation, expanded as T later in the same stage (n=9)', () => {
    // the cold start's stage goes on after an augmentation: the sub-blossoms of the two trees it
    // took apart must lose their labels too
    const edges: WeightedEdge[] = [
      [0, 1, 28n], [0, 2, 10n], [0, 5, 4n], [0, 7, 8n], [1, 2, 17n], [1, 4, 30n], [1, 5, 7n], [1, 6, 9n],
      [1, 8, 25n], [2, 6, 10n], [3, 5, 7n], [5, 6, 29n], [5, 8, 10n], [6, 7, 26n], [7, 8, 3n],
    ];
    checkOptimal({ n: 9, edges });
  });

  it('expanding a blossom whose children kept labels from a dropped tree (n=10, huge weights)', () => {
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

describe('larger graphs: the same optimum as an independent dense matcher (no brute force)', () => {
  const weight = fc.oneof(smallWeights, tiedWeights, signedWeights, hugeWeights, packedWeights);
  it('graphs up to 120 vertices, both modes', () => {
    fc.assert(
      fc.property(graphArb(120, weight), ({ n, edges }) => {
        for (const maxCardinality of [false, true]) {
          const ours = maxWeightMatching(n, edges, { maxCardinality });
          const dense = denseMaxWeightMatching(n, edges, { maxCardinality });
          expect(isValidMatching(n, edges, ours)).toBe(true);
          expect(matchingSize(ours)).toBe(maxCardinality ? matchingSize(dense) : matchingSize(ours));
          expect(weightOf(edges, ours)).toBe(weightOf(edges, dense));
        }
      }),
      { seed: 8, numRuns: 30 },
    );
  });

  it('multiplying every weight by 2^80 keeps the matching; adding 2^100 keeps the maxCardinality one', () => {
    fc.assert(
      fc.property(graphArb(120, fc.bigInt({ min: -1000n, max: 1000n })), ({ n, edges }) => {
        for (const maxCardinality of [false, true]) {
          const mate = Array.from(maxWeightMatching(n, edges, { maxCardinality }));
          expect(Array.from(maxWeightMatching(n, edges.map(([u, v, w]): WeightedEdge => [u, v, w << 80n]), { maxCardinality }))).toEqual(mate);
        }
        const card = Array.from(maxWeightMatching(n, edges, { maxCardinality: true }));
        expect(Array.from(maxWeightMatching(n, edges.map(([u, v, w]): WeightedEdge => [u, v, w + P100]), { maxCardinality: true }))).toEqual(card);
      }),
      { seed: 10, numRuns: 30 },
    );
  });
});
