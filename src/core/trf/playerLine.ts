import { formatTenths, parseTenths, tenths } from '../model';
import type { TrfColour, TrfError, TrfPlayer, TrfResultCode, TrfRoundEntry, TrfWarning } from './types';
import { trfResultCodes } from './types';

/*
 * The 001 record (TRF-16 / TRF-2026 player section), 1-based columns:
 *   1-3 "001"  5-8 start rank  10 sex  11-13 title  15-47 name  49-52 rating  54-56 federation
 *   58-68 FIDE id  70-79 birth date  81-84 points  86-89 rank
 *   then per round r (1-based) 10 columns from 92 + 10(r-1): opponent (4), colour (+5), result (+7).
 * Columns between fields must be blank.
 */

/** 1-based first and last column of a fixed field. */
interface Field { readonly from: number; readonly to: number; readonly what: string }

const F = {
  startRank: { from: 5, to: 8, what: 'the start rank (columns 5-8)' },
  sex: { from: 10, to: 10, what: 'the sex (column 10)' },
  title: { from: 11, to: 13, what: 'the title (columns 11-13)' },
  name: { from: 15, to: 47, what: 'the name (columns 15-47)' },
  rating: { from: 49, to: 52, what: 'the rating (columns 49-52)' },
  federation: { from: 54, to: 56, what: 'the federation (columns 54-56)' },
  fideId: { from: 58, to: 68, what: 'the FIDE id (columns 58-68)' },
  birthDate: { from: 70, to: 79, what: 'the birth date (columns 70-79)' },
  points: { from: 81, to: 84, what: 'the points (columns 81-84)' },
  rank: { from: 86, to: 89, what: 'the rank (columns 86-89)' },
} as const satisfies Record<string, Field>;

const fixedFields: readonly Field[] = [
  F.startRank, F.sex, F.title, F.name, F.rating, F.federation, F.fideId, F.birthDate, F.points, F.rank,
];

/** Columns that separate fields (1-based) in the fixed part: 4, 9, 14, 48, 53, 57, 69, 80, 85. */
const fixedSeparators: readonly { readonly column: number; readonly before: Field | null; readonly after: Field }[] = [
  { column: 4, before: null, after: F.startRank },
  { column: 9, before: F.startRank, after: F.sex },
  { column: 14, before: F.title, after: F.name },
  { column: 48, before: F.name, after: F.rating },
  { column: 53, before: F.rating, after: F.federation },
  { column: 57, before: F.federation, after: F.fideId },
  { column: 69, before: F.fideId, after: F.birthDate },
  { column: 80, before: F.birthDate, after: F.points },
  { column: 85, before: F.points, after: F.rank },
];

/** Length of the fixed part (through column 89). */
export const fixedLength = 89;
/** 1-based column where round r's entry (10 columns, from column 90) starts its opponent field. */
export const opponentColumn = (round: number): number => 92 + 10 * (round - 1);
export const colourColumn = (round: number): number => opponentColumn(round) + 5;
export const resultColumn = (round: number): number => opponentColumn(round) + 7;

const slice = (line: string, f: Field): string => line.slice(f.from - 1, f.to).padEnd(f.to - f.from + 1);
const at = (line: string, column: number): string => line.charAt(column - 1) || ' ';
const show = (c: string): string => JSON.stringify(c);

/** Columns [from, to] of a non-blank text, for error positions: the first non-blank column. */
const firstNonBlank = (line: string, f: Field): number => {
  const s = slice(line, f);
  const i = s.search(/\S/);
  return f.from + (i < 0 ? 0 : i);
};

export type PlayerLineRead =
  | { readonly ok: true; readonly player: TrfPlayer; readonly warnings: readonly TrfWarning[]; readonly pointsBlank: boolean }
  | { readonly ok: false; readonly error: TrfError };

type Failed = { readonly ok: false; readonly error: TrfError };

const fail = (line: number, column: number, message: string): Failed => ({ ok: false, error: { line, column, message } });

const resultCodeOf = (c: string): TrfResultCode | null => {
  const u = c.toUpperCase();
  return (trfResultCodes as readonly string[]).includes(u) ? (u as TrfResultCode) : null;
};

const colourOf = (c: string): TrfColour | null => {
  const l = c.toLowerCase();
  return l === 'w' || l === 'b' || l === '-' || l === ' ' ? l : null;
};

/**
 * Reads one 001 line (already known to start with "001"). Checks the layout and each field on its
 * own; whether opponents exist and agree, and whether the points add up, is readTrf's job.
 */
