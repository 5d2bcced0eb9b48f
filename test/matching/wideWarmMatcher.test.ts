import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForceMaxWeight } from './bruteForce';
import { denseMaxWeightMatching } from './weightedMatcher';
import { WideWarmMatcher } from '../../src/core/matching/wideWarmMatcher';
import { limbsFor, wideAddAt, wideFromBigInt, wideNormalize, wideToBigInt } from '../../src/core/matching/wideInt';

describe('wide integers', () => {
  it('round-trip through limbs, negative values included', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 300n), max: 1n << 300n }), (x) => {
        const L = limbsFor(301);
        const a = new Float64Array(L);
        wideFromBigInt(x, a, 0, L);
        expect(wideToBigInt(a, 0, L)).toBe(x);
      }),
      { seed: 1, numRuns: 300 },
    );
  });

  it('add small values at any bit with carries and borrows', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(1n << 200n), max: 1n << 200n }),
        fc.array(fc.tuple(fc.nat(190), fc.integer({ min: -(2 ** 40), max: 2 ** 40 })), { maxLength: 12 }),
        (x, adds) => {
          const L = limbsFor(260);
          const a = new Float64Array(L);
          wideFromBigInt(x, a, 0, L);
          let want = x;
          for (const [bit, v] of adds) {
            wideAddAt(a, 0, L, bit, v);
            want += BigInt(v) << BigInt(bit);
          }
          expect(wideToBigInt(a, 0, L)).toBe(want);
        },
      ),
      { seed: 2, numRuns: 300 },
    );
  });

  it('normalise digits that left their range', () => {
    const L = 4;
    const a = new Float64Array([3, 2 ** 49, -5, 2 ** 48 + 7]);
    const want = (3n << 144n) + (1n << 145n) - (5n << 48n) + (1n << 48n) + 7n;
    wideNormalize(a, 0, L);
    expect(wideToBigInt(a, 0, L)).toBe(want);
    for (let i = 1; i < L; i++) expect(a[i]! >= 0 && a[i]! < 2 ** 48).toBe(true);
  });
});

const weightOf = (w: readonly (readonly bigint[])[], mate: readonly number[]): bigint => {
  let t = 0n;
  for (let i = 0; i < mate.length; i++) if (mate[i]! > i) t += w[i]![mate[i]!]!;
  return t;
};

/** The heaviest perfect matching of the complete graph on w (exhaustive). */
const bestPerfect = (w: readonly (readonly bigint[])[]): bigint => {
  const edges: [number, number, bigint][] = [];
  for (let i = 0; i < w.length; i++) for (let j = i + 1; j < w.length; j++) edges.push([i, j, w[i]![j]!]);
  return bruteForceMaxWeight(w.length, edges).maxWeightAtMaxSize;
};

const P100 = 1n << 100n;
const weightKinds = {
  small: fc.bigInt({ min: 0n, max: 30n }),
  signed: fc.bigInt({ min: -20n, max: 20n }),
  huge: fc.bigInt({ min: -P100 * 64n, max: P100 * 64n }),
  /** Dutch-like packing: a few small criteria in far-apart bit fields (many near-ties). */
  packed: fc
    .tuple(fc.bigInt({ min: 0n, max: 3n }), fc.bigInt({ min: 0n, max: 3n }), fc.bigInt({ min: -2n, max: 7n }))
    .map(([a, b, c]) => (a << 500n) + (b << 250n) + c),
} as const;

/** A batch of edge changes, edge (a % n, b % n) gets weight w. */
const batches = (weight: fc.Arbitrary<bigint>) =>
  fc.array(fc.array(fc.tuple(fc.nat(11), fc.nat(11), weight), { minLength: 1, maxLength: 25 }), { minLength: 1, maxLength: 8 });

/**
 * After every batch the warm re-solve must be a perfect matching of the heaviest weight (brute
 * force), and equal what a fresh matcher finds.
 */
