import { BlossomForest, DART, MAX_VERTICES, headOf, tailOf } from './blossomForest';
import { LIMB, wideCompare, wideCopy, wideIsZero, wideNormalize } from './wideInt';

const INV_LIMB = 1 / LIMB;
/** A top limb beyond this means the limb count chosen by the caller is too small. */
const TOP_LIMIT = 2 ** 50;
/** Violated edges added per priced row and pass (the most violated first). */
const ADD_PER_ROW = 4;

/**
 * The weights of a complete graph, computed on demand (never held for every pair): the pricing
 * reads any pair, the solve only its candidate edges.
 */
export interface PricedWeights {
  /** w(u, v) (u ≠ v, both in the graph) as normalised wide limbs into out[off..off+limbs); 0 = a pair of weight 0. */
  weightInto(u: number, v: number, out: Float64Array, off: number): void;
  /**
   * Optional structure (vertices with identical weights up to the ordering bits): the class of v,
   * 0..classCount-1. With it, a row is priced class by class from an upper bound on its weights.
   */
  readonly classCount?: number;
  classOf?(v: number): number;
  /** An upper bound on w(u, v) over the vertices v ≠ u of class c, into out[off..off+limbs). */
  classBoundInto?(u: number, c: number, out: Float64Array, off: number): void;
}

/**
 * Maximum-weight PERFECT matching of a complete graph whose weights are computed on demand,
 * solved on a sparse candidate graph and priced: exact for the complete graph, in O(candidates)
 * memory instead of O(n²).
 *
 * The solve is the blossom algorithm of WideWarmMatcher (BlossomForest with wide-integer duals)
 * restricted to the candidate edges. Its optimal duals (y per vertex, z per blossom; doubled,
 * Van Rantwijk's convention) are then checked against every other pair: the reduced cost
 * y_u + y_v − 2·w(u,v) + 2·Σ z_B over the blossoms B holding both. An edge with a negative reduced
 * cost is added to the candidates (its endpoint is freed, as a weight change that breaks the
 * optimum frees it) and the solve goes on warm, until no pair violates. Then the duals are
 * feasible for the complete graph and the matching is tight against them: by LP duality (Edmonds'
 * matching polytope) no perfect matching of the complete graph weighs more. The result is an
 * optimum of the complete graph, exactly; which optimum may differ when there are several.
 *
 * A perfect matching of the candidates always exists: the seeds (0,1), (2,3), ... are candidates,
 * a matched edge stays one, and a vertex freed by a weight change or a dissolved blossom is freed
 * with its partner, whose edge is still there.
 *
 * Pricing is incremental: after a complete pass every pair is feasible. A later solve can break
 * that only for a pair with an endpoint whose dual went down, or held together by a blossom whose
 * dual went down (a T blossom in a stage, a blossom dissolved), or whose weight changed
 * (`rowChanged`): only those rows are priced again. With classes, a row is priced per class from
 * y_u + min y over the class − 2·bound: a class whose bound keeps every pair feasible is skipped.
 */
export class PricedWideMatcher extends BlossomForest {
  readonly limbs: number;
  private readonly Y: Float64Array;
  private readonly Ytop: Float64Array;
  /** Weights are stored multiplied by 2^(1+sh): doubled (Van Rantwijk) and scaled for integral half-slacks. */
  private sh = 0;

  // ---- the candidate edges ----
  private edgeCap = 0;
  private edgeCount = 0;
  private eu: Int32Array = new Int32Array(0);
  private ev: Int32Array = new Int32Array(0);
  /** W[e·limbs + i] = limb i of w(e)·2^(1+sh); Wtop[e] = its top limb. */
  private W: Float64Array = new Float64Array(0);
  private Wtop: Float64Array = new Float64Array(0);
  private allow: Int32Array = new Int32Array(0);
  private allowStamp = 1;
  /** Candidate edges at each vertex (edge ids). */
  private readonly adj: number[][];
  private readonly edgeId = new Map<number, number>();

  // ---- pricing ----
  /** Duals at the last complete pricing (the invariant: every pair feasible against them). */
  private readonly Yseen: Float64Array;
  private shSeen = 0;
  /** Rows to price at the next pass whatever their dual (weights changed, a blossom around them lost dual). */
  private readonly rowMark: Uint8Array;
  private everPriced = false;
  /** Vertices that joined since the last solve, and the last `window` that joined before. */
  private joined: number[] = [];
  private readonly recentJoins: number[] = [];
  /** Pairs whose weight changed while not candidates (u, v flattened): priced at every pass until one is clean. */
  private pendingPairs: number[] = [];
  /** Statistics: pricing passes, rows priced, pairs evaluated, edges added. */
  readonly stats = { passes: 0, rows: 0, pairs: 0, added: 0 };

  private readonly t0: Float64Array;
  private readonly t1: Float64Array;
  private readonly t2: Float64Array;
  private readonly t3: Float64Array;

