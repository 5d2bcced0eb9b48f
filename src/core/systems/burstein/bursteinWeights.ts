import type { EdgeWeights } from '../../matching';

/**
 * Edge weights as bbpPairings builds them for Burstein (burstein.h, a build for up to 9999
 * players): compatible × 1 + same score group × 1 + different due colours × 1 + a priority below
 * the colour unit. Each unit outweighs every possible sum of the units below it. The largest
 * edge is about 2^38, so every weight and every slack is an exact integer in a double (hence
 * NumberWarmMatcher, not the bigint matcher the Dutch system needs).
 */
const preferenceSize = 9999;
export const colourMultiplier = preferenceSize;
export const sameScoreGroupMultiplier = preferenceSize * (Math.floor(9999 / 2) + 1);
export const compatibleMultiplier = sameScoreGroupMultiplier * (Math.floor(9999 / 2) + 1);

/** What a vertex (a player in pairing order) brings to its edges, read once per round. */
export interface VertexFacts {
  /** Vertices it may not meet (C.04.1: they met), any order. */
  readonly forbidden: readonly number[];
  /** 0: no colour preference, 1 White, 2 Black. */
  readonly preference: 0 | 1 | 2;
  readonly absolute: boolean;
}

/** A priority row: the weights vertex `owner` was given towards the later players of phase-3 group `group`. */
interface PriorityRow {
  readonly owner: number;
  readonly group: number;
  readonly priority: Int32Array;
  /** How many of the players given a priority are still in the graph (not retired). */
  live: number;
}

/**
 * The weights of the Burstein procedure's graph at every moment, computed from the players' compact
 * state instead of an n×n table (at 9,999 players the table took 0.8 GB): the same values the
 * procedure's writes would have left in the table, edge by edge.
 *
 * - Score groups (building them, burstein.cpp computeMatching): players of one group weigh
 *   compatible + same score group; a group built as linked to the one above (that group's end
 *   boundary odd, so a floater may come down) has compatible edges to every player of that
 *   group; no other edges. A player being added has its edges written one after the other
 *   (`addedBelow`), and the player after an odd group is a virtual opponent of that group
 *   (compatible weight, compatible or not) until it is added.
 * - Top against bottom: once a group (its players, and the floater from above) is coloured, its
 *   pairs weigh compatible + same group + the due-colour unit; the player whose opponent is being
 *   chosen has a priority on each later compatible player (`PriorityRow`), kept while it is in
 *   the graph.
 * Compatibility (C.04.1): two players may meet unless they met or both have the same absolute
 * preference; the due-colour unit when either has no preference or they differ.
 */
export class BursteinWeights implements EdgeWeights {
  private readonly n: number;
  private readonly forbiddenStart: Int32Array;
  private readonly forbiddenList: Int32Array;
  private readonly preference: Uint8Array;
  private readonly absolute: Uint8Array;
  /** The score group (ordinal) of each added vertex, -1 before it is added. */
  readonly groupOf: Int32Array;
  /** Score group g is the vertices [groupLo[g], groupHi[g]) (once its first vertex is added). */
  readonly groupLo: Int32Array;
  readonly groupHi: Int32Array;
  /** The vertex whose edges are being written (addedBelow[adding] < adding), or -1. */
  adding = -1;
  /** Group g has compatible edges to group g-1. */
  readonly linkedUp: Uint8Array;
  /** Vertex v's edges to the vertices below addedBelow[v] are written (v's group is known). */
  readonly addedBelow: Int32Array;
  /** The virtual opponent and the group it stands against, [virtualLo, virtualHi); -1 when none. */
  virtual = -1;
  virtualLo = 0;
  virtualHi = 0;
  /** The coloured (top-against-bottom) group a vertex belongs to, and the one it floated into; -1: none. */
  readonly colouredIn: Int32Array;
  readonly floatedInto: Int32Array;
  /** Coloured group c's own players are [colouredLo[c], colouredHi[c]); its floater is listed in `floaters`. */
  readonly colouredLo: Int32Array;
  readonly colouredHi: Int32Array;
  readonly floaters: number[] = [];
  private rows: PriorityRow[] = [];
  /** Rows given back by retired players, all zero: one is reused for the next player instead of allocating n integers each time. */
  private readonly spareRows: Int32Array[] = [];

