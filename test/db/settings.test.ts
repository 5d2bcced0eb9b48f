import { describe, expect, it } from 'vitest';
import {
  addPlayer, createTournament, deleteLastRound, loadAudit, loadTournament, lockSeeding, saveRound, setPlannedBye, updateTournamentSettings,
} from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import { chessScoring, playerId, tenths } from '../../src/core/model';
import { dump, freshDb } from './helpers';

/** A seeded 4-player FIDE Dutch event of 7 rounds; round 1 paired when `paired`. */
const dutchEvent = async (db: PairwiseDb, paired: boolean): Promise<number> => {
  const t = await createTournament(db, { name: 'Autumn Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 7 }, 3, 0);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (let i = 0; i < 4; i++) {
    const k = await addPlayer(db, t.value, { name: `P${i + 1}`, rating: 2400 - i * 10 }, 0);
    if (k.ok) keys.push(k.value);
  }
  await lockSeeding(db, t.value, keys, 'test', 0);
  if (paired) {
    const r = await saveRound(db, t.value, 1, { pairs: [{ white: playerId(1), black: playerId(3) }, { white: playerId(4), black: playerId(2) }], byes: [], notes: [] }, 1);
    if (!r.ok) throw new Error(r.detail);
  }
  return t.value;
};

/** Asserts the change is refused for `field`, with a reason containing `why`, and nothing written. */
const refused = async (db: PairwiseDb, id: number, patch: Parameters<typeof updateTournamentSettings>[2], field: string | undefined, why: RegExp) => {
  const before = await dump(db);
  const r = await updateTournamentSettings(db, id, patch, 99);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.field).toBe(field);
  expect(r.detail).toMatch(why);
  expect(await dump(db)).toEqual(before);
};

describe('settings per tournament: locked once round 1 is paired (C.04.1)', () => {
  it('refuses the system, its options, acceleration, scoring and initial colour after round 1, naming the field and why', async () => {
    const db = freshDb();
    const id = await dutchEvent(db, true);
    await refused(db, id, { settings: { system: 'burstein' } }, 'system', /pairing system.*fixed once round 1 is paired/);
    await refused(db, id, { settings: { system: 'dutch', rules: '2017' } }, 'settings', /system options.*fixed once round 1 is paired/);
    await refused(db, id, { settings: { system: 'dutch', rules: '2026', acceleration: 'baku' } }, 'settings', /fixed once round 1 is paired/);
    await refused(db, id, { scoring: { ...chessScoring, win: tenths(30), forfeitWin: tenths(30) } }, 'scoring', /scoring.*fixed once round 1 is paired/);
    await refused(db, id, { initialColour: 'black' }, 'initialColour', /initial colour.*fixed once round 1 is paired/);
    // A change of the rounds in the same patch is not half-applied.
    await refused(db, id, { totalRounds: 9, settings: { system: 'dutch', rules: '2017' } }, 'settings', /fixed once/);
  });

  it('lets the name and the number of rounds change after round 1, with one audit row', async () => {
    const db = freshDb();
    const id = await dutchEvent(db, true);
    const auditBefore = (await loadAudit(db, id)).length;
    // The locked fields given unchanged (as a form sends them) are no change.
    const r = await updateTournamentSettings(db, id, { name: ' Autumn Open 2026 ', totalRounds: 9, settings: { rules: '2026', system: 'dutch' }, scoring: { ...chessScoring }, initialColour: null }, 50);
    expect(r).toEqual({ ok: true, value: ['name “Autumn Open” → “Autumn Open 2026”', 'rounds 7 → 9'] });
    const t = (await loadTournament(db, id))!;
    expect(t.name).toBe('Autumn Open 2026');
    expect(t.totalRounds).toBe(9);
    const audit = await loadAudit(db, id);
    expect(audit).toHaveLength(auditBefore + 1);
    expect(audit[0]).toMatchObject({ action: 'settings', at: 50, detail: 'name “Autumn Open” → “Autumn Open 2026”; rounds 7 → 9' });
    expect((await db.tournaments.get(id))!.updatedAt).toBe(50);
  });

  it('unlocks the system again when round 1 is deleted', async () => {
    const db = freshDb();
    const id = await dutchEvent(db, true);
    expect((await deleteLastRound(db, id, 5)).ok).toBe(true);
    expect((await updateTournamentSettings(db, id, { settings: { system: 'dutch', rules: '2017' } }, 6)).ok).toBe(true);
  });
});