  /**
   * n vertex slots 0..n-1; the first `initial` of them (all by default; an even count) in the
   * graph, the others join later (`addVertex`). `window`: candidate edges (v, v+1..v+window) to
   * start from (plus the seeds); any choice is exact, a good one needs fewer pricing passes.
   */
  constructor(
    n: number,
    limbs: number,
    private readonly weights: PricedWeights,
    private readonly window = 4,
    initial = n,
  ) {
    if (!Number.isInteger(n) || n < 0 || n > MAX_VERTICES) throw new RangeError(`PricedWideMatcher: bad vertex count ${n}`);
    if (!Number.isInteger(initial) || initial < 0 || initial > n || initial % 2 !== 0) throw new RangeError(`PricedWideMatcher: bad initial vertex count ${initial}`);
    if (!Number.isInteger(limbs) || limbs < 1) throw new RangeError(`PricedWideMatcher: bad limb count ${limbs}`);
    super(n);
    this.limbs = limbs;
    this.Y = new Float64Array(limbs * 2 * n);
    this.Ytop = new Float64Array(2 * n);
    this.Yseen = new Float64Array(limbs * n);
    this.rowMark = new Uint8Array(n);
    this.t0 = new Float64Array(limbs);
    this.t1 = new Float64Array(limbs);
    this.t2 = new Float64Array(limbs);
    this.t3 = new Float64Array(limbs);
    this.adj = Array.from({ length: n }, () => []);
    this.growEdges(Math.max(16, initial * (window + 1)));
    for (let x = 0; x < initial; x++) {
      this.isActive[x] = 1;
      this.active[this.activeCount++] = x;
      this.markDirty(x);
    }
    for (let x = 0; x + 1 < initial; x += 2) this.addEdge(x, x + 1);
    for (let x = 0; x < initial; x++) for (let d = 1; d <= window && x + d < initial; d++) this.addEdge(x, x + d);
    this.coldStart();
  }

  // ---- the public operations -------------------------------------------------------------------

  /** The partner of x in the last solution, or -1. */
  mateOf(x: number): number {
    const p = this.mate[x]!;
    return p === -1 ? -1 : headOf(p);
  }

  get vertexCount(): number {
    return this.activeCount;
  }

  vertexAt(i: number): number {
    return this.active[i]!;
  }

  get candidateCount(): number {
    return this.edgeCount;
  }

  /**
   * The weights of pairs at u changed (the source now answers differently): its candidate edges
   * are read again, its row is priced at the next solve.
   */
  rowChanged(u: number): void {
    this.checkActive(u);
    this.rowMark[u] = 1;
    for (const e of this.adj[u]!) {
      const v = this.eu[e] === u ? this.ev[e]! : this.eu[e]!;
      if (this.isActive[v]) this.readWeight(u, v, e);
    }
  }

  /**
   * The weight of pair {u, v} changed (the source now answers differently). A candidate edge is
   * read again (WideWarmMatcher.setWeight's warm-start rule); any other pair is priced at the next
   * solve against the duals of that moment, and at every pass until a pass finds nothing.
   */
  pairChanged(u: number, v: number): void {
    this.checkActive(u);
    this.checkActive(v);
    if (u === v) throw new RangeError(`PricedWideMatcher: no pair {${u},${v}}`);
    const e = this.edgeOf(u, v);
    if (e >= 0) this.readWeight(u, v, e);
    else if (this.rowMark[u] || this.rowMark[v]) return; // its row is priced whole anyway
    else this.pendingPairs.push(u, v);
  }

  /**
   * A vertex joins the graph (the lowest free slot), unmatched; its whole row is priced at the next
   * solve. No weight is read before that solve (the caller may still be naming the new vertex):
   * the slot's candidate edges from an earlier stay are dropped, and the solve gives it edges to
   * the `window` vertices that joined just before it (joins follow the caller's order) and seeds.
   */
  addVertex(): number {
    let x = 0;
    while (x < this.N && this.isActive[x]) x++;
    if (x === this.N) throw new RangeError('PricedWideMatcher: vertex capacity exhausted');
    const L = this.limbs;
    this.Y.fill(0, x * L, (x + 1) * L);
    this.Ytop[x] = 0;
    this.isActive[x] = 1;
    this.active[this.activeCount++] = x;
    this.mate[x] = -1;
    this.inblossom[x] = x;
    this.blossomparent[x] = -1;
    this.blossombase[x] = x;
    this.markDirty(x);
    this.rowMark[x] = 1;
    for (const e of this.adj[x]!) {
      const y = this.eu[e] === x ? this.ev[e]! : this.eu[e]!;
      const row = this.adj[y]!;
      row.splice(row.indexOf(e), 1);
      this.edgeId.delete(this.key(x, y));
    }
    this.adj[x]!.length = 0;
    this.joined.push(x);
    return x;
  }

  /** Candidate edges from each vertex that joined to the `window` vertices that joined before it. */
  private linkJoined(): void {
    const joined = this.joined.filter((x) => this.isActive[x]);
    this.joined = [];
    const before = this.recentJoins;
    for (const x of joined) {
      for (const y of before) if (this.isActive[y] && y !== x) this.addEdge(x, y);
      before.push(x);
      if (before.length > this.window) before.shift();
    }
  }

  /** Takes vertex x out of the graph (its partner, if any, is re-matched by the next solve). */
  removeVertex(x: number): void {
    this.checkActive(x);
    this.free(x);
    this.leaveGraph(x);
  }

