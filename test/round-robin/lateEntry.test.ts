import { describe, expect, it } from 'vitest';
import { addLateEntry, loadTournament, setResult } from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import { scheduledRound } from '../../src/core/systems/round-robin';
import { createPairingClient } from '../../src/worker/client';
import { dump, freshDb, seededEvent } from '../db/helpers';

/**
 * A late entry in a round robin (FIDE C.05 Annex 1): the Berger table, and so the number of
 * rounds, follows from the number of players. Before round 1 nothing is played and the table for
 * the new size is taken; once round 1 is paired the table is fixed and the entry is refused.
 */

const single = { system: 'round-robin', double: false, exchangeLastRounds: false } as const;

const pairAndPlay = async (db: PairwiseDb, id: number, round: number): Promise<void> => {
  expect(await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round, now: 100 + round }, { onProgress: () => {} })).toMatchObject({ kind: 'done', round });
  for (const p of (await loadTournament(db, id))!.rounds[round - 1]!.pairings) {
    if (p.games[0] === null) await setResult(db, id, round, p.board, 0, 'draw', 200 + round);
  }
};

describe('a late entry in a round robin', () => {
  it('before round 1: the rounds are those of the Berger table for the new field, and every one of them is paired and played', async () => {
    const db = freshDb();
    const { id } = await seededEvent(db, { name: 'Club championship', settings: single, totalRounds: 7 }, 8);
    expect((await loadTournament(db, id))!.totalRounds).toBe(7);
    const late = await addLateEntry(db, id, { name: 'Late', rating: 2000 }, 'Z', 10);
    expect(late).toMatchObject({ ok: true, value: { startRank: 9 } });
    const t = (await loadTournament(db, id))!;
    // 9 players: the table for 10, the highest number the bye; 9 rounds.
    expect(t.totalRounds).toBe(9);
    for (let r = 1; r <= 9; r++) await pairAndPlay(db, id, r);
    const done = (await loadTournament(db, id))!;
    expect(done.rounds).toHaveLength(9);
    for (const r of done.rounds) {
      expect(r.pairings.map((p) => `${p.white}-${p.black}`)).toEqual(scheduledRound(9, r.number, { cycles: 1, exchangeLastRounds: false }).boards.map((b) => `${b.white}-${b.black}`));
    }
    // Every player has met every other once.
    for (const p of done.players) {
      const met = done.rounds.flatMap((r) => r.pairings.flatMap((b) => (b.white === p.id ? [b.black] : b.black === p.id ? [b.white] : [])));
      expect(new Set(met).size).toBe(8);
    }
    expect(await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round: 10, now: 300 }, { onProgress: () => {} })).not.toMatchObject({ kind: 'done' });
  });

  it('after round 1 is paired: refused with the reason, nothing stored changes', async () => {
    const db = freshDb();
    const { id } = await seededEvent(db, { name: 'Club championship', settings: single, totalRounds: 7 }, 8);
    await pairAndPlay(db, id, 1);
    const before = await dump(db);
    const late = await addLateEntry(db, id, { name: 'Late', rating: 2000 }, 'Z', 10);
    expect(late).toMatchObject({ ok: false, reason: 'wrong-status', detail: expect.stringMatching(/round 1 has been paired.*8 players.*7 rounds/) });
    expect(await dump(db)).toEqual(before);
    // Round 2 still pairs from the table for 8.
    await pairAndPlay(db, id, 2);
    expect((await loadTournament(db, id))!.rounds[1]!.pairings.map((p) => `${p.white}-${p.black}`))
      .toEqual(scheduledRound(8, 2, { cycles: 1, exchangeLastRounds: false }).boards.map((b) => `${b.white}-${b.black}`));
  });
});
