import type { AuditRow, PairwiseDb, TournamentRow, TournamentStatus } from './schema';
import { appendAudit, lastAuditSeq } from './audit';

/**
 * Every change to a tournament is one read-write transaction that also appends one audit row.
 * Expected failures (bad input, wrong state) are values: nothing is written when one is returned.
 */
export const changeFailures = ['invalid-input', 'not-found', 'wrong-status', 'already-paired', 'results-missing', 'changed-meanwhile'] as const;
export type ChangeFailureReason = (typeof changeFailures)[number];
export type ChangeFailure = {
  readonly ok: false;
  readonly reason: ChangeFailureReason;
  /** Where: the field or object the failure is about. */
  readonly field?: string;
  /** Why, in words for the organiser. */
  readonly detail: string;
  /** Bad input in several fields at once: each field (its key) with its own message, so a form marks each. */
  readonly problems?: readonly { readonly field: string; readonly message: string }[];
};
export type Change<T = undefined> = { readonly ok: true; readonly value: T } | ChangeFailure;

/** Thrown inside a transaction to abort it; turned back into a ChangeFailure outside. */
export class Rejection extends Error {
  constructor(readonly failure: ChangeFailure) {
    super(failure.detail);
  }
}

export const reject = (reason: ChangeFailureReason, detail: string, field?: string): never => {
  throw new Rejection(field === undefined ? { ok: false, reason, detail } : { ok: false, reason, detail, field });
};

export const allTables = (db: PairwiseDb) => [db.tournaments, db.players, db.rounds, db.pairings, db.byes, db.audit, db.systemState];

/**
 * Runs `body` in one rw transaction, stamps the tournament and appends the audit row. A body that
 * wrote nothing but one round's boards says so with `onlyRound` (see AuditRow.onlyRound).
 */
export const change = async <T>(
  db: PairwiseDb,
  tournamentId: number,
  now: number,
  action: string,
  body: (t: TournamentRow) => Promise<{ value: T; detail: string; onlyRound?: number; result?: AuditRow['result'] }>,
): Promise<Change<T>> => {
  try {
    const value = await db.transaction('rw', allTables(db), async () => {
      const t = await db.tournaments.get(tournamentId);
      if (!t) return reject('not-found', `There is no tournament with id ${tournamentId}.`);
      const r = await body(t);
      await db.tournaments.update(tournamentId, { updatedAt: now });
      await appendAudit(db, tournamentId, now, action, r.detail, r.onlyRound, r.result);
      return r.value;
    });
    return { ok: true, value };
  } catch (e) {
    if (e instanceof Rejection) return e.failure;
    throw e;
  }
};

const statusWords: Readonly<Record<TournamentStatus, string>> = {
  registration: 'still in registration (seeding not locked)',
  seeded: 'seeded (round 1 not paired yet)',
  running: 'running (round 1 has been paired)',
};

export const requireStatus = (t: TournamentRow, allowed: readonly TournamentStatus[], doing: string): void => {
  if (!allowed.includes(t.status)) {
    reject('wrong-status', `Cannot ${doing}: the tournament is ${statusWords[t.status]}.`);
  }
};

/** The place of the tournament's latest audit row in its log: it changes with every change to the tournament. */
export const revisionOf = lastAuditSeq;

export const lastRoundNumber = async (db: PairwiseDb, tournamentId: number): Promise<number> => {
  const rounds = await db.rounds.where('tournamentId').equals(tournamentId).toArray();
  return rounds.reduce((m, r) => Math.max(m, r.number), 0);
};

/** The round that will be paired next. */
export const nextRoundOf = async (db: PairwiseDb, tournamentId: number): Promise<number> => (await lastRoundNumber(db, tournamentId)) + 1;
