/**
 * The blossom bookkeeping of Edmonds' primal-dual maximum-weight matching, written once for the
 * two warm matchers (WideWarmMatcher: wide-integer limbs, NumberWarmMatcher: Float64). It follows
 * Van Rantwijk's formulation (mwmatching.py, after Galil, "Efficient algorithms for finding
 * maximum matching in graphs", ACM Computing Surveys 18, 1986): labels, alternating-tree links,
 * the blossom pool, and the steps that grow, shrink, expand and augment through blossoms. It
 * reads no weight and no dual: a subclass owns the arithmetic (its stage, slacks and dual
 * update, the hot code) and answers the few questions below through the abstract methods.
 *
 * Ids: vertices are slots 0..N-1, blossoms N..2N-1. A dart packs a directed edge (tail, head)
 * into one int, tail·DART + head. mwmatching's endpoint p is the dart whose head is endpoint[p]
 * and `p ^ 1` is the reversed dart: mate[v] is the dart v → partner; labelend[b] is the dart from
 * b's entry vertex to the S vertex that labelled it; blossomendps[b][i] is the dart joining child
 * i to child i+1 of the cycle.
 *
 * Warm start (shared too): `free` unmatches a vertex after dissolving the blossoms around it (their
 * dual moves into their vertices, which keeps every constraint feasible); `pairTightFreeVertices`
 * and `alignParity` prepare the stages that follow; `solvePerfect` runs them and the stages.
 *
 * Cold start (`coldStart`, a one-shot solve with every vertex free): duals from each vertex's
 * heaviest edge, and stages that go on after an augmentation with the trees it did not touch
 * (`augment`, `dropTrees`), so that the forest is not grown again from every free vertex once
 * per augmentation.
 */

export const DART = 65536;
/** Darts per chunk of the pool holding the blossoms' lists of S–S edges. */
const LIST_CHUNK = 32;
/** pairByShortPaths runs while at most this many roots are free (its cost grows with their count times the vertices). */
const SHORT_PATH_ROOTS = 512;
/** The largest vertex capacity: a dart's tail and head must fit in 16 bits. */
export const MAX_VERTICES = 32767;
export const headOf = (d: number): number => d & 0xffff;
export const tailOf = (d: number): number => d >>> 16;
/** The same edge the other way round (Van Rantwijk's `p ^ 1`). */
export const reverse = (d: number): number => (d & 0xffff) * DART + (d >>> 16);

/** Cyclic index into a blossom's child or endpoint list. */
const at = (arr: readonly number[], idx: number): number => arr[((idx % arr.length) + arr.length) % arr.length]!;

/** arr rotated to start at index i. */
const rotate = (arr: readonly number[], i: number): number[] => {
  const out = new Array<number>(arr.length);
  for (let k = 0; k < arr.length; k++) out[k] = at(arr, i + k);
  return out;
};

/**
 * The walk round a blossom from child i to its base (child 0), the way whose length is even
 * (mwmatching's `j`, `jstep`, `endptrick`): j starts at i and steps down to 0 when i is even,
 * starts at i − len and steps up to 0 when i is odd: the step has the sign opposite the start's.
 */
const walkStart = (i: number, len: number): number => (i & 1 ? i - len : i);
const walkStep = (start: number): number => (start < 0 ? 1 : -1);
/**
 * The dart at position j of that walk, pointing along it: endps[j] going forwards, endps[j−1]
 * reversed going backwards (mwmatching's `blossomendps[b][j - endptrick] ^ endptrick`).
 */
const walkDart = (endps: readonly number[], j: number): number => (j < 0 ? at(endps, j) : reverse(endps[j - 1]!));

/** One blossom being rebased by augmentBlossom: where its walk round the cycle stands. */
interface AugmentFrame {
  readonly b: number;
  readonly childs: number[];
  readonly endps: number[];
  /** The child holding the new base. */
  readonly i: number;
  j: number;
  readonly jstep: number;
  /** The dart between the two children of this step. */
  p: number;
  /** 0: at the loop's head; 1: the first child rebased; 2: the second child rebased. */
  step: number;
}

