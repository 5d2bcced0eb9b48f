/**
 * Maximum-weight matching re-solved from the previous optimum, for weights that are integers
 * below 2^44 (the Burstein system's packed weights; 0 = no edge): every slack is computed exactly
 * in one Float64 addition (no allocation, no bigint). Integers stay exact while they are below
 * 2^53; the odd-slack rescaling doubles them, so a rescale that would pass 2^52 throws a
 * RangeError instead of losing exactness (it has not happened on the Burstein corpus).
 *
 * Method: a maximum-weight PERFECT matching of the complete graph over the vertices in the graph
 * (absent edges weigh 0, a pair across one is reported unpaired), by Edmonds' primal-dual
 * algorithm in Van Rantwijk's formulation (doubled duals, one augmentation per stage). A vertex
 * joins the graph with its first positive edge — one with no edge yet is unpaired anyway — and
 * the highest vertex not in it joins as a spare when the count is odd. After weight changes, each
 * vertex chosen to absorb a change is freed: the blossoms containing it are dissolved (their dual
 * moves into their vertices, which keeps every constraint feasible), it is unmatched, and its dual
 * is set to the least feasible value. Only freed vertices need augmenting paths, so a re-solve
 * after changing one player's edges costs one or two stages, O(n²), instead of O(n³).
 *
 * Scanning an S vertex (the inner loop): weights and the stage's tight-edge marks are row-major
 * N×N, so row v is read sequentially with v's dual held in a register; a least-slack edge keeps
 * its slack cached until the next dual change; and a banded stage (stage()) reads only the part
 * of the row that holds v's positive edges, plus the few vertices whose dual is low.
 */

/** A dart packs a directed edge (tail, head) into one int: tail·DART + head. */
const DART = 65536;
const MAX_VERTICES = 32767;
const headOf = (d: number): number => d & 0xffff;
const tailOf = (d: number): number => d >>> 16;
/** The same edge the other way round (Van Rantwijk's `p ^ 1`). */
const reverse = (d: number): number => (d & 0xffff) * DART + (d >>> 16);
/** The dart of edge {a,b} from its lower to its higher end: one name per edge. */
const edgeDart = (a: number, b: number): number => (a < b ? a * DART + b : b * DART + a);
/** arr rotated to start at index i. */
const rotate = (arr: readonly number[], i: number): number[] => {
  const out = new Array<number>(arr.length);
  for (let k = 0; k < arr.length; k++) out[k] = arr[(i + k) % arr.length]!;
  return out;
};
/** Cyclic index into a blossom's child or endpoint list. */
const at = (arr: readonly number[], idx: number): number => arr[((idx % arr.length) + arr.length) % arr.length]!;

