import type { Colour, GameCode, PlayerId, PointAdjustment, ScoringRule, Tenths } from '../model';
import { gameCodes, parseTenths, playerId, tenths } from '../model';
import type { TrfError, TrfForbiddenGroup, TrfPlannedBye, TrfResultAsPaired, TrfSettings, TrfWarning, TrfWithdrawal } from './types';

/*
 * The readers of the settings records, one function a record (recordTable.ts says which code each
 * reads). Each reads one line into a Reading and checks it: a line that is wrong stops the reading
 * with a Failure naming its line and column (settingsFromRecords turns it into the TrfError).
 */

/** Which ScoringRule fields a scoring code sets (values explicitly given win over derived defaults). */
export type ScoringKey = keyof ScoringRule;

/** What the settings records of one file say, gathered line by line (file order: a later line wins). */
export interface Reading {
  /** The start ranks of the file's 001 lines (records that name a player must name one of them). */
  readonly startRanks: ReadonlySet<number>;
  readonly warnings: TrfWarning[];
  totalRounds?: number;
  initialColour?: Colour;
  pairByRank: boolean;
  system?: string;
  tournamentType?: string;
  systemLine?: number;
  pairwiseSettings?: { value: unknown; line: number };
  name?: string;
  tieBreaks?: string[];
  standingsTieBreaks?: string[];
  /** Scoring: explicit values per field; BBU/P default to the win value (bbpPairings, TRF-2026 162). */
  readonly explicit: Map<ScoringKey, Tenths>;
  scoringGiven: boolean;
  readonly xxa: Map<PlayerId, Tenths[]>;
  readonly resultsAsPaired: TrfResultAsPaired[];
  readonly withdrawals: TrfWithdrawal[];
  readonly pointAdjustments: (PointAdjustment & { readonly line: number })[];
  readonly rankingRecords: { code: string; text: string; line: number }[];
  readonly ranged: { points: Tenths; first: number; last: number; from: number; to: number }[];
  /** The last round each acceleration record gives points for, to refuse rounds the event does not have. */
  readonly accelerationReach: { line: number; column: number; code: string; round: number }[];
  accelerationGiven: boolean;
  readonly forbidden: TrfForbiddenGroup[];
  readonly plannedByes: TrfPlannedBye[];
}

export const newReading = (startRanks: ReadonlySet<number>): Reading => ({
  startRanks,
  warnings: [],
  pairByRank: false,
  explicit: new Map(),
  scoringGiven: false,
  xxa: new Map(),
  resultsAsPaired: [],
  withdrawals: [],
  pointAdjustments: [],
  rankingRecords: [],
  ranged: [],
  accelerationReach: [],
  accelerationGiven: false,
  forbidden: [],
  plannedByes: [],
});

/** Reads one line of the record's code (the code is columns 1-3 of `text`). */
export type RecordReader = (text: string, line: number, r: Reading) => void;

/** The first error of a file: thrown by a reader, caught by settingsFromRecords. */
export class Failure {
  constructor(readonly error: TrfError) {}
}

export const fail = (line: number, column: number, message: string): never => {
  throw new Failure({ line, column, message });
};

const warn = (r: Reading, line: number, column: number, message: string): void => {
  r.warnings.push({ line, column, message });
};

/** Whitespace-separated words of a line from a 1-based column on, with their 1-based columns. */
const words = (text: string, fromColumn: number): { word: string; column: number }[] => {
  const out: { word: string; column: number }[] = [];
  const re = /\S+/g;
  const rest = text.slice(fromColumn - 1);
  for (let m = re.exec(rest); m !== null; m = re.exec(rest)) out.push({ word: m[0], column: fromColumn + m.index });
  return out;
};

const columnSlice = (text: string, from: number, to: number): string => text.slice(from - 1, to);

const positiveInt = (text: string, line: number, column: number, what: string): number => {
  const t = text.trim();
  // At most 9999 (start ranks and rounds fit four columns; 99999999999999999999999 rounds was read as 1e+23).
  if (!/^\d+$/.test(t) || Number(t) < 1 || Number(t) > 9999) fail(line, column, `expected ${what} (a whole number from 1 to 9999), found ${JSON.stringify(text)}`);
  return Number(t);
};

