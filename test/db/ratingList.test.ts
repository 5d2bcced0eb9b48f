import { readFileSync } from 'node:fs';
import { Dexie } from 'dexie';
import yDexie from 'y-dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createTxtReader } from '../../src/core/ratingList';
import type { ListPlayer, RatingType } from '../../src/core/ratingList';
import {
  addPlayer, applyListUpdates, createTournament, discardUnusedRatingLists, findInRatingList, loadAudit, ratingListPlayers, ratingLists, startRatingList,
} from '../../src/db/repository';
import { openDb } from '../../src/db/schema';
import type { PairwiseDb } from '../../src/db/schema';
import { schemaV3 } from '../../src/db/schemaV3';
import { freshDb } from './helpers';
import { generatedPlayers } from '../fixtures/rating-list/generator';

const sample = (): ListPlayer[] => {
  const players: ListPlayer[] = [];
  const r = createTxtReader((p) => players.push(p));
  r.feed(readFileSync('test/fixtures/rating-list/sample.txt', 'latin1'));
  r.end();
  return players;
};

const importList = async (db: PairwiseDb, players: readonly ListPlayer[], month: string, types: readonly RatingType[], finish = true): Promise<number> => {
  const list = await startRatingList(db, 'players_list.zip', 0);
  for (let i = 0; i < players.length; i += 7) await list.add(players.slice(i, i + 7));
  if (finish) await list.finish({ month, types });
  return list.ref;
};
const names = (found: readonly { player: ListPlayer }[]) => found.map((f) => f.player.name);

describe('schema version 4: the FIDE rating list', () => {
  it('upgrades a version-3 database keeping its rows, with the two new tables empty', async () => {
    const idb = new IDBFactory();
    const v3 = new Dexie('v3', { indexedDB: idb, IDBKeyRange, addons: [yDexie] });
    v3.version(3).stores(schemaV3);
    await v3.table('tournaments').add({ id: 5, name: 'Club night', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5, status: 'registration', plannedByes: [], createdAt: 1, updatedAt: 1 });
    await v3.table('players').add({ id: 9, tournamentId: 5, name: 'Amy', rating: 1500, startRank: 0, registrationOrder: 1 });
    v3.close();
    const db = openDb('v3', { indexedDB: idb, IDBKeyRange });
    await db.open();
    expect(db.verno).toBe(4);
    expect((await db.tournaments.toArray()).map((t) => t.name)).toEqual(['Club night']);
    expect((await db.players.toArray()).map((p) => [p.name, p.rating])).toEqual([['Amy', 1500]]);
    expect(await db.ratingLists.count()).toBe(0);
    expect(await db.ratingListData.count()).toBe(0);
    db.close();
  });
});

