import type { Colour, PairingOutcome, PairingSystem, ProposedPair, Tournament } from '../../model';
import { NumberWarmMatcher } from '../../matching';
import type { SwissPlayer, SwissState } from '../fide/history';
import { buildSwissState, invertColour, isAbsolutePreference } from '../fide/history';
import { initialColourRule, neutralColour } from '../fide/colourAllocation';
import { eligibleForBye2017 } from '../fide/byeEligibility';
import { defaultAccelerations } from './acceleration';
import { bakuAccelerations } from '../fide/baku';
import type { MetricScores } from './metricScores';
import { listSort } from './listSort';
import { adjustedScores, metricScoresOf, worseThan } from './metricScores';
import type { VertexFacts } from './bursteinWeights';
import { BursteinWeights, compatibleMultiplier } from './bursteinWeights';
import type { BursteinEngine } from './homogeneousRound';
import { homogeneousRound, topAgainstBottom } from './homogeneousRound';


/** Everything the Burstein procedure knows about the round being paired. */
export interface BursteinState {
  readonly base: SwissState;
  /** Virtual points per player index for this round. */
  readonly acceleration: readonly number[];
  readonly metrics: readonly MetricScores[];
}

export function buildBursteinState(t: Tournament): BursteinState {
  // TRF-2026 192 FIDE_BURSTEIN_BAKU: Baku acceleration replaces the default one (bbpPairings).
  const baku = t.settings.system === 'burstein' && t.settings.acceleration === 'baku';
  const base = buildSwissState(t, baku ? bakuAccelerations : undefined);
  const acceleration = base.players.map((p) => p.accelerations[base.playedRounds] ?? 0);
  if (t.acceleration === undefined && !baku) {
    // C.04.4.2 / bbpPairings: without an XXA record the default Burstein acceleration applies.
    for (const [i, v] of defaultAccelerations(base)) acceleration[i] = v;
  }
  const accel = (p: SwissPlayer): number => acceleration[p.index]!;
  const adjusted = adjustedScores(base, accel);
  const metrics = base.players.map((p) => metricScoresOf(base, p, adjusted, accel));
  return { base, acceleration, metrics };
}

/**
 * What the edge weights need of each vertex (players in pairing order), read once per round:
 * C.04.1 / bbpPairings, two players may meet unless they met (the forbidden set) or both have the
 * same absolute preference.
 */
function vertexFacts(players: readonly SwissPlayer[]): VertexFacts[] {
  const vertexOf = new Map(players.map((p, v) => [p.index, v]));
  return players.map((p) => ({
    forbidden: [...p.forbidden].map((index) => vertexOf.get(index)).filter((b): b is number => b !== undefined),
    preference: p.colourPreference === null ? 0 : p.colourPreference === 'white' ? 1 : 2,
    absolute: isAbsolutePreference(p),
  }));
}

/** The colour player p gets against o (bbpPairings choosePlayerColor). */
export function colourOf(state: BursteinState, p: SwissPlayer, o: SwissPlayer): Colour {
  const neutral = neutralColour(p, o);
  if (neutral !== null) return neutral;
  const initial: Colour = state.base.initialColour ?? 'white';
  if (p.colourPreference === null) {
    // E.5: nothing to go by; the player with the lower pairing number counts as the higher ranked.
    return p.pairingNumber < o.pairingNumber ? initialColourRule(p, initial) : invertColour(initialColourRule(o, initial))!;
  }
  // Same preference, same history: the better Burstein index gets its preference.
  return worseThan(state.metrics[p.index]!, state.metrics[o.index]!) ? invertColour(o.colourPreference)! : p.colourPreference;
}

/** A pair the procedure fixed, and the bye. */
export interface BursteinPairing {
  readonly pairs: readonly (readonly [white: number, black: number])[];
  readonly bye: number | null;
  /** Players in bbpPairings' checklist order (score group, then Burstein index). */
  readonly ordered: readonly number[];
}

export type BursteinResult = ({ readonly ok: true } & BursteinPairing) | { readonly ok: false; readonly detail: string; readonly ordered: readonly number[] };

/** Descending Burstein order inside score groups (bbpPairings' sort of sortedPlayers). */
const byScoreThenIndex = (state: BursteinState) => (a: number, b: number): number => {
  const ma = state.metrics[a]!;
  const mb = state.metrics[b]!;
  if (ma.score !== mb.score) return mb.score - ma.score;
  if (worseThan(mb, ma)) return -1;
  if (worseThan(ma, mb)) return 1;
  return 0;
};

