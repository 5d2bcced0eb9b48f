/**
 * BigWarmMatcher's algorithm over doubles, for weights that are integers below 2^44 (the Burstein
 * system's packed weights): the same warm start, with every slack computed exactly in one Float64
 * addition instead of a bigint one (no allocation, no double filter). Integers stay exact while
 * they are below 2^53; the odd-slack rescaling doubles them, so a rescale that would pass 2^52
 * throws a RangeError instead of losing exactness (it has not happened on the Burstein corpus).
 *
 * Method: the problem is solved as a maximum-weight PERFECT matching of the complete graph (absent
 * edges weigh 0; a dummy vertex when the count is odd), by Edmonds' primal-dual algorithm in
 * Van Rantwijk's formulation (doubled duals). After weight changes, each vertex chosen to absorb a
 * change is freed: the blossoms containing it are dissolved (their dual moves into their
 * vertices, which keeps every constraint feasible), it is unmatched, and its dual is set to the
 * least feasible value. Only freed vertices need augmenting paths, so a re-solve after changing
 * one player's edges costs one or two stages, O(n²), instead of O(n³).
 */
export class NumberWarmMatcher {
  private readonly n: number;
  private readonly N: number;
  private readonly nedge: number;
  private readonly endpoint: Int32Array;
  private readonly weight: Float64Array;
  private readonly rowStart: Int32Array;
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
  private readonly blossombestedges: (number[] | null)[];
  private readonly unusedblossoms: number[] = [];
  private readonly dual: Float64Array;
  /** Vertices still in the graph (retirePair takes fixed pairs out), in increasing order. */
  private readonly active: Int32Array;
  private activeCount: number;
  private readonly retired: Uint8Array;
  /** addBlossom's scratch, all -1 between calls. */
  private readonly bestedgeto: Int32Array;
  private readonly bestslack: Float64Array;
  private readonly allowedge: Uint8Array;
  private queue: number[] = [];
  private readonly dirty: Uint8Array;
  private dirtyList: number[] = [];
  private scale = 1;
  /** 2·scale: slack(k) = dual[i] + dual[j] - s2·weight(k). */
  private s2 = 2;

  constructor(vertexCount: number) {
    this.n = vertexCount;
    const N = vertexCount + (vertexCount % 2);
    this.N = N;
    this.nedge = (N * (N - 1)) / 2;
    this.endpoint = new Int32Array(2 * this.nedge);
    let k = 0;
    for (let i = 0; i < N; i++) {
      for (let j = i + 1; j < N; j++) {
        this.endpoint[2 * k] = i;
        this.endpoint[2 * k + 1] = j;
        k++;
      }
    }
    this.weight = new Float64Array(this.nedge);
    this.rowStart = Int32Array.from({ length: N }, (_, i) => i * N - (i * (i + 1)) / 2 - i - 1);
    this.mate = new Int32Array(N).fill(-1);
    this.label = new Int32Array(2 * N);
    this.labelend = new Int32Array(2 * N).fill(-1);
    this.inblossom = Int32Array.from({ length: N }, (_, i) => i);
    this.blossomparent = new Int32Array(2 * N).fill(-1);
    this.blossomchilds = new Array<number[] | null>(2 * N).fill(null);
    this.blossombase = Int32Array.from({ length: 2 * N }, (_, i) => (i < N ? i : -1));
    this.blossomendps = new Array<number[] | null>(2 * N).fill(null);
    this.bestedge = new Int32Array(2 * N).fill(-1);
    this.blossombestedges = new Array<number[] | null>(2 * N).fill(null);
    for (let b = N; b < 2 * N; b++) this.unusedblossoms.push(b);
    this.dual = new Float64Array(2 * N);
    this.bestedgeto = new Int32Array(2 * N).fill(-1);
    this.active = Int32Array.from({ length: N }, (_, i) => i);
    this.activeCount = N;
    this.retired = new Uint8Array(N);
    this.bestslack = new Float64Array(2 * N);
    this.allowedge = new Uint8Array(this.nedge);
    this.dirty = new Uint8Array(N);
  }

