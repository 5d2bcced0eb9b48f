import { maxCardinalityMatching } from '../../matching';
import type { SwissPlayer, SwissState } from '../fide/history';
import { acceleratedScore } from '../fide/history';
import { eligibleForBye2017 } from '../fide/byeEligibility';
import { runBracketProcedure } from './bracketProcedure';
import { pairHomogeneousRound, type DutchEngine } from './homogeneousRound';
import { BracketMatching } from './bracketGraph';
import { WideMatrix, limbsForWeights } from './wideWeights';
import { wideFromBigInt } from '../../matching';
import { bitsToRepresent, colourBits, compatible, floatOf, type Float, type PairingResult } from './criteria';

/**
 * Completion (C.04.3 2017 C4): a graph of the pairs allowed by the absolute criteria, plus a bye
 * vertex when the number of players is odd; the round can be completed while it has a perfect
 * matching.
 */
class CompletionGraph {
  private readonly adj: Set<number>[];
  constructor(readonly size: number) {
    this.adj = Array.from({ length: size }, () => new Set<number>());
  }
  link(a: number, b: number): void {
    this.adj[a]!.add(b);
    this.adj[b]!.add(a);
  }
  /** Fix the pair a–b: every other pair at a or b is removed. */
  fix(a: number, b: number): void {
    for (const x of [...this.adj[a]!]) this.adj[x]!.delete(a);
    for (const x of [...this.adj[b]!]) this.adj[x]!.delete(b);
    this.adj[a]!.clear();
    this.adj[b]!.clear();
    this.link(a, b);
  }
  complete(): boolean {
    const edges: [number, number][] = [];
    for (let a = 0; a < this.size; a++) for (const b of this.adj[a]!) if (a < b) edges.push([a, b]);
    const mate = maxCardinalityMatching(this.size, edges);
    for (let v = 0; v < this.size; v++) if (mate[v]! < 0) return false;
    return true;
  }
}

interface Bracket2017 {
  readonly state: SwissState;
  readonly acc: (p: SwissPlayer) => number;
  readonly eligible: (p: SwissPlayer) => boolean;
  readonly special: boolean;
  readonly final: boolean;
  readonly countBits: number;
  readonly nextCountBits: number;
  readonly sdShift: number;
  readonly sdShifts: ReadonlyMap<number, number>;
  readonly minScore: number;
  /** A.4 floats one and two rounds back, by player index. */
  readonly floats: readonly (readonly Float[])[];
}

/** bbpPairings 5's base weight for the 2017 rules (A.8 pairing score differences). */
function edgeWeight2017(b: Bracket2017, h: SwissPlayer, l: SwissPlayer, hInCurrent: boolean, lInCurrent: boolean): bigint {
  const { state, acc, special, final, minScore, sdShifts } = b;
  if (!compatible(state, h, l, acc)) return 0n;
  const pc = BigInt(b.countBits);
  const sds = BigInt(b.sdShift);
  const one = (key: number): bigint => 1n << BigInt(sdShifts.get(key)!);
  const ah = acc(h);
  const al = acc(l);
  let r = 0n;
  // C.04.3 (2017) C4/C2: completion and bye eligibility in the last brackets.
  if (special) r |= BigInt(1 + (b.eligible(h) ? 0 : 1) + (b.eligible(l) ? 0 : 1));
  // C6: maximise the number of pairs.
  r = (r << pc) | (lInCurrent ? 1n : 0n);
  // C7: minimise the pairing score differences (A.8 PSD).
  r <<= sds;
  if (lInCurrent) {
    r += one(ah - minScore + 10);
    r += one(al - minScore + 10);
    r -= one(ah - al);
  }
  if (!special) {
    // C8: the next bracket can comply.
    if (final) {
      r <<= BigInt(Math.max(b.countBits, b.nextCountBits));
      r <<= 3n;
      r |= BigInt(1 + (b.eligible(h) ? 0 : 1) + (b.eligible(l) ? 0 : 1));
    } else {
      r <<= BigInt(b.nextCountBits);
      r |= lInCurrent ? 0n : 1n;
    }
    r <<= sds;
    if (hInCurrent) r |= one(ah - minScore + 10);
    if (lInCurrent) r += one(al - minScore + 10);
  }
  // C10-C13 (2017: C8-C11 numbering differs; same colour criteria).
  r = colourBits(r, l, h, lInCurrent, pc);
  const f = (p: SwissPlayer, back: 1 | 2): Float => b.floats[back - 1]![p.index]!;
  for (const back of [1, 2] as const) {
    if (state.playedRounds < back) continue;
    // C12/C14: same downfloat as one / two rounds before.
    r <<= pc;
    if (lInCurrent) {
      if (f(l, back) === 'down') r |= 1n;
      if (ah <= al && f(h, back) === 'down') r += 1n;
    }
    // C13/C15: same upfloat as one / two rounds before.
    r <<= pc;
    if (lInCurrent && ah > al && f(l, back) === 'up') r -= 1n;
  }
  for (const back of [1, 2] as const) {
    if (state.playedRounds < back) continue;
    // C16/C18: score differences of repeated downfloaters.
    r <<= sds;
    if (lInCurrent) {
      if (f(l, back) === 'down') r += one(al - minScore + 10);
      if (f(h, back) === 'down') {
        r += one(ah - minScore + 10);
        if (ah > al) r -= one(ah - al);
      }
    }
    // C17/C19: score differences of repeated upfloaters.
    r <<= sds;
    if (lInCurrent && f(l, back) === 'up' && ah > al) r -= one(ah - al);
  }
  r <<= pc * 3n + 1n;
  return r;
}