function checkBatches(half: number, seq: readonly (readonly [number, number, bigint])[][]): void {
  const n = 2 * half;
  const L = limbsFor(520);
  const w: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
  const m = new WideWarmMatcher(n, L);
  for (let i = 0; i < n; i++) expect(m.addVertex()).toBe(i);
  for (const batch of seq) {
    for (const [a, b, x] of batch) {
      const i = a % n;
      const j = b % n;
      if (i === j) continue;
      w[i]![j] = w[j]![i] = x;
      m.setWeightBig(i, j, x);
    }
    m.solve();
    const mate = Array.from({ length: n }, (_, v) => m.mateOf(v));
    for (let v = 0; v < n; v++) {
      expect(mate[v]).toBeGreaterThanOrEqual(0);
      expect(mate[mate[v]!]).toBe(v);
    }
    const best = bestPerfect(w);
    expect(weightOf(w, mate)).toBe(best);
    const fresh = new WideWarmMatcher(n, L);
    for (let i = 0; i < n; i++) fresh.addVertex();
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) fresh.setWeightBig(i, j, w[i]![j]!);
    fresh.solve();
    expect(weightOf(w, Array.from({ length: n }, (_, v) => fresh.mateOf(v)))).toBe(best);
  }
}

describe('WideWarmMatcher: warm re-solves equal the brute-force optimum (up to 12 vertices)', () => {
  for (const [name, arb] of Object.entries(weightKinds)) {
    it(`${name} weights`, () => {
      fc.assert(fc.property(fc.integer({ min: 1, max: 6 }), batches(arb), checkBatches), { seed: Number(process.env.SEED ?? 7), numRuns: Number(process.env.RUNS ?? 120) });
    });
  }
});

describe('WideWarmMatcher: vertices join and leave between solves', () => {
  /**
   * Steps on a pool of up to 12 labelled vertices: add two, remove two, retire a matched pair,
   * or re-weight edges; after each step the solution is checked against brute force over the
   * vertices still in the graph.
   */
  type Step = { kind: 'add' } | { kind: 'remove' } | { kind: 'retire' } | { kind: 'weights'; changes: [number, number, bigint][] };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constant({ kind: 'add' as const }),
    fc.constant({ kind: 'remove' as const }),
    fc.constant({ kind: 'retire' as const }),
    fc.array(fc.tuple(fc.nat(11), fc.nat(11), weightKinds.packed), { minLength: 1, maxLength: 10 }).map((changes) => ({ kind: 'weights' as const, changes })),
  );

  it('stays optimal through additions, removals and retirements', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 1n << 40n }), { minLength: 144, maxLength: 144 }), fc.array(step, { minLength: 1, maxLength: 14 }), (init, steps) => {
        const L = limbsFor(520);
        const m = new WideWarmMatcher(12, L);
        const weight = new Map<string, bigint>();
        const key = (a: number, b: number): string => (a < b ? `${a},${b}` : `${b},${a}`);
        let counter = 0;
        const add = (): void => {
          const x = m.addVertex();
          for (const y of m.vertices()) {
            if (y === x) continue;
            const w = init[(counter++ * 7) % 144]!;
            weight.set(key(x, y), w);
            m.setWeightBig(x, y, w);
          }
        };
        add();
        add();
        m.solve();
        for (const s of steps) {
          const vs = m.vertices().sort((a, b) => a - b);
          if (s.kind === 'add' && vs.length <= 10) {
            add();
            add();
          } else if (s.kind === 'remove' && vs.length >= 2) {
            m.removeVertex(vs[0]!);
            m.removeVertex(vs[vs.length - 1]!);
          } else if (s.kind === 'retire' && vs.length >= 2) {
            const a = vs[0]!;
            m.retirePair(a, m.mateOf(a));
          } else if (s.kind === 'weights') {
            for (const [a, b, w] of s.changes) {
              const u = vs[a % Math.max(1, vs.length)];
              const v = vs[b % Math.max(1, vs.length)];
              if (u === undefined || v === undefined || u === v) continue;
              weight.set(key(u, v), w);
              m.setWeightBig(u, v, w);
            }
          }
          m.solve();
          const now = m.vertices().sort((a, b) => a - b);
          const local = new Map(now.map((v, i) => [v, i]));
          const w: bigint[][] = now.map((a) => now.map((b) => (a === b ? 0n : weight.get(key(a, b))!)));
          const mate = now.map((v) => local.get(m.mateOf(v))!);
          for (let i = 0; i < now.length; i++) expect(mate[mate[i]!]).toBe(i);
          expect(weightOf(w, mate)).toBe(bestPerfect(w));
        }
      }),
      { seed: Number(process.env.SEED ?? 3), numRuns: Number(process.env.RUNS ?? 150) },
    );
  });
});

