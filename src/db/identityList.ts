import type { PairwiseDb } from './schema';
import { storedIdentityList } from '../core/netrunner';
import type { IdentityList } from '../core/netrunner';

/**
 * The Netrunner identity list a TO loaded from a NetrunnerDB card-data file (core
 * `readIdentityFile`), kept for every event on this device as one small settings record: a
 * `systemState` row of no tournament (id 0, which no tournament has: ids start at 1), so no schema
 * version is needed. A tournament's backup does not carry it; deleting a tournament leaves it.
 */
const appWide = 0;
const kind = 'netrunner-identities';

/** The loaded list, or null when none is loaded (or the record cannot be read: the bundled list then). */
export const loadIdentityList = async (db: PairwiseDb): Promise<IdentityList | null> =>
  storedIdentityList((await db.systemState.get([appWide, kind]))?.state);

/** Keeps a list the core reader made (a file that failed to read never gets here); null forgets it. */
export const saveIdentityList = async (db: PairwiseDb, list: IdentityList | null): Promise<void> => {
  await db.transaction('rw', db.systemState, async () => {
    if (list === null) await db.systemState.delete([appWide, kind]);
    else await db.systemState.put({ tournamentId: appWide, kind, state: list });
  });
};
