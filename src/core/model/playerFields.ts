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
}

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

/**
 * Every problem with the fields (empty when none). Names, ratings and the Netrunner fields keep
 * their own checks where they are entered; these are the fields other programs write differently.
 */
export const playerFieldProblems = (p: Pick<PlayerDetails, 'title' | 'federation' | 'fideId' | 'birthDate' | 'sex'>): readonly PlayerFieldProblem[] => {
  const out: PlayerFieldProblem[] = [];
  if (p.title && !isTitle(p.title)) {
    out.push({ field: 'title', cosmetic: true, message: `title ${JSON.stringify(p.title)} is not one of ${fideTitles.join(', ')}` });
  }
  if (p.federation && !/^[A-Z]{3}$/.test(p.federation)) {
    out.push({ field: 'federation', cosmetic: true, message: `federation ${JSON.stringify(p.federation)} is not three capital letters` });
  }
  if (p.fideId && !/^\d{1,11}$/.test(p.fideId)) {
    out.push({ field: 'fideId', cosmetic: true, message: `FIDE ID ${JSON.stringify(p.fideId)} is not digits only` });
  }
  if (p.birthDate && !/^\d{4}(\/\d{2}\/\d{2})?$/.test(p.birthDate)) {
    out.push({ field: 'birthDate', cosmetic: true, message: `birth date ${JSON.stringify(p.birthDate)} is not YYYY or YYYY/MM/DD` });
  }
  if (p.sex !== undefined && p.sex !== 'm' && p.sex !== 'w') {
    out.push({ field: 'sex', cosmetic: false, message: `sex ${JSON.stringify(p.sex)} is not m or w` });
  }
  return out;
};
