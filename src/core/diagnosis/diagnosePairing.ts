import type { PairingOutcome, PairingSystem, Tournament } from '../model';
import { compatibilityGraph } from './compatibility';
import { explainUnpairable } from './explainUnpairable';
import type { PairingDiagnosis } from './pairingDiagnosis';

/**
 * Why the tournament's next round cannot be paired by its system: the players who cannot all be
 * paired and the absolute rules that block them. Null when the system's absolute rules allow a
 * pairing (or the system does not pair rounds by a compatibility graph).
 */
export const diagnosePairing = (t: Tournament): PairingDiagnosis | null => {
  const graph = compatibilityGraph(t);
  return graph === null ? null : explainUnpairable(graph);
};

/** Adds the diagnosis to a 'no-valid-pairing' failure (when one is found); any other outcome is returned as is. */
export const withDiagnosis = (t: Tournament, outcome: PairingOutcome): PairingOutcome => {
  if (outcome.ok || outcome.reason !== 'no-valid-pairing' || outcome.diagnosis !== undefined) return outcome;
  const diagnosis = diagnosePairing(t);
  return diagnosis === null ? outcome : { ...outcome, diagnosis };
};

/** The same system, whose 'no-valid-pairing' failures say which players and which rule. */
export const diagnosingSystem = (system: PairingSystem): PairingSystem => ({
  id: system.id,
  pairNextRound: (t) => withDiagnosis(t, system.pairNextRound(t)),
});