export abstract class BlossomForest {
  /** Vertex slots; blossom ids are N..2N-1. */
  protected readonly N: number;
  /** The dart v → partner, or -1. */
  protected readonly mate: Int32Array;
  /** 0 unlabelled, 1 S (outer), 2 T (inner), per vertex and top-level blossom. */
  protected readonly label: Int32Array;
  protected readonly labelend: Int32Array;
  /** The top-level blossom holding each vertex (itself when in none). */
  protected readonly inblossom: Int32Array;
  protected readonly blossomparent: Int32Array;
  protected readonly blossomchilds: (number[] | null)[];
  protected readonly blossombase: Int32Array;
  protected readonly blossomendps: (number[] | null)[];
  /** The least-slack edge (a dart) to a free vertex or to another S blossom, or -1. */
  protected readonly bestedge: Int32Array;
  /**
   * Per S blossom, the S–S edges scanned from it, tail inside (empty between stages): a chain of
   * chunks of LIST_CHUNK darts in one pool (`listEdge`, `clearBestEdges`; read chunk by chunk
   * from listHead through listNextChunk, the tail chunk holding listFill darts). Before, an array
   * per blossom, emptied at every stage (which gives its storage back) and grown again by pushes:
   * a late Dutch round pushes millions of edges, and the arrays' growth and collection were a
   * tenth of the run. The edges and their order are the same.
   */
  protected readonly listHead: Int32Array;
  protected readonly listTail: Int32Array;
  protected readonly listFill: Int32Array;
  protected listPool = new Int32Array(64 * LIST_CHUNK);
  protected listNextChunk = new Int32Array(64);
  private listFreeChunk = -1;
  private listChunks = 0;
  /** addBlossom's scratch, all -1 between calls. */
  private readonly bestedgeto: Int32Array;
  private readonly unusedblossoms: number[] = [];
  /** Blossoms in use, in increasing order (the order the dual update examines them in). */
  protected readonly liveBlossoms: number[] = [];
  /** S vertices waiting to be scanned. */
  protected queue: number[] = [];
  /** leavesOf()'s result. */
  private readonly leafBuf: Int32Array;
  /** Scratch of the walks through nested blossoms (appendLeaves, augmentBlossom). */
  private readonly walkStack: number[] = [];
  /** The vertices in the graph: active[0..activeCount), isActive marks them. */
  protected readonly active: Int32Array;
  protected activeCount = 0;
  private activeView: Int32Array = new Int32Array(0);
  protected readonly isActive: Uint8Array;
  /** Vertices the next solve frees (1), then 2 once their dual is fixed. */
  protected readonly dirty: Uint8Array;
  protected dirtyList: number[] = [];
  /**
   * Vertices whose dual followed a lighter matched edge since the last solve (a subclass's
   * `setWeight`): their rows are checked for feasibility when the solve starts, once the caller has
   * rewritten the rest of the row, not edge by edge (`checkFollowedRows`).
   */
  protected followedList: number[] = [];
  /** The vertices the last solve freed because their edges changed (tests). */
  lastFreed = 0;
  /** A blossom was dissolved round a changed edge since the last solve: its dual spread, off the optimum. */
  protected dualsMoved = false;
  protected readonly followed: Uint8Array;
  /** The root vertex of the alternating tree of each labelled top-level blossom. */
  protected readonly tree: Int32Array;
  /** The next solve is a cold one (coldStart). */
  private cold = false;
  /** This solve's stages go on after an augmentation (a cold solve). */
  protected keepTrees = false;
  /** A warm solve pairs the free roots joined by short tight paths before its stages (`pairByShortPaths`). */
  protected shortPathsFirst = false;
  /** pairByShortPaths' root reached from each vertex. */
  private readonly reachBuf: Int32Array;
  /** innermostCommonBlossom's marks of one vertex's blossoms: commonMark[b] === commonStamp. */
  private readonly commonMark: Int32Array;
  private commonStamp = 0;
  /** Free vertices left in this solve. */
  private freeCount = 0;

  constructor(N: number) {
    this.N = N;
    this.reachBuf = new Int32Array(N);
    this.commonMark = new Int32Array(2 * N);
    this.mate = new Int32Array(N).fill(-1);
    this.label = new Int32Array(2 * N);
    this.labelend = new Int32Array(2 * N).fill(-1);
    this.inblossom = Int32Array.from({ length: N }, (_, i) => i);
    this.blossomparent = new Int32Array(2 * N).fill(-1);
    this.blossomchilds = new Array<number[] | null>(2 * N).fill(null);
    this.blossombase = Int32Array.from({ length: 2 * N }, (_, i) => (i < N ? i : -1));
    this.blossomendps = new Array<number[] | null>(2 * N).fill(null);
    this.bestedge = new Int32Array(2 * N).fill(-1);
    this.listHead = new Int32Array(2 * N).fill(-1);
    this.listTail = new Int32Array(2 * N).fill(-1);
    this.listFill = new Int32Array(2 * N);
    this.bestedgeto = new Int32Array(2 * N).fill(-1);
    this.tree = new Int32Array(2 * N).fill(-1);
    for (let b = N; b < 2 * N; b++) this.unusedblossoms.push(b);
    this.leafBuf = new Int32Array(N);
    this.active = new Int32Array(N);
    this.isActive = new Uint8Array(N);
    this.dirty = new Uint8Array(N);
    this.followed = new Uint8Array(N);
  }

  // ---- what the arithmetic answers -------------------------------------------------------------

  /** Edge d is tight: the stage may use it without computing its slack again. */
  protected abstract allowEdge(d: number): void;
  /** slack(d1) < slack(d2). */
  protected abstract slackLess(d1: number, d2: number): boolean;
  /** slack(x, y) = 0 (top-level vertices). */
  protected abstract isTight(x: number, y: number): boolean;
  /** Blossom b's dual becomes 0 (a new blossom, or one taken apart). */
  protected abstract zeroDual(b: number): void;
  /** Adds top-level blossom b's dual to each of its vertices; false when it was 0. */
  protected abstract spreadDual(b: number): boolean;
  /** The parity (0 or 1) of x's dual. */
  protected abstract dualParity(x: number): number;
  /** Raises x's dual by one unit. */
  protected abstract raiseDual(x: number): void;

  /** The least-slack edge from a top-level S vertex to unlabelled vertex w, as a dart from the S end, or -1. */
  protected abstract leastSlackFromS(w: number): number;
  /** Forgets which edges the stage knows to be tight (an edge into a tree taken apart may not stay so). */
  protected abstract forgetTightEdges(): void;
  /** Gives each freed vertex, one after the other, the least dual that keeps its edges feasible. */
  protected abstract fixDuals(): void;
  /** Gives each vertex (all freed, none with a dual yet) half its heaviest edge as its dual. */
  protected abstract heaviestEdgeDuals(): void;
  /**
   * A start of the subclass's own for a warm solve whose freed vertices are free and top-level
   * (their duals and any pairs among them set, `dirty` 2); false leaves them to `fixDuals`.
   */
  protected freshStart(): boolean {
    return false;
  }
  /**
   * One stage of the primal-dual algorithm (perfect-matching form): it augments through `augment`
   * until that returns false; true when it did, false when no augmenting path exists.
   */
  protected abstract stage(): boolean;
  /** Undoes the doublings of the odd-slack rescaling where every dual allows it. */
  protected abstract unscale(): void;

