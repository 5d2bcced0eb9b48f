import { BlossomForest, DART, MAX_VERTICES, headOf, tailOf } from './blossomForest';

/**
 * Maximum-weight matching re-solved from the previous optimum, for weights that are integers
 * below 2^44 (the Burstein system's packed weights; 0 = no edge): every slack is computed exactly
 * in one Float64 addition (no allocation, no bigint). Integers stay exact while they are below
 * 2^53; the odd-slack rescaling doubles them, so a rescale that would pass 2^52 throws a
 * RangeError instead of losing exactness (it has not happened on the Burstein corpus).
 *
 * A maximum-weight PERFECT matching of the complete graph over the vertices in the graph (absent
 * edges weigh 0, a pair across one is reported unpaired); the blossom bookkeeping and the warm
 * start are BlossomForest's (blossomForest.ts), so a re-solve after changing one player's edges
 * costs one or two stages, O(n²). A vertex joins the graph with its first positive edge, and the
 * highest vertex not in it joins as a spare when the count is odd.
 *
 * Scanning an S vertex (the inner loop): weights and the stage's tight-edge marks are row-major
 * N×N, so row v is read sequentially with v's dual held in a register; a least-slack edge keeps
 * its slack cached until the next dual change; and a banded stage (stage()) reads only the part
 * of the row that holds v's positive edges, plus the few vertices whose dual is low.
 */

/**
 * What scanning an S vertex ended with: every edge scanned; an augmentation that ended the stage;
 * one after which the stage goes on (the vertex is no longer S).
 */
type Scan = 'scanned' | 'done' | 'augmented';

/**
 * Weights the caller computes on demand from its own compact state, instead of an N×N table
 * (a 9,999-player Burstein round would need 0.8 GB for it). weight(a, b) = weight(b, a) is an
 * integer in [0, 2^44) (0: no edge); fillRow writes weight(v, y) into out[y] for lo <= y < hi.
 * The caller changes its state and reports each changed edge with weightChanged, in the order a
 * table would have been written; during a batch of changes, the matcher reads only the changed
 * edge itself (whose new weight it is given), except after a decrease, when it reads the
 * decreased vertex's other edges: they must then read as already written.
 */
export interface EdgeWeights {
  weight(a: number, b: number): number;
  fillRow(v: number, lo: number, hi: number, out: Float64Array): void;
}

/** The dart of edge {a,b} from its lower to its higher end: one name per edge. */
const edgeDart = (a: number, b: number): number => (a < b ? a * DART + b : b * DART + a);

export class NumberWarmMatcher extends BlossomForest {
  private readonly n: number;
  /** Without computed weights: weight[a·N + b] = w(a,b), both orders written (setWeight). */
  private readonly weight: Float64Array | null;
  /** Computed weights (EdgeWeights), or null when they are held in `weight`. */
  private readonly computed: EdgeWeights | null;
  /** A row of computed weights (fillRow), indexed by vertex. */
  private readonly rowBuf: Float64Array;
  /** The largest |w2| and |dual| allowed: beyond it a sum of three could leave the exact integers of a double. */
  private static readonly LIMIT = 2 ** 51;
  private maxWeight = 0;
  /** bestslack[x] = slack of bestedge[x] while bestslackEpoch[x] === epoch (no dual changed since). */
  private readonly bestslack: Float64Array;
  private readonly bestslackEpoch: Int32Array;
  private epoch = 0;
  /**
   * One scanRange call lists at most one edge per other S blossom, its least slack (the first on
   * ties): listedStamp[c] === listStamp when the call listed an edge to c, at listedAt[c], of
   * slack listedSlack[c].
   */
  private readonly listedStamp: Int32Array;
  private readonly listedAt: Int32Array;
  private readonly listedSlack: Float64Array;
  private listStamp = 0;
  /** slackValue's table: the slack of edge memoDart[h] while memoEpoch[h] === epoch. */
  private readonly memoDart = new Int32Array(1 << 16).fill(-1);
  private readonly memoEpoch = new Int32Array(1 << 16).fill(-1);
  private readonly memoSlack = new Float64Array(1 << 16);
  private readonly dual: Float64Array;
  /*
   * The forest's `active` vertices are kept in increasing order: a vertex joins with its first
   * positive edge (or as the spare that evens the count) and leaves when retirePair fixes its
   * pair. Vertices not in it have only zero-weight edges and are no part of any stage.
   */
  private readonly retired: Uint8Array;
  /**
   * Every positive-weight edge of v goes to a vertex numbered in [bandLo[v], bandHi[v]) (grown
   * by setWeight, never shrunk). A banded stage scans only that range and the low vertices, see
   * stage().
   */
  private readonly bandLo: Int32Array;
  private readonly bandHi: Int32Array;
  /** The stage's low vertices (dual below its threshold), in increasing order; isLow marks them. */
  private readonly lowList: Int32Array;
  private lowCount = 0;
  private readonly isLow: Uint8Array;
  /** The stage skips zero-weight edges between high vertices (see stage()). */
  private banded = false;
  private scale = 1;
  /** 2·scale: slack(a,b) = dual[a] + dual[b] - s2·w(a,b). */
  private s2 = 2;

  /**
   * `weights`: computed on demand (EdgeWeights; changes reported with weightChanged). Without
   * it the matcher keeps an N×N table written by setWeight.
   */
  constructor(vertexCount: number, weights?: EdgeWeights) {
    if (!Number.isInteger(vertexCount) || vertexCount < 0 || vertexCount > MAX_VERTICES) {
      throw new RangeError(`NumberWarmMatcher: ${vertexCount} vertices (at most ${MAX_VERTICES})`);
    }
    const N = vertexCount + (vertexCount % 2);
    super(N);
    this.n = vertexCount;
    this.computed = weights ?? null;
    this.weight = weights === undefined ? new Float64Array(N * N) : null;
    this.rowBuf = new Float64Array(weights === undefined ? 0 : N);
    this.bestslack = new Float64Array(2 * N);
    this.bestslackEpoch = new Int32Array(2 * N).fill(-1);
    this.listedStamp = new Int32Array(2 * N);
    this.listedAt = new Int32Array(2 * N);
    this.listedSlack = new Float64Array(2 * N);
    this.numericSlacks = new Float64Array(2 * N);
    this.dual = new Float64Array(2 * N);
    this.bandLo = new Int32Array(N).fill(N);
    this.bandHi = new Int32Array(N);
    this.lowList = new Int32Array(N);
    this.isLow = new Uint8Array(N);
    this.retired = new Uint8Array(N);
    this.shortPathsFirst = true;
  }

