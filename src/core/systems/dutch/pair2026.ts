import type { PairingProgress } from '../../model';
import type { SwissPlayer, SwissState } from '../fide/history';
import { acceleratedScore, isAbsolutePreference } from '../fide/history';
import { eligibleForBye2026 } from '../fide/byeEligibility';
import { runBracketProcedure } from './bracketProcedure';
import { pairHomogeneousRound, type DutchEngine } from './homogeneousRound';
import { FlatRestGraph } from './flatRestGraph';
import { ComputedBase, limbsForWeights } from './wideWeights';
import { PricedWideMatcher, wideAddAt, wideNormalize } from '../../matching';
import { C10, C11, C12, C13, bitsToRepresent, colourCriteria, compatible, floatOf, type Float, type PairingResult } from './criteria';

/**
 * Bit offsets of bbpPairings 6.0's weight fields, from the lowest bit up: 3·sg+1 bits for the
 * ordering rules (B.1-B.3), then C21 ... C6, then the top field (C4 completion, C5 bye score).
 * `sg` counts players of a score group, `sgs` holds one such count per score group. A field that
 * the number of played rounds rules out is absent (-1).
 */
interface Layout2026 {
  readonly top: number;
  readonly c6: number;
  readonly c7: number;
  readonly c8: number;
  readonly c8Scores: number;
  readonly c9: number;
  /** C10, C11, C12, C13. */
  readonly colour: readonly [number, number, number, number];
  /** C14-C17 and C18-C21 by rounds back: [down, up] one round back, then two. */
  readonly floats: readonly [number, number, number, number];
  readonly floatScores: readonly [number, number, number, number];
  readonly bits: number;
}

function layout2026(sg: number, sgs: number, playedRounds: number): Layout2026 {
  let at = 3 * sg + 1;
  const field = (width: number, present = true): number => {
    if (!present) return -1;
    const offset = at;
    at += width;
    return offset;
  };
  const one = playedRounds >= 1;
  const two = playedRounds > 1;
  const c21 = field(sgs, two);
  const c20 = field(sgs, two);
  const c19 = field(sgs, one);
  const c18 = field(sgs, one);
  const c17 = field(sg, two);
  const c16 = field(sg, two);
  const c15 = field(sg, one);
  const c14 = field(sg, one);
  const c13 = field(sg);
  const c12 = field(sg);
  const c11 = field(sg);
  const c10 = field(sg);
  // C9 sums one rank (< sg players) per matched PAB candidate: up to sg² needs two widths.
  const c9 = field(2 * sg);
  const c8Scores = field(sgs);
  const c8 = field(sg);
  const c7 = field(sgs);
  const c6 = field(sg);
  const top = at;
  return {
    top, c6, c7, c8, c8Scores, c9,
    colour: [c10, c11, c12, c13],
    floats: [c14, c15, c16, c17],
    floatScores: [c18, c19, c20, c21],
    bits: top + 2,
  };
}

interface Ctx2026 {
  readonly state: SwissState;
  readonly acc: (p: SwissPlayer) => number;
  readonly layout: Layout2026;
  readonly limbs: number;
  /** By player index: the score group's offset inside a per-score-group field. */
  readonly shift: Int32Array;
  readonly eligible: readonly boolean[];
  /** By player index: A.4 float one and two rounds back. */
  readonly float1: readonly Float[];
  readonly float2: readonly Float[];
}

/** C.04.3 C5: a player who may take the bye and has no more than the bye assignee's score. */
const byeCandidate = (c: Ctx2026, p: SwissPlayer, byeScore: number): boolean => c.eligible[p.index]! && c.acc(p) <= byeScore;

/**
 * The base edge weight between a higher and a lower player who may meet (C.04.3 C1, C3 checked
 * by the caller), in bbpPairings' layout for the 2026 rules, written into out[off..off+limbs).
 */
