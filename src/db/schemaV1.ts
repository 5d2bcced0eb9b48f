/**
 * The stores (tables and indexes) of schema version 1, the walking skeleton.
 * Shipped: never edit. A new version gets its own file.
 */
export const schemaV1 = {
  tournaments: '++id, updatedAt',
  players: '++id, tournamentId, [tournamentId+startRank]',
  rounds: '[tournamentId+number], tournamentId',
  pairings: '++id, tournamentId, [tournamentId+round], [tournamentId+round+board]',
  byes: '++id, tournamentId, [tournamentId+round]',
  audit: '++id, tournamentId, at',
  /**
   * State a system keeps beside its rounds, one row per (tournament, kind), stored as plain
   * structured-clone data: 'ladder' (the rolling round-robin state machine), 'cut' (a Netrunner
   * elimination bracket), 'openings' (engine Swiss opening order), ...
   */
  systemState: '[tournamentId+kind], tournamentId',
} as const;
