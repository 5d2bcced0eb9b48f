/**
 * A test oracle: an independent maximum-weight matching (it shares no code with the warm engine
 * in src/core/matching), for graphs beyond the brute force's reach. It was the production
 * one-shot matcher before maxWeightMatching moved to the warm engine; its ties fall where they
 * may, so tests compare weights and sizes with it, never mate arrays.
 *
 * Maximum-weight matching on a general graph: Edmonds' primal-dual blossom algorithm, dense
 * O(n³) form over typed arrays (one slack per vertex pair, no per-edge objects).
 *
 * Exactness: weights are bigint at the boundary. Internally every value (doubled weights, vertex
 * and blossom duals) is kept as a double in Float64Arrays. When every value stays below 2^50
 * ("small mode", checked after every dual update) the doubles hold exact integers and nothing
 * else is needed. Otherwise ("exact mode") the doubles are only approximations with a known
 * error bound; exact bigint copies of the duals are maintained beside them and every decision
 * the approximations cannot settle (is this slack zero? which slack is smaller? the exact dual
 * change) is settled in bigint. The answer is exact in both modes.
 *
 * Indices: vertices are 1..n internally (0 means "none"), blossoms n+1..2n.
 * Labels S[x]: 0 = outer (even, "S"), 1 = inner (odd, "T"), -1 = unlabelled.
 * Duals use Van Rantwijk's doubled units: slack(u,v) = lab[u] + lab[v] - 2·w(u,v); blossom duals
 * lab[b] are the doubled z_B and only matter for edges inside b, which are never scanned.
 */

/** An undirected weighted edge: [u, v, weight]. */
export type WeightedEdge = readonly [number, number, bigint];

export interface MatchOptions {
  /** Among maximum-cardinality matchings, return a heaviest one (default false: heaviest overall). */
  readonly maxCardinality?: boolean;
  /** Ignore the previous solution of this matcher and solve from scratch (default false). */
  readonly fresh?: boolean;
}

/** Values up to this bound (in absolute value) keep every sum exact in doubles. */
const SMALL_LIMIT = 2 ** 50;
/** Relative error budget for approximated values in exact mode (generous). */
const EPS_FACTOR = 2 ** -46;
const ZERO = 0n;

export class WeightedMatcher {
  readonly vertexCount: number;
  private readonly n: number;
  private readonly np1: number;
  private readonly N: number; // row stride of the representative-edge matrix (2n + 1)

  // Graph (vertex pairs, 1-based, row stride np1).
  private readonly w2: Float64Array; // 2·w as a double; -Infinity where there is no edge
  private readonly w2X: bigint[]; // exact 2·w (0n where there is no edge)
  private readonly present: Uint8Array;

  // Algorithm state.
  private readonly lab: Float64Array;
  private labX: bigint[] = [];
  private readonly gU: Int32Array; // gU[a*N+c]: endpoint in a of the best edge between a and c
  private readonly match: Int32Array;
  private readonly slack: Int32Array; // outer vertex at the least-slack edge into x (0: none)
  private readonly slackVal: Float64Array; // that edge's slack, refreshed after each dual update
  private readonly st: Int32Array;
  private readonly pa: Int32Array;
  private readonly S: Int32Array;
  private readonly vis: Int32Array;
  private readonly parent: Int32Array; // immediate parent blossom, 0 when top level
  private readonly root: Int32Array; // root (free top-level blossom) of a labelled x's tree
  private readonly dropped: Int32Array; // stamp: x belonged to a tree just used by an augmentation
  private dropStamp = 0;
  private freeRoots = 0;
  private readonly flower: number[][];
  private readonly queue: Int32Array;
  private qHead = 0;
  private qTail = 0;
  private visStamp = 0;
  private nx = 0;

  private exact = false;
  private maxCard = false;
  private margin = 0; // absolute error margin of approximate slacks (exact mode only)
  private maxW2 = 0; // max |2w| over present edges
  private solvedOnce = false;
  private changed: number[] = []; // 1-based vertex pairs touched since the last solve