function edgeWeight2026(
  c: Ctx2026,
  out: Float64Array,
  off: number,
  h: SwissPlayer,
  l: SwissPlayer,
  lowerInCurrent: boolean,
  lowerInNext: boolean,
  byeScore: number,
  singleDownfloaterIsByeAssignee: boolean,
  playedGamesRanks: ReadonlyMap<number, number>,
): void {
  const { layout, limbs, shift } = c;
  // (a loop: `fill` on a few limbs was two fifths of this function, a builtin call per weight)
  for (let i = off; i < off + limbs; i++) out[i] = 0;
  const ah = c.acc(h);
  const al = c.acc(l);
  const sh = shift[h.index]!;
  // C.04.3 C4 (completion) and C5 (PAB assignee's score): pairs of players who cannot take the bye.
  wideAddAt(out, off, limbs, layout.top, 1 + (byeCandidate(c, h, byeScore) ? 0 : 1) + (byeCandidate(c, l, byeScore) ? 0 : 1));
  if (lowerInCurrent) {
    // C6: maximise the number of pairs in the bracket; C7: the scores paired in it.
    wideAddAt(out, off, limbs, layout.c6, 1);
    wideAddAt(out, off, limbs, layout.c7 + sh, 1);
  }
  if (lowerInNext) {
    // C8: the next bracket can still pair as many, as high, as possible.
    wideAddAt(out, off, limbs, layout.c8, 1);
    wideAddAt(out, off, limbs, layout.c8Scores + sh, 1);
  }
  if (singleDownfloaterIsByeAssignee) {
    // C9: minimise the unplayed games of the PAB assignee.
    if (ah === byeScore) wideAddAt(out, off, limbs, layout.c9, playedGamesRanks.get(h.playedGames) ?? 0);
    if (al === byeScore) wideAddAt(out, off, limbs, layout.c9, playedGamesRanks.get(l.playedGames) ?? 0);
  }
  if (!lowerInCurrent) return;
  // C10-C13: colour criteria.
  const met = colourCriteria(l, h);
  if (met & C10) wideAddAt(out, off, limbs, layout.colour[0], 1);
  if (met & C11) wideAddAt(out, off, limbs, layout.colour[1], 1);
  if (met & C12) wideAddAt(out, off, limbs, layout.colour[2], 1);
  if (met & C13) wideAddAt(out, off, limbs, layout.colour[3], 1);
  const played = c.state.playedRounds;
  for (let back = 1; back <= 2 && back <= played; back++) {
    const floats = back === 1 ? c.float1 : c.float2;
    const i = 2 * (back - 1);
    const downL = floats[l.index] === 'down';
    const downH = floats[h.index] === 'down';
    const upL = floats[l.index] === 'up';
    // C14 / C16: resident downfloaters who downfloated one / two rounds before.
    const repeated = (downL ? 1 : 0) + (ah <= al && downH ? 1 : 0);
    if (repeated > 0) wideAddAt(out, off, limbs, layout.floats[i]!, repeated);
    // C15 / C17: MDP opponents who upfloated one / two rounds before.
    if (!(ah > al && upL)) wideAddAt(out, off, limbs, layout.floats[i + 1]!, 1);
    // C18 / C20: scores of the repeated downfloaters.
    if (downL) wideAddAt(out, off, limbs, layout.floatScores[i]! + shift[l.index]!, 1);
    if (downH) wideAddAt(out, off, limbs, layout.floatScores[i]! + sh, 1);
    // C19 / C21: scores of the opponents of repeated upfloaters.
    if (!(upL && ah > al)) wideAddAt(out, off, limbs, layout.floatScores[i + 1]! + sh, 1);
  }
}

/**
 * The players grouped by everything `edgeWeight2026` reads of one player (score, bye candidacy,
 * score-group shift, games played, colour state, floats one and two rounds back): two players of
 * one state are interchangeable in every base weight of the round, so a bracket computes a weight
 * once per pair of states (ComputedBase's class memo). A round-2 score group of 5,000 players holds
 * a handful of states; keep this list in step with `edgeWeight2026` and `colourCriteria`.
 */
