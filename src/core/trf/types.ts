import type { Colour, GameCode, PlayerId, PointAdjustment, ScoringRule, Tenths } from '../model';

/**
 * The result column of a round entry on a 001 line (TRF-16 / TRF-2026, column 99 for round 1):
 *   '1' '=' '0'  played game won / drawn / lost       'W' 'D' 'L'  the same, not rated
 *   '+' '-'      forfeit win / forfeit loss
 *   'H' 'F' 'U' 'Z'  half-point / full-point / pairing-allocated / zero-point bye
 *   ' '          blank: with an opponent, a scheduled game without a result yet; without one, ≡ 'Z'
 * Letter codes are case-insensitive in the file; the reader stores them upper case.
 */
export const trfResultCodes = ['1', '=', '0', 'W', 'D', 'L', '+', '-', 'H', 'F', 'U', 'Z', ' '] as const;
export type TrfResultCode = (typeof trfResultCodes)[number];

export const trfByeCodes = ['H', 'F', 'U', 'Z'] as const;
export type TrfByeCode = (typeof trfByeCodes)[number];

/** Column 97 (round 1): scheduled colour; '-' = bye or not paired; ' ' = blank (≡ '-' for a bye). */
export const trfColours = ['w', 'b', '-', ' '] as const;
export type TrfColour = (typeof trfColours)[number];

/** One round's 10 columns of a 001 line (92-95 opponent, 97 colour, 99 result for round 1). */
export interface TrfRoundEntry {
  /** Start rank of the scheduled opponent; null for `0000` or four blanks (bye, absent, not paired). */
  readonly opponent: number | null;
  readonly colour: TrfColour;
  readonly result: TrfResultCode;
}

/** One 001 record (TRF-16 / TRF-2026 player section). */
export interface TrfPlayer {
  /** Columns 5-8. */
  readonly startRank: number;
  /** Column 10 as written ('m', 'w' or '' when blank). */
  readonly sex: string;
  /** Columns 11-13, trimmed. */
  readonly title: string;
  /** Columns 15-47, trimmed. */
  readonly name: string;
  /** Columns 49-52; 0 when blank. */
  readonly rating: number;
  /** Columns 54-56, trimmed. */
  readonly federation: string;
  /** Columns 58-68, trimmed. */
  readonly fideId: string;
  /** Columns 70-79, trimmed (YYYY/MM/DD as written). */
  readonly birthDate: string;
  /** Columns 81-84. */
  readonly points: Tenths;
  /** Columns 86-89; null when blank. */
  readonly rank: number | null;
  /** Index i = TRF round i + 1. A line may stop before the last round (not paired yet). */
  readonly rounds: readonly TrfRoundEntry[];
  /**
   * The line as read. writeTrf emits it verbatim while it still says exactly what the fields say
   * (so odd but valid alignments survive a round trip); otherwise it formats the fields itself.
   */
  readonly source?: string;
}

/** Every line that is not a 001 record, in file order (header records, blank lines, ### comments). */
export interface TrfRecord {
  /** The whole line, without its line ending. */
  readonly text: string;
  /** How many 001 lines came before this line in the file (where writeTrf puts it back). */
  readonly playersBefore: number;
}

/** A group of players who must not meet (JaVaFo XXP: always; TRF-2026 260: in rounds first..last). */
export interface TrfForbiddenGroup {
  readonly players: readonly PlayerId[];
  readonly firstRound?: number;
  readonly lastRound?: number;
}

/** A bye decided before its round (TRF-2026 240: F/H/Z; JaVaFo XXZ: Z in the round to be paired). */
export interface TrfPlannedBye {
  readonly player: PlayerId;
  readonly kind: 'F' | 'H' | 'Z';
  /** null for XXZ: "the round to be paired next". */
  readonly round: number | null;
}

