import { BlossomForest, DART, MAX_VERTICES, headOf, tailOf } from './blossomForest';
import { LIMB, wideCompare, wideCopy, wideFromBigInt, wideIsZero, wideNormalize, wideToBigInt } from './wideInt';

const INV_LIMB = 1 / LIMB;
/** A top limb beyond this means the limb count chosen by the caller is too small. */
const TOP_LIMIT = 2 ** 50;
/**
 * A stage with at most this many free vertices watches for an S vertex tight to another tree's
 * root (a check of that many slacks a labelling, against a row of every vertex a scan).
 */
const URGENT_ROOTS = 16;

/**
 * Maximum-weight PERFECT matching over the complete graph of a changing vertex set, with exact
 * wide-integer weights (src/core/matching/wideInt.ts limbs), re-solved from the previous optimum.
 * Built for the Dutch system: O(n) re-solves per round over packed criteria weights of hundreds
 * of bits, where bigint arithmetic and allocation dominated.
 *
 * The blossom bookkeeping and the warm start are BlossomForest's (blossomForest.ts). A weight
 * change that leaves the optimum optimal is absorbed by a dual; otherwise the first endpoint of the
 * changed edge is freed by the next solve. Vertices join (`addVertex`) and leave (`removeVertex`,
 * `retirePair`) between solves, so a caller can keep the graph to the players still to pair.
 *
 * This class holds the arithmetic: every dual is stored with its limbs together, plus a copy of its
 * top limb in a separate array. A weight is interned: each distinct value is held once in a small
 * table (limbs together, its top limb apart), and a slot pair holds only the value's id, in both
 * orders, so the scan of a vertex's row reads contiguous ids and decides most slacks from the top
 * limbs; near-ties read the lower limbs from the table, which stays in cache (a late Dutch round of
 * 2,000 players sets 1.4 million pair weights but only 8,615 distinct values). Every decision is
 * exact: an id stands for its value.
 *
 * Vertices are slots 0..maxVertices-1 (reused after removal, lowest first); blossoms are ids
 * maxVertices..2·maxVertices-1. The weight matrix grows with the highest slot in use.
 */
export class WideWarmMatcher extends BlossomForest {
  /** Limbs per value. */
  readonly limbs: number;
  /** Duals of vertices and blossoms: Y[x·limbs + i] = limb i of x's dual; Ytop[x] = its top limb. */
  private readonly Y: Float64Array;
  private readonly Ytop: Float64Array;
  /**
   * Vertices of one class have equal duals (class 0: dual 0). A vertex whose dual changes alone
   * gets a class of its own; the dual update moves a class's S vertices and its T vertices into a
   * class each; a comparison that finds two duals equal puts the second in the first's class. So
   * two edges of one weight to vertices of one class have equal slacks without a limb being read:
   * most of the least-slack comparisons of a late Dutch round are such ties (4.5 of 7.7 million at
   * 2,000 players), each of which read every limb.
   */
  private readonly ycls: Int32Array;
  private lastCls = 0;
  /**
   * The dual update's map (class, label) → new class: open addressing in typed arrays, an entry
   * live when its stamp is the update's (a Map here, cleared and refilled at every update, made
   * the young generation grow by some 30 MB at 2,000 players).
   */
  private readonly remapKey: Int32Array;
  private readonly remapVal: Int32Array;
  private readonly remapStamp: Int32Array;
  private remapNow = 0;
  private wcap = 0;
  /** Slots 0..slotsUsed-1 have been in the graph. */
  private slotsUsed = 0;
  /**
   * wid[a·wcap + b] = wid[b·wcap + a] = the id of w(a,b)·2^(1+sh) in the table of values below.
   * Before, the limbs of every pair were held (once, under the lower slot): a row scan then read the
   * pairs of the lower slots across rows, one cache miss per near-tie, which was most of a late
   * round's stages.
   */
  private wid: Int32Array = new Int32Array(0);
  /**
   * The distinct weights in use: T[id·limbs + i] = limb i of the weight as the stages read it
   * (scaled by 2^(1+sh)), Ttop[id] = limb 0, K[id·limbs + i] = limb i of the weight as set (the
   * lookup key), refs[id] = the slot pairs holding it (a value no pair holds goes back to
   * `freeIds`, refs -1). Id 0 is the weight 0, never released. Lookup by the key: `buckets` (hash
   * of its limbs → first id) and `chain` (next id).
   */
  private T: Float64Array;
  private K: Float64Array;
  private Ttop: Float64Array;
  private refs: Int32Array;
  private chain: Int32Array;
  private buckets: Int32Array;
  private idCap = 0;
  /** Ids 1..idsUsed-1 have been handed out; those released wait in freeIds. */
  private idsUsed = 1;
  private readonly freeIds: number[] = [];
  private liveIds = 0;
  /** allow[a·wcap + b] === allowStamp: the edge is known tight in this stage (both orders written). */
  private allow: Int32Array = new Int32Array(0);
  private allowStamp = 1;
  /** Weights are stored multiplied by 2^(1+sh): doubled (Van Rantwijk) and scaled for integral half-slacks. */
  private sh = 0;

  /**
   * Dual updates of delta 0 taken as the expansion they are, without computing them (see the
   * stage). Tests set it false to compare with the full update; `zeroDualUpdates` counts them.
   */
  skipZeroDualUpdates = true;
  zeroDualUpdates = 0;
  /** Solves started by `freshStart` (tests); false turns that start off (tests compare both). */
  halfHeaviestStart = true;
  halfHeaviestStarts = 0;
  /** The fewest freed vertices that `freshStart` takes on (tests lower it to reach small graphs). */
  freshStartMinimum = 64;
  /** Rounds of `freshStart` that set shared hubs aside (tests). */
  sharedHubRounds = 0;
  /**
   * A stage with few free vertices scans next an S vertex tight to another tree's root (see the
   * stage); false turns that off (tests compare both). `urgentScans` counts those scans.
   */
  watchRoots = true;
  urgentScans = 0;

  /** Scratch wide integers (contiguous limbs). */
  private readonly t0: Float64Array;
  private readonly t1: Float64Array;
  private readonly t2: Float64Array;

  /** `reserve`: the slots the weight matrix is sized for at once (it grows as slots come into use). */
  constructor(maxVertices: number, limbs: number, reserve = 16) {
    if (!Number.isInteger(maxVertices) || maxVertices < 0 || maxVertices > MAX_VERTICES) {
      throw new RangeError(`WideWarmMatcher: bad vertex capacity ${maxVertices}`);
    }
    if (!Number.isInteger(limbs) || limbs < 1) throw new RangeError(`WideWarmMatcher: bad limb count ${limbs}`);
    super(maxVertices);
    this.shortPathsFirst = true;
    const n = maxVertices;
    this.limbs = limbs;
    this.Y = new Float64Array(limbs * 2 * n);
    this.Ytop = new Float64Array(2 * n);
    this.ycls = new Int32Array(n);
    let cap = 16;
    while (cap < 4 * n) cap *= 2;
    this.remapKey = new Int32Array(cap);
    this.remapVal = new Int32Array(cap);
    this.remapStamp = new Int32Array(cap);
    this.t0 = new Float64Array(limbs);
    this.t1 = new Float64Array(limbs);
    this.t2 = new Float64Array(limbs);
    this.T = new Float64Array(0);
    this.K = new Float64Array(0);
    this.Ttop = new Float64Array(0);
    this.refs = new Int32Array(0);
    this.chain = new Int32Array(0);
    this.buckets = new Int32Array(256).fill(-1);
    this.growIds(64);
    this.growWeights(Math.min(n, Math.max(1, reserve)));
  }

