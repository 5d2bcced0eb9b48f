import { describe, expect, it } from 'vitest';
import {
  exportBackup, loadAudit, loadSnapshot, loadTournament, restoreTournament, saveEditedRound, setResult, updatePlayer,
} from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import { createPairingClient } from '../../src/worker/client';
import { restoreBackup } from '../../src/core/backup';
import { readCsv, playersFromCsv, guessMapping } from '../../src/core/csv';
import { swapSeats } from '../../src/core/pairing-edit';
import { dump, freshDb, seededEvent } from '../db/helpers';

/** A Dutch event of 8 players, seeded; round 1 played (White wins), round 2 paired. */
const running = async (db: PairwiseDb): Promise<{ id: number; keys: number[] }> => {
  const seeded = await seededEvent(db, { name: 'Edit Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 }, 8);
  const client = createPairingClient({ inline: db });
  expect(await client.send('pair-round', { tournamentId: seeded.id, round: 1, now: 1 })).toMatchObject({ kind: 'done' });
  for (let b = 1; b <= 4; b++) await setResult(db, seeded.id, 1, b, 0, 'white-wins', 2);
  expect(await client.send('pair-round', { tournamentId: seeded.id, round: 2, now: 3 })).toMatchObject({ kind: 'done' });
  return seeded;
};

const boards = async (db: PairwiseDb, id: number, round: number): Promise<string[]> =>
  ((await loadTournament(db, id))?.rounds[round - 1]?.pairings ?? []).map((p) => `${p.board}:${p.white}-${p.black}`);

describe('saving a hand-edited round and re-pairing it', () => {
  it('saves an edit in one audited change and re-pairing gives the program pairing back', async () => {
    const db = freshDb();
    const { id } = await running(db);
    const program = await boards(db, id, 2);
    const snap = (await loadSnapshot(db, id))!;
    const r2 = snap.tournament.rounds[1]!;
    const e = swapSeats(r2, { kind: 'board', board: 1, side: 'white' }, { kind: 'board', board: 2, side: 'black' });
    if (!e.ok) throw new Error(e.detail);
    expect((await saveEditedRound(db, id, e.round, 'board 1 White ↔ board 2 Black', ['Rematch: …'], 10, snap.revision)).ok).toBe(true);
    expect(await boards(db, id, 2)).not.toEqual(program);
    expect((await loadAudit(db, id))[0]).toMatchObject({ action: 'edit-pairing', detail: 'round 2: board 1 White ↔ board 2 Black; warnings accepted: Rematch: …' });
    // A stale snapshot is refused.
    expect(await saveEditedRound(db, id, r2, 'again', [], 11, snap.revision)).toMatchObject({ ok: false, reason: 'changed-meanwhile' });

    const r = await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round: 2, now: 12, repair: true });
    expect(r).toMatchObject({ kind: 'done', round: 2 });
    expect(await boards(db, id, 2)).toEqual(program);
    expect((await loadAudit(db, id))[0]).toMatchObject({ action: 'repair-round' });
  });

  it('refuses to edit or re-pair a round with a result, or an earlier round, and writes nothing', async () => {
    const db = freshDb();
    const { id } = await running(db);
    const snap = (await loadSnapshot(db, id))!;
    const r1 = snap.tournament.rounds[0]!;
    expect(await saveEditedRound(db, id, r1, 'x', [], 10)).toMatchObject({ ok: false, reason: 'invalid-input', detail: 'Only the latest round (2) can be edited, not round 1.' });
    await setResult(db, id, 2, 3, 0, 'draw', 11);
    const before = await dump(db);
    const r2 = (await loadSnapshot(db, id))!.tournament.rounds[1]!;
    expect(await saveEditedRound(db, id, { ...r2, pairings: r2.pairings.map((p) => ({ ...p, games: [null] })) }, 'x', [], 12))
      .toMatchObject({ ok: false, reason: 'wrong-status', detail: 'Round 2 already has results on board(s) 3; clear them (or delete the round) first.' });
    expect(await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round: 2, now: 13, repair: true }))
      .toMatchObject({ kind: 'failed', error: { reason: 'wrong-status' } });
    expect(await dump(db)).toEqual(before);
  });

  it('refuses a malformed round (a player twice)', async () => {
    const db = freshDb();
    const { id } = await running(db);
    const r2 = (await loadSnapshot(db, id))!.tournament.rounds[1]!;
    const twice = { ...r2, pairings: r2.pairings.map((p, i) => (i === 1 ? { ...p, white: r2.pairings[0]!.white } : p)) };
    expect(await saveEditedRound(db, id, twice, 'x', [], 10)).toMatchObject({ ok: false, reason: 'invalid-input' });
  });
});

describe('fixed boards', () => {
  it('a lower-scored player fixed to board 1 plays on board 1; the CLI-style pair order is otherwise kept', async () => {
    const db = freshDb();
    const { id, keys } = await running(db);
    const program = (await loadTournament(db, id))!.rounds[1]!.pairings;
    // Player 5 lost round 1 (Black against 1): fix them to board 1 and re-pair round 2.
    const of5 = program.find((p) => p.white === 5 || p.black === 5)!;
    expect(of5.board).toBeGreaterThan(1);
    expect((await updatePlayer(db, keys[4]!, { name: 'P5', rating: 2360, fixedBoard: 1 }, 20)).ok).toBe(true);
    expect(await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round: 2, now: 21, repair: true })).toMatchObject({ kind: 'done' });
    const fixed = (await loadTournament(db, id))!.rounds[1]!.pairings;
    expect(fixed[0]).toMatchObject({ board: 1, white: of5.white, black: of5.black });
    expect(fixed.slice(1).map((p) => `${p.white}-${p.black}`)).toEqual(program.filter((p) => p !== of5).map((p) => `${p.white}-${p.black}`));
  });

  it('round-trips through the backup and is read from a CSV column', async () => {
    const db = freshDb();
    const { id, keys } = await running(db);
    await updatePlayer(db, keys[2]!, { name: 'P3', rating: 2380, fixedBoard: 4 }, 20);
    const text = JSON.stringify(await exportBackup(db, id, 30));
    const restored = restoreBackup(text);
    expect(restored.ok && restored.backup.players[2]).toMatchObject({ name: 'P3', fixedBoard: 4 });
    const other = await restoreTournament(db, text, 31);
    expect(other.ok && (await loadTournament(db, other.value))?.players[2]).toMatchObject({ fixedBoard: 4 });
    const bad = JSON.parse(text) as { players: { fixedBoard?: unknown }[] };
    bad.players[2]!.fixedBoard = 0;
    expect(restoreBackup(JSON.stringify(bad))).toMatchObject({ ok: false });

    const csv = readCsv('Name,Rating,Fixed board\nAda,2000,2\nBo,1900,\nCy,1800,x\n');
    if (!csv.ok) throw new Error('csv');
    const read = playersFromCsv(csv.table, guessMapping(csv.table.headers));
    expect(read).toMatchObject({ ok: false, problems: [{ row: 4, field: 'fixedBoard' }] });
    const good = playersFromCsv({ ...csv.table, rows: csv.table.rows.slice(0, 2) }, guessMapping(csv.table.headers));
    expect(good).toEqual({ ok: true, players: [{ name: 'Ada', rating: 2000, fixedBoard: 2 }, { name: 'Bo', rating: 1900 }], rows: [2, 3], skipped: [] });
  });
});
