import { assertNever } from '../model';
import Papa from 'papaparse';
import { normalisedPlayerFields, playerFieldProblems, refusesInput } from '../model';
import type { PlayerDetails } from '../model';
import { duplicateFinder, samePlayer } from './duplicates';
import type { KnownPlayer } from './duplicates';
export type { KnownPlayer } from './duplicates';

/**
 * CSV player import: parse (papaparse), map columns to the fields arbiters use, check every row.
 * Nothing here stores anything; the caller stores the players only when `ok` is true, all at once.
 */

/** The fields a CSV column can fill, in the order the mapping form shows them. */
export const csvFields = ['name', 'rating', 'title', 'federation', 'fideId', 'birthDate', 'sex', 'club', 'corpIdentity', 'runnerIdentity', 'pronouns', 'fixedBoard'] as const;
export type CsvField = (typeof csvFields)[number];

/** Column index (0-based) per field; a field left out is not imported. */
export type CsvMapping = Partial<Record<CsvField, number>>;

export interface CsvTable {
  readonly headers: readonly string[];
  /** Data rows (the header row excluded), as written. */
  readonly rows: readonly (readonly string[])[];
  /**
   * The row number a spreadsheet shows for the header and for each data row (blank rows count:
   * a spreadsheet shows them). Absent: the header is row 1 and data row i is row i + 2.
   */
  readonly headerRow?: number;
  readonly rowNumbers?: readonly number[];
}

/** A player read from one CSV row (rating 0 when unrated or left empty). */
export type CsvPlayer = PlayerDetails;

/** One problem, saying where (the row number as a spreadsheet shows it: the header is row 1) and why. */
export interface CsvProblem {
  readonly row: number;
  readonly field: CsvField | 'file';
  readonly message: string;
  /** The row's only problem: the player is already registered (the import can skip such rows when asked). */
  readonly registered?: true;
}

export type CsvRead = { readonly ok: true; readonly table: CsvTable } | { readonly ok: false; readonly problems: readonly CsvProblem[] };

export type CsvPlayers =
  /** `rows[i]`: the spreadsheet row player i was read from (for messages after the check). */
  | {
    readonly ok: true; readonly players: readonly CsvPlayer[]; readonly rows: readonly number[];
    /** The rows left out because their player is already registered (`skipRegistered`). */
    readonly skipped: readonly number[];
  }
  | { readonly ok: false; readonly problems: readonly CsvProblem[] };


export const fieldLabel = (f: CsvField): string => {
  switch (f) {
    case 'name': return 'Name';
    case 'rating': return 'Rating';
    case 'title': return 'Title';
    case 'federation': return 'Federation';
    case 'fideId': return 'FIDE ID';
    case 'birthDate': return 'Birth date';
    case 'sex': return 'Sex';
    case 'club': return 'Club';
    case 'corpIdentity': return 'Corp identity';
    case 'runnerIdentity': return 'Runner identity';
    case 'pronouns': return 'Pronouns';
    case 'fixedBoard': return 'Fixed board';
    default: return assertNever(f);
  }
};

/** The most players (TRF start ranks 1-9999) and lines a player file may have. */
export const maxCsvPlayers = 9999;
export const maxCsvLines = 100_000;

/**
 * Splits the text into a header row and data rows. Blank rows are skipped but still counted, so
 * every problem names the row a spreadsheet shows (a blank row used to shift every later number).
 */
export const readCsv = (text: string): CsvRead => {
  const body = text.replace(/^\uFEFF/, '');
  // Size limits: a tournament has at most 9999 players (TRF start ranks). A 10 MB file of
  // millions of short rows ran the page out of memory before any check.
  // Lines end in LF, CRLF or CR alone (a CR-only file counted as one line and took 30 s to parse).
  let lineCount = 1;
  for (let i = 0; i < body.length && lineCount <= maxCsvLines; i++) {
    const c = body.charCodeAt(i);
    if (c === 10 || (c === 13 && body.charCodeAt(i + 1) !== 10)) lineCount++;
  }
  if (lineCount > maxCsvLines) return { ok: false, problems: [{ row: maxCsvLines + 1, field: 'file', message: `The file has more than ${maxCsvLines} lines: expected one row per player (at most ${maxCsvPlayers} players).` }] };
  // The separator (, ; tab |) is guessed without the blank rows, which would spoil the guess.
  const { delimiter } = Papa.parse<string[]>(body, { header: false, skipEmptyLines: 'greedy', preview: 20 }).meta;
  const parsed = Papa.parse<string[]>(body, { header: false, skipEmptyLines: false, delimiter });
  const fatal = parsed.errors.filter((e) => e.type === 'Quotes');
  if (fatal.length > 0) {
    return { ok: false, problems: fatal.map((e) => ({ row: (e.row ?? 0) + 1, field: 'file', message: `${e.message}: expected a closing double quote (") for the quoted cell that starts in this row.` })) };
  }
  const records = parsed.data.map((cells, i) => ({ cells, row: i + 1 })).filter((r) => !r.cells.every((c) => c.trim() === ''));
  const [header, ...data] = records;
  const extra = data[maxCsvPlayers];
  if (extra) return { ok: false, problems: [{ row: extra.row, field: 'file', message: `Row ${extra.row} is player ${maxCsvPlayers + 1}: expected at most ${maxCsvPlayers} players.` }] };
  if (!header) return { ok: false, problems: [{ row: 1, field: 'file', message: 'The file is empty: expected a first row that names the columns.' }] };
  return {
    ok: true,
    table: { headers: header.cells.map((h) => h.trim()), rows: data.map((r) => r.cells), headerRow: header.row, rowNumbers: data.map((r) => r.row) },
  };
};