export const readPlayerLine = (text: string, lineNo: number): PlayerLineRead => {
  const warnings: TrfWarning[] = [];
  // TRF-16: columns between fields are blank; anything there means the columns are shifted.
  for (const sep of fixedSeparators) {
    const c = at(text, sep.column);
    if (c !== ' ') {
      const between = sep.before ? `between ${sep.before.what} and ${sep.after.what}` : `before ${sep.after.what}`;
      return fail(lineNo, sep.column, `expected a blank ${between}, found ${show(c)}: the columns are misaligned`);
    }
  }

  const rankText = slice(text, F.startRank).trim();
  if (!/^\d{1,4}$/.test(rankText) || Number(rankText) < 1) {
    return fail(lineNo, firstNonBlank(text, F.startRank), `expected a start rank 1-9999 right-aligned in columns 5-8, found ${show(slice(text, F.startRank))}`);
  }
  if (!/^ *\d+$/.test(slice(text, F.startRank))) {
    return fail(lineNo, F.startRank.from, `expected the start rank right-aligned in columns 5-8, found ${show(slice(text, F.startRank))}`);
  }
  const startRank = Number(rankText);

  const sex = slice(text, F.sex).trim();
  if (sex !== '' && sex !== 'm' && sex !== 'w' && sex !== 'M' && sex !== 'W' && sex !== 'f' && sex !== 'F') {
    warnings.push({ line: lineNo, column: F.sex.from, message: `expected sex m or w in column 10, found ${show(sex)}; kept as written` });
  }

  const ratingText = slice(text, F.rating).trim();
  if (ratingText !== '' && !/^\d+$/.test(ratingText)) {
    return fail(lineNo, firstNonBlank(text, F.rating), `expected a rating (digits) in columns 49-52, found ${show(slice(text, F.rating))}`);
  }

  const pointsText = slice(text, F.points);
  const pointsBlank = pointsText.trim() === '';
  const points = pointsBlank ? tenths(0) : parseTenths(pointsText);
  if (points === null) {
    return fail(lineNo, firstNonBlank(text, F.points), `expected points like 4.5 in columns 81-84, found ${show(pointsText)}`);
  }

  const rankField = slice(text, F.rank).trim();
  if (rankField !== '' && !/^\d+$/.test(rankField)) {
    return fail(lineNo, firstNonBlank(text, F.rank), `expected a rank (digits) in columns 86-89, found ${show(slice(text, F.rank))}`);
  }

  const rounds: TrfRoundEntry[] = [];
  const roundCount = text.length > fixedLength ? Math.ceil((text.length - fixedLength) / 10) : 0;
  for (let r = 1; r <= roundCount; r++) {
    const entry = readRoundEntry(text, lineNo, r, startRank, warnings);
    if (!entry.ok) return entry;
    rounds.push(entry.entry);
  }

  const player: TrfPlayer = {
    startRank,
    sex,
    title: slice(text, F.title).trim(),
    name: slice(text, F.name).trim(),
    rating: ratingText === '' ? 0 : Number(ratingText),
    federation: slice(text, F.federation).trim(),
    fideId: slice(text, F.fideId).trim(),
    birthDate: slice(text, F.birthDate).trim(),
    points,
    rank: rankField === '' ? null : Number(rankField),
    rounds,
    source: text,
  };
  return { ok: true, player, warnings, pointsBlank };
};

/** Round r's 10 columns of a 001 line (from 92 + 10(r-1)): layout, each field, and whether they make an entry. */
const readRoundEntry = (
  text: string, lineNo: number, r: number, startRank: number, warnings: TrfWarning[],
): { readonly ok: true; readonly entry: TrfRoundEntry } | Failed => {
  const o = opponentColumn(r);
  // Columns o-2, o-1 (e.g. 90-91), o+4 (96) and o+6 (98) are blank.
  for (const column of [o - 2, o - 1, o + 4, o + 6]) {
    const c = at(text, column);
    if (c !== ' ') {
      return fail(lineNo, column, `expected a blank in column ${column} of round ${r} (opponent ${o}-${o + 3}, colour ${o + 5}, result ${o + 7}), found ${show(c)}: the columns are misaligned`);
    }
  }
  const oppText = text.slice(o - 1, o + 3).padEnd(4);
  let opponent: number | null;
  if (oppText.trim() === '') opponent = null;
  else if (/^ *\d+$/.test(oppText)) opponent = Number(oppText) === 0 ? null : Number(oppText);
  else return fail(lineNo, o, `expected round ${r}'s opponent as a start rank right-aligned in columns ${o}-${o + 3} (0000 for none), found ${show(oppText)}`);

  const colourChar = at(text, o + 5);
  const colour = colourOf(colourChar);
  if (colour === null) return fail(lineNo, o + 5, `expected round ${r}'s colour w, b, - or blank in column ${o + 5}, found ${show(colourChar)}`);

  const resultChar = at(text, o + 7);
  const result = resultCodeOf(resultChar);
  if (result === null) {
    return fail(lineNo, o + 7, `expected round ${r}'s result (1 0 = + - W D L H F U Z or blank) in column ${o + 7}, found ${show(resultChar)}`);
  }
  const wrong = opponent !== null
    ? gameEntryError(lineNo, r, startRank, opponent, colourChar, colour, result)
    : byeEntryError(lineNo, r, colour, result, warnings);
  if (wrong !== null) return wrong;
  return { ok: true, entry: { opponent, colour: opponent === null && (colour === 'w' || colour === 'b') ? '-' : colour, result } };
};