describe('WideWarmMatcher: each distinct weight held once (interned by value)', () => {
  /**
   * Pair weights drawn from a small pool, rewritten over and over, so that values are shared by
   * many pairs, dropped by all of them (their entry freed and reused by another value), and
   * interned past the table's first size and its first lookup size (64 values, 256 buckets); and
   * every value doubled between batches (the stages' rescaling), after which the values set are
   * still found by the values as given. After each batch every pair must still read back the weight it was given
   * and the warm re-solve must be optimal (brute force), with each value held once. Fails when an
   * entry still held by a pair is freed or reused, when a value no pair holds is kept, or when the
   * lookup misses a value after the rescaling (it is then held twice) or finds the wrong one.
   */
  const pool = (seed: number): bigint[] =>
    Array.from({ length: 400 }, (_, i) => {
      const x = BigInt((i * 2654435761 + seed * 97) % 1000003);
      return i % 3 === 0 ? x : (x << BigInt(200 + (i % 7) * 40)) + BigInt(i % 5) * 3n + 1n;
    });

  it('pairs keep their values through sharing, release, reuse and rescaling', () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 399 }), fc.integer({ min: 1, max: 40 }), fc.boolean(), fc.boolean()), { minLength: 2, maxLength: 12 }),
        (seed, half, batches) => {
          const n = 2 * half;
          const values = pool(seed);
          const L = limbsFor(520);
          const m = new WideWarmMatcher(n, L);
          for (let i = 0; i < n; i++) m.addVertex();
          const w: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
          for (const [start, spread, together, rescale] of batches) {
            // The stages double every value when half an S–S slack would be odd (rarely, and mostly
            // halved back by the end of the solve): done here directly, between solves, so that the
            // values set next are looked up among the doubled ones.
            if (rescale) (m as unknown as { scaleUp(): void }).scaleUp();
            let k = 0;
            for (let i = 0; i < n; i++) {
              for (let j = i + 1; j < n; j++) {
                // together: every pair on one value (all others released); else spread over the pool
                const x = values[(start + (together ? 0 : (k++ * spread) % 400)) % 400]!;
                w[i]![j] = w[j]![i] = x;
                m.setWeightBig(i, j, x);
              }
            }
            // and a run of fresh values through one pair: each replaces (and frees) the one before
            for (let r = 0; r < 300; r++) m.setWeightBig(0, 1, values[(start + r) % 400]! + BigInt(r));
            m.setWeightBig(0, 1, w[0]![1]!);
            m.solve();
            const held = new Set<bigint>();
            for (let i = 0; i < n; i++) {
              for (let j = 0; j < n; j++) {
                if (i === j) continue;
                expect(m.weightBig(i, j)).toBe(w[i]![j]!);
                if (w[i]![j] !== 0n) held.add(w[i]![j]!);
              }
            }
            // each value once (the lookup finds it after a rescale), none left behind by its pairs
            expect(m.distinctWeights).toBe(held.size);
            const mate = Array.from({ length: n }, (_, v) => m.mateOf(v));
            for (let v = 0; v < n; v++) expect(mate[mate[v]!]).toBe(v);
            expect(weightOf(w, mate)).toBe(bestPerfect(w));
          }
        },
      ),
      { seed: Number(process.env.SEED ?? 11), numRuns: Number(process.env.RUNS ?? 60) },
    );
  });
});

