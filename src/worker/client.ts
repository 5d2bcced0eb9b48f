import type { PairwiseDb } from '../db/repository';
import { coerceError } from './protocol';
import type { Answer, Args, Progress, RequestKind, WorkerError, WorkerRequest, WorkerResponse } from './protocol';

export interface SendOptions<K extends RequestKind> {
  /** Called with each progress report of the request (`Requests[K]['progress']`). */
  readonly onProgress?: (p: Progress<K>) => void;
  /** Aborting it does what `cancel()` does, if the request is still running. */
  readonly signal?: AbortSignal;
}

export interface PairingClient {
  /** Sends one request (`Requests` in protocol.ts); resolves with its answer, never rejects. */
  send<K extends RequestKind>(kind: K, args: Args<K>, opts?: SendOptions<K>): Promise<Answer<K>>;
  /**
   * Stops the running requests: terminates the worker (a pairing cannot be interrupted otherwise);
   * each pending request resolves as 'cancelled' and the next request starts a new worker. Inline,
   * a request once started runs to its end (the page's own thread cannot be interrupted).
   */
  cancel(): void;
}

/** What the TO can do after a crash, in words ("pair round 5 again"); "try again" for the others. */
const retryAfterCrash: { readonly [K in RequestKind]?: (args: Args<K>) => string } = {
  'pair-round': (a) => `pair round ${a.round} again`,
  'check-pairings': () => 'check the pairings again',
  'import-trf': (a) => `import ${a.fileName} again`,
  'explain-pairing': () => 'ask why again',
  'import-rating-list': () => 'import the list again',
};

const cancelled: WorkerError = { reason: 'cancelled', detail: 'Pairing was cancelled.' };

interface Pending {
  readonly resolve: (a: Answer<RequestKind>) => void;
  readonly progress: ((p: unknown) => void) | undefined;
  readonly retry: string;
}

/**
 * Talks to the pairing worker. With `inline`, runs the same handlers (with their own snapshot
 * cache and round paired ahead) on this thread: tests, or a browser without module workers.
 */
export const createPairingClient = (opts: { inline?: PairwiseDb } = {}): PairingClient => {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  /** Every pending request fails with this error (the worker is gone). */
  const failAll = (error: (p: Pending) => WorkerError): void => {
    const all = [...pending.values()];
    pending.clear();
    for (const p of all) p.resolve({ kind: 'failed', error: error(p) });
  };

  const spawn = (): Worker => {
    const w = new Worker(new URL('./pairing.worker.ts', import.meta.url), { type: 'module', name: 'pairing' });
    w.onmessage = (e: MessageEvent<WorkerResponse>) => {
      const m = e.data;
      const p = pending.get(m.id);
      if (!p) return;
      if (m.type === 'progress') p.progress?.(m.progress);
      else {
        pending.delete(m.id);
        p.resolve(m.answer);
      }
    };
    w.onerror = (e) => {
      // A crashed worker is restarted at once, and every request it held fails with a message
      // for the TO. Nothing was saved: the round is written in one transaction at the very end.
      w.terminate();
      if (worker === w) worker = spawn();
      const why = e.message ? ` (${e.message})` : '';
      failAll((p) => ({ reason: 'crashed', detail: `The pairing worker stopped unexpectedly${why}. It has been restarted and nothing was saved; ${p.retry}.` }));
    };
    return w;
  };

  const cancel = (): void => {
    worker?.terminate();
    worker = null;
    failAll(() => cancelled);
  };

  /** Inline: the handlers and their state, loaded on first use (the engine stays out of the page's first bundle). */
  let inline: Promise<typeof import('./handlers') & { readonly state: import('./handlers').WorkerState }> | undefined;
  const runInline = async <K extends RequestKind>(db: PairwiseDb, kind: K, args: Args<K>, onProgress?: (p: Progress<K>) => void): Promise<Answer<K>> => {
    try {
      inline ??= import('./handlers').then((m) => ({ ...m, state: m.createWorkerState(db, { compileAhead: false }) }));
      const { handle, state } = await inline;
      return await handle(kind, args, { ...state, progress: (p) => onProgress?.(p) });
    } catch (e) {
      return { kind: 'failed', error: coerceError(e) };
    }
  };

  const send = <K extends RequestKind>(kind: K, args: Args<K>, { onProgress, signal }: SendOptions<K> = {}): Promise<Answer<K>> => {
    if (signal?.aborted) return Promise.resolve({ kind: 'failed', error: cancelled });
    if (opts.inline) return runInline(opts.inline, kind, args, onProgress);
    worker ??= spawn();
    const w = worker;
    const id = nextId++;
    const retry = retryAfterCrash[kind]?.(args) ?? 'try again';
    const onAbort = (): void => {
      if (pending.has(id)) cancel();
    };
    return new Promise<Answer<K>>((resolve) => {
      pending.set(id, {
        resolve: (a) => {
          signal?.removeEventListener('abort', onAbort);
          // The worker answers a request with its own handler's answer (handlers.ts).
          resolve(a as Answer<K>);
        },
        progress: onProgress as ((p: unknown) => void) | undefined,
        retry,
      });
      signal?.addEventListener('abort', onAbort);
      w.postMessage({ id, kind, args } as WorkerRequest);
    });
  };

  return { send, cancel };
};
