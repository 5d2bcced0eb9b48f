import { describe, expect, it } from 'vitest';
import {
  addPlayer, cancelCut, createTournament, loadCut, loadTournament, lockSeeding, saveRound, setBoardGames, setCutGame, setWithdrawal, startCut,
} from '../../src/db/repository';
import { playerId, tenths } from '../../src/core/model';
import type { SystemSettings } from '../../src/core/model';
import { sassSystem } from '../../src/core/systems/sass/singleSidedSystem';
import type { PairwiseDb } from '../../src/db/schema';
import { dump, freshDb } from './helpers';

const setUp = async (db: PairwiseDb, settings: Parameters<typeof createTournament>[1]['settings'], players: number, rounds: number) => {
  const t = await createTournament(db, { name: 'Netrunner Store Champs', settings, totalRounds: rounds }, 7, 1000);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (let i = 0; i < players; i++) {
    const k = await addPlayer(db, t.value, { name: `Runner ${i + 1}`, rating: 0 }, 1001 + i);
    if (!k.ok) throw new Error(k.detail);
    keys.push(k.value);
  }
  expect((await lockSeeding(db, t.value, keys, 'test', 2000)).ok).toBe(true);
  return { id: t.value, keys };
};

const sass: SystemSettings = { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: tenths(0) };

describe('Netrunner repository: drops, 241/ID, the cut', () => {
  it('a dropped player is not paired from the next round; reinstated, they are paired again', async () => {
    const db = freshDb();
    const { id, keys } = await setUp(db, sass, 6, 3);
    expect((await setWithdrawal(db, keys[5]!, 1, 3000)).ok).toBe(true);
    const t = await loadTournament(db, id);
    if (!t) throw new Error('no tournament');
    const r1 = sassSystem.pairNextRound(t);
    if (!r1.ok) throw new Error(r1.detail);
    const seen = r1.round.pairs.flatMap((p) => [p.white, p.black]).concat(r1.round.byes.map((b) => b.player));
    expect(seen).not.toContain(6);
    expect(seen).toHaveLength(5);
    expect((await saveRound(db, id, 1, r1.round, 3100)).ok).toBe(true);
    // a drop can never rewrite a round already paired
    expect(await setWithdrawal(db, keys[0]!, 1, 3200)).toMatchObject({ ok: false, reason: 'invalid-input', field: 'round' });
    expect((await setWithdrawal(db, keys[5]!, null, 3300)).ok).toBe(true);
    expect((await loadTournament(db, id))?.players.find((p) => p.id === 6)?.withdrawnFromRound).toBeUndefined();
    expect((await db.audit.where('tournamentId').equals(id).toArray()).map((a) => a.action)).toContain('reinstate-player');
  });

  it('enters a double-sided 241 as both games in one change', async () => {
    const db = freshDb();
    const { id } = await setUp(db, { system: 'double-sided' }, 4, 2);
    expect((await saveRound(db, id, 1, { pairs: [{ white: playerId(1), black: playerId(2) }, { white: playerId(3), black: playerId(4) }], byes: [], notes: [] }, 3000)).ok).toBe(true);
    const audits = (await db.audit.count());
    expect((await setBoardGames(db, id, 1, 1, ['white-wins', 'black-wins'], 3100, '241')).ok).toBe(true);
    expect(await db.audit.count()).toBe(audits + 1);
    expect((await loadTournament(db, id))?.rounds[0]?.pairings[0]?.games).toEqual(['white-wins', 'black-wins']);
    expect(await setBoardGames(db, id, 1, 1, ['white-wins'], 3200, 'bad')).toMatchObject({ ok: false });
  });

  it('stores the cut (format, seeds, sides, winners) and refuses a cut before the Swiss ends or of a wrong size', async () => {
    const db = freshDb();
    const { id } = await setUp(db, sass, 4, 1);
    expect(await startCut(db, id, 'double', [1, 2, 3, 4], 2900)).toMatchObject({ ok: false, reason: 'wrong-status' });
    expect((await saveRound(db, id, 1, { pairs: [{ white: playerId(1), black: playerId(2) }, { white: playerId(3), black: playerId(4) }], byes: [], notes: [] }, 3000)).ok).toBe(true);
    const before = await dump(db);
    expect(await startCut(db, id, 'double', [1, 2, 3], 3100)).toMatchObject({ ok: false, reason: 'invalid-input', field: 'cut' });
    expect(await dump(db)).toEqual(before);
    expect((await startCut(db, id, 'single', [1, 2, 3], 3100)).ok).toBe(true);
    expect((await setCutGame(db, id, 1, { corp: 3 }, 3200)).ok).toBe(true);
    expect((await setCutGame(db, id, 1, { winner: 2 }, 3300)).ok).toBe(true);
    expect(await setCutGame(db, id, 2, { winner: 4 }, 3400)).toMatchObject({ ok: false, reason: 'invalid-input' });
    expect(await loadCut(db, id)).toEqual({ elimination: 'single', size: 3, seeds: [1, 2, 3], games: { 1: { corp: 3, winner: 2 } } });
    expect((await setCutGame(db, id, 1, { winner: null }, 3500)).ok).toBe(true);
    expect((await loadCut(db, id))?.games[1]).toEqual({ corp: 3 });
    expect((await cancelCut(db, id, 3600)).ok).toBe(true);
    expect(await loadCut(db, id)).toBeNull();
  });

  it("records the higher seed's side choice with the game and in the audit row; a third-place game only in a single-elimination top 4 or more", async () => {
    const db = freshDb();
    const { id } = await setUp(db, sass, 4, 1);
    expect((await saveRound(db, id, 1, { pairs: [{ white: playerId(1), black: playerId(2) }, { white: playerId(3), black: playerId(4) }], byes: [], notes: [] }, 3000)).ok).toBe(true);
    const before = await dump(db);
    expect(await startCut(db, id, 'double', [1, 2, 3, 4], 3100, '', true)).toMatchObject({ ok: false, reason: 'invalid-input', field: 'cut' });
    expect(await dump(db)).toEqual(before);
    expect((await startCut(db, id, 'single', [1, 2, 3, 4], 3100, '', true)).ok).toBe(true);
    expect((await loadCut(db, id))?.thirdPlace).toBe(true);
    // seed 1 (player 1) chooses to run against seed 4
    expect((await setCutGame(db, id, 1, { corp: 4, chosenBy: 1 }, 3200)).ok).toBe(true);
    expect((await loadCut(db, id))?.games[1]).toEqual({ corp: 4, chosenBy: 1 });
    const audit = (await db.audit.where('tournamentId').equals(id).toArray()).map((a) => a.detail).join(' | ');
    expect(audit).toContain('the choice of 1, the higher seed: Runner');
    expect(await setCutGame(db, id, 2, { chosenBy: 2 }, 3300)).toMatchObject({ ok: false, reason: 'invalid-input' });
    // the third-place game is game 4 (after the final, game 3)
    expect((await setCutGame(db, id, 4, { corp: 3 }, 3400)).ok).toBe(true);
  });
});