describe('WideWarmMatcher: equal duals known by class', () => {
  /**
   * Rows like a late Dutch round's: vertices in a few groups, every pair of two groups of one of
   * a few wide weights, so that most least-slack comparisons are ties between vertices of equal
   * duals. A row is rewritten and the round re-solved warm, again and again; after each solve the
   * duals must be feasible for every pair (blossom duals counted) and the matching as heavy as an
   * independent dense matcher's. Fails when two vertices are taken for equal after one of their
   * duals moved alone, or after a dual update moved them apart (one S, the other T or unlabelled):
   * a tie then hides a smaller slack and the dual update goes past it.
   */
  const values = [1n, (1n << 300n) + 5n, (1n << 300n) + (1n << 150n), (2n << 300n) + 3n, (2n << 300n) + (1n << 151n) + 1n];
  it('stays feasible and optimal through warm re-solves full of ties', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 20 }),
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 25, maxLength: 25 }),
        fc.array(fc.tuple(fc.nat(39), fc.nat(24), fc.nat(39)), { minLength: 10, maxLength: 30 }),
        (half, groups, table, changes) => {
          const n = 2 * half;
          const L = limbsFor(320);
          const m = new WideWarmMatcher(n, L);
          for (let i = 0; i < n; i++) m.addVertex();
          const w: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
          const set = (i: number, j: number, x: bigint): void => {
            w[i]![j] = w[j]![i] = x;
            m.setWeightBig(i, j, x);
          };
          const group = (v: number): number => v % groups;
          for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) set(i, j, values[table[group(i) * 5 + group(j)]!]!);
          const check = (): void => {
            m.solve();
            expect(m.dualsFeasible()).toBe(true);
            const mate = Array.from({ length: n }, (_, v) => m.mateOf(v));
            for (let v = 0; v < n; v++) expect(mate[mate[v]!]).toBe(v);
            const edges: [number, number, bigint][] = [];
            for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) edges.push([i, j, w[i]![j]!]);
            const best = Array.from(denseMaxWeightMatching(n, edges));
            expect(weightOf(w, mate)).toBe(weightOf(w, best));
          };
          check();
          // a row moved to another group's weights (a player's colour or float changed), or one pair
          for (const [u0, pick, v0] of changes) {
            const u = u0 % n;
            if (pick % 2 === 0) {
              const g = pick % groups;
              for (let j = 0; j < n; j++) if (j !== u) set(u, j, values[table[g * 5 + group(j)]!]!);
            } else if (v0 % n !== u) set(u, v0 % n, values[pick % 5]!);
            check();
          }
        },
      ),
      { seed: Number(process.env.SEED ?? 6), numRuns: Number(process.env.RUNS ?? 200) },
    );
  });
});

