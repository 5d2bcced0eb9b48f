import { assertNever } from '../../../core/model';
import type { CheckedBoard, RoundFinding } from '../../../worker/protocol';

/** Names by start rank; an unknown rank reads "player N". */
export type NameOf = (id: number) => string;

const list = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`;

const board = (b: CheckedBoard, name: NameOf): string =>
  `${name(b.white)} (white) – ${name(b.black)}${b.board === null ? '' : ` on board ${b.board}`}`;

/** "pairs A (white) – B on board 2 and gives the bye to C" (the program's side). */
const programWords = (boards: readonly CheckedBoard[], name: NameOf): string => {
  const games = boards.filter((b) => b.black !== 0);
  const byes = boards.filter((b) => b.black === 0);
  return list([
    ...(games.length > 0 ? [`pairs ${list(games.map((b) => board(b, name)))}`] : []),
    ...byes.map((b) => `gives the bye to ${name(b.white)}`),
  ]);
};

/** "A (white) – C on board 2 and the bye to B" (the tournament's side). */
const tournamentWords = (boards: readonly CheckedBoard[], name: NameOf): string =>
  boards.length === 0
    ? 'these players on no board'
    : list(boards.map((b) => (b.black === 0 ? `the bye to ${name(b.white)}` : board(b, name))));

/**
 * One round the program pairs differently, in the organiser's words, e.g.
 * "Round 3: the program pairs Smith (white) – Jones on board 2; the tournament has Smith (white) – Brown on board 2."
 */
export const describeFinding = (f: RoundFinding, name: NameOf): string => {
  switch (f.kind) {
    case 'differs': return `Round ${f.round}: the program ${programWords(f.program, name)}; the tournament has ${tournamentWords(f.tournament, name)}.`;
    case 'no-valid-pairing': return `Round ${f.round}: the program finds no valid pairing (${f.detail}).`;
    default: return assertNever(f);
  }
};

/** The verdict over the whole tournament. */
export const describeCheck = (rounds: number, findings: readonly RoundFinding[]): string =>
  findings.length === 0
    ? `Every round agrees: the program pairs ${rounds === 1 ? 'the only round' : `all ${rounds} rounds`} exactly as the tournament has them.`
    : `${findings.length} of ${rounds} rounds differ from the program's pairing (the first is round ${findings[0]!.round}).`;
