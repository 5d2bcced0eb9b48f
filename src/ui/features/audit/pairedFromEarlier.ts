import type { Tournament } from '../../../core/model';
import type { ResultChange } from './undo';

/**
 * The last round that was paired from the result a change replaced, or null when none was: only a
 * correction made after later rounds were paired leaves such rounds (FIDE C.04.2: they stay as
 * paired), and the database then keeps the earlier result on the board (`Pairing.asPaired`, which
 * the TRF export writes). A result entered before the next round was paired has none, however
 * many rounds were paired since.
 */
export const pairedFromEarlierResult = (t: Tournament, change: ResultChange): number | null => {
  const board = t.rounds[change.round - 1]?.pairings.find((p) => p.board === change.board);
  const through = board?.asPaired?.at(-1)?.pairedThrough ?? 0;
  return through > change.round ? Math.min(through, t.rounds.length) : null;
};