const points = (text: string, line: number, column: number, what: string): Tenths => {
  const p = parseTenths(text);
  if (p === null) return fail(line, column, `expected ${what} as points like 1.0 or 0.5, found ${JSON.stringify(text.trim())}`);
  return p;
};

const player = (r: Reading, text: string, line: number, column: number): PlayerId => {
  const n = positiveInt(text, line, column, 'a start rank');
  if (!r.startRanks.has(n)) fail(line, column, `expected the start rank of a player listed on a 001 line, found ${n}`);
  return playerId(n);
};

const setScore = (r: Reading, keys: readonly ScoringKey[], value: Tenths): void => {
  r.scoringGiven = true;
  for (const k of keys) r.explicit.set(k, value);
};

const restOf = (text: string): string => text.slice(4).trim();

export const readName: RecordReader = (text, _line, r) => { r.name = restOf(text); };

export const readTournamentType: RecordReader = (text, _line, r) => { r.tournamentType = restOf(text); };

export const readSystem: RecordReader = (text, line, r) => {
  r.system = restOf(text);
  r.systemLine = line;
};

// TRF-2026 team records: Pairwise pairs individuals only (bbpPairings refuses 013 and 310 alike).
export const refuseTeams: RecordReader = (text, line) => {
  fail(line, 1, `expected an individual tournament: team tournaments are not supported (record ${text.slice(0, 3)}); Pairwise pairs individual tournaments only`);
};

// TRF-2026 172 and 182: kept as written (they change nothing Pairwise computes).
export const readRankingRecord: RecordReader = (text, line, r) => {
  r.rankingRecords.push({ code: text.slice(0, 3), text: restOf(text), line });
};

/**
 * TRF-2026 299 (as bbpPairings' Sharly Chess fork reads it): 5 type (blank = points adjustment),
 * 8-11 match points (teams), 14-17 points (may be negative), 20-22 round (blank or 000 = every
 * round), player ids from 24 every 5 columns (none or 0000 = all).
 */
export const readPointAdjustment: RecordReader = (text, line, r) => {
  const type = text.charAt(4);
  if (type !== ' ' && type !== '') fail(line, 5, `expected a blank type in column 5 of 299 (a point adjustment), found ${JSON.stringify(type)}: 299 records that assign a result are not supported`);
  if (columnSlice(text, 8, 11).trim() !== '') fail(line, 8, 'expected blank match points in columns 8-11 of 299: match points are for team tournaments, which are not supported');
  const pointsText = columnSlice(text, 14, 17).trim();
  const m = /^(-?)(\d{1,2}(?:\.\d)?|\.\d)$/.exec(pointsText);
  if (m === null) fail(line, 14, `expected the points of the adjustment like 2.0 or -1.0 in columns 14-17, found ${JSON.stringify(pointsText)}`);
  const magnitude = parseTenths(m?.[2] ?? '') ?? tenths(0);
  const value = tenths(m?.[1] === '-' ? -magnitude : magnitude);
  const roundText = columnSlice(text, 20, 22).trim();
  const round = roundText === '' || /^0+$/.test(roundText) ? null : positiveInt(roundText, line, 20, 'the round of the adjustment (columns 20-22)');
  const ids: PlayerId[] = [];
  for (let c = 24; c <= text.length; c += 5) {
    const t = columnSlice(text, c, c + 3);
    if (t.trim() === '' || /^0+$/.test(t.trim())) continue;
    ids.push(player(r, t, line, c));
  }
  for (const id of ids.length > 0 ? ids : [...r.startRanks].map(playerId)) r.pointAdjustments.push({ player: id, round, points: value, line });
};

export const readPairwiseSettings: RecordReader = (text, line, r) => {
  try {
    r.pairwiseSettings = { value: JSON.parse(text.slice(4)) as unknown, line };
  } catch {
    fail(line, 5, 'expected the pairing system\'s settings as JSON after PWS');
  }
};

const tieBreakCodesOf = (text: string): string[] => text.slice(4).split(',').map((c) => c.trim()).filter((c) => c !== '');

// TRF-2026 202 (tie-breaks used to break ties) and 212 (used to define the standings: 202 plus
// PTS): comma-separated codes from column 5.
export const readTieBreaks: RecordReader = (text, _line, r) => { r.tieBreaks = tieBreakCodesOf(text); };

