import type { Colour, PairingOutcome, PairingSystem, ProposedPair, Tournament } from '../../model';
import { colours } from '../../model';
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

/**
 * Edge weights as bbpPairings builds them for Burstein (burstein.h, a build for up to 9999
 * players): compatible × 1 + same score group × 1 + different due colours × 1 + a priority below
 * the colour unit. Each unit outweighs every possible sum of the units below it. The largest
 * edge is about 2^38, so every weight and every slack is an exact integer in
 * a double (hence NumberWarmMatcher, not the bigint matcher the Dutch system needs).
 */
const preferenceSize = 9999;
const colourMultiplier = preferenceSize;
const sameScoreGroupMultiplier = preferenceSize * (Math.floor(9999 / 2) + 1);
const compatibleMultiplier = sameScoreGroupMultiplier * (Math.floor(9999 / 2) + 1);


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

/** bbpPairings computeEdgeWeight(a, b, sameScoreGroup, useDueColour) between vertices a and b. */
type EdgeWeight = (a: number, b: number, sameScoreGroup: boolean, useDueColour: boolean) => number;

/**
 * Edge weights between the vertices (players in pairing order), from what is read once per round:
 * C.04.1 / bbpPairings, two players may meet unless they met (a's forbidden set holds b) or both
 * have the same absolute preference.
 */
function edgeWeights(players: readonly SwissPlayer[]): EdgeWeight {
  const n = players.length;
  const vertexOf = new Map(players.map((p, v) => [p.index, v]));
  const forbidden = new Uint8Array(n * n);
  /** 0: no preference, else 1 + index in `colours`. */
  const preference = new Uint8Array(n);
  const absolute = new Uint8Array(n);
  players.forEach((p, a) => {
    for (const index of p.forbidden) {
      const b = vertexOf.get(index);
      if (b !== undefined) forbidden[a * n + b] = 1;
    }
    preference[a] = p.colourPreference === null ? 0 : 1 + colours.indexOf(p.colourPreference);
    absolute[a] = isAbsolutePreference(p) ? 1 : 0;
  });
  return (a, b, sameScoreGroup, useDueColour) => {
    if (forbidden[a * n + b]) return 0;
    const pa = preference[a]!;
    const pb = preference[b]!;
    if (absolute[a] && absolute[b] && pa === pb) return 0;
    let w = compatibleMultiplier;
    if (sameScoreGroup) {
      w += sameScoreGroupMultiplier;
      if (useDueColour && (pa === 0 || pb === 0 || pa !== pb)) w += colourMultiplier;
    }
    return w;
  };
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

/** Graph over the non-bye players with bbpPairings' "0 weight = no edge" convention. */
class Graph {
  private readonly m: NumberWarmMatcher;
  constructor(readonly n: number) {
    this.m = new NumberWarmMatcher(n);
  }
  set(a: number, b: number, weight: number): void {
    this.m.setWeight(a, b, weight); // weight 0 = no edge; an unchanged weight costs nothing
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

/**
 * The Burstein pairing procedure as bbpPairings 6.0 runs it (burstein.cpp computeMatching):
 * 1. order players by accelerated score, then Burstein index; the lowest eligible player gets the bye;
 * 2. build score groups top-down, merging a group with the next one while no matching pairs
 *    everyone in it with at most one floater; merge the last group upward while it cannot be paired;
 * 3. inside each group (with the floater from above), the highest player takes the lowest-placed
 *    opponent that keeps a maximum matching, preferring opponents with a compatible due colour.
 */
export function pairBursteinState(state: BursteinState): BursteinResult {
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
  const graph = new Graph(n);
  const edgeWeight = edgeWeights(labels.map((i) => ps[i]!));

  // Score groups: start indices; a repeated start means no floater can come from the group above.
  const groups: number[] = [0, 0];
  const back = (k = 0): number => groups[groups.length - 1 - k]!;
  let valid = true;
  let mate: number[] = [];
  while (back() < n) {
    groups.push(back());
    do {
      const groupBegin = back();
      do {
        const v = back();
        for (let u = back(2); u < v; u++) graph.set(v, u, edgeWeight(u, v, u >= back(1), false));
        groups[groups.length - 1]!++;
      } while (back() < n && scoreOf(labels[groupBegin]!) === scoreOf(labels[back()]!));
      // A virtual opponent so that no player of a higher group is left unpaired.
      if (back() & 1) for (let u = back(1); u < back(); u++) graph.set(back(), u, compatibleMultiplier);
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
    for (let outer = back(); outer < boundary; outer++) {
      for (let inner = boundary; inner < n; inner++) graph.set(outer, inner, edgeWeight(outer, inner, outer >= groupBegin, false));
    }
    mate = graph.solve();
    groups.push(groupBegin, n);
    valid = matchingIsValid(mate, groups);
  }
  if (!valid) {
    return { ok: false, detail: 'The non-bye players cannot be simultaneously paired without violating the absolute criteria.', ordered: order };
  }

  // Top against bottom inside each group.
  const pairs: [number, number][] = [];
  const done = new Array<boolean>(n).fill(false);
  let begin = groups[0]!;
  let floater: number | null = null;
  const metricOf = (v: number): MetricScores => state.metrics[labels[v]!]!;
  for (let gi = 1; gi < groups.length; gi++) {
    const end = groups[gi]!;
    if (begin === end) continue;
    const members: number[] = [];
    for (let v = begin; v < end; v++) members.push(v);
    if (floater !== null) {
      members.push(floater);
      floater = null;
    }
    const full = listSort(members, (a, b) => worseThan(metricOf(b), metricOf(a)));
    for (let i = 0; i < full.length; i++) {
      for (let j = full.length - 1; j > i; j--) graph.set(full[i]!, full[j]!, edgeWeight(full[i]!, full[j]!, true, true));
    }
    for (let i = 0; i < full.length; i++) {
      const v = full[i]!;
      if (done[v]) continue;
      let priority = 1;
      for (let j = i + 1; j < full.length; j++) {
        const u = full[j]!;
        if (done[u]) continue;
        const w = edgeWeight(v, u, true, true);
        if (w !== 0) graph.set(v, u, w + priority++);
      }
      const m = graph.solveFor(v);
      if (m >= end) {
        floater = v;
      } else {
        done[v] = true;
        done[m] = true;
        const c = colourOf(state, player(v), player(m));
        pairs.push(c === 'white' ? [labels[v]!, labels[m]!] : [labels[m]!, labels[v]!]);
        graph.finalizePair(v, m);
      }
    }
    begin = end;
  }
  return { ok: true, pairs, bye, ordered: order };
}

/** bbpPairings sortResults: by the higher player's score, the lower player's score, the higher player's rank. */
function boardOrder(state: BursteinState, pairs: readonly (readonly [number, number])[]): ProposedPair[] {
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