  // ---- vertices and weights ------------------------------------------------------------------

  /** A new free vertex whose edges all weigh 0 until set; returns its slot (the lowest unused). */
  addVertex(): number {
    let x = 0;
    while (x < this.N && this.isActive[x]) x++;
    if (x === this.N) throw new RangeError('WideWarmMatcher: vertex capacity exhausted');
    if (x >= this.wcap) this.growWeights(Math.min(this.N, Math.max(2 * this.wcap, x + 1)));
    const { limbs } = this;
    // Only pairs with vertices in the graph matter (a slot joining later zeroes its own pairs; one
    // never in the graph has none but zeros).
    for (const y of x < this.slotsUsed ? this.inGraph() : []) this.setPairId(x, y, 0);
    this.slotsUsed = Math.max(this.slotsUsed, x + 1);
    this.Y.fill(0, x * limbs, (x + 1) * limbs);
    this.Ytop[x] = 0;
    this.ycls[x] = 0;
    this.isActive[x] = 1;
    this.active[this.activeCount++] = x;
    this.mate[x] = -1;
    this.inblossom[x] = x;
    this.blossomparent[x] = -1;
    this.blossombase[x] = x;
    this.markDirty(x);
    return x;
  }

  /** Takes x out of the graph; its partner (if any) becomes free. */
  removeVertex(x: number): void {
    this.checkActive(x);
    this.free(x);
    this.leaveGraph(x);
  }

  /**
   * Takes the matched pair a–b out of the graph for good (bbpPairings' finalizePair, which removes
   * every other edge at a and b). The blossoms holding a or b are dissolved first, which keeps
   * every dual feasible; a vertex left unmatched is re-augmented by the next solve.
   */
  retirePair(a: number, b: number): void {
    this.checkActive(a);
    this.checkActive(b);
    if (a === b) throw new RangeError(`cannot retire {${a},${b}}`);
    this.free(a);
    this.free(b);
    this.leaveGraph(a);
    this.leaveGraph(b);
  }

  /** The partner of x in the last solution, or -1. */
  mateOf(x: number): number {
    const p = this.mate[x]!;
    return p === -1 ? -1 : headOf(p);
  }

  /**
   * The sign of y_u + y_v − w(u, v) under the current duals, blossom duals left out. Those are
   * never negative, so a positive sign means a positive reduced cost: when `settled`, no
   * maximum-weight perfect matching pairs u and v (complementary slackness).
   */
  vertexSlackSign(u: number, v: number): number {
    this.checkActive(u);
    this.checkActive(v);
    if (u === v) throw new RangeError(`WideWarmMatcher: self-loop at ${u}`);
    return this.slackSign(u, v);
  }

  /** Active vertices, in no particular order. */
  vertices(): number[] {
    return Array.from(this.inGraph());
  }

  /** The number of vertices in the graph; vertexAt(0..count-1) lists them without allocating. */
  get vertexCount(): number {
    return this.activeCount;
  }

  vertexAt(i: number): number {
    return this.active[i]!;
  }

  /**
   * Sets w(u,v) from the wide integer src[off..off+limbs) (normalised, any sign). When the change
   * leaves the current optimum optimal it is kept; otherwise u is freed at the next solve, so a
   * caller that rewrites one vertex's row should pass that vertex first.
   */
  setWeight(u: number, v: number, src: Float64Array, off = 0): void {
    this.checkActive(u);
    this.checkActive(v);
    if (u === v) throw new RangeError(`WideWarmMatcher: self-loop at ${u}`);
    this.setPairWeight(u, v, this.intern(src, off));
  }

  /**
   * The id of the weight src[off..off+limbs), held for the caller (it stays the id of that value
   * until `releaseValue`): a caller that derives a pair's weight from a few values of its own can
   * keep their ids and write them with `setWeightId`, without the lookup by value.
   */
  holdValue(src: Float64Array, off = 0): number {
    const id = this.intern(src, off);
    if (id !== 0) this.refs[id]!++;
    return id;
  }

  /** Gives back an id from `holdValue`. */
  releaseValue(id: number): void {
    if (id !== 0 && --this.refs[id]! === 0) this.releaseId(id);
  }

  /** setWeight with the value of a held id: the same in every respect (an id stands for its value). */
  setWeightId(u: number, v: number, id: number): void {
    this.checkActive(u);
    this.checkActive(v);
    if (u === v) throw new RangeError(`WideWarmMatcher: self-loop at ${u}`);
    if (id !== 0 && !(this.refs[id]! > 0)) throw new RangeError(`WideWarmMatcher: value ${id} is not held`);
    this.setPairWeight(u, v, id);
  }

  /** w(u,v) becomes the value of id: kept when the current optimum stays optimal, else u freed at the next solve. */
  private setPairWeight(u: number, v: number, id: number): void {
    const { limbs } = this;
    const old = this.wid[u * this.wcap + v]!;
    if (id === old) return;
    const matchedEdge = this.mate[u] !== -1 && headOf(this.mate[u]!) === v;
    // delta = new - old (for a matched edge whose dual follows it), both scaled
    const d = this.t1;
    if (matchedEdge) {
      const { T } = this;
      const o = old * limbs;
      const n = id * limbs;
      for (let i = 0; i < limbs; i++) d[i] = T[n + i]! - T[o + i]!;
      wideNormalize(d, 0, limbs);
    }
    this.setPairId(u, v, id);
    if (this.dirty[u] || this.dirty[v]) return; // a freed endpoint's dual is recomputed anyway
    // An edge inside a blossom: its slack is not its reduced cost. The blossoms holding both ends
    // are dissolved (their duals move into their vertices: still feasible; a base whose blossom had
    // a dual above 0 loses its partner), then the edge is judged like any other. Freeing u instead
    // freed, edge by edge, every vertex of a blossom the rewritten rows ran through: after a start
    // that left one blossom round most of a score group, all of them.
    for (let b = this.top(u); b === this.top(v) && b !== u; b = this.top(u)) {
      this.dissolve(b);
      this.dualsMoved = true;
    }
    const bu = this.top(u);
    const bv = this.top(v);
    if (!matchedEdge) {
      if (this.slackSign(u, v) < 0) this.markDirty(u);
      return;
    }
    // A matched edge stays tight when a top-level endpoint's dual follows its weight.
    const s = bu === u ? u : bv === v ? v : -1;
    if (s === -1) {
      this.markDirty(u);
      return;
    }
    this.addToY(s, d, 1);
    if (d[0]! < 0) this.markFollowed(s); // its row is checked when the solve starts
  }

  protected override rowInfeasible(x: number): boolean {
    for (const y of this.inGraph()) {
      if (y !== x && this.inblossom[y] !== this.inblossom[x] && this.slackSign(x, y) < 0) return true;
    }
    return false;
  }

