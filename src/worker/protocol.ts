import { assertNever } from '../core/model';
import type { PairingDiagnosis } from '../core/diagnosis';
import type { PairingExplanation, PairingProgress, PlayerId } from '../core/model';
import type { RatingType } from '../core/ratingList';

/**
 * The requests the pairing worker answers: one entry each, with its arguments, its result and
 * (if it reports any) its progress. Everything else — the messages on the wire, the client's
 * `send`, the worker's handler map — is derived from this declaration, so adding a request is an
 * entry here and its handler in `handlers.ts`.
 *
 * Results are plain data (structured cloning keeps them) and have no `kind` of their own: the
 * client hands them back as `{ kind: 'done', ...result }`, failures as `{ kind: 'failed', error }`.
 */
export interface Requests {
  /** Pairs the next round (or, with `repair`, the latest round again) and writes it (`pairRound.ts`). */
  'pair-round': {
    args: {
      readonly tournamentId: number;
      /** The round to pair (1-based); must be the next one. */
      readonly round: number;
      /** Milliseconds since the epoch, stamped on the stored round. */
      readonly now: number;
      /** The TO confirmed pairing although the previous round still lacks results. */
      readonly allowMissingResults?: boolean;
      /** Re-pair: `round` is the latest round (no results yet); its pairing is discarded and made again. */
      readonly repair?: boolean;
    };
    result: { readonly round: number; readonly boards: number; readonly notes: readonly string[] };
    progress: PairProgress;
  };
  /**
   * Replays every paired round of a tournament with its own pairing system and compares each with
   * the round as played (the app's "Check pairings"; bbpPairings' `-c`). Reads only.
   */
  'check-pairings': {
    args: { readonly tournamentId: number };
    /** The number of rounds replayed and the rounds that differ (none: every round agrees). */
    result: { readonly rounds: number; readonly findings: readonly RoundFinding[] };
    /** The round being replayed, of how many. */
    progress: { readonly round: number; readonly rounds: number };
  };
  /**
   * Reads a TRF file into a new tournament and stores it in one transaction (`importTrf.ts`): the
   * import form's work, off the page's thread. A refusal carries the place in `WorkerError.field`.
   */
  'import-trf': {
    args: {
      readonly text: string;
      /** The file's name, for the messages. */
      readonly fileName: string;
      /** 'from-file' (its PWS or 192 record) or the key of one of the systems' presets. */
      readonly system: string;
      readonly randomSeed: number;
      /** Milliseconds since the epoch, stamped on the stored rows. */
      readonly now: number;
    };
    /** The new tournament, the tab to open it on, and what in the file was kept as written. */
    result: { readonly tournamentId: number; readonly tab: 'rounds' | 'players'; readonly warnings: readonly string[] };
  };
  /**
   * Why a paired round was paired as it was, for one board, a player's board or bye, or the bye
   * (`explainPairing.ts`; the system's `explain` capability). Reads only; re-solves the round once
   * per alternative, so it runs here and the Rounds screen stays responsive.
   */
  'explain-pairing': {
    args: {
      readonly tournamentId: number;
      readonly round: number;
      readonly board?: number;
      readonly player?: PlayerId;
      readonly other?: PlayerId;
    };
    result: { readonly explanation: PairingExplanation };
  };
  /**
   * Warm-up, sent when a tournament opens and when its next round can be paired: the worker starts
   * (if it was not running) and reads the tournament's snapshot into its cache, so the click on
   * "Pair round N" finds both ready. Writes nothing.
   */
  'warm': {
    args: {
      readonly tournamentId: number;
      /** Also pair the next round ahead if it can be paired now (pairAhead.ts); false only to measure the click without it. */
      readonly pairAhead?: boolean;
    };
    /** The revision of the snapshot now cached (null: no such tournament). */
    result: { readonly revision: number | null };
  };
  /**
   * Reads a FIDE rating list file the TO picked (zip, XML or TXT) as a stream and stores it as the
   * list of its rating types (`importRatingList.ts`). A bad or cut-short file is refused with its
   * line, and nothing of it is kept.
   */
  'import-rating-list': {
    args: {
      readonly file: Blob;
      readonly fileName: string;
      /** The list's month (YYYY-MM) as the TO gave it; the file's own month wins when it names one. */
      readonly month: string | null;
      /** For a one-type list whose name does not say it: standard, rapid or blitz. */
      readonly type: RatingType | null;
      readonly now: number;
    };
    result: { readonly month: string; readonly types: readonly RatingType[]; readonly players: number; readonly entry: string | null };
    /** Bytes of the file read so far, of how many, and the players stored. */
    progress: { readonly read: number; readonly total: number; readonly players: number };
  };
}

export type RequestKind = keyof Requests;
export type Args<K extends RequestKind> = Requests[K]['args'];
export type Result<K extends RequestKind> = Requests[K]['result'];
/** What a request reports while it runs (`never`: nothing). */
export type Progress<K extends RequestKind> = K extends RequestKind ? (Requests[K] extends { readonly progress: infer P } ? P : never) : never;

