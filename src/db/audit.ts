import { Dexie } from 'dexie';
import type { AuditRow, PairwiseDb } from './schema';

/** The tournament's log in order (its `[tournamentId+seq]` index): global ids carry no order. */
const logOf = (db: PairwiseDb, tournamentId: number) =>
  db.audit.where('[tournamentId+seq]').between([tournamentId, Dexie.minKey], [tournamentId, Dexie.maxKey]);

/** The tournament's audit log, newest first. */
export const loadAudit = (db: PairwiseDb, tournamentId: number): Promise<AuditRow[]> => logOf(db, tournamentId).reverse().toArray();

/** The tournament's audit log, oldest first (the backup). */
export const auditInOrder = (db: PairwiseDb, tournamentId: number): Promise<AuditRow[]> => logOf(db, tournamentId).toArray();

/** The `seq` of the tournament's latest audit row (0: none): it changes with every change to the tournament. */
export const lastAuditSeq = async (db: PairwiseDb, tournamentId: number): Promise<number> =>
  (await logOf(db, tournamentId).last())?.seq ?? 0;

/**
 * Appends one row to the tournament's log, after its latest (inside the caller's transaction).
 * `onlyRound`: the change touched nothing but that round's boards (see AuditRow.onlyRound).
 */
export const appendAudit = async (db: PairwiseDb, tournamentId: number, at: number, action: string, detail: string, onlyRound?: number, result?: AuditRow['result']): Promise<void> => {
  await db.audit.add({ tournamentId, seq: (await lastAuditSeq(db, tournamentId)) + 1, at, action, detail, ...(onlyRound !== undefined ? { onlyRound } : {}), ...(result !== undefined ? { result } : {}) });
};

/** The tournament's log rows after `seq` (the changes made since a snapshot read at that revision). */
export const auditAfter = (db: PairwiseDb, tournamentId: number, seq: number): Promise<AuditRow[]> =>
  db.audit.where('[tournamentId+seq]').between([tournamentId, seq], [tournamentId, Dexie.maxKey], false, true).toArray();
