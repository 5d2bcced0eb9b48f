import { isDeepStrictEqual } from 'node:util';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { restoreBackup } from '../../src/core/backup';
import { csvFields, guessMapping, playersFromCsv, readCsv } from '../../src/core/csv';
import type { CsvPlayer, KnownPlayer } from '../../src/core/csv';
import type { SystemSettings } from '../../src/core/model';
import { byPairingNumber, convertTrf, readTrf, tournamentFromTrf, trfFormats, trfFromTournament, writeTrf } from '../../src/core/trf';
import type { TrfDocument, TrfError } from '../../src/core/trf';
import { addPlayer, addPlayers, createTournament, exportBackup, importTournament, loadTournament, restoreTournament } from '../../src/db/repository';
import { openDb } from '../../src/db/schema';
import type { PairwiseDb } from '../../src/db/schema';
import { checkPlayerInput, checkTournamentInput } from '../../src/db/validate';

/**
 * The properties every reader must keep on any input: it is read correctly or refused with a
 * located message (line/column, row/field or JSON path, and what was expected); it never throws;
 * what it accepts survives a write and a re-read; and a refused file stores nothing.
 * Each check throws a `Broken` naming the property when the reader breaks one.
 */
export class Broken extends Error {}
const broken = (message: string): never => {
  throw new Broken(message);
};

export type Verdict = 'accepted' | 'rejected';

const same = (a: unknown, b: unknown, what: string): void => {
  if (!isDeepStrictEqual(a, b)) broken(`${what}: ${JSON.stringify(firstDifference(a, b))}`);
};
/** The first path where two values differ, with both sides (for a readable report). */
const firstDifference = (a: unknown, b: unknown, path = ''): { path: string; a: unknown; b: unknown } | null => {
  if (isDeepStrictEqual(a, b)) return null;
  if (a instanceof Map && b instanceof Map) return firstDifference(Object.fromEntries(a), Object.fromEntries(b), path);
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
  }
  return { path, a, b };
};

/** Lines as every reader counts them (CR, LF or CRLF; a leading BOM dropped). */
export const linesOf = (text: string): string[] => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