  /** Takes the matched pair a–b out of the graph for good (as WideWarmMatcher.retirePair). */
  retirePair(a: number, b: number): void {
    this.checkActive(a);
    this.checkActive(b);
    if (a === b) throw new RangeError(`cannot retire {${a},${b}}`);
    this.free(a);
    this.free(b);
    this.leaveGraph(a);
    this.leaveGraph(b);
  }

  /** A maximum-weight perfect matching of the complete graph on the vertices in the graph. */
  solve(): void {
    if (this.activeCount % 2 !== 0) throw new RangeError('PricedWideMatcher: odd number of vertices');
    if (this.joined.length > 0) this.linkJoined();
    for (;;) {
      this.solvePerfect();
      if (!this.price()) return;
    }
  }

  /** y_u + y_v − 2w(u,v) + 2Σz ≥ 0 for every pair (the optimality certificate; tests). */
  dualsFeasible(): boolean {
    for (const u of this.inGraph()) for (const v of this.inGraph()) if (u < v && this.reducedCostSign(u, v) < 0) return false;
    return true;
  }

  /**
   * The row pricing's reduced costs (blossoms found by bisection) equal the ones counted blossom by
   * blossom, for every pair (tests).
   */
  rowPricingAgrees(): boolean {
    this.nestingFresh = false;
    const a = new Float64Array(this.limbs);
    const b = new Float64Array(this.limbs);
    for (const u of this.inGraph()) {
      this.enterRow(u);
      for (const v of this.inGraph()) {
        if (u === v) continue;
        if (this.reducedCostInRow(u, v, a) !== this.reducedCostInto(u, v, b) || wideCompare(a, 0, b, 0, this.limbs) !== 0) return false;
      }
    }
    return true;
  }

  // ---- candidate edges ----------------------------------------------------------------------

  private checkActive(x: number): void {
    if (!Number.isInteger(x) || x < 0 || x >= this.N || !this.isActive[x]) throw new RangeError(`PricedWideMatcher: vertex ${x} is not in the graph`);
  }

  private growEdges(cap: number): void {
    const m = this.edgeCount;
    const int = (old: Int32Array): Int32Array => {
      const a = new Int32Array(cap);
      a.set(old.subarray(0, m));
      return a;
    };
    this.eu = int(this.eu);
    this.ev = int(this.ev);
    this.allow = int(this.allow);
    const W = new Float64Array(cap * this.limbs);
    W.set(this.W.subarray(0, m * this.limbs));
    this.W = W;
    const Wtop = new Float64Array(cap);
    Wtop.set(this.Wtop.subarray(0, m));
    this.Wtop = Wtop;
    this.edgeCap = cap;
  }

  private key(a: number, b: number): number {
    return a < b ? a * DART + b : b * DART + a;
  }

  private edgeOf(a: number, b: number): number {
    return this.edgeId.get(this.key(a, b)) ?? -1;
  }

  /** Adds {a, b} to the candidates (no-op when it is one) with its weight; returns its id. */
  private addEdge(a: number, b: number): number {
    const k = this.key(a, b);
    const known = this.edgeId.get(k);
    if (known !== undefined) return known;
    if (this.edgeCount === this.edgeCap) this.growEdges(2 * this.edgeCap);
    const e = this.edgeCount++;
    this.eu[e] = a;
    this.ev[e] = b;
    this.edgeId.set(k, e);
    this.adj[a]!.push(e);
    this.adj[b]!.push(e);
    this.scaledWeight(a, b, this.t0);
    wideCopy(this.t0, 0, this.W, e * this.limbs, this.limbs);
    this.Wtop[e] = this.t0[0]!;
    return e;
  }

  /** w(a,b)·2^(1+sh) into out, from the source. */
  private scaledWeight(a: number, b: number, out: Float64Array): void {
    this.weights.weightInto(a, b, out, 0);
    this.scaleInPlace(out);
    if (out[0]! >= TOP_LIMIT || out[0]! <= -TOP_LIMIT) throw new RangeError('PricedWideMatcher: a weight outgrew the limb count');
  }

  private scaleInPlace(t: Float64Array): void {
    const L = this.limbs;
    for (let s = 0; s <= this.sh; s++) {
      let carry = 0;
      for (let i = L - 1; i >= 1; i--) {
        const v = t[i]! * 2 + carry;
        carry = Math.floor(v * INV_LIMB);
        t[i] = v - carry * LIMB;
      }
      t[0] = t[0]! * 2 + carry;
    }
  }