  /** setWeight from a bigint (tests, small graphs). */
  setWeightBig(u: number, v: number, w: bigint): void {
    const t = new Float64Array(this.limbs);
    wideFromBigInt(w, t, 0, this.limbs);
    this.setWeight(u, v, t, 0);
  }

  /** w(u, v) as last set (tests: the interned value a pair stands for). */
  weightBig(u: number, v: number): bigint {
    this.checkActive(u);
    this.checkActive(v);
    return wideToBigInt(this.T, this.wOffset(u, v), this.limbs) >> BigInt(1 + this.sh);
  }

  /** Whether w(u, v) is 0 as last set (no edge). */
  isZeroWeight(u: number, v: number): boolean {
    return this.wid[u * this.wcap + v] === 0;
  }

  /** x's dual as a fraction num / 2^den (tests: the same duals whatever the scale). */
  dualBig(x: number): { num: bigint; den: number } {
    return { num: wideToBigInt(this.Y, x * this.limbs, this.limbs), den: 1 + this.sh };
  }

  /**
   * Whether every pair's reduced cost under the current duals is at least 0: its slack plus twice
   * the dual of each blossom holding both (mwmatching's verifyOptimum). A test's certificate.
   */
  dualsFeasible(): boolean {
    const t = this.t0;
    const z = this.t2;
    const vs = this.inGraph();
    for (const u of vs) {
      for (const v of vs) {
        if (u >= v) continue;
        this.slackInto(u, v, t);
        for (let b = this.blossomparent[u]!; b !== -1; b = this.blossomparent[b]!) {
          let holds = false;
          for (let c = this.blossomparent[v]!; c !== -1 && !holds; c = this.blossomparent[c]!) holds = c === b;
          if (!holds) continue;
          this.readY(b, z);
          for (let i = 0; i < this.limbs; i++) t[i] = t[i]! + 2 * z[i]!;
          wideNormalize(t, 0, this.limbs);
        }
        if (t[0]! < 0) return false;
      }
    }
    return true;
  }

  /** The number of distinct nonzero weights held (tests: each value once, none kept unheld). */
  get distinctWeights(): number {
    return this.liveIds;
  }

  /** A maximum-weight perfect matching of the active vertices (their count must be even). */
  solve(): void {
    if (this.activeCount % 2 !== 0) throw new RangeError('WideWarmMatcher: odd number of vertices');
    this.solvePerfect();
  }

  // ---- internals: bookkeeping ----------------------------------------------------------------

  private checkActive(x: number): void {
    if (!Number.isInteger(x) || x < 0 || x >= this.N || !this.isActive[x]) {
      throw new RangeError(`WideWarmMatcher: vertex ${x} is not in the graph`);
    }
  }

  private growWeights(cap: number): void {
    const oldCap = this.wcap;
    const wid = new Int32Array(cap * cap);
    for (let a = 0; a < oldCap; a++) wid.set(this.wid.subarray(a * oldCap, (a + 1) * oldCap), a * cap);
    this.wid = wid;
    this.wcap = cap;
    this.allow = new Int32Array(cap * cap);
    this.allowStamp = 1;
  }

  /** Where the limbs of w(a, b) start in T. */
  private wOffset(a: number, b: number): number {
    return this.wid[a * this.wcap + b]! * this.limbs;
  }

  // ---- internals: the table of distinct weights ------------------------------------------------

  /** w(a, b) becomes the value of id (both orders), the reference counts following. */
  private setPairId(a: number, b: number, id: number): void {
    const e = a * this.wcap + b;
    const old = this.wid[e]!;
    if (old === id) return;
    if (id !== 0) this.refs[id]!++;
    this.wid[e] = this.wid[b * this.wcap + a] = id;
    if (old !== 0 && --this.refs[old]! === 0) this.releaseId(old);
  }

  /** A hash of the limbs at a[o..o+limbs) (integers below 2^52: their low and high 32 bits mixed). */
  private hashAt(a: Float64Array, o: number): number {
    let h = -2128831035;
    for (let i = 0; i < this.limbs; i++) {
      const x = a[o + i]!;
      h = Math.imul(h ^ (x | 0), 16777619);
      h = Math.imul(h ^ ((x * 2.3283064365386963e-10) | 0), 16777619);
    }
    return (h ^ (h >>> 15)) & (this.buckets.length - 1);
  }

  /**
   * The id of the weight src[off..off+limbs) as the caller gives it (normalised), added to the
   * table with no reference when new. Looked up by that value, the key, not by the scaled one the
   * stages read: a rescaling changes no key (nor the lookup), and a weight already held (nearly
   * every one: a late Dutch round of 2,000 players writes 1.4 million weights of 8,615 values) is
   * found without being scaled.
   */
  private intern(src: Float64Array, off: number): number {
    const { limbs, K } = this;
    if (wideIsZero(src, off, limbs)) return 0;
    const h = this.hashAt(src, off);
    const top = src[off]!;
    for (let id = this.buckets[h]!; id !== -1; id = this.chain[id]!) {
      if (K[id * limbs] === top && wideCompare(K, id * limbs, src, off, limbs) === 0) return id;
    }
    let id = this.freeIds.pop();
    if (id === undefined) {
      if (this.idsUsed === this.idCap) this.growIds(2 * this.idCap);
      id = this.idsUsed++;
    }
    // T: src · 2^(1+sh)
    const { T } = this;
    const o = id * limbs;
    wideCopy(src, off, this.K, o, limbs);
    if (this.sh < 4) {
      const f = 2 ** (1 + this.sh);
      for (let i = 0; i < limbs; i++) T[o + i] = src[off + i]! * f;
      wideNormalize(T, o, limbs);
    } else {
      wideCopy(src, off, T, o, limbs);
      for (let s = 0; s <= this.sh; s++) {
        for (let i = 0; i < limbs; i++) T[o + i] = T[o + i]! * 2;
        wideNormalize(T, o, limbs);
      }
    }
    this.Ttop[id] = T[o]!;
    this.refs[id] = 0;
    const b = h;
    this.chain[id] = this.buckets[b]!;
    this.buckets[b] = id;
    if (++this.liveIds * 2 > this.buckets.length) this.rehash(2 * this.buckets.length);
    return id;
  }

  /** No slot pair holds the value of id any more: out of the lookup, its id free again. */
  private releaseId(id: number): void {
    const b = this.hashAt(this.K, id * this.limbs);
    if (this.buckets[b] === id) this.buckets[b] = this.chain[id]!;
    else {
      let p = this.buckets[b]!;
      while (p !== -1 && this.chain[p] !== id) p = this.chain[p]!;
      if (p === -1) throw new Error('WideWarmMatcher: a weight is missing from its lookup');
      this.chain[p] = this.chain[id]!;
    }
    this.liveIds--;
    this.refs[id] = -1;
    this.freeIds.push(id);
  }

  private growIds(cap: number): void {
    const T = new Float64Array(cap * this.limbs);
    T.set(this.T);
    const K = new Float64Array(cap * this.limbs);
    K.set(this.K);
    this.K = K;
    const Ttop = new Float64Array(cap);
    Ttop.set(this.Ttop);
    const refs = new Int32Array(cap);
    refs.set(this.refs);
    const chain = new Int32Array(cap);
    chain.set(this.chain);
    this.T = T;
    this.Ttop = Ttop;
    this.refs = refs;
    this.chain = chain;
    this.idCap = cap;
  }

