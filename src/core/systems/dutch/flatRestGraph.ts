import { DenseCardinalityMatcher, PricedWideMatcher } from '../../matching';
import { WideWarmMatcher } from '../../matching';
import { wideAddAt, wideCompare, wideIsZero, wideNormalize } from '../../matching';
import type { BracketGraph } from './bracketGraph';
import type { BaseWeights } from './wideWeights';

const R = 0;
const A = 1;
const RETIRED = 2;
/** What an explicit pair's bbpPairings weight is made of (FlatRestGraph.kind). */
const ZERO = 0;
const FLAT = 1;
const SNAPSHOT = 2;
/** The current bracket's base weight plus the pair's nudge: BASE_KIND + the bracket's epoch. */
const BASE_KIND = 3;
/** How an explicit player sent down into F is paired there (FlatRestGraph.sendValue). */
const SENT_COMPATIBLE = 1;
const SENT_UNPAIRED = 2;

/**
 * The graph of one round under the 2026 rules, as bbpPairings builds it (one maximum-weight
 * matching over every player to pair, weight 0 = pair not allowed), solved without holding the
 * players below the brackets being decided.
 *
 * Why: bbpPairings keeps every player in the matching so that the completion criterion (C.04.3
 * C4) and the PAB assignee's score (C5) are enforced globally. But until their score group is
 * reached, the edges of those players are "flat": compatible pairs weigh exactly a_x + a_y, where
 * the potential a_x = (1/2 + [x is not a bye candidate])·2^K is the top field, and every other
 * field is zero. Holding them in the weighted matching made every search spread through them (all
 * their edges are tight), which cost most of the pairing time.
 *
 * So the players are split into A (explicit: the brackets being decided, plus the dummy vertex
 * when the count is odd) and the flat rest F. Matching an A-player x into F is worth a_x whichever
 * F-player takes it, so F is replaced by what it can do for A: any A-player with a compatible
 * F-player can be "absorbed" at value a_x (the dummy at -min a_f: the bye goes to an F-player of
 * the best class), in pairs — edge (x, y) gets max(w(x,y), a_x + a_y) — or alone through a vertex
 * σ that exists while |F| is odd. This relaxation is solved exactly (WideWarmMatcher); then F
 * together with the absorbed players must be perfectly matchable over allowed pairs
 * (DenseCardinalityMatcher, kept between solves). If it is, the relaxed optimum is attained by a
 * real pairing, which is therefore a maximum of bbpPairings' weights. If not (F cannot take those
 * players, e.g. colour-bound players in the last round), the highest-ranked F-players are made
 * explicit with their flat weights and the round is re-solved: exact in every case, and fast while
 * F can take what A sends down.
 */
export class FlatRestGraph implements BracketGraph {
  /**
   * The matcher of the explicit graph: dense (`WideWarmMatcher`, every slot pair's weight held) or
   * priced (`PricedWideMatcher`: the abstract weights computed on demand by `abstractInto`, the
   * solve on sparse candidate edges priced against the duals; exact by LP duality).
   */
  private readonly m: WideWarmMatcher | PricedWideMatcher;
  private readonly dense: WideWarmMatcher | null;
  private readonly priced: PricedWideMatcher | null;
  private readonly state: Uint8Array;
  private readonly slotOf: Int32Array;
  /** Partners of finalised pairs (out of the matcher, still reported). */
  private readonly fixed: Int32Array;
  private readonly playerAt: Int32Array;
  /** For A-players: the number of F-players they may meet. */
  private readonly fCompatible: Int32Array;
  private fSize: number;
  /** Lowest potential in F and how many F-players have it (the dummy's partners in F). */
  private readonly minPotential: Float64Array;
  private minCount = 0;
  private readonly dummySlot: number;
  private sigmaSlot = -1;
  /**
   * The bbpPairings weight of each explicit pair is never held: it is computed from a compact
   * state, by slot pair (the lower slot first): ZERO, FLAT (a_x + a_y), SNAPSHOT (kept in
   * `snapshots`: a pair of two MDPs, set in an earlier bracket) or the bracket's base weight of the
   * two players' positions plus a nudge (the ordering rules' low bits).
   */
  private wcap = 0;
  private kind: Uint16Array = new Uint16Array(0);
  private nudgeOf: Int32Array = new Int32Array(0);
  /** The current bracket's base weights, the players' positions in it, and its kind byte. */
  private base: BaseWeights | null = null;
  private baseKind = BASE_KIND;
  private readonly positionOf: Int32Array;
  private readonly positionKind: Uint16Array;
  private readonly snapshots = new Map<number, Float64Array>();
  /** Scratch: the bbpPairings weight of the pair being written. */
  private readonly ow: Float64Array;
  /** Scratch: the abstract weight the priced matcher asks for. */
  private readonly mw: Float64Array;
  /** 1 when the abstract weight of the slot pair is the absorption value (both go to F). */
  private absorbedPair: Uint8Array = new Uint8Array(0);
  /** F plus the absorbed players (index n: the dummy), matched over allowed pairs. */
  private readonly rest: DenseCardinalityMatcher;
  private readonly absorbed: Uint8Array;
  private restChanged = true;
  /** Slots whose abstract edges must be (re)written before the next solve: 1 marked, 2 written in this flush. */
  private readonly pending: Uint8Array;
  private pendingList: number[] = [];
  private readonly want: Uint8Array;
  private readonly t: Float64Array;
  private readonly u: Float64Array;
  private readonly v: Float64Array;
  private readonly sentinel: Float64Array;
  /** By player: the limbs of a_x down to its last nonzero one (in a round's graph a_x is the top field alone, one or two limbs). */
  private readonly potentialDepth: Int32Array;
  /** Fallbacks taken (F-players made explicit because F could not take what A sent down). */
  fallbacks = 0;
  /** By player: a class of equal potentials (equal classes, equal a_x). */
  private readonly potentialClass: Int32Array;
  private readonly potentialClasses: number;
  /**
   * The dense matcher's held ids of abstract weights already written in this bracket, by what the
   * weight is made of (see `cachedWeightId`): open addressing, an entry live when its stamp is the
   * cache's; `heldIds` lists the ids to give back when the cache is cleared.
   */
  private cacheKind = new Int32Array(0);
  private cacheNudge = new Int32Array(0);
  private cacheClasses = new Int32Array(0);
  private cacheId = new Int32Array(0);
  private cacheAbsorbed = new Uint8Array(0);
  private cacheStamp = new Int32Array(0);
  private cacheNow = 1;
  private cacheCount = 0;
  private heldIds: number[] = [];