  constructor(vertexCount: number, edges: readonly WeightedEdge[] = []) {
    if (!Number.isInteger(vertexCount) || vertexCount < 0) {
      throw new RangeError(`matching: bad vertex count ${vertexCount}`);
    }
    const n = vertexCount;
    this.vertexCount = n;
    this.n = n;
    this.np1 = n + 1;
    this.N = 2 * n + 1;
    const pairs = this.np1 * this.np1;
    this.w2 = new Float64Array(pairs).fill(-Infinity);
    this.w2X = new Array<bigint>(pairs).fill(ZERO);
    this.present = new Uint8Array(pairs);
    const N = this.N;
    this.lab = new Float64Array(N + 1);
    this.gU = new Int32Array(N * N);
    this.match = new Int32Array(N + 1);
    this.slack = new Int32Array(N + 1);
    this.slackVal = new Float64Array(N + 1);
    this.st = new Int32Array(N + 1);
    this.pa = new Int32Array(N + 1);
    this.S = new Int32Array(N + 1);
    this.vis = new Int32Array(N + 1);
    this.parent = new Int32Array(N + 1);
    this.root = new Int32Array(N + 1);
    this.dropped = new Int32Array(N + 1);
    this.flower = [];
    for (let i = 0; i <= N; i++) this.flower.push([]);
    this.queue = new Int32Array(4 * n + 4);
    // Parallel edges: the heaviest counts (a matching would only ever use that one).
    for (const [u, v, w] of edges) {
      const old = u === v ? undefined : this.getWeight(u, v);
      if (old === undefined || w > old) this.setWeight(u, v, w);
    }
  }

  /**
   * Sets the weight of edge {u, v} (adding it if absent). Parallel edges: the last call wins.
   * Self-loops are rejected.
   */
  setWeight(u: number, v: number, weight: bigint): void {
    this.checkVertex(u);
    this.checkVertex(v);
    if (u === v) throw new RangeError(`matching: self-loop at vertex ${u}`);
    const a = (u + 1) * this.np1 + (v + 1);
    const b = (v + 1) * this.np1 + (u + 1);
    const w2 = 2n * weight;
    const d = Number(w2);
    this.w2[a] = d;
    this.w2[b] = d;
    this.w2X[a] = w2;
    this.w2X[b] = w2;
    this.present[a] = 1;
    this.present[b] = 1;
    if (this.solvedOnce) this.changed.push(u + 1, v + 1);
  }

  /** Removes edge {u, v} if present. */
  removeEdge(u: number, v: number): void {
    this.checkVertex(u);
    this.checkVertex(v);
    if (u === v) return;
    for (const k of [(u + 1) * this.np1 + (v + 1), (v + 1) * this.np1 + (u + 1)]) {
      this.w2[k] = -Infinity;
      this.w2X[k] = ZERO;
      this.present[k] = 0;
    }
    if (this.solvedOnce) this.changed.push(u + 1, v + 1);
  }

  /** The weight of edge {u, v}, or undefined when absent. */
  getWeight(u: number, v: number): bigint | undefined {
    this.checkVertex(u);
    this.checkVertex(v);
    const k = (u + 1) * this.np1 + (v + 1);
    return this.present[k] ? this.w2X[k]! / 2n : undefined;
  }

  /** Total weight of a mate array under the current weights. */
  weightOf(mate: Int32Array): bigint {
    let total = 0n;
    for (let v = 0; v < mate.length; v++) {
      const m = mate[v]!;
      if (m > v) total += this.getWeight(v, m) ?? 0n;
    }
    return total;
  }

  /**
   * Solves for the current weights and returns mate[v] (partner or -1).
   * With maxCardinality: a heaviest matching among those of maximum size.
   */
  solve(options: MatchOptions = {}): Int32Array {
    this.maxCard = options.maxCardinality === true;
    const n = this.n;
    const np1 = this.np1;
    const w2 = this.w2;
    // Scan the doubles (correctly rounded, so comparisons with 2^50 and the ordering are safe), then
    // settle the exact largest weight among the edges whose double equals the largest double.
    let maxAbsD = 0;
    let maxD = -Infinity;
    for (let u = 1; u <= n; u++) {
      for (let k = u * np1 + u + 1, end = u * np1 + n; k <= end; k++) {
        const d = w2[k]!;
        if (d === -Infinity) continue;
        const a = d < 0 ? -d : d;
        if (a > maxAbsD) maxAbsD = a;
        if (d > maxD) maxD = d;
      }
    }
    let maxW = 0n;
    if (maxD > 0) {
      let best = 0n;
      for (let u = 1; u <= n; u++) {
        for (let k = u * np1 + u + 1, end = u * np1 + n; k <= end; k++) {
          if (w2[k] === maxD && this.w2X[k]! > best) best = this.w2X[k]!;
        }
      }
      maxW = best / 2n;
    }
    this.maxW2 = maxAbsD;
    // Small mode when every doubled weight and dual fits comfortably (duals start at max w).
    const small = maxAbsD <= SMALL_LIMIT;
    const warm = this.solvedOnce && options.fresh !== true && this.warmStart(small);
    this.changed = [];
    if (warm && this.search() && this.freeDualsLeast()) return this.finish();
    if (small) {
      this.exact = false;
      if (this.run(maxW)) return this.finish();
    }
    this.exact = true;
    this.run(maxW);
    return this.finish();
  }

