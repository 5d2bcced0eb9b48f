import { assertNever } from '../core/model';
/**
 * The messages between the app and the pairing worker. Every request carries an id; the worker
 * answers with any number of `progress` messages and then exactly one `done` or `failed`.
 */

import type { PairingDiagnosis } from '../core/diagnosis';

export interface PairRoundRequest {
  readonly kind: 'pair-round';
  readonly id: number;
  readonly tournamentId: number;
  /** The round to pair (1-based); must be the next one. */
  readonly round: number;
  /** Milliseconds since the epoch, stamped on the stored round. */
  readonly now: number;
  /** The TO confirmed pairing although the previous round still lacks results. */
  readonly allowMissingResults?: boolean;
  /** Re-pair: `round` is the latest round (no results yet); its pairing is discarded and made again. */
  readonly repair?: boolean;
}

/**
 * Replays every paired round of a tournament with its own pairing system and compares each with
 * the round as played (the app's "Check pairings"; bbpPairings' `-c`). Reads only.
 */
export interface CheckPairingsRequest {
  readonly kind: 'check-pairings';
  readonly id: number;
  readonly tournamentId: number;
}

/**
 * Warm-up, sent when a tournament opens and when its next round can be paired: the worker starts
 * (if it was not running) and reads the tournament's snapshot into its cache, so the click on
 * "Pair round N" finds both ready. Writes nothing; answered by `warmed`.
 */
export interface WarmRequest {
  readonly kind: 'warm';
  readonly id: number;
  readonly tournamentId: number;
  /** Also pair the next round ahead if it can be paired now (pairAhead.ts); off only to measure the click without it. */
  readonly pairAhead: boolean;
}

export type WorkerRequest = PairRoundRequest | CheckPairingsRequest | WarmRequest;

/** One board as the check compares it: White and Black by start rank; `black: 0` and `board: null` for the pairing-allocated bye. */
export interface CheckedBoard {
  readonly board: number | null;
  readonly white: number;
  readonly black: number;
}

/** A round the program pairs differently: its boards the tournament lacks, and the tournament's boards of the same players. */
export type RoundFinding =
  | { readonly kind: 'differs'; readonly round: number; readonly program: readonly CheckedBoard[]; readonly tournament: readonly CheckedBoard[] }
  | { readonly kind: 'no-valid-pairing'; readonly round: number; readonly detail: string };

export const progressStages = ['reading', 'pairing', 'saving'] as const;
export type ProgressStage = (typeof progressStages)[number];

export const workerFailures = [
  'not-found', 'wrong-status', 'already-paired', 'results-missing', 'invalid-input',
  'changed-meanwhile', 'no-valid-pairing', 'invalid-state', 'cancelled', 'internal',
  /** The worker died mid-request (uncaught error); the client restarted it and nothing was saved. */
  'crashed',
] as const;
export type WorkerFailureReason = (typeof workerFailures)[number];

/** A plain object (no Error instance), so it survives structured cloning in postMessage. */
export interface WorkerError {
  readonly reason: WorkerFailureReason;
  readonly detail: string;
  /** 'no-valid-pairing': the players who cannot be paired and the rules that block them (plain data). */
  readonly diagnosis?: PairingDiagnosis;
}

export type WorkerResponse =
  | { readonly kind: 'progress'; readonly id: number; readonly stage: ProgressStage; readonly round: number }
  | { readonly kind: 'done'; readonly id: number; readonly round: number; readonly boards: number; readonly notes: readonly string[] }
  | { readonly kind: 'failed'; readonly id: number; readonly error: WorkerError }
  | { readonly kind: 'check-progress'; readonly id: number; readonly round: number; readonly rounds: number }
  /** The check's answer: the number of rounds replayed and the rounds that differ (none: every round agrees). */
  | { readonly kind: 'checked'; readonly id: number; readonly rounds: number; readonly findings: readonly RoundFinding[] }
  /** The warm-up's answer: the revision of the snapshot now cached (null: no such tournament). */
  | { readonly kind: 'warmed'; readonly id: number; readonly revision: number | null };

/** Anything thrown becomes a typed, cloneable error (Actual's coerceError). */
export const coerceError = (e: unknown): WorkerError => {
  if (e instanceof Error) return { reason: 'internal', detail: `${e.name}: ${e.message}` };
  return { reason: 'internal', detail: String(e) };
};

export const describeStage = (stage: ProgressStage, round: number): string => {
  switch (stage) {
    case 'reading': return `Reading the tournament for round ${round}…`;
    case 'pairing': return `Pairing round ${round}…`;
    case 'saving': return `Saving round ${round}…`;
    default: return assertNever(stage);
  }
};
