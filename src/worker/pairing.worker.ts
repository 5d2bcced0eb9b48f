import { openDb } from '../db/schema';
import { pairRound } from './pairRound';
import { checkPairings } from './checkPairings';
import { coerceError } from './protocol';
import { createSnapshotCache, warm } from './snapshotCache';
import { compileAhead } from './compileAhead';
import { createPairAhead } from './pairAhead';
import type { WorkerRequest, WorkerResponse } from './protocol';

// The thin worker: open Dexie, dispatch each request to pure code, post typed answers.
const db = openDb();
performance.mark('pairwise:worker-ready'); // a trace shows when the worker could take its first request
const post = (m: WorkerResponse): void => self.postMessage(m);
// The last snapshots read, kept between rounds (checked against the stored version at each use).
const snapshots = createSnapshotCache(db);
// The next round, paired while the TO looks at the screen (used only if nothing changed since).
const ahead = createPairAhead();

self.onmessage = (e: MessageEvent<WorkerRequest>): void => {
  const req = e.data;
  switch (req.kind) {
    case 'pair-round':
      pairRound(db, req, (stage) => post({ kind: 'progress', id: req.id, stage, round: req.round }), snapshots, ahead)
        .then(post, (err: unknown) => post({ kind: 'failed', id: req.id, error: coerceError(err) }));
      break;
    case 'check-pairings':
      checkPairings(db, req, (round, rounds) => post({ kind: 'check-progress', id: req.id, round, rounds }))
        .then(post, (err: unknown) => post({ kind: 'failed', id: req.id, error: coerceError(err) }));
      break;
    case 'warm':
      // The snapshot read, then the next round paired ahead if it can be paired now, or else (a big
      // Swiss event, first time) the engine compiled ahead; answered after both.
      warm(snapshots, req, (s) => {
        if (!req.pairAhead || !ahead.pair(s)) compileAhead(s.tournament);
      })
        .then(post, (err: unknown) => post({ kind: 'failed', id: req.id, error: coerceError(err) }));
      break;
    default: {
      const never: never = req;
      post({ kind: 'failed', id: -1, error: { reason: 'internal', detail: `unknown request ${String((never as { kind?: unknown }).kind)}` } });
    }
  }
};
