import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openDb } from '../../src/db/schema';
import type { AuditRow, PairwiseDb } from '../../src/db/schema';
import { addPlayer, createTournament, loadAudit, lockSeeding } from '../../src/db/repository';
import type { TournamentInput } from '../../src/db/validate';

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

/**
 * A tournament of `players` players (P1, P2, … rated 2400, 2390, …), seeding locked in that order,
 * created with random seed 3 at time 0: its id and the players' keys by start rank.
 */
export const seededEvent = async (db: PairwiseDb, input: TournamentInput, players: number): Promise<{ id: number; keys: number[] }> => {
  const t = await createTournament(db, input, 3, 0);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (let i = 0; i < players; i++) {
    const k = await addPlayer(db, t.value, { name: `P${i + 1}`, rating: 2400 - 10 * i }, 0);
    if (!k.ok) throw new Error(k.detail);
    keys.push(k.value);
  }
  await lockSeeding(db, t.value, keys, 'test', 0);
  return { id: t.value, keys };
};