  constructor(
    private readonly n: number,
    private readonly limbs: number,
    /** a_x for every player x, limbs contiguous. */
    private readonly potential: Float64Array,
    /** compatible[x·n + y] = 1 when x and y may meet (C.04.3 C1, C3). */
    private readonly compatible: Uint8Array,
    matcher: 'dense' | 'priced' = 'dense',
    /** Priced: candidate edges from a slot to the slots that joined just before it (tests use 0: pricing alone). */
    window = 4,
  ) {
    if (matcher === 'priced') {
      this.dense = null;
      this.priced = new PricedWideMatcher(n + 2, limbs, { weightInto: (a, b, out, off) => this.weightFor(a, b, out, off) }, window, 0);
      this.m = this.priced;
    } else {
      this.dense = new WideWarmMatcher(n + 2, limbs);
      this.priced = null;
      this.m = this.dense;
    }
    this.mw = new Float64Array(limbs);
    this.state = new Uint8Array(n);
    this.slotOf = new Int32Array(n).fill(-1);
    this.fixed = new Int32Array(n).fill(-1);
    this.playerAt = new Int32Array(n + 2).fill(-1);
    this.fCompatible = new Int32Array(n);
    this.fSize = n;
    this.minPotential = new Float64Array(limbs);
    this.t = new Float64Array(limbs);
    this.ow = new Float64Array(limbs);
    this.positionOf = new Int32Array(n);
    this.positionKind = new Uint16Array(n);
    this.u = new Float64Array(limbs);
    this.v = new Float64Array(limbs);
    // Far below any real weight: the top limb's unit exceeds every packed weight 2^16-fold.
    this.sentinel = new Float64Array(limbs);
    this.sentinel[0] = -1;
    this.absorbed = new Uint8Array(n + 1);
    this.want = new Uint8Array(n + 1);
    this.pending = new Uint8Array(n + 2);
    this.potentialDepth = new Int32Array(n);
    for (let x = 0; x < n; x++) {
      let depth = limbs;
      while (depth > 0 && potential[x * limbs + depth - 1] === 0) depth--;
      this.potentialDepth[x] = depth;
    }
    this.potentialClass = new Int32Array(n);
    const classes = new Map<string, number>();
    for (let x = 0; x < n; x++) {
      const key = Array.from(potential.subarray(x * limbs, (x + 1) * limbs)).join(',');
      let c = classes.get(key);
      if (c === undefined) classes.set(key, (c = classes.size));
      this.potentialClass[x] = c;
    }
    this.potentialClasses = classes.size;
    if (this.dense !== null) this.growCache(1024);
    this.rest = new DenseCardinalityMatcher(n + 1, (a, b) => this.restAllows(a, b));
    for (let x = 0; x < n; x++) this.rest.add(x);
    this.recomputeMin();
    this.dummySlot = n % 2 === 1 ? this.addSlot(-2) : -1;
    this.syncSigma();
  }

