import { describe, expect, it } from 'vitest';
import type { SystemSettings, Tournament } from '../../src/core/model';
import { playerId, tenths } from '../../src/core/model';
import {
  allSystems, describeSystem, gamesPerBoard, moduleById, readSystemSettings, sameSettings, systemModule, systemPresets, systems,
} from '../../src/core/systems';
import { readTrf, systemOfTrf, trfFromTournament, writeTrf } from '../../src/core/trf';
import { fideInitialRanking } from '../../src/core/seeding';
import { addPlayer, createLadder, createTournament, exportBackup, loadTournament, lockSeeding, restoreTournament } from '../../src/db/repository';
import { freshDb } from '../db/helpers';

/*
 * The system modules: every per-system fact in one place. These tests hold each module to its
 * settings (one validator, round trips through the backup and the TRF) and to the facts other
 * code asks it for.
 */

/** Settings worth a round trip: every preset and the options a preset does not show. */
const variants: readonly SystemSettings[] = [
  ...systemPresets.map((p) => p.settings),
  { system: 'dutch', rules: '2026', acceleration: 'baku' },
  { system: 'dutch', rules: '2017' },
  { system: 'dutch', rules: '2017', acceleration: 'baku' },
  { system: 'sass', model: '2025', scoreFactor: 2, byeScore: tenths(0) },
  { system: 'sass', model: 'sass', scoreFactor: 1.5, byeScore: tenths(5), seed: 77 },
  {
    system: 'engine-swiss', gamesPerMatch: 4, seedGroupCount: 3, rematchesConfirmed: true, allowExtraPairsOnTie: false,
    uniquePerMatchOnly: false, randomOpenings: false, openings: ['1. e4 e5', '1. d4 d5'], openingOrder: [1, 0],
  },
];

const label = (s: SystemSettings): string => `${describeSystem(s)} ${JSON.stringify(s)}`;

const fourPlayers = (settings: SystemSettings): Tournament => ({
  name: 'Round trip', settings, scoring: systemModule(settings).scoring, totalRounds: 3, randomSeed: 5, plannedByes: [], rounds: [],
  players: ['Ann', 'Bob', 'Cid', 'Dee'].map((name, i) => ({ id: playerId(i + 1), name, rating: 2000 - i })),
});

describe('the registry', () => {
  it('has one module per system id, each under its own id, and every preset reads back through its module', () => {
    for (const [id, m] of Object.entries(systems)) expect(m.id).toBe(id);
    expect(new Set(allSystems.map((m) => m.id))).toEqual(new Set(Object.keys(systems)));
    for (const p of systemPresets) expect(readSystemSettings(p.settings)).toEqual({ ok: true, settings: p.settings });
    for (const m of allSystems) expect(readSystemSettings(m.defaults)).toEqual({ ok: true, settings: m.defaults });
  });

  it('refuses settings no module accepts, naming the field and saying why', () => {
    expect(readSystemSettings({ system: 'scheveningen' })).toMatchObject({ ok: false, field: 'system', message: expect.stringMatching(/must be one of/) });
    expect(readSystemSettings({ system: 'dutch', rules: '2019' })).toMatchObject({ ok: false, field: 'rules', message: 'The Dutch rules must be 2026 or 2017, not "2019".' });
    expect(readSystemSettings({ system: 'dutch', rules: '2026', acceleration: 'haley' })).toMatchObject({ ok: false, field: 'acceleration' });
    expect(readSystemSettings({ system: 'tcec' })).toMatchObject({ ok: false, field: 'double' });
    expect(readSystemSettings({ system: 'sass', model: 'sass', scoreFactor: 0, byeScore: 0 })).toMatchObject({ ok: false, field: 'scoreFactor' });
    expect(readSystemSettings({ ...systems['engine-swiss'].defaults, gamesPerMatch: 3 })).toMatchObject({ ok: false, field: 'gamesPerMatch' });
    expect(readSystemSettings(7)).toMatchObject({ ok: false, field: '' });
  });

  it('keeps only the fields a system has', () => {
    expect(readSystemSettings({ system: 'burstein', rules: '2017', double: true })).toEqual({ ok: true, settings: { system: 'burstein' } });
  });

  it('answers the facts other code used to switch on: games per board, scoring, seats, words', () => {
    expect(gamesPerBoard({ settings: { system: 'tcec', double: true }, totalRounds: 5 }, 1)).toBe(2);
    expect(gamesPerBoard({ settings: { system: 'double-sided' }, totalRounds: 5 }, 1)).toBe(2);
    const engine = systems['engine-swiss'].defaults;
    expect(gamesPerBoard({ settings: { ...engine, gamesPerMatch: 4 }, totalRounds: 5 }, 5)).toBe(4);
    expect(gamesPerBoard({ settings: { ...engine, gamesPerMatch: 4 }, totalRounds: 5 }, 6)).toBe(2); // an extra pair
    expect(systems.sass.scoring.win).toBe(30);
    expect(systems.dutch.scoring.win).toBe(10);
    // One wording of a result on every screen, print and export (a Netrunner forfeit read two ways before).
    expect(systems.sass.resultText('white-wins-forfeit')).toBe('Corp win (forfeit)');
    expect(systems.dutch.resultText('white-wins-forfeit')).toBe('+/-');
    expect(systems.sass.seats(systems.sass.defaults, 1)).toMatchObject({ first: 'Corp', second: 'Runner' });
    expect(systems['double-sided'].seats(systems['double-sided'].defaults, 2)).toMatchObject({ first: 'Corp in game 1', second: 'Corp in game 2' });
    expect(moduleById('ladder').pairing).toBeUndefined();
  });
});

