import { roundComplete, loadSnapshot, saveRound } from '../db/repository';
import type { PairwiseDb } from '../db/schema';
import { systemFor } from '../core/systems';
import type { PairRoundRequest, ProgressStage, WorkerResponse } from './protocol';

/**
 * Pairs one round: read a snapshot, call the core, write the round in one transaction (which
 * re-checks that the round is still unpaired). Used by the worker and, in tests, inline.
 */
export const pairRound = async (
  db: PairwiseDb,
  req: PairRoundRequest,
  progress: (stage: ProgressStage) => void,
): Promise<WorkerResponse> => {
  const failed = (reason: Extract<WorkerResponse, { kind: 'failed' }>['error']['reason'], detail: string): WorkerResponse =>
    ({ kind: 'failed', id: req.id, error: { reason, detail } });

  progress('reading');
  const snapshot = await loadSnapshot(db, req.tournamentId);
  if (!snapshot) return failed('not-found', `There is no tournament with id ${req.tournamentId}.`);
  const t = snapshot.tournament;
  if (req.round !== t.rounds.length + 1) {
    return t.rounds.length >= req.round
      ? failed('already-paired', `Round ${req.round} is already paired.`)
      : failed('invalid-input', `The next round is ${t.rounds.length + 1}, not ${req.round}.`);
  }
  const previous = t.rounds[t.rounds.length - 1];
  if (previous && !roundComplete(previous) && !req.allowMissingResults) {
    const missing = previous.pairings.filter((p) => p.games.some((g) => g === null)).map((p) => p.board);
    return failed('results-missing', `Round ${previous.number} still needs results on board(s) ${missing.join(', ')}.`);
  }
  if (req.round > t.totalRounds) return failed('invalid-input', `The tournament has ${t.totalRounds} rounds.`);

  progress('pairing');
  const outcome = systemFor(t.settings).pairNextRound(t);
  if (!outcome.ok) return failed(outcome.reason, outcome.detail);

  progress('saving');
  const saved = await saveRound(db, req.tournamentId, req.round, outcome.round, req.now, snapshot.revision);
  if (!saved.ok) return failed(saved.reason, saved.detail);
  return { kind: 'done', id: req.id, round: req.round, boards: outcome.round.pairs.length, notes: outcome.round.notes };
};