  /** The lookup rebuilt with `size` buckets (a power of two), after growth or when every value changed. */
  private rehash(size: number): void {
    this.buckets = new Int32Array(size).fill(-1);
    for (let id = 1; id < this.idsUsed; id++) {
      if (this.refs[id]! < 0) continue; // released
      const b = this.hashAt(this.K, id * this.limbs);
      this.chain[id] = this.buckets[b]!;
      this.buckets[b] = id;
    }
  }

  // ---- internals: wide arithmetic --------------------------------------------------------------

  /** a = 2a, one value of limbs at a[o..): its top limb returned (checked against the limb count). */
  private doubleAt(a: Float64Array, o: number): number {
    let carry = 0;
    for (let i = this.limbs - 1; i >= 1; i--) {
      const t = a[o + i]! * 2 + carry;
      carry = Math.floor(t * INV_LIMB);
      a[o + i] = t - carry * LIMB;
    }
    const top = a[o]! * 2 + carry;
    if (top >= TOP_LIMIT || top <= -TOP_LIMIT) throw new RangeError('WideWarmMatcher: scaling outgrew the limb count');
    return (a[o] = top);
  }

  /** a = a/2, one even value of limbs at a[o..): its top limb returned. */
  private halveAt(a: Float64Array, o: number): number {
    let rem = 0;
    for (let i = 0; i < this.limbs; i++) {
      const t = a[o + i]! + rem * LIMB;
      const q = Math.floor(t / 2);
      rem = t - 2 * q;
      a[o + i] = q;
    }
    return a[o]!;
  }

  /** Y[x] += sign · d (d contiguous, normalised); a vertex x gets a class of its own. */
  private addToY(x: number, d: Float64Array, sign: 1 | -1): void {
    this.addToDual(x, d, sign);
    if (x < this.N) this.ycls[x] = this.newClass();
  }

  /** A dual class no vertex has. */
  private newClass(): number {
    if (this.lastCls >= 2 ** 29) this.renumberClasses();
    return ++this.lastCls;
  }

  /** The class the dual update gives the vertices of class `cls` and label `lb` (1 S, 2 T). */
  private remapped(cls: number, lb: number): number {
    const key = 2 * cls + lb - 1;
    const mask = this.remapKey.length - 1;
    let h = Math.imul(key, -1640531535) & mask;
    for (;;) {
      if (this.remapStamp[h] !== this.remapNow) {
        this.remapStamp[h] = this.remapNow;
        this.remapKey[h] = key;
        return (this.remapVal[h] = ++this.lastCls);
      }
      if (this.remapKey[h] === key) return this.remapVal[h]!;
      h = (h + 1) & mask;
    }
  }

  /** Every vertex in a class of its own again (those of dual 0 excepted), so that class numbers stay small. */
  private renumberClasses(): void {
    for (let x = 0; x < this.N; x++) if (this.ycls[x] !== 0) this.ycls[x] = x + 1;
    this.lastCls = this.N;
  }

  /** Y[x] += sign · d, the classes left to the caller. */
  private addToDual(x: number, d: Float64Array, sign: 1 | -1): void {
    const { Y, limbs } = this;
    const o = x * limbs;
    let carry = 0;
    for (let i = limbs - 1; i >= 1; i--) {
      const t = Y[o + i]! + sign * d[i]! + carry;
      carry = Math.floor(t * INV_LIMB);
      Y[o + i] = t - carry * LIMB;
    }
    const top = Y[o]! + sign * d[0]! + carry;
    if (top >= TOP_LIMIT || top <= -TOP_LIMIT) throw new RangeError('WideWarmMatcher: a dual outgrew the limb count');
    Y[o] = top;
    this.Ytop[x] = top;
  }

  /** Y[x] into out (contiguous). */
  private readY(x: number, out: Float64Array): void {
    wideCopy(this.Y, x * this.limbs, out, 0, this.limbs);
  }

  /** Y[x] = value. */
  private writeY(x: number, value: Float64Array): void {
    wideCopy(value, 0, this.Y, x * this.limbs, this.limbs);
    this.Ytop[x] = value[0]!;
    if (x < this.N) this.ycls[x] = this.newClass();
  }

  private zeroY(x: number): void {
    this.Y.fill(0, x * this.limbs, (x + 1) * this.limbs);
    this.Ytop[x] = 0;
    if (x < this.N) this.ycls[x] = 0;
  }

  /** slack(a,b) = Y[a] + Y[b] - w(a,b) into out (contiguous, normalised). */
  private slackInto(a: number, b: number, out: Float64Array): void {
    const { Y, T: W, limbs } = this;
    const e = this.wOffset(a, b);
    const ya = a * limbs;
    const yb = b * limbs;
    for (let i = 0; i < limbs; i++) out[i] = Y[ya + i]! + Y[yb + i]! - W[e + i]!;
    wideNormalize(out, 0, limbs);
  }

  /**
   * The sign of slack(a,b), from the top limb down. After limb i the remaining lower part lies in
   * (-1, 2) units of limb i, so the sign is settled as soon as the running value leaves {-1, 0}.
   */
  private slackSign(a: number, b: number): number {
    const e = a * this.wcap + b;
    const id = this.wid[e]!;
    let r = this.Ytop[a]! + this.Ytop[b]! - this.Ttop[id]!;
    if (r >= 1) return 1;
    if (r <= -2) return -1;
    const { Y, T: W, limbs } = this;
    const ya = a * limbs;
    const yb = b * limbs;
    const we = id * limbs;
    for (let i = 1; i < limbs; i++) {
      r = r * LIMB + (Y[ya + i]! + Y[yb + i]! - W[we + i]!);
      if (r >= 1) return 1;
      if (r <= -2) return -1;
    }
    return r === 0 ? 0 : -1;
  }

  /** slack(a1,b1) < slack(a2,b2), top limb first; the lower parts differ by less than 3 units. */
  private edgeSlackLess(a1: number, b1: number, a2: number, b2: number): boolean {
    const { Ytop, Ttop, wid, wcap } = this;
    const id1 = wid[a1 * wcap + b1]!;
    const id2 = wid[a2 * wcap + b2]!;
    let r = Ytop[a1]! + Ytop[b1]! - Ttop[id1]! - Ytop[a2]! - Ytop[b2]! + Ttop[id2]!;
    if (r >= 3) return false;
    if (r <= -3) return true;
    if (id1 === id2) {
      // one weight, endpoints of equal duals two by two: equal slacks
      const c = this.ycls;
      if ((c[a1] === c[a2] && c[b1] === c[b2]) || (c[a1] === c[b2] && c[b1] === c[a2])) return false;
    }
    const { Y, T: W, limbs } = this;
    const p1 = a1 * limbs;
    const q1 = b1 * limbs;
    const p2 = a2 * limbs;
    const q2 = b2 * limbs;
    const f1 = id1 * limbs;
    const f2 = id2 * limbs;
    for (let i = 1; i < limbs; i++) {
      r = r * LIMB + (Y[p1 + i]! + Y[q1 + i]! - W[f1 + i]! - Y[p2 + i]! - Y[q2 + i]! + W[f2 + i]!);
      if (r >= 3) return false;
      if (r <= -3) return true;
    }
    return r < 0;
  }