// Darts: an "endpoint" in Van Rantwijk's sense is a dart whose head is that endpoint, and its
// reverse is the other endpoint. mate[v] is the dart v → partner; labelend[b] the dart from b's
// entry vertex to the S vertex that labelled it; an edge is named by edgeDart (lower end first).
export class NumberWarmMatcher {
  private readonly n: number;
  private readonly N: number;
  /** weight[a·N + b] = w(a,b), both orders written. */
  private readonly weight: Float64Array;
  /** The largest |w2| and |dual| allowed: beyond it a sum of three could leave the exact integers of a double. */
  private static readonly LIMIT = 2 ** 51;
  private maxWeight = 0;
  private readonly mate: Int32Array;
  private readonly label: Int32Array;
  private readonly labelend: Int32Array;
  private readonly inblossom: Int32Array;
  private readonly blossomparent: Int32Array;
  private readonly blossomchilds: (number[] | null)[];
  private readonly blossombase: Int32Array;
  private readonly blossomendps: (number[] | null)[];
  private readonly bestedge: Int32Array;
  /** bestslack[x] = slack of bestedge[x] while bestslackEpoch[x] === epoch (no dual changed since). */
  private readonly bestslack: Float64Array;
  private readonly bestslackEpoch: Int32Array;
  private epoch = 0;
  /** Per S blossom, the S–S edges scanned from it (empty between stages; the arrays are reused). */
  private readonly blossombestedges: number[][];
  /**
   * One scanRange call lists at most one edge per other S blossom, its least slack (the first on
   * ties): listedStamp[c] === listStamp when the call listed an edge to c, at listedAt[c], of
   * slack listedSlack[c].
   */
  private readonly listedStamp: Int32Array;
  private readonly listedAt: Int32Array;
  private readonly listedSlack: Float64Array;
  private listStamp = 0;
  private readonly unusedblossoms: number[] = [];
  /** Blossoms in use, in increasing order (the order the dual update examines them in). */
  private readonly liveBlossoms: number[] = [];
  private readonly dual: Float64Array;
  /**
   * Vertices in the graph, in increasing order: a vertex joins with its first positive edge (or
   * as the spare that evens the count) and leaves when retirePair fixes its pair. Vertices not in
   * it have only zero-weight edges and are no part of any stage.
   */
  private readonly active: Int32Array;
  private activeCount = 0;
  private readonly isActive: Uint8Array;
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
  /** addBlossom's scratch, all -1 between calls. */
  private readonly bestedgeto: Int32Array;
  private readonly bestedgetoSlack: Float64Array;
  /** allowedge[a·N + b]: edge {a,b} is known tight in this stage (both orders written, listed in `allowed`). */
  private readonly allowedge: Uint8Array;
  private allowed: number[] = [];
  private queue: number[] = [];
  /** collectLeaves()'s result: leafBuf[0..count). */
  private readonly leafBuf: Int32Array;
  private readonly dirty: Uint8Array;
  private dirtyList: number[] = [];
  private scale = 1;
  /** 2·scale: slack(a,b) = dual[a] + dual[b] - s2·w(a,b). */
  private s2 = 2;

  constructor(vertexCount: number) {
    if (!Number.isInteger(vertexCount) || vertexCount < 0 || vertexCount > MAX_VERTICES) {
      throw new RangeError(`NumberWarmMatcher: ${vertexCount} vertices (at most ${MAX_VERTICES})`);
    }
    this.n = vertexCount;
    const N = vertexCount + (vertexCount % 2);
    this.N = N;
    this.weight = new Float64Array(N * N);
    this.mate = new Int32Array(N).fill(-1);
    this.label = new Int32Array(2 * N);
    this.labelend = new Int32Array(2 * N).fill(-1);
    this.inblossom = Int32Array.from({ length: N }, (_, i) => i);
    this.blossomparent = new Int32Array(2 * N).fill(-1);
    this.blossomchilds = new Array<number[] | null>(2 * N).fill(null);
    this.blossombase = Int32Array.from({ length: 2 * N }, (_, i) => (i < N ? i : -1));
    this.blossomendps = new Array<number[] | null>(2 * N).fill(null);
    this.bestedge = new Int32Array(2 * N).fill(-1);
    this.bestslack = new Float64Array(2 * N);
    this.bestslackEpoch = new Int32Array(2 * N).fill(-1);
    this.blossombestedges = Array.from({ length: 2 * N }, () => []);
    this.listedStamp = new Int32Array(2 * N);
    this.listedAt = new Int32Array(2 * N);
    this.listedSlack = new Float64Array(2 * N);
    for (let b = N; b < 2 * N; b++) this.unusedblossoms.push(b);
    this.dual = new Float64Array(2 * N);
    this.bestedgeto = new Int32Array(2 * N).fill(-1);
    this.bestedgetoSlack = new Float64Array(2 * N);
    this.active = new Int32Array(N);
    this.isActive = new Uint8Array(N);
    this.bandLo = new Int32Array(N).fill(N);
    this.bandHi = new Int32Array(N);
    this.lowList = new Int32Array(N);
    this.isLow = new Uint8Array(N);
    this.retired = new Uint8Array(N);
    this.allowedge = new Uint8Array(N * N);
    this.leafBuf = new Int32Array(N);
    this.dirty = new Uint8Array(N);
  }