  private finish(): Int32Array {
    this.solvedOnce = true;
    return this.mateArray();
  }

  /**
   * Warm start from the previous solution (Dutch-style re-solves after a few setWeight calls).
   * Turns the previous optimum into a valid starting point of the primal-dual search:
   * - every blossom is dissolved, its dual z_B shared out to its vertices (edges inside keep their
   *   slack, edges leaving it only gain slack), and matched edges that stop being tight are dropped;
   * - both ends of a changed edge are unmatched, and one end's dual raised if the new weight made the
   *   edge's slack negative;
   * - all free vertices get the same dual D (the largest among them). Free vertices must hold the
   *   least vertex dual when the search ends: for max weight every matched vertex whose dual is below
   *   D is unmatched now; for maxCardinality the condition is checked at the end (any other matching
   *   of the same size covers vertices whose duals sum to at least as much only if the uncovered
   *   ones hold the least dual), and a cold solve runs in the rare case it fails.
   * Duals stay feasible and matched edges tight, so the search only has to re-match the freed
   * vertices. Returns false when a cold start is needed (first solve, or negative duals left by a
   * maxCardinality solve before a max-weight one).
   */
  private warmStart(small: boolean): boolean {
    const n = this.n;
    const N = this.N;
    const match = this.match;
    const parent = this.parent;
    const L: bigint[] = new Array<bigint>(n + 1).fill(ZERO);
    for (let u = 1; u <= n; u++) {
      let y = this.exact ? this.labX[u]! : BigInt(this.lab[u]!);
      for (let b = parent[u]!; b !== 0; b = parent[b]!) {
        y += (this.exact ? this.labX[b]! : BigInt(this.lab[b]!)) / 2n; // doubled z_B, always even
      }
      L[u] = y;
    }
    if (!this.maxCard) for (let u = 1; u <= n; u++) if (L[u]! < ZERO) return false;
    // The blossom structure is gone: every vertex is its own top-level blossom.
    this.nx = n;
    parent.fill(0);
    for (let x = 0; x <= N; x++) {
      this.st[x] = x;
      this.flower[x]!.length = 0;
    }
    const unmatch = (u: number): void => {
      const m = match[u]!;
      if (m !== 0) match[m] = 0;
      match[u] = 0;
    };
    const np1 = this.np1;
    const changed = this.changed;
    for (let i = 0; i < changed.length; i += 2) {
      unmatch(changed[i]!);
      unmatch(changed[i + 1]!);
    }
    for (let i = 0; i < changed.length; i += 2) {
      const u = changed[i]!;
      const v = changed[i + 1]!;
      const k = u * np1 + v;
      if (!this.present[k]) continue;
      const deficit = this.w2X[k]! - L[u]! - L[v]!;
      if (deficit > ZERO) L[u] = L[u]! + deficit;
    }
    for (let u = 1; u <= n; u++) {
      const v = match[u]!;
      if (v > u && L[u]! + L[v]! !== this.w2X[u * np1 + v]!) {
        match[u] = 0;
        match[v] = 0;
      }
    }
    for (;;) {
      let D: bigint | null = null;
      for (let u = 1; u <= n; u++) if (match[u] === 0 && (D === null || L[u]! > D)) D = L[u]!;
      if (D === null) break;
      for (let u = 1; u <= n; u++) if (match[u] === 0) L[u] = D;
      // maxCardinality: checked at the end instead (freeDualsLeast), which avoids unmatching many
      // pairs up front; when the search ends with a perfect matching no condition is needed at all.
      if (this.maxCard) break;
      let again = false;
      for (let u = 1; u <= n; u++) {
        if (match[u] !== 0 && L[u]! < D) {
          unmatch(u);
          again = true;
        }
      }
      if (!again) break;
    }
    let maxL = ZERO;
    for (let u = 1; u <= n; u++) {
      const a = L[u]! < ZERO ? -L[u]! : L[u]!;
      if (a > maxL) maxL = a;
    }
    this.exact = !small || maxL > BigInt(SMALL_LIMIT / 2);
    this.lab.fill(0);
    for (let u = 1; u <= n; u++) this.lab[u] = Number(L[u]!);
    if (this.exact) {
      this.labX = new Array<bigint>(N + 1).fill(ZERO);
      for (let u = 1; u <= n; u++) this.labX[u] = L[u]!;
      this.updateMargin();
    }
    return true;
  }

