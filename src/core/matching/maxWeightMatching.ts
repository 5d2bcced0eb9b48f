import { MAX_VERTICES } from './blossomForest';
import { NumberWarmMatcher } from './numberWarmMatcher';
import { WideWarmMatcher } from './wideWarmMatcher';
import { LIMB_BITS, wideFromBigInt } from './wideInt';

/** An undirected weighted edge: [u, v, weight]. */
export type WeightedEdge = readonly [number, number, bigint];

export interface MatchOptions {
  /** Among maximum-cardinality matchings, return a heaviest one (default false: heaviest overall). */
  readonly maxCardinality?: boolean;
}

/**
 * Perfect-matching weights (doubled, plus the tie test's 1) up to this go to the Float64 engine
 * (NumberWarmMatcher takes weights below 2^44; the margin leaves room for its odd-slack
 * rescaling), larger ones to the wide one.
 */
const FLOAT_LIMIT = 2n ** 41n;
/** Bits left free above the heaviest weight in the wide engine's top limb (doubling, dual excursions). */
const WIDE_HEADROOM = 12;

/** What the tie rule needs of a warm engine holding the perfect-matching instance. */
interface Engine {
  /** Edge {u,v} takes part (its perfect-matching weight is positive). */
  isEdge(u: number, v: number): boolean;
  /** Edge {u,v} weighs its doubled perfect-matching weight plus `extra` (the tie test's 1), or 0 (null). */
  set(u: number, v: number, extra: 0 | 1 | null): void;
  solve(): void;
  /** v's partner across an edge that takes part, or -1. */
  mateOf(v: number): number;
  retirePair(a: number, b: number): void;
  canBeOptimal(u: number, v: number): boolean;
}

/**
 * A maximum-weight matching of a general graph; mate[v] = partner or -1. With `maxCardinality`,
 * the heaviest among the maximum-cardinality matchings. Parallel edges keep the heaviest;
 * self-loops and vertices out of range throw RangeError. Only edges of positive weight are ever
 * used without `maxCardinality` (the others add nothing); with it, any edge.
 *
 * Tie rule: of all the optimal matchings, the one whose mate vector is lexicographically
 * smallest, an unpaired vertex counting as paired with n: vertex 0 gets the lowest-numbered
 * partner it has in any optimal matching (unpaired only when it is in all of them), then the
 * lowest-numbered vertex not yet decided gets the lowest partner it has in any optimal matching
 * that keeps the pairs decided so far, and so on. The answer is thus a function of the weighted
 * graph and the vertex numbering alone (not of the edge order, nor of the engine).
 *
 * Served by the warm engine's cold start as a maximum-weight PERFECT matching of the complete
 * graph (a dummy vertex when n is odd; a pair that is no edge weighs 0 and counts as unpaired).
 * Any matching completes to one of the same weight; with `maxCardinality` each edge weighs
 * s + K, s = w − min + 1 ≤ span and K = ⌊n/2⌋·span, so one more edge outweighs any difference in
 * s. Weights are doubled: adding 1 to one edge keeps exactly the optimal matchings that hold it.
 * The tie rule tries, vertex after vertex, each lower partner whose edge is tight under the
 * optimal duals that way (a warm re-solve), and retires the pair decided.
 */