  /**
   * slack(v, w) < slack(d): edgeSlackLess, without the dual of an endpoint the two edges share
   * (the scan compares v's edge to w with w's best edge, and with v's own best edge to another S
   * blossom): the other two duals and the two weights, four values instead of six.
   */
  private slackLessThan(v: number, w: number, d: number): boolean {
    const a = tailOf(d);
    const b = headOf(d);
    const { wid, wcap } = this;
    if (b === w) return this.lessSharing(v, wid[v * wcap + w]!, a, wid[a * wcap + b]!);
    if (a === v) return this.lessSharing(w, wid[v * wcap + w]!, b, wid[a * wcap + b]!);
    if (a === w) return this.lessSharing(v, wid[v * wcap + w]!, b, wid[a * wcap + b]!);
    if (b === v) return this.lessSharing(w, wid[v * wcap + w]!, a, wid[a * wcap + b]!);
    return this.edgeSlackLess(v, w, a, b);
  }

  /**
   * Y[x1] − w(id1) < Y[x2] − w(id2), top limb first: the lower parts differ by less than 2 units
   * (two values of lower parts in [0, 1) on each side).
   */
  private lessSharing(x1: number, id1: number, x2: number, id2: number): boolean {
    if (id1 === id2) return this.dualLess(x1, x2);
    if (this.ycls[x1] === this.ycls[x2]) return wideCompare(this.T, id1 * this.limbs, this.T, id2 * this.limbs, this.limbs) > 0; // equal duals: w(id1) > w(id2)
    const { Ytop, Ttop } = this;
    let r = Ytop[x1]! - Ttop[id1]! - Ytop[x2]! + Ttop[id2]!;
    if (r >= 2) return false;
    if (r <= -2) return true;
    const { Y, T, limbs } = this;
    const p1 = x1 * limbs;
    const p2 = x2 * limbs;
    const f1 = id1 * limbs;
    const f2 = id2 * limbs;
    for (let i = 1; i < limbs; i++) {
      r = r * LIMB + (Y[p1 + i]! - T[f1 + i]! - Y[p2 + i]! + T[f2 + i]!);
      if (r >= 2) return false;
      if (r <= -2) return true;
    }
    return r < 0;
  }

  /** Y[x1] < Y[x2] (vertices): by their classes when equal, else limb by limb (normalised: the first limb that differs decides). */
  private dualLess(x1: number, x2: number): boolean {
    const { ycls } = this;
    if (ycls[x1] === ycls[x2]) return false;
    const { Y, limbs } = this;
    const p1 = x1 * limbs;
    const p2 = x2 * limbs;
    for (let i = 0; i < limbs; i++) {
      const a = Y[p1 + i]!;
      const b = Y[p2 + i]!;
      if (a !== b) return a < b;
    }
    ycls[x2] = ycls[x1]!;
    return false;
  }

  // ---- internals: warm start ---------------------------------------------------------------