  /**
   * For a subclass whose slacks are plain numbers (NumberWarmMatcher): a scratch array, one slot
   * per id, in which addBlossom keeps the slack of each best edge it holds, so that each listed
   * edge's slack is computed once (slackValue) instead of at every comparison; the comparisons
   * are the same (no dual changes meanwhile), so are the choices. null: slackLess every time.
   */
  protected numericSlacks: Float64Array | null = null;
  /** The slack of edge d (used only when numericSlacks is set). */
  protected slackValue(d: number): number {
    throw new Error(`BlossomForest: no numeric slack for ${d}`);
  }

  /** bestedge[x] = d (a subclass that caches the slack of best edges overrides it). */
  protected setBestEdge(x: number, d: number): void {
    this.bestedge[x] = d;
  }

  // ---- vertices, leaves, the blossom pool ------------------------------------------------------

  // Typed reads of the bookkeeping arrays (sized for every id: a read never misses).
  /** The top-level blossom holding vertex v (v itself when it is in none). */
  protected top(v: number): number {
    return this.inblossom[v]!;
  }
  /** The dart through which x (a vertex or top-level blossom) was labelled, or -1. */
  protected endOf(x: number): number {
    return this.labelend[x]!;
  }
  protected baseOf(b: number): number {
    return this.blossombase[b]!;
  }
  protected childrenOf(b: number): number[] {
    return this.blossomchilds[b]!;
  }
  /** The root vertex of the alternating tree of labelled top-level blossom b. */
  protected treeOf(b: number): number {
    return this.tree[b]!;
  }

  /** The vertices in the graph, active[0..activeCount) (a view: read it before the set changes). */
  protected inGraph(): Int32Array {
    if (this.activeView.length !== this.activeCount) this.activeView = this.active.subarray(0, this.activeCount);
    return this.activeView;
  }

  /** Takes x out of the vertex set, the others keeping their order; the caller settles its mate. */
  protected leaveGraph(x: number): void {
    this.isActive[x] = 0;
    let c = 0;
    for (const y of this.inGraph()) if (y !== x) this.active[c++] = y;
    this.activeCount = c;
    if (this.dirty[x]) this.dirtyList = this.dirtyList.filter((y) => y !== x);
    this.dirty[x] = 0;
    if (this.followed[x]) this.followedList = this.followedList.filter((y) => y !== x);
    this.followed[x] = 0;
  }

  protected markDirty(x: number): void {
    if (this.dirty[x]) return;
    this.dirty[x] = 1;
    this.dirtyList.push(x);
  }

  /**
   * The vertices of blossom b, depth first in child order: a view of a buffer that the next call
   * overwrites.
   */
  protected leavesOf(b: number): Int32Array {
    return this.leafBuf.subarray(0, this.appendLeaves(b, 0));
  }

  /**
   * Depth first with a stack of its own, not by recursion: blossoms nest thousands deep in large
   * graphs of equal weights (a Burstein round 1 of 5,000 players), deeper than the call stack.
   */
  private appendLeaves(b: number, count: number): number {
    const stack = this.walkStack;
    stack.length = 0;
    stack.push(b);
    let c = count;
    while (stack.length > 0) {
      const x = stack.pop()!;
      if (x < this.N) {
        this.leafBuf[c++] = x;
        continue;
      }
      const childs = this.childrenOf(x);
      for (let i = childs.length - 1; i >= 0; i--) stack.push(childs[i]!);
    }
    return c;
  }

  /** Every vertex of blossom b now has b as its top-level blossom. */
  private setInblossom(b: number): void {
    for (const v of this.leavesOf(b)) this.inblossom[v] = b;
  }

  /** The children of top-level blossom b become top-level. */
  private detachChildren(b: number): void {
    for (const s of this.childrenOf(b)) {
      this.blossomparent[s] = -1;
      if (s < this.N) this.inblossom[s] = s;
      else this.setInblossom(s);
    }
  }

  /** Empties b's list of S–S edges (its chunks go back to the pool at once). */
  protected clearBestEdges(b: number): void {
    const head = this.listHead[b]!;
    if (head === -1) return;
    this.listNextChunk[this.listTail[b]!] = this.listFreeChunk;
    this.listFreeChunk = head;
    this.listHead[b] = -1;
  }

  /** Appends dart d to b's list of S–S edges; returns where it is held (`listPool` index). */
  protected listEdge(b: number, d: number): number {
    let c = this.listTail[b]!;
    let f = this.listFill[b]!;
    if (this.listHead[b] === -1 || f === LIST_CHUNK) {
      const n = this.newListChunk();
      if (this.listHead[b] === -1) this.listHead[b] = n;
      else this.listNextChunk[c] = n;
      this.listTail[b] = c = n;
      f = 0;
    }
    const at = c * LIST_CHUNK + f;
    this.listPool[at] = d;
    this.listFill[b] = f + 1;
    return at;
  }

  /** A chunk of the list pool, from the free ones or new (the pool doubles when full). */
  private newListChunk(): number {
    let c = this.listFreeChunk;
    if (c !== -1) this.listFreeChunk = this.listNextChunk[c]!;
    else {
      if (this.listChunks === this.listNextChunk.length) {
        const next = new Int32Array(2 * this.listChunks);
        next.set(this.listNextChunk);
        this.listNextChunk = next;
        const pool = new Int32Array(2 * this.listChunks * LIST_CHUNK);
        pool.set(this.listPool);
        this.listPool = pool;
      }
      c = this.listChunks++;
    }
    this.listNextChunk[c] = -1;
    return c;
  }

  private newBlossom(): number {
    const b = this.unusedblossoms.pop();
    if (b === undefined) throw new Error('BlossomForest: out of blossom ids');
    const live = this.liveBlossoms;
    let i = live.length;
    live.push(b);
    for (; i > 0 && live[i - 1]! > b; i--) live[i] = live[i - 1]!;
    live[i] = b;
    return b;
  }

