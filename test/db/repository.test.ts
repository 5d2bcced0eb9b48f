import { describe, expect, it } from 'vitest';
import {
  addPlayer, createTournament, deleteTournament, importTournament, loadTournament, lockSeeding, removePlayer, saveRound, setResult, updatePlayer,
} from '../../src/db/repository';
import { chessScoring, playerId } from '../../src/core/model';
import type { Tournament } from '../../src/core/model';
import type { PairwiseDb } from '../../src/db/schema';
import { auditLog, dump, freshDb } from './helpers';

const tcec = { system: 'tcec', double: false } as const;

const setUp = async (db: PairwiseDb, players = 4): Promise<{ id: number; keys: number[] }> => {
  const t = await createTournament(db, { name: 'Test Open', settings: tcec, totalRounds: 3 }, 42, 1000);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (let i = 0; i < players; i++) {
    const k = await addPlayer(db, t.value, { name: `Player ${i + 1}`, rating: 2000 - i * 10 }, 1001 + i);
    if (!k.ok) throw new Error(k.detail);
    keys.push(k.value);
  }
  return { id: t.value, keys };
};

describe('tournaments and players', () => {
  it('builds the core model from the tables, with start ranks from the locked seeding', async () => {
    const db = freshDb();
    const { id, keys } = await setUp(db);
    expect((await lockSeeding(db, id, [keys[2]!, keys[0]!, keys[3]!, keys[1]!], 'test', 2000)).ok).toBe(true);
    const t = await loadTournament(db, id);
    expect(t?.players.map((p) => [p.id, p.name])).toEqual([[1, 'Player 3'], [2, 'Player 1'], [3, 'Player 4'], [4, 'Player 2']]);
    expect(t?.settings).toEqual(tcec);
    expect(t?.randomSeed).toBe(42);
    expect((await db.tournaments.get(id))?.status).toBe('seeded');
  });

  it('rejects bad player input saying which field and why, and stores nothing', async () => {
    const db = freshDb();
    const { id } = await setUp(db, 1);
    const before = await dump(db);
    const r = await addPlayer(db, id, { name: 'X', rating: 2500.5 }, 5000);
    expect(r).toMatchObject({ ok: false, reason: 'invalid-input', field: 'rating' });
    expect(r.ok ? '' : r.detail).toMatch(/whole number/);
    expect(await addPlayer(db, id, { name: '  ', rating: 1 }, 5000)).toMatchObject({ ok: false, field: 'name' });
    expect(await addPlayer(db, id, { name: 'Y', rating: 1, federation: 'norway' }, 5000)).toMatchObject({ ok: false, field: 'federation' });
    expect(await dump(db)).toEqual(before);
  });

  it('rejects a seeding that misses a player, and stores nothing', async () => {
    const db = freshDb();
    const { id, keys } = await setUp(db);
    const before = await dump(db);
    const r = await lockSeeding(db, id, keys.slice(0, 3), 'test', 3000);
    expect(r).toMatchObject({ ok: false, reason: 'invalid-input', field: 'seeding' });
    expect(await dump(db)).toEqual(before);
  });

  it('edits a player and removes one before round 1, closing the start-rank gap', async () => {
    const db = freshDb();
    const { id, keys } = await setUp(db);
    expect((await updatePlayer(db, keys[0]!, { name: 'Renamed', rating: 2100, federation: 'NOR' }, 1500)).ok).toBe(true);
    await lockSeeding(db, id, keys, 'test', 2000);
    expect((await removePlayer(db, keys[1]!, 2100)).ok).toBe(true);
    const t = await loadTournament(db, id);
    expect(t?.players.map((p) => [p.id, p.name])).toEqual([[1, 'Renamed'], [2, 'Player 3'], [3, 'Player 4']]);
    expect(t?.players[0]?.federation).toBe('NOR');
  });

  it('refuses to add or remove players once round 1 is paired', async () => {
    const db = freshDb();
    const { id, keys } = await setUp(db);
    await lockSeeding(db, id, keys, 'test', 2000);
    await saveRound(db, id, 1, { pairs: [{ white: playerId(1), black: playerId(3) }, { white: playerId(4), black: playerId(2) }], byes: [], notes: [] }, 3000);
    const before = await dump(db);
    expect(await removePlayer(db, keys[0]!, 4000)).toMatchObject({ ok: false, reason: 'wrong-status' });
    expect(await addPlayer(db, id, { name: 'Late', rating: 0 }, 4000)).toMatchObject({ ok: false, reason: 'wrong-status' });
    expect(await dump(db)).toEqual(before);
  });

  it('deletes a tournament with all its rows, leaving other tournaments alone', async () => {
    const db = freshDb();
    const a = await setUp(db);
    const b = await setUp(db, 2);
    expect((await deleteTournament(db, a.id)).ok).toBe(true);
    expect(await loadTournament(db, a.id)).toBeUndefined();
    expect(await db.players.count()).toBe(2);
    expect((await loadTournament(db, b.id))?.players).toHaveLength(2);
  });
});

