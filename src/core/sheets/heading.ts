import { roundComplete } from '../model';
import type { Tournament } from '../model';

/** Every planned round is paired and the last one has all its results: the standings are final. */
export const standingsFinal = (t: Pick<Tournament, 'rounds' | 'totalRounds'>): boolean => {
  const last = t.rounds[t.rounds.length - 1];
  return last !== undefined && last.number >= t.totalRounds && roundComplete(last);
};

/** The standings' heading on screen: "Final standings" once the last round is complete. */
export const standingsHeading = (t: Pick<Tournament, 'rounds' | 'totalRounds'>): string => {
  const last = t.rounds[t.rounds.length - 1];
  if (!last) return 'Standings before round 1';
  if (standingsFinal(t)) return `Final standings after round ${last.number}`;
  return roundComplete(last) ? `Standings after round ${last.number}` : `Standings during round ${last.number} (results missing)`;
};
