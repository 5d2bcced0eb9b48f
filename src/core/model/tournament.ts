import type { BoardResult, ByeKind, ScoringRule } from './outcome';
import type { Tenths } from './points';

/** A player's start rank (TRF column 5-8), 1-based and unique within a tournament. */
export type PlayerId = number & { readonly __brand: 'PlayerId' };
export const playerId = (n: number): PlayerId => {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`a player id is a positive integer, got ${n}`);
  return n as PlayerId;
};

export const sexes = ['m', 'w'] as const;
export type Sex = (typeof sexes)[number];

/**
 * What an organiser registers about a player: the one list of fields shared by the model, the
 * registration form, the CSV import and the JSON backup.
 */
export interface PlayerDetails {
  readonly name: string;
  /** 0 when unrated. */
  readonly rating: number;
  readonly title?: string;
  readonly federation?: string;
  readonly fideId?: string;
  /** As written in the TRF (YYYY/MM/DD or YYYY). */
  readonly birthDate?: string;
  readonly sex?: Sex;
  readonly club?: string;
  /** Netrunner: the corp and runner identities the player registered, and their pronouns. */
  readonly corpIdentity?: string;
  readonly runnerIdentity?: string;
  readonly pronouns?: string;
  /**
   * A board (table) the player always plays on, e.g. for accessibility; 1-based. Board numbering
   * (src/core/pairing-edit assignBoards) puts the player's pairing there; the pairing is unchanged.
   */
  readonly fixedBoard?: number;
}

export interface Player extends PlayerDetails {
  readonly id: PlayerId;
  /** Not paired from this round on (1-based); absent = still playing. */
  readonly withdrawnFromRound?: number;
}

/**
 * One board of a round. `games` holds one result per game the pair plays in this round: one for
 * chess, two for TCEC double rounds and two-game engine matches (game i has colours swapped when
 * i is odd, so `white` is White of the first game). null = not yet played.
 */
export interface Pairing {
  readonly board: number;
  readonly white: PlayerId;
  readonly black: PlayerId;
  readonly games: readonly (BoardResult | null)[];
  /**
   * The results this board had when later rounds were paired, when they were corrected after
   * that: FIDE C.04.2 (and C.04.1 F of the earlier text) — a result written down wrongly, once
   * corrected, affects only the pairings yet to be made. Oldest first; a pairing checker replays
   * round k with the first entry whose `pairedThrough` is at least k (the current `games` after
   * the last one). Absent when the board was never corrected after a later round was paired.
   */
  readonly asPaired?: readonly ResultsAsPaired[];
  /**
   * A result the players agreed rather than played out (Netrunner): an intentional draw (Cobra's
   * "Intentional Draw": a single-sided tie, a double-sided split), or a 241 (double-sided: the
   * first game's winner takes both wins). The games hold the points; this says how they came, for
   * the pairings, the printout and the AlwaysBeRunning export. Absent: played.
   */
  readonly agreement?: Agreement;
}

/** How an agreed result came about (Pairing.agreement). */
export type Agreement = 'intentional-draw' | '241';
export const agreements: readonly Agreement[] = ['intentional-draw', '241'];

/** A board's results as they stood when rounds up to `pairedThrough` were paired. */
export interface ResultsAsPaired {
  readonly games: readonly (BoardResult | null)[];
  readonly pairedThrough: number;
}

/** The games a board had when round `round` (later than the board's own round) was paired. */
export const gamesWhenPairing = (p: Pairing, round: number): readonly (BoardResult | null)[] =>
  p.asPaired?.find((e) => e.pairedThrough >= round)?.games ?? p.games;

export interface Bye {
  readonly player: PlayerId;
  readonly kind: ByeKind;
}

/** True when every game of `round` has a result. */
export const roundComplete = (r: Round): boolean => r.pairings.every((p) => p.games.every((g) => g !== null));