  constructor(facts: readonly VertexFacts[]) {
    const n = facts.length;
    this.n = n;
    this.preference = new Uint8Array(n);
    this.absolute = new Uint8Array(n);
    // the forbidden pairs as sorted lists (both directions), in one array
    const lists = facts.map(() => [] as number[]);
    facts.forEach((f, a) => {
      this.preference[a] = f.preference;
      this.absolute[a] = f.absolute ? 1 : 0;
      for (const b of f.forbidden) {
        if (b === a || b < 0 || b >= n) continue;
        lists[a]!.push(b);
        lists[b]!.push(a);
      }
    });
    this.forbiddenStart = new Int32Array(n + 1);
    let total = 0;
    for (let a = 0; a < n; a++) {
      const sorted = [...new Set(lists[a]!)].sort((x, y) => x - y);
      lists[a] = sorted;
      this.forbiddenStart[a] = total;
      total += sorted.length;
    }
    this.forbiddenStart[n] = total;
    this.forbiddenList = new Int32Array(total);
    lists.forEach((l, a) => this.forbiddenList.set(l, this.forbiddenStart[a]!));
    this.groupOf = new Int32Array(n).fill(-1);
    this.linkedUp = new Uint8Array(n + 1);
    this.addedBelow = new Int32Array(n);
    this.colouredIn = new Int32Array(n).fill(-1);
    this.floatedInto = new Int32Array(n).fill(-1);
    this.groupLo = new Int32Array(n + 1);
    this.groupHi = new Int32Array(n + 1);
    // (coloured groups are numbered by their place in the list of group boundaries: up to 2n + 2)
    this.colouredLo = new Int32Array(2 * n + 4);
    this.colouredHi = new Int32Array(2 * n + 4);
  }

  /** The players met (or otherwise barred): bbpPairings' compatibility, C.04.1. */
  compatible(a: number, b: number): boolean {
    if (this.absolute[a] && this.absolute[b] && this.preference[a] === this.preference[b]) return false;
    const end = this.forbiddenStart[a + 1]!;
    for (let i = this.forbiddenStart[a]!; i < end; i++) if (this.forbiddenList[i] === b) return false;
    return true;
  }

  /** bbpPairings computeEdgeWeight(a, b, sameScoreGroup, useDueColour). */
  edgeWeight(a: number, b: number, sameScoreGroup: boolean, useDueColour: boolean): number {
    if (!this.compatible(a, b)) return 0;
    let w = compatibleMultiplier;
    if (sameScoreGroup) {
      w += sameScoreGroupMultiplier;
      if (useDueColour && this.colourUnit(a, b)) w += colourMultiplier;
    }
    return w;
  }

  private colourUnit(a: number, b: number): boolean {
    const pa = this.preference[a]!;
    const pb = this.preference[b]!;
    return pa === 0 || pb === 0 || pa !== pb;
  }

  /** The coloured group a and b were both in (the latest), or -1. */
  private sharedColoured(a: number, b: number): number {
    const ca = this.colouredIn[a]!;
    const fa = this.floatedInto[a]!;
    const cb = this.colouredIn[b]!;
    const fb = this.floatedInto[b]!;
    let shared = -1;
    if (ca >= 0 && (ca === cb || ca === fb)) shared = ca;
    if (fa >= 0 && (fa === cb || fa === fb) && fa > shared) shared = fa;
    return shared;
  }

  /** Weight without the compatibility test, which the callers apply (one player's list or a row's). */
  private weightIfCompatible(a: number, b: number): number {
    const shared = this.sharedColoured(a, b);
    if (shared >= 0) {
      let w = compatibleMultiplier + sameScoreGroupMultiplier + (this.colourUnit(a, b) ? colourMultiplier : 0);
      for (const r of this.rows) {
        if (r.group === shared && (r.owner === a || r.owner === b)) w += r.priority[r.owner === a ? b : a]!;
      }
      return w;
    }
    const lo = a < b ? a : b;
    const hi = a < b ? b : a;
    if (lo >= this.addedBelow[hi]!) return hi === this.virtual && lo >= this.virtualLo && lo < this.virtualHi ? -compatibleMultiplier : 0;
    const gl = this.groupOf[lo]!;
    const gh = this.groupOf[hi]!;
    if (gl === gh) return compatibleMultiplier + sameScoreGroupMultiplier;
    return gl === gh - 1 && this.linkedUp[gh] ? compatibleMultiplier : 0;
  }

  weight(a: number, b: number): number {
    if (a === b) return 0;
    const w = this.weightIfCompatible(a, b);
    // a virtual opponent's edges (written negative above) do not ask for compatibility
    if (w < 0) return -w;
    return w > 0 && this.compatible(a, b) ? w : 0;
  }