/**
 * What the 2017 procedure tells its caller while pairing (the explanation: `roundCriteria.ts`
 * measures a round in the brackets the procedure actually paired).
 */
export interface Trace2017 {
  /**
   * C.04.3 (2017) A.9: the bracket just paired, whose residents score `score`, left a round that
   * cannot be completed; it becomes the Penultimate Pairing Bracket, re-paired under C4, and the
   * players scoring less form the Collapsed Last Bracket.
   */
  readonly collapse: (score: number) => void;
}

/** Pair one round under the 2017 rules (bbpPairings 5's procedure). */
export function pairRound2017(state: SwissState, options: DutchEngine & { readonly trace?: Trace2017 } = {}): PairingResult {
  // One bracket in which every criterion ties (round 1 of an open): the fold, O(n log n). It never
  // collapses (A.9 does not arise with one bracket), so the trace hears nothing from it.
  const direct = options.fullEngine ? null : pairHomogeneousRound(state, '2017');
  if (direct !== null) return direct;
  const trace = options.trace;
  const accOf = state.players.map((p) => acceleratedScore(state, p));
  const acc = (p: SwissPlayer): number => accOf[p.index]!;
  const floats = [1, 2].map((back) =>
    state.players.map((p) => (state.playedRounds >= back ? floatOf(state, p, back, acc, '2017') : 'none')),
  );
  const sorted = state.players
    .filter((p) => p.toBePaired)
    .sort((a, b) => acc(b) - acc(a) || a.pairingNumber - b.pairingNumber);
  const n = sorted.length;
  if (n === 0) return { ok: true, pairs: [], bye: null };
  const eligibleList = state.players.map((p) => eligibleForBye2017(p));
  const eligible = (p: SwissPlayer): boolean => eligibleList[p.index]!;

  const odd = n % 2 === 1;
  const completion = new CompletionGraph(n + (odd ? 1 : 0));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) if (compatible(state, sorted[i]!, sorted[j]!, acc)) completion.link(i, j);
    if (odd && eligible(sorted[i]!)) completion.link(i, n);
  }
  if (!completion.complete()) {
    return { ok: false, detail: 'the players could not all be paired while satisfying the absolute criteria (C.04.3 C1-C3)' };
  }

  const partner: (number | null)[] = new Array<number | null>(state.players.length).fill(null);
  let pbi: SwissPlayer[] = [];
  let vertexOf: number[] = [];
  let next = 0;
  const topScore = acc(sorted[0]!);
  while (next < n && acc(sorted[next]!) >= topScore) {
    pbi.push(sorted[next]!);
    vertexOf.push(vertexOf.length);
    next++;
  }
  let special = next === n;
  let mdpCount = 0;
  while (pbi.length > 1 || next < n) {
    const residentEnd = pbi.length;
    const groupStart = next;
    while (next < n && (special || acc(sorted[next]!) >= acc(sorted[groupStart]!))) {
      pbi.push(sorted[next]!);
      vertexOf.push(vertexOf[vertexOf.length - 1]! + 1);
      next++;
    }
    const final = next === n;
    const size = pbi.length;
    const minScore = acc(pbi[size - 1]!);

    // A.8: the distinct score differences that can occur, each with room to count its occurrences.
    const differences: number[] = [];
    for (let p = 0; p < residentEnd; p++) {
      differences.push(acc(pbi[p]!) - minScore + 10);
      const first = Math.max(mdpCount, p + 1);
      for (let o = first; o < residentEnd; o++) {
        if (o <= first || acc(pbi[o]!) < acc(pbi[o - 1]!)) differences.push(acc(pbi[p]!) - acc(pbi[o]!));
      }
    }
    differences.sort((a, b) => a - b);
    const sdShifts = new Map<number, number>();
    let sdShift = 0;
    let run = 0;
    for (let i = 0; i < differences.length; i++) {
      run++;
      if (i === differences.length - 1 || differences[i] !== differences[i + 1]) {
        sdShifts.set(differences[i]!, sdShift);
        sdShift += bitsToRepresent(run);
        run = 0;
      }
    }
    const countBits = bitsToRepresent(residentEnd - mdpCount);
    const ctx: Bracket2017 = {
      state, acc, eligible, special, final, countBits,
      nextCountBits: bitsToRepresent(size - residentEnd), sdShift, sdShifts, minScore, floats,
    };
    const weights: bigint[][] = Array.from({ length: size }, () => []);
    let maxWeight = 1n;
    for (let l = mdpCount; l < size; l++) {
      for (let s = 0; s < l; s++) {
        const w = edgeWeight2017(ctx, pbi[s]!, pbi[l]!, s < residentEnd, l < residentEnd);
        weights[l]![s] = w;
        if (w > maxWeight) maxWeight = w;
      }
    }
    const limbs = limbsForWeights(maxWeight.toString(2).length);
    const base = new WideMatrix(size, limbs);
    const graph = new BracketMatching(size, limbs);
    for (let l = mdpCount; l < size; l++) {
      for (let s = 0; s < l; s++) {
        wideFromBigInt(weights[l]![s]!, base.data, base.offset(l, s), limbs);
        graph.set(l, s, base, l, s);
      }
    }
    const matched: boolean[] = new Array<boolean>(residentEnd).fill(false);
    const positions = pbi;
    const vertices = vertexOf;
    const mate = runBracketProcedure(
      {
        graph,
        vertexOf: positions.map((_, i) => i),
        base,
        mdpCount,
        residentEnd,
        size,
        residentBeginVertex: mdpCount,
        residentEndVertex: residentEnd,
        countBits,
        scoreAt: (p) => acc(positions[p]!),
        matched,
        matchedKey: (p) => p,
        matchedKeyOfVertex: (vx) => vx,
        onFinalize: (a, b) => completion.fix(vertices[a]!, vertices[b]!),
      },
      graph.solve(),
    );

    if (!special && !completion.complete()) {
      // C.04.3 (2017) C4: this bracket is the penultimate pairing bracket; pair it with all the rest.
      trace?.collapse(acc(pbi[residentEnd - 1]!));
      pbi = pbi.slice(0, residentEnd);
      vertexOf = vertexOf.slice(0, residentEnd);
      next = groupStart;
      special = true;
      continue;
    }
    special = next === n;
    const nextPbi: SwissPlayer[] = [];
    const nextVertexOf: number[] = [];
    mdpCount = 0;
    for (let p = 0; p < size; p++) {
      if (p < residentEnd && matched[p]) {
        const a = pbi[p]!;
        const b = pbi[mate[p]!]!;
        partner[a.index] = b.index;
        partner[b.index] = a.index;
      } else {
        nextPbi.push(pbi[p]!);
        nextVertexOf.push(vertexOf[p]!);
        if (p < residentEnd) mdpCount++;
      }
    }
    pbi = nextPbi;
    vertexOf = nextVertexOf;
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
