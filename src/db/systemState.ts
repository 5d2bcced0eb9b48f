import type { PairwiseDb } from './schema';
import { change, reject, type Change } from './change';

/** A system's stored state for one tournament, or undefined when there is none. */
export const loadSystemState = async (db: PairwiseDb, tournamentId: number, kind: string): Promise<unknown> =>
  (await db.systemState.get([tournamentId, kind]))?.state;

/** What a state transition returns: the new state and the audit text, or why it was refused. */
export type StateStep = { readonly ok: true; readonly state: unknown; readonly detail: string } | { readonly ok: false; readonly detail: string };

/**
 * Moves a system's state on in one transaction: `step` (a pure core function) sees the state as
 * stored at that moment, so two tabs cannot both apply a step to the same old state.
 */
export const changeSystemState = (
  db: PairwiseDb, tournamentId: number, kind: string, action: string, step: (current: unknown) => StateStep, now: number,
): Promise<Change> =>
  change(db, tournamentId, now, action, async () => {
    const current = (await db.systemState.get([tournamentId, kind]))?.state;
    const r = step(current);
    if (!r.ok) return reject('invalid-input', r.detail, kind);
    await db.systemState.put({ tournamentId, kind, state: r.state });
    return { value: undefined, detail: r.detail };
  });
