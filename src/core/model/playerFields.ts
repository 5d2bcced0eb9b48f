import type { PlayerDetails } from './tournament';

/**
 * The rules for a player's registration fields that pairing does not depend on (title,
 * federation, FIDE id, birth date, sex), in one place for every way a player comes in: the
 * registration form, the CSV/TRF/backup readers and the database.
 *
 * A problem is `cosmetic` when the value is unusual but harmless (another program's title
 * letters, a birth date written 1969.12.06): a file reader keeps such a value as written and
 * reports it as a warning; the registration form may still ask for the usual form. Use:
 *
 *   const problems = playerFieldProblems(p);
 *   const refusal = problems.find((x) => !x.cosmetic);   // refuse only these when reading a file
 */
export interface PlayerFieldProblem {
  readonly field: 'title' | 'federation' | 'fideId' | 'birthDate' | 'sex';
  readonly message: string;
  readonly cosmetic: boolean;
  /** Present when the value is valid but written another way: how the app writes it (`wim` → WIM, 1973-03-09 → 1973/03/09). */
  readonly writtenAs?: string;
}

/**
 * A rating as every screen and printout shows it: the number, or "unrated" for 0 (FIDE's word for
 * a player with no published rating). The one place for that wording; files (TRF, CSV) keep 0.
 */
export const ratingText = (rating: number): string => (rating > 0 ? String(rating) : 'unrated');

/** The FIDE titles, as the app writes them. */
export const fideTitles = ['GM', 'IM', 'FM', 'CM', 'WGM', 'WIM', 'WFM', 'WCM'] as const;

/**
 * TRF-16 001 columns 11-13: the letters files use for titles (FIDE's g, m, wg, f, wm, c, wf, wc;
 * i and wi as some programs write IM and WIM). JaVaFo's and Papi's samples write `m` for IM.
 */
const trfTitleLetters: Readonly<Record<string, (typeof fideTitles)[number]>> = {
  g: 'GM', m: 'IM', i: 'IM', wg: 'WGM', f: 'FM', wm: 'WIM', wi: 'WIM', c: 'CM', wf: 'WFM', wc: 'WCM',
};

/** The app's title for a file's title text (g → GM, m → IM, ...), or the text itself in capitals. */
export const titleFromFile = (text: string): string => {
  const t = text.trim();
  return t === '' ? '' : (trfTitleLetters[t.toLowerCase()] ?? t.toUpperCase());
};

const isTitle = (t: string): boolean => (fideTitles as readonly string[]).includes(t);

/** Dates as arbiters type them: YYYY, YYYY/MM/DD, YYYY-MM-DD or YYYY.MM.DD (TRF-16 writes YYYY/MM/DD). */
const datePattern = /^(\d{4})(?:([/.-])(\d{2})\2(\d{2}))?$/;

/** Whether year/month/day is a day of the calendar (no 2001/02/30). */
const isCalendarDay = (y: number, m: number, d: number): boolean => {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
  return d <= days;
};

/**
 * Reads a date in one of the four forms: `{ ok: true, date }` written YYYY/MM/DD (or YYYY), or
 * `{ ok: false, message }` saying in words what is wrong ("Birth date must look like 1973/03/09").
 * `label` names the field in the message.
 */
export const readDate = (text: string, label: string): { readonly ok: true; readonly date: string } | { readonly ok: false; readonly message: string } => {
  const m = datePattern.exec(text.trim());
  if (m === null) return { ok: false, message: `${label} must look like 1973/03/09 (or 1973, 1973-03-09, 1973.03.09), not ${JSON.stringify(text)}` };
  const [, y, , mo, d] = m as unknown as [string, string, string | undefined, string | undefined, string | undefined];
  if (mo === undefined || d === undefined) return { ok: true, date: y };
  if (!isCalendarDay(Number(y), Number(mo), Number(d))) return { ok: false, message: `${label} ${JSON.stringify(text)} is not a day of the calendar (month 01-12, a day the month has)` };
  return { ok: true, date: `${y}/${mo}/${d}` };
};

