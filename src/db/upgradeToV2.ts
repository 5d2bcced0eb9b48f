import type { Transaction } from 'dexie';
import { newGlobalId } from './globalId';

interface Keyed { id: number; tournamentId: number }

/**
 * Schema version 2, global ids: every row of the auto-increment tables (tournaments, players,
 * pairings, byes, audit) gets a global id in place of its small one, and every reference to a
 * tournament (players, rounds, pairings, byes, audit, system state) follows it, in the one upgrade
 * transaction (a failure leaves the version-1 database as it was).
 *
 * What the old ids also meant is written down first, since new ids carry no order: a player's
 * place in the registration order (`registrationOrder`, the order the start list shows before
 * seeding), an audit row's place in its tournament's log (`seq`, the snapshot revision) and a
 * bye's place in its round's list (`seq`).
 *
 * Nothing else names a row id: boards, byes, requested byes, forbidden pairs, acceleration, point
 * adjustments and the Netrunner cut name start ranks, which stay as they are; an event's key is
 * its own random number, not a tournament id; nothing is kept in localStorage. A tournament keeps
 * its old id as `formerId`, so an address open or bookmarked before the upgrade (#/t/2) finds it.
 */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  /** A new global id for each row (old id → new), none drawn twice within the table. */
  const rekey = (rows: readonly { id: number }[]): Map<number, number> => {
    const out = new Map<number, number>();
    const used = new Set<number>();
    for (const r of rows) {
      let id = newGlobalId();
      while (used.has(id)) id = newGlobalId();
      used.add(id);
      out.set(r.id, id);
    }
    return out;
  };
  const tournaments = await tx.table('tournaments').toArray() as { id: number }[];
  const tournamentIds = rekey(tournaments);
  // A row of a tournament that no longer exists keeps the number it names (never dropped here).
  const tournamentOf = (old: number): number => tournamentIds.get(old) ?? old;
  await tx.table('tournaments').clear();
  await tx.table('tournaments').bulkAdd(tournaments.map((t) => ({ ...t, id: tournamentIds.get(t.id), formerId: t.id })));

  /** Rows grouped by tournament (and round), in the order of their old ids (the order they were added). */
  const byTournament = <T extends Keyed & { round?: number }>(rows: T[], byRound: boolean): T[][] => {
    const groups = new Map<string, T[]>();
    for (const r of [...rows].sort((a, b) => a.id - b.id)) {
      const key = byRound ? `${r.tournamentId} ${r.round}` : String(r.tournamentId);
      const group = groups.get(key);
      if (group) group.push(r);
      else groups.set(key, [r]);
    }
    return [...groups.values()];
  };

  for (const [table, numbered] of [['players', 'registrationOrder'], ['pairings', null], ['byes', 'seq'], ['audit', 'seq']] as const) {
    const rows = await tx.table(table).toArray() as Keyed[];
    const ids = rekey(rows);
    // A bye's place is in its round's list; a player's and an audit row's, in the tournament's.
    const next = byTournament(rows, table === 'byes').flatMap((group) => group.map((r, i) => ({
      ...r, id: ids.get(r.id), tournamentId: tournamentOf(r.tournamentId), ...(numbered ? { [numbered]: i + 1 } : {}),
    })));
    await tx.table(table).clear();
    await tx.table(table).bulkAdd(next);
  }

  // Keyed by [tournamentId+…]: the rows are written again under the new tournament id.
  for (const table of ['rounds', 'systemState'] as const) {
    const rows = await tx.table(table).toArray() as { tournamentId: number }[];
    await tx.table(table).clear();
    await tx.table(table).bulkAdd(rows.map((r) => ({ ...r, tournamentId: tournamentOf(r.tournamentId) })));
  }
}