  /**
   * The players leave the flat rest together (a score group joining the brackets): their edges
   * become explicit, flat until set. Players made explicit earlier (by a fallback) are skipped.
   */
  promote(players: readonly number[]): void {
    const fresh = players.filter((x) => this.state[x] === R);
    if (fresh.length === 0) return;
    let minLeft = false;
    for (const x of fresh) {
      this.state[x] = A;
      this.fSize--;
      this.rest.remove(x);
      if (this.minCount > 0 && wideCompare(this.potential, x * this.limbs, this.minPotential, 0, this.limbs) === 0) {
        if (--this.minCount === 0) minLeft = true;
      }
      this.addSlot(x);
    }
    this.restChanged = true;
    // The players still in F that each explicit player may meet.
    const lost: number[] = [];
    const isFresh = new Uint8Array(this.n);
    for (const x of fresh) isFresh[x] = 1;
    for (let i = 0; i < this.m.vertexCount; i++) {
      const y = this.playerAt[this.m.vertexAt(i)]!;
      if (y < 0) continue;
      if (isFresh[y]) {
        let count = 0;
        for (let f = 0; f < this.n; f++) if (this.state[f] === R && this.compat(y, f)) count++;
        this.fCompatible[y] = count;
      } else if (this.fCompatible[y]! > 0) {
        let count = this.fCompatible[y]!;
        for (const x of fresh) if (this.compat(x, y)) count--;
        this.fCompatible[y] = count;
        if (count === 0) lost.push(y);
      }
    }
    const minChanged = minLeft && this.recomputeMin();
    // Flat weights from each new player to every explicit player (written to the matcher at the
    // next solve, unless the bracket procedure sets them first).
    for (const x of fresh) {
      const sx = this.slotOf[x]!;
      for (let i = 0; i < this.m.vertexCount; i++) {
        const s = this.m.vertexAt(i);
        const y = this.playerAt[s]!;
        if (y < 0 || y === x) continue;
        this.setKind(sx, s, this.compat(x, y) ? FLAT : ZERO, 0);
      }
    }
    this.syncSigma();
    for (const y of lost) this.markRow(this.slotOf[y]!);
    if (minChanged) {
      // What sending a player down unpaired is worth changed (-min a_f).
      if (this.dummySlot >= 0) this.markRow(this.dummySlot);
      for (let i = 0; i < this.m.vertexCount; i++) {
        const s = this.m.vertexAt(i);
        const y = this.playerAt[s]!;
        if (y >= 0 && this.fCompatible[y] === 0) this.markRow(s);
      }
    }
  }

  set(a: number, b: number, base: BaseWeights, l: number, s: number, nudge = 0): void {
    const sa = this.explicitSlot(a);
    const sb = this.explicitSlot(b);
    if (base !== this.base) {
      // A new bracket: the pairs set against the previous base and not kept (keepWeights) are all
      // set again before they are read.
      this.base = base;
      this.baseKind = this.baseKind === 65535 ? BASE_KIND : this.baseKind + 1;
      this.clearCache(); // its keys are the previous base's value ids
    }
    // Positions grow with the players' order (A.2), so l is the higher player's.
    this.place(Math.max(a, b), l);
    this.place(Math.min(a, b), s);
    if (nudge !== (nudge | 0)) throw new RangeError(`FlatRestGraph: nudge ${nudge} beyond 32 bits`);
    this.setKind(sa, sb, this.baseKind, nudge);
    if (!this.pending[sa] && !this.pending[sb]) this.writePair(sa, sb);
  }

  /**
   * The players stay explicit into the next bracket (its moved-down players) with the weights of
   * their pairs among themselves, which the next bracket does not set again: those are kept.
   */
  keepWeights(players: readonly number[]): void {
    for (let i = 0; i < players.length; i++) {
      const sa = this.slotOf[players[i]!]!;
      if (sa < 0) continue;
      for (let j = 0; j < i; j++) {
        const sb = this.slotOf[players[j]!]!;
        if (sb < 0) continue;
        const k = this.pairIndex(sa, sb);
        if (this.kind[k]! < BASE_KIND) continue;
        const w = new Float64Array(this.limbs);
        this.origInto(sa, sb, w);
        this.snapshots.set(k, w);
        this.kind[k] = SNAPSHOT;
      }
    }
  }

  setZero(a: number, b: number): void {
    const sa = this.explicitSlot(a);
    const sb = this.explicitSlot(b);
    this.setKind(sa, sb, ZERO, 0);
    if (!this.pending[sa] && !this.pending[sb]) this.writePair(sa, sb);
  }

  finalizePair(a: number, b: number): void {
    this.flushRows();
    const sa = this.explicitSlot(a);
    const sb = this.explicitSlot(b);
    for (const x of [a, b]) {
      if (this.absorbed[x]) {
        this.rest.remove(x);
        this.absorbed[x] = 0;
        this.restChanged = true;
      }
    }
    this.m.retirePair(sa, sb);
    this.state[a] = RETIRED;
    this.state[b] = RETIRED;
    this.fixed[a] = b;
    this.fixed[b] = a;
    this.playerAt[sa] = -1;
    this.playerAt[sb] = -1;
    this.slotOf[a] = -1;
    this.slotOf[b] = -1;
  }

