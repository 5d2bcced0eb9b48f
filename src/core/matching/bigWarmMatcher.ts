/**
 * A maximum-weight matching over a complete graph whose non-negative bigint weights change between
 * solves, re-solved from the previous optimum (warm start). Built for huge packed weights (the
 * Dutch system's ~1000-bit criteria fields) re-solved O(n) times per round; see README.md.
 *
 * Method: the problem is solved as a maximum-weight PERFECT matching of the complete graph (absent
 * edges weigh 0; a dummy vertex when the count is odd), by Edmonds' primal-dual algorithm in
 * Van Rantwijk's formulation (doubled duals). After weight changes, each vertex chosen to absorb a
 * change is freed: the blossoms containing it are dissolved (their dual moves into their
 * vertices, which keeps every constraint feasible), it is unmatched, and its dual is set to the
 * least feasible value. Only freed vertices need augmenting paths, so a re-solve after changing
 * one player's edges costs one or two stages, O(n²), instead of O(n³).
 */
export class BigWarmMatcher {
  private readonly n: number;
  private readonly N: number;
  private readonly nedge: number;
  private readonly endpoint: Int32Array;
  private readonly weight: bigint[];
  /** 2·scale·weight, kept beside the weight so a slack costs two additions. */
  private readonly w2: bigint[];
  private readonly rowStart: Int32Array;
  /** Double approximations of the vertex duals and of w2, in units of 2^sh (a filter: exact bigint decides when close). */
  private readonly dF: Float64Array;
  private readonly wF: Float64Array;
  private sh = 0n;
  /** Exact slacks computed since the duals last changed (stamp = dual version). */
  private stamp = 1;
  private readonly cacheStamp: Int32Array;
  private readonly cacheSlack: bigint[];
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
  private readonly dual: bigint[];
  private readonly allowedge: Uint8Array;
  private queue: number[] = [];
  private readonly dirty: Uint8Array;
  private dirtyList: number[] = [];
  /** slack(k) = dual[i] + dual[j] - 2·scale·w(k). */
  private scale = 1n;

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
    this.weight = new Array<bigint>(this.nedge).fill(0n);
    this.w2 = new Array<bigint>(this.nedge).fill(0n);
    this.dF = new Float64Array(N);
    this.wF = new Float64Array(this.nedge);
    this.cacheStamp = new Int32Array(this.nedge);
    this.cacheSlack = new Array<bigint>(this.nedge).fill(0n);
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
    this.dual = new Array<bigint>(2 * N).fill(0n);
    this.allowedge = new Uint8Array(this.nedge);
    this.dirty = new Uint8Array(N);
  }

  private edgeIndex(a: number, b: number): number {
    return a < b ? this.rowStart[a]! + b : this.rowStart[b]! + a;
  }

  /**
   * Sets the weight of edge {u,v}; 0 removes it. Out-of-range vertices, self-loops and negative
   * weights throw RangeError (programming errors, not expected failures).
   */
  setWeight(u: number, v: number, w: bigint): void {
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= this.n || v >= this.n || u === v) {
      throw new RangeError(`bad edge {${u},${v}} for ${this.n} vertices`);
    }
    if (w < 0n) throw new RangeError(`negative weight ${w} on {${u},${v}}`);
    const k = this.edgeIndex(u, v);
    if (this.weight[k] === w) return;
    const before = this.w2[k]!;
    this.weight[k] = w;
    this.w2[k] = 2n * this.scale * w;
    this.wF[k] = this.approx(this.w2[k]!);
    this.cacheStamp[k] = 0;
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
      const delta = this.w2[k]! - before;
      this.setDual(s, this.dual[s]! + delta);
      if (delta < 0n) {
        for (let y = 0; y < this.N; y++) {
          if (y !== s && this.slack(this.edgeIndex(s, y)) < 0n) {
            this.markDirty(s);
            return;
          }
        }
      }
    } else if (this.slack(k) < 0n) {
      this.markDirty(s);
    }
  }

  private markDirty(x: number): void {
    if (this.dirty[x]) return;
    this.dirty[x] = 1;
    this.dirtyList.push(x);
  }

  /** x / 2^sh as a double; widens sh (and recomputes every approximation) before a double could overflow. */
  private approx(x: bigint): number {
    const y = Number(x >> this.sh);
    if (Math.abs(y) < 2 ** 900) return y;
    this.sh += 128n;
    for (let v = 0; v < this.N; v++) this.dF[v] = Number(this.dual[v]! >> this.sh);
    for (let k = 0; k < this.nedge; k++) this.wF[k] = Number(this.w2[k]! >> this.sh);
    return this.approx(x);
  }

  private setDual(v: number, value: bigint): void {
    this.stamp++;
    this.dual[v] = value;
    this.dF[v] = this.approx(value);
  }

  /** Approximate slack of edge k and its error bound (both in units of 2^sh). */
  private approxSlack(k: number): number {
    return this.dF[this.endpoint[2 * k]!]! + this.dF[this.endpoint[2 * k + 1]!]! - this.wF[k]!;
  }
  private approxError(k: number): number {
    const a = this.dF[this.endpoint[2 * k]!]!;
    const b = this.dF[this.endpoint[2 * k + 1]!]!;
    const c = this.wF[k]!;
    return (Math.abs(a) + Math.abs(b) + Math.abs(c)) * 2 ** -48 + 8;
  }
  /** slack(k1) < slack(k2), deciding in doubles when they are far apart. */
  private slackLess(k1: number, k2: number): boolean {
    const a1 = this.approxSlack(k1);
    const a2 = this.approxSlack(k2);
    const e = this.approxError(k1) + this.approxError(k2);
    if (a1 + e < a2) return true;
    if (a1 > a2 + e) return false;
    return this.slack(k1) < this.slack(k2);
  }

  private slack(k: number): bigint {
    if (this.cacheStamp[k] === this.stamp) return this.cacheSlack[k]!;
    const x = this.dual[this.endpoint[2 * k]!]! + this.dual[this.endpoint[2 * k + 1]!]! - this.w2[k]!;
    this.cacheStamp[k] = this.stamp;
    this.cacheSlack[k] = x;
    return x;
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
    if (z !== 0n) for (const v of this.leaves(b)) this.setDual(v, this.dual[v]! + z);
    if (z !== 0n && this.mate[base]! >= 0) {
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
    this.dual[b] = 0n;
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
    let best: bigint | null = null;
    for (let y = 0; y < this.N; y++) {
      if (y === x) continue;
      const v = this.w2[this.edgeIndex(x, y)]! - this.dual[y]!;
      if (best === null || v > best) best = v;
    }
    this.setDual(x, best ?? 0n);
  }

  solve(): Int32Array {
    for (const x of this.dirtyList) this.free(x);
    for (const x of this.dirtyList) this.fixDual(x);
    for (const x of this.dirtyList) this.dirty[x] = 0;
    this.dirtyList = [];
    for (;;) {
      let anyFree = false;
      for (let v = 0; v < this.N; v++) if (this.mate[v]! < 0) anyFree = true;
      if (!anyFree || !this.stage()) break;
    }
    const out = new Int32Array(this.n).fill(-1);
    for (let v = 0; v < this.n; v++) {
      if (this.mate[v]! >= 0) {
        const m = this.endpoint[this.mate[v]!]!;
        // The dummy vertex and zero-weight (absent) edges are no pair.
        out[v] = m < this.n && this.weight[this.edgeIndex(v, m)] !== 0n ? m : -1;
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
    const N = this.N;
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
    this.dual[b] = 0n;
    for (const lv of this.leaves(b)) {
      if (this.label[this.inblossom[lv]!] === 2) this.queue.push(lv);
      this.inblossom[lv] = b;
    }
    const bestedgeto = new Int32Array(2 * N).fill(-1);
    const bestslack: bigint[] = new Array<bigint>(2 * N);
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
          bestedgeto[bj] = kk;
          bestslack[bj] = s;
        }
      }
    };
    for (const cb of path) {
      const list = this.blossombestedges[cb];
      if (list === null || list === undefined) {
        for (const lv of this.leaves(cb)) {
          for (let y = 0; y < N; y++) if (y !== lv) consider(this.edgeIndex(lv, y));
        }
      } else {
        for (const kk of list) consider(kk);
      }
      this.blossombestedges[cb] = null;
      this.bestedge[cb] = -1;
    }
    const be: number[] = [];
    for (let x = 0; x < 2 * N; x++) if (bestedgeto[x] !== -1) be.push(bestedgeto[x]!);
    this.blossombestedges[b] = be;
    let best = -1;
    let bestS = 0n;
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
      else if (endstage && this.dual[s] === 0n) this.expandBlossom(s, endstage);
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
    this.dual[b] = 0n;
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
    for (let b = N; b < 2 * N; b++) this.blossombestedges[b] = null;
    this.allowedge.fill(0);
    this.queue = [];
    for (let v = 0; v < N; v++) if (this.mate[v] === -1 && this.label[this.inblossom[v]!] === 0) this.assignLabel(v, 1, -1);
    let augmented = false;
    for (;;) {
      while (this.queue.length > 0 && !augmented) {
        const v = this.queue.pop()!;
        for (let w = 0; w < N; w++) {
          if (w === v) continue;
          const bw = this.inblossom[w]!;
          if (this.inblossom[v] === bw) continue;
          const k = this.edgeIndex(v, w);
          const p = this.endpoint[2 * k] === w ? 2 * k : 2 * k + 1;
          let kslack = 0n;
          if (!this.allowedge[k]) {
            if (this.approxSlack(k) > this.approxError(k)) {
              // Certainly not tight: only the best-edge bookkeeping can need it.
              if (this.label[bw] === 1) {
                const b = this.inblossom[v]!;
                if (this.bestedge[b] === -1 || this.slackLess(k, this.bestedge[b]!)) this.bestedge[b] = k;
              } else if (this.label[w] === 0) {
                if (this.bestedge[w] === -1 || this.slackLess(k, this.bestedge[w]!)) this.bestedge[w] = k;
              }
              continue;
            }
            kslack = this.slack(k);
            if (kslack <= 0n) this.allowedge[k] = 1;
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
          if (this.slack(this.bestedge[b]!) & 1n) odd = true;
        }
      }
      if (odd) {
        this.stamp++;
        for (let x = 0; x < 2 * N; x++) this.dual[x] = this.dual[x]! * 2n;
        for (let x = 0; x < N; x++) this.dF[x] = this.approx(this.dual[x]!);
        this.scale *= 2n;
        for (let k = 0; k < this.nedge; k++) {
          this.w2[k] = this.w2[k]! * 2n;
          this.wF[k] = this.approx(this.w2[k]!);
        }
      }
      let deltatype = -1;
      let delta = 0n;
      let deltaedge = -1;
      let deltablossom = -1;
      // delta2 / delta3: a bound in doubles first, then exact slacks only for edges that can reach it.
      let bound = Infinity;
      for (let v = 0; v < N; v++) {
        if (this.label[this.inblossom[v]!] === 0 && this.bestedge[v] !== -1) {
          const k = this.bestedge[v]!;
          bound = Math.min(bound, this.approxSlack(k) + this.approxError(k));
        }
      }
      const s3 = (b: number): boolean =>
        this.blossomparent[b] === -1 && this.label[b] === 1 && this.bestedge[b] !== -1 && (b < N || this.blossombase[b]! >= 0);
      for (let b = 0; b < 2 * N; b++) {
        if (s3(b)) {
          const k = this.bestedge[b]!;
          bound = Math.min(bound, (this.approxSlack(k) + this.approxError(k)) / 2 + 1);
        }
      }
      for (let v = 0; v < N; v++) {
        if (this.label[this.inblossom[v]!] === 0 && this.bestedge[v] !== -1) {
          const k = this.bestedge[v]!;
          if (this.approxSlack(k) - this.approxError(k) > bound) continue;
          const d = this.slack(k);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = k;
          }
        }
      }
      for (let b = 0; b < 2 * N; b++) {
        if (s3(b)) {
          const k = this.bestedge[b]!;
          if ((this.approxSlack(k) - this.approxError(k)) / 2 - 1 > bound) continue;
          const d = this.slack(k) / 2n;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = k;
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
    for (let b = N; b < 2 * N; b++) {
      if (this.blossomparent[b] === -1 && this.blossombase[b]! >= 0 && this.label[b] === 1 && this.dual[b] === 0n) {
        this.expandBlossom(b, true);
      }
    }
    return augmented;
  }
}