/**
 * The fields as the app stores what a person typed or a spreadsheet holds: titles in any case
 * (and the TRF letters) as GM, IM, ...; federation in capitals; a date in any of the four forms as
 * YYYY/MM/DD; sex f as w. A value that is not valid is left as it is (playerFieldProblems says why).
 * Files in TRF or backup form are not normalised: they keep their fields as written.
 */
export const normalisedPlayerFields = <P extends Pick<PlayerDetails, 'title' | 'federation' | 'fideId' | 'birthDate' | 'sex'>>(p: P): P => {
  const title = p.title === undefined ? undefined : titleFromFile(p.title);
  const date = p.birthDate === undefined || p.birthDate.trim() === '' ? null : readDate(p.birthDate, 'Birth date');
  const sex = (p.sex as string | undefined)?.trim().toLowerCase();
  return {
    ...p,
    ...(title !== undefined ? { title: isTitle(title) ? title : p.title?.trim() } : {}),
    ...(p.federation !== undefined ? { federation: p.federation.trim().toUpperCase() } : {}),
    ...(p.fideId !== undefined ? { fideId: p.fideId.trim() } : {}),
    ...(date !== null && date.ok ? { birthDate: date.date } : {}),
    ...(sex !== undefined ? { sex: sex === 'f' ? 'w' : sex } : {}),
  };
};

/**
 * Every problem with the fields (empty when none), in words that name the field. Names, ratings
 * and the Netrunner fields keep their own checks where they are entered; these are the fields
 * other programs write differently. A title in any case or as a TRF letter (`wim`, `m`), and a
 * date in any of the four forms, are cosmetic: valid, stored normalised when typed
 * (`normalisedPlayerFields`), kept as written when read from a file.
 */
export const playerFieldProblems = (p: Pick<PlayerDetails, 'title' | 'federation' | 'fideId' | 'birthDate' | 'sex'>): readonly PlayerFieldProblem[] => {
  const out: PlayerFieldProblem[] = [];
  if (p.title && !isTitle(p.title)) {
    const known = isTitle(titleFromFile(p.title));
    out.push(known
      ? { field: 'title', cosmetic: true, writtenAs: titleFromFile(p.title), message: `Title ${JSON.stringify(p.title)} means ${titleFromFile(p.title)}` }
      : { field: 'title', cosmetic: true, message: `Title must be one of ${fideTitles.join(', ')} (in any case), not ${JSON.stringify(p.title)}` });
  }
  if (p.federation && !/^[A-Z]{3}$/.test(p.federation)) {
    out.push({ field: 'federation', cosmetic: true, message: `Federation must be three letters, such as NOR, not ${JSON.stringify(p.federation)}` });
  }
  if (p.fideId && !/^\d{1,11}$/.test(p.fideId)) {
    out.push({ field: 'fideId', cosmetic: true, message: `FIDE ID must be digits only (at most 11), such as 1503014, not ${JSON.stringify(p.fideId)}` });
  }
  if (p.birthDate) {
    // Files keep any date as written (some programs write 1985/00/00 for an unknown day).
    const read = readDate(p.birthDate, 'Birth date');
    if (!read.ok) out.push({ field: 'birthDate', cosmetic: true, message: read.message });
    else if (read.date !== p.birthDate) out.push({ field: 'birthDate', cosmetic: true, writtenAs: read.date, message: `Birth date ${JSON.stringify(p.birthDate)} means ${read.date}` });
  }
  if (p.sex !== undefined && p.sex !== 'm' && p.sex !== 'w') {
    out.push({ field: 'sex', cosmetic: false, message: `Sex must be m or w, not ${JSON.stringify(p.sex)}` });
  }
  return out;
};

/**
 * Whether a problem refuses the value. From a person (the form, a CSV), a value the app can write
 * in its own form (a title in any case, a date with - or .: `writtenAs`) is fine; anything else is refused. From
 * a file in TRF or backup form, only the non-cosmetic problems refuse it.
 */
export const refusesInput = (x: PlayerFieldProblem, from: 'typed' | 'file'): boolean => {
  if (!x.cosmetic) return true;
  if (from === 'file') return false;
  return x.writtenAs === undefined;
};
