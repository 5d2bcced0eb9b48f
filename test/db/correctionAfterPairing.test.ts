import { describe, expect, it } from 'vitest';
import { addPlayer, createTournament, deleteLastRound, exportBackup, importTournament, loadTournament, lockSeeding, restoreTournament, setResult } from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import type { Tournament } from '../../src/core/model';
import { checkTournament } from '../../src/core/checker';
import { ratingReport, readTrf, tournamentFromTrf } from '../../src/core/trf';
import { systemFor } from '../../src/core/systems';
import { createPairingClient } from '../../src/worker/client';
import { freshDb } from './helpers';

/**
 * FIDE C.04.2: a result written down wrongly and corrected after later rounds were paired affects
 * only the pairings yet to be made. The board keeps what those rounds were paired from, so the
 * pairing checker replays them as they were paired and finds nothing wrong.
 */

const open = async (db: PairwiseDb): Promise<number> => {
  const t = await createTournament(db, { name: 'Correction Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 }, 11, 0);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (let i = 0; i < 12; i++) {
    const k = await addPlayer(db, t.value, { name: `P${i + 1}`, rating: 2400 - i * 25 }, 0);
    if (k.ok) keys.push(k.value);
  }
  await lockSeeding(db, t.value, keys, 'test', 0);
  return t.value;
};

/** Pairs the round in the worker (inline) and lets White win every board. */
const pairAndPlay = async (db: PairwiseDb, id: number, round: number): Promise<void> => {
  expect(await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round, now: 100 + round }, { onProgress: () => {} })).toMatchObject({ kind: 'done', round });
  for (const p of (await loadTournament(db, id))!.rounds[round - 1]!.pairings) await setResult(db, id, round, p.board, 0, 'white-wins', 200 + round);
};

const dutch = systemFor({ system: 'dutch', rules: '2026' });
const withoutAsPaired = (t: Tournament): Tournament => ({
  ...t,
  rounds: t.rounds.map((r) => ({ ...r, pairings: r.pairings.map(({ asPaired: _, ...p }) => p) })),
});

