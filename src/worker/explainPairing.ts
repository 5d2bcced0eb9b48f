import { explainPairing } from '../core/systems';
import { fail } from './protocol';
import type { Args, Result } from './protocol';
import type { Context } from './handlers';

/**
 * The `explain-pairing` handler (the Rounds screen's "Why?", the player card): reads the snapshot
 * (through the worker's cache, current by revision, so a worker warmed when the Rounds screen
 * opened answers the first question without reading the whole event) and asks the tournament's
 * system why the board or bye was paired so. Writes nothing.
 */
export const explainPairingHandler = async (req: Args<'explain-pairing'>, { snapshots }: Context<'explain-pairing'>): Promise<Result<'explain-pairing'>> => {
  const snapshot = await snapshots(req.tournamentId);
  if (!snapshot) return fail('not-found', `There is no tournament with id ${req.tournamentId}.`);
  const { tournamentId: _, ...question } = req;
  void _;
  const outcome = explainPairing(snapshot.tournament, question);
  if (!outcome.ok) return fail('invalid-input', outcome.detail);
  return { explanation: outcome.explanation };
};