  /** After a warm maxCardinality search: the free vertices (if any) hold the least vertex dual. */
  private freeDualsLeast(): boolean {
    if (!this.maxCard) return true;
    const n = this.n;
    let free = -1;
    for (let u = 1; u <= n; u++) if (this.match[u] === 0) free = u;
    if (free === -1) return true;
    for (let u = 1; u <= n; u++) {
      if (this.exact ? this.labX[u]! < this.labX[free]! : this.lab[u]! < this.lab[free]!) return false;
    }
    return true;
  }

  private checkVertex(v: number): void {
    if (!Number.isInteger(v) || v < 0 || v >= this.n) {
      throw new RangeError(`matching: vertex ${v} out of range 0..${this.n - 1}`);
    }
  }

  private mateArray(): Int32Array {
    const mate = new Int32Array(this.n).fill(-1);
    for (let u = 1; u <= this.n; u++) {
      const m = this.match[u]!;
      if (m !== 0) mate[u - 1] = m - 1;
    }
    return mate;
  }

  /** Runs the algorithm from scratch; false when small mode overflowed (caller retries exactly). */
  private run(maxW: bigint): boolean {
    const n = this.n;
    const N = this.N;
    this.nx = n;
    this.match.fill(0);
    this.parent.fill(0);
    for (let x = 0; x <= N; x++) {
      this.st[x] = x;
      this.flower[x]!.length = 0;
    }
    const gU = this.gU;
    for (let a = 1; a <= n; a++) {
      const row = a * N;
      for (let c = 1; c <= n; c++) gU[row + c] = a;
    }
    const init = maxW > 0n ? maxW : 0n;
    const initA = Number(init);
    this.lab.fill(0);
    for (let u = 1; u <= n; u++) this.lab[u] = initA;
    if (this.exact) {
      this.labX = new Array<bigint>(N + 1).fill(ZERO);
      for (let u = 1; u <= n; u++) this.labX[u] = init;
      this.updateMargin();
    }
    return this.search();
  }

  /** Runs the search to the optimum; false when small mode overflowed (caller retries exactly). */
  private search(): boolean {
    return this.stage() === 0;
  }

  private updateMargin(): void {
    let m = this.maxW2;
    const lab = this.lab;
    for (let x = 1; x <= this.nx; x++) {
      const a = Math.abs(lab[x]!);
      if (a > m) m = a;
    }
    this.margin = 4 * m * EPS_FACTOR;
  }

  // ---- slack helpers -------------------------------------------------------------------------

  /** Approximate (exact in small mode) slack of the representative edge between a and c. */
  private slackA(a: number, c: number): number {
    const u = this.gU[a * this.N + c]!;
    const v = this.gU[c * this.N + a]!;
    return this.lab[u]! + this.lab[v]! - this.w2[u * this.np1 + v]!;
  }

  private slackX(a: number, c: number): bigint {
    const u = this.gU[a * this.N + c]!;
    const v = this.gU[c * this.N + a]!;
    return this.labX[u]! + this.labX[v]! - this.w2X[u * this.np1 + v]!;
  }

  /** Is the given approximate slack of edge (a,c) exactly zero? */
  private tight(s: number, a: number, c: number): boolean {
    if (!this.exact) return s === 0;
    if (s > this.margin || s < -this.margin) return false;
    const u = this.gU[a * this.N + c]!;
    const v = this.gU[c * this.N + a]!;
    return this.labX[u]! + this.labX[v]! === this.w2X[u * this.np1 + v]!;
  }