/** Calls `f`; an exception is a broken property ("never throws"), reported with the call's name. */
const noThrow = <T>(what: string, f: () => T): T => {
  try {
    return f();
  } catch (e) {
    if (e instanceof Broken) throw e;
    return broken(`${what} threw: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
  }
};
const noThrowAsync = async <T>(what: string, f: () => Promise<T>): Promise<T> => {
  try {
    return await f();
  } catch (e) {
    if (e instanceof Broken) throw e;
    return broken(`${what} threw: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
  }
};

// ------------------------------------------------------------------------------------------------
// TRF

const locatedTrfError = (e: TrfError, text: string, what: string): void => {
  const lines = linesOf(text).length;
  if (!Number.isInteger(e.line) || e.line < 1 || e.line > lines) broken(`${what}: line ${e.line} is not a line of the file (1-${lines}): ${e.message}`);
  if (!Number.isInteger(e.column) || e.column < 1) broken(`${what}: column ${e.column} is not a column: ${e.message}`);
  if (/internal error/i.test(e.message)) broken(`${what}: an exception was caught inside the reader: ${e.message}`);
  if (!/expected/i.test(e.message)) broken(`${what}: the message does not say what was expected: ${e.message}`);
};

const trfSystems: readonly { readonly settings: SystemSettings; readonly games: number }[] = [
  { settings: { system: 'dutch', rules: '2026' }, games: 1 },
  { settings: { system: 'tcec', double: true }, games: 2 },
];

/**
 * The document without the lines as read, and without trailing blank round entries: a blank entry
 * (no opponent, colour or result) says "not paired", as a line that stops before that round does,
 * and the canonical layout drops them (no trailing blanks).
 */
const withoutSource = (doc: TrfDocument): TrfDocument => ({
  ...doc,
  players: doc.players.map(({ source: _s, ...p }) => {
    const rounds = [...p.rounds];
    while (rounds.length > 0 && rounds[rounds.length - 1]?.opponent === null && rounds[rounds.length - 1]?.colour === ' ' && rounds[rounds.length - 1]?.result === ' ') rounds.pop();
    return { ...p, rounds };
  }),
});

/** readTrf, the write → read round trip, tournamentFromTrf and the Tournament → TRF → Tournament round trip. */
export const checkTrf = (text: string): Verdict => {
  const r = noThrow('readTrf', () => readTrf(text));
  if (!r.ok) {
    locatedTrfError(r.error, text, 'readTrf refusal');
    return 'rejected';
  }
  for (const w of r.warnings) {
    if (w.line < 1 || w.line > linesOf(text).length || w.column < 1) broken(`readTrf warning not located: ${JSON.stringify(w)}`);
  }
  const doc = r.doc;
  // A file read without warnings, with one line-ending style and no byte-order mark, comes back
  // byte for byte (a warning means the reader filled something in, e.g. blank points).
  const written = noThrow('writeTrf', () => writeTrf(doc));
  const endings = new Set(text.match(/\r\n|\r|\n/g) ?? []);
  if (r.warnings.length === 0 && endings.size <= 1 && !text.startsWith('\uFEFF') && written !== text) broken('writeTrf(readTrf(text)) is not the text');
  // read → write → read gives the same document; so does the canonical layout (every line formatted).
  for (const [how, d] of [['as read', doc], ['canonical', withoutSource(doc)]] as const) {
    const out = noThrow('writeTrf', () => writeTrf(d));
    const again = noThrow('readTrf', () => readTrf(out));
    if (!again.ok) return broken(`${how}: the written file is refused: ${again.error.line}:${again.error.column} ${again.error.message}`);
    same(withoutSource(again.doc).players, withoutSource(doc).players, `${how}: players differ after write → read`);
    same(again.doc.settings, doc.settings, `${how}: settings differ after write → read`);
    same(noThrow('writeTrf', () => writeTrf(again.doc)), out, `${how}: write → read → write is not stable`);
  }
  // pairwise convert: either record style reads back with the same settings; XXC rank renumbering keeps every player.
  for (const format of trfFormats) {
    const converted = noThrow('convertTrf', () => writeTrf(convertTrf(doc, format)));
    const back = noThrow('readTrf', () => readTrf(converted));
    if (!back.ok) return broken(`convert --format ${format}: the written file is refused: ${back.error.line}:${back.error.column} ${back.error.message}`);
    for (const key of ['totalRounds', 'initialColour', 'scoring', 'pairByRank'] as const) same(back.doc.settings[key], doc.settings[key], `convert --format ${format}: ${key} differs`);
  }
  const numbered = noThrow('byPairingNumber', () => byPairingNumber(doc));
  if (numbered.doc.players.length !== doc.players.length || doc.players.some((p) => numbered.startRankOf(numbered.pairingNumberOf(p.startRank)) !== p.startRank)) broken('byPairingNumber lost or mixed up players');
  // The model: built, or refused with a location; what is built survives Tournament → TRF → Tournament.
  for (const { settings, games } of trfSystems) {
    const built = noThrow('tournamentFromTrf', () => tournamentFromTrf(doc, { settings, gamesPerRound: games, randomSeed: 5 }));
    if (!built.ok) {
      locatedTrfError(built.error, written, `tournamentFromTrf (${settings.system}) refusal`);
      continue;
    }
    const t = built.tournament;
    const back = noThrow('trfFromTournament', () => trfFromTournament(t, doc));
    const text2 = noThrow('writeTrf', () => writeTrf(back));
    const reread = noThrow('readTrf', () => readTrf(text2));
    if (!reread.ok) return broken(`${settings.system}: trfFromTournament wrote a file readTrf refuses: ${reread.error.line}:${reread.error.column} ${reread.error.message}`);
    const rebuilt = noThrow('tournamentFromTrf', () => tournamentFromTrf(reread.doc, { settings, gamesPerRound: games, randomSeed: 5 }));
    if (!rebuilt.ok) return broken(`${settings.system}: the re-written file is refused by tournamentFromTrf: ${rebuilt.error.message}`);
    same(rebuilt.tournament, t, `${settings.system}: Tournament → TRF → Tournament differs`);
  }
  return 'accepted';
};

// ------------------------------------------------------------------------------------------------
// CSV

/** Players already registered when the file is imported (none of them is in the fixture). */
export const csvRegistered: readonly KnownPlayer[] = [{ name: 'Registered, Already', fideId: '99999999' }, { name: 'Second Registered' }];

const csvFieldNames: readonly string[] = [...csvFields, 'file'];

/** readCsv + guessMapping + playersFromCsv: every player valid for the repository, or every problem located. */
export const checkCsv = (text: string): { verdict: Verdict; players: readonly CsvPlayer[] } => {
  const records = linesOf(text).length;
  const r = noThrow('readCsv', () => readCsv(text));
  if (!r.ok) {
    if (r.problems.length === 0) broken('readCsv refused with no problem');
    for (const p of r.problems) {
      if (!Number.isInteger(p.row) || p.row < 1 || p.row > records + 1) broken(`readCsv problem row ${p.row} is not a row of the file (1-${records}): ${p.message}`);
      if (p.message.trim() === '') broken('readCsv problem without a message');
    }
    return { verdict: 'rejected', players: [] };
  }
  const { table } = r;
  const mapping = noThrow('guessMapping', () => guessMapping(table.headers));
  const read = noThrow('playersFromCsv', () => playersFromCsv(table, mapping, csvRegistered));
  if (!read.ok) {
    if (read.problems.length === 0) broken('playersFromCsv refused with no problem');
    for (const p of read.problems) {
      if (!Number.isInteger(p.row) || p.row < 1 || p.row > records + 1) broken(`playersFromCsv problem row ${p.row} is not a row of the file (1-${records}): ${p.message}`);
      if (!csvFieldNames.includes(p.field)) broken(`playersFromCsv problem field ${JSON.stringify(p.field)} is not a field`);
      if (p.message.trim() === '') broken('playersFromCsv problem without a message');
    }
    return { verdict: 'rejected', players: [] };
  }
  if (read.players.length !== table.rows.length) broken(`${table.rows.length} rows but ${read.players.length} players`);
  read.players.forEach((p, i) => {
    const bad = checkPlayerInput(p);
    if (bad) broken(`row ${i + 2}: the CSV import accepts a player the repository refuses (${bad.field}: ${bad.message}): ${JSON.stringify(p)}`);
  });
  return { verdict: 'accepted', players: read.players };
};

// ------------------------------------------------------------------------------------------------
// JSON backup

const pathSyntax = /^[A-Za-z]+(?:\.[A-Za-z]+|\[\d+\])*$/;

/** The value a refusal's `where` names, by walking the parsed JSON; `missing` when a step is absent. */
const parentOf = (json: unknown, where: string): { found: boolean } => {
  const steps = [...where.matchAll(/([A-Za-z]+)|\[(\d+)\]/g)].map((m) => (m[1] !== undefined ? m[1] : Number(m[2])));
  let v: unknown = json;
  for (const s of steps.slice(0, -1)) {
    if (v === null || typeof v !== 'object') return { found: false };
    v = (v as Record<string | number, unknown>)[s];
  }
  return { found: v !== null && typeof v === 'object' };
};

export const checkBackup = (text: string): Verdict => {
  const r = noThrow('restoreBackup', () => restoreBackup(text));
  if (!r.ok) {
    if (r.message.trim() === '') broken(`refusal at ${r.where} without a message`);
    if (r.where === 'the file') return 'rejected';
    if (!pathSyntax.test(r.where)) broken(`refusal at ${JSON.stringify(r.where)}, which is not a JSON path: ${r.message}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return broken(`a JSON parse error located at ${r.where} instead of "the file"`);
    }
    if (!parentOf(json, r.where).found) broken(`refusal at ${r.where}, whose parent is not in the file: ${r.message}`);
    return 'rejected';
  }
  const b = r.backup;
  const t = checkTournamentInput({ name: b.tournament.name, settings: b.tournament.settings, totalRounds: b.tournament.totalRounds });
  if (t) broken(`restoreBackup accepts a tournament the repository refuses (${t.field}: ${t.message})`);
  b.players.forEach((p, i) => {
    const bad = checkPlayerInput(p, { cosmetic: 'keep' });
    if (bad) broken(`players[${i}]: restoreBackup accepts a player the repository refuses (${bad.field}: ${bad.message})`);
  });
  // The checked backup, written as JSON and read again, is the same backup.
  const again = restoreBackup(JSON.stringify(b));
  if (!again.ok) return broken(`the restored backup, written again, is refused at ${again.where}: ${again.message}`);
  // Compared as JSON: a "-0" in the file is read as -0 and written as 0 (the same number to every reader).
  same(JSON.parse(JSON.stringify(again.backup)), JSON.parse(JSON.stringify(b)), 'restoreBackup(JSON.stringify(backup)) differs');
  return 'accepted';
};

// ------------------------------------------------------------------------------------------------
// Storage: nothing partial (fake-indexeddb)

let dbCount = 0;
export const fuzzDb = (): PairwiseDb => openDb(`fuzz-${++dbCount}`, { indexedDB: new IDBFactory(), IDBKeyRange });

/** Every table, every row (to check that a refused change wrote nothing). */
export const dumpAll = async (db: PairwiseDb): Promise<unknown> => ({
  tournaments: await db.tournaments.toArray(),
  players: await db.players.toArray(),
  rounds: await db.rounds.toArray(),
  pairings: await db.pairings.toArray(),
  byes: await db.byes.toArray(),
  audit: await db.audit.toArray(),
  systemState: await db.systemState.toArray(),
});

/** A database that already holds a tournament in registration (with two players), as a TO's would. */
export const seededDb = async (): Promise<{ db: PairwiseDb; tournamentId: number }> => {
  const db = fuzzDb();
  const t = await createTournament(db, { name: 'Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 }, 1, 1000);
  if (!t.ok) throw new Error(t.detail);
  for (const p of csvRegistered) {
    const a = await addPlayer(db, t.value, { name: p.name, rating: 1500, ...(p.fideId ? { fideId: p.fideId } : {}) }, 1001);
    if (!a.ok) throw new Error(a.detail);
  }
  return { db, tournamentId: t.value };
};

/**
 * The CSV import into the repository, as the registration screen does it: stored (every player,
 * as read) when the reader accepts the file; when it refuses, even a caller that stores the rows
 * anyway (leniently mapped) gets all or nothing.
 */
export const checkCsvStore = async (text: string): Promise<void> => {
  const { db, tournamentId } = await seededDb();
  const before = await dumpAll(db);
  const c = checkCsv(text);
  if (c.verdict === 'accepted') {
    const r = await noThrowAsync('addPlayers', () => addPlayers(db, tournamentId, c.players, c.players.map((_, i) => `row ${i + 2}`), 'fuzz.csv', 2000));
    if (!r.ok) return broken(`the CSV import accepted the file but addPlayers refused it: ${r.field}: ${r.detail}`);
    // In the order registered (ids carry no order).
    const stored = (await db.players.where('tournamentId').equals(tournamentId).toArray()).sort((a, b) => a.registrationOrder - b.registrationOrder).slice(csvRegistered.length);
    same(stored.map(({ id: _i, tournamentId: _t, startRank: _s, registrationOrder: _r, ...p }) => p), c.players.map((p) => ({ ...p })), 'stored players differ from the players read');
  } else {
    const r = readCsv(text);
    const rows = r.ok ? r.table.rows : [];
    const lenient = rows.map((cells) => ({ name: cells[0] ?? '', rating: Number(cells[1] ?? 0) || 0 }));
    const stored = await noThrowAsync('addPlayers', () => addPlayers(db, tournamentId, lenient, lenient.map((_, i) => `row ${i + 2}`), 'fuzz.csv', 2000));
    if (!stored.ok) same(await dumpAll(db), before, 'a refused addPlayers changed the database');
  }
  db.close();
};

/** restoreTournament: a refused backup changes nothing; an accepted one is stored whole (its export is the backup). */
export const checkBackupStore = async (text: string): Promise<void> => {
  const { db } = await seededDb();
  const before = await dumpAll(db);
  const r = await noThrowAsync('restoreTournament', () => restoreTournament(db, text, 3000));
  if (!r.ok) {
    if (!r.detail.includes('Nothing was changed')) broken(`restoreTournament refusal does not say nothing changed: ${r.detail}`);
    same(await dumpAll(db), before, 'a refused restore changed the database');
  } else {
    const b = restoreBackup(text);
    if (!b.ok) return broken('restoreTournament stored a backup restoreBackup refuses');
    await noThrowAsync('loadTournament', () => loadTournament(db, r.value));
    const out = await noThrowAsync('exportBackup', () => exportBackup(db, r.value, b.backup.exportedAt));
    if (!out) return broken('the restored tournament is not there');
    const noKeys = (x: typeof b.backup) => ({ ...x, players: x.players.map(({ key: _k, ...p }) => p), audit: x.audit.slice(0, b.backup.audit.length) });
    same(noKeys(JSON.parse(JSON.stringify(out)) as typeof b.backup), noKeys(JSON.parse(JSON.stringify(b.backup)) as typeof b.backup), 'the restored tournament\'s export differs from the backup');
  }
  db.close();
};

/** The TRF import into the repository (the import form): stored whole or refused with nothing written. */
export const checkTrfStore = async (text: string): Promise<void> => {
  const read = readTrf(text);
  if (!read.ok) return;
  const built = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' }, gamesPerRound: 1, randomSeed: 5 });
  if (!built.ok) return;
  const { db } = await seededDb();
  const before = await dumpAll(db);
  const r = await noThrowAsync('importTournament', () => importTournament(db, built.tournament, 5, 4000));
  if (!r.ok) same(await dumpAll(db), before, 'a refused TRF import changed the database');
  else {
    const t = await noThrowAsync('loadTournament', () => loadTournament(db, r.value));
    if (!t) return broken('the imported tournament is not there');
    same(t.rounds, built.tournament.rounds, 'the stored rounds differ from the file\'s');
    // What was imported can be backed up and restored (the backup reader accepts what the TRF import stores).
    const backup = await noThrowAsync('exportBackup', () => exportBackup(db, r.value, 5000));
    const restored = await noThrowAsync('restoreTournament', () => restoreTournament(db, JSON.stringify(backup), 6000));
    if (!restored.ok) broken(`the backup of an imported TRF is refused: ${restored.field}: ${restored.detail}`);
  }
  db.close();
};