  /**
   * B.1 without a re-solve (BracketGraph.firstOptimalPartner), from the optimum held by the dense
   * matcher: a candidate whose vertex slack with `a` is positive is in no optimum (its reduced cost
   * is positive), so it is passed over; the first other candidate is a's partner already, or is
   * made so by exchanging partners (a–c, a'–c' for a–a', c–c'), which the matcher does only when it
   * proves the exchange another optimum. All four must be players in real pairs (not sent to the
   * flat rest, not of weight 0) before and after, so the rest matching is untouched. Anything else
   * (a row not yet written, the rest to re-check, an exchange the matcher cannot prove, a candidate
   * that is not explicit) answers -1: the caller solves as before.
   */
  firstOptimalPartner(a: number, candidates: readonly number[]): number {
    const m = this.dense;
    if (m === null || this.pendingList.length > 0 || this.restChanged || !m.settled) return -1;
    const sa = this.slotOf[a]!;
    if (sa < 0 || this.absorbed[a]) return -1;
    const sa2 = m.mateOf(sa);
    if (!this.realPair(sa, sa2)) return -1;
    for (const c of candidates) {
      const sc = this.slotOf[c]!;
      if (sc < 0) return -1;
      if (sc === sa2) return c;
      if (m.vertexSlackSign(sa, sc) > 0) continue;
      const sc2 = m.mateOf(sc);
      if (!this.realPair(sc, sc2) || !this.realPair(sa, sc) || !this.realPair(sa2, sc2)) return -1;
      return m.exchangePartners(sa, sc) ? c : -1;
    }
    return -1;
  }

  /** Slots s and t hold two players whose pair counts as a pair (not sent to F, weight not 0). */
  private realPair(s: number, t: number): boolean {
    if (s < 0 || t < 0) return false;
    const x = this.playerAt[s]!;
    const y = this.playerAt[t]!;
    if (x < 0 || y < 0 || this.absorbed[x] || this.absorbed[y] || this.isAbsorbed(s, t)) return false;
    this.origInto(s, t, this.ow);
    return !wideIsZero(this.ow, 0, this.limbs);
  }

  /**
   * A maximum-weight matching of bbpPairings' weights: mate[x] = partner, x itself when x is
   * unmatched (the bye, or a pair of weight 0).
   */
  solve(): number[] {
    for (;;) {
      this.flushRows();
      this.m.solve();
      if (this.realizeAbsorption()) break;
      this.fallback();
    }
    return this.mateArray();
  }

  // ---- internals --------------------------------------------------------------------------------

  private compat(x: number, y: number): boolean {
    return this.compatible[x * this.n + y] === 1;
  }

  /**
   * Pairs allowed in the rest matching: two F-players who may meet; an F-player and a player sent
   * down to meet it (SENT_COMPATIBLE, who may meet it); an F-player of the lowest potential and a
   * player sent down unpaired or the dummy (index n). Two sent players are not paired in F.
   */
  private restAllows(a: number, b: number): boolean {
    const sa = a === this.n ? SENT_UNPAIRED : this.absorbed[a]!;
    const sb = b === this.n ? SENT_UNPAIRED : this.absorbed[b]!;
    if (sa !== 0 && sb !== 0) return false;
    if (sa === 0 && sb === 0) return this.compat(a, b);
    const sent = sa !== 0 ? sa : sb;
    const f = sa !== 0 ? b : a;
    if (sent === SENT_COMPATIBLE) return this.compat(a, b);
    return wideCompare(this.potential, f * this.limbs, this.minPotential, 0, this.limbs) === 0;
  }

  private explicitSlot(x: number): number {
    const s = this.slotOf[x]!;
    if (s < 0) throw new RangeError(`FlatRestGraph: player ${x} is not explicit`);
    return s;
  }

  private addSlot(player: number): number {
    const slot = this.m.addVertex();
    this.playerAt[slot] = player;
    if (player >= 0) this.slotOf[player] = slot;
    if (slot >= this.wcap) this.growOrig(slot + 1);
    this.markRow(slot);
    return slot;
  }

  /** Slot s's abstract edges are written to the matcher at the next flush. */
  private markRow(s: number): void {
    if (this.pending[s]) return;
    this.pending[s] = 1;
    this.pendingList.push(s);
  }

  /** Writes the abstract edges of every marked slot (each pair once). */
  private flushRows(): void {
    if (this.pendingList.length === 0) return;
    const list = this.pendingList;
    this.pendingList = [];
    if (this.priced) {
      // the matcher re-reads the row's candidate edges and prices the rest of it at the next solve
      for (const s of list) {
        if (this.pending[s] === 1 && this.playerAt[s] !== -1) this.priced.rowChanged(s);
        this.pending[s] = 0;
      }
      return;
    }
    for (const s of list) {
      if (this.pending[s] !== 1) continue;
      for (let i = 0; i < this.m.vertexCount; i++) {
        const o = this.m.vertexAt(i);
        if (o !== s && this.pending[o] !== 2) this.writePair(s, o);
      }
      this.pending[s] = 2;
    }
    for (const s of list) this.pending[s] = 0;
  }