  /**
   * Re-reads the weight of candidate edge e = {u, v} (u's row changed): WideWarmMatcher.setWeight's
   * warm-start rule (a matched edge's dual follows it when it can; otherwise u is freed).
   */
  private readWeight(u: number, v: number, e: number): void {
    const { limbs, W } = this;
    const t = this.t0;
    this.scaledWeight(u, v, t);
    const e1 = e * limbs;
    if (wideCompare(W, e1, t, 0, limbs) === 0) return;
    const matchedEdge = this.mate[u] !== -1 && headOf(this.mate[u]!) === v;
    const d = this.t1;
    if (matchedEdge) {
      for (let i = 0; i < limbs; i++) d[i] = t[i]! - W[e1 + i]!;
      wideNormalize(d, 0, limbs);
    }
    wideCopy(t, 0, W, e1, limbs);
    this.Wtop[e] = t[0]!;
    if (this.dirty[u] || this.dirty[v]) return;
    const bu = this.top(u);
    const bv = this.top(v);
    if (bu === bv && bu !== u) {
      this.markDirty(u);
      return;
    }
    if (!matchedEdge) {
      if (this.slackSignE(u, v, e) < 0) this.markDirty(u);
      return;
    }
    const s = bu === u ? u : bv === v ? v : -1;
    if (s === -1) {
      this.markDirty(u);
      return;
    }
    this.addToY(s, d, 1);
    if (d[0]! < 0) {
      for (const f of this.adj[s]!) {
        const y = this.eu[f] === s ? this.ev[f]! : this.eu[f]!;
        if (this.isActive[y] && this.inblossom[y] !== this.inblossom[s] && this.slackSignE(s, y, f) < 0) {
          this.markDirty(s);
          return;
        }
      }
    }
  }

  // ---- pricing -----------------------------------------------------------------------------------

  /**
   * Checks the pairs that may have become infeasible against the current duals and adds the
   * violated ones as candidates (their first endpoint freed); true when any was added.
   */
  private price(): boolean {
    const L = this.limbs;
    const { Y, Yseen } = this;
    this.stats.passes++;
    const all = !this.everPriced || this.shSeen !== this.sh;
    const rows: number[] = [];
    for (const u of this.inGraph()) {
      if (all || this.rowMark[u] || wideCompare(Y, u * L, Yseen, u * L, L) < 0) rows.push(u);
    }
    const byClass = this.classMembers();
    let added = 0;
    const violated: number[] = [];
    const amounts: number[] = [];
    const slack = this.t3;
    const inGraph = this.inGraph();
    // during the pass: 3 = a marked row, 2 = a row priced because its dual went down
    const rowSet = this.rowMark;
    for (const u of rows) rowSet[u] = rowSet[u] ? 3 : 2;
    this.nestingFresh = false;
    for (const u of rows) {
      this.stats.rows++;
      violated.length = 0;
      amounts.length = 0;
      this.enterRow(u);
      const consider = (v: number): void => {
        if (v === u || !this.isActive[v]) return;
        // a pair of two rows is priced once, from its lower end
        if (rowSet[v]! >= 2 && v < u) return;
        this.stats.pairs++;
        // (a candidate edge is feasible with the blossom duals counted: the solve keeps it so)
        if (this.reducedCostInRow(u, v, slack) >= 0) return;
        if (this.edgeOf(u, v) >= 0) throw new Error('PricedWideMatcher: a candidate edge is infeasible');
        violated.push(v);
        amounts.push(slack[0]! * LIMB + (L > 1 ? slack[1]! : 0));
      };
      if (byClass === null) {
        for (const v of inGraph) consider(v);
      } else {
        for (let c = 0; c < byClass.members.length; c++) {
          const members = byClass.members[c]!;
          if (members.length === 0) continue;
          if (this.classFeasible(u, c, byClass.minY, byClass.minAt[c]!)) continue;
          for (const v of members) consider(v);
        }
      }
      if (violated.length === 0) continue;
      // the most violated first (deterministic: ties by vertex)
      const order = violated.map((_, i) => i).sort((a, b) => amounts[a]! - amounts[b]! || violated[a]! - violated[b]!);
      for (const i of order.slice(0, ADD_PER_ROW)) {
        const v = violated[i]!;
        this.addEdge(u, v);
        this.stats.added++;
        added++;
        // its reduced cost is negative: free an endpoint, whose dual is then fixed over the new edge
        if (!this.dirty[u] && !this.dirty[v]) this.markDirty(u);
      }
    }
    // pairs whose weight changed while they were not candidates
    const pending = this.pendingPairs;
    for (let i = 0; i < pending.length; i += 2) {
      const u = pending[i]!;
      const v = pending[i + 1]!;
      if (!this.isActive[u] || !this.isActive[v] || this.edgeOf(u, v) >= 0) continue;
      this.stats.pairs++;
      if (this.reducedCostInto(u, v, slack) >= 0) continue;
      this.addEdge(u, v);
      this.stats.added++;
      added++;
      if (!this.dirty[u] && !this.dirty[v]) this.markDirty(u);
    }
    if (added > 0) {
      // A marked row stays marked until a pass finds nothing: its pairs are certified by no
      // earlier duals (a weight changed, the vertex joined, a blossom round it lost dual), and the
      // solve that follows may lower its partners' duals without going below the last clean pass.
      for (const u of rows) rowSet[u] = rowSet[u] === 3 ? 1 : 0;
      return true;
    }
    for (const u of rows) rowSet[u] = 0;
    this.pendingPairs = [];
    // every pair is feasible: the duals certify the optimum; remember them
    Yseen.set(Y.subarray(0, this.N * L));
    this.shSeen = this.sh;
    this.everPriced = true;
    return false;
  }