export const readStandingsTieBreaks: RecordReader = (text, _line, r) => { r.standingsTieBreaks = tieBreakCodesOf(text); };

/** JaVaFo XXR and TRF-2026 142: the number of rounds, the first word after the code. */
export const readRounds: RecordReader = (text, line, r) => {
  const first = words(text, 4)[0];
  if (first === undefined) fail(line, 5, `expected the number of rounds after ${text.slice(0, 3)}`);
  else r.totalRounds = positiveInt(first.word, line, first.column, 'the number of rounds');
};

/** JaVaFo AUM: "XXC white1", "XXC black1", "XXC rank", cumulative. */
export const readColourXxc: RecordReader = (text, line, r) => {
  for (const w of words(text, 4)) {
    const v = w.word.toLowerCase();
    if (v === 'white1') r.initialColour = 'white';
    else if (v === 'black1') r.initialColour = 'black';
    else if (v === 'rank') r.pairByRank = true;
    else warn(r, line, w.column, `expected white1, black1 or rank after XXC, found ${JSON.stringify(w.word)}; ignored`);
  }
};

/** TRF-2026 152: initial colour W or B. */
export const readColour152: RecordReader = (text, line, r) => {
  const w = words(text, 4)[0];
  const v = w?.word.toUpperCase();
  if (v === 'W') r.initialColour = 'white';
  else if (v === 'B') r.initialColour = 'black';
  else fail(line, w?.column ?? 5, `expected W or B after 152 (initial colour), found ${JSON.stringify(w?.word ?? '')}`);
};

/** bbpPairings README: points for win, draw, played loss, zero-point bye, forfeit loss, PAB. */
const bbpKeys: Readonly<Record<string, readonly ScoringKey[]>> = {
  BBW: ['win', 'forfeitWin', 'fullPointBye'],
  BBD: ['draw', 'halfPointBye'],
  BBL: ['loss'],
  BBZ: ['zeroPointBye'],
  BBF: ['forfeitLoss'],
  BBU: ['pairingAllocatedBye'],
};

/** bbpPairings BBW BBD BBL BBZ BBF BBU: one value after the code. */
export const readScoringBbp: RecordReader = (text, line, r) => {
  const code = text.slice(0, 3);
  const w = words(text, 4)[0];
  if (w === undefined) fail(line, 5, `expected points like 1.0 after ${code}`);
  else setScore(r, bbpKeys[code] ?? [], points(w.word, line, w.column, `the value of ${code}`));
};

/** TRF-2026 162's result codes (A is both the zero-point bye and the forfeit loss; P defaults to W). */
const keys162: Readonly<Record<string, readonly ScoringKey[]>> = {
  W: ['win', 'forfeitWin', 'fullPointBye'],
  D: ['draw', 'halfPointBye'],
  L: ['loss'],
  A: ['zeroPointBye', 'forfeitLoss'],
  P: ['pairingAllocatedBye'],
};

/** TRF-2026 162: code at column 6, points at 7-10, then every 9 columns. */
export const readScoring162: RecordReader = (text, line, r) => {
  let any = false;
  for (let c = 6; c <= text.length; c += 9) {
    const symbol = text.charAt(c - 1);
    const valueText = columnSlice(text, c + 1, c + 4);
    if (symbol === ' ' && valueText.trim() === '') continue;
    any = true;
    const v = points(valueText, line, c + 1, `the points for ${symbol} (columns ${c + 1}-${c + 4})`);
    const keys = keys162[symbol.toUpperCase()];
    if (keys !== undefined) setScore(r, keys, v);
    else if (symbol.toUpperCase() === 'X') warn(r, line, c, '162 X (points of an adjourned game): no 001 result code carries it; ignored');
    else fail(line, c, `expected a 162 result code W, D, L, A, P or X in column ${c}, found ${JSON.stringify(symbol)}`);
  }
  if (!any) fail(line, 6, 'expected a result code in column 6 and its points in columns 7-10');
};

