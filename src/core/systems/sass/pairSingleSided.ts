import type { Bye, PairingFailure, PlayerId, ProposedPair, ProposedRound, Tournament } from '../../model';
import type { Rng } from '../../random';
import type { CostModel, CostTerm, SideRule } from './costModel';
import type { ExactCost } from './exactCost';
import { exactCost, formatDecimal } from './exactCost';
import type { SideRecord } from './sideRecord';
import { playersToPair, sideRecords } from './sideRecord';

/** One weighted edge of the pairing graph (vertices 0..n-1). */
export interface WeightedEdge {
  readonly u: number;
  readonly v: number;
  readonly weight: bigint;
}

/**
 * Maximum-weight matching among the maximum-cardinality matchings: returns mate[v] (-1 = single).
 * The production matcher is src/core/matching; tests may pass a brute force.
 */
export type MaxWeightMatcher = (vertexCount: number, edges: readonly WeightedEdge[]) => readonly number[];

export interface SingleSidedPairing {
  readonly ok: true;
  readonly round: ProposedRound;
  /** Sum of the chosen edges' costs under the model (exact). */
  readonly totalCost: ExactCost;
}

/** A pair of the solution, with its sides rule and the model's cost terms. */
export interface Chosen {
  readonly a: SideRecord;
  readonly b: SideRecord;
  readonly sides: SideRule;
  readonly cost: bigint;
  readonly terms: readonly CostTerm[];
}

/** The least-cost round of some players: its pairs (in vertex order), the bye and the exact total (units of 1/scale). */
export type SingleSidedSolution =
  | { readonly ok: true; readonly pairs: readonly Chosen[]; readonly bye: { readonly player: SideRecord; readonly cost: bigint; readonly terms: readonly CostTerm[] } | null; readonly total: bigint }
  | { readonly ok: false; readonly unpaired: readonly PlayerId[] };

/**
 * The engine: minimum total cost over the maximum-cardinality matchings of `players` (in vertex
 * order, plus a virtual bye when their number is odd), forbidden pairings left out of the graph.
 * Minimum cost is found as maximum weight with weight = BIG − cost, BIG > every cost, so every
 * edge weighs ≥ 1 and (cardinality fixed) maximizing Σ(BIG − cost) minimizes Σ cost. The
 * explanation re-solves a round's other players through it with a pair or the bye fixed.
 */
export const solveSingleSided = (players: readonly SideRecord[], model: CostModel, matcher: MaxWeightMatcher): SingleSidedSolution => {
  const n = players.length;
  const hasBye = n % 2 === 1;
  const vertexCount = hasBye ? n + 1 : n;
  const costs: { u: number; v: number; cost: bigint; terms: readonly CostTerm[]; sides: SideRule | null }[] = [];
  for (let i = 0; i < n; i++) {
    const a = players[i] as SideRecord;
    for (let j = i + 1; j < n; j++) {
      const verdict = model.pair(a, players[j] as SideRecord);
      if (verdict.allowed) costs.push({ u: i, v: j, cost: verdict.cost, terms: verdict.terms, sides: verdict.sides });
    }
    if (hasBye) {
      const verdict = model.bye(a);
      if (verdict.allowed) costs.push({ u: i, v: n, cost: verdict.cost, terms: verdict.terms, sides: null });
    }
  }
  const big = costs.reduce((m, e) => (e.cost > m ? e.cost : m), 0n) + 1n;
  const mate = n === 0 ? [] : matcher(vertexCount, costs.map((e) => ({ u: e.u, v: e.v, weight: big - e.cost })));

  const unpaired = players.filter((_, i) => (mate[i] ?? -1) < 0).map((p) => p.id);
  if (unpaired.length > 0) return { ok: false, unpaired };

  const costOf = new Map(costs.map((e) => [e.u * vertexCount + e.v, e]));
  let total = 0n;
  const chosen: Chosen[] = [];
  let bye: { player: SideRecord; cost: bigint; terms: readonly CostTerm[] } | null = null;
  for (let i = 0; i < n; i++) {
    const m = mate[i] as number;
    if (m < i) continue;
    const e = costOf.get(i * vertexCount + m);
    if (!e) throw new Error(`matcher returned an edge that is not in the graph: ${i}–${m}`);
    total += e.cost;
    const a = players[i] as SideRecord;
    if (m === n) bye = { player: a, cost: e.cost, terms: e.terms };
    else chosen.push({ a, b: players[m] as SideRecord, sides: e.sides as SideRule, cost: e.cost, terms: e.terms });
  }
  return { ok: true, pairs: chosen, bye, total };
};

/**
 * Single-sided Swiss ("Single Sided Swiss: How it Works"): the least-cost round of the players to
 * pair (`solveSingleSided`). When the best matching leaves someone unpaired, no valid pairing exists.
 *
 * Ties (several pairings of the least cost; the articles leave them open): the players are the
 * vertices in id order and the bye the last one, and the matcher's rule decides — the
 * lowest-id player meets the lowest-id opponent that some cheapest pairing gives it, then the
 * lowest-id player still undecided, and so on; the bye is every player's last choice.
 */
export const pairSingleSided = (
  t: Tournament,
  model: CostModel,
  rng: Rng,
  matcher: MaxWeightMatcher,
): SingleSidedPairing | PairingFailure => {
  const records = sideRecords(t, model.sideBiasRule);
  const ids = playersToPair(t);
  const players = ids.map((id) => records.get(id) as SideRecord);
  if (players.length === 0) return { ok: false, reason: 'no-valid-pairing', detail: 'there is nobody to pair' };
  const solved = solveSingleSided(players, model, matcher);
  if (!solved.ok) {
    const { unpaired } = solved;
    return {
      ok: false,
      reason: 'no-valid-pairing',
      detail: `even the best pairing leaves ${unpaired.length} player(s) unpaired (${unpaired.join(', ')}): ` +
        `every pairing left for them is forbidden (${model.exclusions})`,
    };
  }
  const chosen = [...solved.pairs];
  const byes: Bye[] = solved.bye === null ? [] : [{ player: solved.bye.player.id, kind: 'U' }];
  const total = solved.total;

  // Board order: strongest pairs first; coin flips are drawn in that order so they replay exactly.
  chosen.sort((x, y) => {
    const hx = Math.max(x.a.score, x.b.score);
    const hy = Math.max(y.a.score, y.b.score);
    if (hx !== hy) return hy - hx;
    const lx = Math.min(x.a.score, x.b.score);
    const ly = Math.min(y.a.score, y.b.score);
    if (lx !== ly) return ly - lx;
    return Math.min(x.a.id, x.b.id) - Math.min(y.a.id, y.b.id);
  });
  const pairs: ProposedPair[] = chosen.map(({ a, b, sides }) => {
    const corp: PlayerId = sides.kind === 'forced' ? sides.corp : rng.int(0, 1) === 0 ? a.id : b.id;
    return { white: corp, black: corp === a.id ? b.id : a.id };
  });
  const totalCost = exactCost(total, model.scale);
  return {
    ok: true,
    round: {
      pairs,
      byes,
      // In the TO's words: what the cost measures and which way is good (the exact value stays in the checker's output).
      notes: [`Pairing cost ${formatDecimal(totalCost, 2)} (score gaps and side imbalance of this round's pairs; 0 would be every pair on equal points and due sides)`],
    },
    totalCost,
  };
};