describe('a result corrected after later rounds were paired', () => {
  it('keeps the result those rounds were paired from, so the checker agrees with every round', async () => {
    const db = freshDb();
    const id = await open(db);
    for (const r of [1, 2, 3]) await pairAndPlay(db, id, r);
    expect(checkTournament((await loadTournament(db, id))!, dutch).discrepancies).toEqual([]);

    // Board 1 of round 1 was in fact won by Black: corrected after round 3.
    expect((await setResult(db, id, 1, 1, 0, 'black-wins', 300)).ok).toBe(true);
    const t = (await loadTournament(db, id))!;
    expect(t.rounds[0]!.pairings[0]!.games).toEqual(['black-wins']);
    expect(t.rounds[0]!.pairings[0]!.asPaired).toEqual([{ games: ['white-wins'], pairedThrough: 3 }]);
    expect(checkTournament(t, dutch).discrepancies).toEqual([]);
    // The test can fail: replayed from the corrected result, rounds 2-3 would be paired otherwise.
    expect(checkTournament(withoutAsPaired(t), dutch).discrepancies.length).toBeGreaterThan(0);

    // A second correction before the next pairing: rounds 2-3 still saw White's win.
    expect((await setResult(db, id, 1, 1, 0, 'draw', 301)).ok).toBe(true);
    expect((await loadTournament(db, id))!.rounds[0]!.pairings[0]!.asPaired).toEqual([{ games: ['white-wins'], pairedThrough: 3 }]);

    // Round 4 is paired from the draw; a correction after it keeps the draw for round 4.
    await pairAndPlay(db, id, 4);
    expect((await setResult(db, id, 1, 1, 0, 'black-wins', 400)).ok).toBe(true);
    const after4 = (await loadTournament(db, id))!;
    expect(after4.rounds[0]!.pairings[0]!.asPaired).toEqual([
      { games: ['white-wins'], pairedThrough: 3 },
      { games: ['draw'], pairedThrough: 4 },
    ]);
    expect(checkTournament(after4, dutch).discrepancies).toEqual([]);

    // A backup, and a TRF import (the model), keep what the rounds were paired from.
    const backup = await exportBackup(db, id, 500);
    const restored = await restoreTournament(db, JSON.stringify(backup), 501);
    if (!restored.ok) throw new Error(restored.detail);
    expect((await loadTournament(db, restored.value))!.rounds[0]!.pairings[0]!.asPaired).toEqual(after4.rounds[0]!.pairings[0]!.asPaired);
    const imported = await importTournament(db, after4, 1, 502);
    if (!imported.ok) throw new Error(imported.detail);
    expect(checkTournament((await loadTournament(db, imported.value))!, dutch).discrepancies).toEqual([]);
  });

  it('the exported TRF read back keeps every board where it was: rounds paired before a correction are ordered by the scores they were paired from', async () => {
    const db = freshDb();
    const id = await open(db);
    for (const r of [1, 2, 3]) await pairAndPlay(db, id, r);
    // Board 1 of round 1 and board 2 of round 2 corrected after round 3: rounds 2 and 3 were ordered by the old scores.
    expect((await setResult(db, id, 1, 1, 0, 'black-wins', 300)).ok).toBe(true);
    expect((await setResult(db, id, 2, 2, 0, 'black-wins', 301)).ok).toBe(true);
    await pairAndPlay(db, id, 4);
    const t = (await loadTournament(db, id))!;
    const report = ratingReport(t, 'trf16');
    if (!report.ok) throw new Error(report.detail);
    const read = readTrf(report.text);
    if (!read.ok) throw new Error(read.error.message);
    const back = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' } });
    if (!back.ok) throw new Error(back.error.message);
    const boards = (x: Tournament) => x.rounds.map((r) => r.pairings.map((p) => `${p.board}: ${p.white}-${p.black} ${p.games.join()}`));
    expect(boards(back.tournament)).toEqual(boards(t));
    // The test can fail: ordered by today's results, round 2 or 3 would put its boards otherwise.
    const withoutPwr = readTrf(report.text.split(/\r?\n/).filter((l) => !l.startsWith('PWR')).join('\n'));
    if (!withoutPwr.ok) throw new Error(withoutPwr.error.message);
    const today = tournamentFromTrf(withoutPwr.doc, { settings: { system: 'dutch', rules: '2026' } });
    if (!today.ok) throw new Error(today.error.message);
    expect(boards(today.tournament)).not.toEqual(boards(t));
  });

  it('forgets what it kept for a round that is deleted (and so paired again from today’s results)', async () => {
    const db = freshDb();
    const id = await open(db);
    for (const r of [1, 2, 3]) await pairAndPlay(db, id, r);
    expect((await setResult(db, id, 1, 1, 0, 'black-wins', 300)).ok).toBe(true);

    expect((await deleteLastRound(db, id, 310)).ok).toBe(true);
    expect((await loadTournament(db, id))!.rounds[0]!.pairings[0]!.asPaired).toEqual([{ games: ['white-wins'], pairedThrough: 2 }]);
    expect((await deleteLastRound(db, id, 311)).ok).toBe(true);
    const t = (await loadTournament(db, id))!;
    expect(t.rounds[0]!.pairings[0]!.asPaired).toBeUndefined();
    // Round 2 paired again now sees Black's win, and the checker agrees.
    await pairAndPlay(db, id, 2);
    expect(checkTournament((await loadTournament(db, id))!, dutch).discrepancies).toEqual([]);
  });

  it('keeps nothing when the corrected round is the latest one', async () => {
    const db = freshDb();
    const id = await open(db);
    await pairAndPlay(db, id, 1);
    expect((await setResult(db, id, 1, 1, 0, 'black-wins', 300)).ok).toBe(true);
    expect((await loadTournament(db, id))!.rounds[0]!.pairings[0]!.asPaired).toBeUndefined();
  });

  it('keeps nothing once a correction is undone (the result put back as the later rounds were paired from): no PWR line in the TRF', async () => {
    const db = freshDb();
    const id = await open(db);
    for (const r of [1, 2, 3]) await pairAndPlay(db, id, r);
    expect((await setResult(db, id, 1, 1, 0, 'black-wins', 300)).ok).toBe(true);
    const pwr = (t: Tournament): string[] => {
      const report = ratingReport(t, 'trf16');
      if (!report.ok) throw new Error(report.detail);
      return report.text.split(/\r?\n/).filter((l) => l.startsWith('PWR'));
    };
    expect(pwr((await loadTournament(db, id))!).length).toBeGreaterThan(0);
    // Undo: the result as it was when rounds 2 and 3 were paired.
    expect((await setResult(db, id, 1, 1, 0, 'white-wins', 301)).ok).toBe(true);
    const t = (await loadTournament(db, id))!;
    expect(t.rounds[0]!.pairings[0]!.asPaired).toBeUndefined();
    expect(pwr(t)).toEqual([]);
    expect(checkTournament(t, dutch).discrepancies).toEqual([]);
    // Two corrections across a pairing, the later undone: only the first stays.
    expect((await setResult(db, id, 1, 1, 0, 'draw', 302)).ok).toBe(true);
    await pairAndPlay(db, id, 4);
    expect((await setResult(db, id, 1, 1, 0, 'black-wins', 400)).ok).toBe(true);
    expect((await setResult(db, id, 1, 1, 0, 'draw', 401)).ok).toBe(true);
    expect((await loadTournament(db, id))!.rounds[0]!.pairings[0]!.asPaired).toEqual([{ games: ['white-wins'], pairedThrough: 3 }]);
  });
});
