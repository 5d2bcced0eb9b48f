import type { Bye, PlayerId, Tournament } from './tournament';
import type { BoardResult } from './outcome';
import type { PairingDiagnosis } from './pairingDiagnosis';

/** One board of a proposed round: White (or the corp side) first. */
export interface ProposedPair {
  readonly white: PlayerId;
  readonly black: PlayerId;
  /**
   * The board's result when it is known as the round is paired (one game a board): a round
   * robin's game against a player who has withdrawn is lost by forfeit (FIDE General Regulations
   * for Competitions, withdrawal from a round-robin tournament). Absent: to be played.
   */
  readonly result?: BoardResult;
}

/** The next round a system proposes: pairs in board (playing) order, the pairing-allocated bye if any. */
export interface ProposedRound {
  readonly pairs: readonly ProposedPair[];
  readonly byes: readonly Bye[];
  /** Plain-language remarks for the TO (e.g. "TCEC STEP 3: round 1 removed from the encounter history"). */
  readonly notes: readonly string[];
}

export type PairingFailure = {
  readonly ok: false;
  /** 'no-valid-pairing': the rules allow no pairing; 'invalid-state': the input contradicts itself. */
  readonly reason: 'no-valid-pairing' | 'invalid-state';
  readonly detail: string;
  /** For 'no-valid-pairing': which players cannot be paired and the rules that block them (src/core/diagnosis). */
  readonly diagnosis?: PairingDiagnosis;
};

export type PairingOutcome = { readonly ok: true; readonly round: ProposedRound } | PairingFailure;

/**
 * How far a pairing has got: `paired` of the `players` to pair have their opponent (or the bye).
 * A system that pairs bracket by bracket reports it after each bracket; the app shows it while a
 * big round is paired. Never more than `players`, and never less than an earlier report.
 */
export interface PairingProgress {
  readonly paired: number;
  readonly players: number;
}

/** What a caller may ask of one pairing beyond the tournament itself. */
export interface PairingOptions {
  /** Called as the pairing advances (systems that cannot tell never call it); must not throw. */
  readonly onProgress?: (progress: PairingProgress) => void;
}

/**
 * Every pairing system implements this: tournament state in (rounds 1..k with results), round
 * k+1 out. Pure: no clock, no unseeded randomness (randomness comes from tournament.randomSeed).
 * The options change nothing in the outcome.
 */
export interface PairingSystem {
  readonly id: Tournament['settings']['system'];
  pairNextRound(tournament: Tournament, options?: PairingOptions): PairingOutcome;
}
