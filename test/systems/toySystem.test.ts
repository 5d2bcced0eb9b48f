import { describe, expect, it } from 'vitest';
import { chessScoring } from '../../src/core/model';
import type { PairingOutcome, ProposedPair, SystemId, SystemSettings, Tournament } from '../../src/core/model';
import {
  allSystems, describeSystem, diagnosePairing, moduleOf, readSystemSettings, registerSystem, standingsReportOf, systemFor,
} from '../../src/core/systems';
import type { SystemModule } from '../../src/core/systems';
import { chessResultText, chessSeats } from '../../src/core/systems/wording';
import { readTrf, systemOfTrf, trfFromTournament, writeTrf } from '../../src/core/trf';
import { loadTournament, setResult } from '../../src/db/repository';
import { createPairingClient } from '../../src/worker/client';
import { freshDb, seededEvent } from '../db/helpers';

/*
 * Adding a system is one folder and one registry line. This file proves it with a toy system, "first
 * against last": a module of its own, written here and nowhere else, registered through the same
 * call the registry registers every system with (`registerSystem`), then created, paired, ranked,
 * written to a TRF and paired on the command line through the generic entry points the app, the
 * worker and the CLI use. No other file knows the toy. It has only the capabilities it needs
 * (pairing, TRF, CLI): no checker, no diagnosis, no standings of its own, no Netrunner features.
 *
 * `systems` is a static object for the typed built-in modules (the settings union is closed at
 * compile time), so the toy's id and settings are cast; at run time the registry is open and
 * serves the toy like any other module.
 */

const toyId = 'toy-first-last' as SystemId;
const toySettings = { system: toyId } as unknown as SystemSettings;

/**
 * A round robin by the circle method: the players by pairing number, the first fixed and the rest
 * turned one place a round; the first of the list plays the last, the second the second-to-last…
 */
const pairFirstLast = (t: Tournament): PairingOutcome => {
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  const n = ids.length;
  if (n < 2 || n % 2 !== 0) return { ok: false, reason: 'invalid-state', detail: `first against last takes an even number of players, not ${n}` };
  const played = t.rounds.length;
  if (played >= n - 1) return { ok: false, reason: 'invalid-state', detail: `every player has met every other in ${n - 1} rounds` };
  const others = ids.slice(1);
  const turn = played % others.length;
  const list = [ids[0]!, ...others.slice(turn), ...others.slice(0, turn)];
  const pairs: ProposedPair[] = Array.from({ length: n / 2 }, (_, i) => ({ white: list[i]!, black: list[n - 1 - i]! }));
  return { ok: true, round: { pairs, byes: [], notes: [`First against last, round ${played + 1}.`] } };
};

const toy: SystemModule = {
  id: toyId,
  name: 'First against last',
  description: 'A toy round robin: the first of the list plays the last.',
  game: 'chess',
  kind: 'chess-round-robin',
  defaults: toySettings,
  presets: [],
  readSettings: (raw) => (typeof raw === 'object' && raw !== null && (raw as { system?: unknown }).system === toyId
    ? { ok: true, settings: toySettings }
    : { ok: false, field: 'system', message: 'Not the toy system.' }),
  describe: () => 'First against last (toy)',
  chosen: 'before-round-1',
  seeding: () => ({ method: 'fide-initial-ranking' }),
  scoring: chessScoring,
  gamesPerBoard: () => 1,
  seats: (_s, games) => chessSeats(games),
  resultText: chessResultText,
  pairing: { id: toyId, pairNextRound: pairFirstLast },
  trf: { code: () => 'CUSTOM_SWISS' },
  cli: { flag: '--first-last', usage: 'first against last (a toy)', options: {}, fromFlags: () => ({ ok: true, settings: toySettings }) },
};

registerSystem(toy);

/** A 001 line: start rank, name, rating, no rounds. */
const player = (rank: number, name: string, rating: number): string =>
  `001 ${String(rank).padStart(4)}      ${name.padEnd(33)} ${String(rating).padStart(4)}${' '.repeat(28)} 0.0`;

describe('a system added as one module and one registration', () => {
  it('is registered like the others: listed, its settings read by its own validator, an id taken twice refused', () => {
    expect(allSystems).toContain(toy);
    expect(readSystemSettings({ system: toyId })).toEqual({ ok: true, settings: toySettings });
    expect(describeSystem(toySettings)).toBe('First against last (toy)');
    expect(() => registerSystem(toy)).toThrow(/already registered as "toy-first-last"/);
  });

  it('is created, seeded and paired through the repository and the pairing worker, as the app does', async () => {
    const db = freshDb();
    const { id } = await seededEvent(db, { name: 'Toy', settings: toySettings, totalRounds: 3 }, 4);
    const client = createPairingClient({ inline: db });
    expect(await client.send('pair-round', { tournamentId: id, round: 1, now: 10 })).toMatchObject({ kind: 'done', round: 1, boards: 2 });
    for (const board of [1, 2]) await setResult(db, id, 1, board, 0, 'white-wins', 11);
    expect(await client.send('pair-round', { tournamentId: id, round: 2, now: 12 })).toMatchObject({ kind: 'done', round: 2 });
    const t = (await loadTournament(db, id))!;
    expect(moduleOf(t)).toBe(toy);
    const boards = t.rounds.map((r) => r.pairings.map((p) => [p.white, p.black]));
    expect(boards).toEqual([[[1, 4], [2, 3]], [[1, 2], [3, 4]]]);
    // No standings of its own: ranked by points, as any system without the capability.
    const report = standingsReportOf(t);
    expect(report.ok && report.rows.slice(0, 2).map((r) => r.player)).toEqual([1, 2]);
    // No diagnosis capability: the generic "why not" says nothing rather than guess.
    expect(diagnosePairing(t)).toBeNull();
  });

  it('is written to a TRF and read back by its settings (192 CUSTOM_SWISS with PWS)', () => {
    const t: Tournament = {
      name: 'Toy', settings: toySettings, scoring: chessScoring, totalRounds: 3, randomSeed: 1, plannedByes: [], rounds: [],
      players: [1, 2, 3, 4].map((i) => ({ id: i as Tournament['players'][number]['id'], name: `P${i}`, rating: 2000 - i })),
    };
    const text = writeTrf(trfFromTournament(t));
    expect(text).toContain('192 CUSTOM_SWISS');
    const read = readTrf(text);
    expect(read.ok && systemOfTrf(read.doc.settings)).toEqual({ ok: true, settings: toySettings, from: 'PWS' });
    expect(systemFor(toySettings).pairNextRound(t)).toMatchObject({ ok: true });
  });

  it('is paired on the command line by its own flag (the CLI loaded after the registration)', async () => {
    const { runCli } = await import('../../src/cli/run');
    const files = new Map([['toy.trf', ['012 toy', 'XXR 3', player(1, 'A', 2400), player(2, 'B', 2300), player(3, 'C', 2200), player(4, 'D', 2100)].join('\n') + '\n']]);
    let stderr = '';
    const code = await runCli(['--first-last', 'toy.trf', '-p', 'out.txt'], {
      readFile: (p) => (files.has(p) ? Promise.resolve(files.get(p)!) : Promise.reject(new Error('no such file'))),
      writeFile: (p, text) => { files.set(p, text); return Promise.resolve(); },
      stdout: () => undefined,
      stderr: (x) => { stderr += x; },
    });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(files.get('out.txt')).toBe('2\n1 4\n2 3\n');
  });
});
