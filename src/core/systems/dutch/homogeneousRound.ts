import type { PairingProgress } from '../../model';
import type { SwissPlayer, SwissState } from '../fide/history';
import { acceleratedScore } from '../fide/history';
import { eligibleForBye2017, eligibleForBye2026 } from '../fide/byeEligibility';
import { floatOf, type PairingResult } from './criteria';
import type { BracketTrace } from './pair2026';

/**
 * A round whose players to pair form one homogeneous bracket in which every criterion ties
 * (typically round 1 of an open), paired directly in O(n log n): the players in A.2 order,
 * S1 = the first ⌊n/2⌋, S2 the rest, S1's i-th player against S2's i-th, the last player (odd
 * count) unpaired, i.e. given the pairing-allocated bye. The result is the one the full engine
 * (`pairRound2026` / `pairRound2017`) finds, pair for pair and the same bye; colours (E.1-E.5) and
 * the board order are then made from it by `dutch.ts` exactly as for any round.
 *
 * Why it is the engine's answer. The precondition (`homogeneousPlayers`) asks, for every player
 * to pair: the same pairing score after acceleration (A.2: one score group, so one bracket with no
 * MDPs, A.3 / 2026 1.3.3 homogeneous), no game played and so no colour difference or preference
 * (A.6), no pair among them forbidden (C1: no rematch, no record-260 pair), every one allowed the
 * bye (C2, in the rules' own edition), the same float in each of the last two rounds (A.4 / 2026
 * 1.4.3: with no game played, only the unplayed rounds decide it) and the same number of played
 * games (zero). Then:
 * - C1, C3: every pair may meet (no forbidden pair; C3 needs two absolute preferences).
 * - Every term of the engine's edge weight is either the same for every pair or a sum of one
 *   equal term per player: C4/C5 (completion and the bye's score: every player a candidate at the
 *   one score), C6/C7 (every pair is in the bracket, at the one score; no next bracket, so no C8),
 *   C9 (one rank per matched candidate, every candidate with the same played games), C10-C13
 *   (no preference: every colour criterion met), C14-C21 (2026) / A.8 PSD and C12-C19 (2017): the
 *   same floats and the same score for both players of every pair. So every pairing that pairs
 *   all players but at most one has the same weight above the 3·sg+1 ordering bits: the largest
 *   possible (the complete graph has a perfect or near-perfect matching), and no criterion
 *   prefers one such pairing, nor one bye assignee, to another.
 * - Only the ordering rules decide (`bracketProcedure.ts`). B.3 (fewest exchanges): the nudge
 *   rewards each pair whose upper player is among the first ⌊n/2⌋ (S1), so the best pairings pair
 *   S1 against S2 with no exchange (every S1 player the upper end of a pair is possible). B.1
 *   (transpositions): each S1 player from the top takes the highest S2 player left that keeps the
 *   pairing optimal; every S1-S2 assignment is optimal, so S1's i-th player gets S2's i-th, and
 *   the last S2 player (the lowest-ranked, odd count) is left out: he gets the bye.
 * The 2017 rules (bbpPairings 5.0.1) read the same: one bracket is already the last one (the
 * "special" bracket of the completion and bye terms), and the PPB (A.9) never arises.
 * Both engines' answers were compared with this one on random fields of 1-80 players in
 * `test/dutch/homogeneousRound.test.ts`, and on the corpus' round-1 states.
 *
 * Whenever the precondition fails the full engine runs unchanged.
 */

/** The rules edition, as `pairRound2026` / `pairRound2017` read it. */
export type DutchRules = '2026' | '2017';

/**
 * The players to pair in A.2 order when they form one bracket in which every criterion ties (see
 * above), else null. O(n log n): one pass over the players, their forbidden lists and their
 * round records, then the engine's own sort.
 */