export function maxWeightMatching(vertexCount: number, edges: readonly WeightedEdge[], options: MatchOptions = {}): Int32Array {
  const n = vertexCount;
  if (!Number.isInteger(n) || n < 0 || n > MAX_VERTICES) throw new RangeError(`matching: bad vertex count ${n}`);
  // heaviest[u·n + v] = 1 + the index of the heaviest edge {u,v} (both orders), 0 = none
  const heaviest = new Int32Array(n * n);
  let lo = 0n;
  let hi = 0n;
  for (const [i, [u, v, w]] of edges.entries()) {
    for (const x of [u, v]) {
      if (!Number.isInteger(x) || x < 0 || x >= n) throw new RangeError(`matching: vertex ${x} out of range 0..${n - 1}`);
    }
    if (u === v) throw new RangeError(`matching: self-loop at vertex ${u}`);
    const old = heaviest[u * n + v]!;
    if (old === 0 || w > edges[old - 1]![2]) heaviest[u * n + v] = heaviest[v * n + u] = i + 1;
    if (i === 0 || w < lo) lo = w;
    if (i === 0 || w > hi) hi = w;
  }
  const mate = new Int32Array(n).fill(-1);
  const card = options.maxCardinality === true;
  if (edges.length === 0 || (!card && hi <= 0n)) return mate;
  const span = hi - lo + 1n;
  const lift = BigInt(n >> 1) * span;
  /** Edge {u,v}'s weight in the perfect matching, doubled; 0 when it is no edge or takes no part. */
  const perfect = (u: number, v: number): bigint => {
    const i = heaviest[u * n + v]!;
    if (i === 0) return 0n;
    const w = edges[i - 1]![2];
    return 2n * (card ? w - lo + 1n + lift : w > 0n ? w : 0n);
  };
  const top = 2n * (card ? span + lift : hi) + 1n;
  // below FLOAT_LIMIT the same weights as doubles, converted from w − lo: w may be far from them
  const low = card ? Number(1n + lift) : 0;
  const perfectNumber = (u: number, v: number): number => {
    const i = heaviest[u * n + v]!;
    if (i === 0) return 0;
    const w = edges[i - 1]![2];
    return 2 * (card ? Number(w - lo) + low : w > 0n ? Number(w) : 0);
  };
  const engine = top <= FLOAT_LIMIT ? floatEngine(n, perfectNumber) : wideEngine(n, top, perfect);
  engine.solve();
  const decided = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (decided[i]) continue;
    decided[i] = 1;
    let partner = engine.mateOf(i);
    for (let j = 0; j < (partner === -1 ? n : partner); j++) {
      if (decided[j] || !engine.isEdge(i, j) || !engine.canBeOptimal(i, j)) continue;
      engine.set(i, j, 1);
      engine.solve();
      if (engine.mateOf(i) === j) {
        partner = j;
        break;
      }
      engine.set(i, j, 0); // the optimum found stays optimal: only an edge outside it got lighter
    }
    if (partner === -1) {
      // unpaired in every optimal matching: its edges take no more part
      for (let j = 0; j < n; j++) if (!decided[j] && engine.isEdge(i, j)) engine.set(i, j, null);
    } else {
      mate[i] = partner;
      mate[partner] = i;
      decided[partner] = 1;
      engine.retirePair(i, partner);
      engine.solve();
    }
  }
  return mate;
}

/** Weights below FLOAT_LIMIT: NumberWarmMatcher (it adds the dummy vertex itself). */
function floatEngine(n: number, perfect: (u: number, v: number) => number): Engine {
  const weight = new Float64Array(n * n);
  const m = new NumberWarmMatcher(n);
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      const w = perfect(u, v);
      weight[u * n + v] = weight[v * n + u] = w;
      if (w > 0) m.setWeight(u, v, w);
    }
  }
  m.coldStart();
  return {
    isEdge: (u, v) => weight[u * n + v]! > 0,
    set: (u, v, extra) => m.setWeight(u, v, extra === null ? 0 : weight[u * n + v]! + extra),
    solve: () => m.reoptimize(),
    mateOf: (v) => m.mateOf(v),
    retirePair: (a, b) => m.retirePair(a, b),
    canBeOptimal: (u, v) => m.canBeOptimal(u, v),
  };
}

/**
 * Larger weights: WideWarmMatcher, with the weights scaled by a power of two (the optimum does not
 * change) so that the heaviest fills the top limb but for WIDE_HEADROOM bits: most slacks are
 * then settled by the top limbs alone.
 */
function wideEngine(n: number, top: bigint, perfect: (u: number, v: number) => bigint): Engine {
  const bits = top.toString(2).length;
  const limbs = Math.max(1, Math.ceil((bits + WIDE_HEADROOM - 50) / LIMB_BITS) + 1);
  const shift = BigInt(Math.max(0, (limbs - 1) * LIMB_BITS + 50 - WIDE_HEADROOM - bits));
  const slots = n + (n % 2);
  const m = new WideWarmMatcher(slots, limbs, slots);
  for (let v = 0; v < slots; v++) m.addVertex();
  const positive = new Uint8Array(n * n);
  const t = new Float64Array(limbs);
  const set = (u: number, v: number, w: bigint): void => {
    wideFromBigInt(w << shift, t, 0, limbs);
    m.setWeight(u, v, t);
  };
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      const w = perfect(u, v);
      if (w === 0n) continue;
      positive[u * n + v] = positive[v * n + u] = 1;
      set(u, v, w);
    }
  }
  m.coldStart();
  return {
    isEdge: (u, v) => positive[u * n + v] === 1,
    set: (u, v, extra) => {
      if (extra === null) positive[u * n + v] = positive[v * n + u] = 0;
      set(u, v, extra === null ? 0n : perfect(u, v) + BigInt(extra));
    },
    solve: () => m.solve(),
    mateOf: (v) => {
      const p = m.mateOf(v);
      return p >= 0 && p < n && positive[v * n + p] ? p : -1;
    },
    retirePair: (a, b) => m.retirePair(a, b),
    canBeOptimal: (u, v) => m.canBeOptimal(u, v),
  };
}