const aliases: Readonly<Record<CsvField, readonly string[]>> = {
  name: ['name', 'player', 'player name', 'full name', 'surname, first name'],
  rating: ['rating', 'elo', 'fide rating', 'rtg', 'std'],
  title: ['title', 'tit'],
  federation: ['federation', 'fed', 'country', 'nation'],
  fideId: ['fide id', 'fideid', 'fide_id', 'id fide', 'fide'],
  birthDate: ['birth date', 'birthdate', 'born', 'birth', 'date of birth', 'b-day', 'dob'],
  sex: ['sex', 'gender'],
  club: ['club', 'team', 'city'],
  corpIdentity: ['corp', 'corp identity', 'corp id'],
  runnerIdentity: ['runner', 'runner identity', 'runner id'],
  pronouns: ['pronouns'],
  fixedBoard: ['fixed board', 'fixed table'],
};

const norm = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** A first guess at the mapping from the header names (the TO can change every choice). */
export const guessMapping = (headers: readonly string[]): CsvMapping => {
  const out: CsvMapping = {};
  for (const f of csvFields) {
    const i = headers.findIndex((h) => aliases[f].includes(norm(h)));
    if (i >= 0 && !Object.values(out).includes(i)) out[f] = i;
  }
  return out;
};

/**
 * Control characters (NUL, tab, line breaks, escape, C1) and the Unicode line/paragraph separators:
 * a name is printed on one line and written into a TRF 001 line, where a line break would split it.
 * The same rule as src/db/validate (the repository checks again).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const describeControl = (s: string): string => {
  const c = s.match(controlCharacter)?.[0] ?? '';
  return `a control character (U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`;
};



/** The first player in `known` who is the same person as `p`, if any. */
export const findDuplicate = <K extends KnownPlayer>(p: KnownPlayer, known: readonly K[]): K | undefined => known.find((k) => samePlayer(p, k));

/**
 * Maps and checks every row. Problems name the row (header = row 1) and the field; when there is
 * any problem, no player is returned, so a caller cannot store half a file.
 */