describe('WideWarmMatcher: partners exchanged without a solve', () => {
  /**
   * `exchangePartners(a, c)` re-pairs a–a', c–c' as a–c, a'–c' only when it can prove the result
   * another optimum. On graphs full of ties (a few groups, one of a few weights per pair of
   * groups): every exchange it makes leaves a perfect matching as heavy as an independent dense
   * matcher's, with the same duals still feasible and complementary, so that a warm re-solve after
   * a row changes is optimal again; every exchange it refuses changes nothing. Fails when it
   * exchanges onto a slack edge (the matching gets lighter) or leaves the duals wrong for the warm
   * start.
   */
  const values = [1n, (1n << 300n) + 5n, (1n << 300n) + (1n << 150n), (2n << 300n) + 3n, (2n << 300n) + (1n << 151n) + 1n];
  it('an exchange made is another optimum, and warm re-solves go on from it', () => {
    let made = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 16, maxLength: 16 }),
        fc.array(fc.tuple(fc.nat(23), fc.nat(23), fc.nat(15)), { minLength: 5, maxLength: 25 }),
        (half, groups, table, steps) => {
          const n = 2 * half;
          const m = new WideWarmMatcher(n, limbsFor(320));
          for (let i = 0; i < n; i++) m.addVertex();
          const w: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
          const set = (i: number, j: number, x: bigint): void => {
            w[i]![j] = w[j]![i] = x;
            m.setWeightBig(i, j, x);
          };
          for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) set(i, j, values[table[(i % groups) * 4 + (j % groups)]! % 5]!);
          const optimum = (): bigint => {
            const edges: [number, number, bigint][] = [];
            for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) edges.push([i, j, w[i]![j]!]);
            return weightOf(w, Array.from(denseMaxWeightMatching(n, edges)));
          };
          const mates = (): number[] => Array.from({ length: n }, (_, v) => m.mateOf(v));
          m.solve();
          for (const [a0, c0, change] of steps) {
            const a = a0 % n;
            const c = c0 % n;
            if (a === c) continue;
            const before = mates();
            if (m.exchangePartners(a, c)) {
              made++;
              const after = mates();
              expect(after[a]).toBe(c);
              expect(after[before[a]!]).toBe(before[c]);
              for (let v = 0; v < n; v++) expect(after[after[v]!]).toBe(v);
              expect(weightOf(w, after)).toBe(optimum());
              expect(m.dualsFeasible()).toBe(true);
              expect(m.settled).toBe(true);
            } else {
              refused++;
              expect(mates()).toEqual(before);
            }
            // a row changes and the matching is re-solved warm from whatever it holds
            if (change < 4) {
              for (let j = 0; j < n; j++) if (j !== a) set(a, j, values[table[change * 4 + (j % groups)]! % 5]!);
              m.solve();
              expect(weightOf(w, mates())).toBe(optimum());
            }
          }
        },
      ),
      { seed: Number(process.env.SEED ?? 8), numRuns: Number(process.env.RUNS ?? 150) },
    );
    expect(made).toBeGreaterThan(40);
    expect(refused).toBeGreaterThan(100);
  });
});

describe('WideWarmMatcher: a dual update of delta 0 taken as the expansion it is', () => {
  /**
   * Blossoms made in one stage keep dual 0 and are often expanded as T blossoms in a later stage:
   * a dual update of delta 0. The stage takes it without computing the update (no delta2 or delta3
   * candidate can be tight before the duals first move in a stage). Two matchers, one computing
   * every update in full, get the same rows rewritten and re-solved warm (a late Dutch round's
   * ties): after every solve the same mate of every vertex and the same duals (as fractions: the
   * odd-slack doubling may come later on one of them). Fails when the first blossom of dual 0 is
   * not the one the full update expands, or when a tight candidate is passed over.
   */
  const values = [1n, (1n << 300n) + 5n, (1n << 300n) + (1n << 150n), (2n << 300n) + 3n, (2n << 300n) + (1n << 151n) + 1n, (2n << 300n) + 4n];
  it('gives the matchings and duals of the full update', () => {
    let taken = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 20 }),
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 25, maxLength: 25 }),
        fc.array(fc.tuple(fc.nat(39), fc.nat(24), fc.nat(39)), { minLength: 10, maxLength: 30 }),
        (half, groups, table, changes) => {
          const n = 2 * half;
          const L = limbsFor(320);
          const fast = new WideWarmMatcher(n, L);
          const full = new WideWarmMatcher(n, L);
          full.skipZeroDualUpdates = false;
          for (let i = 0; i < n; i++) {
            fast.addVertex();
            full.addVertex();
          }
          const set = (i: number, j: number, x: bigint): void => {
            fast.setWeightBig(i, j, x);
            full.setWeightBig(i, j, x);
          };
          const group = (v: number): number => v % groups;
          for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) set(i, j, values[table[group(i) * 5 + group(j)]!]!);
          const check = (): void => {
            fast.solve();
            full.solve();
            for (let v = 0; v < n; v++) {
              expect(fast.mateOf(v)).toBe(full.mateOf(v));
              const a = fast.dualBig(v);
              const b = full.dualBig(v);
              expect(a.num << BigInt(b.den)).toBe(b.num << BigInt(a.den));
            }
          };
          check();
          for (const [u0, pick, v0] of changes) {
            const u = u0 % n;
            if (pick % 2 === 0) {
              const g = pick % groups;
              for (let j = 0; j < n; j++) if (j !== u) set(u, j, values[table[g * 5 + group(j)]!]!);
            } else if (v0 % n !== u) set(u, v0 % n, values[pick % 6]!);
            check();
          }
          expect(full.zeroDualUpdates).toBe(0);
          taken += fast.zeroDualUpdates;
        },
      ),
      { seed: Number(process.env.SEED ?? 11), numRuns: Number(process.env.RUNS ?? 200) },
    );
    // the case the test is about happened
    expect(taken).toBeGreaterThan(0);
  });
});

