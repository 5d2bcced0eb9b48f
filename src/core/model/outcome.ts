import type { Tenths } from './points';
import { tenths } from './points';

/**
 * The result of one game from one player's point of view, by its TRF result code
 * (TRF-16 / TRF-2026, field "result" of the 001 line):
 *   '1' '=' '0'  played game won / drawn / lost (rated)
 *   'W' 'D' 'L'  played game won / drawn / lost, not rated (e.g. fewer than two moves)
 *   '+' '-'      forfeit win / forfeit loss (the game was not played)
 * A double forfeit is two '-' on one board.
 */
export const gameCodes = ['1', '=', '0', 'W', 'D', 'L', '+', '-'] as const;
export type GameCode = (typeof gameCodes)[number];

/** The outcome of a board, from White's side. */
export const boardResults = [
  'white-wins',
  'draw',
  'black-wins',
  'white-wins-unrated',
  'draw-unrated',
  'black-wins-unrated',
  'white-wins-forfeit',
  'black-wins-forfeit',
  'double-forfeit',
] as const;
export type BoardResult = (typeof boardResults)[number];

/** The two codes a board result writes into White's and Black's TRF lines. */
export const codesOf = (r: BoardResult): readonly [white: GameCode, black: GameCode] => {
  switch (r) {
    case 'white-wins': return ['1', '0'];
    case 'draw': return ['=', '='];
    case 'black-wins': return ['0', '1'];
    case 'white-wins-unrated': return ['W', 'L'];
    case 'draw-unrated': return ['D', 'D'];
    case 'black-wins-unrated': return ['L', 'W'];
    case 'white-wins-forfeit': return ['+', '-'];
    case 'black-wins-forfeit': return ['-', '+'];
    case 'double-forfeit': return ['-', '-'];
    default: return assertNever(r);
  }
};

/** Inverse of codesOf; null when the pair of codes cannot describe one board (e.g. '1' against '1'). */
export const boardResultOf = (white: GameCode, black: GameCode): BoardResult | null => {
  for (const r of boardResults) {
    const [w, b] = codesOf(r);
    if (w === white && b === black) return r;
  }
  return null;
};

/** True when the game was actually played over the board (counts for colour history). */
export const isPlayed = (r: BoardResult): boolean =>
  r !== 'white-wins-forfeit' && r !== 'black-wins-forfeit' && r !== 'double-forfeit';

/**
 * A round in which a player has no opponent, by TRF code:
 *   'U' pairing-allocated bye (PAB, the system gave it)   'F' full-point bye (requested)
 *   'H' half-point bye (requested)                         'Z' zero-point bye (requested / absent)
 * and 'absent' for a blank entry (not paired, nothing scored).
 */
export const byeKinds = ['U', 'F', 'H', 'Z', 'absent'] as const;
export type ByeKind = (typeof byeKinds)[number];

/**
 * Points for each kind of outcome (bbpPairings' BBW/BBD/BBL/BBZ/BBF/BBU, TRF-2026 record 162).
 * forfeitWin defaults to win and forfeitLoss to loss; a double forfeit scores forfeitLoss for both.
 */
export interface ScoringRule {
  readonly win: Tenths;
  readonly draw: Tenths;
  readonly loss: Tenths;
  readonly forfeitWin: Tenths;
  readonly forfeitLoss: Tenths;
  /** 'U': the pairing-allocated bye. */
  readonly pairingAllocatedBye: Tenths;
  /** 'F' */
  readonly fullPointBye: Tenths;
  /** 'H' */
  readonly halfPointBye: Tenths;
  /** 'Z' and blank */
  readonly zeroPointBye: Tenths;
}

const scoringKeys = ['win', 'draw', 'loss', 'forfeitWin', 'forfeitLoss', 'pairingAllocatedBye', 'fullPointBye', 'halfPointBye', 'zeroPointBye'] as const;

/**
 * What is wrong with a point system, in words, or null: every value from 0 to 99 points in tenths,
 * a win worth more than a loss, a draw from a loss to a win.
 */
export const scoringProblem = (s: ScoringRule): string | null => {
  const bad = scoringKeys.find((k) => !Number.isInteger(s[k]) || s[k] < 0 || s[k] > 990);
  if (bad !== undefined) return `Points for "${bad}" must be from 0 to 99 with at most one decimal.`;
  return s.win > s.loss && s.draw <= s.win && s.draw >= s.loss ? null : 'A win must score more than a loss, and a draw from a loss to a win.';
};

export const chessScoring: ScoringRule = {
  win: tenths(10), draw: tenths(5), loss: tenths(0),
  forfeitWin: tenths(10), forfeitLoss: tenths(0),
  pairingAllocatedBye: tenths(10), fullPointBye: tenths(10), halfPointBye: tenths(5), zeroPointBye: tenths(0),
};

/** Netrunner: 3 points per win, 1 per tie (intentional draw), byes worth a win. */
export const netrunnerScoring: ScoringRule = {
  win: tenths(30), draw: tenths(10), loss: tenths(0),
  forfeitWin: tenths(30), forfeitLoss: tenths(0),
  pairingAllocatedBye: tenths(30), fullPointBye: tenths(30), halfPointBye: tenths(10), zeroPointBye: tenths(0),
};

/**
 * Double-sided Swiss: a round is two games, so a bye is two game wins, 6 points (NSG Tournament
 * Rules: a bye counts as a win of every game of the round; Cobra gives a double-sided bye 6), and
 * a requested half-point bye one game win.
 */
export const doubleSidedScoring: ScoringRule = {
  ...netrunnerScoring,
  pairingAllocatedBye: tenths(60), fullPointBye: tenths(60), halfPointBye: tenths(30),
};

/** Points a player earns from one game, given the code on their own line. */
export const pointsForGame = (code: GameCode, s: ScoringRule): Tenths => {
  switch (code) {
    case '1': case 'W': return s.win;
    case '=': case 'D': return s.draw;
    case '0': case 'L': return s.loss;
    case '+': return s.forfeitWin;
    case '-': return s.forfeitLoss;
    default: return assertNever(code);
  }
};

export const pointsForBye = (kind: ByeKind, s: ScoringRule): Tenths => {
  switch (kind) {
    case 'U': return s.pairingAllocatedBye;
    case 'F': return s.fullPointBye;
    case 'H': return s.halfPointBye;
    case 'Z': case 'absent': return s.zeroPointBye;
    default: return assertNever(kind);
  }
};

export function assertNever(x: never): never {
  throw new Error(`unexpected value: ${String(x)}`);
}