  /**
   * Sets the weight of edge {u,v}; 0 removes it. Out-of-range vertices, self-loops, negative or
   * non-integer weights and weights of 2^44 or more throw RangeError (programming errors).
   */
  setWeight(u: number, v: number, w: number): void {
    this.checkEdge(u, v, w);
    const weight = this.weight;
    if (weight === null) throw new Error('NumberWarmMatcher: computed weights change through weightChanged');
    const N = this.N;
    const before = weight[u * N + v]!;
    if (before === w) return;
    weight[u * N + v] = w;
    weight[v * N + u] = w;
    this.changed(u, v, before, w);
  }

  /**
   * Computed weights: edge {u,v} went from `before` to `after` (EdgeWeights.weight gives `after`
   * once the batch is written). Same checks as setWeight.
   */
  weightChanged(u: number, v: number, before: number, after: number): void {
    this.checkEdge(u, v, after);
    if (before !== after) this.changed(u, v, before, after);
  }

  private checkEdge(u: number, v: number, w: number): void {
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= this.n || v >= this.n || u === v) {
      throw new RangeError(`bad edge {${u},${v}} for ${this.n} vertices`);
    }
    if (!Number.isInteger(w) || w < 0 || w >= 2 ** 44) throw new RangeError(`weight ${w} on {${u},${v}} is not an integer in [0, 2^44)`);
  }

  /** The lazy repair after edge {u,v} went from `before` to w. */
  private changed(u: number, v: number, before: number, w: number): void {
    if (w > 0) {
      this.widenBand(u, v);
      this.widenBand(v, u);
    }
    if (this.retired[u] || this.retired[v]) return; // out of the graph: the weight is only recorded
    if (w > 0 && !(this.isActive[u] && this.isActive[v])) {
      // A vertex joins the graph free, its dual fixed by the next solve.
      if (!this.isActive[u]) this.activate(u);
      if (!this.isActive[v]) this.activate(v);
    }
    if (w > this.maxWeight) {
      this.maxWeight = w;
      this.checkRange();
    }
    if (this.dirty[u] || this.dirty[v]) return; // a freed endpoint's dual is recomputed anyway
    // Lazy repair: keep the current optimum when the change leaves it optimal.
    const s = this.inblossom[u] === u ? u : this.inblossom[v] === v ? v : -1;
    if (s === -1) {
      this.markDirty(u);
      return;
    }
    const other = s === u ? v : u;
    if (this.mate[s] !== -1 && headOf(this.mate[s]!) === other) {
      // A matched edge stays tight if s's dual follows its weight (s is in no blossom).
      const delta = this.s2 * (w - before);
      this.dual[s] = this.dual[s]! + delta;
      if (delta < 0 && this.inGraph().some((y) => y !== s && this.slack(s, y) < 0)) this.markDirty(s);
    } else if (this.dual[u]! + this.dual[v]! - this.s2 * w < 0) {
      this.markDirty(s);
    }
  }

  /** y joins x's band of positive edges. */
  private widenBand(x: number, y: number): void {
    if (y < this.bandLo[x]!) this.bandLo[x] = y;
    if (y >= this.bandHi[x]!) this.bandHi[x] = y + 1;
  }

  private activate(x: number): void {
    let i = this.activeCount++;
    for (; i > 0 && this.active[i - 1]! > x; i--) this.active[i] = this.active[i - 1]!;
    this.active[i] = x;
    this.isActive[x] = 1;
    this.markDirty(x);
  }

  /** Position in `active` of the first vertex numbered x or more. */
  private activeFrom(x: number): number {
    let lo = 0;
    let hi = this.activeCount;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.active[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Exactness guard: every weight and dual must stay an integer well inside a double's 53 bits. */
  private checkRange(): void {
    if (2 * this.scale * this.maxWeight * 4 >= NumberWarmMatcher.LIMIT) {
      throw new RangeError(`NumberWarmMatcher: weights up to ${this.maxWeight} at scale ${this.scale} would leave the exact integers of a double`);
    }
  }

  private weightOf(a: number, b: number): number {
    if (this.weight !== null) return this.weight[a * this.N + b]!;
    // the dummy vertex of an odd count has no edge
    return a < this.n && b < this.n ? this.computed!.weight(a, b) : 0;
  }

  private slack(a: number, b: number): number {
    return this.dual[a]! + this.dual[b]! - this.s2 * this.weightOf(a, b);
  }

  /**
   * Row v's weights for the vertices in [lo, hi): the table and the offset of row v in it (the
   * N×N table itself, or the row computed into rowBuf).
   */
  private rowOf(v: number, lo: number, hi: number): Float64Array {
    if (this.weight !== null) return this.weight;
    // (the dummy vertex's entry, rowBuf[n], stays 0)
    const top = Math.min(hi, this.n);
    if (v < this.n && lo < top) this.computed!.fillRow(v, lo, top, this.rowBuf);
    else if (v >= this.n) this.rowBuf.fill(0, lo, hi);
    return this.rowBuf;
  }
  private rowStart(v: number): number {
    return this.weight !== null ? v * this.N : 0;
  }

  /** Slack of bestedge[x], recomputed only after a dual change. */
  private bestSlack(x: number): number {
    if (this.bestslackEpoch[x] !== this.epoch) {
      const d = this.bestedge[x]!;
      this.bestslack[x] = this.slack(tailOf(d), headOf(d));
      this.bestslackEpoch[x] = this.epoch;
    }
    return this.bestslack[x]!;
  }

  /** bestedge[x] = d of the given slack, cached until the next dual change. */
  private cacheBestEdge(x: number, d: number, slack: number): void {
    this.bestedge[x] = d;
    this.bestslack[x] = slack;
    this.bestslackEpoch[x] = this.epoch;
  }

  // ---- the arithmetic the blossom forest asks for ---------------------------------------------

  protected override setBestEdge(x: number, d: number): void {
    this.bestedge[x] = d;
    this.bestslackEpoch[x] = -1;
  }

  /**
   * Nothing to record: an edge the stage allowed is tight (slack 0) whenever it is scanned, since
   * only the duals of labelled vertices change and an allowed edge joins an S vertex to a T vertex
   * (or lies on the cycle of a T blossom being expanded, whose dual reached 0), so the scan finds
   * it tight by its slack. (mwmatching's allowedge saves computing that slack; here it would take
   * an N×N table.)
   */
  protected allowEdge(): void {}

  /**
   * The slack of edge d, remembered until the next dual change (epoch) in a direct-mapped table:
   * a nest of blossoms built in one stage merges the same lists of edges again at each level
   * (addBlossom), and each slack costs a computed weight.
   */
  protected override slackValue(d: number): number {
    const h = Math.imul(d, 0x9e3779b1) >>> 16;
    if (this.memoDart[h] === d && this.memoEpoch[h] === this.epoch) return this.memoSlack[h]!;
    const s = this.slack(tailOf(d), headOf(d));
    this.memoDart[h] = d;
    this.memoEpoch[h] = this.epoch;
    this.memoSlack[h] = s;
    return s;
  }

  protected slackLess(d1: number, d2: number): boolean {
    return this.slack(tailOf(d1), headOf(d1)) < this.slack(tailOf(d2), headOf(d2));
  }

  protected leastSlackFromS(w: number): number {
    let best = -1;
    let bestSlack = 0;
    for (const v of this.inGraph()) {
      if (this.label[this.top(v)] !== 1) continue;
      const s = this.slack(v, w);
      if (best === -1 || s < bestSlack) {
        best = v * DART + w;
        bestSlack = s;
      }
    }
    return best;
  }

  protected forgetTightEdges(): void {}

  protected isTight(x: number, y: number): boolean {
    return this.slack(x, y) === 0;
  }

  protected zeroDual(b: number): void {
    this.dual[b] = 0;
  }

  protected spreadDual(b: number): boolean {
    const z = this.dual[b]!;
    if (z === 0) return false;
    for (const v of this.leavesOf(b)) this.dual[v] = this.dual[v]! + z;
    return true;
  }

  protected dualParity(x: number): number {
    return Math.abs(this.dual[x]! % 2);
  }

  protected raiseDual(x: number): void {
    this.dual[x] = this.dual[x]! + 1;
  }

  /**
   * Gives each freed vertex x, one after the other, its least feasible dual: the largest
   * s2·w(x,y) - dual[y] over the vertices y that count (a freed vertex whose dual is not fixed yet
   * does not: it will make its own edge to x feasible). Zero-weight edges give -dual[y], at most
   * minus the least dual that counts, and every edge weighs at least that: so the maximum is the
   * larger of that and the maximum over x's band.
   */
  protected fixDuals(): void {
    const { dual, active, dirty, s2 } = this;
    let least = Infinity;
    for (const y of this.inGraph()) if (dirty[y] !== 1) least = Math.min(least, dual[y]!);
    for (const x of this.dirtyList) {
      let best = -least;
      const lo = this.bandLo[x]!;
      const hi = this.bandHi[x]!;
      if (lo < hi) {
        const from = this.activeFrom(lo);
        const end = this.activeFrom(hi);
        const weight = from < end ? this.rowOf(x, active[from]!, active[end - 1]! + 1) : this.rowBuf;
        const row = this.rowStart(x);
        for (let ai = from; ai < end; ai++) {
          const y = active[ai]!;
          if (y === x || dirty[y] === 1) continue;
          const v = s2 * weight[row + y]! - dual[y]!;
          if (v > best) best = v;
        }
      }
      // no vertex counts: x is alone in the graph so far
      const fixed = best === -Infinity ? 0 : best;
      dual[x] = fixed;
      dirty[x] = 2;
      least = Math.min(least, fixed);
    }
  }

  protected heaviestEdgeDuals(): void {
    const { dual, isActive } = this;
    for (const x of this.dirtyList) {
      let heaviest = 0;
      const weight = this.rowOf(x, this.bandLo[x]!, this.bandHi[x]!);
      for (let y = this.bandLo[x]!, row = this.rowStart(x); y < this.bandHi[x]!; y++) {
        if (isActive[y] && weight[row + y]! > heaviest) heaviest = weight[row + y]!;
      }
      dual[x] = this.scale * heaviest;
    }
  }

  private doubleScale(): void {
    this.scale *= 2;
    this.s2 *= 2;
    this.checkRange();
    this.dual.set(this.dual.map((d) => d * 2));
    this.epoch++;
  }

  /** Undo doublings once every dual is even again, so that the scale (and the exactness guard) stays low. */
  protected unscale(): void {
    while (this.scale > 1) {
      if (this.dual.some((d) => d % 2 !== 0)) return;
      this.dual.set(this.dual.map((d) => d / 2));
      this.scale /= 2;
      this.s2 /= 2;
    }
  }

  /**
   * Takes the matched pair a–b out of the graph for good (bbpPairings' finalizePair, which removes
   * every other edge at a and b): later solves are maximum matchings of the other vertices, and
   * never scan a or b again. The blossoms holding a or b are dissolved first (which keeps every
   * dual feasible); a vertex that leaves unmatched is re-augmented by the next solve.
   */
  retirePair(a: number, b: number): void {
    if (this.retired[a] || this.retired[b] || a === b) throw new RangeError(`cannot retire {${a},${b}}`);
    if (this.mate[a] !== a * DART + b && this.retireExchanged(a, b)) return;
    this.dropTriangle(a, b);
    this.free(a);
    this.free(b);
    this.takeOut(a, b);
  }

  /** a–b, free of every blossom, paired and out of the graph for good. */
  private takeOut(a: number, b: number): void {
    this.mate[a] = a * DART + b;
    this.mate[b] = b * DART + a;
    this.retired[a] = 1;
    this.retired[b] = 1;
    this.leaveGraph(a);
    this.leaveGraph(b);
  }

  /**
   * Retires a–b, not paired in the optimum in hand, without a solve, when `exchangeIsOptimal`
   * proves the exchanged matching (a–b, a'–b') another optimum and `liftIntoPlace` can make it
   * keeping every blossom; false (nothing changed) otherwise. The optimum of the others stays in
   * hand: the next decision is read from it at once. Otherwise the pair is retired as any other:
   * the blossoms around a and b are dissolved (`free`), which takes apart the nest of blossoms that
   * a Burstein score group of nearly equal weights grows, and the next solve builds it again only
   * to pair a' with b'. Round 3 of a 9,999-player event: 41 s, 22 s with the lift.
   */
  private retireExchanged(a: number, b: number): boolean {
    if (!this.settled || !this.exchangeIsOptimal(a, b)) return false;
    const a2 = headOf(this.mate[a]!);
    const b2 = headOf(this.mate[b]!);
    return this.liftIntoPlace(a, a2, b, b2) || this.liftIntoPlace(b, b2, a, a2);
  }

  /**
   * The exchange p–p', q–q' -> p–q, p'–q' (proven another optimum), made keeping the blossoms,
   * then p–q retired; false (nothing changed) when the shape does not allow it. q and q' are
   * single-vertex children of blossom L, matched to each other along its cycle: they leave L (its
   * cycle closes without them, or L gives its place to its first child when only that is left),
   * and q' takes p's place, in a blossom's cycle (`liftIntoCycle`) or top-level (`liftToTop`).
   * Each blossom q' leaves or joins holds one old pair and not the other, so the proof
   * (`exchangeIsOptimal`: every blossom of positive dual keeps its count of matched edges) gave it
   * dual 0, and every reduced cost stays as it was. Every blossom left is still an odd cycle of
   * tight edges matched every other one from its base, the duals stay feasible and complementary,
   * and nobody is freed: the optimum and its blossoms stay in hand for the next decision.
   */
  private liftIntoPlace(p: number, p2: number, q: number, q2: number): boolean {
    const L = this.blossomparent[q]!;
    if (L === -1 || this.blossomparent[q2] !== L) return false;
    const lChilds = this.blossomchilds[L]!;
    const iq = lChilds.indexOf(q);
    const iq2 = lChilds.indexOf(q2);
    if (Math.abs(iq - iq2) !== 1 || Math.min(iq, iq2) % 2 !== 1) return false;
    return this.inblossom[p] === this.inblossom[p2] ? this.liftIntoCycle(p, p2, q, q2) : this.liftToTop(p, p2, q, q2);
  }

  /** L's cycle closes without its children q and q' (`liftIntoPlace`), over `closing` when it has five or more. */
  private takeOutOfCycle(L: number, q: number, closing: number): void {
    const lChilds = this.blossomchilds[L]!;
    if (lChilds.length === 3) {
      if (this.blossomparent[L] === -1) this.unwrap(L);
      else this.givePlaceToChild(L, lChilds[0]!);
    } else {
      const lq = Math.min(lChilds.indexOf(q), lChilds.indexOf(headOf(this.mate[q]!)));
      this.shortenCycle(L, lq, closing);
    }
    this.blossomparent[q] = -1;
    this.inblossom[q] = q;
  }

  /**
   * `liftIntoPlace` when p is a single-vertex child of A, the innermost blossom holding p and p'
   * (p' in its child Y2, whose base it is): q' takes p's place in A's cycle, matched to p' (tight,
   * proven) and joined to p's other neighbour X by a tight edge (L's own dart from q' when L lies
   * in X). q' leaves the blossoms from L up to (not including) G, the innermost holding both L and
   * A, and joins those from A up to G. No dart of a blossom may end at a vertex that leaves it.
   */
  private liftIntoCycle(p: number, p2: number, q: number, q2: number): boolean {
    const parent = this.blossomparent;
    const L = parent[q]!;
    const A = parent[p]!;
    if (A === -1 || A === L) return false;
    let y2 = p2;
    while (y2 !== -1 && parent[y2] !== A) y2 = parent[y2]!;
    if (y2 === -1) return false;
    for (let c = L; c !== -1; c = parent[c]!) if (c === y2) return false;
    // A's cycle around p: p and Y2 at lo, lo+1 (lo odd), p's other neighbour X at ix, the dart
    // joining X and p at ex
    const childs = this.blossomchilds[A]!;
    const ip = childs.indexOf(p);
    const iy = childs.indexOf(y2);
    const lo = Math.min(ip, iy);
    if (Math.abs(ip - iy) !== 1 || lo % 2 !== 1) return false;
    const ix = ip === lo ? lo - 1 : (lo + 2) % childs.length;
    const ex = ip === lo ? lo - 1 : lo + 1;
    // G: the innermost blossom holding L and A (-1: none)
    const G = this.innermostCommonBlossom(q, p);
    // p and q leave every blossom, q' those on L's side below G (A's darts at p are replaced)
    let below = true;
    for (let c = L; parent[c] !== -1; c = parent[c]!) {
      if (c === G) below = false;
      if (!this.dartsAround(parent[c]!, c, below ? [p, q, q2] : [p, q], parent[c] === A ? ex : -1)) return false;
    }
    for (let c = A; c !== G && parent[c] !== -1; c = parent[c]!) if (!this.dartsAround(parent[c]!, c, [p, q])) return false;
    // q's tight edge to X
    const lChilds = this.blossomchilds[L]!;
    const iq = lChilds.indexOf(q);
    const lq = Math.min(iq, lChilds.indexOf(q2));
    const x = childs[ix]!;
    let y = -1;
    let holdsL = false;
    for (let c = L; c !== -1 && !holdsL; c = parent[c]!) holdsL = c === x;
    if (holdsL) {
      const d = this.blossomendps[L]![iq === lq ? (lq + 1) % lChilds.length : lq - 1]!;
      y = tailOf(d) === q2 ? headOf(d) : tailOf(d);
    } else {
      for (const z of x < this.N ? [x] : Array.from(this.leavesOf(x))) {
        if (this.reducedCostSign(q2, z) !== 0) continue;
        y = z;
        break;
      }
      if (y === -1) return false;
    }
    const closing = lChilds.length > 3 ? this.closingDart(L, lq) : -1;
    if (lChilds.length > 3 && closing === -1) return false;
    this.takeOutOfCycle(L, q, closing);
    const es = this.blossomendps[A]!;
    childs[ip] = q2;
    parent[q2] = A;
    this.inblossom[q2] = this.inblossom[p]!;
    if (ip === lo) {
      es[lo] = p2 * DART + q2;
      es[ex] = q2 * DART + y;
    } else {
      es[lo] = q2 * DART + p2;
      es[ex] = y * DART + q2;
    }
    parent[p] = -1;
    this.inblossom[p] = p;
    this.retireExchangedPair(p, p2, q, q2);
    return true;
  }

  /**
   * `liftIntoPlace` when p–p' joins two top-level blossoms (p and p' each a vertex or the base of
   * one): q' becomes top-level, matched to p'. Every blossom holding p is unwrapped, its dual
   * spread (which loosens only edges leaving it, the matched one p's), and so is every blossom
   * holding both p' and q (after the exchange p' is matched inside it and q leaves, so no matched
   * edge leaves it either). A blossom holding p, q and q' must have dual 0: spreading it would
   * loosen q'–p'. q' leaves the blossoms that hold q and neither p nor p' (dual 0, by the proof);
   * no dart of theirs may end at q or q'.
   */
  private liftToTop(p: number, p2: number, q: number, q2: number): boolean {
    const parent = this.blossomparent;
    const L = parent[q]!;
    // Of q's blossoms, those holding p (from withP up) or p' (from withP2 up: p and p' lie in two
    // different top-level blossoms, so one of the two is -1) are unwrapped, from `cut` up.
    const withP = this.innermostCommonBlossom(q, p);
    const cut = withP !== -1 ? withP : this.innermostCommonBlossom(q, p2);
    for (let c = withP; c !== -1; c = parent[c]!) if (this.dual[c]! > 0) return false;
    const keepsL = L !== cut;
    let closing = -1;
    if (keepsL) {
      for (let c = L; parent[c] !== -1 && parent[c] !== cut; c = parent[c]!) if (!this.dartsAround(parent[c]!, c, [q, q2])) return false;
      const lChilds = this.blossomchilds[L]!;
      if (lChilds.length > 3) {
        closing = this.closingDart(L, Math.min(lChilds.indexOf(q), lChilds.indexOf(q2)));
        if (closing === -1) return false;
      }
    }
    while (this.inblossom[p] !== p) this.unwrapSpread(this.inblossom[p]!);
    while (this.inblossom[q] !== q && this.inblossom[q] === this.inblossom[p2]) this.unwrapSpread(this.inblossom[q]!);
    if (keepsL) this.takeOutOfCycle(L, q, closing);
    parent[q] = -1;
    this.inblossom[q] = q;
    parent[q2] = -1;
    this.inblossom[q2] = q2;
    this.retireExchangedPair(p, p2, q, q2);
    return true;
  }

  /** Top-level blossom b taken apart, its dual spread over its vertices. */
  private unwrapSpread(b: number): void {
    this.spreadDual(b);
    this.unwrap(b);
  }

  /** The exchange's new pairs p–q (retired) and p'–q', once the blossoms are in place. */
  private retireExchangedPair(p: number, p2: number, q: number, q2: number): void {
    this.mate[q2] = q2 * DART + p2;
    this.mate[p2] = p2 * DART + q2;
    this.takeOut(p, q);
    this.epoch++;
  }

  /**
   * The pair a–b leaving the graph is two of the three children of a top-level blossom T, the
   * third, C, holding T's base (a nest of such blossoms is what a score group of nearly equal
   * weights grows). Dissolving T would spread its dual over its vertices and so loosen the base's
   * matched edge, leaving two vertices to re-augment through the whole group. Instead T is taken
   * apart and its dual added to C's (dropped when C is a single vertex): for every edge left in
   * the graph the reduced cost is unchanged (an edge inside C had both duals' terms and keeps
   * their sum, an edge leaving C had neither; the edges at a and b leave with them), the blossom
   * duals stay non-negative, and C, a blossom with its base matched out of it, still has all but
   * its base matched inside: the duals stay feasible and complementary, the matching of the
   * others stays an optimum, and nobody is freed.
   */
  private dropTriangle(a: number, b: number): void {
    if (this.shortenCycleAround(a, b)) return;
    const t = this.inblossom[a]!;
    if (t === a || this.inblossom[b] !== t || this.blossomparent[a] !== t || this.blossomparent[b] !== t) return;
    const childs = this.blossomchilds[t]!;
    if (childs.length !== 3) return;
    const c = childs[0]!;
    if (c === a || c === b || this.blossombase[c] !== this.blossombase[t]) return;
    if (c >= this.N) this.dual[c] = this.dual[c]! + this.dual[t]!;
    this.unwrap(t);
    this.epoch++;
  }

  /**
   * The pair a–b leaving the graph is two neighbouring children of a blossom L of five or more
   * (top-level or nested; single vertices, matched to each other, so at positions p, p+1 with p
   * odd). When some edge between the children on either side of them is tight (reduced cost 0,
   * the duals of L and the blossoms around it counted), L's cycle closes over that edge without
   * them: still an odd cycle of tight edges matched every other one from the base, so L stays a
   * blossom. Every reduced cost left is unchanged (no dual moves), L and the blossoms around it
   * each lose the pair and keep all but their base matched inside: the duals stay feasible and
   * complementary and nobody is freed. No dart of a blossom above L may end at a or b (it would no
   * longer join its cycle). False (nothing changed) when any of this does not hold.
   */
  private shortenCycleAround(a: number, b: number): boolean {
    const l = this.blossomparent[a]!;
    if (l === -1 || this.blossomparent[b] !== l || this.mate[a] !== a * DART + b) return false;
    const childs = this.blossomchilds[l]!;
    const k = childs.length;
    if (k < 5) return false;
    const ia = childs.indexOf(a);
    const ib = childs.indexOf(b);
    const p = Math.min(ia, ib);
    if (Math.abs(ia - ib) !== 1 || p % 2 !== 1) return false;
    // (the darts around L in every blossom above it, as the pair leaves them all)
    for (let c = l; this.blossomparent[c] !== -1; c = this.blossomparent[c]!) if (!this.dartsAround(this.blossomparent[c]!, c, [a, b])) return false;
    const closing = this.closingDart(l, p);
    if (closing === -1) return false;
    this.shortenCycle(l, p, closing);
    this.epoch++;
    return true;
  }

  /**
   * A tight dart from the child after positions p, p+1 of blossom l's cycle (tail) to the child
   * before them (head), over which the cycle closes without those two; -1 when there is none.
   */
  private closingDart(l: number, p: number): number {
    const childs = this.blossomchilds[l]!;
    const before = childs[p - 1]!;
    const after = childs[(p + 2) % childs.length]!;
    const heads = before < this.N ? [before] : Array.from(this.leavesOf(before));
    const tails = after < this.N ? [after] : Array.from(this.leavesOf(after));
    for (const x of tails) for (const y of heads) if (this.reducedCostSign(x, y) === 0) return x * DART + y;
    return -1;
  }

  /**
   * Whether the two darts of blossom h's cycle at its child `child` avoid every vertex of `gone`
   * (the dart at index `skip`, to be replaced, is not checked): a dart that ends at a vertex
   * leaving the child would no longer join the cycle.
   */
  private dartsAround(h: number, child: number, gone: readonly number[], skip = -1): boolean {
    const cs = this.blossomchilds[h]!;
    const es = this.blossomendps[h]!;
    const i = cs.indexOf(child);
    for (const j of [i, (i + cs.length - 1) % cs.length]) {
      if (j === skip) continue;
      const d = es[j]!;
      if (gone.includes(tailOf(d)) || gone.includes(headOf(d))) return false;
    }
    return true;
  }

  /** Re-solves from the previous optimum and returns every vertex's partner (-1: unpaired). */
  solve(): Int32Array {
    this.reoptimize();
    const out = new Int32Array(this.n);
    for (let v = 0; v < this.n; v++) out[v] = this.mateOf(v);
    return out;
  }

  /** v's partner in the last solve, or -1 (unpaired, or no longer in the graph). */
  mateOf(v: number): number {
    const mv = this.mate[v]!;
    if (mv === -1) return -1;
    const m = headOf(mv);
    // The dummy vertex and zero-weight (absent) edges are no pair.
    return m < this.n && this.weightOf(v, m) !== 0 ? m : -1;
  }

  /**
   * The sign of y_u + y_v − w(u, v) under the current duals, blossom duals left out. Those are
   * never negative (a T blossom is expanded when its dual reaches 0), so a positive sign means a
   * positive reduced cost: when `settled`, no maximum-weight perfect matching pairs u and v
   * (complementary slackness). Exact: every dual and doubled weight is an integer of a double.
   */
  vertexSlackSign(u: number, v: number): number {
    this.checkInGraph(u);
    this.checkInGraph(v);
    if (u === v) throw new RangeError(`NumberWarmMatcher: self-loop at ${u}`);
    return Math.sign(this.slack(u, v));
  }

  /**
   * The sign of the reduced cost of edge {u,v}: its vertex slack plus twice the dual of each
   * blossom holding both ends. When `settled` (the duals optimal), a positive sign means no
   * maximum-weight perfect matching pairs u and v (complementary slackness); inside a blossom it
   * passes over edges that the vertex slack alone (negative there) cannot. O(nesting depth).
   */
  reducedCostSign(u: number, v: number): number {
    this.checkInGraph(u);
    this.checkInGraph(v);
    if (u === v) throw new RangeError(`NumberWarmMatcher: self-loop at ${u}`);
    let t = this.slack(u, v);
    for (let b = this.innermostCommonBlossom(u, v); b !== -1; b = this.blossomparent[b]!) t += 2 * this.dual[b]!;
    return Math.sign(t);
  }

  /**
   * Whether exchanging partners (a–a', c–c' -> a–c, a'–c') gives another maximum-weight perfect
   * matching, proven from the settled one without making it (the matching held is unchanged). By
   * complementary slackness (Edmonds' matching polytope), a perfect matching is optimal when some
   * feasible duals make each of its edges tight and every odd set of positive dual hold as many of
   * its edges as it can. The duals in hand are feasible and do so for the matching held; the
   * exchanged one keeps all its other edges, so it is optimal when both new edges have reduced
   * cost 0 and every blossom of positive dual holds as many matched edges after as before. Unlike
   * `exchangePartners`, the four may lie inside blossoms (a Burstein score group of nearly equal
   * weights nests them deep).
   */
  exchangeIsOptimal(a: number, c: number): boolean {
    if (!this.settled || a === c) return false;
    const a2 = headOf(this.mate[a]!);
    const c2 = headOf(this.mate[c]!);
    if (a2 === c) return false;
    if (this.reducedCostSign(a, c) !== 0 || this.reducedCostSign(a2, c2) !== 0) return false;
    // each blossom's count of matched edges inside: +1 for a new edge it holds, −1 for an old one
    const change = new Map<number, number>();
    const count = (x: number, y: number, by: number): void => {
      for (let b = this.innermostCommonBlossom(x, y); b !== -1; b = this.blossomparent[b]!) change.set(b, (change.get(b) ?? 0) + by);
    };
    count(a, c, 1);
    count(a2, c2, 1);
    count(a, a2, -1);
    count(c, c2, -1);
    for (const [b, d] of change) if (d !== 0 && this.dual[b]! > 0) return false;
    return true;
  }

  /**
   * For the tests: under the current duals every edge among the vertices in the graph has a
   * non-negative reduced cost (its vertex slack plus twice the dual of each blossom holding both
   * ends), every blossom dual is non-negative, and every matched edge has reduced cost 0: the
   * certificate the decisions above and the warm start rely on.
   */
  dualsFeasible(): boolean {
    const vs = this.inGraph();
    for (const b of this.liveBlossoms) if (this.dual[b]! < 0) return false;
    for (const u of vs) {
      for (const v of vs) {
        if (u >= v) continue;
        let t = this.slack(u, v);
        for (let b = this.blossomparent[u]!; b !== -1; b = this.blossomparent[b]!) {
          let holds = false;
          for (let c = this.blossomparent[v]!; c !== -1 && !holds; c = this.blossomparent[c]!) holds = c === b;
          if (holds) t += 2 * this.dual[b]!;
        }
        if (t < 0) return false;
        if (this.mate[u] !== -1 && headOf(this.mate[u]!) === v && t !== 0) return false;
      }
    }
    return true;
  }

  /**
   * For the tests: every blossom is one, as the stages need it: an odd cycle of children, the
   * first holding its base, each joined to the next by a dart (head in child i, tail in child
   * i+1) of reduced cost 0, the darts after odd children matched and the others not.
   */
  blossomsValid(): boolean {
    const within = (x: number, c: number): boolean => {
      for (let y = x; y !== -1; y = this.blossomparent[y]!) if (y === c) return true;
      return false;
    };
    for (const b of this.liveBlossoms) {
      const childs = this.blossomchilds[b]!;
      const endps = this.blossomendps[b]!;
      const k = childs.length;
      if (k < 3 || k % 2 === 0 || endps.length !== k) return false;
      const c0 = childs[0]!;
      if ((c0 < this.N ? c0 : this.blossombase[c0]) !== this.blossombase[b]) return false;
      for (let i = 0; i < k; i++) {
        const d = endps[i]!;
        const head = headOf(d);
        const tail = tailOf(d);
        if (!within(head, childs[i]!) || !within(tail, childs[(i + 1) % k]!)) return false;
        if (!this.isActive[head] || !this.isActive[tail] || this.reducedCostSign(tail, head) !== 0) return false;
        const matched = this.mate[tail] === tail * DART + head;
        if (matched !== (i % 2 === 1)) return false;
      }
    }
    return true;
  }

  private checkInGraph(x: number): void {
    if (!Number.isInteger(x) || x < 0 || x >= this.N || !this.isActive[x]) throw new RangeError(`NumberWarmMatcher: vertex ${x} is not in the graph`);
  }

  /** solve() without building the result: read it with mateOf. */
  reoptimize(): void {
    if (this.activeCount % 2 !== 0) {
      // A perfect matching needs an even count: the highest vertex not in the graph joins with its
      // zero-weight edges, and pairs with whoever stays unpaired.
      let x = this.N - 1;
      while (this.isActive[x] || this.retired[x]) x--;
      this.activate(x);
    }
    this.solvePerfect();
  }

  /**
   * Scans the edges of S vertex v: grows the tree along tight edges, forms blossoms, and keeps the
   * least-slack edges for the dual update. True when it augmented. In a banded stage a high vertex
   * scans the low vertices before its band, its band, then the low vertices after it: the same
   * increasing order as a full scan, without the zero-weight edges between high vertices.
   */
  private scan(v: number): Scan {
    const active = this.active;
    if (!this.banded || this.isLow[v]) {
      const count = this.activeCount;
      const weight = count > 0 ? this.rowOf(v, active[0]!, active[count - 1]! + 1) : this.rowBuf;
      return this.scanRange(v, weight, active, 0, count);
    }
    const lo = this.bandLo[v]!;
    const hi = this.bandHi[v]!;
    const low = this.lowList;
    const lowCount = this.lowCount;
    // the row from the first to the last vertex scanned: the low ones and the band's
    const bandFrom = lo < hi ? this.activeFrom(lo) : 0;
    const bandTo = lo < hi ? this.activeFrom(hi) : 0;
    let first = lowCount > 0 ? low[0]! : this.N;
    let last = lowCount > 0 ? low[lowCount - 1]! : -1;
    if (bandFrom < bandTo) {
      first = Math.min(first, active[bandFrom]!);
      last = Math.max(last, active[bandTo - 1]!);
    }
    const weight = this.rowOf(v, first, last + 1);
    let i = 0;
    while (i < lowCount && low[i]! < lo) i++;
    const before = this.scanRange(v, weight, low, 0, i);
    if (before !== 'scanned') return before;
    if (bandFrom < bandTo) {
      const band = this.scanRange(v, weight, active, bandFrom, bandTo);
      if (band !== 'scanned') return band;
    }
    let j = i;
    while (j < lowCount && low[j]! < hi) j++;
    return this.scanRange(v, weight, low, j, lowCount);
  }

  /** scan() over the vertices list[from..to), v's weights read from `weight` (rowOf). */
  private scanRange(v: number, weight: Float64Array, list: Int32Array, from: number, to: number): Scan {
    const { dual, inblossom, label, bestedge } = this;
    const s2 = this.s2;
    const row = this.rowStart(v);
    const dv = dual[v]!;
    let bv = inblossom[v]!;
    let stamp = ++this.listStamp;
    for (let ai = from; ai < to; ai++) {
      const w = list[ai]!;
      const bw = inblossom[w]!;
      if (bw === bv) continue; // also w === v
      {
        // (an edge the stage allowed is tight: its slack says so, see allowEdge)
        const kslack = dv + dual[w]! - s2 * weight[row + w]!;
        if (kslack > 0) {
          if (label[bw] === 1) {
            const k = edgeDart(v, w);
            if (bestedge[bv] === -1 || kslack < this.bestSlack(bv)) this.cacheBestEdge(bv, k, kslack);
            // listed for the blossom that bv may become part of (addBlossom merges the lists)
            if (this.listedStamp[bw] !== stamp) {
              this.listedStamp[bw] = stamp;
              this.listedSlack[bw] = kslack;
              this.listedAt[bw] = this.listEdge(bv, k);
            } else if (kslack < this.listedSlack[bw]!) {
              this.listPool[this.listedAt[bw]!] = k;
              this.listedSlack[bw] = kslack;
            }
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < this.bestSlack(w)) this.cacheBestEdge(w, edgeDart(v, w), kslack);
          }
          continue;
        }
      }
      const lbw = label[bw];
      if (lbw === 0) {
        this.assignLabel(w, 2, w * DART + v);
      } else if (lbw === 1) {
        const base = this.scanBlossom(v, w);
        const k = edgeDart(v, w);
        if (base < 0) return this.augment(tailOf(k), headOf(k)) ? 'augmented' : 'done';
        this.addBlossom(base, tailOf(k), headOf(k));
        bv = inblossom[v]!;
        stamp = ++this.listStamp;
      } else if (label[w] === 0) {
        label[w] = 2;
        this.labelend[w] = w * DART + v;
      }
    }
    return 'scanned';
  }

  /**
   * One stage of the primal-dual algorithm (maximum-cardinality form): 'augmented', or 'stuck'
   * (no dual change possible).
   *
   * A stage starts banded: a zero-weight edge between two high vertices (dual at least the
   * threshold, a fraction of the largest doubled weight) has slack at least twice the least high
   * dual, m. While every dual change δ stays below m, no such edge becomes tight or is the least
   * slack of its kind (S–free needs slack <= δ, S–S needs <= 2δ): skipping them changes no
   * decision, and before each dual change the stage checks it still holds (after it, m shrinks by
   * at most δ). When it does not, the stage turns dense: every S vertex is scanned again, now
   * with all its edges (scanning a vertex again is always allowed), and the dual change is chosen
   * from complete least slacks. In the Burstein graphs most edges between score groups are absent
   * and every paired player's dual is about the compatibility weight, so most of a scan is skipped.
   */
  protected stage(): boolean {
    this.beginStage();
    for (;;) {
      while (this.queue.length > 0) {
        const v = this.queue.pop()!;
        // (an S vertex stays S, unless augment took its tree apart)
        if (this.label[this.inblossom[v]!] === 1 && this.scan(v) === 'done') return true;
      }
      if (this.changeDuals() === 'stuck') return false;
    }
  }
  /** Clears the previous stage's labels and marks, sorts out the low vertices, and labels every free vertex S. */
  private beginStage(): void {
    const { active, label, inblossom, dual } = this;
    const live = this.liveBlossoms;
    label.fill(0);
    this.bestedge.fill(-1);
    for (let ai = 0; ai < this.activeCount; ai++) this.clearBestEdges(active[ai]!);
    for (let li = 0; li < live.length; li++) this.clearBestEdges(live[li]!);
    this.forgetTightEdges();
    this.queue = [];
    this.epoch++;
    this.banded = true;
    const threshold = Math.max(1, (this.s2 * this.maxWeight) / 8);
    this.lowCount = 0;
    for (let ai = 0; ai < this.activeCount; ai++) {
      const v = active[ai]!;
      const low = dual[v]! < threshold;
      this.isLow[v] = low ? 1 : 0;
      if (low) this.lowList[this.lowCount++] = v;
    }
    // highest first: the stack then scans the lowest-numbered free vertex first
    for (let ai = this.activeCount - 1; ai >= 0; ai--) {
      const v = active[ai]!;
      if (this.mate[v] === -1 && label[inblossom[v]!] === 0) this.assignLabel(v, 1, -1);
    }
  }

  /**
   * The dual change once no tight edge is left to scan: the least of delta2 (free vertex to S
   * vertex), delta3 (half an S–S slack) and delta4 (a T blossom's dual), the first least winning
   * in Van Rantwijk's order; then the edge it makes tight is scanned, or the blossom expanded.
   * 'rescan' instead when a banded stage can no longer skip edges (see stage()).
   */
  private changeDuals(): 'changed' | 'rescan' | 'stuck' {
    const { active, label, inblossom, bestedge, dual, blossomparent } = this;
    const live = this.liveBlossoms;
    let edge2 = -1;
    let delta2 = 0;
    let edge3 = -1;
    let delta3 = 0;
    let blossom4 = -1;
    let delta4 = 0;
    let odd = false;
    /** The least high dual (banded stages). */
    let leastHigh = Infinity;
    const ac = this.activeCount;
    for (let ai = 0; ai < ac; ai++) {
      const v = active[ai]!;
      if (!this.isLow[v] && dual[v]! < leastHigh) leastHigh = dual[v]!;
      if (bestedge[v] === -1) continue;
      const top = inblossom[v]!;
      if (label[top] === 0) {
        const d = this.bestSlack(v);
        if (edge2 === -1 || d < delta2) {
          delta2 = d;
          edge2 = bestedge[v]!;
        }
      } else if (top === v && label[v] === 1) {
        const d = this.bestSlack(v);
        if (d % 2 !== 0) odd = true;
        if (edge3 === -1 || d / 2 < delta3) {
          delta3 = d / 2;
          edge3 = bestedge[v]!;
        }
      }
    }
    for (let li = 0; li < live.length; li++) {
      const b = live[li]!;
      if (blossomparent[b] !== -1) continue;
      if (label[b] === 1 && bestedge[b] !== -1) {
        const d = this.bestSlack(b);
        if (d % 2 !== 0) odd = true;
        if (edge3 === -1 || d / 2 < delta3) {
          delta3 = d / 2;
          edge3 = bestedge[b]!;
        }
      } else if (label[b] === 2 && (blossom4 === -1 || dual[b]! < delta4)) {
        delta4 = dual[b]!;
        blossom4 = b;
      }
    }
    if (odd) {
      // Keep delta3 (half a slack) integral: double every dual and the weight scale. Every
      // candidate doubles with them, so the choice below is unchanged.
      this.doubleScale();
      delta2 *= 2;
      delta3 *= 2;
      delta4 *= 2;
      leastHigh *= 2;
    }
    let deltatype = -1;
    let delta = 0;
    if (edge2 !== -1) {
      deltatype = 2;
      delta = delta2;
    }
    if (edge3 !== -1 && (deltatype === -1 || delta3 < delta)) {
      deltatype = 3;
      delta = delta3;
    }
    if (blossom4 !== -1 && (deltatype === -1 || delta4 < delta)) {
      deltatype = 4;
      delta = delta4;
    }
    if (this.banded && (deltatype === -1 || !(delta < leastHigh))) {
      this.banded = false;
      // lowest first off the stack, as at the start of the stage
      for (let ai = ac - 1; ai >= 0; ai--) {
        const v = active[ai]!;
        if (!this.isLow[v] && label[inblossom[v]!] === 1) this.queue.push(v);
      }
      return 'rescan';
    }
    if (deltatype === -1) return 'stuck';
    for (let ai = 0; ai < ac; ai++) {
      const v = active[ai]!;
      const lb = label[inblossom[v]!];
      if (lb === 1) dual[v] = dual[v]! - delta;
      else if (lb === 2) dual[v] = dual[v]! + delta;
    }
    for (let li = 0; li < live.length; li++) {
      const b = live[li]!;
      if (blossomparent[b] === -1) {
        if (label[b] === 1) dual[b] = dual[b]! + delta;
        else if (label[b] === 2) dual[b] = dual[b]! - delta;
      }
    }
    this.epoch++;
    // the edge made tight is found tight by its slack when its S end is scanned (allowEdge)
    if (deltatype === 2) {
      let i = tailOf(edge2);
      if (label[inblossom[i]!] === 0) i = headOf(edge2);
      this.queue.push(i);
    } else if (deltatype === 3) {
      this.queue.push(tailOf(edge3));
    } else {
      this.expandBlossom(blossom4);
    }
    return 'changed';
  }

}