  /**
   * A start for a solve that freed many vertices at once (a bracket's weights just written): each
   * freed vertex's dual is half its heaviest edge to the others still unpaired, and the tight edges
   * that leaves are paired greedily (each vertex with a partner half the list away first), in up to
   * three rounds. Any vertex outside the round whose edge to one of them is then infeasible (the
   * pairs of earlier rounds, the vertices not freed, a hub such as the bye's dummy whose edge is
   * everyone's heaviest) has its dual raised to make it feasible and loses its partner. Used when a
   * round pairs at least 90 % of the vertices it starts from (the first) or 10 % (the next ones);
   * false when the first round does not, the duals then left to `fixDuals`.
   *
   * Why: fixing the freed duals one after another makes every one tight to whichever was fixed
   * first with the lowest dual, a star: nothing is paired before the stages, and each stage then
   * scans every free vertex's row (a score group of 5,000 in round 2: 2,554 stages of 40 ms). In a
   * large score group the weights take few values (the players' colour and float states), so half
   * the heaviest edge makes every best-class pair tight at once.
   *
   * Exact: the duals are feasible (an edge between two vertices of a round weighs at most twice
   * either's dual; every other edge is checked by the raise) and every pair made is tight, so the
   * stages that follow end at an optimum, as from any feasible start.
   */
  protected override freshStart(): boolean {
    if (!this.halfHeaviestStart) return false;
    const { limbs, T: W, Y, mate, dirty, inblossom, wid, wcap } = this;
    let list = this.dirtyList.filter((x) => this.isActive[x] && mate[x] === -1 && inblossom[x] === x);
    // a bracket's weights just written: (nearly) every vertex freed, enough of them to matter
    if (list.length < this.freshStartMinimum || list.length < 0.9 * this.activeCount) return false;
    const best = this.t0;
    const t = this.t2;
    const rank = this.weightRanks();
    /** The rank of each listed vertex's heaviest edge in the list: its dual is half that weight. */
    const heaviest = new Int32Array(this.N);
    const followers = new Int32Array(this.N);
    const ties: number[] = [];
    let started = false;
    /**
     * Each vertex of the list at half its heaviest edge to the others. Returns the hubs among
     * them: `strict`, the strictly heaviest edge of many (the bye's dummy, whose edge outweighs
     * every pair's; the flat rest), which takes one partner, so it is raised instead of setting
     * theirs; `shared`, a few vertices each a heaviest-edge partner (ties counted) of many (none
     * when there are more than an eighth of the list): the flat rest of a late Dutch bracket
     * prefers the bracket's players left over from the round before, half that edge leaves no
     * rest pair tight.
     */
    const halfHeaviest = (): { strict: Set<number>; shared: Set<number> } => {
      const many = Math.max(8, list.length / 32);
      const preferredBy = new Map<number, number>();
      for (const x of list) followers[x] = 0;
      for (const x of list) {
        heaviest[x] = this.heaviestEdgeInto(x, list, rank, best, ties);
        const arg = this.heaviestArg;
        if (arg !== -1) preferredBy.set(arg, (preferredBy.get(arg) ?? 0) + 1);
        for (const z of ties) followers[z]!++;
        this.halveAt(best, 0);
        wideCopy(best, 0, Y, x * limbs, limbs);
        this.Ytop[x] = best[0]!;
        this.ycls[x] = this.newClass();
      }
      const strict = new Set<number>();
      for (const [z, count] of preferredBy) if (count > many) strict.add(z);
      const shared = new Set<number>(list.filter((z) => followers[z]! > many));
      return { strict, shared: shared.size <= list.length / 8 ? shared : new Set() };
    };
    /**
     * Greedy over the tight edges of the list (sorted), on the side: the partner of each, and how
     * many paired. With every dual half its vertex's heaviest edge, an edge is tight only when it
     * is the heaviest at both ends: equal ranks, checked before the slack.
     */
    const greedy = (need: number): { partner: Int32Array; paired: number } => {
      list.sort((a, b) => a - b);
      const k = list.length;
      const half = Math.ceil(k / 2);
      const partner = new Int32Array(k).fill(-1);
      let paired = 0;
      for (let i = 0; i < k && paired + (k - i) >= need; i++) {
        if (partner[i] !== -1) continue;
        const x = list[i]!;
        const h = heaviest[x]!;
        for (let step = 0; step < k; step++) {
          const j = (i + half + step) % k;
          if (j === i || partner[j] !== -1) continue;
          const y = list[j]!;
          if (heaviest[y] !== h || rank[wid[x * wcap + y]!] !== h || this.slackSign(x, y) !== 0) continue;
          partner[i] = j;
          partner[j] = i;
          paired += 2;
          break;
        }
      }
      return { partner, paired };
    };
    for (let round = 0; round < 3 && list.length >= this.freshStartMinimum; round++) {
      let hubs = halfHeaviest();
      if (hubs.strict.size > 0) {
        list = list.filter((x) => !hubs.strict.has(x)); // left free, raised where the others need it
        hubs = halfHeaviest();
      }
      const need = (started ? 0.1 : 0.02) * list.length;
      let { partner, paired } = greedy(need);
      if (paired < need) {
        if (hubs.shared.size === 0) break;
        this.sharedHubRounds++;
        list = list.filter((x) => !hubs.shared.has(x));
        halfHeaviest();
        const again = (started ? 0.1 : 0.02) * list.length;
        ({ partner, paired } = greedy(again));
        if (paired < again) break;
      }
      const k = list.length;
      // The vertices outside the round that an edge to it would leave infeasible, and their duals:
      // max over x of w(x, z) − y_x, read by rank within each group of equal duals (the vertices
      // of one heaviest rank), then once in limbs per group.
      for (const x of list) dirty[x] = 3; // in this round
      const groupOf = new Map<number, number>();
      const groupAt: number[] = [];
      const group = new Int32Array(k);
      list.forEach((x, i) => {
        let g = groupOf.get(heaviest[x]!);
        if (g === undefined) {
          g = groupAt.length;
          groupOf.set(heaviest[x]!, g);
          groupAt.push(x);
        }
        group[i] = g;
      });
      const groupRank = new Int32Array(groupAt.length);
      const groupId = new Int32Array(groupAt.length);
      const raised: number[] = [];
      const raisedTo: Float64Array[] = [];
      let unpaired = 0;
      for (const z of Array.from(this.inGraph())) {
        if (dirty[z] === 3 || k === 0) continue;
        groupRank.fill(-1);
        const row = z * wcap;
        for (let i = 0; i < k; i++) {
          const id = wid[row + list[i]!]!;
          const g = group[i]!;
          if (rank[id]! > groupRank[g]!) {
            groupRank[g] = rank[id]!;
            groupId[g] = id;
          }
        }
        for (let g = 0; g < groupAt.length; g++) {
          const xo = groupAt[g]! * limbs;
          const e = groupId[g]! * limbs;
          for (let i = 0; i < limbs; i++) t[i] = W[e + i]! - Y[xo + i]!;
          wideNormalize(t, 0, limbs);
          if (g === 0 || wideCompare(t, 0, best, 0, limbs) > 0) best.set(t);
        }
        if (wideCompare(best, 0, Y, z * limbs, limbs) <= 0) continue;
        raised.push(z);
        raisedTo.push(best.slice());
        if (mate[z] !== -1 || inblossom[z] !== z) unpaired += 2;
      }
      // a round that would unpair more than half as many vertices as it pairs is not worth it
      if (2 * unpaired > paired) {
        for (const x of list) dirty[x] = started ? 2 : 1;
        break;
      }
      started = true;
      raised.forEach((z, r) => {
        while (inblossom[z] !== z) this.dissolve(this.top(z));
        if (mate[z] !== -1) {
          mate[headOf(mate[z]!)] = -1;
          mate[z] = -1;
        }
        this.writeY(z, raisedTo[r]!);
      });
      const left: number[] = [];
      for (let i = 0; i < k; i++) {
        const x = list[i]!;
        dirty[x] = 2;
        const j = partner[i]!;
        if (j === -1) left.push(x);
        else if (j > i) {
          const y = list[j]!;
          mate[x] = x * DART + y;
          mate[y] = y * DART + x;
        }
      }
      list = left;
    }
    if (!started) return false; // fixDuals overwrites the duals written above
    // Every vertex left free (those of the last round, the hubs, any raised) gets its least feasible
    // dual, every other vertex counted (a hub still marked freed would be left out of the rows
    // fixed after its own: their duals could go below its edge).
    for (const x of this.dirtyList) dirty[x] = 2;
    for (const x of this.dirtyList) if (this.isActive[x] && mate[x] === -1 && inblossom[x] === x) this.fixDual(x);
    this.halfHeaviestStarts++;
    return true;
  }


  protected fixDuals(): void {
    for (const x of this.dirtyList) {
      if (!this.isActive[x]) continue;
      this.fixDual(x);
      this.dirty[x] = 2;
    }
  }

  protected heaviestEdgeDuals(): void {
    const best = this.t0;
    const rank = this.weightRanks();
    for (const x of this.dirtyList) {
      if (!this.isActive[x]) continue;
      this.heaviestEdgeInto(x, this.inGraph(), rank, best);
      this.halveAt(best, 0);
      this.writeY(x, best);
    }
  }

  /**
   * The distinct weights in use ranked by value (equal values, equal ranks; id 0, the weight 0,
   * ranked too): the scans of the starts compare an edge's rank, one integer, instead of its limbs.
   */
  private weightRanks(): Int32Array {
    const { T, limbs } = this;
    const ids = [0];
    for (let id = 1; id < this.idsUsed; id++) if (this.refs[id]! > 0) ids.push(id);
    ids.sort((a, b) => wideCompare(T, a * limbs, T, b * limbs, limbs));
    const rank = new Int32Array(this.idsUsed);
    let r = 0;
    for (let i = 0; i < ids.length; i++) {
      if (i > 0 && wideCompare(T, ids[i]! * limbs, T, ids[i - 1]! * limbs, limbs) !== 0) r++;
      rank[ids[i]!] = r;
    }
    return rank;
  }

  /**
   * The heaviest edge from x to a vertex of `among` (ranks from `weightRanks`; 0 when none weighs
   * more): its weight into best, its rank returned. `heaviestArg` is the vertex when it alone has
   * that weight, else -1; with `ties`, every vertex that has it (none when that weight is 0).
   */
  private heaviestEdgeInto(x: number, among: ArrayLike<number>, rank: Int32Array, best: Float64Array, ties?: number[]): number {
    const { wid, wcap } = this;
    const row = x * wcap;
    let bestRank = rank[0]!;
    let bestId = 0;
    let arg = -1;
    if (ties) ties.length = 0;
    for (let k = 0; k < among.length; k++) {
      const y = among[k]!;
      if (y === x) continue;
      const id = wid[row + y]!;
      const r = rank[id]!;
      if (r > bestRank) {
        bestRank = r;
        bestId = id;
        arg = y;
        if (ties) {
          ties.length = 0;
          ties.push(y);
        }
      } else if (r === bestRank) {
        arg = -1;
        if (ties && ties.length > 0) ties.push(y);
      }
    }
    this.heaviestArg = arg;
    wideCopy(this.T, bestId * this.limbs, best, 0, this.limbs);
    return bestRank;
  }

