import { describe, expect, it } from 'vitest';
import { addPlayer, createTournament, deleteTournament, loadTournament, lockSeeding, setResult, setWithdrawal } from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import { createPairingClient } from '../../src/worker/client';
import { freshDb } from '../db/helpers';

/** Six seeded players (TCEC Swiss, 3 rounds); returns the tournament id and the players' keys by start rank. */
const seeded = async (db: PairwiseDb): Promise<{ id: number; keys: number[] }> => {
  const t = await createTournament(db, { name: 'Warm', settings: { system: 'tcec', double: false }, totalRounds: 3 }, 7, 0);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (let i = 0; i < 6; i++) {
    const k = await addPlayer(db, t.value, { name: `P${i + 1}`, rating: 2500 - i }, 0);
    if (k.ok) keys.push(k.value);
  }
  await lockSeeding(db, t.value, keys, 'test', 0);
  return { id: t.value, keys };
};

const finishRound = async (db: PairwiseDb, id: number, round: number, now: number): Promise<void> => {
  const boards = (await loadTournament(db, id))!.rounds[round - 1]!.pairings.length;
  for (let b = 1; b <= boards; b++) await setResult(db, id, round, b, 0, 'white-wins', now);
};

const playersOf = async (db: PairwiseDb, id: number, round: number): Promise<number[]> =>
  (await loadTournament(db, id))!.rounds[round - 1]!.pairings.flatMap((p) => [p.white, p.black]).sort((a, b) => a - b);

describe('the pairing worker kept ready between rounds (warm-up and kept snapshot)', () => {
  it('pairs from what is stored when the round is paired, not from what it read when warmed', async () => {
    const db = freshDb();
    const { id, keys } = await seeded(db);
    const client = createPairingClient({ inline: db });
    expect(await client.send('pair-round', { tournamentId: id, round: 1, now: 10 })).toMatchObject({ kind: 'done' });
    await finishRound(db, id, 1, 11);
    expect(await client.send('warm', { tournamentId: id })).toMatchObject({ kind: 'done', revision: expect.any(Number) });
    // Another tab drops the top seed from round 2 after the warm-up read the tournament.
    expect(await setWithdrawal(db, keys[0]!, 2, 12)).toMatchObject({ ok: true });
    expect(await client.send('pair-round', { tournamentId: id, round: 2, now: 13 })).toMatchObject({ kind: 'done' });
    const paired = await playersOf(db, id, 2);
    expect(paired).not.toContain(1);
    expect(paired.length).toBeGreaterThanOrEqual(4);
  });

  it('pairs the same round with a warm-up as without one', async () => {
    const play = async (warm: boolean): Promise<unknown> => {
      const db = freshDb();
      const { id } = await seeded(db);
      const client = createPairingClient({ inline: db });
      for (let round = 1; round <= 3; round++) {
        if (warm) expect(await client.send('warm', { tournamentId: id })).toMatchObject({ kind: 'done', revision: expect.any(Number) });
        // After round 2, a result corrected after the warm-up read it.
        if (round === 3) await setResult(db, id, 2, 1, 0, 'draw', 40);
        expect(await client.send('pair-round', { tournamentId: id, round, now: 20 + round })).toMatchObject({ kind: 'done' });
        await finishRound(db, id, round, 30 + round);
      }
      return (await loadTournament(db, id))!.rounds;
    };
    expect(await play(true)).toEqual(await play(false));
  });

  it('answers a warm-up for a deleted tournament with false, and pairing it fails as not found', async () => {
    const db = freshDb();
    const { id } = await seeded(db);
    const client = createPairingClient({ inline: db });
    expect(await client.send('warm', { tournamentId: id })).toMatchObject({ kind: 'done', revision: expect.any(Number) });
    expect(await deleteTournament(db, id)).toMatchObject({ ok: true });
    expect(await client.send('warm', { tournamentId: id })).toMatchObject({ kind: 'done', revision: null });
    expect(await client.send('pair-round', { tournamentId: id, round: 1, now: 10 })).toMatchObject({ kind: 'failed', error: { reason: 'not-found' } });
  });
});