  /** slack(a1,c1) < slack(a2,c2), given their approximations s1, s2. */
  private less(s1: number, a1: number, c1: number, s2: number, a2: number, c2: number): boolean {
    if (!this.exact) return s1 < s2;
    const m = this.margin * 2;
    if (s1 < s2 - m) return true;
    if (s1 > s2 + m) return false;
    if (s1 === Infinity || s2 === Infinity) return s1 < s2;
    const N = this.N;
    const u1 = this.gU[a1 * N + c1]!;
    const v1 = this.gU[c1 * N + a1]!;
    const u2 = this.gU[a2 * N + c2]!;
    const v2 = this.gU[c2 * N + a2]!;
    const labX = this.labX;
    const np1 = this.np1;
    if (v1 === v2) {
      // Same far endpoint (the usual case: two candidate edges into one vertex): its dual cancels.
      return labX[u1]! - this.w2X[u1 * np1 + v1]! < labX[u2]! - this.w2X[u2 * np1 + v2]!;
    }
    return labX[u1]! + labX[v1]! - this.w2X[u1 * np1 + v1]! < labX[u2]! + labX[v2]! - this.w2X[u2 * np1 + v2]!;
  }

  private updateSlack(u: number, x: number, s: number): void {
    const cur = this.slack[x]!;
    if (cur === 0 || this.less(s, u, x, this.slackVal[x]!, cur, x)) {
      this.slack[x] = u;
      this.slackVal[x] = s;
    }
  }

  private setSlack(x: number): void {
    this.slack[x] = 0;
    const st = this.st;
    const S = this.S;
    for (let u = 1; u <= this.n; u++) {
      if (st[u] !== x && S[st[u]!] === 0 && this.present[u * this.np1 + this.gU[x * this.N + u]!]) {
        this.updateSlack(u, x, this.slackA(u, x));
      }
    }
  }

  // ---- blossom bookkeeping --------------------------------------------------------------------

  private qPush(x: number): void {
    if (x <= this.n) {
      if (this.qTail === this.queue.length) this.compactQueue();
      this.queue[this.qTail++] = x;
      return;
    }
    for (const y of this.flower[x]!) this.qPush(y);
  }

  /** Drops popped and stale entries (vertices no longer outer) to make room. */
  private compactQueue(): void {
    const q = this.queue;
    let k = 0;
    for (let i = this.qHead; i < this.qTail; i++) {
      const x = q[i]!;
      if (this.S[this.st[x]!] === 0) q[k++] = x;
    }
    this.qHead = 0;
    this.qTail = k;
  }

  private setSt(x: number, b: number): void {
    this.st[x] = b;
    if (x > this.n) for (const y of this.flower[x]!) this.setSt(y, b);
  }

  /** The immediate sub-blossom of b that contains vertex v. */
  private childOf(b: number, v: number): number {
    while (this.parent[v] !== b) v = this.parent[v]!;
    return v;
  }

  private getPr(b: number, xr: number): number {
    const f = this.flower[b]!;
    const pr = f.indexOf(xr);
    if (pr % 2 === 1) {
      // reverse f[1..]
      for (let i = 1, j = f.length - 1; i < j; i++, j--) {
        const t = f[i]!;
        f[i] = f[j]!;
        f[j] = t;
      }
      return f.length - pr;
    }
    return pr;
  }

  private setMatch(u: number, v: number): void {
    const N = this.N;
    this.match[u] = this.gU[v * N + u]!;
    if (u > this.n) {
      const eu = this.gU[u * N + v]!;
      const xr = this.childOf(u, eu);
      const pr = this.getPr(u, xr);
      const f = this.flower[u]!;
      for (let i = 0; i < pr; i++) this.setMatch(f[i]!, f[i ^ 1]!);
      this.setMatch(xr, v);
      // rotate so that xr becomes the base
      const rotated = f.slice(pr).concat(f.slice(0, pr));
      for (let i = 0; i < f.length; i++) f[i] = rotated[i]!;
    }
  }

