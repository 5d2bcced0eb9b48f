import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duplicateFinder, samePlayer } from '../../src/core/csv/duplicates';
import type { KnownPlayer } from '../../src/core/csv/duplicates';
import { restoreBackup } from '../../src/core/backup';
import { describeProblem, guessMapping, playersFromCsv, readCsv } from '../../src/core/csv';
import { playerId } from '../../src/core/model';
import type { Tournament } from '../../src/core/model';
import { maxTrfLines, readTrf, tournamentFromTrf } from '../../src/core/trf';
import { addPlayers, exportBackup, importTournament, restoreTournament } from '../../src/db/repository';
import { checkPlayerInput, checkTournamentInput } from '../../src/db/validate';
import { backupSeeds, fixtureText } from './corpus';
import { dumpAll, fuzzDb, seededDb } from './properties';

/** Bugs the fuzzing found (test/fuzz), one named test each. */

const csvProblems = (text: string): string[] => {
  const r = readCsv(text);
  if (!r.ok) return r.problems.map(describeProblem);
  const p = playersFromCsv(r.table, guessMapping(r.table.headers));
  return p.ok ? [] : p.problems.map(describeProblem);
};

describe('TRF reader', () => {
  it('refuses a file of more than 100,000 lines at once, at line 100,001 (a 10 MB file of short lines took over two minutes)', () => {
    const text = fixtureText('trf', 'dutch_mix1_p014_r07.trf') + '\r### x'.repeat(maxTrfLines);
    const start = performance.now();
    const r = readTrf(text);
    expect(performance.now() - start).toBeLessThan(5000); // generous: a hang, not a speed figure
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ line: maxTrfLines + 1, column: 1 });
    expect(r.error.message).toMatch(/expected at most 100000 lines/);
  });

  it('a number of rounds too big to write back (XXR 99999999999999999999999, read as 1e+23) is refused at its column', () => {
    const text = fixtureText('trf', 'dutch_mix1_p014_r07_r03.trf').replace(/XXR \d+/, 'XXR 99999999999999999999999');
    expect(readTrf(text)).toMatchObject({ ok: false, error: { column: 5, message: expect.stringMatching(/expected the number of rounds \(a whole number from 1 to 9999\)/) } });
  });

  it('every refusal says what was expected: own opponent, a game without colour, wrong points', () => {
    const lines = fixtureText('trf', 'dutch_mix1_p014_r07.trf').split('\r');
    const i = lines.findIndex((l) => l.startsWith('001    1'));
    const line = lines[i] as string;
    const withOwn = [...lines];
    withOwn[i] = line.slice(0, 91) + '   1' + line.slice(95);
    expect(readTrf(withOwn.join('\r'))).toMatchObject({ ok: false, error: { line: i + 1, column: 92, message: expect.stringMatching(/expected another player's start rank .* found 1, the player's own/) } });
    const noColour = [...lines];
    noColour[i] = line.slice(0, 96) + ' ' + line.slice(97);
    expect(readTrf(noColour.join('\r'))).toMatchObject({ ok: false, error: { column: 97, message: expect.stringMatching(/^round 1: expected colour w or b in column 97/) } });
    const points = [...lines];
    points[i] = line.slice(0, 80) + '99.5' + line.slice(84);
    expect(readTrf(points.join('\r'))).toMatchObject({ ok: false, error: { column: 81, message: expect.stringMatching(/expected the points the results give/) } });
  });
});

