import { afterEach, describe, expect, it } from 'vitest';
import { createPairingClient } from '../../src/worker/client';
import type { WorkerRequest, WorkerResponse } from '../../src/worker/protocol';

/** A stand-in for the browser's Worker: records what it is sent; the test plays the worker's part. */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((e: { data: WorkerResponse }) => void) | null = null;
  onerror: ((e: { message: string }) => void) | null = null;
  readonly sent: WorkerRequest[] = [];
  terminated = false;
  constructor(readonly url: URL, readonly options: WorkerOptions) {
    FakeWorker.last = this;
  }
  postMessage(m: WorkerRequest): void {
    this.sent.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(m: WorkerResponse): void {
    this.onmessage?.({ data: m });
  }
}

const realWorker = globalThis.Worker;
afterEach(() => {
  globalThis.Worker = realWorker;
  FakeWorker.last = null;
});

describe('the pairing client (worker side faked)', () => {
  it('starts a module worker, forwards progress and resolves with the answer to its own request', async () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    const client = createPairingClient();
    const stages: string[] = [];
    const answer = client.send('pair-round', { tournamentId: 3, round: 2, now: 99 }, { onProgress: (s) => stages.push(s.stage) });
    const w = FakeWorker.last!;
    expect(w.options.type).toBe('module');
    expect(w.sent).toEqual([{ id: 1, kind: 'pair-round', args: { tournamentId: 3, round: 2, now: 99 } }]);
    w.reply({ type: 'progress', id: 1, progress: { stage: 'pairing' } });
    w.reply({ type: 'answer', id: 7, answer: { kind: 'done', round: 2, boards: 1, notes: [] } }); // someone else's request: ignored
    w.reply({ type: 'answer', id: 1, answer: { kind: 'done', round: 2, boards: 20, notes: ['n'] } });
    expect(await answer).toEqual({ kind: 'done', round: 2, boards: 20, notes: ['n'] });
    expect(stages).toEqual(['pairing']);
  });

  it('a pairings check gets its round-by-round progress and its own answer', async () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    const client = createPairingClient();
    const progress: string[] = [];
    const answer = client.send('check-pairings', { tournamentId: 4 }, { onProgress: ({ round, rounds }) => progress.push(`${round}/${rounds}`) });
    const pairing = client.send('pair-round', { tournamentId: 4, round: 1, now: 0 });
    const w = FakeWorker.last!;
    expect(w.sent).toEqual([{ id: 1, kind: 'check-pairings', args: { tournamentId: 4 } }, { id: 2, kind: 'pair-round', args: { tournamentId: 4, round: 1, now: 0 } }]);
    w.reply({ type: 'progress', id: 1, progress: { round: 1, rounds: 2 } });
    w.reply({ type: 'progress', id: 2, progress: { stage: 'pairing' } }); // the pairing's progress: not the check's
    w.reply({ type: 'progress', id: 1, progress: { round: 2, rounds: 2 } });
    w.reply({ type: 'answer', id: 1, answer: { kind: 'done', rounds: 2, findings: [] } });
    expect(await answer).toEqual({ kind: 'done', rounds: 2, findings: [] });
    expect(progress).toEqual(['1/2', '2/2']);
    // Cancel stops a long check: the worker is terminated and every pending request resolves as cancelled.
    const long = client.send('check-pairings', { tournamentId: 4 });
    client.cancel();
    expect(w.terminated).toBe(true);
    expect(await long).toMatchObject({ kind: 'failed', error: { reason: 'cancelled' } });
    expect(await pairing).toMatchObject({ kind: 'failed', error: { reason: 'cancelled', detail: 'Pairing was cancelled.' } });
  });

  it('cancel terminates the worker and resolves the pending request as cancelled; the next request starts a new worker', async () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    const client = createPairingClient();
    const answer = client.send('pair-round', { tournamentId: 1, round: 1, now: 0 });
    const first = FakeWorker.last!;
    client.cancel();
    expect(first.terminated).toBe(true);
    expect(await answer).toMatchObject({ kind: 'failed', error: { reason: 'cancelled' } });
    void client.send('pair-round', { tournamentId: 1, round: 1, now: 0 });
    expect(FakeWorker.last).not.toBe(first);
  });

  it('an aborted signal cancels its running request as cancel() does, and does nothing once the request is answered', async () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    const client = createPairingClient();
    const answered = new AbortController();
    const first = client.send('warm', { tournamentId: 1 }, { signal: answered.signal });
    const w = FakeWorker.last!;
    w.reply({ type: 'answer', id: 1, answer: { kind: 'done', revision: 3 } });
    expect(await first).toEqual({ kind: 'done', revision: 3 });
    answered.abort();
    expect(w.terminated).toBe(false);

    const running = new AbortController();
    const pairing = client.send('pair-round', { tournamentId: 1, round: 2, now: 0 }, { signal: running.signal });
    running.abort();
    expect(w.terminated).toBe(true);
    expect(await pairing).toMatchObject({ kind: 'failed', error: { reason: 'cancelled', detail: 'Pairing was cancelled.' } });

    // Already aborted: nothing is sent.
    const sentBefore = FakeWorker.last!.sent.length;
    expect(await client.send('check-pairings', { tournamentId: 1 }, { signal: running.signal })).toMatchObject({ kind: 'failed', error: { reason: 'cancelled' } });
    expect(FakeWorker.last!.sent).toHaveLength(sentBefore);
  });

  it('a crashed worker is restarted at once; every pending request fails with a message for the TO', async () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    const client = createPairingClient();
    const answer = client.send('pair-round', { tournamentId: 1, round: 5, now: 0 });
    const check = client.send('check-pairings', { tournamentId: 1 });
    const warm = client.send('warm', { tournamentId: 1 });
    const crashed = FakeWorker.last!;
    crashed.onerror?.({ message: 'out of memory' });
    expect(crashed.terminated).toBe(true);
    const restarted = FakeWorker.last!;
    expect(restarted).not.toBe(crashed);
    expect(await answer).toMatchObject({
      kind: 'failed',
      error: { reason: 'crashed', detail: 'The pairing worker stopped unexpectedly (out of memory). It has been restarted and nothing was saved; pair round 5 again.' },
    });
    expect(await check).toMatchObject({ kind: 'failed', error: { reason: 'crashed', detail: expect.stringContaining('; check the pairings again.') } });
    expect(await warm).toMatchObject({ kind: 'failed', error: { reason: 'crashed', detail: expect.stringContaining('; try again.') } });
    // The next request goes to the restarted worker and is answered normally.
    const again = client.send('pair-round', { tournamentId: 1, round: 5, now: 0 });
    expect(restarted.sent).toEqual([{ id: 4, kind: 'pair-round', args: { tournamentId: 1, round: 5, now: 0 } }]);
    restarted.reply({ type: 'answer', id: 4, answer: { kind: 'done', round: 5, boards: 4, notes: [] } });
    expect(await again).toMatchObject({ kind: 'done', round: 5 });
  });
});