describe('the rating list on this device', () => {
  it('finds players by name tokens in any order, without accents, and by ID digits', async () => {
    const db = freshDb();
    const players = sample().map((p) => (p.fideId === 14109603 ? { ...p, name: 'Novák, Tomáš' } : p));
    await importList(db, players, '2026-11', ['standard', 'rapid', 'blitz']);
    expect(names(await findInRatingList(db, 'carl magn'))).toEqual(['Carlsen, Magnus']);
    expect(names(await findInRatingList(db, 'MAGNUS'))).toEqual(['Carlsen, Magnus']);
    expect(names(await findInRatingList(db, 'magn carl'))).toEqual(['Carlsen, Magnus']);
    expect(names(await findInRatingList(db, 'novak tomas'))).toEqual(['Novák, Tomáš']);
    expect(names(await findInRatingList(db, 'lindq'))).toEqual(['Lindqvist, Erik', 'Lindqvist, Signe']);
    expect(names(await findInRatingList(db, '1503014'))).toEqual(['Carlsen, Magnus']);
    expect(names(await findInRatingList(db, '246990'))).toEqual(['Lindqvist, Erik', 'Lindqvist, Signe']);
    expect(await findInRatingList(db, 'zzz')).toEqual([]);
    expect(await findInRatingList(db, '  ')).toEqual([]);
    const [signe] = await findInRatingList(db, 'signe');
    expect(signe?.months).toEqual({ standard: '2026-11', rapid: '2026-11', blitz: '2026-11' });
    expect(signe?.player.standard).toEqual({ rating: 1685, games: 9, k: 40 });
  });

  it('finds every player of a list of several blocks and ID chunks, by ID, ID digits and name', async () => {
    const db = freshDb();
    const players = [...generatedPlayers(9000, 5)];
    await importList(db, players, '2026-11', ['standard', 'rapid', 'blitz']);
    for (const i of [0, 999, 1000, 4095, 4096, 8999]) {
      const p = players[i]!;
      expect((await ratingListPlayers(db, [p.fideId])).get(p.fideId)?.player.name, `player ${i}`).toBe(p.name);
      expect((await findInRatingList(db, String(p.fideId))).map((f) => f.player.fideId)[0]).toBe(p.fideId);
      const [surname = '', given = ''] = p.name.split(', ');
      const found = await findInRatingList(db, `${given.slice(0, 2)} ${surname}`, 50);
      expect(found.map((f) => f.player.fideId), `"${given.slice(0, 2)} ${surname}"`).toContain(p.fideId);
    }
    const byPrefix = await findInRatingList(db, String(players[4096]!.fideId).slice(0, 5), 10);
    expect(byPrefix).toHaveLength(10);
    for (const f of byPrefix) expect(String(f.player.fideId).startsWith(String(players[4096]!.fideId).slice(0, 5))).toBe(true);
  });

  it('suggests from the first twenty players of the most selective typed word, each player once, in name order', async () => {
    const db = freshDb();
    const player = (fideId: number, name: string): ListPlayer => ({ fideId, name, federation: 'NOR', sex: 'M', title: '', womanTitle: '', otherTitles: '', foaTitle: '', born: null, flag: '' });
    // Many "ma…" given names (the large buckets), thirty Zanders (the small one) in file order
    // with names that sort backwards, and a player whose two tokens share one prefix.
    const players: ListPlayer[] = [];
    for (let i = 0; i < 600; i++) players.push(player(1000 + i, `Other${String.fromCharCode(97 + (i % 26))}, Ma${String.fromCharCode(97 + (i % 26))}${i}`));
    for (let i = 0; i < 30; i++) players.push(player(5000 + i, `Zander, Max${String(99 - i)}`));
    players.push(player(6000, 'Kim, Kimberly'));
    await importList(db, players, '2026-11', ['standard']);
    // More than twenty match: the first twenty in list order are kept, then ten by name.
    const expected = players.filter((p) => p.name.startsWith('Zander')).slice(0, 20).map((p) => p.name).sort().slice(0, 10);
    expect(names(await findInRatingList(db, 'ma zand'))).toEqual(expected);
    expect(names(await findInRatingList(db, 'zander max'))).toEqual(expected);
    expect(names(await findInRatingList(db, 'max9 zand'))).toEqual(['Zander, Max90', 'Zander, Max91', 'Zander, Max92', 'Zander, Max93', 'Zander, Max94', 'Zander, Max95', 'Zander, Max96', 'Zander, Max97', 'Zander, Max98', 'Zander, Max99']);
    expect(names(await findInRatingList(db, 'kim'))).toEqual(['Kim, Kimberly']);
    expect(names(await findInRatingList(db, 'ki ki'))).toEqual(['Kim, Kimberly']);
    expect(names(await findInRatingList(db, 'mab othe'))).toHaveLength(10);
    expect(await findInRatingList(db, 'zand othe')).toEqual([]);
  });

  it('keeps one list per type: a rapid list replaces the combined list for rapid only; a new combined list replaces both', async () => {
    const db = freshDb();
    const players = sample();
    const combined = await importList(db, players, '2026-10', ['standard', 'rapid', 'blitz']);
    const rapidOnly = players.map((p) => ({ ...p, standard: undefined, blitz: undefined, rapid: { rating: (p.rapid?.rating ?? 0) + 5, games: 1, k: 20 } }));
    await importList(db, rapidOnly.map(({ standard: _s, blitz: _b, ...p }) => p), '2026-11', ['rapid']);
    expect((await ratingLists(db)).map((l) => [l.month, l.types])).toEqual([['2026-10', ['standard', 'blitz']], ['2026-11', ['rapid']]]);
    const carlsen = (await ratingListPlayers(db, [1503014])).get(1503014);
    expect([carlsen?.player.standard?.rating, carlsen?.player.rapid?.rating, carlsen?.months]).toEqual([2823, 2806, { standard: '2026-10', rapid: '2026-11', blitz: '2026-10' }]);
    await importList(db, players, '2026-12', ['standard', 'rapid', 'blitz']);
    expect((await ratingLists(db)).map((l) => [l.month, l.types])).toEqual([['2026-12', ['standard', 'rapid', 'blitz']]]);
    // The replaced lists and their players are gone.
    expect(await db.ratingLists.count()).toBe(1);
    expect(new Set((await db.ratingListData.toCollection().primaryKeys()).map((k) => k[0]))).toEqual(new Set([3]));
    expect(combined).toBe(1);
  });

  it('never searches a list whose import did not finish, and deletes it at the next clean-up', async () => {
    const db = freshDb();
    const players = sample();
    await importList(db, players.slice(0, 2), '2026-10', ['standard', 'rapid', 'blitz']);
    await importList(db, players, '2026-11', ['standard', 'rapid', 'blitz'], false);
    expect(names(await findInRatingList(db, 'lindqvist'))).toEqual([]);
    expect(names(await findInRatingList(db, 'carlsen'))).toEqual(['Carlsen, Magnus']);
    expect((await ratingLists(db)).map((l) => l.month)).toEqual(['2026-10']);
    await discardUnusedRatingLists(db);
    expect(new Set((await db.ratingListData.toCollection().primaryKeys()).map((k) => k[0]))).toEqual(new Set([1]));
    expect(await db.ratingLists.count()).toBe(1);
  });

  it('updates registered players from the list in one change, before round 1 only', async () => {
    const db = freshDb();
    const t = await createTournament(db, { name: 'Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 }, 1, 0);
    if (!t.ok) throw new Error(t.detail);
    const amy = await addPlayer(db, t.value, { name: 'Lindqvist, Signe', rating: 1600, fideId: '24699004' }, 1);
    if (!amy.ok) throw new Error(amy.detail);
    const r = await applyListUpdates(db, t.value, [{ playerKey: amy.value, rating: 1685, kFactor: 40, birthDate: '2011', sex: 'w' }], '2026-11', 2);
    expect(r).toEqual({ ok: true, value: 1 });
    expect(await db.players.get(amy.value)).toMatchObject({ rating: 1685, kFactor: 40, birthDate: '2011', sex: 'w' });
    expect((await loadAudit(db, t.value))[0]).toMatchObject({ action: 'update-from-list', detail: '1 player updated from the 2026-11 list' });
    const bad = await applyListUpdates(db, t.value, [{ playerKey: amy.value, rating: 1700 }, { playerKey: amy.value, kFactor: 41 }], '2026-11', 3);
    expect(bad).toMatchObject({ ok: false, reason: 'invalid-input', field: 'kFactor' });
    expect((await db.players.get(amy.value))?.rating).toBe(1685);
  });
});