function criteriaStates(c: Ctx2026): { readonly of: Int32Array; readonly count: number } {
  const ids = new Map<string, number>();
  const of = Int32Array.from(c.state.players, (p) => {
    const key = [
      c.acc(p), c.eligible[p.index], c.shift[p.index], p.playedGames,
      p.colourPreference, p.colourImbalance, p.repeatedColour, p.strongPreference,
      c.float1[p.index], c.float2[p.index],
    ].join('|');
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  });
  return { of, count: ids.size };
}

/**
 * compatible[i·n + j] for the sorted players (C.04.3 C1, C3): `compatible(later, earlier)` for
 * every pair, found from the rules' cases instead of asked pair by pair (n²/2 set lookups were a
 * tenth of a 500-player round). A pair may meet unless the later player has the earlier among its
 * forbidden opponents (C1), or both have an absolute colour preference and C3 with its topscorer
 * exception keeps them apart: only pairs of two such players are asked `compatible` itself.
 */
function compatibilityOf(state: SwissState, sorted: readonly SwissPlayer[], acc: (p: SwissPlayer) => number): Uint8Array {
  const n = sorted.length;
  const out = new Uint8Array(n * n).fill(1);
  const position = new Int32Array(state.players.length).fill(-1);
  for (let i = 0; i < n; i++) {
    out[i * n + i] = 0;
    position[sorted[i]!.index] = i;
  }
  const absolute: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = sorted[i]!;
    for (const f of p.forbidden) {
      const j = position[f]!;
      if (j >= 0 && j < i) out[i * n + j] = out[j * n + i] = 0;
    }
    if (isAbsolutePreference(p)) absolute.push(i);
  }
  for (let x = 1; x < absolute.length; x++) {
    const i = absolute[x]!;
    for (let y = 0; y < x; y++) {
      const j = absolute[y]!;
      if (out[i * n + j] && !compatible(state, sorted[i]!, sorted[j]!, acc)) out[i * n + j] = out[j * n + i] = 0;
    }
  }
  return out;
}

/**
 * A look at the bracket loop between two brackets, for the explanation (`explain.ts`), which
 * re-solves a round with a pair forced only until it pairs the rest as the round without it did.
 * `afterBracket` hears, once a bracket is paired, the score group that the next bracket is made of
 * (`nextScore`, -Infinity after the last) and the players moving down into it (player indices,
 * empty for none); returning true stops the loop there, and the result holds the pairs made so far
 * (no bye). No effect on the pairing otherwise.
 */
export interface BracketTrace {
  readonly afterBracket: (nextScore: number, movingDown: readonly number[]) => boolean;
}

/**
 * Pair one round under the 2026 rules (bbpPairings 6.0's procedure). `onProgress`, if given, hears
 * after each bracket how many players have their opponent (the caller shows it; no effect here).
 */