  /** Blossom b (top-level, children detached) goes back to the pool. */
  private releaseBlossom(b: number): void {
    this.blossomchilds[b] = this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.blossomparent[b] = -1;
    this.clearBestEdges(b);
    this.bestedge[b] = -1;
    this.labelend[b] = -1;
    this.zeroDual(b);
    const live = this.liveBlossoms;
    live.splice(live.indexOf(b), 1);
    this.unusedblossoms.push(b);
  }

  // ---- the stage's steps (mwmatching's assignLabel, scanBlossom, addBlossom, expandBlossom, ------
  // ---- augmentBlossom, augmentMatching) --------------------------------------------------------

  /** Labels w's top-level blossom t (1 = S, 2 = T) through dart p; a T blossom's mate becomes S. */
  protected assignLabel(w: number, t: number, p: number): void {
    const b = this.top(w);
    this.label[w] = this.label[b] = t;
    this.labelend[w] = this.labelend[b] = p;
    this.bestedge[w] = this.bestedge[b] = -1;
    this.tree[b] = p === -1 ? w : this.treeOf(this.top(headOf(p)));
    if (t === 1) {
      if (b < this.N) this.queue.push(b);
      else for (const v of this.leavesOf(b)) this.queue.push(v);
    } else if (t === 2) {
      const mb = this.mate[this.baseOf(b)]!;
      this.assignLabel(headOf(mb), 1, reverse(mb));
    }
  }

