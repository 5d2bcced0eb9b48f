import type { DutchPlayer, DutchState } from './history';
import { acceleratedScore, pointsOf } from './history';
import { runBracketProcedure } from './bracketProcedure';
import type { MatcherFactory } from './weightedGraph';
import { WeightedGraph } from './weightedGraph';
import {
  bitsToRepresent,
  colourBits,
  compatible,
  floatOf,
  type Float,
  type PairingResult,
} from './criteria';

/**
 * C.04.1 art. 4 (2026) / C.04.3 C2: a player who already scored, in one single round without
 * playing, as many points as a win may not get the pairing-allocated bye.
 */
export const eligibleForBye2026 = (state: DutchState, p: DutchPlayer): boolean =>
  !p.rounds.some(
    (r) =>
      (!r.played && pointsOf(state, p, r) >= state.scoring.win) ||
      // a pairing-allocated bye already received, whatever it was worth
      (r.participated && r.opponent === p.index),
  );

interface Ctx2026 {
  readonly state: DutchState;
  readonly acc: (p: DutchPlayer) => number;
  readonly sgBits: number;
  readonly sgsShift: number;
  readonly shiftOf: ReadonlyMap<number, number>;
  readonly eligible: readonly boolean[];
  /** A.4 floats one and two rounds back, by player index. */
  readonly float: (p: DutchPlayer, roundsBack: 1 | 2) => Float;
}

/**
 * The base edge weight between a higher and a lower player, one field per criterion, highest
 * priority first (bbpPairings' layout for the 2026 rules). 0 means the pair is not allowed.
 */
function edgeWeight2026(
  c: Ctx2026,
  h: DutchPlayer,
  l: DutchPlayer,
  lowerInCurrent: boolean,
  lowerInNext: boolean,
  byeScore: number,
  singleDownfloaterIsByeAssignee: boolean,
  playedGamesRanks: ReadonlyMap<number, number>,
): bigint {
  const { state, acc, sgBits, sgsShift, shiftOf } = c;
  // C.04.3 C1, C3: absolute criteria.
  if (!compatible(state, h, l, acc)) return 0n;
  const sg = BigInt(sgBits);
  const sgs = BigInt(sgsShift);
  const ah = acc(h);
  const al = acc(l);
  const byeCandidate = (p: DutchPlayer): boolean => c.eligible[p.index]! && acc(p) <= byeScore;
  // C.04.3 C4 (completion) and C5 (PAB assignee's score): pairs of players who cannot take the bye.
  let r = BigInt(1 + (byeCandidate(h) ? 0 : 1) + (byeCandidate(l) ? 0 : 1));
  // C6: maximise the number of pairs in the bracket.
  r = (r << sg) | (lowerInCurrent ? 1n : 0n);
  // C7: maximise the scores paired in the bracket.
  r <<= sgs;
  if (lowerInCurrent) r |= 1n << BigInt(shiftOf.get(ah)!);
  // C8: the next bracket can still pair as many, as high, as possible.
  r = (r << sg) | (lowerInNext ? 1n : 0n);
  r <<= sgs;
  if (lowerInNext) r |= 1n << BigInt(shiftOf.get(ah)!);
  // C9: minimise the unplayed games of the PAB assignee.
  r <<= sg;
  if (singleDownfloaterIsByeAssignee) {
    if (ah === byeScore) r |= BigInt(playedGamesRanks.get(h.playedGames) ?? 0);
    if (al === byeScore) r += BigInt(playedGamesRanks.get(l.playedGames) ?? 0);
  }
  // C10-C13: colour criteria.
  r = colourBits(r, l, h, lowerInCurrent, sg);
  if (state.playedRounds >= 1) {
    // C14: resident downfloaters who downfloated in the previous round.
    r <<= sg;
    if (lowerInCurrent) {
      if (c.float(l, 1) === 'down') r |= 1n;
      if (ah <= al && c.float(h, 1) === 'down') r += 1n;
    }
    // C15: MDP opponents who upfloated in the previous round.
    r <<= sg;
    if (lowerInCurrent && !(ah > al && c.float(l, 1) === 'up')) r |= 1n;
  }
  if (state.playedRounds > 1) {
    // C16: resident downfloaters who downfloated two rounds before.
    r <<= sg;
    if (lowerInCurrent) {
      if (c.float(l, 2) === 'down') r |= 1n;
      if (ah <= al && c.float(h, 2) === 'down') r += 1n;
    }
    // C17: MDP opponents who upfloated two rounds before.
    r <<= sg;
    if (lowerInCurrent && !(ah > al && c.float(l, 2) === 'up')) r |= 1n;
  }
  if (state.playedRounds >= 1) {
    // C18: scores of repeated downfloaters (previous round).
    r <<= sgs;
    if (lowerInCurrent) {
      if (c.float(l, 1) === 'down') r += 1n << BigInt(shiftOf.get(al)!);
      if (c.float(h, 1) === 'down') r += 1n << BigInt(shiftOf.get(ah)!);
    }
    // C19: scores of the opponents of repeated upfloaters (previous round).
    r <<= sgs;
    if (lowerInCurrent && !(c.float(l, 1) === 'up' && ah > al)) r |= 1n << BigInt(shiftOf.get(ah)!);
  }
  if (state.playedRounds > 1) {
    // C20: as C18, two rounds before.
    r <<= sgs;
    if (lowerInCurrent) {
      if (c.float(l, 2) === 'down') r += 1n << BigInt(shiftOf.get(al)!);
      if (c.float(h, 2) === 'down') r += 1n << BigInt(shiftOf.get(ah)!);
    }
    // C21: as C19, two rounds before.
    r <<= sgs;
    if (lowerInCurrent && !(c.float(l, 2) === 'up' && ah > al)) r |= 1n << BigInt(shiftOf.get(ah)!);
  }
  // Room for the ordering rules of B.1-B.3 (transpositions and exchanges).
  r <<= sg * 3n + 1n;
  return r;
}