  private edgeIndex(a: number, b: number): number {
    return a < b ? this.rowStart[a]! + b : this.rowStart[b]! + a;
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
    const k = this.edgeIndex(u, v);
    if (this.weight[k] === w) return;
    const before = this.weight[k]!;
    this.weight[k] = w;
    if (this.retired[u] || this.retired[v]) return; // out of the graph: the weight is only recorded
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
    if (this.mate[s]! >= 0 && this.endpoint[this.mate[s]!] === other) {
      // A matched edge stays tight if s's dual follows its weight (s is in no blossom).
      const delta = this.s2 * (w - before);
      this.setDual(s, this.dual[s]! + delta);
      if (delta < 0) {
        for (let y = 0; y < this.N; y++) {
          if (y !== s && !this.retired[y] && this.slack(this.edgeIndex(s, y)) < 0) {
            this.markDirty(s);
            return;
          }
        }
      }
    } else if (this.slack(k) < 0) {
      this.markDirty(s);
    }
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

  private setDual(v: number, value: number): void {
    this.dual[v] = value;
  }

  private slack(k: number): number {
    return this.dual[this.endpoint[2 * k]!]! + this.dual[this.endpoint[2 * k + 1]!]! - this.s2 * this.weight[k]!;
  }

  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.N) out.push(b);
    else for (const t of this.blossomchilds[b]!) this.leaves(t, out);
    return out;
  }

  /** Dissolve top-level blossom b, moving its dual into its vertices (keeps feasibility). */
  private dissolve(b: number): void {
    const z = this.dual[b]!;
    const base = this.blossombase[b]!;
    if (z !== 0) for (const v of this.leaves(b)) this.setDual(v, this.dual[v]! + z);
    if (z !== 0 && this.mate[base]! >= 0) {
      const m = this.endpoint[this.mate[base]!]!;
      this.mate[m] = -1;
      this.mate[base] = -1;
    }
    for (const s of this.blossomchilds[b]!) {
      this.blossomparent[s] = -1;
      if (s < this.N) this.inblossom[s] = s;
      else for (const v of this.leaves(s)) this.inblossom[v] = s;
    }
    this.blossomchilds[b] = null;
    this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.blossombestedges[b] = null;
    this.bestedge[b] = -1;
    this.label[b] = 0;
    this.labelend[b] = -1;
    this.dual[b] = 0;
    this.unusedblossoms.push(b);
  }

  private free(x: number): void {
    while (this.inblossom[x] !== x) this.dissolve(this.inblossom[x]!);
    if (this.mate[x]! >= 0) {
      const m = this.endpoint[this.mate[x]!]!;
      this.mate[m] = -1;
      this.mate[x] = -1;
    }
  }

  private fixDual(x: number): void {
    let best: number | null = null;
    for (let y = 0; y < this.N; y++) {
      // a freed vertex whose dual is not fixed yet does not count: it will make its own edge to x feasible
      if (y === x || this.retired[y] || this.dirty[y] === 1) continue;
      const v = this.s2 * this.weight[this.edgeIndex(x, y)]! - this.dual[y]!;
      if (best === null || v > best) best = v;
    }
    this.setDual(x, best ?? 0);
  }

  /**
   * Freed vertices joined by a tight edge are matched at once, without a stage: with duals fixed
   * one after the other, each freed vertex's best edge to an earlier one is tight, so a batch of
   * new vertices (a score group whose edges were just set) is mostly paired here.
   */
  private pairTightFreeVertices(): void {
    for (const x of this.dirtyList) {
      if (this.mate[x]! >= 0 || this.inblossom[x] !== x) continue;
      for (let ai = 0; ai < this.activeCount; ai++) {
        const y = this.active[ai]!;
        if (y === x || this.mate[y]! >= 0 || this.inblossom[y] !== y) continue;
        const k = this.edgeIndex(x, y);
        if (this.slack(k) !== 0) continue;
        this.mate[x] = this.endpoint[2 * k] === y ? 2 * k : 2 * k + 1;
        this.mate[y] = this.mate[x]! ^ 1;
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
   * is dissolved into vertices first. The doubling in stage() remains the safety net.
   */
  private alignParity(): void {
    const parity = (x: number): number => Math.abs(this.dual[x]! % 2);
    for (;;) {
      let reference = -1;
      const roots: number[] = [];
      for (let v = 0; v < this.N; v++) {
        if (this.mate[v]! >= 0) continue;
        const top = this.inblossom[v]!;
        roots.push(top === v ? v : top);
        // a blossom root sets the parity when there is one: changing it costs a dissolve
        if (top !== v && reference === -1) reference = parity(v);
      }
      if (roots.length === 0) return;
      if (reference === -1) reference = parity(roots[0]!);
      let dissolved = false;
      for (const r of roots) {
        const base = r < this.N ? r : this.blossombase[r]!;
        if (parity(base) === reference) continue;
        if (r < this.N) this.dual[r] = this.dual[r]! + 1;
        else {
          this.dissolve(r);
          dissolved = true;
        }
      }
      if (!dissolved) return;
    }
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
    const k = this.edgeIndex(a, b);
    // mate[x] is the endpoint index of x's partner on the matched edge
    this.mate[a] = this.endpoint[2 * k] === b ? 2 * k : 2 * k + 1;
    this.mate[b] = this.mate[a]! ^ 1;
    this.retired[a] = 1;
    this.retired[b] = 1;
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

  solve(): Int32Array {
    for (const x of this.dirtyList) this.free(x);
    for (const x of this.dirtyList) {
      this.fixDual(x);
      this.dirty[x] = 2;
    }
    this.pairTightFreeVertices();
    this.alignParity();
    for (const x of this.dirtyList) this.dirty[x] = 0;
    this.dirtyList = [];
    for (;;) {
      let anyFree = false;
      for (let v = 0; v < this.N; v++) if (this.mate[v]! < 0) anyFree = true;
      if (!anyFree || !this.stage()) break;
    }
    this.unscale();
    const out = new Int32Array(this.n).fill(-1);
    for (let v = 0; v < this.n; v++) {
      if (this.mate[v]! >= 0) {
        const m = this.endpoint[this.mate[v]!]!;
        // The dummy vertex and zero-weight (absent) edges are no pair.
        out[v] = m < this.n && this.weight[this.edgeIndex(v, m)] !== 0 ? m : -1;
      }
    }
    return out;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inblossom[w]!;
    this.label[w] = this.label[b] = t;
    this.labelend[w] = this.labelend[b] = p;
    this.bestedge[w] = this.bestedge[b] = -1;
    if (t === 1) {
      this.leaves(b, this.queue);
    } else if (t === 2) {
      const base = this.blossombase[b]!;
      this.assignLabel(this.endpoint[this.mate[base]!]!, 1, this.mate[base]! ^ 1);
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
        v = this.endpoint[this.labelend[b]!]!;
        b = this.inblossom[v]!;
        v = this.endpoint[this.labelend[b]!]!;
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) this.label[b] = 1;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    let v = this.endpoint[2 * k]!;
    let w = this.endpoint[2 * k + 1]!;
    const bb = this.inblossom[base]!;
    let bv = this.inblossom[v]!;
    let bw = this.inblossom[w]!;
    const b = this.unusedblossoms.pop()!;
    this.blossombase[b] = base;
    this.blossomparent[b] = -1;
    this.blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomparent[bv] = b;
      path.push(bv);
      endps.push(this.labelend[bv]!);
      v = this.endpoint[this.labelend[bv]!]!;
      bv = this.inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomparent[bw] = b;
      path.push(bw);
      endps.push(this.labelend[bw]! ^ 1);
      w = this.endpoint[this.labelend[bw]!]!;
      bw = this.inblossom[w]!;
    }
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    this.label[b] = 1;
    this.labelend[b] = this.labelend[bb]!;
    this.dual[b] = 0;
    for (const lv of this.leaves(b)) {
      if (this.label[this.inblossom[lv]!] === 2) this.queue.push(lv);
      this.inblossom[lv] = b;
    }
    // The least-slack edge from b to every other S blossom, from its children's lists (every S–S
    // edge was listed by the side that scanned it, so nothing is rescanned here).
    const bestedgeto = this.bestedgeto;
    const bestslack = this.bestslack;
    const touched: number[] = [];
    const consider = (kk: number): void => {
      let i = this.endpoint[2 * kk]!;
      let j = this.endpoint[2 * kk + 1]!;
      if (this.inblossom[j] === b) {
        const t = i;
        i = j;
        j = t;
      }
      void i;
      const bj = this.inblossom[j]!;
      if (bj !== b && this.label[bj] === 1) {
        const s = this.slack(kk);
        if (bestedgeto[bj] === -1 || s < bestslack[bj]!) {
          if (bestedgeto[bj] === -1) touched.push(bj);
          bestedgeto[bj] = kk;
          bestslack[bj] = s;
        }
      }
    };
    for (const cb of path) {
      const list = this.blossombestedges[cb];
      if (list !== null && list !== undefined) for (const kk of list) consider(kk);
      this.blossombestedges[cb] = null;
      this.bestedge[cb] = -1;
    }
    const be: number[] = [];
    for (const x of touched) {
      be.push(bestedgeto[x]!);
      bestedgeto[x] = -1;
    }
    this.blossombestedges[b] = be;
    let best = -1;
    let bestS = 0;
    for (const kk of be) {
      const s = this.slack(kk);
      if (best === -1 || s < bestS) {
        best = kk;
        bestS = s;
      }
    }
    this.bestedge[b] = best;
  }

  private expandBlossom(b: number, endstage: boolean): void {
    const N = this.N;
    for (const s of this.blossomchilds[b]!) {
      this.blossomparent[s] = -1;
      if (s < N) this.inblossom[s] = s;
      else if (endstage && this.dual[s] === 0) this.expandBlossom(s, endstage);
      else for (const lv of this.leaves(s)) this.inblossom[lv] = s;
    }
    if (!endstage && this.label[b] === 2) {
      const childs = this.blossomchilds[b]!;
      const endps = this.blossomendps[b]!;
      const len = childs.length;
      const at = (arr: number[], idx: number): number => arr[((idx % len) + len) % len]!;
      const entrychild = this.inblossom[this.endpoint[this.labelend[b]! ^ 1]!]!;
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
      let p = this.labelend[b]!;
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1]!] = 0;
        this.label[this.endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
        this.assignLabel(this.endpoint[p ^ 1]!, 2, p);
        this.allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        this.allowedge[p >> 1] = 1;
        j += jstep;
      }
      const bv = at(childs, j);
      this.label[this.endpoint[p ^ 1]!] = this.label[bv] = 2;
      this.labelend[this.endpoint[p ^ 1]!] = this.labelend[bv] = p;
      this.bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        const bvv = at(childs, j);
        if (this.label[bvv] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const lv of this.leaves(bvv)) {
          if (this.label[lv] !== 0) {
            found = lv;
            break;
          }
        }
        if (found !== -1) {
          this.label[found] = 0;
          this.label[this.endpoint[this.mate[this.blossombase[bvv]!]!]!] = 0;
          this.assignLabel(found, 2, this.labelend[found]!);
        }
        j += jstep;
      }
    }
    this.label[b] = this.labelend[b] = -1;
    this.blossomchilds[b] = this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.blossombestedges[b] = null;
    this.bestedge[b] = -1;
    this.dual[b] = 0;
    this.unusedblossoms.push(b);
  }

  private augmentBlossom(b: number, v: number): void {
    const N = this.N;
    let t = v;
    while (this.blossomparent[t] !== b) t = this.blossomparent[t]!;
    if (t >= N) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const len = childs.length;
    const at = (arr: number[], idx: number): number => arr[((idx % len) + len) % len]!;
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
      const p = at(endps, j - endptrick) ^ endptrick;
      if (tt >= N) this.augmentBlossom(tt, this.endpoint[p]!);
      j += jstep;
      tt = at(childs, j);
      if (tt >= N) this.augmentBlossom(tt, this.endpoint[p ^ 1]!);
      this.mate[this.endpoint[p]!] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]!] = p;
    }
    this.blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    this.blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    this.blossombase[b] = this.blossombase[this.blossomchilds[b]![0]!]!;
  }

  private augmentMatching(k: number): void {
    const v0 = this.endpoint[2 * k]!;
    const w0 = this.endpoint[2 * k + 1]!;
    for (const [s0, p0] of [
      [v0, 2 * k + 1],
      [w0, 2 * k],
    ] as const) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = this.inblossom[s]!;
        if (bs >= this.N) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelend[bs] === -1) break;
        const t = this.endpoint[this.labelend[bs]!]!;
        const bt = this.inblossom[t]!;
        s = this.endpoint[this.labelend[bt]!]!;
        const j = this.endpoint[this.labelend[bt]! ^ 1]!;
        if (bt >= this.N) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelend[bt]!;
        p = this.labelend[bt]! ^ 1;
      }
    }
  }

  /** One stage of the primal-dual algorithm (maximum-cardinality form); true when it augmented. */
  private stage(): boolean {
    const N = this.N;
    this.label.fill(0);
    this.bestedge.fill(-1);
    for (let b = 0; b < 2 * N; b++) this.blossombestedges[b] = null;
    this.allowedge.fill(0);
    this.queue = [];
    for (let v = 0; v < N; v++) if (this.mate[v] === -1 && this.label[this.inblossom[v]!] === 0) this.assignLabel(v, 1, -1);
    let augmented = false;
    for (;;) {
      while (this.queue.length > 0 && !augmented) {
        const v = this.queue.pop()!;
        const active = this.active;
        for (let ai = 0, ac = this.activeCount; ai < ac; ai++) {
          const w = active[ai]!;
          if (w === v) continue;
          const bw = this.inblossom[w]!;
          if (this.inblossom[v] === bw) continue;
          const k = this.edgeIndex(v, w);
          const p = this.endpoint[2 * k] === w ? 2 * k : 2 * k + 1;
          let kslack = 0;
          if (!this.allowedge[k]) {
            kslack = this.slack(k);
            if (kslack <= 0) this.allowedge[k] = 1;
          }
          if (this.allowedge[k]) {
            if (this.label[bw] === 0) {
              this.assignLabel(w, 2, p ^ 1);
            } else if (this.label[bw] === 1) {
              const base = this.scanBlossom(v, w);
              if (base >= 0) this.addBlossom(base, k);
              else {
                this.augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (this.label[w] === 0) {
              this.label[w] = 2;
              this.labelend[w] = p ^ 1;
            }
          } else if (this.label[bw] === 1) {
            const b = this.inblossom[v]!;
            if (this.bestedge[b] === -1 || kslack < this.slack(this.bestedge[b]!)) this.bestedge[b] = k;
            // listed for the blossom that b may become part of (addBlossom merges the lists)
            (this.blossombestedges[b] ??= []).push(k);
          } else if (this.label[w] === 0) {
            if (this.bestedge[w] === -1 || kslack < this.slack(this.bestedge[w]!)) this.bestedge[w] = k;
          }
        }
      }
      if (augmented) break;
      // Keep delta3 (half a slack) integral: double every dual and the weight scale when needed.
      let odd = false;
      for (let b = 0; b < 2 * N && !odd; b++) {
        if (this.blossomparent[b] === -1 && this.label[b] === 1 && this.bestedge[b] !== -1 && (b < N || this.blossombase[b]! >= 0)) {
          if (this.slack(this.bestedge[b]!) % 2 !== 0) odd = true;
        }
      }
      if (odd) {
        this.scale *= 2;
        this.s2 *= 2;
        this.checkRange();
        for (let x = 0; x < 2 * N; x++) this.dual[x] = this.dual[x]! * 2;
      }
      let deltatype = -1;
      let delta = 0;
      let deltaedge = -1;
      let deltablossom = -1;
      for (let v = 0; v < N; v++) {
        if (this.label[this.inblossom[v]!] === 0 && this.bestedge[v] !== -1) {
          const d = this.slack(this.bestedge[v]!);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = this.bestedge[v]!;
          }
        }
      }
      for (let b = 0; b < 2 * N; b++) {
        if (this.blossomparent[b] === -1 && this.label[b] === 1 && this.bestedge[b] !== -1 && (b < N || this.blossombase[b]! >= 0)) {
          const d = this.slack(this.bestedge[b]!) / 2;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = this.bestedge[b]!;
          }
        }
      }
      for (let b = N; b < 2 * N; b++) {
        if (this.blossombase[b]! >= 0 && this.blossomparent[b] === -1 && this.label[b] === 2 && (deltatype === -1 || this.dual[b]! < delta)) {
          delta = this.dual[b]!;
          deltatype = 4;
          deltablossom = b;
        }
      }
      if (deltatype === -1) break;
      for (let v = 0; v < N; v++) {
        const lb = this.label[this.inblossom[v]!];
        if (lb === 1) this.setDual(v, this.dual[v]! - delta);
        else if (lb === 2) this.setDual(v, this.dual[v]! + delta);
      }
      for (let b = N; b < 2 * N; b++) {
        if (this.blossombase[b]! >= 0 && this.blossomparent[b] === -1) {
          if (this.label[b] === 1) this.dual[b] = this.dual[b]! + delta;
          else if (this.label[b] === 2) this.dual[b] = this.dual[b]! - delta;
        }
      }
      if (deltatype === 2) {
        this.allowedge[deltaedge] = 1;
        let i = this.endpoint[2 * deltaedge]!;
        const j = this.endpoint[2 * deltaedge + 1]!;
        if (this.label[this.inblossom[i]!] === 0) i = j;
        this.queue.push(i);
      } else if (deltatype === 3) {
        this.allowedge[deltaedge] = 1;
        this.queue.push(this.endpoint[2 * deltaedge]!);
      } else if (deltatype === 4) {
        this.expandBlossom(deltablossom, false);
      }
    }
    return augmented;
  }
}
