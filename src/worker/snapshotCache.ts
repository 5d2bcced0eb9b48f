import { loadSnapshot, snapshotVersion } from '../db/repository';
import type { Snapshot, SnapshotVersion } from '../db/repository';
import type { PairwiseDb } from '../db/repository';

/** Reads a tournament's snapshot: the worker's cache, or straight from the database. */
export type SnapshotSource = (tournamentId: number) => Promise<Snapshot | undefined>;

const sameVersion = (a: SnapshotVersion, b: SnapshotVersion): boolean =>
  a.revision === b.revision && a.createdAt === b.createdAt && a.updatedAt === b.updatedAt;

const versionOf = (s: Snapshot): SnapshotVersion => ({ revision: s.revision, createdAt: s.row.createdAt, updatedAt: s.row.updatedAt });

/**
 * The worker keeps the last snapshot it read of each tournament (a few, most recent first), so the
 * next pairing does not read every round again. It is never served stale: each use first reads the
 * tournament's version (its latest audit row, which every change appends, and its row's stamps) in
 * a small read transaction, and a snapshot read at any other version — a result entered on this
 * page or in another tab, settings changed, the tournament deleted and the database made again — is
 * read again (after results only their rounds, see loadSnapshot). The round is then written by
 * `saveRound`, which refuses it as `changed-meanwhile` if the version moved after this check.
 */
export const createSnapshotCache = (db: PairwiseDb, keep = 2): SnapshotSource => {
  const kept: Snapshot[] = [];
  /** One read at a time per tournament: a pairing that arrives while a warm-up reads waits for it. */
  const reading = new Map<number, Promise<Snapshot | undefined>>();
  const read = (tournamentId: number): Promise<Snapshot | undefined> => {
    const running = reading.get(tournamentId);
    if (running) return running;
    // From the one kept: after results only their rounds are read again (see loadSnapshot).
    const next = loadSnapshot(db, tournamentId, kept.find((k) => k.row.id === tournamentId)).then((s) => {
      const at = kept.findIndex((k) => k.row.id === tournamentId);
      if (at >= 0) kept.splice(at, 1);
      if (s) kept.unshift(s);
      kept.length = Math.min(kept.length, keep);
      return s;
    }).finally(() => reading.delete(tournamentId));
    reading.set(tournamentId, next);
    return next;
  };
  return async (tournamentId) => {
    const version = await snapshotVersion(db, tournamentId);
    if (version === undefined) return undefined;
    const running = reading.get(tournamentId);
    if (running) await running.catch(() => undefined);
    const hit = kept.find((k) => k.row.id === tournamentId);
    if (hit && sameVersion(versionOf(hit), version)) return hit;
    const fresh = await read(tournamentId);
    return fresh;
  };
};
