import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openDb } from '../../src/db/schema';
import type { AuditRow, PairwiseDb } from '../../src/db/schema';
import { loadAudit } from '../../src/db/repository';

let n = 0;
/** A fresh, empty database per test (fake-indexeddb, in memory). */
export const freshDb = (): PairwiseDb => openDb(`test-${++n}`, { indexedDB: new IDBFactory(), IDBKeyRange });

/** Everything stored, table by table (to check that a rejected change wrote nothing). */
export const dump = async (db: PairwiseDb): Promise<unknown> => ({
  tournaments: await db.tournaments.toArray(),
  players: await db.players.toArray(),
  rounds: await db.rounds.toArray(),
  pairings: await db.pairings.toArray(),
  byes: await db.byes.toArray(),
  audit: await db.audit.toArray(),
  systemState: await db.systemState.toArray(),
});

/** The tournament's audit log oldest first, as the Audit log screen orders it (ids carry no order). */
export const auditLog = async (db: PairwiseDb, tournamentId: number): Promise<AuditRow[]> => (await loadAudit(db, tournamentId)).reverse();
