import type { Colour, PlayerId, PointAdjustment, ScoringRule, Tenths } from '../model';
import { chessScoring, formatTenths, gameCodes, parseTenths, playerId, tenths } from '../model';
import type { GameCode } from '../model';
import type { TrfError, TrfForbiddenGroup, TrfPlannedBye, TrfResultAsPaired, TrfSettings, TrfWithdrawal, TrfWarning } from './types';

/*
 * Header records that carry settings (everything else is kept as text only):
 *   JaVaFo TRF(x): XXR rounds, XXC white1|black1|rank, XXA acceleration, XXP forbidden, XXZ absent,
 *                  XXS scoring
 *   bbpPairings TRF(bx): BBW BBD BBL BBZ BBF BBU point values
 *   TRF-2026: 142 rounds, 152 initial colour, 162 scoring, 192 system, 240 byes, 250 acceleration,
 *             260 forbidden pairs
 *   TRF-16: 012 name, 092 type of tournament
 *   Pairwise: PWR results later rounds were paired from (see TrfResultAsPaired); PWW withdrawals (TrfWithdrawal)
 */

export interface NumberedLine {
  readonly text: string;
  /** 1-based line number in the file (for messages). */
  readonly line: number;
}

export type SettingsRead =
  | { readonly ok: true; readonly settings: TrfSettings; readonly warnings: readonly TrfWarning[] }
  | { readonly ok: false; readonly error: TrfError };

/** Whitespace-separated words of a line from a 1-based column on, with their 1-based columns. */
const words = (text: string, fromColumn: number): { word: string; column: number }[] => {
  const out: { word: string; column: number }[] = [];
  const re = /\S+/g;
  const rest = text.slice(fromColumn - 1);
  for (let m = re.exec(rest); m !== null; m = re.exec(rest)) out.push({ word: m[0], column: fromColumn + m.index });
  return out;
};

const columnSlice = (text: string, from: number, to: number): string => text.slice(from - 1, to);

/** Which ScoringRule fields a scoring code sets (values explicitly given win over derived defaults). */
type ScoringKey = keyof ScoringRule;

class Failure {
  constructor(readonly error: TrfError) {}
}

