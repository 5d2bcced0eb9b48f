import { describe, expect, it } from 'vitest';
import { quads, quadSections, readEventMembership } from '../../src/core/sections';
import { addPlayer, addSection, createEvent, exportBackup, loadEventSections, restoreTournament, splitIntoSections } from '../../src/db/repository';
import { auditLog, dump, freshDb } from '../db/helpers';

const field = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${String(i + 1).padStart(2, '0')}`, rating: 2500 - 10 * i }));

describe('quads', () => {
  it('cuts the field by rating into fours from the top; a remainder makes a five or threes', () => {
    const sizes = (n: number) => quads(field(n)).map((g) => g.length);
    expect(sizes(2)).toEqual([]);
    expect(sizes(3)).toEqual([3]);
    expect(sizes(5)).toEqual([5]);
    expect(sizes(6)).toEqual([3, 3]);
    expect(sizes(8)).toEqual([4, 4]);
    expect(sizes(9)).toEqual([4, 5]);
    expect(sizes(10)).toEqual([4, 3, 3]);
    expect(sizes(11)).toEqual([4, 4, 3]);
    const shuffled = [...field(8)].reverse();
    expect(quads(shuffled)[0]!.map((p) => p.name)).toEqual(['P01', 'P02', 'P03', 'P04']);
  });

  it('each quad is a single round robin with its Berger table\'s rounds', () => {
    expect(quadSections(field(9)).map((q) => [q.name, q.settings.system, q.totalRounds, q.players.length])).toEqual([['Quad 1', 'round-robin', 3, 4], ['Quad 2', 'round-robin', 5, 5]]);
  });
});

describe('an event of several sections in the database', () => {
  it('creates its sections in one transaction, each a tournament with its own system, and refuses a wrong one with nothing written', async () => {
    const db = freshDb();
    const made = await createEvent(db, 'Spring Festival', [
      { name: 'Open A', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 },
      { name: 'Open B', settings: { system: 'burstein' }, totalRounds: 5 },
      { name: 'Quad 1', settings: { system: 'round-robin', double: false, exchangeLastRounds: false }, totalRounds: 3 },
    ], 777, [1, 2, 3], 10);
    if (!made.ok) throw new Error(made.detail);
    const sections = await loadEventSections(db, 777);
    expect(sections.map((s) => [s.name, s.event?.section, s.event?.order, s.settings.system])).toEqual([
      ['Spring Festival – Open A', 'Open A', 0, 'dutch'], ['Spring Festival – Open B', 'Open B', 1, 'burstein'], ['Spring Festival – Quad 1', 'Quad 1', 2, 'round-robin'],
    ]);
    expect((await Promise.all(sections.map((s) => auditLog(db, s.id)))).flat().map((a) => a.detail)).toEqual(['Spring Festival: section 1 of 3, Open A', 'Spring Festival: section 2 of 3, Open B', 'Spring Festival: section 3 of 3, Quad 1']);

    const before = await dump(db);
    expect(await createEvent(db, 'Again', [{ name: 'A', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 }, { name: 'a', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 }], 778, [], 11))
      .toMatchObject({ ok: false, field: 'section 2, name', detail: 'Two sections are called "a".' });
    expect(await createEvent(db, 'Again', [{ name: 'A', settings: { system: 'dutch', rules: '1999' } as never, totalRounds: 5 }], 779, [], 11)).toMatchObject({ ok: false, field: 'section 1, settings.rules' });
    expect(await createEvent(db, 'Other', [{ name: 'A', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 }], 777, [], 11)).toMatchObject({ ok: false, field: 'event key' });
    expect(await dump(db)).toEqual(before);

    const added = await addSection(db, 777, { name: 'Quad 2', settings: { system: 'round-robin', double: false, exchangeLastRounds: false }, totalRounds: 3 }, 4, 12);
    expect(added.ok).toBe(true);
    expect((await loadEventSections(db, 777)).map((s) => s.event?.section)).toEqual(['Open A', 'Open B', 'Quad 1', 'Quad 2']);
    expect(await addSection(db, 777, { name: 'open a', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 }, 5, 13)).toMatchObject({ ok: false, field: 'name' });
  });

  it('splits a tournament in registration into quads: the players move to their sections, and every section\'s backup keeps its event', async () => {
    const db = freshDb();
    const { createTournament } = await import('../../src/db/repository');
    const t = await createTournament(db, { name: 'Thursday Quads', settings: { system: 'dutch', rules: '2026' }, totalRounds: 3 }, 1, 1);
    if (!t.ok) throw new Error(t.detail);
    const keys: number[] = [];
    for (const p of field(9)) {
      const r = await addPlayer(db, t.value, p, 2);
      if (r.ok) keys.push(r.value);
    }
    const players = (await db.players.where('tournamentId').equals(t.value).toArray());
    const groups = quadSections(players).map((g) => ({ name: g.name, settings: g.settings, totalRounds: g.totalRounds, playerKeys: g.players.map((p) => p.id) }));
    const split = await splitIntoSections(db, t.value, 'Thursday Quads', groups, 4242, [5, 6], 3);
    if (!split.ok) throw new Error(split.detail);
    expect(split.value[0]).toBe(t.value);
    const sections = await loadEventSections(db, 4242);
    expect(sections.map((s) => [s.name, s.settings.system, s.totalRounds])).toEqual([['Thursday Quads – Quad 1', 'round-robin', 3], ['Thursday Quads – Quad 2', 'round-robin', 5]]);
    const countIn = async (id: number) => (await db.players.where('tournamentId').equals(id).toArray()).map((p) => p.name).sort();
    expect(await countIn(split.value[0]!)).toEqual(['P01', 'P02', 'P03', 'P04']);
    expect(await countIn(split.value[1]!)).toEqual(['P05', 'P06', 'P07', 'P08', 'P09']);
    expect(await splitIntoSections(db, t.value, 'Again', groups, 4243, [], 4)).toMatchObject({ ok: false, detail: expect.stringMatching(/already a section of Thursday Quads/) });

    const backup = await exportBackup(db, split.value[1]!, 5);
    expect(backup?.tournament.event).toEqual({ key: 4242, name: 'Thursday Quads', section: 'Quad 2', order: 1 });
    const restored = await restoreTournament(db, JSON.stringify(backup), 6);
    if (!restored.ok) throw new Error(restored.detail);
    // The restored copy of Quad 2 joins its event again (the key travels in the backup).
    expect((await loadEventSections(db, 4242)).map((s) => s.event?.section)).toEqual(['Quad 1', 'Quad 2', 'Quad 2']);
    expect(readEventMembership({ key: 0, name: 'x', section: 'y', order: 0 })).toMatchObject({ ok: false, field: 'key' });
  });
});
