import { describe, expect, it } from 'vitest';
import {
  addPlayer, changeRoundTimer, createTournament, loadCut, loadRoundTimer, loadTournament, lockSeeding, saveRound, setBoardGames, setEventDetails, setWithdrawal, startCut,
} from '../../src/db/repository';
import { playerId, tenths } from '../../src/core/model';
import { cutSeeds } from '../../src/core/netrunner/cutSeeds';
import { adjustTimer, newTimer, pauseTimer, remainingMs, resetTimer, setRoundLength, showOnProjector, startTimer } from '../../src/core/timer/roundTimer';
import type { PairwiseDb } from '../../src/db/schema';
import { auditLog, dump, freshDb } from './helpers';

const setUp = async (db: PairwiseDb, players: number) => {
  const t = await createTournament(db, { name: 'Regional', settings: { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: tenths(0) }, totalRounds: 1 }, 7, 1000);
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

describe('the cut in the database', () => {
  it('refuses a dropped player; an override of the standings needs a reason, which the cut and the audit log keep', async () => {
    const db = freshDb();
    const { id, keys } = await setUp(db, 6);
    // round 1: 1, 3, 5 win as corp
    expect((await saveRound(db, id, 1, { pairs: [1, 3, 5].map((w) => ({ white: playerId(w), black: playerId(w + 1) })), byes: [], notes: [] }, 3000)).ok).toBe(true);
    for (const board of [1, 2, 3]) expect((await setBoardGames(db, id, 1, board, ['white-wins'], 3050, 'result')).ok).toBe(true);
    // player 1, top of the standings, leaves after the Swiss
    expect((await setWithdrawal(db, keys[0]!, 2, 3100)).ok).toBe(true);
    const t = await loadTournament(db, id);
    if (!t) throw new Error('no tournament');
    const auto = cutSeeds(t, 3).map(Number);
    expect(auto).not.toContain(1);
    const before = await dump(db);
    expect(await startCut(db, id, 'single', [1, 3, 5], 3200, 'they came back')).toMatchObject({
      ok: false, reason: 'invalid-input', field: 'cut', detail: 'Runner 1 dropped from round 2 and cannot advance to the cut; reinstate them first.',
    });
    const swapped = [auto[1]!, auto[0]!, auto[2]!];
    expect(await startCut(db, id, 'single', swapped, 3300)).toMatchObject({ ok: false, reason: 'invalid-input', field: 'cut' });
    expect(await dump(db)).toEqual(before);
    expect((await startCut(db, id, 'single', swapped, 3400, 'Seed 1 must leave after one game')).ok).toBe(true);
    const cut = await loadCut(db, id);
    expect(cut?.seeds).toEqual(swapped);
    expect(cut?.override).toEqual({ reason: 'Seed 1 must leave after one game', standings: auto });
    const audit = (await auditLog(db, id)).at(-1);
    expect(audit?.detail).toBe(`top 3 single elimination: ${swapped.join(', ')} (override of ${auto.join(', ')}: Seed 1 must leave after one game)`);
  });
});

describe('event details', () => {
  it('stores the event date and organiser; a wrong date changes nothing and names the field', async () => {
    const db = freshDb();
    const { id } = await setUp(db, 2);
    const before = await dump(db);
    expect(await setEventDetails(db, id, { eventDate: '2026-02-30', organiser: 'to' }, 3000)).toMatchObject({ ok: false, field: 'eventDate' });
    expect(await dump(db)).toEqual(before);
    expect((await setEventDetails(db, id, { eventDate: '2026-11-28', organiser: ' store_to ' }, 3100)).ok).toBe(true);
    const row = await db.tournaments.get(id);
    expect([row?.eventDate, row?.organiser]).toEqual(['2026-11-28', 'store_to']);
  });
});

describe('the round timer', () => {
  it('takes a new round length at once: before the start, and while running (keeping the time played)', () => {
    const t = newTimer(65 * 60_000);
    expect(setRoundLength(t, 75 * 60_000, 0).remainingMs).toBe(75 * 60_000);
    const running = startTimer(t, 1_000);
    const later = 1_000 + 55 * 60_000; // 10 minutes left
    const longer = setRoundLength(running, 75 * 60_000, later);
    expect(remainingMs(longer, later)).toBe(20 * 60_000);
    expect(longer.durationMs).toBe(75 * 60_000);
    const paused = pauseTimer(running, later);
    expect(remainingMs(setRoundLength(paused, 60 * 60_000, later + 5_000), later + 5_000)).toBe(5 * 60_000);
    expect(resetTimer(showOnProjector(t, false)).hiddenOnProjector).toBe(true);
  });

  it('is stored with the tournament, one audited change per step, so a reopened window finds it running', async () => {
    const db = freshDb();
    const { id } = await setUp(db, 2);
    expect(await loadRoundTimer(db, id)).toEqual(newTimer(90 * 60_000));
    expect((await changeRoundTimer(db, id, 'round length 65 min', (t, at) => setRoundLength(t, 65 * 60_000, at), 10_000)).ok).toBe(true);
    expect((await changeRoundTimer(db, id, 'started', startTimer, 20_000)).ok).toBe(true);
    expect((await changeRoundTimer(db, id, '+1 min', (t, at) => adjustTimer(t, 60_000, at), 30_000)).ok).toBe(true);
    const stored = await loadRoundTimer(db, id);
    expect(stored?.running).toBe(true);
    expect(stored && remainingMs(stored, 20_000 + 60_000)).toBe(65 * 60_000);
    const audit = (await auditLog(db, id)).filter((a) => a.action === 'round-timer').map((a) => a.detail);
    expect(audit).toEqual(['round length 65 min: 1:05:00 left, paused', 'started: 1:05:00 left, running', '+1 min: 1:05:50 left, running']);
  });
});