  /**
   * out = a_x + a_y, the flat weight of a compatible pair. Only the limbs down to the deeper
   * potential's last nonzero one are summed and normalised (the rest are 0).
   */
  private flatWeight(out: Float64Array, x: number, y: number): void {
    const L = this.limbs;
    const { potential } = this;
    const depth = Math.max(this.potentialDepth[x]!, this.potentialDepth[y]!);
    out.fill(0, depth, L);
    for (let k = 0; k < depth; k++) out[k] = potential[x * L + k]! + potential[y * L + k]!;
    wideNormalize(out, 0, depth);
  }

  /** The bbpPairings weight of explicit slot pair (sa, sb), computed from its state, into out. */
  private origInto(sa: number, sb: number, out: Float64Array): void {
    const k = this.pairIndex(sa, sb);
    const kind = this.kind[k]!;
    if (kind === ZERO) {
      out.fill(0);
      return;
    }
    const pa = this.playerAt[sa]!;
    const pb = this.playerAt[sb]!;
    if (kind === FLAT) {
      this.flatWeight(out, pa, pb);
      return;
    }
    if (kind === SNAPSHOT) {
      out.set(this.snapshots.get(k)!);
      return;
    }
    const hi = Math.max(pa, pb);
    const lo = Math.min(pa, pb);
    if (kind !== this.baseKind || this.positionKind[hi] !== kind || this.positionKind[lo] !== kind) {
      throw new Error('FlatRestGraph: a pair set in an earlier bracket was neither kept nor set again');
    }
    this.base!.weightInto(this.positionOf[hi]!, this.positionOf[lo]!, out, 0);
    const nudge = this.nudgeOf[k]!;
    if (nudge !== 0) wideAddAt(out, 0, this.limbs, 0, nudge);
  }

  /** Player x is at position p of the current bracket. */
  private place(x: number, p: number): void {
    if (this.positionKind[x] === this.baseKind) {
      if (this.positionOf[x] !== p) throw new Error(`FlatRestGraph: player ${x} at two positions of one bracket`);
      return;
    }
    this.positionKind[x] = this.baseKind;
    this.positionOf[x] = p;
  }

  private setKind(sa: number, sb: number, kind: number, nudge: number): void {
    const k = this.pairIndex(sa, sb);
    if (this.kind[k] === SNAPSHOT) this.snapshots.delete(k);
    this.kind[k] = kind;
    this.nudgeOf[k] = nudge;
  }

  private growOrig(min: number): void {
    const cap = Math.min(this.n + 2, Math.max(min, 2 * this.wcap, 16));
    const kind = new Uint16Array(cap * cap);
    const nudgeOf = new Int32Array(cap * cap);
    const absorbedPair = new Uint8Array(cap * cap);
    const snapshots = [...this.snapshots];
    this.snapshots.clear();
    // Only the pairs kept under the lower slot: the other half is never touched (takes no memory).
    for (let a = 0; a < this.wcap; a++) {
      const from = a * this.wcap + a + 1;
      const to = (a + 1) * this.wcap;
      kind.set(this.kind.subarray(from, to), a * cap + a + 1);
      nudgeOf.set(this.nudgeOf.subarray(from, to), a * cap + a + 1);
      absorbedPair.set(this.absorbedPair.subarray(from, to), a * cap + a + 1);
    }
    for (const [k, w] of snapshots) this.snapshots.set(Math.floor(k / this.wcap) * cap + (k % this.wcap), w);
    this.kind = kind;
    this.nudgeOf = nudgeOf;
    this.absorbedPair = absorbedPair;
    this.wcap = cap;
  }

  /** Where the state of pair (sa, sb) is kept: once per pair, under the lower slot first. */
  private pairIndex(sa: number, sb: number): number {
    return sa < sb ? sa * this.wcap + sb : sb * this.wcap + sa;
  }

  /** Recomputes the lowest potential in F; true when it changed. */
  private recomputeMin(): boolean {
    const L = this.limbs;
    const before = Float64Array.from(this.minPotential);
    let best = -1;
    this.minCount = 0;
    for (let x = 0; x < this.n; x++) {
      if (this.state[x] !== R) continue;
      const c = best < 0 ? -1 : wideCompare(this.potential, x * L, this.potential, best * L, L);
      if (c < 0) {
        best = x;
        this.minCount = 1;
      } else if (c === 0) this.minCount++;
    }
    if (best >= 0) for (let i = 0; i < L; i++) this.minPotential[i] = this.potential[best * L + i]!;
    else this.minPotential.fill(0);
    return wideCompare(before, 0, this.minPotential, 0, L) !== 0;
  }

