import type { SwissPlayer, SwissState } from './history';
import { pointsOf } from './history';

/**
 * Who may receive the pairing-allocated bye (PAB) in the FIDE Swiss systems: C.04.3 C2, absolute
 * in both editions. A round in which only players who may not take it could be left over has no
 * valid pairing.
 */

/** 1-based rounds in which the player received the pairing-allocated bye, whatever it was worth. */
export const pabRounds = (p: SwissPlayer): number[] =>
  p.rounds.flatMap((r, i) => (r.participated && r.opponent === p.index ? [i + 1] : []));

/** 1-based rounds in which the player won by forfeit (an unplayed win in a round he was paired in). */
export const forfeitWinRounds = (p: SwissPlayer): number[] =>
  p.rounds.flatMap((r, i) => (!r.played && r.participated && r.outcome === 'win' && r.opponent !== p.index ? [i + 1] : []));

/**
 * 1-based rounds, other than a pairing-allocated bye, in which the player scored a win's points
 * without playing: a forfeit win or a full-point bye.
 */
export const winWithoutPlayingRounds = (state: SwissState, p: SwissPlayer): number[] =>
  p.rounds.flatMap((r, i) => (!r.played && !(r.participated && r.opponent === p.index) && pointsOf(state, p, r) >= state.scoring.win ? [i + 1] : []));

/**
 * C.04.1 art. 4 (2026) / C.04.3 C2 (2026): no PAB for a player who already received one, whatever
 * it was worth, or who scored, in one single round without playing, as many points as a win.
 */
export const eligibleForBye2026 = (state: SwissState, p: SwissPlayer): boolean =>
  pabRounds(p).length === 0 && winWithoutPlayingRounds(state, p).length === 0;

/**
 * C.04.1 (2017 edition) c / C.04.3 (2017) C2, and Burstein as bbpPairings 6.0 applies it
 * (eligibleForByePre2025Rules): no PAB for a player who already received one or won by forfeit.
 * Requested byes do not count.
 */
export const eligibleForBye2017 = (p: SwissPlayer): boolean => pabRounds(p).length === 0 && forfeitWinRounds(p).length === 0;
