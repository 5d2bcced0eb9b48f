import type { ProposedPair } from '../../model';
import { whiteGameDifference } from './tcecPlayer';
import type { TcecPlayerState } from './tcecPlayer';
import type { FirstAndSecond } from './pairGreedily';

/**
 * TCEC STEP 5, single rounds, the last resort: the repeating pattern 2112 — the second-of-pair
 * has White in rounds 1, 4, 5, 8, 9, ...; the first-of-pair in rounds 2, 3, 6, 7, 10, 11, ...
 */
export const firstOfPairHasWhiteByPattern = (round: number): boolean => {
  const phase = (round - 1) % 4; // rounds 1,2,3,4 -> 0,1,2,3
  return phase === 1 || phase === 2;
};

/** Which sentence of STEP 5 gave the colours: the white game differences, the scores, the 2112 pattern, or the double rounds' rule. */
export type ColourClause = 'wgd' | 'score' | 'pattern' | 'double';

/**
 * TCEC STEP 5: colours of a pair (of the first encounter, in double rounds), and the clause that decided them.
 * - Single rounds: the greater white game difference gets Black; if equal, the higher score gets
 *   Black; if equal too, the 2112 pattern.
 * - Double rounds: "the first-of-pair always plays with the black pieces on the first encounter".
 */
export const coloursWithClause = (
  pair: FirstAndSecond<TcecPlayerState>,
  round: number,
  double: boolean,
): { readonly pair: ProposedPair; readonly clause: ColourClause } => {
  const first = pair.firstOfPair;
  const second = pair.secondOfPair;
  const firstWhite: ProposedPair = { white: first.id, black: second.id };
  const secondWhite: ProposedPair = { white: second.id, black: first.id };
  if (double) return { pair: secondWhite, clause: 'double' };
  const wgd = whiteGameDifference(first) - whiteGameDifference(second);
  if (wgd !== 0) return { pair: wgd > 0 ? secondWhite : firstWhite, clause: 'wgd' };
  if (first.score !== second.score) return { pair: first.score > second.score ? secondWhite : firstWhite, clause: 'score' };
  return { pair: firstOfPairHasWhiteByPattern(round) ? firstWhite : secondWhite, clause: 'pattern' };
};

/** TCEC STEP 5: the colours of a pair (`coloursWithClause` without the clause). */
export const colours = (pair: FirstAndSecond<TcecPlayerState>, round: number, double: boolean): ProposedPair =>
  coloursWithClause(pair, round, double).pair;

/**
 * TCEC "Playing order within a round": pairs ordered by the pairing order of the first-of-pair,
 * descending — the worst-performing pair plays first. (Double rounds play this schedule twice.)
 * `pairs` are in STEP 4 order, i.e. ascending pairing order of their first-of-pair.
 */
export const playingOrder = <T>(pairs: readonly T[]): T[] => pairs.slice().reverse();