  /** σ stands for "one absorbed player alone" and exists while |F| is odd. */
  private syncSigma(): void {
    const want = this.fSize % 2 === 1;
    if (want && this.sigmaSlot < 0) {
      this.sigmaSlot = this.addSlot(-3);
    } else if (!want && this.sigmaSlot >= 0) {
      this.m.removeVertex(this.sigmaSlot);
      this.playerAt[this.sigmaSlot] = -1;
      this.pending[this.sigmaSlot] = 0;
      this.sigmaSlot = -1;
    }
  }

  /**
   * What sending player p (or the dummy, -2) down into F is worth, relative to F pairing all its
   * players among themselves, into out; returns how: SENT_COMPATIBLE (p meets an F-player it may
   * meet: a_p), SENT_UNPAIRED (p and an F-player of the lowest potential stay unpaired, as a pair
   * of weight 0 or the bye: -min a_f) or 0 when F is empty.
   */
  private sendValue(p: number, out: Float64Array): number {
    const L = this.limbs;
    if (this.fSize === 0) return 0;
    if (p >= 0 && this.fCompatible[p]! > 0) {
      for (let i = 0; i < L; i++) out[i] = this.potential[p * L + i]!;
      return SENT_COMPATIBLE;
    }
    for (let i = 0; i < L; i++) out[i] = -this.minPotential[i]!;
    this.normalize(out);
    return SENT_UNPAIRED;
  }

  /**
   * The dense matcher's fresh start for a solve that frees (nearly) every vertex, on or off, and the
   * fewest freed vertices it takes on (tests; `WideWarmMatcher.freshStart`).
   */
  tuneStart(fresh: boolean, minimum?: number): void {
    if (this.dense === null) return;
    this.dense.halfHeaviestStart = fresh;
    if (minimum !== undefined) this.dense.freshStartMinimum = minimum;
  }

  /** Solves the dense matcher started fresh (tests). */
  get freshStarts(): number {
    return this.dense?.halfHeaviestStarts ?? 0;
  }

  /** The abstract weight of slot pair (sa, sb) into the matcher (dense), or its change told (priced). */
  private writePair(sa: number, sb: number): void {
    if (this.dense !== null) {
      const id = this.cachedWeightId(sa, sb);
      if (id >= 0) {
        this.dense.setWeightId(sa, sb, id);
        return;
      }
    }
    const sent = this.abstractInto(sa, sb, this.t);
    if (this.priced) {
      this.priced.pairChanged(sa, sb);
      return;
    }
    this.markAbsorbed(sa, sb, sent);
    this.dense!.setWeight(sa, sb, this.t);
  }

  /**
   * The dense matcher's id of the abstract weight of slot pair (sa, sb), its absorption flag set;
   * -1 when the pair is not of the usual kind (two players who may both meet F-players, or any two
   * players once F is empty; the pair zero, flat or the current base plus a nudge), which
   * `abstractInto` then writes as it is.
   *
   * Why exact: in the usual case `abstractInto` writes max(w, a_x + a_y) (absorbed when the second
   * is larger), where w is 0 (ZERO), a_x + a_y (FLAT) or the base's value of the two positions plus
   * the nudge. So the weight and the flag are functions of (what w is made of: the kind, or the
   * base's value id, and the nudge; the potential classes of the two players, unordered): the first
   * write of a key computes them as before and holds the matcher's id, the next ones of that key
   * write that id, which stands for the same value (`WideWarmMatcher.setWeightId`). The keys name
   * the current base's values, so the cache is cleared when the bracket changes. A late round of
   * 2,000 players writes 1.4 million weights of a few thousand keys: each used to be built field by
   * field (`edgeWeight2026`), nudged, compared with a_x + a_y and looked up by its limbs.
   */
  private cachedWeightId(sa: number, sb: number): number {
    const pa = this.playerAt[sa]!;
    const pb = this.playerAt[sb]!;
    if (pa < 0 || pb < 0) return -1;
    // With F empty (the last brackets) nobody can be sent down: the abstract weight is the explicit
    // weight itself, a function of what it is made of and the potential classes (a flat pair).
    const usual = this.fCompatible[pa]! > 0 && this.fCompatible[pb]! > 0;
    const direct = !usual && this.fSize === 0;
    if (!usual && !direct) return -1;
    const k = this.pairIndex(sa, sb);
    const kind = this.kind[k]!;
    let made: number;
    let nudge = 0;
    if (kind === ZERO) made = -1;
    else if (kind === FLAT) made = -2;
    else if (kind === SNAPSHOT) return -1;
    else {
      const base = this.base;
      const hi = Math.max(pa, pb);
      const lo = Math.min(pa, pb);
      // (a pair of an earlier bracket: origInto throws)
      if (base === null || base.valueId === undefined || kind !== this.baseKind || this.positionKind[hi] !== kind || this.positionKind[lo] !== kind) return -1;
      made = base.valueId(this.positionOf[hi]!, this.positionOf[lo]!);
      nudge = this.nudgeOf[k]!;
    }
    const ca = this.potentialClass[pa]!;
    const cb = this.potentialClass[pb]!;
    const unordered = ca < cb ? ca * this.potentialClasses + cb : cb * this.potentialClasses + ca;
    // (a flat pair's weight a_x + a_y needs the classes in either case; a direct key is negative)
    const classes = direct ? -1 - unordered : unordered;
    const mask = this.cacheStamp.length - 1;
    const first = this.cacheHash(made, nudge, classes);
    let h = first & mask;
    for (;;) {
      if (this.cacheStamp[h] !== this.cacheNow) break;
      if (this.cacheKind[h] === made && this.cacheNudge[h] === nudge && this.cacheClasses[h] === classes) {
        this.absorbedPair[k] = this.cacheAbsorbed[h]!;
        return this.cacheId[h]!;
      }
      h = (h + 1) & mask;
    }
    const sent = this.abstractInto(sa, sb, this.t);
    this.markAbsorbed(sa, sb, sent);
    const id = this.dense!.holdValue(this.t, 0);
    if ((this.cacheCount + 1) * 2 > this.cacheStamp.length) {
      // grown, or past a million keys cleared (the entries are made again as they are met)
      if (this.cacheStamp.length < 1 << 20) this.growCache(2 * this.cacheStamp.length);
      else this.clearCache();
      h = first & (this.cacheStamp.length - 1);
    }
    this.heldIds.push(id);
    this.cacheCount++;
    this.cacheStamp[h] = this.cacheNow;
    this.cacheKind[h] = made;
    this.cacheNudge[h] = nudge;
    this.cacheClasses[h] = classes;
    this.cacheId[h] = id;
    this.cacheAbsorbed[h] = sent ? 1 : 0;
    return id;
  }

