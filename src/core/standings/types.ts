import type { PlayerId, Tenths } from '../model';
import type { Rational } from './rational';

/**
 * One tie-break value in a standings row.
 * - `value`: the number to show and sort by; `exact` is the same value as a reduced fraction
 *   (sorting compares `exact`, never the float).
 * - Units: score-based tie-breaks (BH, SB, PS, KS, AOB, FB, DE, SOS, ESOS) are in tenths of a point, like
 *   Tenths (BH 15½ = 155); counts (WIN, WON, BPG, BWG, REP, BYES) are plain integers; rating-based
 *   tie-breaks (ARO, TPR, PTP, APRO, APPO) are rating points, already rounded as C.07 says.
 * - `text`: human form in points ("15.5", "7/3", "2411").
 */
export interface TieBreakValue {
  readonly code: string;
  readonly value: number;
  readonly exact: Rational;
  readonly text: string;
}

export interface StandingRow {
  /** Shared places share a rank: 1, 2, 2, 4. */
  readonly rank: number;
  readonly player: PlayerId;
  readonly points: Tenths;
  readonly tieBreaks: readonly TieBreakValue[];
}

/** What went into one tie-break of one player, for the per-player card in the UI. */
export interface Contribution {
  /** Round (1-based) the value comes from; absent for values not tied to one round. */
  readonly round?: number;
  /** The opponent whose data was used; absent for a dummy / virtual opponent or an own value. */
  readonly opponent?: PlayerId;
  /** The value used, in the tie-break's unit. */
  readonly value: Rational;
  /** e.g. "opponent score", "dummy opponent (own score, C.07 16.4)", "cut (C.07 14.1)". */
  readonly note: string;
  /** True when a modifier (Cut-1, Median…) removed this contribution. */
  readonly cut?: boolean;
}

export interface Explanation {
  readonly code: string;
  readonly value: Rational;
  readonly contributions: readonly Contribution[];
}

/**
 * Why a tie-break list cannot rank a tournament (an expected failure, returned as a value):
 * - 'unrated-players': rating-based tie-breaks with unrated players and no rating given to them
 *   (C.07 Art. 10); `tieBreaks` the refused labels, `unrated` the unrated players;
 * - 'unknown-tie-break': a code Pairwise does not know (e.g. from a TRF's record 202).
 */
export type StandingsRefusal =
  | {
      readonly ok: false;
      readonly reason: 'unrated-players';
      readonly tieBreaks: readonly string[];
      readonly unrated: readonly PlayerId[];
      readonly detail: string;
    }
  | { readonly ok: false; readonly reason: 'unknown-tie-break'; readonly tieBreaks: readonly string[]; readonly detail: string };