/**
 * The graph over the non-bye players with bbpPairings' "0 weight = no edge" convention: the
 * weights are computed from the players' compact state (BursteinWeights), and every write
 * bbpPairings makes to its table is one step here, reported to the matcher edge by edge in the
 * same order (so that it repairs its optimum exactly as after writing a table). (Exported for the
 * tests.)
 */
export class Graph {
  private readonly m: NumberWarmMatcher;
  constructor(readonly n: number, readonly weights: BursteinWeights) {
    this.m = new NumberWarmMatcher(n, weights);
  }
  /**
   * Vertex v joins score group g: its edges to the vertices in [from, v), of its own group from
   * sameFrom on (the group above's before it, when linked), written one after the other.
   */
  addVertex(v: number, g: number, from: number, sameFrom: number): void {
    const W = this.weights;
    W.groupOf[v] = g;
    if (W.groupHi[g] === 0) W.groupLo[g] = v;
    W.groupHi[g] = v + 1;
    W.adding = v;
    for (let u = from; u < v; u++) {
      const before = W.weight(v, u);
      W.addedBelow[v] = u + 1;
      this.m.weightChanged(v, u, before, W.edgeWeight(u, v, u >= sameFrom, false));
    }
    W.addedBelow[v] = v;
    W.adding = -1;
    if (W.virtual === v) W.virtual = -1;
  }
  /** Vertex x (not added yet) stands as a virtual opponent to the group [lo, hi): compatible weight to each. */
  setVirtual(x: number, lo: number, hi: number): void {
    const W = this.weights;
    W.virtual = x;
    W.virtualLo = lo;
    W.virtualHi = hi;
    for (let u = lo; u < hi; u++) this.m.weightChanged(x, u, 0, compatibleMultiplier);
  }
  /**
   * The last score group [boundary, n) with the group above [groupBegin, boundary): linked to it
   * when it was not (groupBegin = boundary), else merged into it (and so linked to the group that
   * one is linked to, from `top` on).
   */
  mergeLast(top: number, groupBegin: number, boundary: number): void {
    const W = this.weights;
    const n = this.n;
    for (let outer = top; outer < boundary; outer++) {
      for (let inner = boundary; inner < n; inner++) {
        this.m.weightChanged(outer, inner, W.weight(outer, inner), W.edgeWeight(outer, inner, outer >= groupBegin, false));
      }
    }
    const last = W.groupOf[n - 1]!;
    if (groupBegin === boundary) {
      W.linkedUp[last] = 1;
    } else {
      const above = W.groupOf[groupBegin]!;
      W.groupOf.fill(above, boundary, n);
      W.groupHi[above] = n;
      W.groupLo[last] = W.groupHi[last] = 0;
      W.linkedUp[last] = 0;
    }
  }
  /** Group gi's players (and the floater from above), `full` in Burstein order, are paired top against bottom: coloured weights. */
  colourGroup(gi: number, begin: number, end: number, full: readonly number[], floater: number | null): void {
    const W = this.weights;
    for (let i = 0; i < full.length; i++) {
      for (let j = full.length - 1; j > i; j--) {
        const a = full[i]!;
        const b = full[j]!;
        this.m.weightChanged(a, b, W.weight(a, b), W.edgeWeight(a, b, true, true));
      }
    }
    for (const v of full) {
      if (v === floater) W.floatedInto[v] = gi;
      else W.colouredIn[v] = gi;
    }
    W.colouredLo[gi] = begin;
    W.colouredHi[gi] = end;
    if (floater !== null) W.floaters.push(floater);
  }
  /** full[i], whose opponent is chosen now, gets priority[u] on its edge to each later player u of group gi not paired yet. */
  prioritise(full: readonly number[], i: number, gi: number, done: readonly boolean[]): void {
    const W = this.weights;
    const v = full[i]!;
    const priority = W.takeRow();
    let next = 1;
    for (let j = i + 1; j < full.length; j++) {
      const u = full[j]!;
      if (done[u]) continue;
      const w = W.edgeWeight(v, u, true, true);
      if (w === 0) continue;
      priority[u] = next;
      this.m.weightChanged(v, u, w, w + next++);
    }
    W.addPriorityRow(v, gi, priority, next - 1);
  }
  /**
   * The decision `prioritise(full, i, gi, done)` + `solveFor(full[i])` would take, read from the
   * optimum in hand when that settles it; -1 when it cannot be told without the solve. On success
   * the answer is v's partner in another optimum (held by the matcher, or proven inside blossoms:
   * below); the caller fixes the pair, and no priority row was written (the player leaves the
   * graph with the pair).
   *
   * The argument. Let w be the weights now, before the row. Every base weight (compatible, same
   * score group, due colour; the virtual opponent's compatible weight) is a multiple of the colour
   * unit, 9,999. When no other priority is in force (`noPriorityInForce`: the only rows still
   * held are floaters' rows whose players have all left the graph) and there is no virtual
   * opponent, every weight among the players in the graph is such a multiple, and so is the
   * weight of every perfect matching of them. The row adds priorities 1, 2, ..., k (k <= 9,998)
   * to v's edges towards its candidates, the later unpaired compatible players of `full`, the
   * lowest-placed the highest; a perfect matching gets exactly one of them (v has one partner),
   * or nothing. So a matching lighter under w by one unit or more stays lighter under w + row:
   * the solve returns an optimum of w whose v-partner has the largest priority among the optima
   * of w, and v's partner is unique when that priority is positive (distinct priorities).
   * Unlike the Dutch B.1 addends, which start at 0, the lowest candidate's priority is 1: it
   * does not tie with v's edges outside the group (to the linked group below, which would make v
   * the floater, or absent ones), so every candidate may be decided here.
   * From the optimum in hand (matcher `settled`: every player matched, duals feasible and
   * complementary for w): a candidate whose edge to v has a positive reduced cost
   * (`reducedCostSign`: vertex slack plus the duals of the blossoms holding both) is in no optimum
   * of w, so it is passed over; the first other candidate, if it is v's partner already, or if
   * exchanging partners (v–v', c–c' -> v–c, v'–c') is proven another optimum (`exchangePartners`:
   * the four in four different top-level blossoms or none, both new edges tight), is in an optimum
   * of w with every higher candidate in none: it is the solve's answer. Inside blossoms, where the
   * matcher cannot make that exchange, `exchangeIsOptimal` proves it instead (both new edges of
   * reduced cost 0, every blossom of positive dual keeping its count of matched edges inside); the
   * matching held then still pairs v elsewhere, and fixing the pair (`finalizePair`) makes the
   * exchange inside the blossoms when their shape allows (the matcher's `liftIntoPlace`: the
   * optimum stays in hand for the next decision), else frees the four and retires v and c,
   * leaving the next solve to re-pair the others. Otherwise (a new
   * edge not tight, or no candidate in any optimum: v may be the floater, m >= end, which only a
   * solve tells) the solve decides, with v's priorities, as before. In the last round of a
   * 9,999-player two-round event, 932 decisions were left to the solve because of a blossom:
   * 144 s for the round, 21 s with the proof. In round 3 of a five-round one, 320 pairs were so
   * fixed from inside the nest of blossoms, each followed by a re-solve: 41 s, 22 s with the lift.
   */
  certifiedPartner(full: readonly number[], i: number, done: readonly boolean[]): number {
    const W = this.weights;
    const m = this.m;
    if (W.virtual >= 0 || !W.noPriorityInForce || !m.settled) return -1;
    const v = full[i]!;
    const partner = m.mateOf(v);
    for (let j = full.length - 1; j > i; j--) {
      const c = full[j]!;
      if (done[c] || W.edgeWeight(v, c, true, true) === 0) continue;
      if (c === partner) return c;
      if (m.reducedCostSign(v, c) > 0) continue;
      return m.exchangePartners(v, c) || m.exchangeIsOptimal(v, c) ? c : -1;
    }
    return -1;
  }
  /** mate[v], v itself when unmatched. */
  solve(): number[] {
    const mate = this.m.solve();
    const out = new Array<number>(this.n);
    for (let v = 0; v < this.n; v++) out[v] = mate[v]! < 0 ? v : mate[v]!;
    return out;
  }
  /** Re-solves and returns v's partner, v itself when unmatched (solve() for one vertex). */
  solveFor(v: number): number {
    this.m.reoptimize();
    const m = this.m.mateOf(v);
    return m < 0 ? v : m;
  }
  /**
   * Fixes the pair a–b for the rest of the procedure, as bbpPairings' finalizePair (which removes
   * every other edge at a and b): the matcher takes the pair out of the graph, so later solves
   * neither change it nor scan its vertices.
   */
  finalizePair(a: number, b: number): void {
    this.m.retirePair(a, b);
    this.weights.retire(a);
    this.weights.retire(b);
  }
}