/** What the header records say, parsed. */
export interface TrfSettings {
  /** XXR / 142. */
  readonly totalRounds?: number;
  /** XXC white1|black1 / 152 W|B. */
  readonly initialColour?: Colour;
  /** XXC rank: pair by ranking ids instead of start ranks. */
  readonly pairByRank: boolean;
  /** chessScoring overridden by BBW/BBD/BBL/BBZ/BBF/BBU, 162 and XXS. */
  readonly scoring: ScoringRule;
  /** True when any scoring record was present. */
  readonly scoringGiven: boolean;
  /** XXA (per round) and 250 (ranges) merged: virtual points per player, index = round - 1. */
  readonly acceleration: ReadonlyMap<PlayerId, readonly Tenths[]>;
  /** True when any XXA or 250 record was present (bbpPairings then applies no default acceleration). */
  readonly accelerationGiven: boolean;
  readonly forbidden: readonly TrfForbiddenGroup[];
  readonly plannedByes: readonly TrfPlannedBye[];
  /** 192, trimmed (TRF-2026 encoded type of tournament). */
  readonly system?: string;
  /** 1-based line of the 192 record. */
  readonly systemLine?: number;
  /**
   * Pairwise's PWS record: the system's settings as JSON (columns 5 on), for a system whose 192
   * code does not say them all (CUSTOM_SWISS); other programs ignore unknown record codes.
   */
  readonly pairwiseSettings?: { readonly value: unknown; readonly line: number };
  /** 092, trimmed (free-text type of tournament; bbpPairings writes e.g. FIDE_DUTCH_2025). */
  readonly tournamentType?: string;
  /** 012, trimmed. */
  readonly name?: string;
  /** TRF-2026 202: the tie-breaks that break ties, as written (comma-separated codes, trimmed). */
  readonly tieBreaks?: readonly string[];
  /** TRF-2026 212: the tie-breaks that define the standings ("like 202 plus the PTS code"). */
  readonly standingsTieBreaks?: readonly string[];
  /** Pairwise's PWR records: results later rounds were paired from, before a correction. */
  readonly resultsAsPaired?: readonly TrfResultAsPaired[];
  /** Pairwise's PWW records: players who withdrew, each with the TRF round from which they are not paired. */
  readonly withdrawals?: readonly TrfWithdrawal[];
  /** TRF-2026 299 point adjustments (blank type), one per player, with the record's line. */
  readonly pointAdjustments?: readonly (PointAdjustment & { readonly line: number })[];
  /** TRF-2026 172 and 182 as written (kept; nothing Pairwise computes depends on them). */
  readonly rankingRecords?: readonly { readonly code: string; readonly text: string; readonly line: number }[];
}

/**
 * One PWW line (a Pairwise extension; other programs ignore unknown record codes): player `player`
 * withdrew and is not paired from TRF round `fromRound` on. TRF-16 and TRF-2026 have no record for
 * a withdrawal: other programs write the rounds a withdrawn player will not play as zero-point byes
 * decided ahead (`0000 - Z`), which Pairwise also writes and reads; a finished event has no such
 * rounds left, hence this line. Columns: 1-3 PWW, 5-7 round, 9-12 start rank.
 */
export interface TrfWithdrawal {
  readonly player: PlayerId;
  readonly fromRound: number;
  /** 1-based line of the record (for messages). */
  readonly line: number;
}

/**
 * One PWR line (a Pairwise extension; bbpPairings and JaVaFo ignore unknown record codes):
 * player `player`'s result in `round` stood at `code` (null: not entered yet) when rounds up to
 * `pairedThrough` were paired, and was corrected afterwards (FIDE C.04.2: a corrected result
 * affects only the pairings yet to be made). Columns: 1-3 PWR, 5-7 round, 9-12 start rank,
 * 14-16 last round paired from it, 18 the 001 result code or * for none.
 */
export interface TrfResultAsPaired {
  readonly round: number;
  readonly player: PlayerId;
  readonly pairedThrough: number;
  readonly code: GameCode | null;
  /** 1-based line of the record (for messages). */
  readonly line: number;
}

export const trfLineEndings = ['\r', '\n', '\r\n'] as const;
export type TrfLineEnding = (typeof trfLineEndings)[number];

export interface TrfDocument {
  readonly players: readonly TrfPlayer[];
  readonly records: readonly TrfRecord[];
  /** Parsed from `records`; writeTrf writes `records`, not this. */
  readonly settings: TrfSettings;
  /** The file's line ending (the first one found; LF when the file has a single line). */
  readonly lineEnding: TrfLineEnding;
  /** Whether the last line ends with a line ending. */
  readonly finalLineEnding: boolean;
}

/** 1-based line and column, and what was expected there. */
export interface TrfError {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** Something odd the reader accepted. */
export interface TrfWarning extends TrfError {
  /**
   * The file was read with a value it does not state, inferred from its other columns (as JaVaFo
   * infers the point system from the points column). It changes what the file means, so the
   * command line prints it on stderr; the other warnings (fields kept as written) it does not.
   */
  readonly inferred?: true;
}

export type TrfReadResult =
  | { readonly ok: true; readonly doc: TrfDocument; readonly warnings: readonly TrfWarning[] }
  | { readonly ok: false; readonly error: TrfError };