  /**
   * Sets the weight of edge {u,v}; 0 removes it. Out-of-range vertices, self-loops, negative or
   * non-integer weights and weights of 2^44 or more throw RangeError (programming errors).
   */
  setWeight(u: number, v: number, w: number): void {
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= this.n || v >= this.n || u === v) {
      throw new RangeError(`bad edge {${u},${v}} for ${this.n} vertices`);
    }
    if (!Number.isInteger(w) || w < 0 || w >= 2 ** 44) throw new RangeError(`weight ${w} on {${u},${v}} is not an integer in [0, 2^44)`);
    const N = this.N;
    const before = this.weight[u * N + v]!;
    if (before === w) return;
    this.weight[u * N + v] = w;
    this.weight[v * N + u] = w;
    if (w > 0) {
      if (v < this.bandLo[u]!) this.bandLo[u] = v;
      if (v >= this.bandHi[u]!) this.bandHi[u] = v + 1;
      if (u < this.bandLo[v]!) this.bandLo[v] = u;
      if (u >= this.bandHi[v]!) this.bandHi[v] = u + 1;
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
    if (this.mate[s]! >= 0 && headOf(this.mate[s]!) === other) {
      // A matched edge stays tight if s's dual follows its weight (s is in no blossom).
      const delta = this.s2 * (w - before);
      this.dual[s] = this.dual[s]! + delta;
      if (delta < 0) {
        for (let ai = 0; ai < this.activeCount; ai++) {
          const y = this.active[ai]!;
          if (y !== s && this.slack(s, y) < 0) {
            this.markDirty(s);
            return;
          }
        }
      }
    } else if (this.slack(u, v) < 0) {
      this.markDirty(s);
    }
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

  private markDirty(x: number): void {
    if (this.dirty[x]) return;
    this.dirty[x] = 1;
    this.dirtyList.push(x);
  }

  /** Exactness guard: every weight and dual must stay an integer well inside a double's 53 bits. */
  private checkRange(): void {
    if (2 * this.scale * this.maxWeight * 4 >= NumberWarmMatcher.LIMIT) {
      throw new RangeError(`NumberWarmMatcher: weights up to ${this.maxWeight} at scale ${this.scale} would leave the exact integers of a double`);
    }
  }

  private slack(a: number, b: number): number {
    return this.dual[a]! + this.dual[b]! - this.s2 * this.weight[a * this.N + b]!;
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

  private setBestEdge(x: number, d: number, slack: number): void {
    this.bestedge[x] = d;
    this.bestslack[x] = slack;
    this.bestslackEpoch[x] = this.epoch;
  }

  private clearBestEdges(b: number): void {
    const list = this.blossombestedges[b]!;
    // (`length = 0` is a runtime call even on an empty array)
    if (list.length !== 0) list.length = 0;
  }

  private allow(d: number): void {
    const a = tailOf(d);
    const b = headOf(d);
    this.allowedge[a * this.N + b] = 1;
    this.allowedge[b * this.N + a] = 1;
    this.allowed.push(a * this.N + b);
  }

  /**
   * Writes the vertices of blossom b (depth first, in child order) into leafBuf[0..count) and
   * returns the count; the caller reads them before the next call.
   */
  private collectLeaves(b: number): number {
    return this.appendLeaves(b, 0);
  }

  private appendLeaves(b: number, count: number): number {
    if (b < this.N) {
      this.leafBuf[count] = b;
      return count + 1;
    }
    let c = count;
    const childs = this.blossomchilds[b]!;
    for (let i = 0; i < childs.length; i++) c = this.appendLeaves(childs[i]!, c);
    return c;
  }

  /** Dissolve top-level blossom b, moving its dual into its vertices (keeps feasibility). */
  private dissolve(b: number): void {
    const z = this.dual[b]!;
    const base = this.blossombase[b]!;
    if (z !== 0) {
      const count = this.collectLeaves(b);
      for (let i = 0; i < count; i++) {
        const v = this.leafBuf[i]!;
        this.dual[v] = this.dual[v]! + z;
      }
    }
    if (z !== 0 && this.mate[base]! >= 0) {
      const m = headOf(this.mate[base]!);
      this.mate[m] = -1;
      this.mate[base] = -1;
    }
    const childs = this.blossomchilds[b]!;
    for (let i = 0; i < childs.length; i++) {
      const s = childs[i]!;
      this.blossomparent[s] = -1;
      if (s < this.N) this.inblossom[s] = s;
      else this.setInblossom(s);
    }
    this.blossomchilds[b] = null;
    this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.clearBestEdges(b);
    this.bestedge[b] = -1;
    this.label[b] = 0;
    this.labelend[b] = -1;
    this.dual[b] = 0;
    this.releaseBlossom(b);
  }

  private newBlossom(): number {
    const b = this.unusedblossoms.pop()!;
    const live = this.liveBlossoms;
    let i = live.length;
    live.push(b);
    for (; i > 0 && live[i - 1]! > b; i--) live[i] = live[i - 1]!;
    live[i] = b;
    return b;
  }

  private releaseBlossom(b: number): void {
    const live = this.liveBlossoms;
    live.splice(live.indexOf(b), 1);
    this.unusedblossoms.push(b);
  }

  /** Every vertex of blossom b now has b as its top-level blossom. */
  private setInblossom(b: number): void {
    const count = this.collectLeaves(b);
    for (let i = 0; i < count; i++) this.inblossom[this.leafBuf[i]!] = b;
  }

  private free(x: number): void {
    while (this.inblossom[x] !== x) this.dissolve(this.inblossom[x]!);
    if (this.mate[x]! >= 0) {
      const m = headOf(this.mate[x]!);
      this.mate[m] = -1;
      this.mate[x] = -1;
    }
  }

  /**
   * Gives each freed vertex x, one after the other, its least feasible dual: the largest
   * s2·w(x,y) - dual[y] over the vertices y that count (a freed vertex whose dual is not fixed yet
   * does not: it will make its own edge to x feasible). Zero-weight edges give -dual[y], at most
   * minus the least dual that counts, and every edge weighs at least that: so the maximum is the
   * larger of that and the maximum over x's band.
   */
  private fixDuals(): void {
    const { N, weight, dual, active, dirty, s2 } = this;
    let least = Infinity;
    for (let ai = 0; ai < this.activeCount; ai++) {
      const y = active[ai]!;
      if (dirty[y] !== 1 && dual[y]! < least) least = dual[y]!;
    }
    for (const x of this.dirtyList) {
      const row = x * N;
      let best = -least;
      const lo = this.bandLo[x]!;
      const hi = this.bandHi[x]!;
      if (lo < hi) {
        for (let ai = this.activeFrom(lo), end = this.activeFrom(hi); ai < end; ai++) {
          const y = active[ai]!;
          if (y === x || dirty[y] === 1) continue;
          const v = s2 * weight[row + y]! - dual[y]!;
          if (v > best) best = v;
        }
      }
      // no vertex counts: x is alone in the graph so far
      dual[x] = best === -Infinity ? 0 : best;
      dirty[x] = 2;
      if (dual[x]! < least) least = dual[x]!;
    }
  }

  /**
   * Freed vertices joined by a tight edge are matched at once, without a stage: with duals fixed
   * one after the other, each freed vertex's best edge to an earlier one is tight, so a batch of
   * new vertices (a score group whose edges were just set) is mostly paired here.
   */
  private pairTightFreeVertices(): void {
    const free: number[] = [];
    for (let ai = 0; ai < this.activeCount; ai++) {
      const y = this.active[ai]!;
      if (this.mate[y]! < 0 && this.inblossom[y] === y) free.push(y);
    }
    for (const x of this.dirtyList) {
      if (this.mate[x]! >= 0 || this.inblossom[x] !== x) continue;
      for (const y of free) {
        if (y === x || this.mate[y]! >= 0) continue;
        if (this.slack(x, y) !== 0) continue;
        this.mate[x] = x * DART + y;
        this.mate[y] = y * DART + x;
        break;
      }
    }
  }

  /**
   * Half an S–S slack must be an integer. It is when every free vertex and free blossom (the
   * stage's roots) starts with duals of one parity: weights being even, a tight edge joins
   * vertices of equal parity, so every S vertex then shares the roots' parity. A warm start's
   * freed vertex gets its least feasible dual, of any parity: raise it by one when it differs (a
   * free vertex's dual may grow, its edges only get slacker); a free blossom of the wrong parity
   * is dissolved into vertices first. The doubling in changeDuals() remains the safety net.
   */
  private alignParity(): void {
    const { dual, mate, inblossom, active } = this;
    for (;;) {
      let reference = -1;
      const roots: number[] = [];
      for (let ai = 0; ai < this.activeCount; ai++) {
        const v = active[ai]!;
        if (mate[v]! >= 0) continue;
        const top = inblossom[v]!;
        roots.push(top);
        // a blossom root sets the parity when there is one: changing it costs a dissolve
        if (top !== v && reference === -1) reference = Math.abs(dual[v]! % 2);
      }
      if (roots.length === 0) return;
      if (reference === -1) reference = Math.abs(dual[roots[0]!]! % 2);
      let dissolved = false;
      for (let i = 0; i < roots.length; i++) {
        const r = roots[i]!;
        const base = r < this.N ? r : this.blossombase[r]!;
        if (Math.abs(dual[base]! % 2) === reference) continue;
        if (r < this.N) dual[r] = dual[r]! + 1;
        else {
          this.dissolve(r);
          dissolved = true;
        }
      }
      if (!dissolved) return;
    }
  }

  private doubleScale(): void {
    this.scale *= 2;
    this.s2 *= 2;
    this.checkRange();
    for (let x = 0; x < 2 * this.N; x++) this.dual[x] = this.dual[x]! * 2;
    this.epoch++;
  }

  /** Undo doublings once every dual is even again, so that the scale (and the exactness guard) stays low. */
  private unscale(): void {
    while (this.scale > 1) {
      for (let x = 0; x < 2 * this.N; x++) if (this.dual[x]! % 2 !== 0) return;
      for (let x = 0; x < 2 * this.N; x++) this.dual[x] = this.dual[x]! / 2;
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
    this.free(a);
    this.free(b);
    this.mate[a] = a * DART + b;
    this.mate[b] = b * DART + a;
    this.retired[a] = 1;
    this.retired[b] = 1;
    this.isActive[a] = 0;
    this.isActive[b] = 0;
    let c = 0;
    for (let i = 0; i < this.activeCount; i++) {
      const x = this.active[i]!;
      if (x !== a && x !== b) this.active[c++] = x;
    }
    this.activeCount = c;
    if (this.dirty[a] || this.dirty[b]) this.dirtyList = this.dirtyList.filter((x) => x !== a && x !== b);
    this.dirty[a] = 0;
    this.dirty[b] = 0;
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
    if (mv < 0) return -1;
    const m = headOf(mv);
    // The dummy vertex and zero-weight (absent) edges are no pair.
    return m < this.n && this.weight[v * this.N + m] !== 0 ? m : -1;
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
    for (const x of this.dirtyList) this.free(x);
    this.fixDuals();
    this.pairTightFreeVertices();
    this.alignParity();
    for (const x of this.dirtyList) this.dirty[x] = 0;
    this.dirtyList = [];
    let free = 0;
    for (let ai = 0; ai < this.activeCount; ai++) if (this.mate[this.active[ai]!]! < 0) free++;
    // each augmentation matches two free vertices; 'stuck' (no augmenting path) cannot happen in a
    // complete graph, it only ends the loop
    while (free > 0 && this.stage() === 'augmented') free -= 2;
    this.unscale();
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inblossom[w]!;
    this.label[w] = this.label[b] = t;
    this.labelend[w] = this.labelend[b] = p;
    this.bestedge[w] = this.bestedge[b] = -1;
    if (t === 1) {
      if (b < this.N) this.queue.push(b);
      else {
        const count = this.collectLeaves(b);
        for (let i = 0; i < count; i++) this.queue.push(this.leafBuf[i]!);
      }
    } else if (t === 2) {
      const mb = this.mate[this.blossombase[b]!]!;
      this.assignLabel(headOf(mb), 1, reverse(mb));
    }
  }

  private scanBlossom(v0: number, w0: number): number {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = this.inblossom[v]!;
      if (this.label[b]! & 4) {
        base = this.blossombase[b]!;
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (this.labelend[b] === -1) {
        v = -1;
      } else {
        v = headOf(this.labelend[b]!);
        b = this.inblossom[v]!;
        v = headOf(this.labelend[b]!);
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (let i = 0; i < path.length; i++) this.label[path[i]!] = 1;
    return base;
  }

  /** New blossom with base `base` through the tight S–S edge k (an edgeDart). */
  private addBlossom(base: number, k: number): void {
    let v = tailOf(k);
    let w = headOf(k);
    const bb = this.inblossom[base]!;
    let bv = this.inblossom[v]!;
    let bw = this.inblossom[w]!;
    const b = this.newBlossom();
    this.blossombase[b] = base;
    this.blossomparent[b] = -1;
    this.blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomparent[bv] = b;
      path.push(bv);
      endps.push(this.labelend[bv]!);
      v = headOf(this.labelend[bv]!);
      bv = this.inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(reverse(k));
    while (bw !== bb) {
      this.blossomparent[bw] = b;
      path.push(bw);
      endps.push(reverse(this.labelend[bw]!));
      w = headOf(this.labelend[bw]!);
      bw = this.inblossom[w]!;
    }
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    this.label[b] = 1;
    this.labelend[b] = this.labelend[bb]!;
    this.dual[b] = 0;
    const count = this.collectLeaves(b);
    for (let i = 0; i < count; i++) {
      const lv = this.leafBuf[i]!;
      if (this.label[this.inblossom[lv]!] === 2) this.queue.push(lv);
      this.inblossom[lv] = b;
    }
    // The least-slack edge from b to every other S blossom, from its children's lists (every S–S
    // edge was listed by the side that scanned it, so nothing is rescanned here).
    const bestedgeto = this.bestedgeto;
    const bestedgetoSlack = this.bestedgetoSlack;
    const touched: number[] = [];
    for (let pi = 0; pi < path.length; pi++) {
      const cb = path[pi]!;
      const list = this.blossombestedges[cb]!;
      for (let li = 0; li < list.length; li++) {
        const kk = list[li]!;
        let j = headOf(kk);
        if (this.inblossom[j] === b) j = tailOf(kk);
        const bj = this.inblossom[j]!;
        if (bj !== b && this.label[bj] === 1) {
          const s = this.slack(tailOf(kk), headOf(kk));
          if (bestedgeto[bj] === -1 || s < bestedgetoSlack[bj]!) {
            if (bestedgeto[bj] === -1) touched.push(bj);
            bestedgeto[bj] = kk;
            bestedgetoSlack[bj] = s;
          }
        }
      }
      if (list.length !== 0) list.length = 0;
      this.bestedge[cb] = -1;
    }
    const be = this.blossombestedges[b]!;
    let best = -1;
    let bestS = 0;
    for (let ti = 0; ti < touched.length; ti++) {
      const x = touched[ti]!;
      const kk = bestedgeto[x]!;
      be.push(kk);
      if (best === -1 || bestedgetoSlack[x]! < bestS) {
        best = kk;
        bestS = bestedgetoSlack[x]!;
      }
      bestedgeto[x] = -1;
    }
    if (best === -1) this.bestedge[b] = -1;
    else this.setBestEdge(b, best, bestS);
  }

  private expandBlossom(b: number): void {
    const N = this.N;
    const children = this.blossomchilds[b]!;
    for (let i = 0; i < children.length; i++) {
      const s = children[i]!;
      this.blossomparent[s] = -1;
      if (s < N) this.inblossom[s] = s;
      else this.setInblossom(s);
    }
    if (this.label[b] === 2) {
      const childs = this.blossomchilds[b]!;
      const endps = this.blossomendps[b]!;
      const len = childs.length;
      const entrychild = this.inblossom[tailOf(this.labelend[b]!)]!;
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= len;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      // Van Rantwijk's `endps[i] ^ endptrick`: the endpoint dart, reversed when walking backwards.
      const step = (idx: number): number => (endptrick ? reverse(at(endps, idx)) : at(endps, idx));
      let p = this.labelend[b]!;
      while (j !== 0) {
        this.label[tailOf(p)] = 0;
        this.label[tailOf(step(j - endptrick))] = 0;
        this.assignLabel(tailOf(p), 2, p);
        this.allow(at(endps, j - endptrick));
        j += jstep;
        p = step(j - endptrick);
        this.allow(p);
        j += jstep;
      }
      const bv = at(childs, j);
      this.label[tailOf(p)] = this.label[bv] = 2;
      this.labelend[tailOf(p)] = this.labelend[bv] = p;
      this.bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        const bvv = at(childs, j);
        if (this.label[bvv] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        const count = this.collectLeaves(bvv);
        for (let i = 0; i < count && found === -1; i++) if (this.label[this.leafBuf[i]!] !== 0) found = this.leafBuf[i]!;
        if (found !== -1) {
          this.label[found] = 0;
          this.label[headOf(this.mate[this.blossombase[bvv]!]!)] = 0;
          this.assignLabel(found, 2, this.labelend[found]!);
        }
        j += jstep;
      }
    }
    this.label[b] = this.labelend[b] = -1;
    this.blossomchilds[b] = this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.clearBestEdges(b);
    this.bestedge[b] = -1;
    this.dual[b] = 0;
    this.releaseBlossom(b);
  }

  private augmentBlossom(b: number, v: number): void {
    const N = this.N;
    let t = v;
    while (this.blossomparent[t] !== b) t = this.blossomparent[t]!;
    if (t >= N) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const len = childs.length;
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= len;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      let tt = at(childs, j);
      const q = at(endps, j - endptrick);
      const p = endptrick ? reverse(q) : q;
      if (tt >= N) this.augmentBlossom(tt, headOf(p));
      j += jstep;
      tt = at(childs, j);
      if (tt >= N) this.augmentBlossom(tt, tailOf(p));
      this.mate[headOf(p)] = reverse(p);
      this.mate[tailOf(p)] = p;
    }
    this.blossomchilds[b] = rotate(childs, i);
    this.blossomendps[b] = rotate(endps, i);
    this.blossombase[b] = this.blossombase[this.blossomchilds[b]![0]!]!;
  }

  /** Augments along the path through the tight S–S edge k (an edgeDart) joining two trees. */
  private augmentMatching(k: number): void {
    for (let side = 0; side < 2; side++) {
      let s = side === 0 ? tailOf(k) : headOf(k);
      let p = side === 0 ? k : reverse(k);
      for (;;) {
        const bs = this.inblossom[s]!;
        if (bs >= this.N) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelend[bs] === -1) break;
        const t = headOf(this.labelend[bs]!);
        const bt = this.inblossom[t]!;
        const le = this.labelend[bt]!;
        s = headOf(le);
        const j = tailOf(le);
        if (bt >= this.N) this.augmentBlossom(bt, j);
        this.mate[j] = le;
        p = reverse(le);
      }
    }
  }

  /**
   * Scans the edges of S vertex v: grows the tree along tight edges, forms blossoms, and keeps the
   * least-slack edges for the dual update. True when it augmented. In a banded stage a high vertex
   * scans the low vertices before its band, its band, then the low vertices after it: the same
   * increasing order as a full scan, without the zero-weight edges between high vertices.
   */
  private scan(v: number): boolean {
    if (!this.banded || this.isLow[v]) return this.scanRange(v, this.active, 0, this.activeCount);
    const lo = this.bandLo[v]!;
    const hi = this.bandHi[v]!;
    const low = this.lowList;
    let i = 0;
    while (i < this.lowCount && low[i]! < lo) i++;
    if (this.scanRange(v, low, 0, i)) return true;
    if (lo < hi && this.scanRange(v, this.active, this.activeFrom(lo), this.activeFrom(hi))) return true;
    let j = i;
    while (j < this.lowCount && low[j]! < hi) j++;
    return this.scanRange(v, low, j, this.lowCount);
  }

  /** scan() over the vertices list[from..to). */
  private scanRange(v: number, list: Int32Array, from: number, to: number): boolean {
    const { N, weight, dual, inblossom, label, allowedge, bestedge } = this;
    const s2 = this.s2;
    const row = v * N;
    const dv = dual[v]!;
    let bv = inblossom[v]!;
    let stamp = ++this.listStamp;
    for (let ai = from; ai < to; ai++) {
      const w = list[ai]!;
      const bw = inblossom[w]!;
      if (bw === bv) continue; // also w === v
      if (allowedge[row + w] === 0) {
        const kslack = dv + dual[w]! - s2 * weight[row + w]!;
        if (kslack > 0) {
          if (label[bw] === 1) {
            const k = edgeDart(v, w);
            if (bestedge[bv] === -1 || kslack < this.bestSlack(bv)) this.setBestEdge(bv, k, kslack);
            // listed for the blossom that bv may become part of (addBlossom merges the lists)
            const listed = this.blossombestedges[bv]!;
            if (this.listedStamp[bw] !== stamp) {
              this.listedStamp[bw] = stamp;
              this.listedAt[bw] = listed.length;
              this.listedSlack[bw] = kslack;
              listed.push(k);
            } else if (kslack < this.listedSlack[bw]!) {
              listed[this.listedAt[bw]!] = k;
              this.listedSlack[bw] = kslack;
            }
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < this.bestSlack(w)) this.setBestEdge(w, edgeDart(v, w), kslack);
          }
          continue;
        }
        this.allow(v * DART + w);
      }
      const lbw = label[bw];
      if (lbw === 0) {
        this.assignLabel(w, 2, w * DART + v);
      } else if (lbw === 1) {
        const base = this.scanBlossom(v, w);
        if (base < 0) {
          this.augmentMatching(edgeDart(v, w));
          return true;
        }
        this.addBlossom(base, edgeDart(v, w));
        bv = inblossom[v]!;
        stamp = ++this.listStamp;
      } else if (label[w] === 0) {
        label[w] = 2;
        this.labelend[w] = w * DART + v;
      }
    }
    return false;
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
  private stage(): 'augmented' | 'stuck' {
    this.beginStage();
    for (;;) {
      while (this.queue.length > 0) if (this.scan(this.queue.pop()!)) return 'augmented';
      if (this.changeDuals() === 'stuck') return 'stuck';
    }
  }
  /** Clears the previous stage's labels and marks, sorts out the low vertices, and labels every free vertex S. */
  private beginStage(): void {
    const { N, active, label, inblossom, dual } = this;
    const live = this.liveBlossoms;
    label.fill(0);
    this.bestedge.fill(-1);
    for (let ai = 0; ai < this.activeCount; ai++) this.clearBestEdges(active[ai]!);
    for (let li = 0; li < live.length; li++) this.clearBestEdges(live[li]!);
    for (let ei = 0; ei < this.allowed.length; ei++) {
      const e = this.allowed[ei]!;
      this.allowedge[e] = 0;
      this.allowedge[(e % N) * N + ((e / N) | 0)] = 0;
    }
    this.allowed = [];
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
    if (deltatype === 2) {
      this.allow(edge2);
      let i = tailOf(edge2);
      if (label[inblossom[i]!] === 0) i = headOf(edge2);
      this.queue.push(i);
    } else if (deltatype === 3) {
      this.allow(edge3);
      this.queue.push(tailOf(edge3));
    } else {
      this.expandBlossom(blossom4);
    }
    return 'changed';
  }

}