export interface Round {
  /** 1-based. */
  readonly number: number;
  /** In board (playing) order. */
  readonly pairings: readonly Pairing[];
  readonly byes: readonly Bye[];
  /**
   * Players whose game of this round does not exist for the standings: it was against a player
   * whose results are annulled (a round robin's withdrawal with fewer than half the games played).
   * The round is no part of their record: neither a game nor an absence.
   */
  readonly annulled?: readonly PlayerId[];
}

/** One TRF-2026 299 adjustment: `points` (may be negative) for `player` in `round` (null: each round played). */
export interface PointAdjustment {
  readonly player: PlayerId;
  readonly round: number | null;
  readonly points: Tenths;
}

/** The sum of a player's adjustments over the first `roundsPlayed` rounds. */
export const adjustmentOf = (adjustments: readonly PointAdjustment[] | undefined, player: PlayerId, roundsPlayed: number): number =>
  (adjustments ?? []).reduce((sum, a) => a.player !== player ? sum : a.round === null ? sum + a.points * roundsPlayed : a.round <= roundsPlayed ? sum + a.points : sum, 0);

/** A bye or absence decided before its round is paired (a requested half-point bye, a known absence). */
export interface PlannedBye extends Bye {
  readonly round: number;
  readonly kind: 'H' | 'Z' | 'F';
}

export const colours = ['white', 'black'] as const;
export type Colour = (typeof colours)[number];

/** Each system's own settings; the union grows with each system. */
export type SystemSettings =
  | { readonly system: 'tcec'; readonly double: boolean }
  | {
      readonly system: 'dutch';
      readonly rules: '2026' | '2017';
      /** Baku acceleration (C.04.5.1 / C.04.7) when the TRF gives no XXA/250 virtual points. */
      readonly acceleration?: 'baku';
      /** Baku group A: absent = 2·⌈N/4⌉ as C.04.5.1 says; 'bbp' = ⌈N/2⌉ as bbpPairings 6.0 counts it. */
      readonly bakuGroups?: 'bbp';
    }
  | {
      readonly system: 'burstein';
      /** Baku acceleration instead of the default Burstein acceleration (TRF-2026 192 FIDE_BURSTEIN_BAKU). */
      readonly acceleration?: 'baku';
      readonly bakuGroups?: 'bbp';
    }
  /**
   * Single-sided Swiss (Netrunner). model 'sass': the SASS cost ("Single Sided Swiss: How it Works", score factor, bye score);
   * '2025': the Cobra / Aesop's Tables cost model of July 2025 (scoreFactor and byeScore unused).
   * scoreFactor is a decimal (e.g. 2, 1.5); byeScore is the virtual bye opponent's score.
   */
  | {
      readonly system: 'sass'; readonly model: 'sass' | '2025'; readonly scoreFactor: number; readonly byeScore: Tenths;
      /** Seed for the side coin flips when given (CLI --seed); otherwise Tournament.randomSeed. */
      readonly seed?: number;
    }
  /** Double-sided Swiss (Netrunner): two games per round, one per side. */
  | { readonly system: 'double-sided' }
  /**
   * Engine Swiss mode (the "Swiss Mode" README): every pairing is a match of gamesPerMatch games (even), played in
   * pairs of games on one opening with colours swapped. See src/core/systems/engine-swiss.
   */
  | {
      readonly system: 'engine-swiss';
      readonly gamesPerMatch: number;
      /** TCEC-style interleave: sort by rating, N groups, A1, B1, C1, ..., A2, ... */
      readonly seedGroupCount: number;
      /** The TO confirmed rematches, so totalRounds may reach the number of players. */
      readonly rematchesConfirmed: boolean;
      readonly allowExtraPairsOnTie: boolean;
      /** Openings may repeat across matches but never within one match. */
      readonly uniquePerMatchOnly: boolean;
      readonly randomOpenings: boolean;
      /** The TO's imported opening list: EPD/FEN or PGN move list, one per entry. */
      readonly openings: readonly string[];
      /** Order of `openings` (indices), fixed when the event starts so a resumed event continues identically. */
      readonly openingOrder?: readonly number[];
    }
  /**
   * Round robin by the Berger tables (FIDE C.05 Annex 1): single, or double (the second cycle with
   * colours reversed; `exchangeLastRounds`: the first cycle's last two rounds played in reverse
   * order, as the Annex recommends and TRF-2026 192 FIDE_DOUBLEROUNDROBIN names). Pairing numbers
   * are the start ranks. See src/core/systems/round-robin.
   */
  | { readonly system: 'round-robin'; readonly double: boolean; readonly exchangeLastRounds: boolean }
  /**
   * Rolling round-robin ladder (H.G. Muller's "New tournament form"): no rounds; its state (src/core/systems/ladder) is kept
   * beside the tournament (db systemState kind 'ladder') and moves one game at a time.
   */
  | { readonly system: 'ladder' };

