import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
import { appDb } from '../../db/appDb';
import { loadSnapshot } from '../../db/repository';
import type { Snapshot } from '../../db/repository';

/**
 * The tournament's snapshot, read again after every change to it (in this tab or another): null
 * when there is no such tournament, undefined while the first read runs. Each read starts from the
 * one before, so after a result, a round paired or one edited by hand, only that round is read
 * again (see loadSnapshot): at 2000 players every round's boards were read again after each result.
 */
export function useLiveSnapshot(tournamentId: number): Snapshot | null | undefined {
  const db = appDb();
  const last = useRef<Snapshot | null>(null);
  return useLiveQuery(async () => {
    const s = (await loadSnapshot(db, tournamentId, last.current ?? undefined)) ?? null;
    last.current = s;
    performance.mark('pairwise:snapshot'); // the live query's read done (a trace shows it; the browser bench reads it)
    return s;
  }, [db, tournamentId]);
}