  private augment(u: number, v: number): void {
    for (;;) {
      const xnv = this.st[this.match[u]!]!;
      this.setMatch(u, v);
      if (xnv === 0) return;
      this.setMatch(xnv, this.st[this.pa[xnv]!]!);
      u = this.st[this.pa[xnv]!]!;
      v = xnv;
    }
  }

  private getLca(u: number, v: number): number {
    const t = ++this.visStamp;
    while (u !== 0 || v !== 0) {
      if (u !== 0) {
        if (this.vis[u] === t) return u;
        this.vis[u] = t;
        u = this.st[this.match[u]!]!;
        if (u !== 0) u = this.st[this.pa[u]!]!;
      }
      const tmp = u;
      u = v;
      v = tmp;
    }
    return 0;
  }

  private addBlossom(u: number, lca: number, v: number): void {
    const n = this.n;
    const N = this.N;
    let b = n + 1;
    while (b <= this.nx && this.st[b] !== 0) b++;
    if (b > this.nx) this.nx++;
    this.lab[b] = 0;
    if (this.exact) this.labX[b] = ZERO;
    this.S[b] = 0;
    this.root[b] = this.root[lca]!;
    this.match[b] = this.match[lca]!;
    const f = this.flower[b]!;
    f.length = 0;
    f.push(lca);
    for (let x = u; x !== lca; ) {
      const y = this.st[this.match[x]!]!;
      f.push(x, y);
      this.qPush(y);
      x = this.st[this.pa[y]!]!;
    }
    for (let i = 1, j = f.length - 1; i < j; i++, j--) {
      const t = f[i]!;
      f[i] = f[j]!;
      f[j] = t;
    }
    for (let x = v; x !== lca; ) {
      const y = this.st[this.match[x]!]!;
      f.push(x, y);
      this.qPush(y);
      x = this.st[this.pa[y]!]!;
    }
    this.setSt(b, b);
    for (const c of f) this.parent[c] = b;
    const gU = this.gU;
    const nx = this.nx;
    // Best edge between b and every other x: the least slack over b's children (first wins ties).
    const first = f[0]!;
    for (let x = 1; x <= nx; x++) {
      gU[b * N + x] = gU[first * N + x]!;
      gU[x * N + b] = gU[x * N + first]!;
    }
    for (let i = 1; i < f.length; i++) {
      const xs = f[i]!;
      for (let x = 1; x <= nx; x++) {
        if (this.less(this.slackA(xs, x), xs, x, this.slackA(b, x), b, x)) {
          gU[b * N + x] = gU[xs * N + x]!;
          gU[x * N + b] = gU[x * N + xs]!;
        }
      }
    }
    this.setSlack(b);
  }

  private expandBlossom(b: number): void {
    const f = this.flower[b]!;
    for (const c of f) {
      this.setSt(c, c);
      this.parent[c] = 0;
      // Children's own labels are stale (from before b formed, maybe in a tree since dropped).
      this.S[c] = -1;
    }
    const N = this.N;
    const xr = this.childOf0(f, this.gU[b * N + this.pa[b]!]!);
    const pr = this.getPr(b, xr);
    for (let i = 0; i < pr; i += 2) {
      const xs = f[i]!;
      const xns = f[i + 1]!;
      this.pa[xs] = this.gU[xns * N + xs]!;
      this.S[xs] = 1;
      this.S[xns] = 0;
      this.root[xs] = this.root[b]!;
      this.root[xns] = this.root[b]!;
      this.slack[xs] = 0;
      this.setSlack(xns);
      this.qPush(xns);
    }
    this.S[xr] = 1;
    this.root[xr] = this.root[b]!;
    this.pa[xr] = this.pa[b]!;
    for (let i = pr + 1; i < f.length; i++) {
      const xs = f[i]!;
      this.S[xs] = -1;
      this.setSlack(xs);
    }
    this.st[b] = 0;
  }

  /** Like childOf, after the children's parent pointers were cleared: the child of f holding v. */
  private childOf0(f: readonly number[], v: number): number {
    // v's ancestors below the expanded blossom still point upwards; climb until a child of f.
    for (;;) {
      if (f.includes(v)) return v;
      v = this.parent[v]!;
    }
  }

