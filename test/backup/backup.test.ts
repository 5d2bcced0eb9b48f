/* eslint-disable @typescript-eslint/no-explicit-any -- the tests corrupt backups field by field */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { restoreBackup } from '../../src/core/backup';
import {
  addPlayer, createTournament, deleteLastRound, exportBackup, loadAudit, loadSnapshot, loadTournament, lockSeeding, restoreTournament, saveRound, setResult,
  setTieBreaks, setUnratedRating,
} from '../../src/db/repository';
import { playerId } from '../../src/core/model';
import type { PairwiseDb } from '../../src/db/schema';
import { dump, freshDb } from '../db/helpers';

/** A running TCEC event: 4 players, round 1 played, round 2 paired with one result. */
const running = async (db: PairwiseDb): Promise<number> => {
  const t = await createTournament(db, { name: 'Backup Open', settings: { system: 'tcec', double: false }, totalRounds: 3 }, 7, 1000);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (const [i, name] of ['Ann', 'Bob', 'Cid', 'Dee'].entries()) {
    const k = await addPlayer(db, t.value, { name, rating: 2000 - i, federation: 'NOR', fideId: String(100 + i), club: i === 0 ? 'Oslo SK' : '' }, 1001 + i);
    if (!k.ok) throw new Error(k.detail);
    keys.push(k.value);
  }
  await db.systemState.put({ tournamentId: t.value, kind: 'openings', state: { order: [2, 0, 1] } });
  expect((await lockSeeding(db, t.value, keys, 'test', 1100)).ok).toBe(true);
  const pair = (a: number, b: number, c: number, d: number) => ({ pairs: [{ white: playerId(a), black: playerId(b) }, { white: playerId(c), black: playerId(d) }], byes: [], notes: ['note'] });
  expect((await saveRound(db, t.value, 1, pair(1, 3, 4, 2), 1200)).ok).toBe(true);
  await setResult(db, t.value, 1, 1, 0, 'white-wins', 1300);
  await setResult(db, t.value, 1, 2, 0, 'draw', 1301);
  expect((await saveRound(db, t.value, 2, pair(2, 1, 3, 4), 1400)).ok).toBe(true);
  await setResult(db, t.value, 2, 1, 0, 'black-wins-forfeit', 1500);
  return t.value;
};

const exported = async (db: PairwiseDb, id: number): Promise<Record<string, unknown>> => JSON.parse(JSON.stringify(await exportBackup(db, id, 9999))) as Record<string, unknown>;