/**
 * bbpPairings checkMatchingIsValid: in every score group but the last, every player is paired,
 * and at most one player (two when the group boundary is odd) is paired outside the group.
 */
function matchingIsValid(mate: readonly number[], groups: readonly number[]): boolean {
  let g = 0;
  let unmatched = 0;
  let groupBegin = 0;
  const last = groups[groups.length - 1]!;
  const secondLast = groups[groups.length - 2]!;
  for (let v = 0; v < mate.length; v++) {
    if (v >= last) return true;
    if (v >= groups[g]!) {
      unmatched = 0;
      groupBegin = v;
      do g++;
      while (v >= groups[g]!);
    }
    const m = mate[v]!;
    if (m === v && v < secondLast) return false;
    if (m === v || m < groupBegin || m >= groups[g]!) {
      if (++unmatched > (groups[g]! & 1 ? 2 : 1)) return false;
    }
  }
  return true;
}

/** What the procedure tells its caller (the explanation measures a round in the groups it paired). */
export interface BursteinTrace {
  /** The score groups as paired, top first (merged where step 2 merged them), by player index. */
  readonly groups: (groups: readonly (readonly number[])[]) => void;
}

/**
 * The Burstein pairing procedure as bbpPairings 6.0 runs it (burstein.cpp computeMatching):
 * 1. order players by accelerated score, then Burstein index; the lowest eligible player gets the bye;
 * 2. build score groups top-down, merging a group with the next one while no matching pairs
 *    everyone in it with at most one floater; merge the last group upward while it cannot be paired;
 * 3. inside each group (with the floater from above), the highest player takes the lowest-placed
 *    opponent that keeps a maximum matching, preferring opponents with a compatible due colour.
 * When every pair may meet and nobody has a colour preference (round 1), steps 2-3 are written
 * directly (homogeneousRound.ts, with the proof); `engine.fullEngine` runs the matching anyway.
 */
