import type { Tournament, TournamentDetails } from '../model';
import type { TrfRecord } from './types';

/**
 * The TRF-16 tournament section (C.04 Annex 2, "Tournament Section"): 012 name, 022 city, 032
 * federation, 042 start date, 052 end date, 062 number of players, 072 number of rated players,
 * 092 type, 102 chief arbiter, 112 deputy chief arbiters (one line each), 122 allotted times,
 * 132 round dates (YY/MM/DD; round 1 at columns 92-99, round 2 at 102-109, ...).
 */
export const headerCodes = ['022', '032', '042', '052', '062', '072', '092', '102', '112', '122', '132'] as const;
export type HeaderCode = (typeof headerCodes)[number];

const textOf = (record: string): string => record.slice(4).trim();

/** Round dates of a 132 line: the text in each 10-column slot from column 92 (blank slots kept as ''). */
const roundDatesOf = (record: string): string[] => {
  const out: string[] = [];
  for (let at = 91; at < record.length; at += 10) out.push(record.slice(at, at + 10).trim());
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
};

/** The details the header records of a file give (the last line wins, as readers do; 112 lines accumulate). */
export const detailsFromRecords = (records: readonly TrfRecord[]): TournamentDetails => {
  const out: { -readonly [K in keyof TournamentDetails]: TournamentDetails[K] } = {};
  const deputies: string[] = [];
  for (const { text } of records) {
    const v = textOf(text);
    switch (text.slice(0, 3)) {
      case '022': if (v) out.city = v; break;
      case '032': if (v) out.federation = v; break;
      case '042': if (v) out.startDate = v; break;
      case '052': if (v) out.endDate = v; break;
      case '092': if (v) out.type = v; break;
      case '102': if (v) out.chiefArbiter = v; break;
      case '112': if (v) deputies.push(v); break;
      case '122': if (v) out.timeControl = v; break;
      case '132': { const d = roundDatesOf(text); if (d.length > 0) out.roundDates = d; break; }
      default: break;
    }
  }
  if (deputies.length > 0) out.deputyArbiters = deputies;
  return out;
};

/** 132's YY/MM/DD: a date the form wrote YYYY/MM/DD is written with two year digits; other text as it is. */
const roundDateText = (d: string): string => (/^\d{4}\/\d{2}\/\d{2}$/.test(d) ? d.slice(2) : d);

/** The 132 line: "132", then each round's date in its 10-column slot from column 92. */
export const roundDatesRecord = (dates: readonly string[]): string =>
  dates.reduce((line, d, i) => line.padEnd(91 + 10 * i, ' ') + roundDateText(d).slice(0, 10), '132').trimEnd();

/**
 * The header lines for one code from the tournament (none when it has no value): `details`
 * given (an event with a details screen, the rating report) also writes 062 and 072.
 */
export const headerLines = (code: HeaderCode, t: Tournament): string[] => {
  const d = t.details;
  if (d === undefined) return [];
  const one = (v: string | undefined): string[] => (v === undefined || v.trim() === '' ? [] : [`${code} ${v.trim()}`]);
  switch (code) {
    case '022': return one(d.city);
    case '032': return one(d.federation);
    case '042': return one(d.startDate);
    case '052': return one(d.endDate);
    case '062': return [`062 ${t.players.length}`];
    case '072': return [`072 ${t.players.filter((p) => p.rating > 0).length}`];
    case '092': return one(d.type);
    case '102': return one(d.chiefArbiter);
    case '112': return (d.deputyArbiters ?? []).flatMap(one);
    case '122': return one(d.timeControl);
    case '132': return d.roundDates !== undefined && d.roundDates.some((x) => x !== '') ? [roundDatesRecord(d.roundDates)] : [];
    default: return [];
  }
};

/** Whether the base's lines for `code` say what the tournament says (so they are kept byte for byte). */
export const sameHeader = (code: HeaderCode, baseLines: readonly string[], t: Tournament): boolean => {
  const mine = detailsFromRecords(baseLines.map((text) => ({ text, playersBefore: 0 })));
  const d = t.details ?? {};
  const eq = (a: string | undefined, b: string | undefined): boolean => (a ?? '') === (b ?? '');
  const eqList = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean => (a ?? []).join('\n') === (b ?? []).join('\n');
  switch (code) {
    case '022': return eq(mine.city, d.city);
    case '032': return eq(mine.federation, d.federation);
    case '042': return eq(mine.startDate, d.startDate);
    case '052': return eq(mine.endDate, d.endDate);
    case '062': return t.details === undefined || baseLines.map(textOf).join() === String(t.players.length);
    case '072': return t.details === undefined || baseLines.map(textOf).join() === String(t.players.filter((p) => p.rating > 0).length);
    case '092': return eq(mine.type, d.type);
    case '102': return eq(mine.chiefArbiter, d.chiefArbiter);
    case '112': return eqList(mine.deputyArbiters, d.deputyArbiters);
    case '122': return eq(mine.timeControl, d.timeControl);
    case '132': return eqList(mine.roundDates, d.roundDates);
    default: return true;
  }
};