export function pairRound2026(
  state: SwissState,
  onProgress?: (p: PairingProgress) => void,
  trace?: BracketTrace,
  engine: DutchEngine = {},
): PairingResult {
  // One bracket in which every criterion ties (round 1 of an open): the fold, O(n log n).
  const direct = engine.fullEngine ? null : pairHomogeneousRound(state, '2026', onProgress, trace);
  if (direct !== null) return direct;
  const accOf = state.players.map((p) => acceleratedScore(state, p));
  const acc = (p: SwissPlayer): number => accOf[p.index]!;
  // A.2: order by score, then by pairing number.
  const sorted = state.players
    .filter((p) => p.toBePaired)
    .sort((a, b) => acc(b) - acc(a) || a.pairingNumber - b.pairingNumber);
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
  const layout = layout2026(sgBits, sgsShift, state.playedRounds);
  const limbs = limbsForWeights(layout.bits);
  const shift = Int32Array.from(state.players, (p) => shiftOf.get(acc(p)) ?? 0);
  const c: Ctx2026 = { state, acc, layout, limbs, shift, eligible, float1: floats[0]!, float2: floats[1]! };
  const stateOf = criteriaStates(c);
  const compat = compatibilityOf(state, sorted, acc);
  const topScore = acc(sorted[0]!);
  let topEnd = 0;
  while (topEnd < n && acc(sorted[topEnd]!) >= topScore) topEnd++;
  const odd = n % 2 === 1;

  let byeScore = 0;
  let singleDownfloaterIsByeAssignee = false;
  let playedGamesRanks = new Map<number, number>();
  const unmatchedIn = (mate: readonly number[]): number => mate.reduce((k, m, v) => k + (m === v ? 1 : 0), 0);
  if (odd) {
    // C.04.3 C4/C5: first find the lowest score the PAB assignee can have. Weights: the top field
    // (1 + players who may not take the bye), then the sum of the pair's score-group shifts, then
    // a pair inside the top score group; every pair outside the top group is flat.
    const mate = firstMatching(sorted, compat, topEnd, sgBits, sgsShift, (p) => eligible[p.index]!, (p) => shiftOf.get(acc(p))!);
    if (unmatchedIn(mate) > 1) {
      return { ok: false, detail: 'the players could not all be paired while satisfying the absolute criteria (C.04.3 C1-C3)' };
    }
    const left = mate.findIndex((m, v) => m === v);
    // C.04.3 C2 (2026) / C.04.1 art. 4: the matching gives an eligible player weight only when it
    // cannot help it, so a left-out player who may not take the bye means that no pairing leaves
    // an eligible one out: there is no valid pairing (bbpPairings exits 1 here too).
    if (!eligible[sorted[left]!.index]!) {
      return { ok: false, detail: 'every pairing of the other players leaves out a player who may not receive the pairing-allocated bye (C.04.3 C2)' };
    }
    byeScore = acc(sorted[left]!);
    if (byeScore >= topScore) {
      singleDownfloaterIsByeAssignee = true;
      for (let v = 0; v < topEnd; v++) {
        if (acc(sorted[mate[v]!]!) < topScore) {
          singleDownfloaterIsByeAssignee = false;
          break;
        }
      }
    }
    // C9 ("minimise the number of unplayed games of the PAB assignee"): rank the candidates on the
    // bye score by games played, most first; a matched candidate adds its rank, so the one left
    // out (the assignee) is the one who played most.
    const counts = sorted.filter((p) => acc(p) === byeScore).map((p) => p.playedGames).sort((a, b) => b - a);
    playedGamesRanks = new Map<number, number>();
    counts.forEach((g, k) => playedGamesRanks.set(g, k));
  }

  // Every pair starts flat: (1/2 + [may not take the bye])·2^top per player.
  const potential = new Float64Array(n * limbs);
  for (let i = 0; i < n; i++) {
    wideAddAt(potential, i * limbs, limbs, layout.top - 1, 1);
    if (!byeCandidate(c, sorted[i]!, byeScore)) wideAddAt(potential, i * limbs, limbs, layout.top, 1);
  }
  const graph = new FlatRestGraph(n, limbs, potential, compat);
  graph.tuneStart(engine.stepwiseStart !== true, engine.freshStartMinimum);
  if (!odd) {
    const mate = graph.solve();
    if (unmatchedIn(mate) > 1) {
      return { ok: false, detail: 'the players could not all be paired while satisfying the absolute criteria (C.04.3 C1-C3)' };
    }
  }

  const partner: (number | null)[] = new Array<number | null>(state.players.length).fill(null);
  const matched: boolean[] = new Array<boolean>(n).fill(false);
  let pbi: SwissPlayer[] = [];
  let vertexOf: number[] = [];
  let next = 0;
  while (next < topEnd) {
    pbi.push(sorted[next]!);
    vertexOf.push(vertexOf.length);
    next++;
  }
  graph.promote(vertexOf);
  let mdpCount = 0;
  let residentBeginVertex = 0;
  let previousBase: ComputedBase | null = null;
  while (pbi.length > 1 || next < n) {
    const residentEnd = pbi.length;
    const residentEndVertex = residentBeginVertex + (residentEnd - mdpCount);
    const groupStart = next;
    while (next < n && acc(sorted[next]!) >= acc(sorted[groupStart]!)) {
      pbi.push(sorted[next]!);
      vertexOf.push(vertexOf[vertexOf.length - 1]! + 1);
      next++;
    }
    graph.promote(vertexOf.slice(residentEnd));
    // The moved-down players' pairs among themselves keep the previous bracket's weights.
    graph.keepWeights(vertexOf.slice(0, mdpCount));
    const size = pbi.length;
    // The bracket's base weights are computed whenever they are read, from the two players and
    // this bracket's context (fixed until the next bracket), never held for every pair.
    const bracketPlayers = pbi;
    const bracketSingleDownfloater = singleDownfloaterIsByeAssignee;
    const bracketRanks = playedGamesRanks;
    const base = ComputedBase.reuse(
      previousBase,
      size,
      limbs,
      (l, s, out, off) =>
        edgeWeight2026(c, out, off, bracketPlayers[s]!, bracketPlayers[l]!, l < residentEnd, l >= residentEnd, byeScore, bracketSingleDownfloater, bracketRanks),
      // a position's class: its player's criteria state, and whether it lies past the residents
      // (the lower player's side decides lowerInCurrent / lowerInNext)
      engine.weightEveryPair === true
        ? null
        : { of: Int32Array.from(pbi, (p, position) => 2 * stateOf.of[p.index]! + (position >= residentEnd ? 1 : 0)), count: 2 * stateOf.count },
    );
    previousBase = base;
    for (let l = mdpCount; l < size; l++) {
      const vl = vertexOf[l]!;
      for (let s = 0; s < l; s++) {
        const vs = vertexOf[s]!;
        if (compat[vl * n + vs]) {
          base.allow(l, s);
          graph.set(vl, vs, base, l, s);
        } else {
          graph.setZero(vl, vs);
        }
      }
    }
    let mate = graph.solve();
    const positions = pbi;
    // C9 applies to the next bracket when it sends exactly one player down, who ends with the PAB:
    // the bye score reaches its score group and no player moving down into it is matched below it.
    // That last check is the only place the matching is read beyond the bracket's fixed pairs, so
    // when the bye score does not reach the next group, B.1 may decide from the optimum in hand.
    const nextGroupScore = groupStart < n ? acc(sorted[groupStart]!) : -Infinity;
    const byeReachesNextGroup = odd && groupStart < n && byeScore >= nextGroupScore;
    const pairsOnly = engine.solveEveryDecision !== true && !byeReachesNextGroup;
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
        scoreAt: (p) => acc(positions[p]!),
        matched,
        matchedKey: (p) => vertexOf[p]!,
        matchedKeyOfVertex: (vx) => vx,
        pairsOnly,
      },
      mate,
    );

    const nextPbi: SwissPlayer[] = [];
    const nextVertexOf: number[] = [];
    mdpCount = 0;
    singleDownfloaterIsByeAssignee = byeReachesNextGroup;
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
        if (acc(sorted[mate[vx]!]!) < nextGroupScore) singleDownfloaterIsByeAssignee = false;
      }
    }
    pbi = nextPbi;
    vertexOf = nextVertexOf;
    residentBeginVertex = residentEndVertex;
    onProgress?.({ paired: next - pbi.length, players: n });
    if (trace !== undefined && trace.afterBracket(nextGroupScore, pbi.slice(0, mdpCount).map((p) => p.index))) {
      const made: [number, number][] = [];
      for (const p of sorted) {
        const m = partner[p.index];
        if (m !== null && m !== undefined && p.index < m) made.push([p.index, m]);
      }
      return { ok: true, pairs: made, bye: null };
    }
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