  /**
   * Walks up from S vertices v0 and w0 (joined by a tight edge) in turn: the base of the blossom
   * the edge closes, or -1 when the two trees differ (an augmenting path).
   */
  protected scanBlossom(v0: number, w0: number): number {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = this.top(v);
      if (this.label[b]! & 4) {
        base = this.baseOf(b);
        break;
      }
      path.push(b);
      this.label[b] = 5;
      const end = this.endOf(b);
      if (end === -1) {
        v = -1;
      } else {
        b = this.top(headOf(end));
        v = headOf(this.endOf(b));
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

  /**
   * A new S blossom with base `base` through the tight S–S edge v0 → w0. Its least-slack edge to
   * every other S blossom comes from its children's lists (every S–S edge was listed by the side
   * that scanned it, so nothing is rescanned here).
   */
  protected addBlossom(base: number, v0: number, w0: number): void {
    const { inblossom, labelend, blossomparent } = this;
    const bb = this.top(base);
    let bv = this.top(v0);
    let bw = this.top(w0);
    const b = this.newBlossom();
    this.blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      const end = this.endOf(bv);
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(end);
      bv = this.top(headOf(end));
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(w0 * DART + v0);
    while (bw !== bb) {
      const end = this.endOf(bw);
      blossomparent[bw] = b;
      path.push(bw);
      endps.push(reverse(end));
      bw = this.top(headOf(end));
    }
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    this.label[b] = 1;
    labelend[b] = this.endOf(bb);
    this.tree[b] = this.treeOf(bb);
    this.zeroDual(b);
    for (const lv of this.leavesOf(b)) {
      if (this.label[this.top(lv)] === 2) this.queue.push(lv);
      inblossom[lv] = b;
    }
    const bestedgeto = this.bestedgeto;
    const slackTo = this.numericSlacks;
    const touched: number[] = [];
    for (const cb of path) {
      for (let c = this.listHead[cb]!; c !== -1; c = this.listNextChunk[c]!) {
        const end = c * LIST_CHUNK + (c === this.listTail[cb] ? this.listFill[cb]! : LIST_CHUNK);
        for (let i = c * LIST_CHUNK; i < end; i++) {
          const d = this.listPool[i]!;
          let j = headOf(d);
          if (inblossom[j] === b) j = tailOf(d);
          const bj = this.top(j);
          if (bj === b || this.label[bj] !== 1) continue;
          const cur = bestedgeto[bj]!;
          if (cur === -1) touched.push(bj);
          if (slackTo === null) {
            if (cur === -1 || this.slackLess(d, cur)) bestedgeto[bj] = d;
          } else {
            const sd = this.slackValue(d);
            if (cur === -1 || sd < slackTo[bj]!) {
              bestedgeto[bj] = d;
              slackTo[bj] = sd;
            }
          }
        }
      }
      this.clearBestEdges(cb);
      this.bestedge[cb] = -1;
    }
    let best = -1;
    let bestSlack = 0;
    for (const x of touched) {
      const d = bestedgeto[x]!;
      this.listEdge(b, d);
      if (slackTo === null) {
        if (best === -1 || this.slackLess(d, best)) best = d;
      } else if (best === -1 || slackTo[x]! < bestSlack) {
        best = d;
        bestSlack = slackTo[x]!;
      }
      bestedgeto[x] = -1;
    }
    this.setBestEdge(b, best);
  }

  /**
   * Expands top-level blossom b (its dual reached 0) into its children. A T blossom's children on
   * the even path from the entry child to the base become T and S in turn; the others that hold a
   * labelled vertex are labelled T through it again.
   */
  protected expandBlossom(b: number): void {
    const childs = this.childrenOf(b);
    this.detachChildren(b);
    if (this.label[b] === 2) {
      const endps = this.blossomendps[b]!;
      const entrychild = this.top(tailOf(this.endOf(b)));
      let j = walkStart(childs.indexOf(entrychild), childs.length);
      const jstep = walkStep(j);
      let p = this.endOf(b);
      while (j !== 0) {
        const q = walkDart(endps, j);
        this.label[tailOf(p)] = 0;
        this.label[tailOf(q)] = 0;
        this.assignLabel(tailOf(p), 2, p);
        this.allowEdge(q);
        j += jstep;
        p = walkDart(endps, j);
        this.allowEdge(p);
        j += jstep;
      }
      const bv = childs[0]!;
      this.label[tailOf(p)] = this.label[bv] = 2;
      this.labelend[tailOf(p)] = this.labelend[bv] = p;
      this.tree[bv] = this.treeOf(b);
      this.bestedge[bv] = -1;
      for (j += jstep; at(childs, j) !== entrychild; j += jstep) {
        const child = at(childs, j);
        if (this.label[child] === 1) continue; // it got S through a neighbour already
        const found = this.leavesOf(child).find((v) => this.label[v] !== 0);
        if (found !== undefined) {
          this.label[found] = 0;
          this.label[headOf(this.mate[this.baseOf(child)]!)] = 0;
          this.assignLabel(found, 2, this.endOf(found));
        }
      }
    }
    this.label[b] = -1;
    this.releaseBlossom(b);
  }

  /**
   * Swaps matched and unmatched edges on the even path from vertex v round blossom b to its base,
   * which becomes v (mwmatching's augmentBlossom). Its recursion into sub-blossoms runs on a stack
   * of frames of its own, in the same order: blossoms nest deeper than the call stack (see
   * appendLeaves). Each frame walks the even path of its blossom; a sub-blossom on the path is
   * rebased first (a frame pushed), then the edge between the two children is swapped.
   */
  private augmentBlossom(b: number, v: number): void {
    const N = this.N;
    const frames: AugmentFrame[] = [];
    /** Opens the frame for blossom bb rebased at vv: the child of bb holding vv is rebased first. */
    const open = (bb: number, vv: number): void => {
      // the chain of blossoms from vv up to bb, walked once for every level below bb
      const chain = this.walkStack;
      chain.length = 0;
      for (let t = vv; t !== bb; t = this.blossomparent[t]!) chain.push(t);
      // innermost last on the frame stack is run first: push bb's frame, then its child's, ...
      for (let level = chain.length; level >= 1; level--) {
        const blossom = level === chain.length ? bb : chain[level]!;
        const t = chain[level - 1]!;
        const childs = this.childrenOf(blossom);
        const i = childs.indexOf(t);
        const j = walkStart(i, childs.length);
        frames.push({ b: blossom, childs, endps: this.blossomendps[blossom]!, i, j, jstep: walkStep(j), p: 0, step: 0 });
        if (t < N) break;
      }
    };
    open(b, v);
    while (frames.length > 0) {
      const f = frames[frames.length - 1]!;
      if (f.step === 0) {
        // the loop's head: one more pair of children on the even path, or done
        if (f.j === 0) {
          frames.pop();
          this.blossomchilds[f.b] = rotate(f.childs, f.i);
          this.blossomendps[f.b] = rotate(f.endps, f.i);
          this.blossombase[f.b] = this.baseOf(this.childrenOf(f.b)[0]!);
          continue;
        }
        f.j += f.jstep;
        f.p = walkDart(f.endps, f.j);
        f.step = 1;
        const first = at(f.childs, f.j);
        if (first >= N) {
          open(first, headOf(f.p));
          continue;
        }
      }
      if (f.step === 1) {
        f.j += f.jstep;
        f.step = 2;
        const second = at(f.childs, f.j);
        if (second >= N) {
          open(second, tailOf(f.p));
          continue;
        }
      }
      this.mate[headOf(f.p)] = reverse(f.p);
      this.mate[tailOf(f.p)] = f.p;
      f.step = 0;
    }
  }

  /** Augments along the path through the tight edge v0–w0 joining the trees of two S vertices. */
  protected augmentMatching(v0: number, w0: number): void {
    for (let side = 0; side < 2; side++) {
      let s = side === 0 ? v0 : w0;
      let p = side === 0 ? v0 * DART + w0 : w0 * DART + v0;
      for (;;) {
        const bs = this.top(s);
        if (bs >= this.N) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelend[bs] === -1) break;
        const bt = this.top(headOf(this.endOf(bs)));
        const end = this.endOf(bt);
        s = headOf(end);
        const j = tailOf(end);
        if (bt >= this.N) this.augmentBlossom(bt, j);
        this.mate[j] = end;
        p = reverse(end);
      }
    }
  }

  /**
   * Augments through the tight edge v–w joining two trees; true when the stage goes on. A cold
   * solve's stage does, while free vertices are left: only the two trees joined are taken apart
   * (dropTrees) and the others keep their labels, instead of every tree being grown again from
   * its root by the next stage (each would be, once per augmentation, in a solve with many free
   * vertices).
   */
  protected augment(v: number, w: number): boolean {
    const ra = this.treeOf(this.top(v));
    const rb = this.treeOf(this.top(w));
    this.augmentMatching(v, w);
    this.freeCount -= 2;
    if (!this.keepTrees || this.freeCount === 0) return false;
    this.dropTrees(ra, rb);
    return true;
  }

  /**
   * Unlabels the trees rooted at ra and rb after an augmentation matched both roots, and repairs
   * what the other trees knew about them: inner marks they left in T blossoms, the least-slack
   * edges of unlabelled vertices that came from them, and the least-slack S–S edges that led to
   * them. A vertex of the two trees joined by a tight edge to an S vertex is labelled T at once
   * (as a scan of that S vertex would have), the others get their least-slack edge from S.
   */
  private dropTrees(ra: number, rb: number): void {
    const { label, labelend, inblossom, bestedge } = this;
    const dropped: number[] = [];
    for (const x of this.inGraph()) {
      const b = this.top(x);
      if (label[b] !== 0 && (this.treeOf(b) === ra || this.treeOf(b) === rb)) dropped.push(x);
    }
    for (const x of dropped) {
      const b = this.top(x);
      label[b] = label[x] = 0;
      labelend[b] = labelend[x] = -1;
      bestedge[b] = bestedge[x] = -1;
      this.clearBestEdges(b);
      this.clearBestEdges(x);
    }
    // their sub-blossoms' labels too: one of their blossoms may be expanded as T in this stage
    for (const b of this.liveBlossoms) {
      let top = b;
      while (this.blossomparent[top] !== -1) top = this.blossomparent[top]!;
      if (top !== b && label[top] === 0) {
        label[b] = 0;
        labelend[b] = -1;
        bestedge[b] = -1;
        this.clearBestEdges(b);
      }
    }
    this.forgetTightEdges();
    const isS = (x: number): boolean => label[this.top(x)] === 1;
    /**
     * What a scan of every S vertex would have recorded for x, unlabelled or unreached inside a T
     * blossom: reached through a tight edge from S, else its least-slack edge from S. An unreached
     * vertex of a T blossom needs that edge as much as a free one (mwmatching keeps bestedge per
     * vertex for it): when the blossom is expanded the vertex becomes unlabelled, and the dual
     * update is bounded by that edge's slack; without it the S duals go down past it and the edge
     * ends infeasible.
     */
    const reach = (x: number): void => {
      const b = this.top(x);
      const d = this.leastSlackFromS(x);
      if (d === -1) this.setBestEdge(x, -1);
      else if (!this.isTight(tailOf(d), x)) this.setBestEdge(x, d);
      else if (label[b] === 0) this.assignLabel(x, 2, reverse(d));
      else {
        label[x] = 2;
        labelend[x] = reverse(d);
      }
    };
    for (const x of this.inGraph()) {
      const b = this.top(x);
      // reached from a tree taken apart: unreached again, and reached anew from the S left
      if (label[x] === 2 && b !== x && label[b] === 2 && !isS(headOf(this.endOf(x)))) {
        label[x] = 0;
        labelend[x] = -1;
        reach(x);
      }
    }
    for (const x of dropped) {
      const b = this.top(x);
      if (label[b] === 1) continue; // labelled S through its mate meanwhile
      if (label[b] === 0 || label[x] === 0) reach(x);
    }
    for (const y of this.inGraph()) {
      const d = bestedge[y]!;
      const lb = label[this.top(y)];
      // free vertices and the unreached vertices of T blossoms: a least-slack edge from a tree
      // taken apart no longer comes from S
      if (d === -1 || lb === 1 || (lb === 2 && label[y] !== 0)) continue;
      if (!isS(tailOf(d) === y ? headOf(d) : tailOf(d))) this.setBestEdge(y, this.leastSlackFromS(y));
    }
    /** An S–S edge from top-level blossom b to another S blossom. */
    const leadsToS = (d: number, b: number): boolean => {
      let j = headOf(d);
      if (inblossom[j] === b) j = tailOf(d);
      return inblossom[j] !== b && isS(j);
    };
    const repair = (b: number): void => {
      const d = bestedge[b]!;
      if (d === -1 || label[b] !== 1 || leadsToS(d, b)) return;
      let best = -1;
      for (let c = this.listHead[b]!; c !== -1; c = this.listNextChunk[c]!) {
        const end = c * LIST_CHUNK + (c === this.listTail[b] ? this.listFill[b]! : LIST_CHUNK);
        for (let i = c * LIST_CHUNK; i < end; i++) {
          const e = this.listPool[i]!;
          if (leadsToS(e, b) && (best === -1 || this.slackLess(e, best))) best = e;
        }
      }
      this.setBestEdge(b, best);
    };
    for (const x of this.inGraph()) if (inblossom[x] === x) repair(x);
    for (const b of this.liveBlossoms) if (this.blossomparent[b] === -1) repair(b);
  }

  /**
   * Whether the last solution is an optimum in hand: no weight change has marked a vertex to free
   * since, and every vertex in the graph is matched (`solve` would return at once).
   */
  get settled(): boolean {
    if (this.dirtyList.length > 0 || this.followedList.length > 0) return false;
    for (const x of this.inGraph()) if (this.mate[x] === -1) return false;
    return true;
  }

  /**
   * Re-pairs a–a', c–c' (a' = mate of a, c' = mate of c) as a–c, a'–c' without a solve, when that
   * is provably another optimum; returns whether it did (otherwise nothing changes). The proof:
   * settled, so the matching is optimal and its duals feasible and complementary; the four
   * vertices lie in four different top-level blossoms (or are top-level themselves), so no blossom
   * holds both ends of any of the four edges and each one's reduced cost is its vertex slack; the
   * two old pairs are tight, and the two new ones are checked tight. Then
   * w(a,c) + w(a',c') − w(a,a') − w(c,c') = (s(a,a') + s(c,c') − s(a,c) − s(a',c')) / 2 = 0: the
   * new matching weighs as much, so it is an optimum too, and the same duals still certify it
   * (every matched edge tight; each blossom keeps its matched edges inside and its base matched
   * outside), so a warm start goes on from it. The Dutch B.1 and the Burstein top-against-bottom
   * decisions read from the optimum in hand rest on it.
   */
  exchangePartners(a: number, c: number): boolean {
    if (!this.isActive[a] || !this.isActive[c]) throw new RangeError(`exchangePartners: ${a} or ${c} is not in the graph`);
    if (a === c || !this.settled) return false;
    const a2 = headOf(this.mate[a]!);
    const c2 = headOf(this.mate[c]!);
    if (c2 === a) return false; // already a pair
    const { inblossom } = this;
    const ba = inblossom[a]!;
    const bc = inblossom[c]!;
    const ba2 = inblossom[a2]!;
    const bc2 = inblossom[c2]!;
    if (ba === bc || ba === ba2 || ba === bc2 || bc === ba2 || bc === bc2 || ba2 === bc2) return false;
    if (!this.isTight(a, c) || !this.isTight(a2, c2)) return false;
    this.mate[a] = a * DART + c;
    this.mate[c] = c * DART + a;
    this.mate[a2] = a2 * DART + c2;
    this.mate[c2] = c2 * DART + a2;
    return true;
  }

  /**
   * False when edge {u,v} is in no maximum-weight perfect matching: its slack under the duals of
   * the last solve, which are optimal, is positive (complementary slackness). True may be either,
   * and is the answer whenever a change since the solve may have moved the duals off the optimum
   * (a blossom dissolved round a changed edge spreads its dual) or left them to be fixed.
   */
  canBeOptimal(u: number, v: number): boolean {
    if (this.dualsMoved || this.dirtyList.length > 0 || this.followedList.length > 0) return true;
    return this.inblossom[u] === this.inblossom[v] || this.isTight(u, v);
  }

  // ---- warm start ------------------------------------------------------------------------------

  /**
   * Makes the next solve, a first one with every vertex free, cold: each dual starts at half the
   * vertex's heaviest edge, then is lowered to the least feasible value one vertex after the other
   * (most vertices are then paired before the first stage), and a stage goes on after augmenting.
   */
  coldStart(): void {
    this.cold = true;
  }

  /**
   * Re-solves the maximum-weight perfect matching of the vertices in the graph from the previous
   * optimum: dirty vertices are freed and get feasible duals, then stages augment until it is perfect.
   */
  protected solvePerfect(): void {
    this.lastFreed = 0;
    this.checkFollowedRows();
    if (this.dirtyList.length === 0 && this.mate.every((m, x) => m !== -1 || !this.isActive[x])) {
      this.unscale(); // nothing to free and nobody free: still optimal
      this.dualsMoved = false;
      return;
    }
    for (const x of this.dirtyList) {
      if (!this.isActive[x]) continue;
      this.free(x);
      this.lastFreed++;
    }
    const allDirty = this.dirtyList.length >= this.activeCount && this.inGraph().every((x) => this.dirty[x] !== 0);
    this.keepTrees = this.cold && allDirty;
    this.cold = false;
    if (this.keepTrees) {
      this.heaviestEdgeDuals();
      for (const x of this.dirtyList) this.dirty[x] = 2;
    }
    if (this.keepTrees || !this.freshStart()) this.fixDuals();
    this.pairTightFreeVertices();
    if (this.shortPathsFirst) this.pairByShortPaths();
    this.alignParity();
    for (const x of this.dirtyList) this.dirty[x] = 0;
    this.dirtyList = [];
    this.freeCount = 0;
    for (const x of this.inGraph()) if (this.mate[x] === -1) this.freeCount++;
    // the graph is complete: a stage always finds an augmenting path
    while (this.freeCount > 0) if (!this.stage()) throw new Error('BlossomForest: no augmenting path in a complete graph');
    this.keepTrees = false;
    this.unscale();
    this.dualsMoved = false;
  }

  /**
   * A vertex whose dual followed its lighter matched edge keeps its pair when its row is still
   * feasible now that the caller has written the rest of it; otherwise it is freed like any vertex
   * whose edges changed. Checked edge by edge, a row lowered by a common amount (the Dutch S1/S2
   * split lowers each S1 player's row by its B.3 nudge) looked infeasible at its matched edge
   * whenever the edges written after it still had their old weight: the whole S1 was freed.
   */
  protected checkFollowedRows(): void {
    for (const x of this.followedList) {
      this.followed[x] = 0;
      if (this.isActive[x] && !this.dirty[x] && this.rowInfeasible(x)) this.markDirty(x);
    }
    this.followedList = [];
  }

  /** Whether some edge from x to a vertex outside x's top-level blossom has a negative slack. */
  protected rowInfeasible(_x: number): boolean {
    return false;
  }

  /** x's row is checked at the next solve (`checkFollowedRows`). */
  protected markFollowed(x: number): void {
    if (this.followed[x]) return;
    this.followed[x] = 1;
    this.followedList.push(x);
  }

  /** Dissolves top-level blossom b, moving its dual into its vertices (keeps feasibility). */
  protected dissolve(b: number): void {
    const base = this.baseOf(b);
    // with a dual of 0 the blossom's matched edges all stay tight; otherwise its base's may not
    if (this.spreadDual(b) && this.mate[base] !== -1) {
      this.mate[headOf(this.mate[base]!)] = -1;
      this.mate[base] = -1;
    }
    this.unwrap(b);
  }

  /**
   * Blossom b's children at positions p and p+1 (p odd, single vertices, matched to each other)
   * leave its cycle, which `dart` (tail in the child after them, head in the child before them,
   * tight) closes again. No dual and no mate is touched (the caller has checked the result is a
   * blossom: an odd cycle of tight edges, matched every other one from the base). The two vertices
   * become top-level on their own (the caller takes them out of the graph).
   */
  protected shortenCycle(b: number, p: number, dart: number): void {
    const childs = this.childrenOf(b);
    const endps = this.blossomendps[b]!;
    for (const s of [childs[p]!, childs[p + 1]!]) {
      this.blossomparent[s] = -1;
      this.inblossom[s] = s;
    }
    this.blossomchilds[b] = [...childs.slice(0, p), ...childs.slice(p + 2)];
    this.blossomendps[b] = [...endps.slice(0, p - 1), dart, ...endps.slice(p + 2)];
  }

  /**
   * The innermost blossom holding both vertices x and y, or -1 when none does; every other blossom
   * holding both is one of its ancestors (a reduced cost adds their duals). x's blossoms are
   * stamped, then y's read up to the first stamped one: no set allocated per pair, which pricing
   * and the Burstein decisions ask of most pairs of a score group nested in one blossom.
   */
  protected innermostCommonBlossom(x: number, y: number): number {
    if (this.inblossom[x] !== this.inblossom[y] || this.inblossom[x] === x) return -1;
    // (the stamps stay below 2^31, the marks' range)
    if (this.commonStamp >= 2 ** 30) {
      this.commonMark.fill(0);
      this.commonStamp = 0;
    }
    const stamp = ++this.commonStamp;
    const mark = this.commonMark;
    for (let b = this.blossomparent[x]!; b !== -1; b = this.blossomparent[b]!) mark[b] = stamp;
    let b = this.blossomparent[y]!;
    while (mark[b] !== stamp) b = this.blossomparent[b]!;
    return b;
  }

  /**
   * Nested blossom b gives its place in its parent's cycle to its child c, and is released; its
   * other children are left without a parent (the caller places them). No dual and no mate is
   * touched: the caller has checked that b's dual is 0, that c is b's first child (so holds its
   * base), and that the parent's darts into b lie in c.
   */
  protected givePlaceToChild(b: number, c: number): void {
    const parent = this.blossomparent[b]!;
    const siblings = this.childrenOf(parent);
    siblings[siblings.indexOf(b)] = c;
    for (const s of this.childrenOf(b)) this.blossomparent[s] = -1;
    this.blossomparent[c] = parent;
    this.releaseBlossom(b);
  }

  /**
   * Takes top-level blossom b apart without touching any dual or the matching (the caller has
   * made that feasible and complementary without it): its children become top-level.
   */
  protected unwrap(b: number): void {
    this.detachChildren(b);
    this.label[b] = 0;
    this.releaseBlossom(b);
  }

  /** Unmatches x after dissolving the blossoms around it. */
  protected free(x: number): void {
    while (this.inblossom[x] !== x) this.dissolve(this.top(x));
    const m = this.mate[x]!;
    if (m >= 0) {
      this.mate[headOf(m)] = -1;
      this.mate[x] = -1;
    }
  }

  /**
   * Freed vertices joined by a tight edge are matched at once, without a stage: with duals fixed
   * one after the other, each freed vertex's best edge to an earlier one is tight, so a batch of
   * new vertices is mostly paired here.
   */
  protected pairTightFreeVertices(): void {
    const { mate, inblossom } = this;
    const free: number[] = [];
    for (const y of this.inGraph()) if (mate[y] === -1 && inblossom[y] === y) free.push(y);
    for (const x of this.dirtyList) {
      if (!this.isActive[x] || mate[x] !== -1 || inblossom[x] !== x) continue;
      for (const y of free) {
        if (y === x || mate[y] !== -1 || !this.isTight(x, y)) continue;
        mate[x] = x * DART + y;
        mate[y] = y * DART + x;
        break;
      }
    }
  }

  /**
   * Free roots (top-level vertices and the bases of top-level blossoms, unmatched) joined by a
   * tight edge x–w, or by a tight path x–y=z–w through a matched pair of top-level vertices, are
   * paired at once (x–w; x–y, z–w), without a stage: a stage grows trees from every free root and
   * stops at its first augmenting path, so each such pair would cost one. Each edge joins two
   * top-level blossoms at their bases, so its reduced cost is its slack, and the blossoms stay as
   * they are; every matched edge is tight, the duals untouched: an augmentation as a stage makes.
   */
  protected pairByShortPaths(): void {
    const { mate, inblossom } = this;
    const isRoot = (x: number): boolean => mate[x] === -1 && (inblossom[x] === x || this.baseOf(inblossom[x]!) === x);
    const roots: number[] = [];
    for (const x of this.inGraph()) if (isRoot(x)) roots.push(x);
    // (a cold solve's many roots are left to its stages, which go on after each augmentation)
    if (roots.length < 2 || roots.length > SHORT_PATH_ROOTS) return;
    const vs = this.inGraph();
    const single = (y: number): boolean => mate[y] !== -1 && inblossom[y] === y;
    // reach[z]: a root w tight to the matched top-level vertex z
    const reach = this.reachBuf;
    reach.fill(-1);
    for (const w of roots) for (const z of vs) if (reach[z] === -1 && single(z) && this.isTight(w, z)) reach[z] = w;
    const pair = (a: number, b: number): void => {
      mate[a] = a * DART + b;
      mate[b] = b * DART + a;
    };
    const free = (w: number, x: number): boolean => w !== -1 && w !== x && mate[w] === -1 && inblossom[w] !== inblossom[x];
    for (const x of roots) {
      if (mate[x] !== -1) continue;
      const w = roots.find((r) => free(r, x) && this.isTight(x, r));
      if (w !== undefined) {
        pair(x, w);
        continue;
      }
      for (const y of vs) {
        if (!single(y) || !this.isTight(x, y)) continue;
        const z = headOf(mate[y]!);
        if (inblossom[z] !== z) continue;
        // (the root found for z may be paired since: another, or none for good)
        if (reach[z]! >= 0 && !free(reach[z]!, x)) reach[z] = roots.find((r) => free(r, x) && this.isTight(z, r)) ?? -2;
        if (reach[z]! < 0) continue;
        pair(z, reach[z]!);
        pair(x, y);
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
   * is dissolved into vertices first. Doubling every value in the stage remains the safety net.
   */
  protected alignParity(): void {
    for (;;) {
      let reference = -1;
      const roots: number[] = [];
      for (const v of this.inGraph()) {
        if (this.mate[v] !== -1) continue;
        const top = this.top(v);
        roots.push(top);
        // a blossom root sets the parity when there is one: changing it costs a dissolve
        if (top !== v && reference === -1) reference = this.dualParity(v);
      }
      if (roots.length === 0) return;
      if (reference === -1) reference = this.dualParity(roots[0]!);
      let dissolved = false;
      for (const r of roots) {
        const base = r < this.N ? r : this.baseOf(r);
        if (this.dualParity(base) === reference) continue;
        if (r < this.N) this.raiseDual(r);
        else {
          this.dissolve(r);
          dissolved = true;
        }
      }
      if (!dissolved) return;
    }
  }
}
