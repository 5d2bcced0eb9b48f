import type { BracketGraph } from './bracketGraph';
import type { BaseWeights } from './wideWeights';

/**
 * The part of the bracket procedure shared by both rule sets: once the bracket's base edge
 * weights are in the graph, decide (in FIDE order) which moved-down players are paired
 * (C.04.3 C6/C7 then B.2 order of MDPs), their opponents, the exchanges between S1 and S2
 * (C.04.3 B.3: fewest exchanges, smallest differences of the exchanged BSNs, lowest S1 players /
 * highest S2 players first) and finally the S1 players' opponents (B.1 transpositions: the
 * highest S2 player that still allows an optimal pairing).
 *
 * Indices: `pbi` positions 0..mdpCount-1 are the moved-down players, mdpCount..residentEnd-1 the
 * residents of the bracket, residentEnd.. the next score group. `vertexOf` maps a position to the
 * graph vertex. base (larger, smaller) holds the base weight (0 = not allowed); the procedure only
 * ever adds small nudges to it in the low bits bbpPairings reserves for the ordering rules.
 */
export interface BracketContext {
  readonly graph: BracketGraph;
  readonly vertexOf: readonly number[];
  readonly base: BaseWeights;
  readonly mdpCount: number;
  readonly residentEnd: number;
  /** Number of positions in pbi (bracket + next score group). */
  readonly size: number;
  /** Vertex range [residentBeginVertex, residentEndVertex) of the bracket's residents. */
  readonly residentBeginVertex: number;
  readonly residentEndVertex: number;
  /** Bits of the player-count fields used by the ordering (bbpPairings' playerCountBits). */
  readonly countBits: number;
  /** Accelerated score of the player at a position. */
  readonly scoreAt: (position: number) => number;
  /** Marks by vertex (2026) or by position (2017); see `matchedKey`. */
  readonly matched: boolean[];
  readonly matchedKey: (position: number) => number;
  readonly matchedKeyOfVertex: (vertex: number) => number;
  /** Called whenever a pair is fixed (the 2017 rules also fix it in the completion graph). */
  readonly onFinalize?: (positionVertexA: number, vertexB: number) => void;
  /**
   * The caller reads only the residents' fixed pairs from the matching returned, not whom the
   * others are matched with in it, so B.1 may take a decision from the optimum in hand without the
   * re-solve (`BracketGraph.firstOptimalPartner`): the pairs are the same, the rest of the matching
   * another optimum.
   */
  readonly pairsOnly?: boolean;
}