describe('CSV player import', () => {
  it('blank rows count in row numbers, as a spreadsheet shows them (they used to shift every later row)', () => {
    expect(csvProblems('Name,Rating\nAnn,2000\n\nBob,x\n')).toEqual(['Row 4, Rating: "x" is not a rating: a whole number from 0 (unrated) to 4000.']);
    expect(csvProblems('\n\nName,Rating\n,,\nBob,x')).toEqual(['Row 5, Rating: "x" is not a rating: a whole number from 0 (unrated) to 4000.']);
    const t = readCsv('Name;Rating\n\nAnn;2000\n\n\nBob;1900\n');
    expect(t.ok && playersFromCsv(t.table, guessMapping(t.table.headers))).toMatchObject({ ok: true, rows: [3, 6] });
  });

  it('a name with a line break (quoted cell), NUL or escape is refused at its row and field', () => {
    expect(csvProblems('Name,Rating\n"Ann\nSmith",2000\nBob\u0000,1\nCid\u001b[31m,2\n')).toEqual([
      'Row 2, Name: The name contains a control character (U+000A); expected printable text on one line.',
      'Row 3, Name: The name contains a control character (U+0000); expected printable text on one line.',
      'Row 4, Name: The name contains a control character (U+001B); expected printable text on one line.',
    ]);
    // Combining marks, right-to-left text and emoji are names like any other.
    expect(csvProblems('Name\nZoe\u0301\n\u05E9\u05DC\u05D5\u05DD\n\u{1F600} Bot\n')).toEqual([]);
  });

  it('a file of millions of rows is refused at once (a 10 MB file ran out of memory), and more than 9999 players at the row of player 10,000', () => {
    expect(csvProblems('Name\n' + 'x\n'.repeat(5_000_000))).toEqual(['Row 100001, file: The file has more than 100000 lines: expected one row per player (at most 9999 players).']);
    // CR alone ends a line too (a CR-only 10 MB file was counted as one line and took 30 s).
    expect(csvProblems('Name\r' + 'x\r'.repeat(200_000))).toEqual(['Row 100001, file: The file has more than 100000 lines: expected one row per player (at most 9999 players).']);
    expect(csvProblems('Name\n\n' + Array.from({ length: 10_000 }, (_, i) => `P${i}`).join('\n'))).toEqual(['Row 10002, file: Row 10002 is player 10000: expected at most 9999 players.']);
  });

  it('an unclosed quote says what was expected', () => {
    expect(csvProblems('Name,Rating\n"Ann,2000\nBob,1\n')).toEqual(['Row 2, file: Quoted field unterminated: expected a closing double quote (") for the quoted cell that starts in this row.']);
  });

  it('duplicates in a 9,999-row file are found without comparing every pair (20,000 rows took a minute); the repository too', async () => {
    const rows = Array.from({ length: 9_998 }, (_, i) => `Player ${i},${1000 + (i % 2000)},${100000 + i}`);
    rows.push('player  9997,1500,'); // the same name as row 9999, no FIDE ID: a duplicate
    const r = readCsv(`Name,Rating,FIDE ID\n${rows.join('\n')}\n`);
    const start = performance.now();
    const p = r.ok ? playersFromCsv(r.table, guessMapping(r.table.headers)) : null;
    expect(performance.now() - start).toBeLessThan(10_000); // a hang, not a speed figure
    expect(p && !p.ok && p.problems.map(describeProblem)).toEqual(['Row 10000, Name: Duplicate player: same name "player  9997" as row 9999.']);
    const { db, tournamentId } = await seededDb();
    const inputs = rows.slice(0, 9_998).map((l) => ({ name: l.split(',')[0] as string, rating: 1500 }));
    const added = await addPlayers(db, tournamentId, [...inputs, { name: 'PLAYER 7', rating: 1 }], [], 'big.csv', 5);
    expect(added).toMatchObject({ ok: false, field: 'player 9999, name', detail: 'Duplicate player: PLAYER 7 is also player 8.' });
  });
});

describe('duplicateFinder', () => {
  it('finds the same earliest player as comparing with every earlier one (samePlayer), fixed seed', () => {
    const player = fc.record({ name: fc.constantFrom('Ann', 'ann ', 'Bob', ' BOB'), fideId: fc.option(fc.constantFrom('1', '2'), { nil: undefined }), birthDate: fc.option(fc.constantFrom('1990', '1991'), { nil: undefined }) });
    fc.assert(fc.property(fc.array(player, { maxLength: 12 }), (ps) => {
      const finder = duplicateFinder<KnownPlayer & { readonly i: number }>();
      ps.forEach((p, i) => {
        const slow = ps.slice(0, i).findIndex((q) => samePlayer(p, q));
        expect(finder.find(p)?.i ?? -1).toBe(slow);
        finder.add({ ...p, i });
      });
    }), { seed: 11, numRuns: 500 });
  });
});