/** A matcher on the complete graph of w, solved. */
const solvedOn = (w: readonly (readonly bigint[])[], setup: (m: WideWarmMatcher) => void = () => {}): WideWarmMatcher => {
  const n = w.length;
  const m = new WideWarmMatcher(n, limbsFor(520));
  setup(m);
  for (let i = 0; i < n; i++) m.addVertex();
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) m.setWeightBig(i, j, w[i]![j]!);
  m.solve();
  return m;
};
/** The top-level blossom holding each vertex (protected state, read for the test). */
const tops = (m: WideWarmMatcher, n: number): number[] => {
  const inblossom = (m as unknown as { inblossom: Int32Array }).inblossom;
  return Array.from({ length: n }, (_, v) => inblossom[v]!);
};
/** The index of pair i < j among the pairs of 12 vertices (0..65). */
const pairIndex = (i: number, j: number): number => (i * (23 - i)) / 2 + (j - i - 1);
const matesOf = (m: WideWarmMatcher, n: number): number[] => Array.from({ length: n }, (_, v) => m.mateOf(v));
const symmetric = (n: number, at: (i: number, j: number) => bigint): bigint[][] => {
  const w: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) w[i]![j] = w[j]![i] = at(i, j);
  return w;
};

describe('WideWarmMatcher: a row lowered by a common amount keeps its pair', () => {
  /**
   * The Dutch S1/S2 split lowers each S1 player's row by its B.3 nudge, edge by edge, the matched
   * edge anywhere in the row. The dual follows the matched edge at once; the rest of the row is
   * checked when the solve starts (checked at once, the edges not yet lowered looked infeasible and
   * the vertex was freed). Lowering a whole row by c lowers every perfect matching by c: the
   * matching in hand stays optimal and nobody is freed.
   */
  it('the matched edge written first: no vertex freed, the same optimum', () => {
    let followed = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.array(weightKinds.packed, { minLength: 66, maxLength: 66 }),
        fc.nat(11),
        fc.bigInt({ min: 1n, max: 1n << 40n }),
        (half, flat, pick, c) => {
          const n = 2 * half;
          const w = symmetric(n, (i, j) => flat[pairIndex(i, j)]! + (1n << 510n));
          const m = solvedOn(w);
          const s = pick % n;
          const partner = m.mateOf(s);
          const top = tops(m, n);
          if (top[s] !== s || top[partner] !== partner) return; // a vertex of a blossom: its dual does not follow the edge
          followed++;
          const before = matesOf(m, n);
          // the matched edge first, then the others in slot order
          const order = [partner, ...Array.from({ length: n }, (_, j) => j).filter((j) => j !== s && j !== partner)];
          for (const j of order) {
            w[s]![j] = w[j]![s] = w[s]![j]! - c;
            m.setWeightBig(s, j, w[s]![j]!);
          }
          m.solve();
          expect(m.lastFreed).toBe(0);
          expect(matesOf(m, n)).toEqual(before);
          expect(weightOf(w, matesOf(m, n))).toBe(bestPerfect(w));
        },
      ),
      { seed: 11, numRuns: 150 },
    );
    expect(followed).toBeGreaterThan(50);
  });
});

