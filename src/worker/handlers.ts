import type { PairwiseDb } from '../db/repository';
import { coerceError } from './protocol';
import type { Answer, Args, Progress, RequestKind, Result } from './protocol';
import { createSnapshotCache } from './snapshotCache';
import type { SnapshotSource } from './snapshotCache';
import { createPairAhead } from './pairAhead';
import type { PairAhead } from './pairAhead';
import { pairRound } from './pairRound';
import { checkPairings } from './checkPairings';
import { explainPairingHandler } from './explainPairing';
import { warm } from './warm';
import { importTrf } from './importTrf';
import { importRatingList } from './importRatingList';

/** What the handlers share between requests: one per worker (or per inline client). */
export interface WorkerState {
  readonly db: PairwiseDb;
  /** The last snapshots read, kept between rounds (checked against the stored version at each use). */
  readonly snapshots: SnapshotSource;
  /** The next round, paired while the TO looks at the screen (used only if nothing changed since). */
  readonly ahead: PairAhead;
  /** Whether a warm-up may spend time compiling the engine ahead: on the worker's thread, not the page's. */
  readonly compileAhead: boolean;
}

/** A handler's context: the shared state and its request's progress report. */
export interface Context<K extends RequestKind> extends WorkerState {
  readonly progress: (p: Progress<K>) => void;
}

export type Handlers = { readonly [K in RequestKind]: (args: Args<K>, ctx: Context<K>) => Promise<Result<K>> };

/** One handler per request of the protocol (`Requests`); a request without its handler does not compile. */
export const handlers: Handlers = {
  'pair-round': pairRound,
  'check-pairings': checkPairings,
  'explain-pairing': explainPairingHandler,
  'warm': warm,
  'import-trf': importTrf,
  'import-rating-list': importRatingList,
};

export const createWorkerState = (db: PairwiseDb, opts: { readonly compileAhead: boolean }): WorkerState => ({
  db,
  snapshots: createSnapshotCache(db),
  ahead: createPairAhead(),
  compileAhead: opts.compileAhead,
});

/**
 * Runs one request with its handler. Never rejects: anything thrown (a refusal with `fail`, or a
 * bug) becomes a `failed` answer whose `WorkerError` survives postMessage.
 */
export const handle = async <K extends RequestKind>(kind: K, args: Args<K>, ctx: Context<K>): Promise<Answer<K>> => {
  if (!Object.hasOwn(handlers, kind)) return { kind: 'failed', error: { reason: 'internal', detail: `unknown request '${String(kind)}'` } };
  try {
    const result = await handlers[kind](args, ctx);
    return { ...result, kind: 'done' };
  } catch (e) {
    return { kind: 'failed', error: coerceError(e) };
  }
};