  /** Handles a tight edge from outer a to c; true when the matching was augmented. */
  private onFoundEdge(eu: number, ev: number): boolean {
    const u = this.st[eu]!;
    const v = this.st[ev]!;
    if (this.S[v] === -1) {
      this.pa[v] = eu;
      this.S[v] = 1;
      const nu = this.st[this.match[v]!]!;
      this.root[v] = this.root[u]!;
      this.root[nu] = this.root[u]!;
      this.slack[v] = 0;
      this.slack[nu] = 0;
      this.S[nu] = 0;
      this.qPush(nu);
    } else if (this.S[v] === 0) {
      const lca = this.getLca(u, v);
      if (lca === 0) {
        const r1 = this.root[u]!;
        const r2 = this.root[v]!;
        this.augment(u, v);
        this.augment(v, u);
        this.dropTrees(r1, r2);
        return true;
      }
      this.addBlossom(u, lca, v);
    }
    return false;
  }

  /**
   * After an augmentation between the trees rooted at r1 and r2: unlabel those two trees and
   * repair the least-slack pointers that referred to their outer vertices. The other trees stay
   * grown (their labels, duals and slacks are still valid), which saves a full rescan per
   * augmentation.
   */
  private dropTrees(r1: number, r2: number): void {
    const stamp = ++this.dropStamp;
    const { st, S, root, dropped, slack } = this;
    const nx = this.nx;
    for (let x = 1; x <= nx; x++) {
      if (st[x] === x && S[x] !== -1 && (root[x] === r1 || root[x] === r2)) {
        S[x] = -1;
        dropped[x] = stamp;
      }
    }
    this.freeRoots -= 2;
    for (let x = 1; x <= nx; x++) {
      if (st[x] !== x) continue;
      if (dropped[x] === stamp) this.setSlack(x);
      else if (slack[x] !== 0 && dropped[st[slack[x]!]!] === stamp) {
        if (S[x] === 1) slack[x] = 0;
        else this.setSlack(x);
      }
    }
  }

