/**
 * The stores of schema version 2, global ids (see globalId.ts and upgradeToV2.ts). Shipped: never
 * edit. The primary keys stay `++id` (IndexedDB cannot change a store's key spec in place; an
 * explicit key is accepted by an auto-increment store), but every row now brings a global id.
 * New: the audit log's own order, `[tournamentId+seq]` (ids no longer grow with time).
 */
export const schemaV2 = {
  tournaments: '++id, updatedAt',
  players: '++id, tournamentId, [tournamentId+startRank]',
  rounds: '[tournamentId+number], tournamentId',
  pairings: '++id, tournamentId, [tournamentId+round], [tournamentId+round+board]',
  byes: '++id, tournamentId, [tournamentId+round]',
  audit: '++id, tournamentId, at, [tournamentId+seq]',
  systemState: '[tournamentId+kind], tournamentId',
} as const;