describe('rounds and results', () => {
  it('stores a round in playing order, records results and writes an audit row per change', async () => {
    const db = freshDb();
    const { id, keys } = await setUp(db);
    await lockSeeding(db, id, keys, 'test', 2000);
    const pairs = [{ white: playerId(3), black: playerId(1) }, { white: playerId(2), black: playerId(4) }];
    expect((await saveRound(db, id, 1, { pairs, byes: [], notes: ['n'] }, 3000)).ok).toBe(true);
    expect((await setResult(db, id, 1, 2, 0, 'draw', 3100)).ok).toBe(true);
    const t = await loadTournament(db, id);
    expect(t?.rounds).toEqual([{ number: 1, byes: [], pairings: [
      { board: 1, white: 3, black: 1, games: [null] },
      { board: 2, white: 2, black: 4, games: ['draw'] },
    ] }]);
    expect((await auditLog(db, id)).map((a) => a.action))
      .toEqual(['create-tournament', 'add-player', 'add-player', 'add-player', 'add-player', 'lock-seeding', 'pair-round', 'result']);
  });

  it('refuses to pair a round twice and to record a result on a board that does not exist', async () => {
    const db = freshDb();
    const { id, keys } = await setUp(db);
    await lockSeeding(db, id, keys, 'test', 2000);
    const round = { pairs: [{ white: playerId(1), black: playerId(2) }, { white: playerId(3), black: playerId(4) }], byes: [], notes: [] };
    await saveRound(db, id, 1, round, 3000);
    const before = await dump(db);
    expect(await saveRound(db, id, 1, round, 3001)).toMatchObject({ ok: false, reason: 'already-paired' });
    expect(await setResult(db, id, 1, 3, 0, 'draw', 3002)).toMatchObject({ ok: false, reason: 'not-found', field: 'round 1 board 3' });
    expect(await setResult(db, id, 1, 1, 1, 'draw', 3002)).toMatchObject({ ok: false, reason: 'invalid-input' });
    expect(await setResult(db, id, 1, 1, 0, 'bogus' as never, 3002)).toMatchObject({ ok: false, reason: 'invalid-input' });
    expect(await dump(db)).toEqual(before);
  });

  it('gives TCEC double rounds two games per board', async () => {
    const db = freshDb();
    const t = await createTournament(db, { name: 'Double', settings: { system: 'tcec', double: true }, totalRounds: 2 }, 1, 0);
    if (!t.ok) throw new Error(t.detail);
    const a = await addPlayer(db, t.value, { name: 'A', rating: 1 }, 0);
    const b = await addPlayer(db, t.value, { name: 'B', rating: 1 }, 0);
    if (!a.ok || !b.ok) throw new Error('add');
    await lockSeeding(db, t.value, [a.value, b.value], 'test', 0);
    await saveRound(db, t.value, 1, { pairs: [{ white: playerId(1), black: playerId(2) }], byes: [], notes: [] }, 0);
    await setResult(db, t.value, 1, 1, 1, 'black-wins', 0);
    expect((await loadTournament(db, t.value))?.rounds[0]?.pairings[0]?.games).toEqual([null, 'black-wins']);
  });
});

describe('importing a whole tournament', () => {
  const imported: Tournament = {
    name: 'From TRF', settings: tcec, scoring: chessScoring, totalRounds: 5, randomSeed: 0, plannedByes: [],
    players: [1, 2, 3].map((i) => ({ id: playerId(i), name: `P${i}`, rating: 2000 + i })),
    rounds: [{ number: 1, pairings: [{ board: 1, white: playerId(1), black: playerId(2), games: ['draw'] }], byes: [{ player: playerId(3), kind: 'U' }] }],
  };

  it('stores players by start rank and keeps rounds, results and byes; the tournament is running', async () => {
    const db = freshDb();
    const r = await importTournament(db, imported, 9, 100);
    if (!r.ok) throw new Error(r.detail);
    const t = await loadTournament(db, r.value);
    expect(t?.players.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(t?.rounds).toEqual(imported.rounds);
    expect((await db.tournaments.get(r.value))?.status).toBe('running');
  });

  it('refuses start ranks with a gap, naming the player, and stores nothing', async () => {
    const db = freshDb();
    const r = await importTournament(db, { ...imported, players: [...imported.players.slice(0, 2), { id: playerId(5), name: 'P5', rating: 1 }] }, 9, 100);
    expect(r).toMatchObject({ ok: false, reason: 'invalid-input', field: 'player 5' });
    expect(await db.tournaments.count()).toBe(0);
    expect(await db.players.count()).toBe(0);
  });
});