  /** Class members in the graph and, per class, the least dual (limbs at minY[c·limbs]) and its vertex. */
  private classMembers(): { members: number[][]; minY: Float64Array; minAt: number[] } | null {
    const w = this.weights;
    if (w.classCount === undefined || !w.classOf || !w.classBoundInto) return null;
    const L = this.limbs;
    const members: number[][] = Array.from({ length: w.classCount }, () => []);
    const minY = new Float64Array(w.classCount * L);
    const minAt = new Array<number>(w.classCount).fill(-1);
    for (const v of this.inGraph()) {
      const c = w.classOf(v);
      members[c]!.push(v);
      if (minAt[c] === -1 || wideCompare(this.Y, v * L, minY, c * L, L) < 0) {
        wideCopy(this.Y, v * L, minY, c * L, L);
        minAt[c] = v;
      }
    }
    return { members, minY, minAt };
  }

  /**
   * y_u + min y over class c − bound(u, c)·2^(1+sh) ≥ 0: every pair of u with class c is feasible
   * (a blossom's dual only adds to a reduced cost). When the least dual of the class is u's own the
   * class is scanned (u is not its own partner).
   */
  private classFeasible(u: number, c: number, minY: Float64Array, at: number): boolean {
    if (at === u) return false;
    const L = this.limbs;
    const b = this.t2;
    this.weights.classBoundInto!(u, c, b, 0);
    this.scaleInPlace(b);
    const t = this.t1;
    for (let i = 0; i < L; i++) t[i] = this.Y[u * L + i]! + minY[c * L + i]! - b[i]!;
    wideNormalize(t, 0, L);
    return t[0]! >= 0;
  }

  /**
   * The vertex slack y_u + y_v − 2w(u,v) into out; true when it is not negative, which settles the
   * reduced cost's sign (a blossom's dual only adds).
   */
  private vertexSlackInto(u: number, v: number, out: Float64Array): boolean {
    const L = this.limbs;
    const w = this.t1;
    this.scaledWeight(u, v, w);
    for (let i = 0; i < L; i++) out[i] = this.Y[u * L + i]! + this.Y[v * L + i]! - w[i]!;
    wideNormalize(out, 0, L);
    return out[0]! >= 0;
  }

  /** The sign of the wide integer in out. */
  private signOf(out: Float64Array): number {
    if (out[0]! < 0) return -1;
    return wideIsZero(out, 0, this.limbs) ? 0 : 1;
  }

  /** The reduced cost of pair {u, v} (blossom duals counted) into out; returns its sign. */
  private reducedCostInto(u: number, v: number, out: Float64Array): number {
    const L = this.limbs;
    if (this.vertexSlackInto(u, v, out)) return this.signOf(out);
    // inside common blossoms: + 2·z for each
    const common = this.innermostCommonBlossom(u, v);
    for (let b = common; b !== -1; b = this.blossomparent[b]!) for (let i = 0; i < L; i++) out[i] = out[i]! + 2 * this.Y[b * L + i]!;
    if (common !== -1) wideNormalize(out, 0, L);
    return this.signOf(out);
  }

  // ---- the blossoms round a priced row -------------------------------------------------------------

  /**
   * The blossom forest numbered depth first for the pass (built when a row inside a blossom is
   * first priced): node x (a vertex, or a blossom id ≥ N) holds the nodes numbered
   * nestIn[x]..nestOut[x].
   */
  private nestIn = new Int32Array(0);
  private nestOut = new Int32Array(0);
  private nestingFresh = false;
  /** The pass that numbered each top blossom (a blossom is numbered once per pass). */
  private nestNumbered = new Int32Array(0);
  private nestPass = 0;
  /** The row being priced: its blossoms from the outermost in, and Σ z from the outermost to each. */
  private rowBlossoms = new Int32Array(0);
  private rowDepth = 0;
  private rowZ = new Float64Array(0);

  /** Numbers the blossom forest depth first (children in order), for `reducedCostInRow`. */
  private numberNesting(): void {
    const N = this.N;
    if (this.nestIn.length !== 2 * N) {
      this.nestIn = new Int32Array(2 * N);
      this.nestOut = new Int32Array(2 * N);
      this.nestNumbered = new Int32Array(2 * N);
    }
    this.nestPass++;
    let next = 0;
    const stack: number[] = [];
    for (const x of this.inGraph()) {
      const top = this.inblossom[x]!;
      if (top === x || this.nestNumbered[top] === this.nestPass) continue;
      this.nestNumbered[top] = this.nestPass;
      // entry: push (node, child index); exit when its children are done
      stack.push(top, 0);
      this.nestIn[top] = next++;
      while (stack.length > 0) {
        const node = stack[stack.length - 2]!;
        const i = stack[stack.length - 1]!;
        const childs = node >= N ? this.blossomchilds[node]! : null;
        if (childs === null || i === childs.length) {
          this.nestOut[node] = next - 1;
          stack.length -= 2;
          continue;
        }
        stack[stack.length - 1] = i + 1;
        const child = childs[i]!;
        this.nestIn[child] = next++;
        stack.push(child, 0);
      }
    }
    this.nestingFresh = true;
  }