  /** A hash of a cache key (murmur3's finaliser over the three parts). */
  private cacheHash(made: number, nudge: number, classes: number): number {
    let h = Math.imul(made ^ Math.imul(nudge, -1640531535), -2048144777) ^ classes;
    h = Math.imul(h ^ (h >>> 16), -2048144789);
    h = Math.imul(h ^ (h >>> 13), -1028477387);
    return (h ^ (h >>> 16)) >>> 0;
  }

  /** Every cached id given back to the matcher, every entry dead. */
  private clearCache(): void {
    if (this.dense === null || this.cacheCount === 0) return;
    for (const id of this.heldIds) this.dense.releaseValue(id);
    this.heldIds = [];
    this.cacheCount = 0;
    if (++this.cacheNow >= 2 ** 30) {
      this.cacheStamp.fill(0);
      this.cacheNow = 1;
    }
  }

  /** A cache of `size` entries (a power of two), empty. */
  private growCache(size: number): void {
    this.clearCache();
    this.cacheKind = new Int32Array(size);
    this.cacheNudge = new Int32Array(size);
    this.cacheClasses = new Int32Array(size);
    this.cacheId = new Int32Array(size);
    this.cacheAbsorbed = new Uint8Array(size);
    this.cacheStamp = new Int32Array(size);
    this.cacheNow = 1;
  }

  /** The priced matcher's weight source: the abstract weight of slot pair (a, b). */
  private weightFor(a: number, b: number, out: Float64Array, off: number): void {
    this.abstractInto(a, b, this.mw);
    for (let i = 0; i < this.limbs; i++) out[off + i] = this.mw[i]!;
  }

  /** Whether the matcher's weight of slot pair (sa, sb) is the absorption value (both sent to F). */
  private isAbsorbed(sa: number, sb: number): boolean {
    if (this.priced) return this.abstractInto(sa, sb, this.mw);
    return this.absorbedPair[this.pairIndex(sa, sb)] === 1;
  }

  /**
   * The abstract weight of slot pair (sa, sb) into t, from the current state; true when it is the
   * absorption value (both sent to F).
   */
  private abstractInto(sa: number, sb: number, t: Float64Array): boolean {
    const L = this.limbs;
    const pa = this.playerAt[sa]!;
    const pb = this.playerAt[sb]!;
    if (pa === -3 || pb === -3) {
      // σ: one player (or the dummy) sent down alone.
      if (this.sendValue(pa === -3 ? pb : pa, t) === 0) t.set(this.sentinel);
      return true;
    }
    if (pa >= 0 && pb >= 0 && this.fCompatible[pa]! > 0 && this.fCompatible[pb]! > 0) {
      // The usual case: both may meet F-players; sending both down is worth a_x + a_y.
      const ow = this.ow;
      this.origInto(sa, sb, ow);
      if (!this.absorptionWins(ow, pa, pb)) {
        t.set(ow);
        return false;
      }
      for (let i = 0; i < L; i++) t[i] = this.potential[pa * L + i]! + this.potential[pb * L + i]!;
      this.normalize(t);
      return true;
    }
    // Direct: the explicit weight (the dummy: 0, the other player gets the bye).
    if (pa === -2 || pb === -2) t.fill(0);
    else this.origInto(sa, sb, t);
    const u = this.u;
    const v = this.v;
    let sent = false;
    if (this.sendValue(pa, u) !== 0 && this.sendValue(pb, v) !== 0) {
      for (let i = 0; i < L; i++) u[i] = u[i]! + v[i]!;
      this.normalize(u);
      if (wideCompare(u, 0, t, 0, L) > 0) {
        t.set(u);
        sent = true;
      }
    }
    return sent;
  }

