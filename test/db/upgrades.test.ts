import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { ratingReport } from '../../src/core/trf';
import { playerId } from '../../src/core/model';
import {
  addPlayer, createTournament, loadAudit, loadSnapshot, loadSystemState, lockSeeding, saveRound, setPlannedBye, setResult, setWithdrawal, tournamentOfFormerId,
} from '../../src/db/repository';
import { openDb } from '../../src/db/schema';
import type { PairwiseDb } from '../../src/db/schema';
import { isGlobalId } from '../../src/db/globalId';
import { schemaV1 } from '../../src/db/schemaV1';
import { currentSchemaVersion, schemaVersions } from '../../src/db/upgrades';
import { freshDb } from './helpers';

describe('schema versions', () => {
  it('only grow: versions are 1, 2, 3, … and every version after the first has a named upgrade', () => {
    expect(schemaVersions.map((v) => v.version)).toEqual(schemaVersions.map((_, i) => i + 1));
    for (const v of schemaVersions.slice(1)) {
      expect(v.upgrade, `version ${v.version}`).toBeTypeOf('function');
      expect(v.upgrade?.name, `version ${v.version}`).toMatch(/^upgradeToV\d+$/);
    }
  });

  it('opens a fresh database at the current version with every table', async () => {
    const db = freshDb();
    await db.open();
    expect(db.verno).toBe(currentSchemaVersion);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['$venueDocs.doc_updates', 'audit', 'byes', 'pairings', 'players', 'ratingListData', 'ratingLists', 'rounds', 'systemState', 'tournaments', 'venueDocs']);
  });
});

const ok = <T>(r: { ok: true; value: T } | { ok: false; detail: string }): T => {
  if (!r.ok) throw new Error(r.detail);
  return r.value;
};

/**
 * Three tournaments as a TO leaves them mid-event, their rows added interleaved (as two events
 * run side by side): a Dutch Swiss with a finished round 1 (a pairing-allocated bye), a round 2
 * half played (a requested half-point bye), a player withdrawn from round 3 and a system state;
 * a TCEC Swiss with one finished round; one still in registration, its players not in rating
 * order. Made through the repository, as the app makes them.
 */