describe('WideWarmMatcher: an edge changed inside a blossom', () => {
  /**
   * Its slack is not its reduced cost: the blossoms holding both ends are dissolved (duals spread
   * into their vertices), then the edge is judged like any other. A lighter edge that was not
   * matched then frees nobody; before, one end was freed (and with it, edge by edge, every vertex
   * of a blossom that rewritten rows ran through).
   */
  it('a lighter unmatched edge frees nobody, and the re-solve is optimal', () => {
    let inside = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.array(fc.bigInt({ min: 0n, max: 6n }), { minLength: 66, maxLength: 66 }),
        fc.array(fc.tuple(fc.nat(11), fc.nat(11), fc.bigInt({ min: 1n, max: 5n })), { minLength: 1, maxLength: 12 }),
        (half, flat, changes) => {
          const n = 2 * half;
          const w = symmetric(n, (i, j) => flat[pairIndex(i, j)]!);
          const m = solvedOn(w);
          for (const [a, b, c] of changes) {
            const i = a % n;
            const j = b % n;
            const top = tops(m, n);
            if (i === j || top[i] !== top[j] || top[i] === i || m.mateOf(i) === j) continue;
            inside++;
            w[i]![j] = w[j]![i] = w[i]![j]! - c;
            m.setWeightBig(i, j, w[i]![j]!);
            m.solve();
            expect(m.lastFreed).toBe(0);
            expect(weightOf(w, matesOf(m, n))).toBe(bestPerfect(w));
          }
        },
      ),
      { seed: 12, numRuns: 400 },
    );
    expect(inside).toBeGreaterThan(20);
  });
});

describe('WideWarmMatcher: the fresh start of a solve that freed (nearly) every vertex', () => {
  /**
   * Weights of few values (players' states in a score group: a class weight for each pair of
   * classes) and a hub whose edge is the heaviest of many (the bye's dummy): half the heaviest edge
   * makes the best class pairs tight, they are paired before any stage, the hub is raised. The
   * optimum must be the brute-force one, after the first solve and after every row is rewritten
   * (a new bracket), with the start taken; and the same weight with the start turned off.
   */
  it('equals the brute-force optimum, start taken and not', () => {
    let taken = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 12, maxLength: 12 }),
        fc.array(fc.bigInt({ min: 1n, max: 9n }), { minLength: 9, maxLength: 9 }),
        fc.constantFrom('none', 'first', 'last'),
        fc.bigInt({ min: 0n, max: 3n }),
        (half, classOf, table, hubAt, lift) => {
          const n = 2 * half;
          const cls = (v: number): number => classOf[v]!;
          // the hub (everyone's heaviest edge) first or last: the duals are fixed in slot order
          const hub = hubAt === 'none' ? -1 : hubAt === 'first' ? 0 : n - 1;
          const at = (i: number, j: number, extra: bigint): bigint => {
            if (i === hub || j === hub) return 40n + extra;
            const [a, b] = cls(i) < cls(j) ? [cls(i), cls(j)] : [cls(j), cls(i)];
            return (table[a * 3 + b]! << 2n) + extra;
          };
          for (const on of [true, false]) {
            let w = symmetric(n, (i, j) => at(i, j, 0n));
            const m = solvedOn(w, (x) => {
              x.freshStartMinimum = 4;
              x.halfHeaviestStart = on;
            });
            expect(weightOf(w, matesOf(m, n))).toBe(bestPerfect(w));
            expect(m.dualsFeasible()).toBe(true);
            // every row rewritten, as a new bracket's weights are
            w = symmetric(n, (i, j) => at(i, j, lift * BigInt((i + j) % 2)));
            for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) m.setWeightBig(i, j, w[i]![j]!);
            m.solve();
            const mate = matesOf(m, n);
            for (let v = 0; v < n; v++) expect(mate[mate[v]!]).toBe(v);
            expect(weightOf(w, mate)).toBe(bestPerfect(w));
            expect(m.dualsFeasible()).toBe(true);
            if (on) taken += m.halfHeaviestStarts;
            else expect(m.halfHeaviestStarts).toBe(0);
          }
        },
      ),
      { seed: 13, numRuns: 300 },
    );
    expect(taken).toBeGreaterThan(100);
  });
});