  private heaviestArg = -1;

  /** Y[x] = max over the other vertices y of w(x,y) - Y[y]: every edge at x feasible, one tight. */
  private fixDual(x: number): void {
    const { Y, T: W, limbs } = this;
    const best = this.t0;
    let found = false;
    for (const y of this.inGraph()) {
      // a freed vertex whose dual is not fixed yet does not count: it makes its own edge to x feasible
      if (y === x || this.dirty[y] === 1) continue;
      const e = this.wOffset(x, y);
      const yo = y * limbs;
      if (found) {
        // compare W[x,y] - Y[y] with best, top limb first (lower parts differ by less than 2 units)
        let r = 0;
        let greater = false;
        let decided = false;
        for (let i = 0; i < limbs; i++) {
          r = r * LIMB + (W[e + i]! - Y[yo + i]! - best[i]!);
          if (r >= 2) {
            greater = true;
            decided = true;
            break;
          }
          if (r <= -2) {
            decided = true;
            break;
          }
        }
        if (!decided) greater = r > 0;
        if (!greater) continue;
      }
      for (let i = 0; i < limbs; i++) best[i] = W[e + i]! - Y[yo + i]!;
      wideNormalize(best, 0, limbs);
      found = true;
    }
    if (!found) best.fill(0);
    this.writeY(x, best);
  }

  /** Double every dual and weight (delta3 would be half an odd slack). */
  private scaleUp(): void {
    this.doubleAll(this.Y, this.Ytop);
    this.scaleWeights(true);
    this.sh++;
  }

  /** Doubles every value of a limbs-together array and refreshes its top-limb copy. */
  private doubleAll(A: Float64Array, top: Float64Array): void {
    for (let x = 0; x < top.length; x++) top[x] = this.doubleAt(A, x * this.limbs);
  }

  /** Undo doublings once every dual is even again, so that the values stay small. */
  protected unscale(): void {
    while (this.sh > 0) {
      for (const x of this.inGraph()) if (this.dualParity(x) !== 0) return;
      for (const b of this.liveBlossoms) if (this.dualParity(b) !== 0) return;
      this.halveAll(this.Y, this.Ytop);
      this.scaleWeights(false);
      this.sh--;
    }
  }

  /**
   * Doubles (or halves) every weight: each value of the table once. The ids and the lookup (by
   * the values as set, `K`) stand.
   */
  private scaleWeights(up: boolean): void {
    const { T, Ttop, limbs } = this;
    for (let id = 1; id < this.idsUsed; id++) {
      if (this.refs[id]! < 0) continue; // released
      Ttop[id] = up ? this.doubleAt(T, id * limbs) : this.halveAt(T, id * limbs);
    }
  }

  /** Halves every value of a limbs-together array (the ones that matter are even). */
  private halveAll(A: Float64Array, top: Float64Array): void {
    for (let x = 0; x < top.length; x++) top[x] = this.halveAt(A, x * this.limbs);
  }

  // ---- the arithmetic the blossom forest asks for ---------------------------------------------

  protected allowEdge(d: number): void {
    const a = tailOf(d);
    const b = headOf(d);
    this.allow[a * this.wcap + b] = this.allowStamp;
    this.allow[b * this.wcap + a] = this.allowStamp;
  }

  protected slackLess(d1: number, d2: number): boolean {
    return this.edgeSlackLess(tailOf(d1), headOf(d1), tailOf(d2), headOf(d2));
  }

  protected leastSlackFromS(w: number): number {
    let best = -1;
    for (const v of this.inGraph()) {
      if (this.label[this.top(v)] !== 1) continue;
      if (best === -1 || this.edgeSlackLess(v, w, tailOf(best), w)) best = v * DART + w;
    }
    return best;
  }

  protected forgetTightEdges(): void {
    this.allowStamp++;
    if (this.allowStamp >= 2 ** 30) {
      this.allow.fill(0);
      this.allowStamp = 1;
    }
  }

  protected isTight(x: number, y: number): boolean {
    return this.slackSign(x, y) === 0;
  }

  protected zeroDual(b: number): void {
    this.zeroY(b);
  }

  protected spreadDual(b: number): boolean {
    const z = this.t2;
    this.readY(b, z);
    if (wideIsZero(z, 0, this.limbs)) return false;
    for (const v of this.leavesOf(b)) this.addToY(v, z, 1);
    return true;
  }

  protected dualParity(x: number): number {
    return Math.abs(this.Y[x * this.limbs + this.limbs - 1]! % 2);
  }

  protected raiseDual(x: number): void {
    const one = this.t1;
    one.fill(0);
    one[this.limbs - 1] = 1;
    this.addToY(x, one, 1);
  }

  // ---- internals: the primal-dual stage (Van Rantwijk's mwmatching, darts instead of endpoints) --

