import { describe, expect, it } from 'vitest';
import {
  addPlayer, createTournament, deleteLastRound, loadTournament, lockSeeding, removePlayer, saveRound, setResult, updatePlayer,
} from '../../src/db/repository';
import { playerId } from '../../src/core/model';
import type { ProposedRound } from '../../src/core/model';
import type { PairwiseDb } from '../../src/db/schema';
import { dump, freshDb } from './helpers';

// Two tabs on one tournament: each acts on what its screen showed. When the other tab changed that
// meanwhile, the change is refused with a message and nothing is written.

const pairs = (...ps: [number, number][]): ProposedRound =>
  ({ pairs: ps.map(([w, b]) => ({ white: playerId(w), black: playerId(b) })), byes: [], notes: [] });

const seeded = async (db: PairwiseDb): Promise<{ id: number; keys: number[] }> => {
  const t = await createTournament(db, { name: 'Two Tabs', settings: { system: 'tcec', double: false }, totalRounds: 3 }, 1, 1000);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (const [i, name] of ['Ann', 'Bob', 'Cid', 'Dee'].entries()) {
    const k = await addPlayer(db, t.value, { name, rating: 2000 - 10 * i }, 1001 + i);
    if (!k.ok) throw new Error(k.detail);
    keys.push(k.value);
  }
  expect((await lockSeeding(db, t.value, keys, 'test', 1100)).ok).toBe(true);
  return { id: t.value, keys };
};

describe('a result typed on a stale screen', () => {
  it('is saved when the board still has the players the screen showed', async () => {
    const db = freshDb();
    const { id } = await seeded(db);
    await saveRound(db, id, 1, pairs([1, 3], [4, 2]), 2000);
    expect((await setResult(db, id, 1, 2, 0, 'draw', 2001, { white: 4, black: 2 })).ok).toBe(true);
    expect((await loadTournament(db, id))?.rounds[0]?.pairings[1]?.games).toEqual(['draw']);
  });

  it('is refused, writing nothing, when the other tab deleted the round and paired it again with other boards', async () => {
    const db = freshDb();
    const { id } = await seeded(db);
    await saveRound(db, id, 1, pairs([1, 3], [4, 2]), 2000);
    // Tab A: delete round 1, pair it again (the TO swapped two players by hand, say).
    expect((await deleteLastRound(db, id, 2001, 1)).ok).toBe(true);
    await saveRound(db, id, 1, pairs([1, 2], [3, 4]), 2002);
    const before = await dump(db);
    // Tab B still shows 1 v 3 on board 1 and types 1-0 there.
    const r = await setResult(db, id, 1, 1, 0, 'white-wins', 2003, { white: 1, black: 3 });
    expect(r).toMatchObject({ ok: false, reason: 'changed-meanwhile', field: 'round 1 board 1' });
    expect(!r.ok && r.detail).toMatch(/paired again in another tab/);
    expect(await dump(db)).toEqual(before);
  });

  it('is refused with a message when the other tab deleted the round', async () => {
    const db = freshDb();
    const { id } = await seeded(db);
    await saveRound(db, id, 1, pairs([1, 3], [4, 2]), 2000);
    await deleteLastRound(db, id, 2001);
    const before = await dump(db);
    const r = await setResult(db, id, 1, 1, 0, 'white-wins', 2003, { white: 1, black: 3 });
    expect(r).toMatchObject({ ok: false, reason: 'not-found', field: 'round 1 board 1' });
    expect(!r.ok && r.detail).toMatch(/deleted in another tab/);
    expect(await dump(db)).toEqual(before);
  });

  it('undo does not overwrite a result the other tab entered since', async () => {
    const db = freshDb();
    const { id } = await seeded(db);
    await saveRound(db, id, 1, pairs([1, 3], [4, 2]), 2000);
    await setResult(db, id, 1, 1, 0, 'white-wins', 2001, { white: 1, black: 3 }); // tab B types 1-0
    await setResult(db, id, 1, 1, 0, 'draw', 2002, { white: 1, black: 3 }); // tab A corrects it to ½-½
    const before = await dump(db);
    // Tab B's "Undo result" would put back "not entered" over A's correction.
    const r = await setResult(db, id, 1, 1, 0, null, 2003, { white: 1, black: 3, current: 'white-wins' });
    expect(r).toMatchObject({ ok: false, reason: 'changed-meanwhile' });
    expect(await dump(db)).toEqual(before);
    // While the result is still B's own, the undo goes through.
    expect((await setResult(db, id, 1, 1, 0, null, 2004, { white: 1, black: 3, current: 'draw' })).ok).toBe(true);
  });

  it('results typed in two tabs at once on different boards are all kept', async () => {
    const db = freshDb();
    const { id } = await seeded(db);
    await saveRound(db, id, 1, pairs([1, 3], [4, 2]), 2000);
    const rs = await Promise.all([
      setResult(db, id, 1, 1, 0, 'white-wins', 2001, { white: 1, black: 3 }),
      setResult(db, id, 1, 2, 0, 'black-wins', 2001, { white: 4, black: 2 }),
    ]);
    expect(rs.every((r) => r.ok)).toBe(true);
    expect((await loadTournament(db, id))?.rounds[0]?.pairings.map((p) => p.games[0])).toEqual(['white-wins', 'black-wins']);
  });
});