const xxsKeys: Readonly<Record<string, readonly ScoringKey[]>> = {
  WW: ['win'], BW: ['win'], WD: ['draw'], BD: ['draw'], WL: ['loss'], BL: ['loss'],
  ZPB: ['zeroPointBye'], HPB: ['halfPointBye'], FPB: ['fullPointBye'], PAB: ['pairingAllocatedBye'],
  FW: ['forfeitWin'], FL: ['forfeitLoss'], W: ['win', 'forfeitWin', 'fullPointBye'], D: ['draw', 'halfPointBye'],
};

/** JaVaFo 2 AUM: XXS CODE=VALUE ... (the last one wins). */
export const readScoringXxs: RecordReader = (text, line, r) => {
  for (const w of words(text, 4)) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(w.word);
    if (!m) { fail(line, w.column, `expected CODE=VALUE after XXS, found ${JSON.stringify(w.word)}`); continue; }
    const key = (m[1] ?? '').toUpperCase();
    const v = points(m[2] ?? '', line, w.column + (m[1] ?? '').length + 1, `the value of ${key}`);
    const keys = xxsKeys[key];
    if (keys === undefined) fail(line, w.column, `expected an XXS code (WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D), found ${JSON.stringify(key)}`);
    else {
      if (key === 'WW' || key === 'BW' || key === 'WD' || key === 'BD' || key === 'WL' || key === 'BL') {
        warn(r, line, w.column, `${key}: Pairwise scores both colours alike; the value applies to both`);
      }
      setScore(r, keys, v);
    }
  }
};

/** JaVaFo AUM XXA: id at columns 5-8, then round r's fictitious points at column 10+5(r-1). */
export const readAccelerationXxa: RecordReader = (text, line, r) => {
  r.accelerationGiven = true;
  const id = player(r, columnSlice(text, 5, 8), line, 5);
  const values: Tenths[] = [];
  for (let round = 1; 10 + 5 * (round - 1) <= text.length; round++) {
    const c = 10 + 5 * (round - 1);
    const t = columnSlice(text, c, c + 3);
    values.push(t.trim() === '' ? tenths(0) : points(t, line, c, `round ${round}'s acceleration (columns ${c}-${c + 3})`));
    if (t.trim() !== '') r.accelerationReach.push({ line, column: c, code: 'XXA', round });
  }
  r.xxa.set(id, values);
};

/** TRF-2026 250: 5-8 match points (teams), 10-13 game points, 15-17/19-21 rounds, 23-26/28-31 ids. */
export const readAcceleration250: RecordReader = (text, line, r) => {
  r.accelerationGiven = true;
  const v = points(columnSlice(text, 10, 13), line, 10, 'the fictitious points (columns 10-13)');
  const first = positiveInt(columnSlice(text, 15, 17), line, 15, 'the first round (columns 15-17)');
  const last = positiveInt(columnSlice(text, 19, 21), line, 19, 'the last round (columns 19-21)');
  const from = positiveInt(columnSlice(text, 23, 26), line, 23, 'the first player (columns 23-26)');
  const to = positiveInt(columnSlice(text, 28, 31), line, 28, 'the last player (columns 28-31)');
  if (last < first) fail(line, 19, `expected the last round (${last}) not before the first (${first})`);
  if (to < from) fail(line, 28, `expected the last player (${to}) not before the first (${from})`);
  r.ranged.push({ points: v, first, last, from, to });
  r.accelerationReach.push({ line, column: 19, code: '250', round: last });
};

/** Virtual points for a round the event does not have are a mistake in the file (bbpPairings refuses them too). */
export const checkAccelerationRounds = (r: Reading): void => {
  const total = r.totalRounds;
  const beyond = total === undefined ? undefined : r.accelerationReach.find((a) => a.round > total);
  if (beyond !== undefined) {
    fail(beyond.line, beyond.column, `${beyond.code} gives virtual points for round ${beyond.round}, but the tournament has ${total} rounds (XXR/142)`);
  }
};

/** JaVaFo XXP: two or more start ranks that must not meet. */
export const readForbiddenXxp: RecordReader = (text, line, r) => {
  const ids = words(text, 4).map((w) => player(r, w.word, line, w.column));
  if (ids.length < 2) fail(line, 5, 'expected at least two start ranks after XXP');
  r.forbidden.push({ players: ids });
};