  /**
   * Whether the matcher's weight of slot pair (sa, sb) is the absorption value (both sent to F).
   * A method, not a closure in writePair: a closure there was allocated for every weight written.
   */
  private markAbsorbed(sa: number, sb: number, sent: boolean): void {
    this.absorbedPair[this.pairIndex(sa, sb)] = sent ? 1 : 0;
  }

  /** a_x + a_y > w(x,y) (in ow), top limb first: the lower parts differ by less than 2 units. */
  private absorptionWins(ow: Float64Array, x: number, y: number): boolean {
    const L = this.limbs;
    const { potential } = this;
    let r = 0;
    for (let i = 0; i < L; i++) {
      r = r * 2 ** 48 + (potential[x * L + i]! + potential[y * L + i]! - ow[i]!);
      if (r >= 2) return true;
      if (r <= -2) return false;
    }
    return r > 0;
  }

  private normalize(a: Float64Array): void {
    wideNormalize(a, 0, this.limbs);
  }

  /**
   * The players the relaxed optimum sends into F must fit: F plus them perfectly matchable over
   * allowed pairs. Updates the rest matching and tells whether it is perfect.
   */
  private realizeAbsorption(): boolean {
    const want = this.want;
    want.fill(0);
    for (let i = 0; i < this.m.vertexCount; i++) {
      const s = this.m.vertexAt(i);
      const p = this.playerAt[s]!;
      if (p === -3) continue;
      const m = this.m.mateOf(s);
      if (m < 0) continue;
      if (this.isAbsorbed(s, m)) {
        if (p === -2) want[this.n] = SENT_UNPAIRED;
        else want[p] = this.fCompatible[p]! > 0 ? SENT_COMPATIBLE : SENT_UNPAIRED;
      }
    }
    for (let x = 0; x <= this.n; x++) {
      if (want[x] === this.absorbed[x]) continue;
      this.restChanged = true;
      if (this.absorbed[x]) this.rest.remove(x);
      this.absorbed[x] = want[x]!;
      if (want[x]) this.rest.add(x);
    }
    if (!this.restChanged) return true;
    const left = this.rest.augment();
    if (left === 0) this.restChanged = false;
    return left === 0;
  }

  /** F could not take what the relaxed optimum sent down: make its highest-ranked players explicit. */
  private fallback(): void {
    this.fallbacks++;
    const inF: number[] = [];
    for (let x = 0; x < this.n; x++) if (this.state[x] === R) inF.push(x);
    if (inF.length === 0) throw new Error('FlatRestGraph: no pairing satisfies the absorbed players');
    const chunk = Math.max(8, Math.ceil(inF.length / 4));
    this.promote(inF.slice(0, chunk));
  }

  private mateArray(): number[] {
    const out = new Array<number>(this.n);
    for (let x = 0; x < this.n; x++) out[x] = this.fixed[x]! >= 0 ? this.fixed[x]! : x;
    // Explicit pairs that are real pairs.
    for (let i = 0; i < this.m.vertexCount; i++) {
      const s = this.m.vertexAt(i);
      const p = this.playerAt[s]!;
      if (p < 0) continue;
      const ms = this.m.mateOf(s);
      if (ms < 0 || this.isAbsorbed(s, ms)) continue;
      const q = this.playerAt[ms]!;
      if (q < 0) continue; // with the dummy: the bye
      // weight 0: no pair. The dense matcher holds the abstract weight of every explicit pair
      // (rows marked are written before a solve), which for a pair not absorbed is its bbpPairings
      // weight itself: zero exactly when the matcher's is (its id 0), without computing it.
      if (this.dense !== null ? this.dense.isZeroWeight(s, ms) : (this.origInto(s, ms, this.ow), wideIsZero(this.ow, 0, this.limbs))) continue;
      out[p] = q;
    }
    // F and the absorbed players: their partners in the rest matching (the dummy: the bye).
    for (let x = 0; x < this.n; x++) {
      if (this.state[x] === RETIRED || !this.rest.has(x)) continue;
      const y = this.rest.mateOf(x);
      // sent down unpaired: x and its F-player form a pair of weight 0 (no pair)
      if (y >= 0 && y < this.n && this.absorbed[x] !== SENT_UNPAIRED && this.absorbed[y] !== SENT_UNPAIRED) out[x] = y;
    }
    return out;
  }
}
