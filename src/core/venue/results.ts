import type { BoardResult } from '../model';

/**
 * Results entered on several devices at once (the venue network): one home for the rule that
 * nothing is ever overwritten silently.
 *
 * Yjs settles two writes to one key by itself, picking one. So a result two devices may both
 * write is never one shared value: each arbiter laptop writes its own entry for a board, each
 * player's phone its own report, and this module decides from all of them what the board's
 * result is, or that the chief arbiter must decide. An open conflict blocks the next pairing.
 */

/** One device's latest word on one game: `at` is its clock (milliseconds), used only to order it after a decision. */
export interface Entry {
  readonly result: BoardResult;
  readonly at: number;
}

/** The chief arbiter's decision on a board whose entries differed. */
export interface Decision {
  readonly result: BoardResult;
  readonly at: number;
}

export type BoardStanding =
  | { readonly kind: 'none' }
  /** Every entry says the same (or the chief decided and nothing differing came after). */
  | { readonly kind: 'agreed'; readonly result: BoardResult }
  /** Entries differ: each device's result, for the chief to decide. */
  | { readonly kind: 'conflict'; readonly entries: ReadonlyMap<string, BoardResult> };

/**
 * A board's result from the arbiters' entries (by device) and the chief's decision, if any. A
 * decision settles the entries made before it; an entry made after it that says otherwise opens
 * the conflict again (an arbiter who saw something the chief did not must be heard).
 */
export const boardResult = (entries: ReadonlyMap<string, Entry>, decision?: Decision): BoardStanding => {
  const after = [...entries].filter(([, e]) => decision === undefined || e.at > decision.at);
  const differing = decision === undefined ? after : after.filter(([, e]) => e.result !== decision.result);
  if (decision !== undefined && differing.length === 0) return { kind: 'agreed', result: decision.result };
  const considered = decision === undefined ? after : [...differing, ['chief', decision] as const];
  if (considered.length === 0) return { kind: 'none' };
  const results = new Set(considered.map(([, e]) => e.result));
  if (results.size === 1) return { kind: 'agreed', result: considered[0]![1].result };
  return { kind: 'conflict', entries: new Map(considered.map(([device, e]) => [device, e.result])) };
};

/** What the two players of a board reported from their phones (by start rank), as the arbiters see it. */
export type Reports =
  | { readonly kind: 'none' }
  /** One player reported; the other has not yet. */
  | { readonly kind: 'waiting'; readonly result: BoardResult; readonly from: number }
  /** Both reported the same result: it is accepted without an arbiter. */
  | { readonly kind: 'accepted'; readonly result: BoardResult }
  /** They differ: queued for an arbiter. */
  | { readonly kind: 'disputed'; readonly white: BoardResult; readonly black: BoardResult };

/**
 * The players' self-reports of one board (each from the player's own phone): two matching reports
 * are accepted, a mismatch goes to the arbiters, as Cobra players expect. An arbiter's entry for
 * the board always counts over the players' reports (the caller checks that first).
 */
export const playersReports = (white: Entry | undefined, black: Entry | undefined, whiteRank: number, blackRank: number): Reports => {
  if (!white && !black) return { kind: 'none' };
  if (white && black) return white.result === black.result ? { kind: 'accepted', result: white.result } : { kind: 'disputed', white: white.result, black: black.result };
  return white ? { kind: 'waiting', result: white.result, from: whiteRank } : { kind: 'waiting', result: black!.result, from: blackRank };
};
