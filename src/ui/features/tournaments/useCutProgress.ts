import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { loadCut } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { moduleOf } from '../../../core/systems';
import { cutView } from '../netrunner/cut';

/** The cut's progress for the header: null when the system has no top cut. */
export const useCutProgress = (snapshot: Snapshot): { started: boolean; finished: boolean } | null => {
  const db = appDb();
  const { row } = snapshot;
  const netrunner = moduleOf(row).netrunner !== undefined;
  const record = useLiveQuery(async () => (netrunner ? ((await loadCut(db, row.id)) ?? null) : null), [db, row.id, netrunner]);
  if (!netrunner) return null;
  if (!record) return { started: false, finished: false };
  const view = cutView(record, row.randomSeed);
  return { started: true, finished: typeof view !== 'string' && view.state.ok && view.state.ranking !== null && view.state.ranking !== undefined };
};
