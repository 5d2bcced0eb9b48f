import type { TournamentDetails } from './tournament';
import { readDate } from './playerFields';

/**
 * The one validator of the tournament details (the TRF-16 header, 022-132) as the details screen
 * and the backup hand them in: `{ ok: true, details }` with dates written YYYY/MM/DD, or the first
 * problem naming its field (`startDate`, `roundDates.3`, ...) and why, in words.
 */
export type DetailsRead =
  | { readonly ok: true; readonly details: TournamentDetails }
  | { readonly ok: false; readonly field: string; readonly message: string };

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

const dayNumber = (date: string): number => Number(date.replace(/\//g, '').padEnd(8, '0'));

/** Year first, four or two digits: 2026/10/10, 2026-10-10, 2026.10.10; 26/10/10 (TRF-16 132). */
const yearFirst = /^(\d{4}|\d{2})([/.-])(\d{2})\2(\d{2})$/;
/** Day first with a four-digit year and dots (10.10.2026), as European programs write it. */
const dayFirst = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * A two-digit year as POSIX strptime's %y reads it: 69-99 are 1969-1999, 00-68 are 2000-2068
 * (TRF-16 writes 132's round dates YY/MM/DD; the files of the 1990s and of today both read right).
 */
const fullYear = (yy: string): string => (yy.length === 4 ? yy : String(Number(yy) >= 69 ? 1900 + Number(yy) : 2000 + Number(yy)));

/**
 * An event date (042, 052, 132) in any form a TRF or the details form holds it: what the app
 * writes (YYYY/MM/DD in 042/052, YY/MM/DD in 132: C.04 Annex 2), what other programs write in
 * those records (YYYY/MM/DD, YYYY-MM-DD, YYYY.MM.DD, YY/MM/DD, DD.MM.YYYY) and the bare year the
 * birth-date reader accepts. `{ ok: true, date }` written YYYY/MM/DD (or YYYY), or why not.
 */
export const readEventDate = (text: string, label: string): { readonly ok: true; readonly date: string } | { readonly ok: false; readonly message: string } => {
  const v = text.trim();
  const first = yearFirst.exec(v);
  const last = first === null ? dayFirst.exec(v) : null;
  if (first === null && last === null) {
    const bare = readDate(v, label);
    return bare.ok ? bare : { ok: false, message: `${label} must look like 2026/05/01 (or 2026-05-01, 2026.05.01, 26/05/01, 01.05.2026), not ${JSON.stringify(text)}` };
  }
  const [y, mo, d] = first !== null ? [fullYear(first[1]!), first[3]!, first[4]!] : [last![3]!, last![2]!, last![1]!];
  return readDate(`${y}/${mo}/${d}`, label).ok ? { ok: true, date: `${y}/${mo}/${d}` } : { ok: false, message: `${label} ${JSON.stringify(text)} is not a day of the calendar (month 01-12, a day the month has)` };
};

/** The year of an event date in any form `readEventDate` reads; null when there is none. */
export const eventDateYear = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const d = readEventDate(text, 'Date');
  return d.ok ? Number(d.date.slice(0, 4)) : null;
};

export const readTournamentDetails = (raw: TournamentDetails, totalRounds: number): DetailsRead => {
  const out: { -readonly [K in keyof TournamentDetails]: TournamentDetails[K] } = {};
  const text = (field: 'city' | 'type' | 'chiefArbiter' | 'timeControl', label: string, max: number): DetailsRead | null => {
    const v = raw[field]?.trim() ?? '';
    if (v === '') return null;
    if (controlCharacter.test(v)) return { ok: false, field, message: `${label} contains a line break or control character; it is one line of the TRF header.` };
    if (v.length > max) return { ok: false, field, message: `${label} is ${v.length} characters; at most ${max}.` };
    out[field] = v;
    return null;
  };
  const bad = text('city', 'City', 60) ?? text('type', 'Type of tournament', 80) ?? text('chiefArbiter', 'Chief arbiter', 80) ?? text('timeControl', 'Time control', 80);
  if (bad) return bad;
  const fed = raw.federation?.trim().toUpperCase() ?? '';
  if (fed !== '') {
    if (!/^[A-Z]{3}$/.test(fed)) return { ok: false, field: 'federation', message: `Federation must be three letters, such as NOR, not ${JSON.stringify(raw.federation)}.` };
    out.federation = fed;
  }
  const deputies = (raw.deputyArbiters ?? []).map((d) => d.trim()).filter((d) => d !== '');
  for (const [i, d] of deputies.entries()) {
    if (controlCharacter.test(d) || d.length > 80) return { ok: false, field: `deputyArbiters.${i + 1}`, message: `Deputy arbiter ${i + 1} must be one line of at most 80 characters.` };
  }
  if (deputies.length > 0) out.deputyArbiters = deputies;
  for (const [field, label] of [['startDate', 'Start date'], ['endDate', 'End date']] as const) {
    const v = raw[field]?.trim() ?? '';
    if (v === '') continue;
    const d = readEventDate(v, label);
    if (!d.ok) return { ok: false, field, message: `${d.message}.` };
    out[field] = d.date;
  }
  if (out.startDate !== undefined && out.endDate !== undefined && dayNumber(out.endDate) < dayNumber(out.startDate)) {
    return { ok: false, field: 'endDate', message: `End date ${out.endDate} is before the start date ${out.startDate}.` };
  }
  const rounds = raw.roundDates ?? [];
  if (rounds.length > totalRounds) return { ok: false, field: 'roundDates', message: `There are ${rounds.length} round dates for ${totalRounds} rounds.` };
  const dates: string[] = [];
  for (const [i, r] of rounds.entries()) {
    const v = r.trim();
    const field = `roundDates.${i + 1}`;
    if (v === '') { dates.push(''); continue; }
    const d = readEventDate(v, `Round ${i + 1} date`);
    if (!d.ok) return { ok: false, field, message: `${d.message}.` };
    if (out.startDate !== undefined && dayNumber(d.date) < dayNumber(out.startDate)) return { ok: false, field, message: `Round ${i + 1} date ${d.date} is before the start date ${out.startDate}.` };
    if (out.endDate !== undefined && dayNumber(d.date) > dayNumber(out.endDate)) return { ok: false, field, message: `Round ${i + 1} date ${d.date} is after the end date ${out.endDate}.` };
    const earlier = dates.filter((x) => x !== '').at(-1);
    if (earlier !== undefined && dayNumber(d.date) < dayNumber(earlier)) return { ok: false, field, message: `Round ${i + 1} date ${d.date} is before round ${i}'s date ${earlier}.` };
    dates.push(d.date);
  }
  while (dates.length > 0 && dates[dates.length - 1] === '') dates.pop();
  if (dates.length > 0) out.roundDates = dates;
  return { ok: true, details: out };
};
