import type { AuditRow, PairwiseDb } from './schema';

/** The tournament's audit log, newest first. */
export const loadAudit = (db: PairwiseDb, tournamentId: number): Promise<AuditRow[]> =>
  db.audit.where('tournamentId').equals(tournamentId).reverse().sortBy('id');