/** A request's answer as the client hands it back. */
export type Answer<K extends RequestKind> = ({ readonly kind: 'done' } & Result<K>) | Failed;
export interface Failed {
  readonly kind: 'failed';
  readonly error: WorkerError;
}

/** On the wire, page → worker: every request carries an id its answers repeat. */
export type WorkerRequest = { readonly [K in RequestKind]: { readonly id: number; readonly kind: K; readonly args: Args<K> } }[RequestKind];
/** On the wire, worker → page: any number of `progress` messages, then exactly one `answer`. */
export type WorkerResponse =
  | { readonly type: 'progress'; readonly id: number; readonly progress: Progress<RequestKind> }
  | { readonly type: 'answer'; readonly id: number; readonly answer: Answer<RequestKind> };

/** A result with a `kind` of its own would be hidden by the answer's: refused at compile time. */
type NoKindInResults = { [K in RequestKind]: 'kind' extends keyof Result<K> ? K : never }[RequestKind];
const resultsHaveNoKind: [NoKindInResults] extends [never] ? true : false = true;
void resultsHaveNoKind;

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

/**
 * A pairing's progress: its stage and, while pairing, how many of the players to pair have their
 * opponent (from the system, if it reports it: the Dutch system after each bracket).
 */
export interface PairProgress {
  readonly stage: ProgressStage;
  readonly paired?: PairingProgress;
}

export const workerFailures = [
  'not-found', 'wrong-status', 'already-paired', 'results-missing', 'invalid-input',
  'changed-meanwhile', 'no-valid-pairing', 'invalid-state', 'cancelled', 'internal',
  /** The worker died mid-request (uncaught error); the client restarted it and nothing was saved. */
  'crashed',
  /** The request needed more memory than the browser gives the worker (an allocation refused); nothing was saved. */
  'out-of-memory',
] as const;
export type WorkerFailureReason = (typeof workerFailures)[number];

/** A plain object (no Error instance), so it survives structured cloning in postMessage. */
export interface WorkerError {
  readonly reason: WorkerFailureReason;
  readonly detail: string;
  /** 'no-valid-pairing': the players who cannot be paired and the rules that block them (plain data). */
  readonly diagnosis?: PairingDiagnosis;
  /** Where the input is wrong ("players.trf, line 12, column 49"), when the request read a file or a form. */
  readonly field?: string;
}

/**
 * How a handler refuses a request: thrown, and handed to the client as its `WorkerError` as is
 * (anything else thrown is an `internal` error).
 */
export class RequestFailed extends Error {
  constructor(readonly error: WorkerError) {
    super(error.detail);
    this.name = 'RequestFailed';
  }
}

/** Refuses the request with a reason and a message for the TO. */
export const fail = (reason: WorkerFailureReason, detail: string, diagnosis?: PairingDiagnosis): never => {
  throw new RequestFailed(diagnosis === undefined ? { reason, detail } : { reason, detail, diagnosis });
};

/** Refuses input that is wrong at a place the TO can find ("players.trf, line 12, column 49"). */
export const failAt = (field: string, detail: string): never => {
  throw new RequestFailed({ reason: 'invalid-input', detail, field });
};

/**
 * An allocation the browser refused: V8 throws a RangeError when an ArrayBuffer cannot be had
 * ("Array buffer allocation failed") or an array or typed array would exceed its largest length.
 * The pairing engines keep their big tables in typed arrays, so a round too big for the memory the
 * browser gives the worker ends here (an exhausted JavaScript heap instead stops the whole page:
 * see `pairingStoppedThePage` in src/ui/pairing.ts).
 */
const outOfMemory = (e: unknown): boolean =>
  e instanceof RangeError && /allocation failed|out of memory|invalid (typed )?array length|array buffer/i.test(e.message);

/** Anything thrown becomes a typed, cloneable error (Actual's coerceError). */
export const coerceError = (e: unknown): WorkerError => {
  if (e instanceof RequestFailed) return e.error;
  if (outOfMemory(e)) return { reason: 'out-of-memory', detail: `the browser refused the memory it asked for: ${(e as Error).name}: ${(e as Error).message}` };
  if (e instanceof Error) return { reason: 'internal', detail: `${e.name}: ${e.message}` };
  return { reason: 'internal', detail: String(e) };
};

export const describeStage = ({ stage, paired }: PairProgress, round: number): string => {
  switch (stage) {
    case 'reading': return `Reading the tournament for round ${round}…`;
    case 'pairing': return paired === undefined ? `Pairing round ${round}…` : `Pairing round ${round}: ${paired.paired.toLocaleString('en')} of ${paired.players.toLocaleString('en')} players paired…`;
    case 'saving': return `Saving round ${round}…`;
    default: return assertNever(stage);
  }
};
