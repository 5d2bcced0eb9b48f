import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { loadSystemState } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { openingsKind, roundOpenings } from './settings';
import { moduleOf } from '../../../core/systems';

/** Openings per board (one per pair of games) of a round, read with the stored opening order. */
export const useRoundOpenings = (snapshot: Snapshot, roundNumber: number): ReadonlyMap<number, readonly string[]> | null => {
  const db = appDb();
  const id = snapshot.row.id;
  const engine = moduleOf(snapshot.row).openings !== undefined;
  // null = no stored order (yet); undefined = still loading.
  const stored = useLiveQuery(async () => (engine ? ((await loadSystemState(db, id, openingsKind)) ?? null) : null), [db, id, engine]);
  if (!engine || stored === undefined) return null;
  return roundOpenings(snapshot.tournament, stored, roundNumber);
};