describe('JSON backup', () => {
  it('round trip: a restored backup is the same tournament, with its audit log and system state', async () => {
    const db = freshDb();
    const id = await running(db);
    const text = JSON.stringify(await exportBackup(db, id, 9999));
    const other = freshDb();
    const r = await restoreTournament(other, text, 20_000);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(await loadTournament(other, r.value)).toEqual(await loadTournament(db, id));
    expect((await loadSnapshot(other, r.value))?.row.status).toBe('running');
    expect((await other.systemState.get([r.value, 'openings']))?.state).toEqual({ order: [2, 0, 1] });
    const audit = await loadAudit(other, r.value);
    expect(audit[0]).toMatchObject({ action: 'restore-backup', at: 20_000 });
    expect(audit.slice(1).map((a) => a.action).reverse()).toEqual((await loadAudit(db, id)).map((a) => a.action).reverse());
    // And its own export is the original export (ids are not part of the backup).
    expect({ ...(await exported(other, r.value)), audit: [] }).toEqual({ ...(await exported(db, id)), audit: [] });
  });

  it('carries the tie-break order and the rating for unrated players (C.07 Art. 10); a backup without them restores as before', async () => {
    const db = freshDb();
    const id = await running(db);
    expect((await setTieBreaks(db, id, ['ARO', 'BH'], () => true, 3000)).ok).toBe(true);
    expect((await setUnratedRating(db, id, 1500, 3001)).ok).toBe(true);
    const good = await exported(db, id);
    expect(good.tournament).toMatchObject({ tieBreaks: ['ARO', 'BH'], unratedRating: 1500 });
    const other = freshDb();
    const r = await restoreTournament(other, JSON.stringify(good), 20_000);
    if (!r.ok) throw new Error(r.detail);
    expect(await loadTournament(other, r.value)).toMatchObject({ tieBreaks: ['ARO', 'BH'], unratedRating: 1500 });
    // A version-1 file written before these fields existed.
    const { tieBreaks: _t, unratedRating: _u, ...older } = good.tournament as Record<string, unknown>;
    const r2 = await restoreTournament(other, JSON.stringify({ ...good, tournament: older }), 20_001);
    if (!r2.ok) throw new Error(r2.detail);
    const restored = await loadTournament(other, r2.value);
    expect(restored?.tieBreaks).toBeUndefined();
    expect(restored?.unratedRating).toBeUndefined();
  });

  it('carries what pairs and ranks an imported event (XXA virtual points, XXP forbidden pairs, 299 adjustments, the TRF text) and the event date, organiser and round timer', async () => {
    const db = freshDb();
    const id = await running(db);
    const timer = { durationMs: 65 * 60_000, running: false, endsAt: null, remainingMs: 40 * 60_000, hiddenOnProjector: true };
    await db.tournaments.update(id, {
      acceleration: [[1, [10, 10, 0]], [2, [10, 0, 0]]], forbiddenPairs: [[1, 4]], pointAdjustments: [{ player: playerId(2), round: 1, points: -10 as never }],
      trfSource: '012 Backup Open\n001    1      Ann\n', eventDate: '2026-11-28', organiser: 'cobra_to', roundTimer: timer as never,
    });
    const before = await loadTournament(db, id);
    const other = freshDb();
    const r = await restoreTournament(other, JSON.stringify(await exportBackup(db, id, 9999)), 20_000);
    if (!r.ok) throw new Error(r.detail);
    const row = await other.tournaments.get(r.value);
    expect(row).toMatchObject({
      acceleration: [[1, [10, 10, 0]], [2, [10, 0, 0]]], forbiddenPairs: [[1, 4]], pointAdjustments: [{ player: 2, round: 1, points: -10 }],
      trfSource: '012 Backup Open\n001    1      Ann\n', eventDate: '2026-11-28', organiser: 'cobra_to',
    });
    expect(row?.roundTimer).toEqual((await db.tournaments.get(id))?.roundTimer);
    // The restored event pairs and ranks as the original: the same core tournament.
    expect(await loadTournament(other, r.value)).toEqual(before);
    // Nonsense in one of them is refused with its place, and nothing is stored.
    const bad = await exported(db, id);
    const stored = await dump(other);
    for (const [field, value, where] of [
      ['forbiddenPairs', [[1, 99]], /forbiddenPairs\[0\]/], ['acceleration', [[1, ['x']]], /acceleration\[0\]/], ['eventDate', '2026-02-30', /eventDate/],
      ['roundTimer', { lengthMs: 'an hour' }, /roundTimer/], ['pointAdjustments', [{ player: 9, round: 1, points: 10 }], /pointAdjustments\[0\]/],
    ] as const) {
      const out = await restoreTournament(other, JSON.stringify({ ...bad, tournament: { ...(bad.tournament as object), [field]: value } }), 20_001);
      expect(out.ok, field).toBe(false);
      if (!out.ok) expect(out.field, field).toMatch(where);
    }
    expect(await dump(other)).toEqual(stored);
  });

  const corruptions: readonly [string, (b: Record<string, any>) => unknown, RegExp][] = [
    ['not JSON', () => '{"format": "pairwise-backup", ', /the file is not JSON/],
    ['another format', (b) => ({ ...b, format: 'swiss-manager' }), /format this is not a Pairwise backup/],
    ['a newer version', (b) => ({ ...b, version: 2 }), /version the backup is version 2; this app reads up to version 1/],
    ['a rating as text', (b) => { b.players[2].rating = '2000'; return b; }, /players\[2\]\.rating must be a whole number from 0 to 4000, not "2000"/],
    ['a board naming a player who does not exist', (b) => { b.rounds[0].boards[1].black = 9; return b; }, /rounds\[0\]\.boards\[1\]\.black must be a whole number from 1 to 4, not 9/],
    ['a player twice in one round', (b) => { b.rounds[1].boards[1].white = 2; return b; }, /player 2 appears twice in round 2/],
    ['a result that is not a result', (b) => { b.rounds[0].boards[0].games = ['1-0']; return b; }, /games\[0\] must be one of white-wins/],
    ['two games on a single-game board', (b) => { b.rounds[0].boards[0].games = [null, null]; return b; }, /has 2 game\(s\); 1 expected/],
    ['rounds out of order', (b) => { b.rounds.reverse(); return b; }, /rounds\[0\]\.number rounds must be numbered 1, 2, 3/],
    ['a gap in the start ranks', (b) => { b.players[3].startRank = 7; return b; }, /start ranks must run 1 to 4 without gaps or repeats/],
    ['an unknown pairing system', (b) => { b.tournament.settings = { system: 'scheveningen' }; return b; }, /tournament\.settings\.system is refused \(The pairing system must be one of/],
    ['players missing', (b) => { delete b.players; return b; }, /players must be a list/],
    ['a rating for unrated players of 0', (b) => { b.tournament.unratedRating = 0; return b; }, /tournament\.unratedRating must be a whole number from 1 to 4000, not 0/],
    ['a tie-break list that is not codes', (b) => { b.tournament.tieBreaks = ['BH', '=cmd()']; return b; }, /tournament\.tieBreaks\[1\] "=cmd\(\)" is not a tie-break code/],
    ['a planned bye of an unknown kind', (b) => { b.tournament.plannedByes = [{ player: 1, round: 3, kind: 'X' }]; return b; }, /plannedByes\[0\]\.kind must be one of H, Z, F/],
  ];

  it.each(corruptions)('refuses %s with a clear message and changes nothing', async (_what, corrupt, message) => {
    const db = freshDb();
    const id = await running(db);
    const good = await exported(db, id);
    const bad = corrupt(structuredClone(good));
    const before = await dump(db);
    const r = await restoreTournament(db, typeof bad === 'string' ? bad : JSON.stringify(bad), 30_000);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.detail).toMatch(message);
    expect(r.detail).toMatch(/^The backup cannot be restored: .*Nothing was changed\.$/);
    expect(await dump(db)).toEqual(before);
  });

  it('never throws, whatever the JSON: any value is restored or refused (fixed seed)', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => {
      const r = restoreBackup(JSON.stringify(v));
      expect(r.ok).toBe(false);
    }), { seed: 8, numRuns: 300 });
  });

  it('a single changed field of a valid backup is restored or refused, never thrown (fixed seed)', async () => {
    const db = freshDb();
    const good = await exported(db, await running(db));
    const paths: (string | number)[][] = [];
    const walk = (x: unknown, p: (string | number)[]) => {
      if (x !== null && typeof x === 'object') for (const [k, v] of Object.entries(x)) walk(v, [...p, Array.isArray(x) ? Number(k) : k]);
      else paths.push(p);
    };
    walk(good, []);
    fc.assert(fc.property(fc.nat(paths.length - 1), fc.jsonValue({ maxDepth: 1 }), (i, v) => {
      const b = structuredClone(good) as Record<string | number, any>;
      const p = paths[i]!;
      let o = b;
      for (const k of p.slice(0, -1)) o = o[k];
      o[p[p.length - 1]!] = v;
      const r = restoreBackup(JSON.stringify(b));
      if (r.ok) expect(r.backup.players).toHaveLength(4);
    }), { seed: 81, numRuns: 400 });
  });
});

describe('deleting the last round', () => {
  it('removes its boards, results and byes in one change; round 1 deleted returns to seeded', async () => {
    const db = freshDb();
    const id = await running(db);
    const r = await deleteLastRound(db, id, 5000);
    expect(r).toEqual({ ok: true, value: 2 });
    const t = await loadTournament(db, id);
    expect(t?.rounds.map((x) => x.number)).toEqual([1]);
    expect((await loadAudit(db, id))[0]).toMatchObject({ action: 'delete-round', detail: 'round 2 (1 result(s) entered)', at: 5000 });
    expect((await deleteLastRound(db, id, 5001)).ok).toBe(true);
    expect((await loadSnapshot(db, id))?.row.status).toBe('seeded');
    expect(await db.pairings.count()).toBe(0);
    expect(await deleteLastRound(db, id, 5002)).toMatchObject({ ok: false, reason: 'not-found' });
  });
});
