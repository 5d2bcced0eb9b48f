import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createWorkerState, handle } from '../../src/worker/handlers';
import type { Context } from '../../src/worker/handlers';
import type { RequestKind, WorkerRequest, WorkerResponse } from '../../src/worker/protocol';
import type { Snapshot } from '../../src/db/repository';
import { freshDb } from '../db/helpers';

const context = (snapshots: (id: number) => Promise<Snapshot | undefined>): Context<'pair-round'> => ({
  ...createWorkerState(freshDb(), { compileAhead: false }),
  snapshots,
  progress: () => {},
});

describe('the handler map', () => {
  it('answers a refusal thrown by a handler with its own error, and a bug as internal; both survive postMessage', async () => {
    const refused = await handle('pair-round', { tournamentId: 5, round: 1, now: 0 }, context(async () => undefined));
    expect(refused).toEqual({ kind: 'failed', error: { reason: 'not-found', detail: 'There is no tournament with id 5.' } });
    expect(structuredClone(refused)).toEqual(refused);
    const bug = await handle('pair-round', { tournamentId: 5, round: 1, now: 0 }, context(() => Promise.reject(new TypeError('boom'))));
    expect(bug).toEqual({ kind: 'failed', error: { reason: 'internal', detail: 'TypeError: boom' } });
    expect(structuredClone(bug)).toEqual(bug);
  });

  it('answers a request it has no handler for as internal, naming it', async () => {
    const answer = await handle('nonsense' as RequestKind, { tournamentId: 1 } as never, context(async () => undefined) as never);
    expect(answer).toEqual({ kind: 'failed', error: { reason: 'internal', detail: "unknown request 'nonsense'" } });
  });
});

describe('the worker entry (dispatch only)', () => {
  const posted: WorkerResponse[] = [];
  const scope = globalThis as unknown as { self?: { postMessage: (m: WorkerResponse) => void; onmessage: ((e: { data: WorkerRequest }) => void) | null } };
  afterAll(() => {
    delete scope.self;
  });

  it('hands each request to its handler and posts its progress and answer under the request’s id', async () => {
    scope.self = { postMessage: (m) => posted.push(m), onmessage: null };
    await import('../../src/worker/pairing.worker');
    const send = (r: WorkerRequest): void => scope.self!.onmessage!({ data: r });
    const answered = (id: number): Promise<WorkerResponse> => vi.waitFor(() => {
      const answer = posted.find((m) => m.id === id && m.type === 'answer');
      if (!answer) throw new Error(`request ${id} not answered yet`);
      return answer;
    }, { timeout: 10_000 });

    send({ id: 1, kind: 'warm', args: { tournamentId: 404 } });
    expect(await answered(1)).toEqual({ type: 'answer', id: 1, answer: { kind: 'done', revision: null } });

    send({ id: 2, kind: 'pair-round', args: { tournamentId: 404, round: 1, now: 0 } });
    expect(await answered(2)).toEqual({ type: 'answer', id: 2, answer: { kind: 'failed', error: { reason: 'not-found', detail: 'There is no tournament with id 404.' } } });
    expect(posted.filter((m) => m.id === 2)).toEqual([{ type: 'progress', id: 2, progress: { stage: 'reading' } }, expect.objectContaining({ type: 'answer' })]);

    send({ id: 3, kind: 'nonsense' } as unknown as WorkerRequest);
    expect(await answered(3)).toMatchObject({ answer: { kind: 'failed', error: { reason: 'internal' } } });
  });
});
