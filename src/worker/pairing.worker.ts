import { openDb } from '../db/repository';
import { createWorkerState, handle } from './handlers';
import type { WorkerRequest, WorkerResponse } from './protocol';

// The thin worker: opens its own Dexie connection and hands each request to its handler
// (handlers.ts); progress and the answer go back under the request's id.
const state = createWorkerState(openDb(), { compileAhead: true });
performance.mark('pairwise:worker-ready'); // a trace shows when the worker could take its first request
const post = (m: WorkerResponse): void => self.postMessage(m);

self.onmessage = (e: MessageEvent<WorkerRequest>): void => {
  const { id, kind, args } = e.data;
  void handle(kind, args, { ...state, progress: (progress) => post({ type: 'progress', id, progress }) })
    .then((answer) => post({ type: 'answer', id, answer }));
};
