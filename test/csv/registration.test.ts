import { describe, expect, it } from 'vitest';
import {
  addLateEntry, addPlayer, createTournament, loadAudit, loadTournament, lockSeeding, setPlannedBye, setResult, setWithdrawal, updatePlayer,
} from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import { createPairingClient } from '../../src/worker/client';
import { dump, freshDb } from '../db/helpers';

const seeded = async (db: PairwiseDb, n: number): Promise<{ id: number; keys: number[] }> => {
  const t = await createTournament(db, { name: 'Late Open', settings: { system: 'tcec', double: false }, totalRounds: 4 }, 7, 0);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = await addPlayer(db, t.value, { name: `P${i + 1}`, rating: 2500 - i }, 0);
    if (k.ok) keys.push(k.value);
  }
  await lockSeeding(db, t.value, keys, 'test', 0);
  return { id: t.value, keys };
};

const pair = async (db: PairwiseDb, id: number, round: number) => {
  const r = await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round, now: 100 + round }, { onProgress: () => {} });
  expect(r).toMatchObject({ kind: 'done', round });
};

const playRound = async (db: PairwiseDb, id: number, round: number) => {
  const t = await loadTournament(db, id);
  for (const p of t!.rounds[round - 1]!.pairings) await setResult(db, id, round, p.board, 0, 'draw', 200);
};

describe('requested byes, drops and late entries reach the pairing system', () => {
  it('a requested half-point bye for round 2 keeps the player out of round 2 and records H', async () => {
    const db = freshDb();
    const { id } = await seeded(db, 6);
    await pair(db, id, 1);
    expect(await setPlannedBye(db, id, 3, 1, 'H', 300)).toMatchObject({ ok: false, field: 'round' });
    expect((await setPlannedBye(db, id, 3, 2, 'H', 300)).ok).toBe(true);
    expect((await setPlannedBye(db, id, 4, 3, 'Z', 301)).ok).toBe(true);
    expect((await loadTournament(db, id))?.plannedByes).toEqual([{ player: 3, round: 2, kind: 'H' }, { player: 4, round: 3, kind: 'Z' }]);
    expect((await setPlannedBye(db, id, 4, 3, null, 302)).ok).toBe(true);
    await playRound(db, id, 1);
    await pair(db, id, 2);
    const r2 = (await loadTournament(db, id))!.rounds[1]!;
    expect(r2.pairings.flatMap((p) => [p.white, p.black])).not.toContain(3);
    expect(r2.byes).toContainEqual({ player: 3, kind: 'H' });
    expect((await loadAudit(db, id)).map((a) => a.action)).toContain('request-bye');
  });

  it('a dropped player is not paired; reinstated, they are paired again', async () => {
    const db = freshDb();
    const { id, keys } = await seeded(db, 6);
    expect((await setWithdrawal(db, keys[5]!, 1, 10)).ok).toBe(true);
    await pair(db, id, 1);
    const r1 = (await loadTournament(db, id))!.rounds[0]!;
    expect(r1.pairings.flatMap((p) => [p.white, p.black])).not.toContain(6);
    await playRound(db, id, 1);
    // Editing the dropped player's details keeps the drop.
    expect((await updatePlayer(db, keys[5]!, { name: 'P6 renamed', rating: 2495, pronouns: 'they/them' }, 10)).ok).toBe(true);
    expect((await loadTournament(db, id))?.players[5]).toMatchObject({ name: 'P6 renamed', withdrawnFromRound: 1, pronouns: 'they/them' });
    expect((await setWithdrawal(db, keys[5]!, null, 11)).ok).toBe(true);
    await pair(db, id, 2);
    expect((await loadTournament(db, id))!.rounds[1]!.pairings.flatMap((p) => [p.white, p.black])).toContain(6);
  });

  it('a late entrant after round 1 gets the next start rank, a zero-point entry for round 1, and is paired in round 2', async () => {
    const db = freshDb();
    const { id } = await seeded(db, 5);
    await pair(db, id, 1);
    await playRound(db, id, 1);
    const late = await addLateEntry(db, id, { name: 'Latecomer', rating: 2600, fideId: '77' }, 'Z', 400);
    expect(late.ok).toBe(true);
    const t = await loadTournament(db, id);
    expect(t?.players.at(-1)).toMatchObject({ id: 6, name: 'Latecomer', rating: 2600 });
    expect(t?.rounds[0]?.byes).toContainEqual({ player: 6, kind: 'Z' });
    await pair(db, id, 2);
    expect((await loadTournament(db, id))!.rounds[1]!.pairings.flatMap((p) => [p.white, p.black])).toContain(6);
    // The same person again is refused; nothing is written.
    const before = await dump(db);
    expect(await addLateEntry(db, id, { name: 'latecomer', rating: 2600 }, 'H', 500)).toMatchObject({ ok: false, field: 'name', detail: 'Duplicate player: Latecomer is already registered.' });
    expect(await dump(db)).toEqual(before);
  });
});
