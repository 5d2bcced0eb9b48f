import { describe, expect, it } from 'vitest';
import { addPlayer, createTournament, loadTournament, lockSeeding, setResult } from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import { createPairingClient } from '../../src/worker/client';
import { coerceError } from '../../src/worker/protocol';
import type { PairProgress, ProgressStage } from '../../src/worker/protocol';
import { dump, freshDb, seededEvent } from '../db/helpers';

const seeded = async (db: PairwiseDb, n: number): Promise<number> => {
  const t = await createTournament(db, { name: 'W', settings: { system: 'tcec', double: false }, totalRounds: 3 }, 7, 0);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = await addPlayer(db, t.value, { name: `P${i + 1}`, rating: 2500 - i }, 0);
    if (k.ok) keys.push(k.value);
  }
  await lockSeeding(db, t.value, keys, 'test', 0);
  return t.value;
};

describe('pairing a round (inline fallback of the worker)', () => {
  it('reads, pairs and writes the round, reporting progress in order', async () => {
    const db = freshDb();
    const id = await seeded(db, 6);
    const stages: ProgressStage[] = [];
    const r = await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round: 1, now: 10 }, { onProgress: (s) => stages.push(s.stage) });
    expect(r).toMatchObject({ kind: 'done', round: 1, boards: 3 });
    expect(stages).toEqual(['reading', 'pairing', 'saving']);
    const t = await loadTournament(db, id);
    expect(t?.rounds).toHaveLength(1);
    const paired = t?.rounds[0]?.pairings.flatMap((p) => [p.white, p.black]).sort((a, b) => a - b);
    expect(paired).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reports the players paired while a Dutch round is paired, then saves it', async () => {
    const db = freshDb();
    const { id } = await seededEvent(db, { name: 'Progress', settings: { system: 'dutch', rules: '2026' }, totalRounds: 3 }, 30);
    const reports: PairProgress[] = [];
    const r = await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round: 1, now: 10 }, { onProgress: (p) => reports.push(p) });
    expect(r).toMatchObject({ kind: 'done', round: 1, boards: 15 });
    // Round 1 is one bracket: the Dutch system reports once, after it.
    expect(reports).toEqual([{ stage: 'reading' }, { stage: 'pairing' }, { stage: 'pairing', paired: { paired: 30, players: 30 } }, { stage: 'saving' }]);
  });

  it('refuses the next round while results are missing, naming the boards, and writes nothing', async () => {
    const db = freshDb();
    const id = await seeded(db, 4);
    const client = createPairingClient({ inline: db });
    await client.send('pair-round', { tournamentId: id, round: 1, now: 10 });
    await setResult(db, id, 1, 1, 0, 'white-wins', 11);
    const before = await dump(db);
    const r = await client.send('pair-round', { tournamentId: id, round: 2, now: 12 });
    expect(r).toMatchObject({ kind: 'failed', error: { reason: 'results-missing', detail: 'Round 1 still needs results on board(s) 2.' } });
    expect(await dump(db)).toEqual(before);
  });

  it('pairs a round only once when two requests race (the write re-checks in its transaction)', async () => {
    const db = freshDb();
    const id = await seeded(db, 4);
    const client = createPairingClient({ inline: db });
    const results = await Promise.all([client.send('pair-round', { tournamentId: id, round: 1, now: 10 }), client.send('pair-round', { tournamentId: id, round: 1, now: 10 })]);
    expect(results.map((r) => r.kind).sort()).toEqual(['done', 'failed']);
    expect(results.find((r) => r.kind === 'failed')).toMatchObject({ error: { reason: 'already-paired' } });
    expect(await db.pairings.count()).toBe(2);
  });

  it('refuses to store a pairing made from a snapshot that changed meanwhile', async () => {
    const db = freshDb();
    const id = await seeded(db, 4);
    const client = createPairingClient({ inline: db });
    await client.send('pair-round', { tournamentId: id, round: 1, now: 10 });
    await setResult(db, id, 1, 1, 0, 'white-wins', 11);
    await setResult(db, id, 1, 2, 0, 'draw', 11);
    // Another tab corrects a result of round 1 while round 2 is being paired.
    const pending: Promise<unknown>[] = [];
    const r = await client.send('pair-round', { tournamentId: id, round: 2, now: 12 }, { onProgress: (stage) => {
      if (stage.stage === 'pairing' && stage.paired === undefined) pending.push(setResult(db, id, 1, 2, 0, 'black-wins', 12));
    } });
    await Promise.all(pending);
    expect(r).toMatchObject({ kind: 'failed', error: { reason: 'changed-meanwhile' } });
    expect(await db.rounds.count()).toBe(1);
    expect(await client.send('pair-round', { tournamentId: id, round: 2, now: 13 })).toMatchObject({ kind: 'done', round: 2 });
  });

  it('reports an unknown tournament as a typed failure', async () => {
    const db = freshDb();
    expect(await createPairingClient({ inline: db }).send('pair-round', { tournamentId: 99, round: 1, now: 0 })).toMatchObject({ kind: 'failed', error: { reason: 'not-found' } });
  });

  it('turns anything thrown into a plain error that structured cloning keeps', () => {
    const e = coerceError(new TypeError('boom'));
    expect(structuredClone(e)).toEqual({ reason: 'internal', detail: 'TypeError: boom' });
  });

  it('names an allocation the browser refused as running out of memory, not as an internal error', () => {
    // What V8 throws when an ArrayBuffer (the engines' big tables) cannot be had, or would be too long.
    for (const e of [new RangeError('Array buffer allocation failed'), new RangeError('Invalid typed array length: 5000000000'), new RangeError('Invalid array length')]) {
      expect(structuredClone(coerceError(e))).toEqual({ reason: 'out-of-memory', detail: `the browser refused the memory it asked for: RangeError: ${e.message}` });
    }
    // Other RangeErrors stay internal errors.
    expect(coerceError(new RangeError('Maximum call stack size exceeded')).reason).toBe('internal');
  });
});
