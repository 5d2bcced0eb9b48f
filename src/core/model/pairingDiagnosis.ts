import { assertNever } from './outcome';
import type { Colour, PlayerId, SystemId } from './tournament';

/**
 * Why two players may not meet in the round being paired: the absolute rule of the system that
 * forbids it. Closed set; each variant names the rule, the formatter gives its article.
 */
export type PairBlock =
  /** C.04.3 C1 (chess), no rematch (double-sided Swiss, engine Swiss): met in these rounds. */
  | { readonly rule: 'rematch'; readonly rounds: readonly number[] }
  /** Single-sided Swiss ("Single Sided Swiss: How it Works", 2025 model): two meetings already. */
  | { readonly rule: 'third-meeting'; readonly rounds: readonly number[] }
  /** The TO forbade the pair (TRF-2026 record 260). */
  | { readonly rule: 'forbidden-pair' }
  /** C.04.3 C3: both have the same absolute colour preference (and neither is a topscorer, A.7). */
  | { readonly rule: 'same-absolute-colour'; readonly colour: Colour; readonly colourDifferences: readonly [number, number] }
  /** TCEC STEP 3: |WGD(p1) + WGD(p2)| > 2, even with an empty encounter history. */
  | { readonly rule: 'colour-balance'; readonly whiteGameDifferences: readonly [number, number] }
  /** SASS ("Single Sided Swiss: How it Works"): a rematch whose forced sides would worsen a side bias. */
  | { readonly rule: 'side-bias'; readonly rounds: readonly number[] }
  /** 2025 single-sided model: every side assignment repeats a corp side or costs 100 or more. */
  | { readonly rule: 'side-cost' };

export type PairBlockRule = PairBlock['rule'];

/** Why a player may not have the pairing-allocated bye. */
export type ByeBlock =
  /** C.04.3 C2 (chess), no second bye (Netrunner): a bye received in these rounds. */
  | { readonly rule: 'had-bye'; readonly rounds: readonly number[] }
  /** C.04.3 (2017) C2: a forfeit win in these rounds. */
  | { readonly rule: 'unplayed-win'; readonly rounds: readonly number[] }
  /** C.04.1 art. 4 (2026) / C.04.3 C2: a win's points scored without playing (forfeit win, full-point bye) in these rounds. */
  | { readonly rule: 'win-without-playing'; readonly rounds: readonly number[] };

export type ByeBlockRule = ByeBlock['rule'];

export interface BlockedPair {
  readonly player: PlayerId;
  readonly opponent: PlayerId;
  readonly block: PairBlock;
}

export interface BlockedBye {
  readonly player: PlayerId;
  readonly block: ByeBlock;
}

/** An odd set of seats that can only be completed from outside through `opponents`. */
export interface UnpairableGroup {
  readonly players: readonly PlayerId[];
  /** The bye is one of the group's seats (its players may take it, nobody else may). */
  readonly withBye: boolean;
}

/**
 * The smallest reason found (a Tutte / Gallai–Edmonds witness) why the round has no pairing:
 * - `no-opponent`: one player may meet nobody and may not have the bye (or there is no bye);
 * - `no-bye`: the number of players is odd and nobody may have the bye;
 * - `odd-group`: an odd group may only meet one another, and none of them may have the bye;
 * - `too-few-opponents`: k+1 odd groups can each be completed only by the same k opponents.
 */
export type Unpairable =
  | { readonly kind: 'no-opponent'; readonly player: PlayerId; readonly byeExists: boolean }
  | { readonly kind: 'no-bye' }
  | { readonly kind: 'odd-group'; readonly group: UnpairableGroup; readonly byeExists: boolean }
  | {
      readonly kind: 'too-few-opponents';
      readonly groups: readonly UnpairableGroup[];
      readonly opponents: readonly PlayerId[];
      /** The bye is one of the k seats that could complete the groups. */
      readonly byeIsOpponent: boolean;
    };

/**
 * How the system words its rules in a diagnosis, where it has words of its own (the FIDE article,
 * the TCEC step); the rest get the plain default. `bye-given`: how the bye was decided before the
 * pairing (e.g. "TCEC STEP 2").
 */
export type RuleTexts = Readonly<Partial<Record<PairBlockRule | ByeBlockRule | 'bye-given', string>>>;

export interface PairingDiagnosis {
  readonly system: SystemId;
  /** The system's words for its rules (plain data: the diagnosis crosses from the worker). */
  readonly ruleTexts?: RuleTexts;
  /** The round that cannot be paired. */
  readonly round: number;
  readonly unpairable: Unpairable;
  /** Every blocked pairing between a player of the groups and a player outside them and the opponents. */
  readonly blockedPairs: readonly BlockedPair[];
  /** Every player of the groups who may not have the bye, when a bye is needed and not one of their seats. */
  readonly blockedByes: readonly BlockedBye[];
  /** A bye already decided before pairing (TCEC STEP 2); its player is not part of the graph. */
  readonly byeGivenTo?: PlayerId;
}

/** The players the diagnosis says cannot all be paired (the groups' players), in order. */
export const playersWithoutPairing = (d: PairingDiagnosis): readonly PlayerId[] => {
  const u = d.unpairable;
  switch (u.kind) {
    case 'no-opponent': return [u.player];
    case 'no-bye': return d.blockedByes.map((b) => b.player);
    case 'odd-group': return u.group.players;
    case 'too-few-opponents': return u.groups.flatMap((g) => g.players);
    default: return assertNever(u);
  }
};