export const settingsFromRecords = (
  lines: readonly NumberedLine[],
  startRanks: ReadonlySet<number>,
): SettingsRead => {
  const warnings: TrfWarning[] = [];
  let totalRounds: number | undefined;
  let initialColour: Colour | undefined;
  let pairByRank = false;
  let system: string | undefined;
  let tournamentType: string | undefined;
  let systemLine: number | undefined;
  let pairwiseSettings: { value: unknown; line: number } | undefined;
  let name: string | undefined;
  let tieBreaks: string[] | undefined;
  let standingsTieBreaks: string[] | undefined;
  // Scoring: explicit values per field; BBU/P default to the win value (bbpPairings, TRF-2026 162).
  const explicit = new Map<ScoringKey, Tenths>();
  let scoringGiven = false;
  const xxa = new Map<PlayerId, Tenths[]>();
  const resultsAsPaired: TrfResultAsPaired[] = [];
  const withdrawals: TrfWithdrawal[] = [];
  const pointAdjustments: (PointAdjustment & { readonly line: number })[] = [];
  const rankingRecords: { code: string; text: string; line: number }[] = [];
  const ranged: { points: Tenths; first: number; last: number; from: number; to: number }[] = [];
  /** The last round each acceleration record gives points for, to refuse rounds the event does not have. */
  const accelerationReach: { line: number; column: number; code: string; round: number }[] = [];
  let accelerationGiven = false;
  const forbidden: TrfForbiddenGroup[] = [];
  const plannedByes: TrfPlannedBye[] = [];

  const fail = (line: number, column: number, message: string): never => {
    throw new Failure({ line, column, message });
  };
  const warn = (line: number, column: number, message: string): void => {
    warnings.push({ line, column, message });
  };
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
  const player = (text: string, line: number, column: number): PlayerId => {
    const n = positiveInt(text, line, column, 'a start rank');
    if (!startRanks.has(n)) fail(line, column, `expected the start rank of a player listed on a 001 line, found ${n}`);
    return playerId(n);
  };
  const setScore = (keys: readonly ScoringKey[], value: Tenths): void => {
    scoringGiven = true;
    for (const k of keys) explicit.set(k, value);
  };

  try {
    for (const { text, line } of lines) {
      const code = text.slice(0, 3);
      switch (code) {
        case '012':
          name = text.slice(4).trim();
          break;
        case '092':
          tournamentType = text.slice(4).trim();
          break;
        case '192':
          system = text.slice(4).trim();
          systemLine = line;
          break;
        // TRF-2026 team records: Pairwise pairs individuals only (bbpPairings refuses 013 and 310 alike).
        case '013': case '310': case '320': case '330':
          fail(line, 1, `expected an individual tournament: team tournaments are not supported (record ${code}); Pairwise pairs individual tournaments only`);
          break;
        // TRF-2026 172 and 182: kept as written (they change nothing Pairwise computes).
        case '172': case '182':
          rankingRecords.push({ code, text: text.slice(4).trim(), line });
          break;
        case '299': {
          // TRF-2026 299 (as bbpPairings' Sharly Chess fork reads it): 5 type (blank = points
          // adjustment), 8-11 match points (teams), 14-17 points (may be negative), 20-22 round
          // (blank or 000 = every round), player ids from 24 every 5 columns (none or 0000 = all).
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
            ids.push(player(t, line, c));
          }
          for (const id of ids.length > 0 ? ids : [...startRanks].map(playerId)) pointAdjustments.push({ player: id, round, points: value, line });
          break;
        }
        case 'PWS':
          try {
            pairwiseSettings = { value: JSON.parse(text.slice(4)) as unknown, line };
          } catch {
            fail(line, 5, 'expected the pairing system\'s settings as JSON after PWS');
          }
          break;
        // TRF-2026 202 (tie-breaks used to break ties) and 212 (used to define the standings:
        // 202 plus PTS): comma-separated codes from column 5.
        case '202':
          tieBreaks = tieBreakCodesOf(text);
          break;
        case '212':
          standingsTieBreaks = tieBreakCodesOf(text);
          break;
        case 'XXR':
        case '142': {
          const w = words(text, 4);
          const first = w[0];
          if (first === undefined) fail(line, 5, `expected the number of rounds after ${code}`);
          else totalRounds = positiveInt(first.word, line, first.column, 'the number of rounds');
          break;
        }
        case 'XXC':
          // JaVaFo AUM: "XXC white1", "XXC black1", "XXC rank", cumulative.
          for (const w of words(text, 4)) {
            const v = w.word.toLowerCase();
            if (v === 'white1') initialColour = 'white';
            else if (v === 'black1') initialColour = 'black';
            else if (v === 'rank') pairByRank = true;
            else warn(line, w.column, `expected white1, black1 or rank after XXC, found ${JSON.stringify(w.word)}; ignored`);
          }
          break;
        case '152': {
          // TRF-2026 152: initial colour W or B.
          const w = words(text, 4)[0];
          const v = w?.word.toUpperCase();
          if (v === 'W') initialColour = 'white';
          else if (v === 'B') initialColour = 'black';
          else fail(line, w?.column ?? 5, `expected W or B after 152 (initial colour), found ${JSON.stringify(w?.word ?? '')}`);
          break;
        }
        case 'BBW': case 'BBD': case 'BBL': case 'BBZ': case 'BBF': case 'BBU': {
          // bbpPairings README: points for win, draw, played loss, zero-point bye, forfeit loss, PAB.
          const w = words(text, 4)[0];
          if (w === undefined) fail(line, 5, `expected points like 1.0 after ${code}`);
          else {
            const v = points(w.word, line, w.column, `the value of ${code}`);
            switch (code) {
              case 'BBW': setScore(['win', 'forfeitWin', 'fullPointBye'], v); break;
              case 'BBD': setScore(['draw', 'halfPointBye'], v); break;
              case 'BBL': setScore(['loss'], v); break;
              case 'BBZ': setScore(['zeroPointBye'], v); break;
              case 'BBF': setScore(['forfeitLoss'], v); break;
              case 'BBU': setScore(['pairingAllocatedBye'], v); break;
            }
          }
          break;
        }
        case '162': {
          // TRF-2026 162: code at column 6, points at 7-10, then every 9 columns.
          let any = false;
          for (let c = 6; c <= text.length; c += 9) {
            const symbol = text.charAt(c - 1);
            const valueText = columnSlice(text, c + 1, c + 4);
            if (symbol === ' ' && valueText.trim() === '') continue;
            any = true;
            const v = points(valueText, line, c + 1, `the points for ${symbol} (columns ${c + 1}-${c + 4})`);
            switch (symbol.toUpperCase()) {
              case 'W': setScore(['win', 'forfeitWin', 'fullPointBye'], v); break;
              case 'D': setScore(['draw', 'halfPointBye'], v); break;
              case 'L': setScore(['loss'], v); break;
              case 'A': setScore(['zeroPointBye', 'forfeitLoss'], v); break;
              case 'P': setScore(['pairingAllocatedBye'], v); break;
              case 'X': warn(line, c, '162 X (points of an adjourned game): no 001 result code carries it; ignored'); break;
              default: fail(line, c, `expected a 162 result code W, D, L, A, P or X in column ${c}, found ${JSON.stringify(symbol)}`);
            }
          }
          if (!any) fail(line, 6, 'expected a result code in column 6 and its points in columns 7-10');
          break;
        }
        case 'XXS':
          // JaVaFo 2 AUM: XXS CODE=VALUE ... (the last one wins).
          for (const w of words(text, 4)) {
            const m = /^([A-Za-z]+)=(.*)$/.exec(w.word);
            if (!m) { fail(line, w.column, `expected CODE=VALUE after XXS, found ${JSON.stringify(w.word)}`); continue; }
            const key = (m[1] ?? '').toUpperCase();
            const v = points(m[2] ?? '', line, w.column + (m[1] ?? '').length + 1, `the value of ${key}`);
            const map: Record<string, readonly ScoringKey[]> = {
              WW: ['win'], BW: ['win'], WD: ['draw'], BD: ['draw'], WL: ['loss'], BL: ['loss'],
              ZPB: ['zeroPointBye'], HPB: ['halfPointBye'], FPB: ['fullPointBye'], PAB: ['pairingAllocatedBye'],
              FW: ['forfeitWin'], FL: ['forfeitLoss'], W: ['win', 'forfeitWin', 'fullPointBye'], D: ['draw', 'halfPointBye'],
            };
            const keys = map[key];
            if (keys === undefined) fail(line, w.column, `expected an XXS code (WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D), found ${JSON.stringify(key)}`);
            else {
              if (key === 'WW' || key === 'BW' || key === 'WD' || key === 'BD' || key === 'WL' || key === 'BL') {
                warn(line, w.column, `${key}: Pairwise scores both colours alike; the value applies to both`);
              }
              setScore(keys, v);
            }
          }
          break;
        case 'XXA': {
          // JaVaFo AUM: id at columns 5-8, then round r's fictitious points at column 10+5(r-1).
          accelerationGiven = true;
          const id = player(columnSlice(text, 5, 8), line, 5);
          const values: Tenths[] = [];
          for (let r = 1; 10 + 5 * (r - 1) <= text.length; r++) {
            const c = 10 + 5 * (r - 1);
            const t = columnSlice(text, c, c + 3);
            values.push(t.trim() === '' ? tenths(0) : points(t, line, c, `round ${r}'s acceleration (columns ${c}-${c + 3})`));
            if (t.trim() !== '') accelerationReach.push({ line, column: c, code, round: r });
          }
          xxa.set(id, values);
          break;
        }
        case '250': {
          // TRF-2026 250: 5-8 match points (teams), 10-13 game points, 15-17/19-21 rounds, 23-26/28-31 ids.
          accelerationGiven = true;
          const v = points(columnSlice(text, 10, 13), line, 10, 'the fictitious points (columns 10-13)');
          const first = positiveInt(columnSlice(text, 15, 17), line, 15, 'the first round (columns 15-17)');
          const last = positiveInt(columnSlice(text, 19, 21), line, 19, 'the last round (columns 19-21)');
          const from = positiveInt(columnSlice(text, 23, 26), line, 23, 'the first player (columns 23-26)');
          const to = positiveInt(columnSlice(text, 28, 31), line, 28, 'the last player (columns 28-31)');
          if (last < first) fail(line, 19, `expected the last round (${last}) not before the first (${first})`);
          if (to < from) fail(line, 28, `expected the last player (${to}) not before the first (${from})`);
          ranged.push({ points: v, first, last, from, to });
          accelerationReach.push({ line, column: 19, code, round: last });
          break;
        }
        case 'XXP': {
          const ids = words(text, 4).map((w) => player(w.word, line, w.column));
          if (ids.length < 2) fail(line, 5, 'expected at least two start ranks after XXP');
          forbidden.push({ players: ids });
          break;
        }
        case '260': {
          // TRF-2026 260: 5-7 first round, 9-11 last round, ids from column 13 every 5 columns.
          const first = positiveInt(columnSlice(text, 5, 7), line, 5, 'the first round (columns 5-7)');
          const last = positiveInt(columnSlice(text, 9, 11), line, 9, 'the last round (columns 9-11)');
          const ids: PlayerId[] = [];
          for (let c = 13; c <= text.length; c += 5) {
            const t = columnSlice(text, c, c + 3);
            if (t.trim() !== '') ids.push(player(t, line, c));
          }
          if (ids.length < 2) fail(line, 13, 'expected at least two start ranks from column 13');
          forbidden.push({ players: ids, firstRound: first, lastRound: last });
          break;
        }
        case '240': {
          // TRF-2026 240: 5 kind (F/H/Z), 7-9 round, ids at 11-14, 16-19, ...
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
            plannedByes.push({ player: player(t, line, c), kind: kind as 'F' | 'H' | 'Z', round });
          }
          if (!any) fail(line, 11, 'expected at least one start rank from column 11');
          break;
        }
        case 'XXZ':
          for (const w of words(text, 4)) plannedByes.push({ player: player(w.word, line, w.column), kind: 'Z', round: null });
          break;
        case 'PWR': {
          // Pairwise: 5-7 round, 9-12 start rank, 14-16 last round paired from the result, 18 its code.
          const round = positiveInt(columnSlice(text, 5, 7), line, 5, 'the round of the result (columns 5-7)');
          const who = player(columnSlice(text, 9, 12), line, 9);
          const pairedThrough = positiveInt(columnSlice(text, 14, 16), line, 14, 'the last round paired from the result (columns 14-16)');
          if (pairedThrough <= round) fail(line, 14, `expected a round after round ${round} (a later round paired from its result), found ${pairedThrough}`);
          const symbol = text.charAt(17);
          const code = symbol === '*' ? null : (gameCodes as readonly string[]).includes(symbol) ? (symbol as GameCode) : undefined;
          if (code === undefined) fail(line, 18, `expected a game result code (1 = 0 W D L + -) or * in column 18, found ${JSON.stringify(symbol)}`);
          resultsAsPaired.push({ round, player: who, pairedThrough, code: code ?? null, line });
          break;
        }
        case 'PWW': {
          // Pairwise: 5-7 the round from which the player is not paired, 9-12 start rank.
          const fromRound = positiveInt(columnSlice(text, 5, 7), line, 5, 'the round from which the player is not paired (columns 5-7)');
          const who = player(columnSlice(text, 9, 12), line, 9);
          if (withdrawals.some((w) => w.player === who)) fail(line, 9, `expected one PWW line per player, found a second for ${who}`);
          withdrawals.push({ player: who, fromRound, line });
          break;
        }
        default:
          break;
      }
    }
    // Virtual points for a round the event does not have are a mistake in the file (bbpPairings refuses them too).
    const beyond = totalRounds === undefined ? undefined : accelerationReach.find((a) => a.round > totalRounds!);
    if (beyond !== undefined) {
      fail(beyond.line, beyond.column, `${beyond.code} gives virtual points for round ${beyond.round}, but the tournament has ${totalRounds} rounds (XXR/142)`);
    }
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: e.error };
    throw e;
  }

  const base = chessScoring;
  const win = explicit.get('win') ?? base.win;
  const draw = explicit.get('draw') ?? base.draw;
  const scoring: ScoringRule = {
    win,
    draw,
    loss: explicit.get('loss') ?? base.loss,
    forfeitWin: explicit.get('forfeitWin') ?? win,
    forfeitLoss: explicit.get('forfeitLoss') ?? base.forfeitLoss,
    // bbpPairings: "If BBU is not specified, it defaults to the score for a win"; TRF-2026 162: P = W.
    pairingAllocatedBye: explicit.get('pairingAllocatedBye') ?? win,
    fullPointBye: explicit.get('fullPointBye') ?? win,
    halfPointBye: explicit.get('halfPointBye') ?? draw,
    zeroPointBye: explicit.get('zeroPointBye') ?? base.zeroPointBye,
  };

  const acceleration = new Map<PlayerId, Tenths[]>();
  for (const [id, values] of xxa) acceleration.set(id, [...values]);
  for (const g of ranged) {
    for (let id = g.from; id <= g.to; id++) {
      if (!startRanks.has(id)) continue;
      const pid = playerId(id);
      const values = acceleration.get(pid) ?? [];
      while (values.length < g.last) values.push(tenths(0));
      // bbpPairings: a later 250 range overrides an earlier one for the same round.
      for (let r = g.first; r <= g.last; r++) values[r - 1] = g.points;
      acceleration.set(pid, values);
    }
  }

  return {
    ok: true,
    warnings,
    settings: {
      ...(totalRounds !== undefined ? { totalRounds } : {}),
      ...(initialColour !== undefined ? { initialColour } : {}),
      pairByRank,
      scoring,
      scoringGiven,
      acceleration,
      accelerationGiven,
      forbidden,
      plannedByes,
      ...(system !== undefined ? { system } : {}),
      ...(systemLine !== undefined ? { systemLine } : {}),
      ...(pairwiseSettings !== undefined ? { pairwiseSettings } : {}),
      ...(tournamentType !== undefined ? { tournamentType } : {}),
      ...(name !== undefined ? { name } : {}),
      ...(tieBreaks !== undefined ? { tieBreaks } : {}),
      ...(standingsTieBreaks !== undefined ? { standingsTieBreaks } : {}),
      ...(resultsAsPaired.length > 0 ? { resultsAsPaired } : {}),
      ...(withdrawals.length > 0 ? { withdrawals } : {}),
      ...(pointAdjustments.length > 0 ? { pointAdjustments } : {}),
      ...(rankingRecords.length > 0 ? { rankingRecords } : {}),
    },
  };
};

