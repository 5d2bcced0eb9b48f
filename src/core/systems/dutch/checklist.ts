import type { ProposedRound, Tournament } from '../../model';
import type { SwissPlayer } from '../fide/history';
import { fideChecklist, floatsText } from '../fide/checklist';
import { dutchState } from './dutch';

/** bbpPairings' check-list for the Dutch system: pairing order by score, then pairing number; the floats column. */
export const dutchChecklist = (t: Tournament, pairing: ProposedRound | null): string => {
  const state = dutchState(t);
  const scoreOf = (p: SwissPlayer): number => p.score + (p.accelerations[state.playedRounds] ?? 0);
  const ordered = state.players.filter((p) => p.toBePaired).sort((a, b) => scoreOf(b) - scoreOf(a) || a.pairingNumber - b.pairingNumber);
  return fideChecklist({ state, ordered, scoreOf, columns: ['Flt'], cells: (p) => [floatsText(state, p)] }, pairing);
};