/** An entry with an opponent: another player, a game result (or none yet) with a colour, or a forfeit. */
const gameEntryError = (
  lineNo: number, r: number, startRank: number, opponent: number, colourChar: string, colour: TrfColour, result: TrfResultCode,
): Failed | null => {
  const o = opponentColumn(r);
  if (opponent === startRank) return fail(lineNo, o, `round ${r}: expected another player's start rank as the opponent in columns ${o}-${o + 3}, found ${startRank}, the player's own`);
  if (result === 'H' || result === 'F' || result === 'U' || result === 'Z') {
    return fail(lineNo, o + 7, `round ${r}: a bye (${result}) has no opponent; expected 0000 in columns ${o}-${o + 3} or a game result in column ${o + 7}`);
  }
  if ((result === '1' || result === '=' || result === '0' || result === 'W' || result === 'D' || result === 'L' || result === ' ') && colour !== 'w' && colour !== 'b') {
    return fail(lineNo, o + 5, `round ${r}: expected colour w or b in column ${o + 5} for the game against ${opponent}, found ${show(colourChar)}`);
  }
  return null;
};

/** An entry without an opponent: no game result; a colour or a forfeit is accepted with a warning. */
const byeEntryError = (
  lineNo: number, r: number, colour: TrfColour, result: TrfResultCode, warnings: TrfWarning[],
): Failed | null => {
  const o = opponentColumn(r);
  if (result === '1' || result === '=' || result === '0' || result === 'W' || result === 'D' || result === 'L') {
    return fail(lineNo, o, `round ${r}: result ${result} is a game result but no opponent is given; expected a start rank in columns ${o}-${o + 3} or a bye code (H F U Z) in column ${o + 7}`);
  }
  if (colour === 'w' || colour === 'b') {
    warnings.push({ line: lineNo, column: o + 5, message: `round ${r}: colour ${colour} without an opponent; read as '-'` });
  }
  if (result === '+' || result === '-') {
    warnings.push({ line: lineNo, column: o + 7, message: `round ${r}: forfeit ${result} without an opponent; counted as ${result === '+' ? 'a full-point bye' : 'a zero-point bye'} scored as a forfeit` });
  }
  return null;
};

const right = (s: string, width: number): string => s.padStart(width).slice(-width);
const left = (s: string, width: number): string => s.padEnd(width).slice(0, width);

/** The 10 columns of one round entry (columns 90-99 for round 1). */
export const formatRoundEntry = (e: TrfRoundEntry): string => {
  if (e.opponent === null && e.colour === ' ' && e.result === ' ') return ' '.repeat(10);
  const opp = e.opponent === null ? '0000' : right(String(e.opponent), 4);
  return `  ${opp} ${e.colour} ${e.result}`;
};

/**
 * The 001 line in the canonical layout (numbers right-aligned, text left-aligned, title
 * right-aligned in 11-13, no trailing blanks), which is what bbpPairings writes.
 */
export const formatPlayerLine = (p: TrfPlayer): string => {
  const fixed =
    '001 ' +
    right(String(p.startRank), 4) + ' ' +
    left(p.sex, 1) +
    right(p.title, 3) + ' ' +
    left(p.name, 33) + ' ' +
    (p.rating === 0 ? '    ' : right(String(p.rating), 4)) + ' ' +
    left(p.federation, 3) + ' ' +
    right(p.fideId, 11) + ' ' +
    left(p.birthDate, 10) + ' ' +
    right(formatTenths(p.points), 4) + ' ' +
    (p.rank === null ? '    ' : right(String(p.rank), 4));
  return (fixed + p.rounds.map(formatRoundEntry).join('')).trimEnd();
};

const sameEntries = (a: readonly TrfRoundEntry[], b: readonly TrfRoundEntry[]): boolean =>
  a.length === b.length &&
  a.every((e, i) => {
    const f = b[i];
    return f !== undefined && e.opponent === f.opponent && e.colour === f.colour && e.result === f.result;
  });

/** True when `source` reads back to exactly the fields of `p` (so it may be written verbatim). */
export const sourceStillMatches = (p: TrfPlayer): boolean => {
  if (p.source === undefined) return false;
  const back = readPlayerLine(p.source, 0);
  if (!back.ok) return false;
  const q = back.player;
  return (
    q.startRank === p.startRank && q.sex === p.sex && q.title === p.title && q.name === p.name &&
    q.rating === p.rating && q.federation === p.federation && q.fideId === p.fideId &&
    q.birthDate === p.birthDate && (q.points === p.points && !back.pointsBlank) && q.rank === p.rank &&
    sameEntries(q.rounds, p.rounds)
  );
};

export const writePlayerLine = (p: TrfPlayer): string =>
  p.source !== undefined && sourceStillMatches(p) ? p.source : formatPlayerLine(p);

/** Used by readTrf to point at the fixed fields in messages. */
export const playerFields = { ...F, all: fixedFields };
