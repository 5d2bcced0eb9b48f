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
    const answer = client.pairRound(3, 2, 99, (s) => stages.push(s));
    const w = FakeWorker.last!;
    expect(w.options.type).toBe('module');
    expect(w.sent).toEqual([{ kind: 'pair-round', id: 1, tournamentId: 3, round: 2, now: 99 }]);
    w.reply({ kind: 'progress', id: 1, stage: 'pairing', round: 2 });
    w.reply({ kind: 'done', id: 7, round: 2, boards: 1, notes: [] }); // someone else's request: ignored
    w.reply({ kind: 'done', id: 1, round: 2, boards: 20, notes: ['n'] });
    expect(await answer).toEqual({ kind: 'done', id: 1, round: 2, boards: 20, notes: ['n'] });
    expect(stages).toEqual(['pairing']);
  });

  it('a pairings check gets its round-by-round progress and its own answer', async () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    const client = createPairingClient();
    const progress: string[] = [];
    const answer = client.checkPairings(4, (round, rounds) => progress.push(`${round}/${rounds}`));
    const w = FakeWorker.last!;
    expect(w.sent).toEqual([{ kind: 'check-pairings', id: 1, tournamentId: 4 }]);
    w.reply({ kind: 'check-progress', id: 1, round: 1, rounds: 2 });
    w.reply({ kind: 'progress', id: 1, stage: 'pairing', round: 1 }); // a pairing's progress: not the check's
    w.reply({ kind: 'check-progress', id: 1, round: 2, rounds: 2 });
    w.reply({ kind: 'checked', id: 1, rounds: 2, findings: [] });
    expect(await answer).toEqual({ kind: 'checked', id: 1, rounds: 2, findings: [] });
    expect(progress).toEqual(['1/2', '2/2']);
    // A worker that answers a check as if it were a pairing is reported, not trusted.
    const odd = client.checkPairings(4);
    w.reply({ kind: 'done', id: 2, round: 1, boards: 1, notes: [] });
    expect(await odd).toMatchObject({ kind: 'failed', error: { reason: 'internal' } });
    // Cancel stops a long check: the worker is terminated and the check resolves as cancelled.
    const long = client.checkPairings(4);
    client.cancel();
    expect(w.terminated).toBe(true);
    expect(await long).toMatchObject({ kind: 'failed', error: { reason: 'cancelled' } });
  });

  it('cancel terminates the worker and resolves the pending request as cancelled; the next request starts a new worker', async () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    const client = createPairingClient();
    const answer = client.pairRound(1, 1, 0);
    const first = FakeWorker.last!;
    client.cancel();
    expect(first.terminated).toBe(true);
    expect(await answer).toMatchObject({ kind: 'failed', error: { reason: 'cancelled' } });
    void client.pairRound(1, 1, 0);
    expect(FakeWorker.last).not.toBe(first);
  });

  it('a crashed worker is restarted at once; every pending request fails with a message for the TO', async () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    const client = createPairingClient();
    const answer = client.pairRound(1, 5, 0);
    const check = client.checkPairings(1);
    const crashed = FakeWorker.last!;
    crashed.onerror?.({ message: 'out of memory' });
    expect(crashed.terminated).toBe(true);
    const restarted = FakeWorker.last!;
    expect(restarted).not.toBe(crashed);
    expect(await answer).toMatchObject({
      kind: 'failed',
      error: { reason: 'crashed', detail: 'The pairing worker stopped unexpectedly (out of memory). It has been restarted and nothing was saved; pair round 5 again.' },
    });
    expect(await check).toMatchObject({ kind: 'failed', error: { reason: 'crashed', detail: expect.stringContaining('check the pairings again') } });
    // The next request goes to the restarted worker and is answered normally.
    const again = client.pairRound(1, 5, 0);
    expect(restarted.sent).toEqual([{ kind: 'pair-round', id: 3, tournamentId: 1, round: 5, now: 0 }]);
    restarted.reply({ kind: 'done', id: 3, round: 5, boards: 4, notes: [] });
    expect(await again).toMatchObject({ kind: 'done', round: 5 });
  });
});