  /** One search: 0 = optimal (done), -1 = small mode overflowed. */
  private stage(): number {
    const n = this.n;
    const N = this.N;
    const np1 = this.np1;
    const st = this.st;
    const S = this.S;
    const lab = this.lab;
    const w2 = this.w2;
    const slack = this.slack;
    const slackVal = this.slackVal;
    this.S.fill(-1);
    this.slack.fill(0);
    this.qHead = 0;
    this.qTail = 0;
    this.freeRoots = 0;
    for (let x = 1; x <= this.nx; x++) {
      if (st[x] === x && this.match[x] === 0) {
        this.pa[x] = 0;
        S[x] = 0;
        this.root[x] = x;
        this.qPush(x);
        this.freeRoots++;
      }
    }
    for (;;) {
      // An augmenting path needs two free vertices.
      if (this.freeRoots < 2) return 0;
      while (this.qHead < this.qTail) {
        const u = this.queue[this.qHead++]!;
        let su = st[u]!;
        if (S[su] !== 0) continue; // inner, or its tree was used by an augmentation
        const labU = lab[u]!;
        const row = u * np1;
        for (let v = 1; v <= n; v++) {
          const sv = st[v]!;
          if (sv === su) continue;
          const s = labU + lab[v]! - w2[row + v]!;
          if (s === Infinity) continue; // no edge
          if (this.tight(s, u, v)) {
            if (this.onFoundEdge(u, v)) {
              if (this.freeRoots < 2) return 0;
              break; // u's tree is gone
            }
            su = st[u]!; // u may now lie in a new blossom
          } else {
            this.updateSlack(u, sv, sv === v ? s : this.slackA(u, sv));
          }
        }
      }
      // Dual adjustment.
      const exact = this.exact;
      const nx = this.nx;
      let d = Infinity;
      let kind = 0; // 1 = a vertex dual reaches zero (max-weight mode: done)
      if (!this.maxCard) {
        for (let u = 1; u <= n; u++) {
          if (S[st[u]!] === 0 && lab[u]! < d) {
            d = lab[u]!;
            kind = 1;
          }
        }
      }
      for (let b = n + 1; b <= nx; b++) {
        if (st[b] === b && S[b] === 1) {
          const c = lab[b]! / 2;
          if (c < d) {
            d = c;
            kind = 0;
          }
        }
      }
      for (let x = 1; x <= nx; x++) {
        if (st[x] === x && slack[x] !== 0) {
          if (S[x] === -1) {
            const c = slackVal[x]!;
            if (c < d) {
              d = c;
              kind = 0;
            }
          } else if (S[x] === 0) {
            const c = slackVal[x]! / 2;
            if (c < d) {
              d = c;
              kind = 0;
            }
          }
        }
      }
      let dX = ZERO;
      if (exact && d !== Infinity) {
        // Settle the exact minimum among the candidates the approximation cannot separate.
        const limit = d + 2 * this.margin;
        let best: bigint | null = null;
        let bestKind = 0;
        const consider = (value: bigint, k: number): void => {
          if (best === null || value < best || (value === best && k === 1)) {
            best = value;
            bestKind = k;
          }
        };
        if (!this.maxCard) {
          for (let u = 1; u <= n; u++) {
            if (S[st[u]!] === 0 && lab[u]! <= limit) consider(this.labX[u]!, 1);
          }
        }
        for (let b = n + 1; b <= nx; b++) {
          if (st[b] === b && S[b] === 1 && lab[b]! / 2 <= limit) consider(this.labX[b]! / 2n, 0);
        }
        for (let x = 1; x <= nx; x++) {
          if (st[x] === x && slack[x] !== 0) {
            if (S[x] === -1) {
              if (slackVal[x]! <= limit) consider(this.slackX(slack[x]!, x), 0);
            } else if (S[x] === 0) {
              if (slackVal[x]! / 2 <= limit) consider(this.slackX(slack[x]!, x) / 2n, 0);
            }
          }
        }
        dX = best as bigint | null ?? ZERO;
        kind = bestKind;
      }
      if (d === Infinity) return 0; // maxCardinality: no further augmentation possible
      if (kind === 1) return 0; // max weight: free vertices' duals reach zero, optimum
      if (exact) {
        const labX = this.labX;
        for (let u = 1; u <= n; u++) {
          const s = S[st[u]!];
          if (s === 0) labX[u] = labX[u]! - dX;
          else if (s === 1) labX[u] = labX[u]! + dX;
          else continue;
          lab[u] = Number(labX[u]);
        }
        const d2 = 2n * dX;
        for (let b = n + 1; b <= nx; b++) {
          if (st[b] !== b) continue;
          if (S[b] === 0) labX[b] = labX[b]! + d2;
          else if (S[b] === 1) labX[b] = labX[b]! - d2;
          else continue;
          lab[b] = Number(labX[b]);
        }
        this.updateMargin();
      } else {
        let big = 0;
        for (let u = 1; u <= n; u++) {
          const s = S[st[u]!];
          if (s === 0) lab[u] = lab[u]! - d;
          else if (s === 1) lab[u] = lab[u]! + d;
          else continue;
          const a = Math.abs(lab[u]!);
          if (a > big) big = a;
        }
        const d2 = 2 * d;
        for (let b = n + 1; b <= nx; b++) {
          if (st[b] !== b) continue;
          if (S[b] === 0) lab[b] = lab[b]! + d2;
          else if (S[b] === 1) lab[b] = lab[b]! - d2;
          else continue;
          if (lab[b]! > big) big = lab[b]!;
        }
        if (big > SMALL_LIMIT) return -1;
      }
      for (let x = 1; x <= nx; x++) {
        if (slack[x] !== 0) slackVal[x] = this.slackA(slack[x]!, x);
      }
      this.qHead = 0;
      this.qTail = 0;
      for (let x = 1; x <= nx; x++) {
        if (st[x] === x && slack[x] !== 0 && st[slack[x]!] !== x) {
          const s = slackVal[x]!;
          if (this.tight(s, slack[x]!, x)) {
            const eu = this.gU[slack[x]! * N + x]!;
            const ev = this.gU[x * N + slack[x]!]!;
            if (this.onFoundEdge(eu, ev) && this.freeRoots < 2) return 0;
          }
        }
      }
      for (let b = n + 1; b <= nx; b++) {
        if (st[b] === b && S[b] === 1 && lab[b] === 0) this.expandBlossom(b);
      }
    }
  }
}

/**
 * A maximum-weight matching of a general graph; mate[v] = partner or -1.
 * With `maxCardinality`, the heaviest among the maximum-cardinality matchings.
 */
export function denseMaxWeightMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  options: MatchOptions = {},
): Int32Array {
  return new WeightedMatcher(vertexCount, edges).solve(options);
}
