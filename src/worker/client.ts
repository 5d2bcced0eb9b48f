import type { PairwiseDb } from '../db/schema';
import type { CheckPairingsRequest, PairRoundRequest, ProgressStage, WarmRequest, WorkerRequest, WorkerResponse } from './protocol';
import type { SnapshotSource } from './snapshotCache';
import type { PairAhead } from './pairAhead';
import { coerceError } from './protocol';

export type PairRoundResult = Extract<WorkerResponse, { kind: 'done' | 'failed' }>;
export type CheckPairingsResult = Extract<WorkerResponse, { kind: 'checked' | 'failed' }>;
/** A request's last message (anything but progress). */
type FinalResponse = Exclude<WorkerResponse, { kind: 'progress' | 'check-progress' }>;
type ProgressResponse = Extract<WorkerResponse, { kind: 'progress' | 'check-progress' }>;

export interface PairingClient {
  pairRound(tournamentId: number, round: number, now: number, onProgress?: (stage: ProgressStage) => void, opts?: { readonly allowMissingResults?: boolean; readonly repair?: boolean }): Promise<PairRoundResult>;
  /** "Check pairings": replays every round with the tournament's system; progress is the round being replayed. */
  checkPairings(tournamentId: number, onProgress?: (round: number, rounds: number) => void): Promise<CheckPairingsResult>;
  /**
   * Starts the worker if it is not running and has it read the tournament's snapshot, so the next
   * pairing finds both ready; with `pairAhead`, the worker also pairs the next round ahead if it
   * can be paired now (kept in memory for the click). Resolves once done (false: no such
   * tournament, or it failed).
   */
  warm(tournamentId: number, pairAhead?: boolean): Promise<boolean>;
  /** Stops the running request (terminates the worker); its promise resolves as 'cancelled'. */
  cancel(): void;
}

/**
 * Talks to the pairing worker. With `inline`, runs the same handler on this thread (tests, or a
 * browser without module workers).
 */
export const createPairingClient = (opts: { inline?: PairwiseDb } = {}): PairingClient => {
  let worker: Worker | null = null;
  let nextId = 1;
  /** `retry`: what the TO can do after a crash, in words ("pair round 5 again"). */
  const pending = new Map<number, { resolve: (r: FinalResponse) => void; progress?: (m: ProgressResponse) => void; retry: string }>();
  /** Inline: the snapshots kept between rounds, as the worker keeps them (one per client). */
  let inlineSnapshots: Promise<SnapshotSource> | undefined;
  const inlineSource = (db: PairwiseDb): Promise<SnapshotSource> => {
    inlineSnapshots ??= import('./snapshotCache').then((m) => m.createSnapshotCache(db));
    return inlineSnapshots;
  };
  /** Inline: the round paired ahead, as the worker keeps it. */
  let inlineAhead: Promise<PairAhead> | undefined;
  const inlinePairAhead = (): Promise<PairAhead> => (inlineAhead ??= import('./pairAhead').then((m) => m.createPairAhead()));

  const spawn = (): Worker => {
    const w = new Worker(new URL('./pairing.worker.ts', import.meta.url), { type: 'module', name: 'pairing' });
    w.onmessage = (e: MessageEvent<WorkerResponse>) => {
      const m = e.data;
      const p = pending.get(m.id);
      if (!p) return;
      if (m.kind === 'progress' || m.kind === 'check-progress') p.progress?.(m);
      else {
        pending.delete(m.id);
        p.resolve(m);
      }
    };
    w.onerror = (e) => {
      // A crashed worker is restarted at once, and every request it held fails with a message
      // for the TO. Nothing was saved: the round is written in one transaction at the very end.
      w.terminate();
      if (worker === w) worker = spawn();
      const why = e.message ? ` (${e.message})` : '';
      for (const [id, p] of pending) {
        p.resolve({ kind: 'failed', id, error: { reason: 'crashed', detail: `The pairing worker stopped unexpectedly${why}. It has been restarted and nothing was saved; ${p.retry}.` } });
      }
      pending.clear();
    };
    return w;
  };

  /** Posts one request to the worker; resolves with its last message (or a typed failure). */
  const post = (req: WorkerRequest, progress?: (m: ProgressResponse) => void): Promise<FinalResponse> => {
    worker ??= spawn();
    const w = worker;
    const retry = req.kind === 'pair-round' ? `pair round ${req.round} again` : req.kind === 'warm' ? 'try again' : 'check the pairings again';
    return new Promise<FinalResponse>((resolve) => {
      pending.set(req.id, progress ? { resolve, progress, retry } : { resolve, retry });
      w.postMessage(req);
    });
  };
  /** Each request kind has its own answer; anything else is the worker's bug, reported as such. */
  const unexpected = (id: number, m: FinalResponse): Extract<WorkerResponse, { kind: 'failed' }> =>
    ({ kind: 'failed', id, error: { reason: 'internal', detail: `unexpected answer '${m.kind}' from the pairing worker` } });

  return {
    pairRound: async (tournamentId, round, now, onProgress, extra) => {
      const req: PairRoundRequest = { kind: 'pair-round', id: nextId++, tournamentId, round, now, ...(extra?.allowMissingResults ? { allowMissingResults: true } : {}), ...(extra?.repair ? { repair: true } : {}) };
      if (opts.inline) {
        const { pairRound } = await import('./pairRound');
        try {
          return (await pairRound(opts.inline, req, (s) => onProgress?.(s), await inlineSource(opts.inline), await inlinePairAhead())) as PairRoundResult;
        } catch (e) {
          return { kind: 'failed', id: req.id, error: coerceError(e) };
        }
      }
      const m = await post(req, onProgress ? (p) => { if (p.kind === 'progress') onProgress(p.stage); } : undefined);
      return m.kind === 'done' || m.kind === 'failed' ? m : unexpected(req.id, m);
    },
    checkPairings: async (tournamentId, onProgress) => {
      const req: CheckPairingsRequest = { kind: 'check-pairings', id: nextId++, tournamentId };
      if (opts.inline) {
        const { checkPairings } = await import('./checkPairings');
        try {
          return (await checkPairings(opts.inline, req, (r, n) => onProgress?.(r, n))) as CheckPairingsResult;
        } catch (e) {
          return { kind: 'failed', id: req.id, error: coerceError(e) };
        }
      }
      const m = await post(req, onProgress ? (p) => { if (p.kind === 'check-progress') onProgress(p.round, p.rounds); } : undefined);
      return m.kind === 'checked' || m.kind === 'failed' ? m : unexpected(req.id, m);
    },
    warm: async (tournamentId, pairAhead = true) => {
      const req: WarmRequest = { kind: 'warm', id: nextId++, tournamentId, pairAhead };
      if (opts.inline) {
        const { warm } = await import('./snapshotCache');
        try {
          const ahead = await inlinePairAhead();
          const m = await warm(await inlineSource(opts.inline), req, (s) => { if (pairAhead) ahead.pair(s); });
          return m.kind === 'warmed' && m.revision !== null;
        } catch {
          return false;
        }
      }
      const m = await post(req);
      performance.mark('pairwise:warmed'); // the worker is ready for the click (the browser bench waits for it)
      return m.kind === 'warmed' && m.revision !== null;
    },
    cancel: () => {
      worker?.terminate();
      worker = null;
      for (const [id, p] of pending) p.resolve({ kind: 'failed', id, error: { reason: 'cancelled', detail: 'Pairing was cancelled.' } });
      pending.clear();
    },
  };
};