export function pairBursteinState(state: BursteinState, trace?: BursteinTrace, engine?: BursteinEngine): BursteinResult {
  const ps = state.base.players;
  const compare = byScoreThenIndex(state);
  const order = listSort(ps.filter((p) => p.toBePaired).map((p) => p.index), (a, b) => compare(a, b) < 0);
  const scoreOf = (i: number): number => state.metrics[i]!.score;

  let bye: number | null = null;
  const labels = order.slice();
  if (labels.length % 2 === 1) {
    let k = labels.length - 1;
    while (k > 0 && !eligibleForBye2017(ps[labels[k]!]!)) k--;
    if (!eligibleForBye2017(ps[labels[k]!]!)) return { ok: false, detail: 'No player is eligible for the pairing-allocated bye.', ordered: order };
    bye = labels[k]!;
    labels.splice(k, 1);
  }
  const n = labels.length;
  const player = (v: number): SwissPlayer => ps[labels[v]!]!;
  const metricOf = (v: number): MetricScores => state.metrics[labels[v]!]!;
  // A group (vertices, its incoming floater last) in Burstein order, as bbpPairings sorts it.
  const sortGroup = (members: readonly number[]): number[] => listSort(members, (a, b) => worseThan(metricOf(b), metricOf(a)));
  /** Group [begin, end) with the floater from above (if any) last, before the sort. */
  const groupMembers = (begin: number, end: number, floater: number | null): number[] => {
    const members: number[] = [];
    for (let v = begin; v < end; v++) members.push(v);
    if (floater !== null) members.push(floater);
    return members;
  };
  const pairOf = (v: number, m: number): [number, number] => {
    const c = colourOf(state, player(v), player(m));
    return c === 'white' ? [labels[v]!, labels[m]!] : [labels[m]!, labels[v]!];
  };
  if (engine?.fullEngine !== true && homogeneousRound(state)) {
    // No game played yet (homogeneousRound.ts): the matching's answer written directly.
    const pairs: [number, number][] = [];
    const paired: number[][] = [];
    let floater: number | null = null;
    for (let begin = 0, end = 0; begin < n; begin = end) {
      while (end < n && scoreOf(labels[begin]!) === scoreOf(labels[end]!)) end++;
      paired.push(labels.slice(begin, end));
      const group = topAgainstBottom(sortGroup(groupMembers(begin, end, floater)), floater);
      for (const [v, m] of group.pairs) pairs.push(pairOf(v, m));
      floater = group.floater;
    }
    trace?.groups(paired);
    return { ok: true, pairs, bye, ordered: order };
  }
  const weights = new BursteinWeights(vertexFacts(labels.map((i) => ps[i]!)));
  const graph = new Graph(n, weights);

  // Score groups: start indices; a repeated start means no floater can come from the group above.
  const groups: number[] = [0, 0];
  const back = (k = 0): number => groups[groups.length - 1 - k]!;
  let valid = true;
  let mate: number[] = [];
  let g = -1;
  while (back() < n) {
    groups.push(back());
    // group g, linked to the group above when that one ended on an odd boundary (a floater may come down)
    g++;
    weights.linkedUp[g] = back(2) < back(1) ? 1 : 0;
    do {
      const groupBegin = back();
      do {
        graph.addVertex(back(), g, back(2), back(1));
        groups[groups.length - 1]!++;
      } while (back() < n && scoreOf(labels[groupBegin]!) === scoreOf(labels[back()]!));
      // A virtual opponent so that no player of a higher group is left unpaired.
      if (back() & 1) graph.setVirtual(back(), back(1), back());
      mate = graph.solve();
      valid = matchingIsValid(mate, groups);
    } while (back() < n && !valid);
    if (back() < n && !(back() & 1)) groups.push(back());
  }
  // Merge the last group with the one above while it cannot be paired.
  while (groups.length > 3 && !valid) {
    groups.pop();
    const boundary = groups.pop()!;
    const groupBegin = groups.pop()!;
    graph.mergeLast(back(), groupBegin, boundary);
    mate = graph.solve();
    groups.push(groupBegin, n);
    valid = matchingIsValid(mate, groups);
  }
  if (!valid) {
    return { ok: false, detail: 'The non-bye players cannot be simultaneously paired without violating the absolute criteria.', ordered: order };
  }

  if (trace !== undefined) {
    const paired: number[][] = [];
    for (let gi = 1; gi < groups.length; gi++) if (groups[gi - 1]! < groups[gi]!) paired.push(labels.slice(groups[gi - 1]!, groups[gi]!));
    trace.groups(paired);
  }

  // Top against bottom inside each group.
  const pairs: [number, number][] = [];
  const done = new Array<boolean>(n).fill(false);
  let begin = groups[0]!;
  let floater: number | null = null;
  for (let gi = 1; gi < groups.length; gi++) {
    const end = groups[gi]!;
    if (begin === end) continue;
    const full = sortGroup(groupMembers(begin, end, floater));
    const cameDown = floater;
    floater = null;
    graph.colourGroup(gi, begin, end, full, cameDown);
    for (let i = 0; i < full.length; i++) {
      const v = full[i]!;
      if (done[v]) continue;
      // The decision read from the optimum in hand when it settles it (Graph.certifiedPartner,
      // with the argument), else the re-solve with v's priorities, as bbpPairings.
      let m = engine?.solveEveryDecision === true ? -1 : graph.certifiedPartner(full, i, done);
      if (m < 0) {
        graph.prioritise(full, i, gi, done);
        m = graph.solveFor(v);
      }
      if (m >= end) {
        floater = v;
      } else {
        done[v] = true;
        done[m] = true;
        pairs.push(pairOf(v, m));
        graph.finalizePair(v, m);
      }
    }
    begin = end;
  }
  return { ok: true, pairs, bye, ordered: order };
}