export function homogeneousPlayers(state: SwissState, rules: DutchRules): SwissPlayer[] | null {
  const toPair = state.players.filter((p) => p.toBePaired);
  if (toPair.length === 0) return null;
  const first = toPair[0]!;
  const score = acceleratedScore(state, first);
  const acc = (p: SwissPlayer): number => acceleratedScore(state, p);
  const floatsOf = (p: SwissPlayer): string =>
    [1, 2].map((back) => (state.playedRounds >= back ? floatOf(state, p, back, acc, rules) : 'none')).join();
  const floats = floatsOf(first);
  for (const p of toPair) {
    // A.2: one score group (pairing score, acceleration included).
    if (acceleratedScore(state, p) !== score) return null;
    // A.6: no colour history, so no colour preference of any strength (C3, C10-C13, E.1-E.3).
    if (p.playedGames !== 0 || p.colourPreference !== null || p.colourImbalance !== 0 || p.repeatedColour !== null || p.strongPreference) return null;
    if (p.rounds.some((r) => r.played)) return null;
    // C1: no pair among them forbidden (rematch or record 260).
    for (const f of p.forbidden) if (state.players[f]?.toBePaired) return null;
    // C2 (2026 / 2017 edition): every one may take the bye, so C4/C5 tie.
    if (!(rules === '2026' ? eligibleForBye2026(state, p) : eligibleForBye2017(p))) return null;
    // A.4 / 2026 1.4.3: the same floats one and two rounds back, so C14-C21 tie.
    if (state.playedRounds > 0 && floatsOf(p) !== floats) return null;
  }
  // A.2: by score (all equal), then pairing number; the same stable sort as the engine's.
  return toPair.sort((a, b) => acc(b) - acc(a) || a.pairingNumber - b.pairingNumber);
}

/**
 * The round paired directly when `homogeneousPlayers` holds, else null (the caller runs the full
 * engine). `onProgress` and `trace` hear what they hear from the engine's bracket loop for its one
 * bracket: after it, every player but the bye has an opponent, and the bye's player is the one
 * moving down to the (empty) next bracket.
 */
export function pairHomogeneousRound(
  state: SwissState,
  rules: DutchRules,
  onProgress?: (p: PairingProgress) => void,
  trace?: BracketTrace,
): PairingResult | null {
  const sorted = homogeneousPlayers(state, rules);
  if (sorted === null) return null;
  const n = sorted.length;
  const half = Math.floor(n / 2);
  const partner = new Int32Array(state.players.length).fill(-1);
  // B.1 with no exchange (B.3): S1's i-th player against S2's i-th.
  for (let i = 0; i < half; i++) {
    const a = sorted[i]!.index;
    const b = sorted[half + i]!.index;
    partner[a] = b;
    partner[b] = a;
  }
  // The engine's bracket loop runs only when there are two players or more.
  const movingDown = n % 2 === 1 ? [sorted[n - 1]!.index] : [];
  let stopped = false;
  if (n > 1) {
    onProgress?.({ paired: n - movingDown.length, players: n });
    stopped = trace !== undefined && trace.afterBracket(-Infinity, movingDown);
  }
  // The engine's result order: pairs by the A.2 order of their first player, lower index first.
  const pairs: [number, number][] = [];
  let bye: number | null = null;
  for (const p of sorted) {
    const m = partner[p.index]!;
    if (m < 0) bye = p.index;
    else if (p.index < m) pairs.push([p.index, m]);
  }
  return { ok: true, pairs, bye: stopped ? null : bye };
}

/**
 * Internal, for the tests that compare the shortcuts with the engine they stand for:
 * `fullEngine` makes `pairRound2026` / `pairRound2017` skip the direct path; `solveEveryDecision`
 * makes `pairRound2026` re-solve for every B.1 decision, as bbpPairings does, instead of taking the
 * ones the optimum in hand certifies (`BracketGraph.firstOptimalPartner`); `weightEveryPair` makes
 * it compute each pair's base weight instead of once per pair of criteria states; `stepwiseStart`
 * turns off the matcher's fresh start (`WideWarmMatcher.freshStart`), `freshStartMinimum` lowers
 * the number of freed vertices it takes on (small fields reach it).
 */
export interface DutchEngine {
  readonly fullEngine?: boolean;
  readonly solveEveryDecision?: boolean;
  readonly weightEveryPair?: boolean;
  readonly stepwiseStart?: boolean;
  readonly freshStartMinimum?: number;
}
