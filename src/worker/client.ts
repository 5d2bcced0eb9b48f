import type { PairwiseDb } from '../db/schema';
import type { PairRoundRequest, ProgressStage, WorkerResponse } from './protocol';
import { coerceError } from './protocol';

export type PairRoundResult = Exclude<WorkerResponse, { kind: 'progress' }>;

export interface PairingClient {
  pairRound(tournamentId: number, round: number, now: number, onProgress?: (stage: ProgressStage) => void, opts?: { readonly allowMissingResults?: boolean; readonly repair?: boolean }): Promise<PairRoundResult>;
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
  const pending = new Map<number, { resolve: (r: PairRoundResult) => void; progress?: (s: ProgressStage) => void }>();

  const spawn = (): Worker => {
    const w = new Worker(new URL('./pairing.worker.ts', import.meta.url), { type: 'module', name: 'pairing' });
    w.onmessage = (e: MessageEvent<WorkerResponse>) => {
      const m = e.data;
      const p = pending.get(m.id);
      if (!p) return;
      if (m.kind === 'progress') p.progress?.(m.stage);
      else {
        pending.delete(m.id);
        p.resolve(m);
      }
    };
    w.onerror = (e) => {
      // A crashed worker is replaced on the next request.
      w.terminate();
      if (worker === w) worker = null;
      for (const [id, p] of pending) p.resolve({ kind: 'failed', id, error: { reason: 'internal', detail: e.message || 'the pairing worker failed' } });
      pending.clear();
    };
    return w;
  };

  return {
    pairRound: async (tournamentId, round, now, onProgress, extra) => {
      const req: PairRoundRequest = { kind: 'pair-round', id: nextId++, tournamentId, round, now, ...(extra?.allowMissingResults ? { allowMissingResults: true } : {}), ...(extra?.repair ? { repair: true } : {}) };
      if (opts.inline) {
        const { pairRound } = await import('./pairRound');
        try {
          return (await pairRound(opts.inline, req, (s) => onProgress?.(s))) as PairRoundResult;
        } catch (e) {
          return { kind: 'failed', id: req.id, error: coerceError(e) };
        }
      }
      worker ??= spawn();
      const w = worker;
      return new Promise<PairRoundResult>((resolve) => {
        pending.set(req.id, onProgress ? { resolve, progress: onProgress } : { resolve });
        w.postMessage(req);
      });
    },
    cancel: () => {
      worker?.terminate();
      worker = null;
      for (const [id, p] of pending) p.resolve({ kind: 'failed', id, error: { reason: 'cancelled', detail: 'Pairing was cancelled.' } });
      pending.clear();
    },
  };
};
