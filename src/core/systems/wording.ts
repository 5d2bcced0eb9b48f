import type { BoardResult, ByeKind, GameCode } from '../model';
import { assertNever } from '../model';
import type { Seats } from './systemModule';

/**
 * The words for seats and results, by what is played. Chess: White and Black, results as
 * scoresheets write them ("1-0", "+/-" for a forfeit). Netrunner ("Single Sided Swiss: How it Works"): the TRF's White is
 * the Corp, Black the Runner.
 */

/** One chess game, or a match (TCEC double round, engine Swiss) whose odd games swap colours. */
export const chessSeats = (games: number): Seats => ({
  first: games > 1 ? 'White in game 1' : 'White',
  second: games > 1 ? 'Black in game 1' : 'Black',
  gameLabels: Array.from({ length: games }, (_, i) => (games === 1 ? 'Game' : i % 2 === 0 ? `Game ${i + 1}: first player White` : `Game ${i + 1}: first player Black`)),
  outcomes: ['1-0', '½-½', '0-1'],
});

export const chessResultText = (r: BoardResult): string => {
  switch (r) {
    case 'white-wins': return '1-0';
    case 'draw': return '½-½';
    case 'black-wins': return '0-1';
    case 'white-wins-unrated': return '1-0 (unrated)';
    case 'draw-unrated': return '½-½ (unrated)';
    case 'black-wins-unrated': return '0-1 (unrated)';
    case 'white-wins-forfeit': return '+/-';
    case 'black-wins-forfeit': return '-/+';
    case 'double-forfeit': return '-/-';
    default: return assertNever(r);
  }
};

/** Single-sided Swiss: one game, Corp against Runner. */
export const singleSidedSeats: Seats = { first: 'Corp', second: 'Runner', gameLabels: ['Game'], outcomes: ['Corp win', 'Runner win', 'Tie'] };

/** Double-sided Swiss: each pair plays one game per side; the first player corps game 1, the second game 2. */
export const doubleSidedSeats = (games: number): Seats => ({
  first: 'Corp in game 1',
  second: 'Corp in game 2',
  gameLabels: Array.from({ length: games }, (_, i) => (i % 2 === 0 ? `Game ${i + 1}: first player Corp` : `Game ${i + 1}: first player Runner`)),
  outcomes: ['Corp win', 'Runner win', 'Tie'],
});

export const netrunnerResultText = (r: BoardResult): string => {
  switch (r) {
    case 'white-wins': case 'white-wins-unrated': return 'Corp win';
    case 'black-wins': case 'black-wins-unrated': return 'Runner win';
    case 'draw': case 'draw-unrated': return 'Tie';
    case 'white-wins-forfeit': return 'Corp win (forfeit)';
    case 'black-wins-forfeit': return 'Runner win (forfeit)';
    case 'double-forfeit': return 'Both forfeit';
    default: return assertNever(r);
  }
};

/** A bye a player asks for at the registration desk: full-point, half-point or zero-point. */
export type RequestedBye = Extract<ByeKind, 'F' | 'H' | 'Z'>;

/**
 * What the registration screens ask and how the rounds screens word byes and corrections, by what
 * is played. A module without `wording` speaks chess (`chessWording`); ask `wordingOf(module)`.
 */
export interface SystemWording {
  /** Each kind of bye in words, wherever a bye is shown ("bye (pairing-allocated)", not "(U)"). */
  readonly byes: { readonly [K in ByeKind]: string };
  /** The byes the registration desk offers a player who asks, the first being the desk's default. */
  readonly requestedByes: readonly RequestedBye[];
  /** What a late entry may score for the rounds it missed, the first being the default. */
  readonly missedRounds: readonly Extract<RequestedBye, 'Z' | 'H'>[];
  /**
   * Whether a player is registered with a rating and the FIDE fields (title, federation, FIDE ID,
   * birth date, sex) that seeding and the rating report need; Netrunner seeds at random and
   * registers identities instead.
   */
  readonly ratings: boolean;
  /**
   * The rule cited when a result is corrected after later rounds were paired from it (they stay as
   * paired): FIDE C.04.2 for chess; '' where the system's documents say nothing, and no rule is cited.
   */
  readonly correctionRule: string;
  /**
   * One game from one player's side (the player card, the statistics): the player's seat in that
   * game (chess: White or Black; Netrunner: Corp or Runner, as "Single Sided Swiss: How it Works"
   * names the TRF's White and Black) and the heading over it.
   */
  readonly gameSeats: { readonly white: string; readonly black: string; readonly heading: string };
  /** A game's result from one player's side, by the TRF code on the player's line. */
  readonly playerResults: { readonly [C in GameCode]: string };
}

export const chessWording: SystemWording = {
  byes: { U: 'bye (pairing-allocated)', F: 'full-point bye', H: 'half-point bye', Z: 'zero-point bye', absent: 'absent' },
  requestedByes: ['H', 'Z', 'F'],
  missedRounds: ['Z', 'H'],
  ratings: true,
  correctionRule: 'FIDE C.04.2',
  gameSeats: { white: 'White', black: 'Black', heading: 'Colour' },
  // As a crosstable writes them; a game not rated (fewer than two moves) and a forfeit said so.
  playerResults: { 1: '1', '=': '½', 0: '0', W: '1 (not rated)', D: '½ (not rated)', L: '0 (not rated)', '+': '+ (forfeit win)', '-': '− (forfeit loss)' },
};

/**
 * Netrunner: the bye is a win of every game of the round (NSG's rules, as Cobra gives it); a player
 * who misses a round scores nothing for it (Cobra has no requested half bye, so none is offered).
 */
export const netrunnerWording: SystemWording = {
  byes: { U: 'bye', F: 'requested bye (a win)', H: 'partial bye', Z: 'no points (sat out)', absent: 'not paired' },
  requestedByes: ['Z', 'F'],
  missedRounds: ['Z'],
  ratings: false,
  correctionRule: '',
  gameSeats: { white: 'Corp', black: 'Runner', heading: 'Side' },
  // Netrunner rates no game: a win, a tie or a loss (a forfeit said so).
  playerResults: { 1: 'Win', '=': 'Tie', 0: 'Loss', W: 'Win', D: 'Tie', L: 'Loss', '+': 'Win (forfeit)', '-': 'Loss (forfeit)' },
};
