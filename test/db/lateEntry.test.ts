import { describe, expect, it } from 'vitest';
import { addLateEntry, addPlayer, createTournament, importTournament, loadAudit, loadTournament, lockSeeding, setPlannedBye, setResult } from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import type { SystemSettings, Tournament } from '../../src/core/model';
import { checkTournament } from '../../src/core/checker';
import { numbersAfterEntryAt, renumberTournament } from '../../src/core/seeding';
import { standings, systemFor } from '../../src/core/systems';
import { ratingReport, readTrf, tournamentFromTrf } from '../../src/core/trf';
import { createPairingClient } from '../../src/worker/client';
import { dump, freshDb } from './helpers';

/**
 * C.04.2 late entries in a FIDE Swiss: the entrant is placed by rating (then title, then name) and
 * the pairing numbers are reassigned, in one transaction that carries every stored reference
 * (boards, byes, requested byes, acceleration) along, so each player keeps their history.
 */

const open = async (db: PairwiseDb, settings: SystemSettings = { system: 'dutch', rules: '2026' }, n = 10): Promise<number> => {
  const t = await createTournament(db, { name: 'Late Open', settings, totalRounds: 5 }, 11, 0);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = await addPlayer(db, t.value, { name: `P${i + 1}`, rating: 2400 - i * 25, federation: 'ENG' }, 0);
    if (k.ok) keys.push(k.value);
  }
  await lockSeeding(db, t.value, keys, 'test', 0);
  return t.value;
};

const results = ['white-wins', 'draw', 'black-wins'] as const;
const pairAndPlay = async (db: PairwiseDb, id: number, round: number): Promise<void> => {
  expect(await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round, now: 100 + round }, { onProgress: () => {} })).toMatchObject({ kind: 'done', round });
  for (const p of (await loadTournament(db, id))!.rounds[round - 1]!.pairings) await setResult(db, id, round, p.board, 0, results[(p.board + round) % 3]!, 200 + round);
};

/** Each player's rounds by name: opponent, colour, result; byes by kind; requested byes. */
const histories = (t: Tournament, except?: string) => {
  const name = new Map(t.players.map((x) => [x.id as number, x.name]));
  const out = new Map<string, string[]>();
  for (const x of t.players) if (x.name !== except) out.set(x.name, []);
  for (const r of t.rounds) {
    for (const b of r.pairings) {
      out.get(name.get(b.white)!)?.push(`r${r.number} board ${b.board} white vs ${name.get(b.black)} ${b.games.join()}`);
      out.get(name.get(b.black)!)?.push(`r${r.number} board ${b.board} black vs ${name.get(b.white)} ${b.games.join()}`);
    }
    for (const y of r.byes) out.get(name.get(y.player)!)?.push(`r${r.number} bye ${y.kind}`);
  }
  for (const y of t.plannedByes) out.get(name.get(y.player)!)?.push(`requested r${y.round} ${y.kind}`);
  return out;
};

const dutch = systemFor({ system: 'dutch', rules: '2026' });