describe('WideWarmMatcher: the fresh start sets aside the few vertices that many prefer', () => {
  /**
   * A late Dutch bracket's shape: bracket players A of two colour kinds (a white-seeker and a
   * black-seeker weigh 50 together, two of a kind 45), the flat rest B (a rest pair weighs a
   * class value below 30, a rest vertex and a bracket player 30). The first round pairs the kinds;
   * the white-seekers left over pair among themselves; every rest vertex's heaviest edge then goes
   * to them, a few vertices tied, and half that edge leaves no rest pair tight. The start sets them
   * aside (shared hubs) and pairs the rest by class. The optimum must be the one found with the
   * start turned off, and the duals feasible.
   */
  it('pairs the rest among themselves, and solves to the optimum found without the start', () => {
    let shared = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 9 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 100, max: 130 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 140, maxLength: 140 }),
        fc.array(fc.bigInt({ min: 1n, max: 7n }), { minLength: 9, maxLength: 9 }),
        (whites, blacks, rest, classOf, table) => {
          const bracket = whites + blacks;
          const n = bracket + rest + ((bracket + rest) % 2);
          const kind = (v: number): 'white' | 'black' | 'rest' => (v < whites ? 'white' : v < bracket ? 'black' : 'rest');
          const at = (i: number, j: number): bigint => {
            const [a, b] = [kind(i), kind(j)];
            if (a !== 'rest' && b !== 'rest') return a === b ? 45n : 50n;
            if (a !== 'rest' || b !== 'rest') return 30n;
            const [c, d] = classOf[i]! < classOf[j]! ? [classOf[i]!, classOf[j]!] : [classOf[j]!, classOf[i]!];
            return table[c * 3 + d]! << 2n;
          };
          const w = symmetric(n, at);
          const on = solvedOn(w);
          const off = solvedOn(w, (m) => {
            m.halfHeaviestStart = false;
          });
          expect(on.halfHeaviestStarts).toBe(1);
          expect(weightOf(w, matesOf(on, n))).toBe(weightOf(w, matesOf(off, n)));
          expect(on.dualsFeasible()).toBe(true);
          shared += on.sharedHubRounds;
        },
      ),
      { seed: 17, numRuns: 25 },
    );
    expect(shared).toBeGreaterThan(10);
  });
});

describe('WideWarmMatcher: a re-solve scans first the S vertex tight to the other root', () => {
  /**
   * One pair changed frees two vertices; an S vertex labelled with a tight edge to the other
   * tree's root is scanned before the rest of the queue. Weights of few values (many tight edges,
   * large trees), single pairs changed: after every re-solve the heaviest perfect matching (brute
   * force), for the matcher with the watch and the one without.
   */
  it('equals the brute-force optimum, watch on and off', () => {
    let urgent = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 12, maxLength: 12 }),
        fc.array(fc.bigInt({ min: 1n, max: 4n }), { minLength: 9, maxLength: 9 }),
        fc.array(fc.tuple(fc.nat(11), fc.nat(11), fc.bigInt({ min: 0n, max: 6n })), { minLength: 5, maxLength: 20 }),
        (half, classOf, table, changes) => {
          const n = 2 * half;
          const at = (i: number, j: number): bigint => {
            const [a, b] = classOf[i]! < classOf[j]! ? [classOf[i]!, classOf[j]!] : [classOf[j]!, classOf[i]!];
            return table[a * 3 + b]!;
          };
          const w = symmetric(n, at);
          const watched = solvedOn(w);
          const plain = solvedOn(w, (m) => {
            m.watchRoots = false;
          });
          for (const [a, b, x] of changes) {
            const i = a % n;
            const j = b % n;
            if (i === j) continue;
            w[i]![j] = w[j]![i] = x;
            watched.setWeightBig(i, j, x);
            plain.setWeightBig(i, j, x);
            watched.solve();
            plain.solve();
            const best = bestPerfect(w);
            expect(weightOf(w, matesOf(watched, n))).toBe(best);
            expect(weightOf(w, matesOf(plain, n))).toBe(best);
            expect(watched.dualsFeasible()).toBe(true);
          }
          expect(plain.urgentScans).toBe(0);
          urgent += watched.urgentScans;
        },
      ),
      { seed: 19, numRuns: 200 },
    );
    expect(urgent).toBeGreaterThan(50);
  });
});