const tieBreakCodesOf = (text: string): string[] => text.slice(4).split(',').map((c) => c.trim()).filter((c) => c !== '');

/**
 * The tie-break list a tournament keeps from 202 (else 212 without its PTS): each code with the
 * blanks between a code and its modifiers written as "/" ("BH C1" → "BH/C1", C.07's notation).
 */
export const tieBreakListOf = (s: TrfSettings): readonly string[] | undefined => {
  const list = s.tieBreaks ?? s.standingsTieBreaks?.filter((c) => c.toUpperCase() !== 'PTS');
  return list && list.length > 0 ? list.map((c) => c.replace(/\s+/g, '/')) : undefined;
};

/** TRF-2026 202 and 212 lines for a tie-break list (212 = PTS followed by the 202 codes). */
export const tieBreakRecords = (list: readonly string[] | undefined): string[] =>
  list && list.length > 0 ? [`202 ${list.join(',')}`, `212 PTS,${list.join(',')}`] : [];

/** Codes of the records settingsFromRecords reads (trfFromTournament regenerates these). */
export const settingCodes = ['XXR', '142', 'XXC', '152', 'BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU', '162', 'XXS', 'XXA', '250', 'XXP', '260', '240', 'XXZ'] as const;

const pts = (t: Tenths): string => formatTenths(t).padStart(4);

