import { boardResults, normalisedPlayerFields, playerFieldProblems, refusesInput, titleFromFile } from '../core/model';
import type { BoardResult, PlayerDetails, ScoringRule, SystemSettings } from '../core/model';

/**
 * Checks on what a user typed, before anything is written. Each failure names the field (where)
 * and the rule it breaks (why), so the UI can show it beside the input.
 */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/**
 * What the registration form and the importers hand to the repository: the player's details, and
 * from a FIDE rating list entry the K it gives (FIDE Rating Regulations 8.3.3) and the games
 * rated in its period.
 */
export type PlayerInput = PlayerDetails & { readonly kFactor?: number; readonly listGames?: number };

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

/** The rules of the number fields in words, quoting what was typed (a form passes the text, not the number it did not make). */
export const ratingMessage = (typed: string): string => `Rating must be a whole number from 0 (unrated) to 4000, not ${JSON.stringify(typed)}.`;
export const fixedBoardMessage = (typed: string): string => `Fixed board must be a whole number from 1 to 9999, not ${JSON.stringify(typed)}.`;

/**
 * What a registration form typed in its number fields (rating, fixed board) that is no whole
 * number: the problems quoting the text as typed ("1800a", "17.5"), not the number it would not make.
 */
export const typedNumberProblems = (typed: { readonly rating: string; readonly fixedBoard?: string }): FieldError[] => [
  ...(/^\d*$/.test(typed.rating.trim()) ? [] : [{ field: 'rating', message: ratingMessage(typed.rating.trim()) }]),
  ...(typed.fixedBoard === undefined || /^\d*$/.test(typed.fixedBoard.trim()) ? [] : [{ field: 'fixedBoard', message: fixedBoardMessage(typed.fixedBoard.trim()) }]),
];

/**
 * Every problem with a player's fields as typed in (`from: 'typed'`, the default: the form, a CSV)
 * or read from a file in TRF or backup form (`from: 'file'`: an unusual title or birth date
 * another program wrote is kept as written; the reader reported it as a warning). The field rules
 * are core/model's playerFieldProblems: one validator for every way a player comes in. All the
 * problems at once, each naming its field, in words.
 */
export const playerInputProblems = (p: PlayerInput, options: { readonly from: 'typed' | 'file' } = { from: 'typed' }): FieldError[] => {
  const out: FieldError[] = [];
  const name = p.name.trim();
  if (name === '') out.push({ field: 'name', message: 'The player needs a name.' });
  // TRF 001 line, columns 15-47: the name has room for 33 characters.
  else if (name.length > 33) out.push({ field: 'name', message: `The name is ${name.length} characters; TRF allows at most 33.` });
  for (const x of [oneLine('name', 'The name', name), oneLine('club', 'Club', p.club), oneLine('corpIdentity', 'Corp identity', p.corpIdentity),
    oneLine('runnerIdentity', 'Runner identity', p.runnerIdentity), oneLine('pronouns', 'Pronouns', p.pronouns)]) if (x) out.push(x);
  if (!Number.isInteger(p.rating) || p.rating < 0 || p.rating > 4000) out.push({ field: 'rating', message: ratingMessage(String(p.rating)) });
  for (const x of playerFieldProblems(p)) if (refusesInput(x, options.from)) out.push({ field: x.field, message: `${x.message}.` });
  for (const x of [oneLine('title', 'Title', p.title), oneLine('birthDate', 'Birth date', p.birthDate), oneLine('federation', 'Federation', p.federation), oneLine('fideId', 'FIDE ID', p.fideId)]) {
    if (x && !out.some((y) => y.field === x.field)) out.push(x);
  }
  if (p.club && p.club.length > 40) out.push({ field: 'club', message: 'Club is at most 40 characters.' });
  if (p.corpIdentity && p.corpIdentity.length > 60) out.push({ field: 'corpIdentity', message: 'Corp identity is at most 60 characters.' });
  if (p.runnerIdentity && p.runnerIdentity.length > 60) out.push({ field: 'runnerIdentity', message: 'Runner identity is at most 60 characters.' });
  if (p.pronouns && p.pronouns.length > 20) out.push({ field: 'pronouns', message: 'Pronouns are at most 20 characters.' });
  if (p.fixedBoard !== undefined && (!Number.isInteger(p.fixedBoard) || p.fixedBoard < 1 || p.fixedBoard > 9999)) {
    out.push({ field: 'fixedBoard', message: fixedBoardMessage(String(p.fixedBoard)) });
  }
  if (p.kFactor !== undefined && (!Number.isInteger(p.kFactor) || p.kFactor < 1 || p.kFactor > 40)) {
    out.push({ field: 'kFactor', message: `K must be a whole number from 1 to 40 (FIDE uses 40, 20 and 10), not ${JSON.stringify(String(p.kFactor))}.` });
  }
  if (p.listGames !== undefined && (!Number.isInteger(p.listGames) || p.listGames < 0 || p.listGames > 999)) {
    out.push({ field: 'listGames', message: `Games on the list must be a whole number from 0 to 999, not ${JSON.stringify(String(p.listGames))}.` });
  }
  return out;
};

/**
 * `playerInputProblems` as one failure (null when none): the fields named together ("title,
 * birthDate") and each message in turn, so the form shows every problem of the row at once.
 */
export const checkPlayerInput = (p: PlayerInput, options: { readonly cosmetic: 'refuse' | 'keep' } = { cosmetic: 'refuse' }): FieldError | null => {
  const problems = playerInputProblems(p, { from: options.cosmetic === 'keep' ? 'file' : 'typed' });
  if (problems.length === 0) return null;
  return { field: problems.map((x) => x.field).join(', '), message: problems.map((x) => x.message).join(' ') };
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
  if (p.kFactor !== undefined) out.kFactor = p.kFactor;
  if (p.listGames !== undefined) out.listGames = p.listGames;
  return out;
};

/** What a person typed (the form, a CSV), written the app's way: titles in capitals, dates YYYY/MM/DD (core/model normalisedPlayerFields). */
export const typedPlayerInput = (p: PlayerInput): PlayerInput => normalisedPlayerFields(p);
