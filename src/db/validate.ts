import { boardResults, playerFieldProblems, titleFromFile } from '../core/model';
import type { BoardResult, PlayerDetails, ScoringRule, SystemSettings } from '../core/model';

/**
 * Checks on what a user typed, before anything is written. Each failure names the field (where)
 * and the rule it breaks (why), so the UI can show it beside the input.
 */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** What the registration form and the importers hand to the repository. */
export type PlayerInput = PlayerDetails;

export interface TournamentInput {
  readonly name: string;
  readonly settings: SystemSettings;
  readonly totalRounds: number;
  /** When absent, the system's usual scoring (repository.scoringFor). */
  readonly scoring?: ScoringRule;
}

const maxName = 100;

/**
 * Control characters (NUL, tab, line breaks, escape, C1) and the Unicode line/paragraph separators
 * are refused in names and free text: they are printed on one line and written into TRF lines
 * (012, 001), where a line break would split the record. Same rule as core/csv and core/backup.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const oneLine = (field: string, label: string, value: string | undefined): FieldError | null =>
  value !== undefined && controlCharacter.test(value) ? { field, message: `${label} contains a control character or line break; expected printable text on one line.` } : null;

export const checkTournamentInput = (t: TournamentInput): FieldError | null => {
  const name = t.name.trim();
  if (name === '') return { field: 'name', message: 'The tournament needs a name.' };
  if (name.length > maxName) return { field: 'name', message: `The name is ${name.length} characters; at most ${maxName} are allowed.` };
  const lineBreak = oneLine('name', 'The name', name);
  if (lineBreak) return lineBreak;
  if (!Number.isInteger(t.totalRounds) || t.totalRounds < 1 || t.totalRounds > 99) {
    return { field: 'totalRounds', message: `Rounds must be a whole number from 1 to 99, not "${String(t.totalRounds)}".` };
  }
  return null;
};

/**
 * A player's fields as typed in (`cosmetic: 'refuse'`, the default) or read from a file
 * (`cosmetic: 'keep'`: an unusual title or birth date another program wrote is kept as written;
 * the reader reported it as a warning). The field rules are core/model's playerFieldProblems.
 */
export const checkPlayerInput = (p: PlayerInput, options: { readonly cosmetic: 'refuse' | 'keep' } = { cosmetic: 'refuse' }): FieldError | null => {
  const name = p.name.trim();
  if (name === '') return { field: 'name', message: 'The player needs a name.' };
  // TRF 001 line, columns 15-47: the name has room for 33 characters.
  if (name.length > 33) return { field: 'name', message: `The name is ${name.length} characters; TRF allows at most 33.` };
  const text = oneLine('name', 'The name', name) ?? oneLine('club', 'Club', p.club) ?? oneLine('corpIdentity', 'Corp identity', p.corpIdentity) ??
    oneLine('runnerIdentity', 'Runner identity', p.runnerIdentity) ?? oneLine('pronouns', 'Pronouns', p.pronouns);
  if (text) return text;
  if (!Number.isInteger(p.rating) || p.rating < 0 || p.rating > 4000) {
    return { field: 'rating', message: `Rating must be a whole number from 0 (unrated) to 4000, not "${String(p.rating)}".` };
  }
  const wording: Readonly<Record<string, string>> = {
    title: 'Title must be one of GM, IM, FM, CM, WGM, WIM, WFM, WCM.',
    federation: 'Federation is three capital letters, e.g. NOR.',
    fideId: 'FIDE ID is digits only (at most 11).',
    birthDate: 'Birth date is YYYY or YYYY/MM/DD.',
    sex: 'Sex is m or w.',
  };
  const problem = playerFieldProblems(p).find((x) => !x.cosmetic || options.cosmetic === 'refuse');
  if (problem) return { field: problem.field, message: wording[problem.field] ?? problem.message };
  const tooLong = oneLine('title', 'Title', p.title) ?? oneLine('birthDate', 'Birth date', p.birthDate) ?? oneLine('federation', 'Federation', p.federation) ?? oneLine('fideId', 'FIDE ID', p.fideId);
  if (tooLong) return tooLong;
  if (p.club && p.club.length > 40) return { field: 'club', message: 'Club is at most 40 characters.' };
  if (p.corpIdentity && p.corpIdentity.length > 60) return { field: 'corpIdentity', message: 'Corp identity is at most 60 characters.' };
  if (p.runnerIdentity && p.runnerIdentity.length > 60) return { field: 'runnerIdentity', message: 'Runner identity is at most 60 characters.' };
  if (p.pronouns && p.pronouns.length > 20) return { field: 'pronouns', message: 'Pronouns are at most 20 characters.' };
  if (p.fixedBoard !== undefined && (!Number.isInteger(p.fixedBoard) || p.fixedBoard < 1 || p.fixedBoard > 9999)) {
    return { field: 'fixedBoard', message: `Fixed board must be a whole number from 1 to 9999, not "${String(p.fixedBoard)}".` };
  }
  return null;
};

export const isBoardResult = (x: unknown): x is BoardResult =>
  typeof x === 'string' && (boardResults as readonly string[]).includes(x);

/**
 * The registration fields of a player read from a file (a TRF import): the TRF title letters as
 * titles, the federation in capitals. The result goes through checkPlayerInput like any input,
 * so an import stores nothing the app's own forms and backup reader would refuse.
 */
export const importedPlayerInput = (p: PlayerInput): PlayerInput => ({
  ...p,
  ...(p.title ? { title: titleFromFile(p.title) } : {}),
  ...(p.federation ? { federation: p.federation.toUpperCase() } : {}),
});

/** Drops empty optional fields so that rows never hold "" for "not given". */
export const cleanPlayerInput = (p: PlayerInput): PlayerInput => {
  const out: { -readonly [K in keyof PlayerInput]: PlayerInput[K] } = { name: p.name.trim(), rating: p.rating };
  if (p.title) out.title = p.title;
  if (p.federation) out.federation = p.federation;
  if (p.fideId) out.fideId = p.fideId;
  if (p.birthDate) out.birthDate = p.birthDate;
  if (p.sex) out.sex = p.sex;
  if (p.club?.trim()) out.club = p.club.trim();
  if (p.corpIdentity?.trim()) out.corpIdentity = p.corpIdentity.trim();
  if (p.runnerIdentity?.trim()) out.runnerIdentity = p.runnerIdentity.trim();
  if (p.pronouns?.trim()) out.pronouns = p.pronouns.trim();
  if (p.fixedBoard !== undefined) out.fixedBoard = p.fixedBoard;
  return out;
};