describe('deleting the last round from a stale dialog', () => {
  it('does not delete the round before it when the other tab already deleted the one the TO confirmed', async () => {
    const db = freshDb();
    const { id } = await seeded(db);
    await saveRound(db, id, 1, pairs([1, 3], [4, 2]), 2000);
    await setResult(db, id, 1, 1, 0, 'white-wins', 2001);
    await setResult(db, id, 1, 2, 0, 'draw', 2002);
    await saveRound(db, id, 2, pairs([2, 1], [3, 4]), 2003);
    // Both tabs open "Delete round 2?"; A confirms first.
    expect(await deleteLastRound(db, id, 2004, 2)).toMatchObject({ ok: true, value: 2 });
    const before = await dump(db);
    const r = await deleteLastRound(db, id, 2005, 2);
    expect(r).toMatchObject({ ok: false, reason: 'changed-meanwhile', field: 'round 2' });
    expect(await dump(db)).toEqual(before);
    expect((await loadTournament(db, id))?.rounds.map((x) => x.number)).toEqual([1]);
  });
});

describe('a player edited in two tabs', () => {
  it('refuses the second save, so the first tab’s edit is not lost', async () => {
    const db = freshDb();
    const { keys } = await seeded(db);
    const shown = (await db.players.get(keys[0]!))!;
    // Tab A adds Ann's FIDE ID; tab B, whose form still shows Ann without one, changes her rating.
    expect((await updatePlayer(db, keys[0]!, { name: 'Ann', rating: 2000, fideId: '123456' }, 3000, shown)).ok).toBe(true);
    const before = await dump(db);
    const r = await updatePlayer(db, keys[0]!, { name: 'Ann', rating: 2010 }, 3001, shown);
    expect(r).toMatchObject({ ok: false, reason: 'changed-meanwhile', field: 'player' });
    expect(await dump(db)).toEqual(before);
    expect((await db.players.get(keys[0]!))?.fideId).toBe('123456');
  });

  it('saves an edit made from the current row, and keeps the start rank', async () => {
    const db = freshDb();
    const { keys } = await seeded(db);
    const shown = (await db.players.get(keys[1]!))!;
    expect((await updatePlayer(db, keys[1]!, { name: 'Bob Smith', rating: 1990 }, 3000, shown)).ok).toBe(true);
    expect(await db.players.get(keys[1]!)).toMatchObject({ name: 'Bob Smith', startRank: 2 });
  });

  it('refuses to remove a player once the other tab paired round 1', async () => {
    const db = freshDb();
    const { id, keys } = await seeded(db);
    await saveRound(db, id, 1, pairs([1, 3], [4, 2]), 2000);
    const before = await dump(db);
    expect(await removePlayer(db, keys[3]!, 2001)).toMatchObject({ ok: false, reason: 'wrong-status' });
    expect(await dump(db)).toEqual(before);
  });
});