  /** Row u is priced next: its blossoms, outermost first, with the running sums of their z. */
  private enterRow(u: number): void {
    this.rowDepth = 0;
    if (this.inblossom[u] === u) return;
    if (!this.nestingFresh) this.numberNesting();
    const L = this.limbs;
    let depth = 0;
    for (let b = this.blossomparent[u]!; b !== -1; b = this.blossomparent[b]!) depth++;
    if (this.rowBlossoms.length < depth) {
      this.rowBlossoms = new Int32Array(2 * depth);
      this.rowZ = new Float64Array(2 * depth * L);
    }
    let i = depth;
    for (let b = this.blossomparent[u]!; b !== -1; b = this.blossomparent[b]!) this.rowBlossoms[--i] = b;
    const Z = this.rowZ;
    for (let d = 0; d < depth; d++) {
      const b = this.rowBlossoms[d]!;
      for (let k = 0; k < L; k++) Z[d * L + k] = (d > 0 ? Z[(d - 1) * L + k]! : 0) + this.Y[b * L + k]!;
      wideNormalize(Z, d * L, L);
    }
    this.rowDepth = depth;
  }

  /**
   * `reducedCostInto` for a pair of the row entered last (u): the blossoms holding both are u's
   * outermost ones down to the innermost that holds v, found by bisection on the depth-first
   * numbers, and their z summed in advance. The same arithmetic in O(log depth) rather than
   * O(depth) a pair: a first matching of 10,000 players can nest thousands deep, and its pricing
   * reads a class whole when the class's bound fails inside the blossom.
   */
  private reducedCostInRow(u: number, v: number, out: Float64Array): number {
    const L = this.limbs;
    if (this.vertexSlackInto(u, v, out)) return this.signOf(out);
    if (this.rowDepth > 0 && this.inblossom[v] === this.inblossom[u]) {
      // the outermost holds v (the same top blossom); find the innermost that does
      const at = this.nestIn[v]!;
      let lo = 0;
      let hi = this.rowDepth - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        const b = this.rowBlossoms[mid]!;
        if (this.nestIn[b]! <= at && at <= this.nestOut[b]!) lo = mid;
        else hi = mid - 1;
      }
      for (let i = 0; i < L; i++) out[i] = out[i]! + 2 * this.rowZ[lo * L + i]!;
      wideNormalize(out, 0, L);
    }
    return this.signOf(out);
  }

  private reducedCostSign(u: number, v: number): number {
    return this.reducedCostInto(u, v, this.t3);
  }

  // ---- wide arithmetic -------------------------------------------------------------------------

  private addToY(x: number, d: Float64Array, sign: 1 | -1): void {
    const { Y, limbs } = this;
    const o = x * limbs;
    let carry = 0;
    for (let i = limbs - 1; i >= 1; i--) {
      const t = Y[o + i]! + sign * d[i]! + carry;
      carry = Math.floor(t * INV_LIMB);
      Y[o + i] = t - carry * LIMB;
    }
    const top = Y[o]! + sign * d[0]! + carry;
    if (top >= TOP_LIMIT || top <= -TOP_LIMIT) throw new RangeError('PricedWideMatcher: a dual outgrew the limb count');
    Y[o] = top;
    this.Ytop[x] = top;
  }

  private readY(x: number, out: Float64Array): void {
    wideCopy(this.Y, x * this.limbs, out, 0, this.limbs);
  }

  private writeY(x: number, value: Float64Array): void {
    wideCopy(value, 0, this.Y, x * this.limbs, this.limbs);
    this.Ytop[x] = value[0]!;
  }

  /** slack of candidate edge e = {a, b} into out. */
  private slackIntoE(a: number, b: number, e: number, out: Float64Array): void {
    const { Y, W, limbs } = this;
    const we = e * limbs;
    for (let i = 0; i < limbs; i++) out[i] = Y[a * limbs + i]! + Y[b * limbs + i]! - W[we + i]!;
    wideNormalize(out, 0, limbs);
  }

  private slackSignE(a: number, b: number, e: number): number {
    let r = this.Ytop[a]! + this.Ytop[b]! - this.Wtop[e]!;
    if (r >= 1) return 1;
    if (r <= -2) return -1;
    const { Y, W, limbs } = this;
    const ya = a * limbs;
    const yb = b * limbs;
    const we = e * limbs;
    for (let i = 1; i < limbs; i++) {
      r = r * LIMB + (Y[ya + i]! + Y[yb + i]! - W[we + i]!);
      if (r >= 1) return 1;
      if (r <= -2) return -1;
    }
    return r === 0 ? 0 : -1;
  }

  private edgeSlackLessE(a1: number, b1: number, e1: number, a2: number, b2: number, e2: number): boolean {
    const { Ytop, Wtop } = this;
    let r = Ytop[a1]! + Ytop[b1]! - Wtop[e1]! - Ytop[a2]! - Ytop[b2]! + Wtop[e2]!;
    if (r >= 3) return false;
    if (r <= -3) return true;
    const { Y, W, limbs } = this;
    for (let i = 1; i < limbs; i++) {
      r = r * LIMB + (Y[a1 * limbs + i]! + Y[b1 * limbs + i]! - W[e1 * limbs + i]! - Y[a2 * limbs + i]! - Y[b2 * limbs + i]! + W[e2 * limbs + i]!);
      if (r >= 3) return false;
      if (r <= -3) return true;
    }
    return r < 0;
  }

  private dartEdge(d: number): number {
    const e = this.edgeOf(tailOf(d), headOf(d));
    if (e < 0) throw new Error('PricedWideMatcher: a dart off the candidate graph');
    return e;
  }

  // ---- warm start ------------------------------------------------------------------------------

  protected fixDuals(): void {
    for (const x of this.dirtyList) {
      if (!this.isActive[x]) continue;
      this.fixDual(x);
      this.dirty[x] = 2;
    }
  }

  protected heaviestEdgeDuals(): void {
    const { W, limbs } = this;
    const best = this.t0;
    for (const x of this.dirtyList) {
      if (!this.isActive[x]) continue;
      best.fill(0);
      for (const e of this.adj[x]!) {
        const y = this.eu[e] === x ? this.ev[e]! : this.eu[e]!;
        if (!this.isActive[y]) continue;
        if (wideCompare(W, e * limbs, best, 0, limbs) > 0) wideCopy(W, e * limbs, best, 0, limbs);
      }
      this.halveAt(best, 0);
      this.writeY(x, best);
    }
  }

  /** Y[x] = max over candidate neighbours y of w(x,y) − Y[y] (the dirty ones not yet fixed skipped). */
  private fixDual(x: number): void {
    const { Y, W, limbs } = this;
    const best = this.t0;
    let found = false;
    for (const e of this.adj[x]!) {
      const y = this.eu[e] === x ? this.ev[e]! : this.eu[e]!;
      if (!this.isActive[y] || this.dirty[y] === 1) continue;
      const we = e * limbs;
      const yo = y * limbs;
      if (found) {
        let r = 0;
        let greater = false;
        let decided = false;
        for (let i = 0; i < limbs; i++) {
          r = r * LIMB + (W[we + i]! - Y[yo + i]! - best[i]!);
          if (r >= 2) {
            greater = decided = true;
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
      for (let i = 0; i < limbs; i++) best[i] = W[we + i]! - Y[yo + i]!;
      wideNormalize(best, 0, limbs);
      found = true;
    }
    if (!found) best.fill(0);
    this.writeY(x, best);
  }

  /**
   * The candidates must hold a perfect matching, or a stage could find no augmenting path. The
   * matched edges stay candidates; the free vertices (the partners of vertices that left, the
   * vertices that joined) are joined in pairs by seed edges, the second one's dual raised when the
   * seed edge is not feasible (a free vertex's dual may grow: its other edges only get slacker).
   * A free vertex inside a blossom (its base) is taken out of it first (dissolving keeps every
   * edge feasible), so that raising its dual cannot loosen the blossom's own tight edges.
   */
  private seedFreeVertices(): void {
    const { mate } = this;
    const free: number[] = [];
    for (const x of this.inGraph()) if (mate[x] === -1) free.push(x);
    const t = this.t0;
    for (let i = 0; i + 1 < free.length; i += 2) {
      const a = free[i]!;
      const b = free[i + 1]!;
      if (this.inblossom[a] !== a) this.free(a);
      if (this.inblossom[b] !== b) this.free(b);
      const e = this.addEdge(a, b);
      this.slackIntoE(a, b, e, t);
      if (t[0]! < 0) this.addToY(b, t, -1);
    }
  }

  /** Freed vertices joined by a tight candidate edge are matched at once. */
  protected override pairTightFreeVertices(): void {
    this.seedFreeVertices();
    const { mate, inblossom } = this;
    for (const x of this.dirtyList) {
      if (!this.isActive[x] || mate[x] !== -1 || inblossom[x] !== x) continue;
      for (const e of this.adj[x]!) {
        const y = this.eu[e] === x ? this.ev[e]! : this.eu[e]!;
        if (!this.isActive[y] || mate[y] !== -1 || inblossom[y] !== y || this.slackSignE(x, y, e) !== 0) continue;
        mate[x] = x * DART + y;
        mate[y] = y * DART + x;
        break;
      }
    }
  }

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

  private doubleAt(a: Float64Array, o: number): number {
    let carry = 0;
    for (let i = this.limbs - 1; i >= 1; i--) {
      const t = a[o + i]! * 2 + carry;
      carry = Math.floor(t * INV_LIMB);
      a[o + i] = t - carry * LIMB;
    }
    const top = a[o]! * 2 + carry;
    if (top >= TOP_LIMIT || top <= -TOP_LIMIT) throw new RangeError('PricedWideMatcher: scaling outgrew the limb count');
    return (a[o] = top);
  }

  private scaleUp(): void {
    for (let x = 0; x < this.Ytop.length; x++) this.Ytop[x] = this.doubleAt(this.Y, x * this.limbs);
    for (let e = 0; e < this.edgeCount; e++) this.Wtop[e] = this.doubleAt(this.W, e * this.limbs);
    this.sh++;
  }

  protected unscale(): void {
    while (this.sh > 0) {
      for (const x of this.inGraph()) if (this.dualParity(x) !== 0) return;
      for (const b of this.liveBlossoms) if (this.dualParity(b) !== 0) return;
      for (let x = 0; x < this.Ytop.length; x++) this.Ytop[x] = this.halveAt(this.Y, x * this.limbs);
      for (let e = 0; e < this.edgeCount; e++) this.Wtop[e] = this.halveAt(this.W, e * this.limbs);
      this.sh--;
    }
  }

  // ---- what the blossom forest asks --------------------------------------------------------------

  protected allowEdge(d: number): void {
    this.allow[this.dartEdge(d)] = this.allowStamp;
  }

  protected slackLess(d1: number, d2: number): boolean {
    return this.edgeSlackLessE(tailOf(d1), headOf(d1), this.dartEdge(d1), tailOf(d2), headOf(d2), this.dartEdge(d2));
  }

  protected leastSlackFromS(w: number): number {
    let best = -1;
    let bestE = -1;
    for (const e of this.adj[w]!) {
      const v = this.eu[e] === w ? this.ev[e]! : this.eu[e]!;
      if (!this.isActive[v] || this.label[this.top(v)] !== 1) continue;
      if (best === -1 || this.edgeSlackLessE(v, w, e, tailOf(best), w, bestE)) {
        best = v * DART + w;
        bestE = e;
      }
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
    const e = this.edgeOf(x, y);
    return e >= 0 && this.slackSignE(x, y, e) === 0;
  }

  protected zeroDual(b: number): void {
    this.Y.fill(0, b * this.limbs, (b + 1) * this.limbs);
    this.Ytop[b] = 0;
  }

  protected spreadDual(b: number): boolean {
    const z = this.t2;
    this.readY(b, z);
    if (wideIsZero(z, 0, this.limbs)) return false;
    // the pairs this blossom held lose its dual: price its vertices again
    for (const v of this.leavesOf(b)) {
      this.addToY(v, z, 1);
      this.rowMark[v] = 1;
    }
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

  // ---- the primal-dual stage over the candidate edges --------------------------------------------

  protected stage(): boolean {
    const { active, activeCount, label, inblossom, allow, eu, ev } = this;
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
    for (let ai = 0; ai < activeCount; ai++) {
      const v = active[ai]!;
      if (this.mate[v] === -1 && label[inblossom[v]!] === 0) this.assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (this.queue.length > 0 && !augmented) {
        const v = this.queue.pop()!;
        if (label[inblossom[v]!] !== 1) continue;
        const row = this.adj[v]!;
        for (let k = 0; k < row.length; k++) {
          const e = row[k]!;
          const w = eu[e] === v ? ev[e]! : eu[e]!;
          if (!this.isActive[w]) continue;
          const bv = inblossom[v]!;
          const bw = inblossom[w]!;
          if (bv === bw) continue;
          let tight = allow[e] === stamp;
          if (!tight && this.slackSignE(v, w, e) <= 0) {
            tight = true;
            allow[e] = stamp;
          }
          if (tight) {
            if (label[bw] === 0) {
              this.assignLabel(w, 2, w * DART + v);
            } else if (label[bw] === 1) {
              const base = this.scanBlossom(v, w);
              if (base >= 0) this.addBlossom(base, v, w);
              else {
                if (this.augment(v, w)) stamp = this.allowStamp;
                else augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              this.labelend[w] = w * DART + v;
            }
          } else if (label[bw] === 1) {
            const cur = this.bestedge[bv]!;
            if (cur === -1 || this.edgeSlackLessE(v, w, e, tailOf(cur), headOf(cur), this.dartEdge(cur))) this.bestedge[bv] = v * DART + w;
            this.listEdge(bv, v * DART + w);
          } else if (label[w] === 0) {
            const cur = this.bestedge[w]!;
            if (cur === -1 || this.edgeSlackLessE(v, w, e, tailOf(cur), headOf(cur), this.dartEdge(cur))) this.bestedge[w] = v * DART + w;
          }
        }
      }
      if (augmented) break;
      const s3: number[] = [];
      for (let ai = 0; ai < activeCount; ai++) if (this.isS3Candidate(active[ai]!)) s3.push(active[ai]!);
      for (const b of this.liveBlossoms) if (this.isS3Candidate(b)) s3.push(b);
      const t = this.t0;
      for (const b of s3) {
        const d = this.bestedge[b]!;
        this.slackIntoE(tailOf(d), headOf(d), this.dartEdge(d), t);
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
        this.slackIntoE(tailOf(d), headOf(d), this.dartEdge(d), t);
        if (better()) {
          delta.set(t);
          deltatype = 2;
          deltaedge = d;
        }
      }
      for (const b of s3) {
        const d = this.bestedge[b]!;
        this.slackIntoE(tailOf(d), headOf(d), this.dartEdge(d), t);
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
      for (let ai = 0; ai < activeCount; ai++) {
        const v = active[ai]!;
        const lb = label[inblossom[v]!];
        if (lb === 1) this.addToY(v, delta, -1);
        else if (lb === 2) this.addToY(v, delta, 1);
      }
      for (const b of this.liveBlossoms) {
        if (this.blossomparent[b] === -1) {
          if (label[b] === 1) this.addToY(b, delta, 1);
          else if (label[b] === 2 && !wideIsZero(delta, 0, this.limbs)) {
            // a T blossom's dual goes down: the pairs it holds are priced again
            this.addToY(b, delta, -1);
            for (const v of this.leavesOf(b)) this.rowMark[v] = 1;
          }
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

  private isS3Candidate(b: number): boolean {
    return this.blossomparent[b] === -1 && this.label[b] === 1 && this.bestedge[b] !== -1 && (b < this.N ? this.inblossom[b] === b : this.blossombase[b]! >= 0);
  }
}
