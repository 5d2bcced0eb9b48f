import type { Colour, PlayerId } from './tournament';

/**
 * Why a paired round was paired as it was, for one board or the bye: the value a system's
 * `explain` capability returns (src/core/systems), shown by the Rounds screen's "Why?", the
 * command line's `--explain` and the players' phones. Every claim in it was computed, never told:
 * the alternatives were re-solved with the pair forced and compared criterion by criterion.
 */

/** What is asked about: a board (1-based, in the round's board order), a player, or a player and another. */
export interface ExplainQuestion {
  readonly round: number;
  readonly board?: number;
  readonly player?: PlayerId;
  /** A named alternative opponent of `player` (or of the board's first player). */
  readonly other?: PlayerId;
  /** At most this many alternatives from the score group (the named one always comes too); absent: the system's default. */
  readonly maxAlternatives?: number;
}

/** One player of the board or the bye, as the system saw him before the round. */
export interface ExplainedPlayer {
  readonly id: PlayerId;
  /** Score (in tenths) the system paired him on (with acceleration for the FIDE systems). */
  readonly score: number;
  /** The score group or bracket in words: "the 3-point group". */
  readonly group: string;
  /** His float in this round: down to a lower score, up to a higher one, or none. */
  readonly float: 'down' | 'up' | 'none';
  /** The float in words, or '' when none: "floated down from the 3-point group to meet a 2½". */
  readonly floatText: string;
}

/** How one alternative (another opponent, or the bye to another player) compares with what was paired. */
export interface ExplainedAlternative {
  /** The player whose opponent is replaced (or who would get the bye instead). */
  readonly player: PlayerId;
  /** His alternative opponent; null: the bye. */
  readonly opponent: PlayerId | null;
  /**
   * 'forbidden': an absolute rule rules the pair out (C1-C3); 'incomplete': with it the rest of the
   * round cannot be paired (C4); 'worse': a criterion is worse; 'equal': every criterion is equal,
   * the tie-break rule decided; 'better': the alternative is better (the round on record was
   * changed by hand, not the system's own pairing).
   */
  readonly verdict: 'forbidden' | 'incomplete' | 'worse' | 'equal' | 'better';
  /** The rule as cited ("C.04.3 C7", 2017 numbering under the 2017 rules); '' when none. */
  readonly rule: string;
  /** The sentence: "pairing Ann with Cem instead would leave one more player to float down from the 3-point group (C.04.3 C6)". */
  readonly text: string;
  /**
   * Systems that pair by least total cost (single- and double-sided Swiss): the round's total cost
   * as paired and with this alternative forced (decimals), and the cost term that grows most with
   * it ('score', 'side-bias', 'rematch', 'bye'; null when none grows).
   */
  readonly cost?: { readonly chosen: string; readonly alternative: string; readonly term: string | null };
}

export interface PairingExplanation {
  readonly round: number;
  /** The board (1-based) or null for the bye. */
  readonly board: number | null;
  readonly players: readonly ExplainedPlayer[];
  /** Who has White (the first seat) and the rule that decided it; null for the bye or a system without colours rules. */
  readonly colour: { readonly first: PlayerId; readonly colour: Colour; readonly rule: string; readonly text: string } | null;
  /** Sentences that explain the board itself (score groups, floats, the rule step, the table row). */
  readonly facts: readonly string[];
  readonly alternatives: readonly ExplainedAlternative[];
  /** One short line for the player's phone, from the first player's side: "You play Bob because …". */
  readonly short: string;
}

export type ExplainOutcome =
  | { readonly ok: true; readonly explanation: PairingExplanation }
  | { readonly ok: false; readonly reason: 'no-such-round' | 'no-such-board' | 'no-such-player' | 'not-this-system'; readonly detail: string };