export const playersFromCsv = (
  table: CsvTable, mapping: CsvMapping, existing: readonly KnownPlayer[] = [],
  /**
   * skipRegistered: the organiser chose to import only the new rows of a list that repeats players
   * already registered (a federation list imported again): those rows are left out, named in
   * `skipped`, instead of refusing the file. A row repeated within the file is still refused.
   */
  options: { readonly skipRegistered?: boolean } = {},
): CsvPlayers => {
  const problems: CsvProblem[] = [];
  const headerRow = table.headerRow ?? 1;
  const rowOf = (index: number): number => table.rowNumbers?.[index] ?? index + 2;
  if (mapping.name === undefined) problems.push({ row: headerRow, field: 'name', message: 'No column is chosen for the name; every player needs one.' });
  for (const f of csvFields) {
    const i = mapping[f];
    if (i !== undefined && (i < 0 || i >= table.headers.length)) problems.push({ row: headerRow, field: f, message: `${fieldLabel(f)} is mapped to column ${i + 1}, but the file has ${table.headers.length} columns.` });
  }
  if (problems.length > 0) return { ok: false, problems };

  const players: CsvPlayer[] = [];
  const rows: number[] = [];
  const skipped: number[] = [];
  const seen = duplicateFinder<KnownPlayer & { readonly row: number }>();
  const registeredPlayers = duplicateFinder<KnownPlayer>();
  existing.forEach((k) => registeredPlayers.add(k));
  table.rows.forEach((cells, index) => {
    const row = rowOf(index);
    const rowProblems: CsvProblem[] = [];
    const bad = (field: CsvField, message: string) => rowProblems.push({ row, field, message });
    const cell = (f: CsvField): string | undefined => {
      const i = mapping[f];
      if (i === undefined) return undefined;
      if (i >= cells.length) {
        bad(f, `The row has ${cells.length} column(s); ${fieldLabel(f)} ("${table.headers[i] ?? ''}") is column ${i + 1}, which is missing.`);
        return undefined;
      }
      return (cells[i] ?? '').trim();
    };
    const out: { -readonly [K in keyof CsvPlayer]: CsvPlayer[K] } = { name: '', rating: 0 };

    const name = cell('name');
    if (name !== undefined) {
      // TRF 001 line, columns 15-47: the name has room for 33 characters.
      if (name === '') bad('name', 'The name is empty.');
      else if (controlCharacter.test(name)) bad('name', `The name contains ${describeControl(name)}; expected printable text on one line.`);
      else if (name.length > 33) bad('name', `The name is ${name.length} characters; TRF allows at most 33.`);
      out.name = name;
    }
    const rating = cell('rating');
    if (rating !== undefined && rating !== '') {
      const n = /^\d{1,4}$/.test(rating) ? Number(rating) : NaN;
      if (!Number.isInteger(n) || n > 4000) bad('rating', `"${rating}" is not a rating: a whole number from 0 (unrated) to 4000.`);
      else out.rating = n;
    }
    // Title, federation, FIDE ID, birth date and sex: the one rule for every way a player comes in
    // (core/model playerFields): titles in any case, dates YYYY, YYYY/MM/DD, YYYY-MM-DD, YYYY.MM.DD.
    const typed: { -readonly [K in 'title' | 'federation' | 'fideId' | 'birthDate' | 'sex']?: string } = {};
    for (const f of ['title', 'federation', 'fideId', 'birthDate', 'sex'] as const) {
      const v = cell(f);
      if (v) typed[f] = v;
    }
    const fields = normalisedPlayerFields(typed as Pick<PlayerDetails, 'title' | 'federation' | 'fideId' | 'birthDate' | 'sex'>);
    const refused = playerFieldProblems(fields).filter((x) => refusesInput(x, 'typed'));
    for (const x of refused) bad(x.field, `${x.message}.`);
    for (const f of ['title', 'federation', 'fideId', 'birthDate'] as const) {
      const v = fields[f];
      if (v && !refused.some((x) => x.field === f)) out[f] = v;
    }
    if (fields.sex && !refused.some((x) => x.field === 'sex')) out.sex = fields.sex;
    const club = cell('club');
    if (club) {
      if (controlCharacter.test(club)) bad('club', `The club contains ${describeControl(club)}; expected printable text on one line.`);
      else if (club.length > 40) bad('club', `The club is ${club.length} characters; at most 40.`);
      else out.club = club;
    }
    // Netrunner: free text (NRDB identity names), bounded like the add-player form.
    for (const [f, max] of [['corpIdentity', 60], ['runnerIdentity', 60], ['pronouns', 20]] as const) {
      const v = cell(f);
      if (!v) continue;
      if (controlCharacter.test(v)) bad(f, `${fieldLabel(f)} contains ${describeControl(v)}; expected printable text on one line.`);
      else if (v.length > max) bad(f, `${fieldLabel(f)} is ${v.length} characters; at most ${max}.`);
      else out[f] = v;
    }
    // A board (table) the player always plays on (PlayerDetails.fixedBoard).
    const fixedBoard = cell('fixedBoard');
    if (fixedBoard) {
      const n = /^\d{1,4}$/.test(fixedBoard) ? Number(fixedBoard) : NaN;
      if (!Number.isInteger(n) || n < 1) bad('fixedBoard', `"${fixedBoard}" is not a board number: a whole number from 1 to 9999.`);
      else out.fixedBoard = n;
    }

    if (rowProblems.length === 0) {
      const inFile = seen.find(out);
      const registered = registeredPlayers.find(out);
      const what = out.fideId && (inFile?.fideId === out.fideId || registered?.fideId === out.fideId) ? `FIDE ID ${out.fideId}` : `name "${out.name}"`;
      if (inFile) bad(out.fideId && inFile.fideId === out.fideId ? 'fideId' : 'name', `Duplicate player: same ${what} as row ${inFile.row}.`);
      else if (registered && options.skipRegistered) {
        skipped.push(row);
        seen.add({ ...out, row });
        return;
      } else if (registered) {
        rowProblems.push({ row, field: out.fideId && registered.fideId === out.fideId ? 'fideId' : 'name', message: `Duplicate player: ${registered.name} (${what}) is already registered.`, registered: true });
      }
    }
    problems.push(...rowProblems);
    seen.add({ ...out, row });
    players.push(out);
    rows.push(row);
  });
  if (table.rows.length === 0) problems.push({ row: headerRow + 1, field: 'file', message: 'The file has no player rows below the header: expected one row per player.' });
  else if (problems.length === 0 && players.length === 0) problems.push({ row: headerRow, field: 'file', message: 'Every player in the file is already registered: there is nothing new to import.' });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, players, rows, skipped };
};

/** "Row 4, Rating: ..." — how a problem reads in the UI. */
export const describeProblem = (p: CsvProblem): string => `Row ${p.row}, ${p.field === 'file' ? 'file' : fieldLabel(p.field)}: ${p.message}`;