const populate = async (db: PairwiseDb): Promise<number[]> => {
  const swiss = ok(await createTournament(db, { name: 'Spring Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 3 }, 7, 1000, [{ kind: 'openings', state: { order: ['e4 e5', 'd4 d5'] } }]));
  const tcec = ok(await createTournament(db, { name: 'Rapid', settings: { system: 'tcec', double: false }, totalRounds: 3 }, 8, 1001));
  const swissKeys: number[] = [];
  const tcecKeys: number[] = [];
  for (const [i, [name, rating]] of ([['Carlsen', 2830], ['Anand', 2750], ['Giri', 2760], ['Ding', 2780], ['Rapport', 2730], ['Caruana', 2805]] as const).entries()) {
    swissKeys.push(ok(await addPlayer(db, swiss, { name, rating, federation: 'NOR', fideId: String(1503014 + i) }, 1100 + i)));
    if (i < 4) tcecKeys.push(ok(await addPlayer(db, tcec, { name: `Engine ${i + 1}`, rating: 3500 - 50 * i }, 1200 + i)));
  }
  // Seeded by rating: Carlsen 1, Caruana 2, Ding 3, Giri 4, Anand 5, Rapport 6.
  ok(await lockSeeding(db, swiss, [0, 5, 3, 2, 1, 4].map((i) => swissKeys[i]!), 'by rating', 2000));
  ok(await lockSeeding(db, tcec, tcecKeys, 'by rating', 2001));
  ok(await setPlannedBye(db, swiss, 3, 1, 'H', 2100));
  ok(await setPlannedBye(db, swiss, 5, 2, 'H', 2101));
  // Each round's byes: the system's, then the requested one (saveRound adds it), not by number.
  ok(await saveRound(db, swiss, 1, { pairs: [{ white: playerId(1), black: playerId(4) }, { white: playerId(5), black: playerId(2) }], byes: [{ player: playerId(6), kind: 'U' }], notes: ['round 1'] }, 3000));
  ok(await saveRound(db, tcec, 1, { pairs: [{ white: playerId(1), black: playerId(3) }, { white: playerId(2), black: playerId(4) }], byes: [], notes: [] }, 3001));
  ok(await setResult(db, swiss, 1, 1, 0, 'white-wins', 3100));
  ok(await setResult(db, tcec, 1, 1, 0, 'draw', 3101));
  ok(await setResult(db, swiss, 1, 2, 0, 'draw', 3102));
  ok(await setResult(db, tcec, 1, 2, 0, 'black-wins', 3103));
  ok(await saveRound(db, swiss, 2, { pairs: [{ white: playerId(2), black: playerId(1) }, { white: playerId(4), black: playerId(6) }], byes: [{ player: playerId(3), kind: 'U' }], notes: [] }, 4000));
  ok(await setResult(db, swiss, 2, 1, 0, 'black-wins', 4100));
  ok(await setWithdrawal(db, swissKeys[4]!, 3, 4200));
  const registering = ok(await createTournament(db, { name: 'Club night', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 }, 9, 5000));
  for (const [i, [name, rating]] of ([['Zed', 1500], ['Amy', 2100], ['Bob', 1800]] as const).entries()) ok(await addPlayer(db, registering, { name, rating }, 5001 + i));
  return [swiss, tcec, registering];
};

/** What the TO sees of a tournament: the core model, the Export TRF text, players, audit log, system state. */
const seen = async (db: PairwiseDb, id: number) => {
  const s = await loadSnapshot(db, id);
  if (!s) throw new Error(`no tournament ${id}`);
  const trf = ratingReport(s.tournament, 'trf16', s.row.trfSource);
  return {
    tournament: s.tournament,
    trf: trf.ok ? trf.text : trf.detail,
    status: s.row.status,
    players: [...s.playerRows.entries()].map(([core, p]) => ({ core, name: p.name, startRank: p.startRank, rating: p.rating, withdrawnFromRound: p.withdrawnFromRound })),
    audit: (await loadAudit(db, id)).map((a) => [a.at, a.action, a.detail]),
    openings: await loadSystemState(db, id, 'openings'),
  };
};

/**
 * Writes a version-1 database holding the same rows as `from`, as version 1 stored them: the
 * tables of schema version 1, auto-increment ids 1, 2, 3, … given in the order the rows were
 * added (registration order, the audit log's order), no fields of later versions.
 */
const writeVersion1 = async (from: PairwiseDb, name: string, idb: IDBFactory): Promise<void> => {
  const v1 = new Dexie(name, { indexedDB: idb, IDBKeyRange });
  v1.version(1).stores(schemaV1);
  await v1.open();
  const tournaments = (await from.tournaments.toArray()).sort((a, b) => a.createdAt - b.createdAt);
  const idOf = new Map<number, number>();
  for (const { id, ...t } of tournaments) idOf.set(id, await v1.table('tournaments').add(t) as number);
  const tid = (id: number): number => idOf.get(id) ?? 0;
  // Rows of every tournament interleaved by the time they were written, as one app wrote them.
  const audit = (await from.audit.toArray()).sort((a, b) => a.at - b.at || a.seq - b.seq);
  for (const { id: _id, seq: _seq, ...a } of audit) await v1.table('audit').add({ ...a, tournamentId: tid(a.tournamentId) });
  const players = (await from.players.toArray()).sort((a, b) => a.registrationOrder - b.registrationOrder || a.tournamentId - b.tournamentId);
  for (const { id: _id, registrationOrder: _r, ...p } of players) await v1.table('players').add({ ...p, tournamentId: tid(p.tournamentId) });
  for (const { id: _id, ...p } of (await from.pairings.toArray()).sort((a, b) => a.round - b.round || a.board - b.board)) await v1.table('pairings').add({ ...p, tournamentId: tid(p.tournamentId) });
  for (const { id: _id, seq: _seq, ...b } of (await from.byes.toArray()).sort((a, b) => a.round - b.round || a.seq - b.seq)) await v1.table('byes').add({ ...b, tournamentId: tid(b.tournamentId) });
  for (const r of await from.rounds.toArray()) await v1.table('rounds').add({ ...r, tournamentId: tid(r.tournamentId) });
  for (const s of await from.systemState.toArray()) await v1.table('systemState').add({ ...s, tournamentId: tid(s.tournamentId) });
  v1.close();
};

describe('schema version 2: global ids', () => {
  it('upgrades a populated version-1 database keeping every tournament, player, start rank, result, audit row and TRF text', async () => {
    const made = freshDb();
    const ids = await populate(made);
    const before = await Promise.all(ids.map((id) => seen(made, id)));
    // The story as the TO saw it (so the comparison below is not of two empty things).
    expect(before[0]?.players.map((p) => [p.core, p.name, p.startRank, p.rating])).toEqual([
      [1, 'Carlsen', 1, 2830], [2, 'Caruana', 2, 2805], [3, 'Ding', 3, 2780], [4, 'Giri', 4, 2760], [5, 'Anand', 5, 2750], [6, 'Rapport', 6, 2730],
    ]);
    expect(before[0]?.players[5]?.withdrawnFromRound).toBe(3);
    expect(before[0]?.tournament.rounds[0]?.pairings.map((p) => p.games)).toEqual([['white-wins'], ['draw']]);
    expect(before[0]?.tournament.rounds.map((r) => r.byes)).toEqual([[{ player: 6, kind: 'U' }, { player: 3, kind: 'H' }], [{ player: 3, kind: 'U' }, { player: 5, kind: 'H' }]]);
    expect(before[2]?.players.map((p) => [p.core, p.name, p.startRank])).toEqual([[1, 'Zed', 0], [2, 'Amy', 0], [3, 'Bob', 0]]);
    expect(before[0]?.trf).toMatch(/^001 {4}1 .*Carlsen/m);

    const idb = new IDBFactory();
    await writeVersion1(made, 'v1-populated', idb);
    const v1 = new Dexie('v1-populated', { indexedDB: idb, IDBKeyRange });
    v1.version(1).stores(schemaV1);
    expect((await v1.table('tournaments').toCollection().primaryKeys()).sort()).toEqual([1, 2, 3]);
    expect(await v1.table('players').count()).toBe(13);
    v1.close();

    const db = openDb('v1-populated', { indexedDB: idb, IDBKeyRange });
    await db.open();
    expect(db.verno).toBe(currentSchemaVersion);
    const tournaments = (await db.tournaments.toArray()).sort((a, b) => a.createdAt - b.createdAt);
    expect(tournaments.map((t) => t.name)).toEqual(['Spring Open', 'Rapid', 'Club night']);
    // An address open or bookmarked before the upgrade (#/t/2) still finds its tournament.
    expect(tournaments.map((t) => t.formerId)).toEqual([1, 2, 3]);
    expect(await tournamentOfFormerId(db, 2)).toBe(tournaments[1]?.id);
    expect(await tournamentOfFormerId(db, 4)).toBeUndefined();
    const after = await Promise.all(tournaments.map((t) => seen(db, t.id)));
    expect(after).toEqual(before);

    // Every id is now a global id, and every reference resolves.
    const rows = { players: await db.players.toArray(), pairings: await db.pairings.toArray(), byes: await db.byes.toArray(), audit: await db.audit.toArray(), rounds: await db.rounds.toArray(), systemState: await db.systemState.toArray() };
    for (const row of [...tournaments, ...rows.players, ...rows.pairings, ...rows.byes, ...rows.audit]) expect(isGlobalId(row.id), String(row.id)).toBe(true);
    const tournamentIds = new Set(tournaments.map((t) => t.id));
    for (const row of [...rows.players, ...rows.pairings, ...rows.byes, ...rows.audit, ...rows.rounds, ...rows.systemState]) expect(tournamentIds.has(row.tournamentId)).toBe(true);
    const startRanks = new Set(rows.players.map((p) => `${p.tournamentId} ${p.startRank}`));
    for (const p of rows.pairings) expect([startRanks.has(`${p.tournamentId} ${p.white}`), startRanks.has(`${p.tournamentId} ${p.black}`)]).toEqual([true, true]);
    for (const b of rows.byes) expect(startRanks.has(`${b.tournamentId} ${b.player}`)).toBe(true);
    expect(new Set(rows.players.map((p) => p.id)).size).toBe(13);
    db.close();
  });
});
