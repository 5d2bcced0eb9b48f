import type { PlayerId } from '../../model';
import type { SideBiasRule, SideRecord } from './sideRecord';

/** How the sides of an allowed pairing are decided once the pairing is chosen. */
export type SideRule =
  /**
   * The model gives `corp` the corp side; `because` says which of its rules did: a rematch swaps
   * the sides of the last meeting, the higher side bias runs, or one way round costs less (2025).
   */
  | { readonly kind: 'forced'; readonly corp: PlayerId; readonly because?: 'rematch' | 'bias' | 'cheaper' }
  /** Nothing separates the two: a seeded coin flip decides ("Single Sided Swiss: How it Works", "Side Selection"). */
  | { readonly kind: 'coin' };

/**
 * The parts a cost is the sum of, each priced where the model prices it (the explanation reads
 * them, it never prices a pair itself): the score difference, the side bias, a rematch, and the
 * bye's price against its virtual opponent.
 */
export type CostTermKey = 'score' | 'side-bias' | 'rematch' | 'bye';

export interface CostTerm {
  readonly key: CostTermKey;
  /** In units of 1/scale, like the cost. */
  readonly cost: bigint;
}

/** The cost of a pair or a bye: the sum of its terms (the one way a model makes a cost). */
export const sumOfTerms = (terms: readonly CostTerm[]): bigint => terms.reduce((s, t) => s + t.cost, 0n);

export type EdgeVerdict =
  | { readonly allowed: true; readonly cost: bigint; readonly terms: readonly CostTerm[]; readonly sides: SideRule }
  /** `because`: the hard exclusion in words, without the players' names ("they have already met twice"). */
  | { readonly allowed: false; readonly reason: string; readonly because: string };

export type ByeVerdict =
  | { readonly allowed: true; readonly cost: bigint; readonly terms: readonly CostTerm[] }
  | { readonly allowed: false; readonly reason: string; readonly because: string };

/**
 * A single-sided Swiss cost model: exact edge costs in integer units of 1/scale, and hard
 * exclusions (a forbidden pairing is no edge at all, never a large or zero weight).
 */
export interface CostModel {
  readonly scale: bigint;
  /** Which pairings the SideBias in the records this model prices counts (sideRecords). */
  readonly sideBiasRule: SideBiasRule;
  /** The hard exclusions in words, for the "no valid pairing" message. */
  readonly exclusions: string;
  /** The score (tenths) of the virtual opponent the bye is priced against, as `bye` prices it. */
  readonly byeOpponent: number;
  pair(a: SideRecord, b: SideRecord): EdgeVerdict;
  bye(a: SideRecord): ByeVerdict;
}