export type SystemId = SystemSettings['system'];

/**
 * What the TRF-16 header says about the event besides its name (records 022-132), for the rating
 * report and the printouts. Text as written (an imported file's dates keep their form); the
 * details form writes dates YYYY/MM/DD. 062 and 072 (players, rated players) are derived.
 */
export interface TournamentDetails {
  /** 022 */
  readonly city?: string;
  /** 032: the organising federation (three letters). */
  readonly federation?: string;
  /** 042, 052 */
  readonly startDate?: string;
  readonly endDate?: string;
  /** 092: type of tournament, e.g. "Individual: Swiss-System". */
  readonly type?: string;
  /** 102 */
  readonly chiefArbiter?: string;
  /** 112: one line per deputy chief arbiter. */
  readonly deputyArbiters?: readonly string[];
  /** 122: allotted time per moves/game, e.g. "90'/40 + 30'+30\"". */
  readonly timeControl?: string;
  /** 132: the date of each round (index round - 1), as written (YY/MM/DD in TRF-16, YYYY/MM/DD from the form). */
  readonly roundDates?: readonly string[];
}

export const tournamentDetailKeys = ['city', 'federation', 'startDate', 'endDate', 'type', 'chiefArbiter', 'deputyArbiters', 'timeControl', 'roundDates'] as const;

export interface Tournament {
  readonly name: string;
  /** The TRF-16 header's details (022-132); absent when none were given. */
  readonly details?: TournamentDetails;
  readonly settings: SystemSettings;
  readonly scoring: ScoringRule;
  /** Planned number of rounds (TRF XXR / 142). */
  readonly totalRounds: number;
  readonly players: readonly Player[];
  /** Rounds 1..k as paired so far, in order. */
  readonly rounds: readonly Round[];
  readonly plannedByes: readonly PlannedBye[];
  /** Colour of the top seed in round 1 (TRF XXC / 152), when given. */
  readonly initialColour?: Colour;
  /** Pairs that must never meet (TRF-2026 record 260). */
  readonly forbiddenPairs?: readonly (readonly [PlayerId, PlayerId])[];
  /**
   * Acceleration: virtual points added for pairing only (JaVaFo XXA / TRF-2026 record 250),
   * per player, indexed by round - 1. Never part of the score.
   */
  readonly acceleration?: ReadonlyMap<PlayerId, readonly Tenths[]>;
  /**
   * Points given or taken outside the games (TRF-2026 record 299 with a blank type): they count in
   * the score, for pairing and in the standings. `round` null = in every round played so far.
   */
  readonly pointAdjustments?: readonly PointAdjustment[];
  /**
   * Ordered tie-break list (TRF-2026 record 202 codes, e.g. "BH/C1", "BH", "SB"); when absent the
   * system's default ranking applies (src/core/standings `standings`).
   */
  readonly tieBreaks?: readonly string[];
  /**
   * The rating unrated players (rating 0) count at in the rating-based tie-breaks (ARO, TPR, PTP,
   * APRO, APPO), as the tournament regulations publish it (C.07 Art. 10). Absent = none: those
   * tie-breaks are then refused while an unrated player takes part (src/core/standings).
   */
  readonly unratedRating?: number;
  /** Seed for every random choice the tournament makes (seeding, coin flips), so it can be replayed. */
  readonly randomSeed: number;
}