  /**
   * Row v by ranges: the score groups and coloured groups are runs of consecutive vertices, so the
   * row is written a run at a time; the few vertices whose edges follow no run (the vertex being
   * added, the virtual opponent, floaters, the owners of priority rows) are computed one by one;
   * then the players v may not meet get 0.
   */
  fillRow(v: number, lo: number, hi: number, out: Float64Array): void {
    out.fill(0, lo, hi);
    const special = v === this.adding || v === this.virtual || this.floatedInto[v]! >= 0;
    if (special) {
      for (let y = lo; y < hi; y++) out[y] = this.weight(v, y);
      return;
    }
    const g = this.groupOf[v]!;
    if (g >= 0) {
      const run = (from: number, to: number, w: number): void => {
        const a = Math.max(from, lo);
        const b = Math.min(to, hi);
        if (a < b) out.fill(w, a, b);
      };
      if (this.linkedUp[g]) run(this.groupLo[g - 1]!, this.groupHi[g - 1]!, compatibleMultiplier);
      run(this.groupLo[g]!, this.groupHi[g]!, compatibleMultiplier + sameScoreGroupMultiplier);
      if (g + 1 < this.linkedUp.length && this.linkedUp[g + 1] && this.groupHi[g + 1]! > this.groupLo[g + 1]!) {
        run(this.groupLo[g + 1]!, this.groupHi[g + 1]!, compatibleMultiplier);
      }
      if (v >= lo && v < hi) out[v] = 0;
    }
    const c = this.colouredIn[v]!;
    if (c >= 0) {
      const a = Math.max(this.colouredLo[c]!, lo);
      const b = Math.min(this.colouredHi[c]!, hi);
      const pv = this.preference[v]!;
      const base = compatibleMultiplier + sameScoreGroupMultiplier;
      for (let y = a; y < b; y++) {
        const py = this.preference[y]!;
        out[y] = y === v ? 0 : pv === 0 || py === 0 || pv !== py ? base + colourMultiplier : base;
      }
    }
    for (const r of this.rows) {
      if (r.owner === v) {
        for (let y = lo; y < hi; y++) if (r.priority[y]! > 0 && this.sharedColoured(v, y) === r.group) out[y] = out[y]! + r.priority[y]!;
      }
    }
    // one by one: edges that follow no run
    const single = (y: number): void => {
      if (y < lo || y >= hi || y === v) return;
      const w = this.weightIfCompatible(v, y);
      out[y] = w < 0 ? -w : w;
    };
    if (this.adding >= 0) single(this.adding);
    if (this.virtual >= 0) single(this.virtual);
    for (const f of this.floaters) single(f);
    for (const r of this.rows) if (r.owner !== v) single(r.owner);
    // players v may not meet: the absolute preferences, then its list
    if (this.absolute[v]) {
      const pv = this.preference[v]!;
      for (let y = lo; y < hi; y++) if (this.absolute[y] && this.preference[y] === pv && out[y]! > 0 && !this.isVirtualEdge(v, y)) out[y] = 0;
    }
    const end = this.forbiddenStart[v + 1]!;
    for (let i = this.forbiddenStart[v]!; i < end; i++) {
      const y = this.forbiddenList[i]!;
      if (y >= lo && y < hi && !this.isVirtualEdge(v, y)) out[y] = 0;
    }
  }

  private isVirtualEdge(a: number, b: number): boolean {
    const lo = a < b ? a : b;
    const hi = a < b ? b : a;
    return hi === this.virtual && lo >= this.virtualLo && lo < this.virtualHi && lo >= this.addedBelow[hi]! && this.sharedColoured(a, b) < 0;
  }

  /**
   * Vertex v gets a priority row for coloured group `group` (priority[u] for the later players,
   * `targets` of them, none retired).
   */
  addPriorityRow(owner: number, group: number, priority: Int32Array, targets: number): void {
    this.rows.push({ owner, group, priority, live: targets });
  }

  /**
   * No priority is in force: every row still held (its owner in the graph: a player who floated)
   * gave its priorities only to players who have left the graph since, so every edge between
   * players in the graph weighs its base weight (compatible, same group, due colour), a multiple
   * of the colour unit.
   */
  get noPriorityInForce(): boolean {
    for (const r of this.rows) if (r.live > 0) return false;
    return true;
  }

  /** An all-zero row of priorities, to fill and hand to addPriorityRow. */
  takeRow(): Int32Array {
    return this.spareRows.pop() ?? new Int32Array(this.n);
  }

  /** A vertex left the graph for good: its rows are no longer read (and are kept for reuse). */
  retire(v: number): void {
    for (const r of this.rows) if (r.owner !== v && r.priority[v]! > 0) r.live--;
    if (!this.rows.some((r) => r.owner === v)) return;
    for (const r of this.rows) {
      if (r.owner !== v) continue;
      r.priority.fill(0);
      this.spareRows.push(r.priority);
    }
    this.rows = this.rows.filter((r) => r.owner !== v);
  }

  get size(): number {
    return this.n;
  }
}
