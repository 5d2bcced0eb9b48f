import { describe, expect, it } from 'vitest';
import { addPlayer, createTournament, loadTournament, lockSeeding, renumberSeeding, setPlannedBye, setResult, setWithdrawal } from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import { formatTenths } from '../../src/core/model';
import { trfFromTournament, writeTrf } from '../../src/core/trf';
import { standingsReportOf } from '../../src/core/systems';
import { createPairingClient } from '../../src/worker/client';
import { auditLog, freshDb } from './helpers';

const dutchOpen = async (db: PairwiseDb, n: number): Promise<number> => {
  const t = await createTournament(db, { name: 'Bye Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 3 }, 7, 0);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = await addPlayer(db, t.value, { name: `P${i + 1}`, rating: 2500 - i * 10 }, 0);
    if (k.ok) keys.push(k.value);
  }
  await lockSeeding(db, t.value, keys, 'test', 0);
  return t.value;
};

const pairAndDraw = async (db: PairwiseDb, id: number, round: number): Promise<void> => {
  expect(await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round, now: 100 + round }, { onProgress: () => {} })).toMatchObject({ kind: 'done', round });
  for (const p of (await loadTournament(db, id))!.rounds[round - 1]!.pairings) await setResult(db, id, round, p.board, 0, 'draw', 200);
};

describe('a bye requested in advance is part of its round in every system (FIDE Dutch here)', () => {
  it('records H when the round is paired: half a point in the standings and "0000 - H" in the TRF', async () => {
    const db = freshDb();
    const id = await dutchOpen(db, 7);
    expect((await setPlannedBye(db, id, 3, 2, 'H', 1)).ok).toBe(true);
    // Requested, then withdrawn before the round: the drop wins, no half point.
    expect((await setPlannedBye(db, id, 5, 2, 'H', 1)).ok).toBe(true);
    const key5 = (await db.players.where('[tournamentId+startRank]').equals([id, 5]).first())!.id!;
    expect((await setWithdrawal(db, key5, 2, 2)).ok).toBe(true);
    await pairAndDraw(db, id, 1);
    await pairAndDraw(db, id, 2);

    const t = (await loadTournament(db, id))!;
    const round2 = t.rounds[1]!;
    expect(round2.byes.filter((b) => b.kind === 'H').map((b) => b.player)).toEqual([3]);
    expect(round2.pairings.flatMap((p) => [p.white, p.black])).not.toContain(3);
    // 7 players, no. 5 withdrawn, no. 3 on a bye: 5 paired, so one pairing-allocated bye as well.
    expect(round2.byes.filter((b) => b.kind === 'U')).toHaveLength(1);

    const report = standingsReportOf(t);
    if (!report.ok) throw new Error(report.detail);
    const row3 = report.rows.find((r) => r.player === 3)!;
    expect(formatTenths(row3.points)).toBe('1.0'); // a draw in round 1, the half-point bye in round 2
    const line3 = writeTrf(trfFromTournament(t)).split('\n').find((l) => l.startsWith('001    3'))!;
    expect(line3.slice(101, 110)).toBe('0000 - H');
    expect(line3.slice(80, 84)).toBe(' 1.0');
  });
});

describe('renumbering the start list before round 1 (C.04.2)', () => {
  it('gives the new start ranks, moves the planned byes with their player, and is refused once round 1 is paired', async () => {
    const db = freshDb();
    const id = await dutchOpen(db, 6);
    expect((await setPlannedBye(db, id, 6, 2, 'H', 1)).ok).toBe(true);
    const rows = await db.players.where('tournamentId').equals(id).sortBy('startRank');
    const keys = rows.map((r) => r.id);
    // P6 typed in as no. 1, the others moved down by one.
    const order = [keys[5]!, ...keys.slice(0, 5)];
    const r = await renumberSeeding(db, id, order, 'by hand', 2);
    expect(r.ok).toBe(true);
    const t = (await loadTournament(db, id))!;
    expect(t.players.map((x) => x.name)).toEqual(['P6', 'P1', 'P2', 'P3', 'P4', 'P5']);
    expect(t.plannedByes).toEqual([{ player: 1, round: 2, kind: 'H' }]);
    expect((await auditLog(db, id)).at(-1)?.action).toBe('renumber-seeding');

    const twice = await renumberSeeding(db, id, [keys[0]!, keys[0]!, ...keys.slice(2)], 'by hand', 3);
    expect(twice).toMatchObject({ ok: false, reason: 'invalid-input', field: 'seeding' });
    expect((await loadTournament(db, id))!.players.map((x) => x.name)).toEqual(['P6', 'P1', 'P2', 'P3', 'P4', 'P5']);

    await pairAndDraw(db, id, 1);
    expect(await renumberSeeding(db, id, keys, 'by hand', 4)).toMatchObject({ ok: false, reason: 'wrong-status' });
  });
});