describe('backup and storage', () => {
  const backup = (): Record<string, any> => JSON.parse((backupSeeds()[0] as { text: string }).text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('a player name or tournament name with a control character is refused at its JSON path', () => {
    const b = backup();
    b.players[3].name = 'Ann\nSmith';
    expect(restoreBackup(JSON.stringify(b))).toMatchObject({ ok: false, where: 'players[3].name', message: expect.stringMatching(/expected printable text on one line/) });
    const c = backup();
    c.tournament.name = 'Open\u0000';
    expect(restoreBackup(JSON.stringify(c))).toMatchObject({ ok: false, where: 'tournament.name' });
    expect(checkTournamentInput({ name: 'Op\u2028en', settings: { system: 'burstein' }, totalRounds: 5 })?.field).toBe('name');
    expect(checkPlayerInput({ name: 'Bob', rating: 1, club: 'A\tB' })?.field).toBe('club');
  });

  it('a system state without its state is refused (it was stored as undefined)', () => {
    const b = JSON.parse(fixtureText('backup', 'engine_swiss_p5_r1.json')) as { systemState: { kind: string; state?: unknown }[] };
    delete b.systemState[0]?.state;
    expect(restoreBackup(JSON.stringify(b))).toMatchObject({ ok: false, where: 'systemState[0].state', message: 'is missing' });
  });

  it('unknown keys in the scoring are not stored', () => {
    const b = backup();
    b.tournament.scoring.bonus = 3;
    const r = restoreBackup(JSON.stringify(b));
    expect(r.ok && Object.keys(r.backup.tournament.scoring).sort()).toEqual(['draw', 'forfeitLoss', 'forfeitWin', 'fullPointBye', 'halfPointBye', 'loss', 'pairingAllocatedBye', 'win', 'zeroPointBye']);
  });

  it('a TRF import stores only what the app accepts, so its own backup restores (a TRF federation "ab1" or rating 4001 made the backup unrestorable)', async () => {
    const read = readTrf(fixtureText('trf', 'tcec_single_p8_r7_s901_r4.trf'));
    if (!read.ok) throw new Error(read.error.message);
    const built = tournamentFromTrf(read.doc, { settings: { system: 'tcec', double: false }, randomSeed: 1 });
    if (!built.ok) throw new Error(built.error.message);
    const t: Tournament = built.tournament;
    const withPlayer = (i: number, change: object): Tournament => ({ ...t, players: t.players.map((p, k) => (k === i ? { ...p, ...change } : p)) });
    const db = fuzzDb();
    const before = await dumpAll(db);
    expect(await importTournament(db, withPlayer(4, { rating: 4001 }), 1, 10)).toMatchObject({ ok: false, field: 'player 5, rating' });
    expect(await importTournament(db, withPlayer(0, { name: 'Bad\u0007' }), 1, 10)).toMatchObject({ ok: false, field: 'player 1, name' });
    expect(await dumpAll(db)).toEqual(before);
    // TRF-16 title letters and a lower-case federation are stored as the app writes them.
    const ok = await importTournament(db, withPlayer(1, { title: 'wg', federation: 'nor' }), 1, 10);
    if (!ok.ok) throw new Error(ok.detail);
    expect(await db.players.where({ tournamentId: ok.value, startRank: playerId(2) }).first()).toMatchObject({ title: 'WGM', federation: 'NOR' });
    const restored = await restoreTournament(db, JSON.stringify(await exportBackup(db, ok.value, 20)), 30);
    expect(restored.ok).toBe(true);
    // A federation another program wrote oddly ("ab1") is a cosmetic field: kept as written (in
    // capitals), and the event's own backup still restores.
    const odd = await importTournament(db, withPlayer(2, { federation: 'ab1', birthDate: '1969.12.06' }), 1, 40);
    if (!odd.ok) throw new Error(odd.detail);
    expect(await db.players.where({ tournamentId: odd.value, startRank: playerId(3) }).first()).toMatchObject({ federation: 'AB1', birthDate: '1969.12.06' });
    expect((await restoreTournament(db, JSON.stringify(await exportBackup(db, odd.value, 50)), 60)).ok).toBe(true);
  });
});