describe('a late entry in a Dutch event is re-ranked and the pairing numbers reassigned', () => {
  it('places the entrant by rating, renumbers everyone below in one transaction and keeps each player\'s history', async () => {
    const db = freshDb();
    const id = await open(db);
    for (const r of [1, 2]) await pairAndPlay(db, id, r);
    expect((await setPlannedBye(db, id, 5, 3, 'H', 250)).ok).toBe(true);
    const before = (await loadTournament(db, id))!;

    const late = await addLateEntry(db, id, { name: 'Late', rating: 2380, title: 'FM', federation: 'GER', fideId: '4611111', birthDate: '2001/02/03' }, 'Z', 300);
    expect(late).toMatchObject({ ok: true, value: { startRank: 2 } });
    const after = (await loadTournament(db, id))!;

    // P1 stays no. 1; the entrant is no. 2; P2..P10 are now nos. 3..11.
    expect(after.players.map((p) => `${p.id} ${p.name}`)).toEqual(['1 P1', '2 Late', ...Array.from({ length: 9 }, (_, i) => `${i + 3} P${i + 2}`)]);
    expect(after.players[1]).toMatchObject({ title: 'FM', federation: 'GER', fideId: '4611111', birthDate: '2001/02/03', rating: 2380 });
    // Every board, bye and requested bye names the same players as before; the entrant has Z for rounds 1-2.
    expect(histories(after, 'Late')).toEqual(histories(before));
    expect(histories(after).get('Late')).toEqual(['r1 bye Z', 'r2 bye Z']);
    // The stored rows are exactly the pure renumbering of what was there, plus the entrant.
    const expected = renumberTournament(before, numbersAfterEntryAt(2));
    expect(after.rounds.map((r) => ({ ...r, byes: r.byes.filter((b) => b.player !== 2) }))).toEqual(expected.rounds);
    expect(after.plannedByes).toEqual([{ player: 6, round: 3, kind: 'H' }]);
    // No two players share a number; every reference names a registered player.
    const rows = await db.players.where('tournamentId').equals(id).toArray();
    expect(rows.map((r) => r.startRank).sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    const numbers = new Set(rows.map((r) => r.startRank));
    for (const p of await db.pairings.where('tournamentId').equals(id).toArray()) expect(numbers.has(p.white) && numbers.has(p.black)).toBe(true);
    for (const b of await db.byes.where('tournamentId').equals(id).toArray()) expect(numbers.has(b.player)).toBe(true);
    // Standings by name are unchanged for the ten who played (the entrant has 0 points).
    const points = (t: Tournament) => { const s = standings(t); if (!s.ok) throw new Error(s.detail); const n = new Map(t.players.map((p) => [p.id as number, p.name])); return new Map(s.rows.map((r) => [n.get(r.player), r.points])); };
    const was = points(before), now = points(after);
    for (const [name, pts] of was) expect(now.get(name)).toBe(pts);
    expect((await loadAudit(db, id)).find((a) => a.action === 'late-entry')?.detail).toBe('Late (2380) as no. 2; nos. 2-10 renumbered 3-11; rounds 1-2: Z');

    // The next rounds are paired with the new numbers; the checker agrees with every round.
    await pairAndPlay(db, id, 3);
    const three = (await loadTournament(db, id))!;
    expect(three.rounds[2]!.pairings.flatMap((p) => [p.white, p.black])).toContain(2);
    expect(three.rounds[2]!.byes).toContainEqual({ player: 6, kind: 'H' });
    expect(checkTournament(three, dutch).discrepancies).toEqual([]);
  });

  it('the exported TRF writes the new numbers and reads back to the same event', async () => {
    const db = freshDb();
    const id = await open(db);
    for (const r of [1, 2]) await pairAndPlay(db, id, r);
    expect((await addLateEntry(db, id, { name: 'Late', rating: 2330, title: 'IM', federation: 'GER', fideId: '4611111' }, 'H', 300)).ok).toBe(true);
    await pairAndPlay(db, id, 3);
    const t = (await loadTournament(db, id))!;
    const report = ratingReport(t, 'trf16');
    if (!report.ok) throw new Error(report.detail);
    const line = report.text.split(/\r?\n/).find((l) => l.startsWith('001') && l.includes('Late'))!;
    // IM 2330 goes above P4 (2325): no. 4; rounds 1-2 half-point byes.
    expect(line.slice(4, 8)).toBe('   4');
    expect(line.slice(91, 111)).toBe('0000 - H  0000 - H  ');
    const read = readTrf(report.text);
    if (!read.ok) throw new Error(read.error.message);
    const back = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' } });
    if (!back.ok) throw new Error(back.error.message);
    expect(back.tournament.players.map((p) => `${p.id} ${p.name} ${p.rating}`)).toEqual(t.players.map((p) => `${p.id} ${p.name} ${p.rating}`));
    expect(histories(back.tournament)).toEqual(histories(t));
    expect(checkTournament(back.tournament, dutch).discrepancies).toEqual([]);
  });

  it('an event imported from a TRF: after renumbering, Export TRF writes the tables (the file\'s 001 lines no longer match the numbers), details kept', async () => {
    const db = freshDb();
    const id = await open(db);
    await pairAndPlay(db, id, 1);
    const text = ratingReport({ ...(await loadTournament(db, id))!, details: { city: 'Leeds' } }, 'trf16');
    if (!text.ok) throw new Error(text.detail);
    const read = readTrf(text.text);
    if (!read.ok) throw new Error(read.error.message);
    const t = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' } });
    if (!t.ok) throw new Error(t.error.message);
    const imported = await importTournament(db, t.tournament, 5, 400, text.text);
    if (!imported.ok) throw new Error(imported.detail);
    expect((await addLateEntry(db, imported.value, { name: 'Late', rating: 2500 }, 'Z', 500))).toMatchObject({ ok: true, value: { startRank: 1 } });
    const row = (await db.tournaments.get(imported.value))!;
    expect(row.trfSource).toBeUndefined();
    const report = ratingReport((await loadTournament(db, imported.value))!, 'trf16', row.trfSource);
    if (!report.ok) throw new Error(report.detail);
    const lines = report.text.split(/\r?\n/).filter((l) => l.startsWith('001'));
    expect(lines.map((l) => `${l.slice(4, 8).trim()} ${l.slice(14, 47).trim()}`).slice(0, 3)).toEqual(['1 Late', '2 P1', '3 P2']);
    expect(report.text).toContain('022 Leeds');
  });

  it('bad input or a duplicate stores nothing', async () => {
    const db = freshDb();
    const id = await open(db);
    await pairAndPlay(db, id, 1);
    const before = await dump(db);
    expect(await addLateEntry(db, id, { name: 'Late', rating: 2380, birthDate: '2001/13/40' }, 'Z', 300)).toMatchObject({ ok: false, field: 'birthDate' });
    expect(await addLateEntry(db, id, { name: 'p3', rating: 2350 }, 'Z', 300)).toMatchObject({ ok: false, field: 'name' });
    expect(await dump(db)).toEqual(before);
  });
});

describe('Baku acceleration keeps group A as it was made at round 1', () => {
  it('a late entrant above the last player of group A joins it; that player stays the last; the pairing uses the stored group', async () => {
    const db = freshDb();
    const id = await open(db, { system: 'dutch', rules: '2026', acceleration: 'baku' }, 10);
    await pairAndPlay(db, id, 1);
    expect((await loadTournament(db, id))!.acceleration).toBeUndefined();
    // 10 players: group A = 2·⌈10/4⌉ = 6 (P1-P6). The entrant (2330) goes to no. 4.
    expect(await addLateEntry(db, id, { name: 'Late', rating: 2330 }, 'Z', 300)).toMatchObject({ ok: true, value: { startRank: 4 } });
    const t = (await loadTournament(db, id))!;
    const name = new Map(t.players.map((p) => [p.id as number, p.name]));
    const groupA = [...t.acceleration!.entries()].filter(([, v]) => v.length > 0).map(([k]) => name.get(k)).sort();
    expect(groupA).toEqual(['Late', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
    expect(t.acceleration!.get(t.players.find((p) => p.name === 'P6')!.id)).toEqual([10, 10, 5]);
    await pairAndPlay(db, id, 2);
    expect(checkTournament((await loadTournament(db, id))!, systemFor({ system: 'dutch', rules: '2026', acceleration: 'baku' })).discrepancies).toEqual([]);
  });
});