  /** One stage of the primal-dual algorithm (perfect-matching form); true when it augmented. */
  protected stage(): boolean {
    const { active, activeCount, label, inblossom, wcap, allow } = this;
    for (let ai = 0; ai < activeCount; ai++) {
      const v = active[ai]!;
      label[v] = 0;
      this.bestedge[v] = -1;
      this.labelend[v] = -1;
      this.clearBestEdges(v);
    }
    for (const b of this.liveBlossoms) {
      label[b] = 0;
      this.bestedge[b] = -1;
      this.clearBestEdges(b);
    }
    this.forgetTightEdges();
    let stamp = this.allowStamp;
    this.queue = [];
    const roots: number[] = [];
    for (let ai = 0; ai < activeCount; ai++) {
      const v = active[ai]!;
      if (this.mate[v] === -1) roots.push(v);
      if (this.mate[v] === -1 && label[inblossom[v]!] === 0) this.assignLabel(v, 1, -1);
    }
    // A few free vertices (a re-solve after one pair changed): an S vertex labelled with a tight
    // edge to another tree's root is scanned next, and that scan augments. Edmonds' search may
    // scan its S vertices in any order; the last-in-first-out queue alone went deep into a late
    // Dutch bracket's tight graph first, a whole row per S vertex: the 791 one-vertex re-solves of
    // a 9,999-player round 2 scanned 240,806 rows, 5,795 with this. (Every urgent vertex is still
    // in the queue; a second scan of an S vertex changes nothing.)
    const urgent: number[] = [];
    const watchRoots = this.watchRoots && !this.keepTrees && roots.length <= URGENT_ROOTS;
    let augmented = false;
    /** A dual update of this stage has moved the duals (a delta above 0). */
    let dualsMoved = false;
    for (;;) {
      while (this.queue.length > 0 && !augmented) {
        let v: number;
        if (urgent.length > 0) {
          v = urgent.pop()!;
          this.urgentScans++;
        } else v = this.queue.pop()!;
        // (an S vertex stays S, unless augment took its tree apart)
        if (label[inblossom[v]!] !== 1) continue;
        for (let ai = 0; ai < activeCount; ai++) {
          const w = active[ai]!;
          if (w === v) continue;
          const bv = inblossom[v]!;
          const bw = inblossom[w]!;
          if (bv === bw) continue;
          // A vertex already reached inside a T blossom (or a T vertex itself): the edge changes
          // nothing whether it is tight or not (mwmatching's scan does nothing with it), so its
          // slack is not read. Most edges of a late Dutch round's trees are tight edges to T vertices.
          if (label[bw] === 2 && label[w] !== 0) continue;
          const e = v * wcap + w;
          let tight = allow[e] === stamp;
          if (!tight && this.slackSign(v, w) <= 0) {
            tight = true;
            allow[e] = stamp;
            allow[w * wcap + v] = stamp;
          }
          if (tight) {
            if (label[bw] === 0) {
              this.assignLabel(w, 2, w * DART + v);
              if (watchRoots) {
                const s = headOf(this.mate[this.baseOf(bw)]!);
                if (inblossom[s] === s) {
                  const tree = this.treeOf(s);
                  for (const r of roots) if (label[inblossom[r]!] === 1 && this.treeOf(inblossom[r]!) !== tree && this.slackSign(s, r) <= 0) {
                    urgent.push(s);
                    break;
                  }
                }
              }
            } else if (label[bw] === 1) {
              const base = this.scanBlossom(v, w);
              if (base >= 0) this.addBlossom(base, v, w);
              else {
                if (this.augment(v, w)) stamp = this.allowStamp; // the stage goes on, tight marks forgotten
                else augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              this.labelend[w] = w * DART + v;
            }
          } else if (label[bw] === 1) {
            const cur = this.bestedge[bv]!;
            if (cur === -1 || this.slackLessThan(v, w, cur)) this.bestedge[bv] = v * DART + w;
            // listed for the blossom that bv may become part of (addBlossom merges the lists)
            this.listEdge(bv, v * DART + w);
          } else if (label[w] === 0) {
            const cur = this.bestedge[w]!;
            if (cur === -1 || this.slackLessThan(v, w, cur)) this.bestedge[w] = v * DART + w;
          }
        }
      }
      if (augmented) break;
      if (!dualsMoved && !this.keepTrees && this.skipZeroDualUpdates) {
        // A top-level T blossom of dual 0 (made in an earlier stage, never raised): the dual update
        // is the expansion of the first one, delta 0. Exact without computing the update: until a
        // delta above 0 in this stage no dual has changed since its scans began, and every S vertex
        // has been scanned (the queue is empty), so every tight edge from S was taken (labelled,
        // made a blossom or augmented): each delta2 and delta3 candidate has a slack above 0, and
        // the first minimum in the update's order is this blossom's 0. Adding 0 to the duals
        // changes no value (their classes keep meaning equal duals); the odd-slack doubling that
        // the update would check first changes only the scale, which no comparison sees, and the
        // next update with a delta checks it again before halving a slack. In a late Dutch round
        // of 2,000 players, 1,592 of the 1,717 dual updates are these, each a pass over every
        // vertex's duals and least-slack edges.
        const zero = this.firstZeroDualTBlossom();
        if (zero !== -1) {
          this.zeroDualUpdates++;
          this.expandBlossom(zero);
          continue;
        }
      }
      // delta3's candidates: the top-level S blossoms and vertices with a least-slack S–S edge
      const s3: number[] = [];
      for (let ai = 0; ai < activeCount; ai++) if (this.isS3Candidate(active[ai]!)) s3.push(active[ai]!);
      for (const b of this.liveBlossoms) if (this.isS3Candidate(b)) s3.push(b);
      // delta3 must be half an even slack: double every dual and weight when a candidate is odd.
      const t = this.t0;
      for (const b of s3) {
        const d = this.bestedge[b]!;
        this.slackInto(tailOf(d), headOf(d), t);
        if (Math.abs(t[this.limbs - 1]! % 2) === 1) {
          this.scaleUp();
          break;
        }
      }
      let deltatype = -1;
      const delta = this.t1;
      let deltaedge = -1;
      let deltablossom = -1;
      const better = (): boolean => deltatype === -1 || wideCompare(t, 0, delta, 0, this.limbs) < 0;
      for (let ai = 0; ai < activeCount; ai++) {
        const v = active[ai]!;
        const d = this.bestedge[v]!;
        if (d === -1 || label[inblossom[v]!] !== 0) continue;
        this.slackInto(tailOf(d), headOf(d), t);
        if (better()) {
          delta.set(t);
          deltatype = 2;
          deltaedge = d;
        }
      }
      for (const b of s3) {
        const d = this.bestedge[b]!;
        this.slackInto(tailOf(d), headOf(d), t);
        this.halveAt(t, 0);
        if (better()) {
          delta.set(t);
          deltatype = 3;
          deltaedge = d;
        }
      }
      for (const b of this.liveBlossoms) {
        if (this.blossomparent[b] === -1 && label[b] === 2) {
          this.readY(b, t);
          if (better()) {
            delta.set(t);
            deltatype = 4;
            deltablossom = b;
          }
        }
      }
      if (deltatype === -1) break;
      if (!wideIsZero(delta, 0, this.limbs)) dualsMoved = true;
      // S duals go down by delta, T duals up: the S (T) vertices of one class stay equal
      const { ycls } = this;
      if (this.lastCls >= 2 ** 29) this.renumberClasses(); // now, not amid the update (which adds a class per vertex at most)
      if (++this.remapNow >= 2 ** 30) {
        this.remapStamp.fill(0);
        this.remapNow = 1;
      }
      for (let ai = 0; ai < activeCount; ai++) {
        const v = active[ai]!;
        const lb = label[inblossom[v]!];
        if (lb !== 1 && lb !== 2) continue;
        this.addToDual(v, delta, lb === 1 ? -1 : 1);
        ycls[v] = this.remapped(ycls[v]!, lb);
      }
      for (const b of this.liveBlossoms) {
        if (this.blossomparent[b] === -1) {
          if (label[b] === 1) this.addToY(b, delta, 1);
          else if (label[b] === 2) this.addToY(b, delta, -1);
        }
      }
      if (deltatype === 2) {
        this.allowEdge(deltaedge);
        let i = tailOf(deltaedge);
        const j = headOf(deltaedge);
        if (label[inblossom[i]!] === 0) i = j;
        this.queue.push(i);
      } else if (deltatype === 3) {
        this.allowEdge(deltaedge);
        this.queue.push(tailOf(deltaedge));
      } else if (deltatype === 4) {
        this.expandBlossom(deltablossom);
      }
    }
    return augmented;
  }

  /** The first top-level T blossom (in the dual update's order) whose dual is 0, or -1. */
  private firstZeroDualTBlossom(): number {
    const { Y, limbs, label, blossomparent } = this;
    for (const b of this.liveBlossoms) {
      if (blossomparent[b] !== -1 || label[b] !== 2 || this.Ytop[b] !== 0) continue;
      if (wideIsZero(Y, b * limbs, limbs)) return b;
    }
    return -1;
  }

  /** A top-level S blossom (or vertex) with a least-slack edge to another S blossom. */
  private isS3Candidate(b: number): boolean {
    return this.blossomparent[b] === -1 && this.label[b] === 1 && this.bestedge[b] !== -1 && (b < this.N ? this.inblossom[b] === b : this.blossombase[b]! >= 0);
  }

}