describe('seeding defaults', () => {
  it('a FIDE Dutch or Burstein event seeds by FIDE initial ranking: rating, then title, then name, unrated last', () => {
    expect(systems.dutch.seeding(systems.dutch.defaults, 59)).toEqual({ method: 'fide-initial-ranking' });
    expect(systems.burstein.seeding(systems.burstein.defaults, 59)).toEqual({ method: 'fide-initial-ranking' });
    expect(systems.tcec.seeding(systems.tcec.defaults, 59)).toEqual({ method: 'groups', groups: 29 });
    expect(systems['engine-swiss'].seeding({ ...systems['engine-swiss'].defaults, seedGroupCount: 3 }, 12)).toEqual({ method: 'groups', groups: 3 });
    expect(systems.sass.seeding(systems.sass.defaults, 20)).toEqual({ method: 'random' });
    const players = [
      { name: 'Zed', rating: 2400 }, { name: 'Amy', rating: 2400, title: 'WGM' }, { name: 'Bea', rating: 2400, title: 'im' },
      { name: 'Cal', rating: 0, title: 'GM' }, { name: 'Dan', rating: 2571 }, { name: 'Eve', rating: 2400, title: 'g' },
    ];
    expect(fideInitialRanking(players).map((p) => p.name)).toEqual(['Dan', 'Eve', 'Bea', 'Amy', 'Zed', 'Cal']);
  });
});

describe('every system\'s settings survive a round trip', () => {
  it.each(variants.map((s) => [label(s), s] as const))('TRF export → import: %s', (_l, settings) => {
    const text = writeTrf(trfFromTournament(fourPlayers(settings)));
    const read = readTrf(text);
    if (!read.ok) throw new Error(read.error.message);
    const named = systemOfTrf(read.doc.settings);
    expect(named.ok).toBe(true);
    if (!named.ok || named.settings === null) throw new Error('no system named');
    expect(sameSettings(named.settings, settings)).toBe(true);
    // The FIDE systems are named by their 192 code alone; the others add Pairwise's PWS record.
    expect(text).toMatch(/\n192 /);
    expect(text.includes('\nPWS ')).toBe(named.from === 'PWS');
  });

  it.each(variants.map((s) => [label(s), s] as const))('JSON backup export → restore: %s', async (_l, settings) => {
    const db = freshDb();
    const made = await createTournament(db, { name: 'Round trip', settings, totalRounds: 5 }, 3, 1000);
    if (!made.ok) throw new Error(made.detail);
    const keys: number[] = [];
    for (const name of ['Ann', 'Bob', 'Cid']) {
      const k = await addPlayer(db, made.value, { name, rating: 2000 }, 1001);
      if (k.ok) keys.push(k.value);
    }
    expect((await lockSeeding(db, made.value, keys, 'test', 1002)).ok).toBe(true);
    const backup = await exportBackup(db, made.value, 2000);
    const restored = await restoreTournament(db, JSON.stringify(backup), 3000);
    if (!restored.ok) throw new Error(restored.detail);
    const t = await loadTournament(db, restored.value);
    expect(t?.settings).toEqual((await loadTournament(db, made.value))?.settings);
    expect(sameSettings(t!.settings, settings)).toBe(true);
  });

  it('a ladder backs up and restores (its state with it)', async () => {
    const db = freshDb();
    const made = await createLadder(db, 'Engine ladder', { engines: ['A', 'B'] }, 2, 1000);
    if (!made.ok) throw new Error(made.detail);
    const restored = await restoreTournament(db, JSON.stringify(await exportBackup(db, made.value, 2000)), 3000);
    if (!restored.ok) throw new Error(restored.detail);
    expect((await loadTournament(db, restored.value))?.settings).toEqual({ system: 'ladder' });
    expect((await db.systemState.get([restored.value, 'ladder']))?.state).toEqual({ engines: ['A', 'B'] });
  });
});