/** TRF-2026 260: 5-7 first round, 9-11 last round, ids from column 13 every 5 columns. */
export const readForbidden260: RecordReader = (text, line, r) => {
  const first = positiveInt(columnSlice(text, 5, 7), line, 5, 'the first round (columns 5-7)');
  const last = positiveInt(columnSlice(text, 9, 11), line, 9, 'the last round (columns 9-11)');
  const ids: PlayerId[] = [];
  for (let c = 13; c <= text.length; c += 5) {
    const t = columnSlice(text, c, c + 3);
    if (t.trim() !== '') ids.push(player(r, t, line, c));
  }
  if (ids.length < 2) fail(line, 13, 'expected at least two start ranks from column 13');
  r.forbidden.push({ players: ids, firstRound: first, lastRound: last });
};

/** TRF-2026 240: 5 kind (F/H/Z), 7-9 round, ids at 11-14, 16-19, ... */
export const readPlannedByes240: RecordReader = (text, line, r) => {
  const kind = text.charAt(4).toUpperCase();
  if (kind !== 'F' && kind !== 'H' && kind !== 'Z') {
    fail(line, 5, `expected the bye kind F, H or Z in column 5, found ${JSON.stringify(text.charAt(4))}`);
  }
  const round = positiveInt(columnSlice(text, 7, 9), line, 7, 'the round (columns 7-9)');
  let any = false;
  for (let c = 11; c <= text.length; c += 5) {
    const t = columnSlice(text, c, c + 3);
    if (t.trim() === '') continue;
    any = true;
    r.plannedByes.push({ player: player(r, t, line, c), kind: kind as 'F' | 'H' | 'Z', round });
  }
  if (!any) fail(line, 11, 'expected at least one start rank from column 11');
};

/** JaVaFo XXZ: the players absent from the round to be paired next. */
export const readPlannedByesXxz: RecordReader = (text, line, r) => {
  for (const w of words(text, 4)) r.plannedByes.push({ player: player(r, w.word, line, w.column), kind: 'Z', round: null });
};

/** Pairwise PWR: 5-7 round, 9-12 start rank, 14-16 last round paired from the result, 18 its code. */
export const readResultAsPaired: RecordReader = (text, line, r) => {
  const round = positiveInt(columnSlice(text, 5, 7), line, 5, 'the round of the result (columns 5-7)');
  const who = player(r, columnSlice(text, 9, 12), line, 9);
  const pairedThrough = positiveInt(columnSlice(text, 14, 16), line, 14, 'the last round paired from the result (columns 14-16)');
  if (pairedThrough <= round) fail(line, 14, `expected a round after round ${round} (a later round paired from its result), found ${pairedThrough}`);
  const symbol = text.charAt(17);
  const code = symbol === '*' ? null : (gameCodes as readonly string[]).includes(symbol) ? (symbol as GameCode) : undefined;
  if (code === undefined) fail(line, 18, `expected a game result code (1 = 0 W D L + -) or * in column 18, found ${JSON.stringify(symbol)}`);
  r.resultsAsPaired.push({ round, player: who, pairedThrough, code: code ?? null, line });
};

/** Pairwise PWW: 5-7 the round from which the player is not paired, 9-12 start rank. */
export const readWithdrawal: RecordReader = (text, line, r) => {
  const fromRound = positiveInt(columnSlice(text, 5, 7), line, 5, 'the round from which the player is not paired (columns 5-7)');
  const who = player(r, columnSlice(text, 9, 12), line, 9);
  if (r.withdrawals.some((w) => w.player === who)) fail(line, 9, `expected one PWW line per player, found a second for ${who}`);
  r.withdrawals.push({ player: who, fromRound, line });
};

/**
 * The tie-break list a tournament keeps from 202 (else 212 without its PTS): each code with the
 * blanks between a code and its modifiers written as "/" ("BH C1" → "BH/C1", C.07's notation).
 */
export const tieBreakListOf = (s: TrfSettings): readonly string[] | undefined => {
  const list = s.tieBreaks ?? s.standingsTieBreaks?.filter((c) => c.toUpperCase() !== 'PTS');
  return list && list.length > 0 ? list.map((c) => c.replace(/\s+/g, '/')) : undefined;
};