/**
 * The odd-count first matching (bbpPairings 6.0): weight = (1 + [may not take the bye] for each
 * player) in the top field, then the sum of the players' score-group shifts, then 1 for a pair
 * inside the top score group; 0 for a pair that may not meet (C.04.3 C1, C3). Returns mate (v
 * itself when unmatched: the bye).
 *
 * Every weight is a_x + a_y (+1 in the top group), so it is computed on demand, never held for all
 * n² pairs: a perfect matching over the players and a dummy (its partner gets the bye) is solved on
 * sparse candidate edges and priced against the duals (PricedWideMatcher), which is exactly the
 * optimum of the complete graph. Players of one potential and one side of the top group's edge
 * form a class whose pairs are priced together from the class's least dual: round 1's single score
 * group is one class.
 */
function firstMatching(
  sorted: readonly SwissPlayer[],
  compat: Uint8Array,
  topEnd: number,
  sgBits: number,
  sgsShift: number,
  eligible: (p: SwissPlayer) => boolean,
  shift: (p: SwissPlayer) => number,
): number[] {
  const n = sorted.length;
  const topBit = sgBits + sgsShift;
  const limbs = limbsForWeights(topBit + 2);
  const potential = new Float64Array(n * limbs);
  for (let i = 0; i < n; i++) {
    const p = sorted[i]!;
    wideAddAt(potential, i * limbs, limbs, topBit - 1, 1);
    if (!eligible(p)) wideAddAt(potential, i * limbs, limbs, topBit, 1);
    wideAddAt(potential, i * limbs, limbs, sgBits, shift(p));
  }
  return pricedFirstMatching(n, limbs, potential, compat, topEnd);
}

