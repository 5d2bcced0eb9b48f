import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import {
  addPlayer, addPlayers, createTournament, exportBackup, importTournament, isGlobalId, loadSnapshot, loadTournament, newGlobalId, restoreTournament,
} from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import { auditLog, freshDb } from './helpers';

const ok = <T>(r: { ok: true; value: T } | { ok: false; detail: string }): T => {
  if (!r.ok) throw new Error(r.detail);
  return r.value;
};

/** What every device does first: the same tournament, the same players, at the same moment. */
const sameStart = async (db: PairwiseDb): Promise<{ id: number; keys: number[] }> => {
  const id = ok(await createTournament(db, { name: 'Venue Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 }, 1, 1000));
  const keys = [ok(await addPlayer(db, id, { name: 'Zed', rating: 1500 }, 1001)), ok(await addPlayer(db, id, { name: 'Amy', rating: 2100 }, 1002))];
  keys.push(...ok(await addPlayers(db, id, [{ name: 'Bob', rating: 1800 }, { name: 'Cy', rating: 1900 }], ['row 2', 'row 3'], 'players.csv', 1003)));
  return { id, keys };
};

describe('global ids', () => {
  it('two devices creating the same tournament and players give them different ids', async () => {
    const [laptopA, laptopB] = [freshDb(), freshDb()];
    const a = await sameStart(laptopA);
    const b = await sameStart(laptopB);
    expect(a.id).not.toBe(b.id);
    expect(new Set([...a.keys, ...b.keys]).size).toBe(8);
    const rows = [...await laptopA.tournaments.toArray(), ...await laptopB.tournaments.toArray(), ...await laptopA.players.toArray(), ...await laptopB.players.toArray(), ...await laptopA.audit.toArray(), ...await laptopB.audit.toArray()];
    for (const row of rows) expect(isGlobalId(row.id), String(row.id)).toBe(true);
    // Ids carry no order; the start list before seeding is still the order the players registered.
    expect((await loadTournament(laptopA, a.id))?.players.map((p) => [p.id, p.name])).toEqual([[1, 'Zed'], [2, 'Amy'], [3, 'Bob'], [4, 'Cy']]);
    expect((await auditLog(laptopA, a.id)).map((r) => r.action)).toEqual(['create-tournament', 'add-player', 'add-player', 'import-players']);
  });

  it('are whole numbers of 16 digits, exact as JS numbers and in an address', () => {
    const ids = Array.from({ length: 1000 }, newGlobalId);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) {
      expect(Number.isSafeInteger(id) && isGlobalId(id)).toBe(true);
      expect(String(id)).toMatch(/^\d{16}$/);
      expect(Number(String(id))).toBe(id);
    }
    expect(isGlobalId(1)).toBe(false);
  });

  it('a backup restored twice gives two tournaments with distinct ids, each the tournament backed up', async () => {
    const laptopA = freshDb();
    const { id } = await sameStart(laptopA);
    const text = JSON.stringify(await exportBackup(laptopA, id, 2000));
    const laptopB = freshDb();
    const first = ok(await restoreTournament(laptopB, text, 3000));
    const second = ok(await restoreTournament(laptopB, text, 3001));
    const onA = ok(await restoreTournament(laptopA, text, 3002));
    expect(new Set([id, first, second, onA]).size).toBe(4);
    for (const t of [first, second, onA]) expect(isGlobalId(t)).toBe(true);
    const playerIds = [...await laptopA.players.toArray(), ...await laptopB.players.toArray()].map((p) => p.id);
    expect(new Set(playerIds).size).toBe(16);
    const original = await loadTournament(laptopA, id);
    for (const [db, t] of [[laptopB, first], [laptopB, second], [laptopA, onA]] as const) {
      expect(await loadTournament(db, t)).toEqual(original);
      expect((await auditLog(db, t)).map((r) => r.action)).toEqual(['create-tournament', 'add-player', 'add-player', 'import-players', 'restore-backup']);
    }
    // The backup names no id of the device it came from: a player's key is their registration place.
    expect((JSON.parse(text) as { players: { key: number }[] }).players.map((p) => p.key)).toEqual([1, 2, 3, 4]);
  });

  it('importing a TRF file gives the tournament and its rows global ids, the start ranks as in the file', async () => {
    const read = readTrf(readFileSync(join(__dirname, '../fixtures/trf/dutch_mix1_p014_r07_r03.trf'), 'utf8'));
    if (!read.ok) throw new Error(read.error.message);
    const built = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' } });
    if (!built.ok) throw new Error(built.error.message);
    const db = freshDb();
    const id = ok(await importTournament(db, built.tournament, 1, 1000));
    expect(isGlobalId(id)).toBe(true);
    for (const row of [...await db.players.toArray(), ...await db.pairings.toArray(), ...await db.byes.toArray(), ...await db.audit.toArray()]) expect(isGlobalId(row.id)).toBe(true);
    const s = await loadSnapshot(db, id);
    expect(s?.tournament.players.map((p) => [p.id, p.name])).toEqual(built.tournament.players.map((p) => [p.id, p.name]));
    expect(s?.tournament.rounds.map((r) => r.pairings)).toEqual(built.tournament.rounds.map((r) => r.pairings));
  });
});
