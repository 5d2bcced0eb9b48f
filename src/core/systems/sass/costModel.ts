import type { PlayerId } from '../../model';
import type { SideBiasRule, SideRecord } from './sideRecord';

/** How the sides of an allowed pairing are decided once the pairing is chosen. */
export type SideRule =
  | { readonly kind: 'forced'; readonly corp: PlayerId }
  /** Nothing separates the two: a seeded coin flip decides ("Single Sided Swiss: How it Works", "Side Selection"). */
  | { readonly kind: 'coin' };

export type EdgeVerdict =
  | { readonly allowed: true; readonly cost: bigint; readonly sides: SideRule }
  | { readonly allowed: false; readonly reason: string };

export type ByeVerdict =
  | { readonly allowed: true; readonly cost: bigint }
  | { readonly allowed: false; readonly reason: string };

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
  pair(a: SideRecord, b: SideRecord): EdgeVerdict;
  bye(a: SideRecord): ByeVerdict;
}
