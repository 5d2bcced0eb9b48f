import type { SwissPlayer, SwissState } from './history';
import { isAbsolutePreference } from './history';

/**
 * C.04.3 C1 (no rematch, no forbidden pair) and C3 (non-topscorers with the same absolute colour
 * preference do not meet; A.7 topscorers: more than 50% of the maximum score when pairing the
 * last round).
 */
export function compatible(
  state: SwissState,
  a: SwissPlayer,
  b: SwissPlayer,
  acc: (p: SwissPlayer) => number,
): boolean {
  if (a.forbidden.has(b.index)) return false;
  if (!isAbsolutePreference(a) || !isAbsolutePreference(b) || a.colourPreference !== b.colourPreference) return true;
  const threshold = Math.floor((state.playedRounds * Math.max(state.scoring.win, state.scoring.draw)) / 2);
  // A.7: only when pairing the last round (bbpPairings: never when the number of rounds is unknown).
  const lastRound = state.expectedRounds > 0 && state.playedRounds >= state.expectedRounds - 1;
  return lastRound && (acc(a) > threshold || acc(b) > threshold);
}
