import type { Page } from '@playwright/test';

/** The rows the soak checks, read straight from IndexedDB (not through the app) in one read transaction. */
export interface StoredTournament { readonly id: number; readonly name: string; readonly status: string; readonly totalRounds: number; readonly createdAt: number }
export interface StoredPlayer { readonly id: number; readonly tournamentId: number; readonly startRank: number; readonly name: string; readonly withdrawnFromRound?: number }
export interface StoredRound { readonly tournamentId: number; readonly number: number }
export interface StoredPairing { readonly tournamentId: number; readonly round: number; readonly board: number; readonly white: number; readonly black: number; readonly games: readonly (string | null)[] }
export interface StoredBye { readonly tournamentId: number; readonly round: number; readonly player: number; readonly kind: string }

export interface Stored {
  readonly tournaments: readonly StoredTournament[];
  readonly players: readonly StoredPlayer[];
  readonly rounds: readonly StoredRound[];
  readonly pairings: readonly StoredPairing[];
  readonly byes: readonly StoredBye[];
}

export const emptyStore: Stored = { tournaments: [], players: [], rounds: [], pairings: [], byes: [] };

/**
 * Reads the app's database in the page (the origin's IndexedDB) in one read transaction. Call it
 * only once the app has opened its database (its list has loaded, or a screen of an event shows):
 * opened here first, the database would be created empty. The read does not ask
 * `indexedDB.databases()` whether the database exists, so a browser that lists its databases late
 * after a restart cannot make a store that is there read as empty.
 */
export const readStored = (page: Page): Promise<Stored> =>
  page.evaluate(async () => {
    const names = ['tournaments', 'players', 'rounds', 'pairings', 'byes'] as const;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('pairwise');
      // Not there: abort rather than create it, so the read cannot change what the app finds.
      r.onupgradeneeded = () => r.transaction?.abort();
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(new Error(`the database pairwise could not be opened: ${r.error?.message ?? 'it does not exist'}`));
    });
    try {
      const tx = db.transaction([...names], 'readonly');
      const all = await Promise.all(names.map((n) => new Promise<unknown[]>((resolve, reject) => {
        const q = tx.objectStore(n).getAll();
        q.onsuccess = () => resolve(q.result as unknown[]);
        q.onerror = () => reject(q.error ?? new Error('read failed'));
      })));
      return Object.fromEntries(names.map((n, i) => [n, all[i]])) as unknown as Stored;
    } finally {
      db.close();
    }
  }) as Promise<Stored>;

/** The tournament's rows, by tournament. */
export const rowsOf = (s: Stored, tournamentId: number) => ({
  players: s.players.filter((p) => p.tournamentId === tournamentId),
  rounds: s.rounds.filter((r) => r.tournamentId === tournamentId).map((r) => r.number).sort((a, b) => a - b),
  pairings: s.pairings.filter((p) => p.tournamentId === tournamentId),
  byes: s.byes.filter((b) => b.tournamentId === tournamentId),
});

export const roundComplete = (s: Stored, tournamentId: number, round: number): boolean =>
  s.pairings.filter((p) => p.tournamentId === tournamentId && p.round === round).every((p) => p.games.every((g) => g !== null));

/**
 * Structural checks: no round is half-written. A stored round has boards 1..n, every pairing and
 * bye belongs to a stored round, every seeded player is in every round exactly once (paired or
 * given a bye; late entries get byes for the rounds they missed in the same transaction), and
 * the tournament's status agrees with its rounds and seeding.
 */
export const structuralFailures = (s: Stored): string[] => {
  const out: string[] = [];
  for (const t of s.tournaments) {
    const where = `${t.name}`;
    const { players, rounds, pairings, byes } = rowsOf(s, t.id);
    const roundSet = new Set(rounds);
    rounds.forEach((n, i) => { if (n !== i + 1) out.push(`${where}: rounds are ${rounds.join(',')}, not 1..${rounds.length}`); });
    for (const p of pairings) if (!roundSet.has(p.round)) out.push(`${where}: board ${p.board} of round ${p.round}, which is not stored`);
    for (const b of byes) if (!roundSet.has(b.round)) out.push(`${where}: a bye in round ${b.round}, which is not stored`);
    const ranks = players.map((p) => p.startRank).sort((a, b) => a - b);
    if (t.status === 'registration') {
      if (ranks.some((r) => r !== 0)) out.push(`${where}: in registration but start ranks are ${ranks.join(',')}`);
      if (rounds.length > 0) out.push(`${where}: in registration with ${rounds.length} rounds`);
    } else {
      if (ranks.some((r, i) => r !== i + 1)) out.push(`${where}: start ranks ${ranks.join(',')} are not 1..${ranks.length}`);
      if ((t.status === 'running') !== (rounds.length > 0)) out.push(`${where}: status ${t.status} with ${rounds.length} rounds`);
    }
    for (const r of rounds) {
      const boards = pairings.filter((p) => p.round === r).map((p) => p.board).sort((a, b) => a - b);
      if (boards.length === 0 || boards.some((b, i) => b !== i + 1)) out.push(`${where}: round ${r} has boards ${boards.join(',') || 'none'}`);
      const seen = new Map<number, number>();
      for (const p of pairings.filter((q) => q.round === r)) for (const x of [p.white, p.black]) seen.set(x, (seen.get(x) ?? 0) + 1);
      for (const b of byes.filter((q) => q.round === r)) seen.set(b.player, (seen.get(b.player) ?? 0) + 1);
      for (const p of players) {
        const active = p.withdrawnFromRound === undefined || p.withdrawnFromRound > r;
        const times = seen.get(p.startRank) ?? 0;
        if (active && times !== 1) out.push(`${where}: ${p.name} (${p.startRank}) is in round ${r} ${times} times`);
        seen.delete(p.startRank);
      }
      for (const x of seen.keys()) out.push(`${where}: round ${r} names start rank ${x}, who is not a player`);
      if (r > 1 && !roundComplete(s, t.id, r - 1)) out.push(`${where}: round ${r} was paired while round ${r - 1} lacks results`);
    }
  }
  return out;
};