/** The number of bits of the weight layout above, for the "fixed pair" weight. */
function weightBits2026(c: Ctx2026): number {
  const { state, sgBits, sgsShift } = c;
  let bits = 0;
  bits += sgBits + sgsShift + sgBits + sgsShift + sgBits + 4 * sgBits;
  if (state.playedRounds >= 1) bits += 2 * sgBits;
  if (state.playedRounds > 1) bits += 2 * sgBits;
  if (state.playedRounds >= 1) bits += 2 * sgsShift;
  if (state.playedRounds > 1) bits += 2 * sgsShift;
  bits += 3 * sgBits + 1;
  return bits;
}

/** Pair one round under the 2026 rules (bbpPairings 6.0's procedure). */
export function pairRound2026(state: DutchState, matcher: MatcherFactory): PairingResult {
  const accOf = state.players.map((p) => acceleratedScore(state, p));
  const acc = (p: DutchPlayer): number => accOf[p.index]!;
  // A.2: order by score, then by pairing number.
  const sorted = state.players
    .filter((p) => p.toBePaired)
    .sort((a, b) => acc(b) - acc(a) || a.rankIndex - b.rankIndex);
  const n = sorted.length;
  if (n === 0) return { ok: true, pairs: [], bye: null };

  const shiftOf = new Map<number, number>();
  let sgsShift = 0;
  let maxGroup = 0;
  let run = 0;
  for (let i = n - 1; i >= 0; i--) {
    run++;
    const s = acc(sorted[i]!);
    if (i === 0 || s < acc(sorted[i - 1]!)) {
      shiftOf.set(s, sgsShift);
      maxGroup = Math.max(maxGroup, run);
      sgsShift += bitsToRepresent(run);
      run = 0;
    }
  }
  const sgBits = bitsToRepresent(maxGroup);
  const eligible = state.players.map((p) => eligibleForBye2026(state, p));
  const floats = [1, 2].map((back) =>
    state.players.map((p) => (state.playedRounds >= back ? floatOf(state, p, back, acc, '2026') : 'none')),
  );
  const float = (p: DutchPlayer, back: 1 | 2): Float => floats[back - 1]![p.index]!;
  const c: Ctx2026 = { state, acc, sgBits, sgsShift, shiftOf, eligible, float };
  // The weight of a fixed pair: 2 in the top field, all lower bits set (bbpPairings' maxEdgeWeight).
  const maxWeight = (1n << BigInt(weightBits2026(c) + 2)) - 1n;

  const graph = new WeightedGraph(n, matcher);
  const topScore = acc(sorted[0]!);
  const emptyRanks = new Map<number, number>();
  const odd = n % 2 === 1;
  for (let i = 0; i < n; i++) {
    const p = sorted[i]!;
    for (let j = 0; j < i; j++) {
      const o = sorted[j]!;
      if (odd) {
        // C.04.3 C4/C5: first find the lowest score the PAB assignee can have.
        let w = 0n;
        if (compatible(state, p, o, acc)) {
          w = BigInt(1 + (eligible[p.index] ? 0 : 1) + (eligible[o.index] ? 0 : 1));
          w <<= BigInt(sgsShift);
          w |= BigInt(shiftOf.get(acc(p))! + shiftOf.get(acc(o))!);
          w <<= BigInt(sgBits);
          w |= acc(p) >= topScore ? 1n : 0n;
        }
        graph.set(i, j, w);
      } else {
        graph.set(i, j, edgeWeight2026(c, o, p, false, false, 0, false, emptyRanks));
      }
    }
  }
  let mate = graph.solve();
  let unmatched = 0;
  for (let v = 0; v < n; v++) if (mate[v] === v) unmatched++;
  if (unmatched > 1) {
    return { ok: false, detail: 'the players could not all be paired while satisfying the absolute criteria (C.04.3 C1-C3)' };
  }

  let byeScore = 0;
  let singleDownfloaterIsByeAssignee = false;
  let playedGamesRanks = new Map<number, number>();
  if (odd) {
    for (let v = 0; v < n; v++) {
      if (mate[v] === v) {
        byeScore = acc(sorted[v]!);
        break;
      }
    }
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < i; j++) {
        graph.set(i, j, edgeWeight2026(c, sorted[j]!, sorted[i]!, false, false, byeScore, false, emptyRanks));
      }
    }
    if (byeScore >= topScore) {
      singleDownfloaterIsByeAssignee = true;
      for (let v = 0; v < n && acc(sorted[v]!) >= topScore; v++) {
        if (acc(sorted[mate[v]!]!) < topScore) {
          singleDownfloaterIsByeAssignee = false;
          break;
        }
      }
    }
    // C9: rank the candidates by the number of games they played.
    const counts = sorted.filter((p) => acc(p) === byeScore).map((p) => p.playedGames).sort((a, b) => b - a);
    playedGamesRanks = new Map<number, number>();
    counts.forEach((g, k) => playedGamesRanks.set(g, k));
  }

  const partner: (number | null)[] = new Array<number | null>(state.players.length).fill(null);
  const matched: boolean[] = new Array<boolean>(n).fill(false);
  let pbi: DutchPlayer[] = [];
  let vertexOf: number[] = [];
  let next = 0;
  while (next < n && acc(sorted[next]!) >= topScore) {
    pbi.push(sorted[next]!);
    vertexOf.push(vertexOf.length);
    next++;
  }
  let mdpCount = 0;
  let residentBeginVertex = 0;
  while (pbi.length > 1 || next < n) {
    const residentEnd = pbi.length;
    const residentEndVertex = residentBeginVertex + (residentEnd - mdpCount);
    const groupStart = next;
    while (next < n && acc(sorted[next]!) >= acc(sorted[groupStart]!)) {
      pbi.push(sorted[next]!);
      vertexOf.push(vertexOf[vertexOf.length - 1]! + 1);
      next++;
    }
    const size = pbi.length;
    const base: bigint[][] = Array.from({ length: size }, () => []);
    for (let l = mdpCount; l < size; l++) {
      const row = base[l]!;
      for (let s = 0; s < l; s++) {
        row[s] = edgeWeight2026(c, pbi[s]!, pbi[l]!, l < residentEnd, l >= residentEnd, byeScore, singleDownfloaterIsByeAssignee, playedGamesRanks);
        graph.set(vertexOf[l]!, vertexOf[s]!, row[s]!);
      }
    }
    mate = graph.solve();
    const positions = pbi;
    mate = runBracketProcedure(
      {
        graph,
        vertexOf,
        base,
        mdpCount,
        residentEnd,
        size,
        residentBeginVertex,
        residentEndVertex,
        countBits: sgBits,
        maxWeight,
        scoreAt: (p) => acc(positions[p]!),
        matched,
        matchedKey: (p) => vertexOf[p]!,
        matchedKeyOfVertex: (vx) => vx,
      },
      mate,
    );

    const nextPbi: DutchPlayer[] = [];
    const nextVertexOf: number[] = [];
    mdpCount = 0;
    singleDownfloaterIsByeAssignee = odd && groupStart < n && byeScore === acc(sorted[groupStart]!);
    for (let p = 0; p < size; p++) {
      const vx = vertexOf[p]!;
      if (p < residentEnd && matched[vx]) {
        const a = pbi[p]!;
        const b = sorted[mate[vx]!]!;
        partner[a.index] = b.index;
        partner[b.index] = a.index;
      } else {
        nextPbi.push(pbi[p]!);
        nextVertexOf.push(vx);
        if (p < residentEnd) mdpCount++;
        if (acc(sorted[mate[vx]!]!) < byeScore) singleDownfloaterIsByeAssignee = false;
      }
    }
    pbi = nextPbi;
    vertexOf = nextVertexOf;
    residentBeginVertex = residentEndVertex;
  }

  const pairs: [number, number][] = [];
  let bye: number | null = null;
  for (const p of sorted) {
    const m = partner[p.index];
    if (m === null || m === undefined) bye = p.index;
    else if (p.index < m) pairs.push([p.index, m]);
  }
  return { ok: true, pairs, bye };
}