/**
 * The maximum-weight matching of w(x, y) = a_x + a_y (+1 when both are among the first `topEnd`)
 * for the pairs that may meet, 0 otherwise (mate[x] = x: unpaired), solved sparse and priced.
 * Exported for the property test that compares it with the full graph.
 */
export function pricedFirstMatching(n: number, limbs: number, potential: Float64Array, compat: Uint8Array, topEnd: number): number[] {
  // Classes: equal potential and the same side of the top group (the dummy alone in the last one).
  const classOf = new Int32Array(n + 1);
  const classKey = new Map<string, number>();
  const classFirst: number[] = [];
  for (let i = 0; i < n; i++) {
    const key = `${i < topEnd ? 1 : 0}:${Array.from(potential.subarray(i * limbs, (i + 1) * limbs)).join(',')}`;
    let c = classKey.get(key);
    if (c === undefined) {
      c = classFirst.length;
      classKey.set(key, c);
      classFirst.push(i);
    }
    classOf[i] = c;
  }
  const dummyClass = classFirst.length;
  classOf[n] = dummyClass;
  const vertices = n + (n % 2);
  const sum = (u: number, v: number, bonus: number, out: Float64Array, off: number): void => {
    for (let k = 0; k < limbs; k++) out[off + k] = potential[u * limbs + k]! + potential[v * limbs + k]!;
    wideNormalize(out, off, limbs);
    if (bonus) wideAddAt(out, off, limbs, 0, 1);
  };
  const m = new PricedWideMatcher(vertices, limbs, {
    weightInto(u, v, out, off) {
      if (u >= n || v >= n || !compat[u * n + v]) out.fill(0, off, off + limbs);
      else sum(u, v, u < topEnd && v < topEnd ? 1 : 0, out, off);
    },
    classCount: dummyClass + 1,
    classOf: (v) => classOf[v]!,
    classBoundInto(u, c, out, off) {
      // the weight of a compatible pair (a pair that may not meet weighs 0, less)
      if (u >= n || c === dummyClass) out.fill(0, off, off + limbs);
      else sum(u, classFirst[c]!, u < topEnd && classFirst[c]! < topEnd ? 1 : 0, out, off);
    },
  });
  m.solve();
  const mate = new Array<number>(n);
  for (let x = 0; x < n; x++) {
    const y = m.mateOf(x);
    mate[x] = y >= n || !compat[x * n + y] ? x : y;
  }
  return mate;
}
