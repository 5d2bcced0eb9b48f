/**
 * The Burstein procedure as it was before its weights were computed on demand: the same steps
 * writing an n×n table of weights (bbpPairings' own representation) into the warm matcher's
 * table. Kept as the oracle of test/burstein/computedWeights.test.ts (copied from
 * src/core/systems/burstein/burstein.ts as it stood then; only the imports differ).
 */
import { colours } from '../../src/core/model';
import { NumberWarmMatcher } from '../../src/core/matching';
import type { SwissPlayer } from '../../src/core/systems/fide/history';
import { isAbsolutePreference } from '../../src/core/systems/fide/history';
import { eligibleForBye2017 } from '../../src/core/systems/fide/byeEligibility';
import type { BursteinResult, BursteinState } from '../../src/core/systems/burstein/burstein';
import { colourOf } from '../../src/core/systems/burstein/burstein';
import type { MetricScores } from '../../src/core/systems/burstein/metricScores';
import { listSort } from '../../src/core/systems/burstein/listSort';
import { worseThan } from '../../src/core/systems/burstein/metricScores';

const preferenceSize = 9999;
const colourMultiplier = preferenceSize;
const sameScoreGroupMultiplier = preferenceSize * (Math.floor(9999 / 2) + 1);
const compatibleMultiplier = sameScoreGroupMultiplier * (Math.floor(9999 / 2) + 1);


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
export function densePairBursteinState(state: BursteinState): BursteinResult {
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