describe('settings per tournament: the number of rounds', () => {
  it('is never below the rounds paired, nor below a round with a requested bye, and a whole number 1-99', async () => {
    const db = freshDb();
    const id = await dutchEvent(db, true);
    expect((await setPlannedBye(db, id, 2, 5, 'H', 2)).ok).toBe(true);
    await refused(db, id, { totalRounds: 0 }, 'totalRounds', /whole number from 1 to 99/);
    await refused(db, id, { totalRounds: 100 }, 'totalRounds', /whole number from 1 to 99/);
    await refused(db, id, { totalRounds: 6.5 }, 'totalRounds', /whole number from 1 to 99/);
    await refused(db, id, { totalRounds: 4 }, 'totalRounds', /bye is requested for round 5/);
    expect((await updateTournamentSettings(db, id, { totalRounds: 5 }, 3)).ok).toBe(true);
    expect((await setPlannedBye(db, id, 2, 5, null, 4)).ok).toBe(true);
    expect((await updateTournamentSettings(db, id, { totalRounds: 1 }, 5)).ok).toBe(true);
    const db2 = freshDb();
    const id2 = await dutchEvent(db2, true);
    const r = await saveRound(db2, id2, 2, { pairs: [{ white: playerId(3), black: playerId(2) }, { white: playerId(1), black: playerId(4) }], byes: [], notes: [] }, 6);
    expect(r.ok).toBe(true);
    await refused(db2, id2, { totalRounds: 1 }, 'totalRounds', /2 rounds are already paired/);
  });

  it('refuses an empty name and a patch that changes nothing', async () => {
    const db = freshDb();
    const id = await dutchEvent(db, false);
    await refused(db, id, { name: '   ' }, 'name', /needs a name/);
    await refused(db, id, { name: 'Autumn Open', totalRounds: 7 }, undefined, /Nothing to save/);
    await refused(db, 12345, { totalRounds: 3 }, undefined, /no tournament/);
  });
});

describe('settings per tournament: before round 1', () => {
  it('switches a Dutch event to the 2017 rules with Baku acceleration, the scoring and the initial colour, audited', async () => {
    const db = freshDb();
    const id = await dutchEvent(db, false);
    const scoring = { ...chessScoring, win: tenths(30), forfeitWin: tenths(30), draw: tenths(10) };
    const r = await updateTournamentSettings(db, id, { settings: { system: 'dutch', rules: '2017', acceleration: 'baku' }, scoring, initialColour: 'black' }, 7);
    expect(r.ok).toBe(true);
    const t = (await loadTournament(db, id))!;
    expect(t.settings).toEqual({ system: 'dutch', rules: '2017', acceleration: 'baku' });
    expect(t.scoring).toEqual(scoring);
    expect(t.initialColour).toBe('black');
    expect((await loadAudit(db, id))[0]!.detail).toBe('rules 2026 → 2017; acceleration none → baku; win 1 → 3; draw 0.5 → 1; forfeitWin 1 → 3; initial colour none → black');
    // And back: the initial colour cleared, a different system.
    expect((await updateTournamentSettings(db, id, { settings: { system: 'burstein' }, initialColour: null }, 8)).ok).toBe(true);
    const t2 = (await loadTournament(db, id))!;
    expect(t2.settings).toEqual({ system: 'burstein' });
    expect(t2.initialColour).toBeUndefined();
  });

  it('refuses options the system does not have, a bad scoring, and switching to engine Swiss', async () => {
    const db = freshDb();
    const id = await dutchEvent(db, false);
    await refused(db, id, { settings: { system: 'dutch', rules: '2019' as '2026' } }, 'settings.rules', /2026 or 2017/);
    await refused(db, id, { scoring: { ...chessScoring, win: tenths(0) } }, 'scoring', /win must score more than a loss/);
    await refused(db, id, { scoring: { ...chessScoring, draw: tenths(-5) } }, 'scoring', /"draw"/);
    await refused(db, id, { settings: { system: 'sass', model: 'sass', scoreFactor: 0, byeScore: tenths(0) } }, 'settings.scoreFactor', /score factor/);
    await refused(db, id, {
      settings: { system: 'engine-swiss', gamesPerMatch: 2, seedGroupCount: 1, rematchesConfirmed: false, allowExtraPairsOnTie: true, uniquePerMatchOnly: true, randomOpenings: false, openings: [] },
    }, 'system', /Engine Swiss is chosen when the tournament is created/);
  });
});