/** bbpPairings sortResults: by the higher player's score, the lower player's score, the higher player's rank. (Exported for the tests.) */
export function boardOrder(state: BursteinState, pairs: readonly (readonly [number, number])[]): ProposedPair[] {
  const ps = state.base.players;
  const boards = pairs.map(([w, b]) => {
    const pw = ps[w]!;
    const pb = ps[b]!;
    const whiteLower = pw.score < pb.score || (pw.score === pb.score && pw.pairingNumber > pb.pairingNumber);
    const [h, l] = whiteLower ? [pb, pw] : [pw, pb];
    return { h, l, pair: { white: pw.id, black: pb.id } };
  });
  boards.sort((x, y) => y.h.score - x.h.score || y.l.score - x.l.score || x.h.pairingNumber - y.h.pairingNumber);
  return boards.map((b) => b.pair);
}

/** Pair the next round with the Burstein system (C.04.4.2) as bbpPairings 6.0 does. */
export function pairBurstein(t: Tournament): PairingOutcome {
  if (t.settings.system !== 'burstein') {
    return { ok: false, reason: 'invalid-state', detail: `the Burstein system cannot pair a ${t.settings.system} tournament` };
  }
  const state = buildBursteinState(t);
  const result = pairBursteinState(state);
  if (!result.ok) return { ok: false, reason: 'no-valid-pairing', detail: result.detail };
  const byes = result.bye === null ? [] : [{ player: state.base.players[result.bye]!.id, kind: 'U' as const }];
  return { ok: true, round: { pairs: boardOrder(state, result.pairs), byes, notes: [] } };
}

export const bursteinSystem: PairingSystem = {
  id: 'burstein',
  pairNextRound: pairBurstein,
};