/** BB* lines for every value that differs from its default (bbpPairings writes "BBW  3.0"). */
export const scoringRecordsBbp = (s: ScoringRule): string[] => {
  const out: string[] = [];
  const d = chessScoring;
  if (s.win !== d.win) out.push(`BBW ${pts(s.win)}`);
  if (s.draw !== d.draw) out.push(`BBD ${pts(s.draw)}`);
  if (s.loss !== d.loss) out.push(`BBL ${pts(s.loss)}`);
  if (s.zeroPointBye !== d.zeroPointBye) out.push(`BBZ ${pts(s.zeroPointBye)}`);
  if (s.forfeitLoss !== d.forfeitLoss) out.push(`BBF ${pts(s.forfeitLoss)}`);
  if (s.pairingAllocatedBye !== s.win) out.push(`BBU ${pts(s.pairingAllocatedBye)}`);
  return [...out, ...xxsRest(s, s.forfeitLoss)];
};

/** XXS for what BB* and 162 cannot say: a forfeit win, full- or half-point bye off the win/draw value. */
const xxsRest = (s: ScoringRule, forfeitLossAsWritten: Tenths): string[] => {
  const items: string[] = [];
  const v = (t: Tenths): string => formatTenths(t);
  if (s.forfeitWin !== s.win) items.push(`FW=${v(s.forfeitWin)}`);
  if (s.fullPointBye !== s.win) items.push(`FPB=${v(s.fullPointBye)}`);
  if (s.halfPointBye !== s.draw) items.push(`HPB=${v(s.halfPointBye)}`);
  if (s.forfeitLoss !== forfeitLossAsWritten) items.push(`FL=${v(s.forfeitLoss)}`);
  return items.length === 0 ? [] : [`XXS ${items.join(' ')}`];
};

/** One TRF-2026 162 line for the values that differ from the defaults, or none. */
export const scoringRecord162 = (s: ScoringRule): string[] => {
  const d = chessScoring;
  const items: [string, Tenths][] = [];
  if (s.win !== d.win) items.push(['W', s.win]);
  if (s.draw !== d.draw) items.push(['D', s.draw]);
  if (s.loss !== d.loss) items.push(['L', s.loss]);
  if (s.zeroPointBye !== d.zeroPointBye) items.push(['A', s.zeroPointBye]);
  if (s.pairingAllocatedBye !== s.win) items.push(['P', s.pairingAllocatedBye]);
  const line162 = items.length === 0 ? [] : ['162 ' + items.map(([c, v]) => ` ${c}${pts(v)}`).join('   ')];
  // 162's A is both the zero-point bye and the forfeit loss.
  return [...line162, ...xxsRest(s, s.zeroPointBye)];
};

/** XXA lines: id at 5-8, round r's points at column 10+5(r-1). */
export const accelerationRecords = (acc: ReadonlyMap<PlayerId, readonly Tenths[]>): string[] =>
  [...acc.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, values]) => `XXA ${String(id).padStart(4)}` + values.map((v) => ` ${pts(v)}`).join(''));
