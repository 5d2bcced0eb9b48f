import { describe, expect, it } from 'vitest';
import {
  addPlayer, createTournament, loadAudit, loadSystemState, loadTournament, lockSeeding, saveRound, updateTournamentSettings,
} from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import { playerId } from '../../src/core/model';
import { openingOrderFor, openingOrderState, openingsKind } from '../../src/core/systems/engine-swiss';
import type { EngineSwissSettings } from '../../src/core/systems/engine-swiss';
import { dump, freshDb } from './helpers';

const seed = 424242;
const secondMoves = ['Nf3', 'Nc3', 'Bc4', 'd4', 'f4', 'd3', 'c3', 'g3', 'b3', 'a3', 'h3', 'Qh5', 'Be2', 'Ne2', 'Qe2', 'c4'];
/** `n` distinct PGN openings ("1. e4 e5 2. Nf3"), starting at the `from`-th. */
const list = (n: number, from = 0): string[] => secondMoves.slice(from, from + n).map((m) => `1. e4 e5 2. ${m}`);

const engineSwiss = (openings: readonly string[], patch: Partial<EngineSwissSettings> = {}): EngineSwissSettings => ({
  system: 'engine-swiss', gamesPerMatch: 2, seedGroupCount: 1, rematchesConfirmed: false, allowExtraPairsOnTie: true,
  uniquePerMatchOnly: false, randomOpenings: true, openings: [...openings], ...patch,
});

/** A seeded 4-engine event of 3 rounds, created as the app creates it (the opening order stored beside it). */
const engineEvent = async (db: PairwiseDb, settings: EngineSwissSettings): Promise<number> => {
  const order = openingOrderState(settings, seed);
  const t = await createTournament(db, { name: 'Engines', settings, totalRounds: 3 }, seed, 0, order.state === null ? [] : [order]);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (const [i, name] of ['Stockfish', 'Leela', 'Berserk', 'Obsidian'].entries()) {
    const k = await addPlayer(db, t.value, { name, rating: 3600 - i * 10 }, 0);
    if (k.ok) keys.push(k.value);
  }
  await lockSeeding(db, t.value, keys, 'test', 0);
  return t.value;
};

describe('engine Swiss options before round 1: the opening order made again with them', () => {
  it('saves new options and the opening order for the new list in one change', async () => {
    const db = freshDb();
    const id = await engineEvent(db, engineSwiss(list(6)));
    const before = await loadSystemState(db, id, openingsKind);
    expect(before).toEqual({ version: 1, order: openingOrderFor(6, true, seed) });

    const next = engineSwiss(list(10, 6), { gamesPerMatch: 4, seedGroupCount: 2, randomOpenings: false });
    const r = await updateTournamentSettings(db, id, { settings: next, totalRounds: 2 }, 50);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toContain('the opening order made again');
    expect(r.value).toContain('gamesPerMatch 2 → 4');
    expect(r.value).toContain('rounds 3 → 2');
    // A long opening list is named by its length, not printed in full.
    expect(r.value).toContain('openings (6 entries) → (10 entries)');

    const t = (await loadTournament(db, id))!;
    expect(t.settings).toEqual(next);
    expect(t.totalRounds).toBe(2);
    // Ten openings, not shuffled: the order is the list's own, and no longer the 6-opening shuffle.
    expect(await loadSystemState(db, id, openingsKind)).toEqual({ version: 1, order: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
    // One audit row says both.
    const audit = await loadAudit(db, id);
    expect(audit[0]!.action).toBe('settings');
    expect(audit[0]!.detail).toMatch(/gamesPerMatch 2 → 4.*the opening order made again/);
  });

  it('shuffles a new list from the tournament seed, and removes the order with the list', async () => {
    const db = freshDb();
    const id = await engineEvent(db, engineSwiss([], { randomOpenings: false }));
    expect(await loadSystemState(db, id, openingsKind)).toBeUndefined();
    const withList = engineSwiss(list(8));
    expect((await updateTournamentSettings(db, id, { settings: withList }, 5)).ok).toBe(true);
    const shuffledOrder = openingOrderFor(8, true, seed);
    expect(shuffledOrder).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await loadSystemState(db, id, openingsKind)).toEqual({ version: 1, order: shuffledOrder });
    const r = await updateTournamentSettings(db, id, { settings: engineSwiss([]) }, 6);
    expect(r.ok && r.value.includes('the opening order removed')).toBe(true);
    expect(await loadSystemState(db, id, openingsKind)).toBeUndefined();
  });

  it('refuses the options once round 1 is paired, and stores nothing', async () => {
    const db = freshDb();
    const id = await engineEvent(db, engineSwiss(list(6)));
    const saved = await saveRound(db, id, 1, { pairs: [{ white: playerId(1), black: playerId(3) }, { white: playerId(2), black: playerId(4) }], byes: [], notes: [] }, 1);
    if (!saved.ok) throw new Error(saved.detail);
    const before = await dump(db);
    const r = await updateTournamentSettings(db, id, { settings: engineSwiss(list(10, 6), { randomOpenings: false }) }, 99);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.field).toBe('settings');
    expect(r.detail).toMatch(/system options cannot change: it is fixed once round 1 is paired/);
    expect(await dump(db)).toEqual(before);
    expect(await loadSystemState(db, id, openingsKind)).toEqual({ version: 1, order: openingOrderFor(6, true, seed) });
  });

  it('refuses options the module does not accept, and stores nothing', async () => {
    const db = freshDb();
    const id = await engineEvent(db, engineSwiss(list(6)));
    const before = await dump(db);
    const r = await updateTournamentSettings(db, id, { settings: engineSwiss(list(4), { gamesPerMatch: 3 }) }, 99);
    expect(r).toMatchObject({ ok: false, field: 'settings.gamesPerMatch' });
    expect(await dump(db)).toEqual(before);
  });
});