export function runBracketProcedure(ctx: BracketContext, initialMate: number[]): number[] {
  const { graph, vertexOf, base, mdpCount, residentEnd, size, residentBeginVertex, residentEndVertex, countBits, matched } = ctx;
  let mate = initialMate;
  const v = (p: number): number => vertexOf[p]!;
  const inResidents = (vertex: number): boolean => vertex >= residentBeginVertex && vertex < residentEndVertex;
  const residentCount = residentEnd - mdpCount;

  // C.04.3 C6/C7: pair as many MDPs as possible, the highest scores first; B.2: among MDPs of
  // equal score, the highest-ranked first.
  let mdpScore = 0;
  let remaining = 0;
  let remainingMatched = 0;
  for (let p = 0; p < mdpCount; p++) {
    if (p === 0 || ctx.scoreAt(p) < mdpScore) {
      mdpScore = ctx.scoreAt(p);
      remaining = 0;
      remainingMatched = 0;
      for (let q = p; q < size && ctx.scoreAt(q) >= mdpScore; q++) {
        if (q >= mdpCount) break;
        remaining++;
        if (inResidents(mate[v(q)]!)) remainingMatched++;
      }
    }
    if (remainingMatched === 0) continue;
    if (remaining <= remainingMatched) {
      matched[ctx.matchedKey(p)] = true;
      continue;
    }
    remaining--;
    if (!inResidents(mate[v(p)]!)) {
      for (let o = mdpCount; o < residentEnd; o++) {
        if (!base.isZero(o, p)) graph.set(v(p), v(o), base, o, p, 1);
      }
      mate = graph.solve();
    }
    if (inResidents(mate[v(p)]!)) {
      matched[ctx.matchedKey(p)] = true;
      remainingMatched--;
      for (let o = mdpCount; o < residentEnd; o++) {
        if (!base.isZero(o, p)) graph.set(v(p), v(o), base, o, p, residentCount + 1);
      }
    }
  }

  // B.2/B.1 in the heterogeneous bracket: each paired MDP gets the highest resident possible.
  for (let p = 0; p < mdpCount; p++) {
    if (!matched[ctx.matchedKey(p)]) continue;
    let addend = size;
    for (let o = residentEnd - 1; o >= mdpCount; o--) {
      if (matched[ctx.matchedKey(o)]) continue;
      if (!base.isZero(o, p)) {
        graph.set(v(p), v(o), base, o, p, addend);
        addend++;
      }
    }
    mate = graph.solve();
    const m = mate[v(p)]!;
    matched[ctx.matchedKeyOfVertex(m)] = true;
    graph.finalizePair(v(p), m);
    ctx.onFinalize?.(v(p), m);
  }

  // The remainder (homogeneous part): residents not paired with an MDP.
  const remainder: number[] = [];
  let remainderPairs = 0;
  for (let p = mdpCount; p < residentEnd; p++) {
    const m = mate[v(p)]!;
    if (m < residentBeginVertex) continue;
    remainder.push(p);
    if (m < v(p)) remainderPairs++;
  }

  // B.3: minimise the number of exchanges, then the difference of the exchanged BSNs: the
  // ordering nudge of an S1-candidate s at remainder index i is 2·([i < pairs]·4^countBits - i).
  // (4^countBits once: `2 **` with a variable exponent is a call to the library pow in V8's
  // optimised code, and the nudge is computed for every pair of the remainder, again and again)
  const s1Bonus = 2 ** (2 * countBits);
  const orderingNudge = (sRemainderIndex: number): number =>
    ((sRemainderIndex < remainderPairs ? 1 : 0) * s1Bonus - sRemainderIndex) * 2;
  /** w(s, l) with s's ordering nudge (plus `extra`), or no edge when the pair is not allowed. */
  const setOrdered = (s: number, l: number, sRemainderIndex: number, extra = 0): void => {
    if (base.isZero(l, s)) graph.setZero(v(s), v(l));
    else graph.set(v(s), v(l), base, l, s, orderingNudge(sRemainderIndex) + extra);
  };
  for (let oi = 0; oi < remainder.length; oi++) {
    const o = remainder[oi]!;
    for (let pi = 0; pi < remainder.length; pi++) {
      const p = remainder[pi]!;
      if (o <= p) break;
      setOrdered(p, o, pi);
    }
  }
  mate = graph.solve();

  const pairedDown = (p: number): boolean => {
    const m = mate[v(p)]!;
    return m > v(p) && m < residentEndVertex;
  };
  let exchangeCount = 0;
  for (let i = 0; i < remainderPairs; i++) if (!pairedDown(remainder[i]!)) exchangeCount++;

  // B.3: the S1 players moved to S2 are the lowest ones possible.
  let exchangesRemaining = exchangeCount;
  for (let pi = remainderPairs - 1; pi >= 0 && exchangesRemaining > 0; pi--) {
    const p = remainder[pi]!;
    if (pairedDown(p)) {
      for (let oi = pi + 1; oi < remainder.length; oi++) {
        if (!base.isZero(remainder[oi]!, p)) setOrdered(p, remainder[oi]!, pi, -1);
      }
      mate = graph.solve();
    }
    const exchange = !pairedDown(p);
    if (exchange) exchangesRemaining--;
    for (let oi = pi + 1; oi < remainder.length; oi++) {
      const o = remainder[oi]!;
      if (exchange) base.zero(o, p);
      setOrdered(p, o, pi);
    }
  }

  // B.3: the S2 players moved to S1 are the highest ones possible.
  exchangesRemaining = exchangeCount;
  for (let pi = remainderPairs; pi < remainder.length && exchangesRemaining > 1; pi++) {
    const p = remainder[pi]!;
    const already = pairedDown(p);
    if (!already) {
      for (let oi = pi + 1; oi < remainder.length; oi++) {
        if (!base.isZero(remainder[oi]!, p)) setOrdered(p, remainder[oi]!, pi, 1);
      }
      mate = graph.solve();
    }
    const exchange = pairedDown(p);
    if (exchange) {
      exchangesRemaining--;
      for (let oi = 0; oi < pi; oi++) {
        const o = remainder[oi]!;
        base.zero(p, o);
        graph.setZero(v(p), v(o));
      }
      for (let o = residentEnd; o < size; o++) {
        base.zero(o, p);
        graph.setZero(v(p), v(o));
      }
    }
    if (!already) {
      for (let oi = pi + 1; oi < remainder.length; oi++) setOrdered(p, remainder[oi]!, pi);
    }
  }

  // Fix which players form S1 (paired downwards) and S2.
  for (let pi = 0; pi < remainder.length; pi++) {
    const p = remainder[pi]!;
    for (let oi = pi + 1; oi < remainder.length; oi++) {
      const o = remainder[oi]!;
      if (!pairedDown(p) || pairedDown(o)) base.zero(o, p);
      if (base.isZero(o, p)) graph.setZero(v(p), v(o));
      else graph.set(v(p), v(o), base, o, p);
    }
  }

  // B.1: each S1 player, from the top, gets the highest S2 player that keeps the pairing optimal.
  // Once every MDP is paired, every other weight is the base (the nudged rows were the fixed
  // players', gone; the remainder's were set back above), so the nudged optimum is a base optimum
  // that pairs p with the candidate of the largest addend some base optimum allows: the first of
  // `candidates` (highest first) that the optimum in hand certifies is that answer. The last
  // candidate is left out: its addend 0 ties with p's pairs outside the remainder. An MDP left
  // unpaired keeps its +1 nudges, which p's addends could outweigh: then every decision is solved.
  let mdpsPaired = true;
  for (let p = 0; p < mdpCount; p++) if (!matched[ctx.matchedKey(p)]) mdpsPaired = false;
  const fast = ctx.pairsOnly === true && mdpsPaired && graph.firstOptimalPartner !== undefined;
  const candidates: number[] = [];
  let unsolved = false;
  for (const p of remainder) {
    if (!pairedDown(p)) continue;
    let m = -1;
    if (fast) {
      candidates.length = 0;
      for (const o of remainder) if (o > p && !matched[ctx.matchedKey(o)]) candidates.push(v(o));
      candidates.pop();
      m = graph.firstOptimalPartner!(v(p), candidates);
    }
    if (m >= 0) unsolved = true;
    else {
      let addend = 0;
      for (let oi = remainder.length - 1; oi >= 0; oi--) {
        const o = remainder[oi]!;
        if (o <= p || matched[ctx.matchedKey(o)]) continue;
        if (!base.isZero(o, p)) graph.set(v(p), v(o), base, o, p, addend);
        addend++;
      }
      mate = graph.solve();
      unsolved = false;
      m = mate[v(p)]!;
    }
    matched[ctx.matchedKey(p)] = true;
    matched[ctx.matchedKeyOfVertex(m)] = true;
    graph.finalizePair(v(p), m);
    ctx.onFinalize?.(v(p), m);
  }
  // The fixed pairs decided without a re-solve are not in `mate` yet (the graph is settled: this
  // returns at once).
  if (unsolved) mate = graph.solve();
  return mate;
}
