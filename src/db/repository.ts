import { chessScoring, netrunnerScoring, playerId } from '../core/model';
import type { Bye, BoardResult, ScoringRule, SystemSettings, Pairing, Player, ProposedRound, Round, Tournament } from '../core/model';
import type { PairwiseDb, PlayerRow, TournamentRow, TournamentStatus } from './schema';
import { checkPlayerInput, checkTournamentInput, cleanPlayerInput, isBoardResult } from './validate';
import type { PlayerInput, TournamentInput } from './validate';

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
};
export type Change<T = undefined> = { readonly ok: true; readonly value: T } | ChangeFailure;

/** Thrown inside a transaction to abort it; turned back into a ChangeFailure outside. */
class Rejection extends Error {
  constructor(readonly failure: ChangeFailure) {
    super(failure.detail);
  }
}

const reject = (reason: ChangeFailureReason, detail: string, field?: string): never => {
  throw new Rejection(field === undefined ? { ok: false, reason, detail } : { ok: false, reason, detail, field });
};

const allTables = (db: PairwiseDb) => [db.tournaments, db.players, db.rounds, db.pairings, db.byes, db.audit, db.systemState];

/** Runs `body` in one rw transaction, stamps the tournament and appends the audit row. */
const change = async <T>(
  db: PairwiseDb,
  tournamentId: number,
  now: number,
  action: string,
  body: (t: TournamentRow) => Promise<{ value: T; detail: string }>,
): Promise<Change<T>> => {
  try {
    const value = await db.transaction('rw', allTables(db), async () => {
      const t = await db.tournaments.get(tournamentId);
      if (!t) return reject('not-found', `There is no tournament with id ${tournamentId}.`);
      const r = await body(t);
      await db.tournaments.update(tournamentId, { updatedAt: now });
      await db.audit.add({ tournamentId, at: now, action, detail: r.detail });
      return r.value;
    });
    return { ok: true, value };
  } catch (e) {
    if (e instanceof Rejection) return e.failure;
    throw e;
  }
};

const requireStatus = (t: TournamentRow, allowed: readonly TournamentStatus[], doing: string): void => {
  if (!allowed.includes(t.status)) {
    reject('wrong-status', `Cannot ${doing}: the tournament is ${describeStatus(t.status)}.`);
  }
};

export const describeStatus = (s: TournamentStatus): string => {
  switch (s) {
    case 'registration': return 'still in registration (seeding not locked)';
    case 'seeded': return 'seeded (round 1 not paired yet)';
    case 'running': return 'running (round 1 has been paired)';
    default: {
      const never: never = s;
      return never;
    }
  }
};

// ---------------------------------------------------------------------------------------------
// Tournaments

export const createTournament = async (db: PairwiseDb, input: TournamentInput, randomSeed: number, now: number): Promise<Change<number>> => {
  const bad = checkTournamentInput(input);
  if (bad) return { ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message };
  const id = await db.transaction('rw', allTables(db), async () => {
    const id = await db.tournaments.add({
      name: input.name.trim(), settings: input.settings, scoring: scoringFor(input.settings), totalRounds: input.totalRounds,
      randomSeed: randomSeed | 0, status: 'registration', plannedByes: [], createdAt: now, updatedAt: now,
    });
    await db.audit.add({ tournamentId: id, at: now, action: 'create-tournament', detail: input.name.trim() });
    return id;
  });
  return { ok: true, value: id };
};

/** Deletes the tournament and every row that belongs to it, in one transaction. */
export const deleteTournament = async (db: PairwiseDb, tournamentId: number): Promise<Change> => {
  try {
    await db.transaction('rw', allTables(db), async () => {
      if (!(await db.tournaments.get(tournamentId))) reject('not-found', `There is no tournament with id ${tournamentId}.`);
      for (const table of [db.players, db.rounds, db.pairings, db.byes, db.audit, db.systemState]) {
        await table.where('tournamentId').equals(tournamentId).delete();
      }
      await db.tournaments.delete(tournamentId);
    });
    return { ok: true, value: undefined };
  } catch (e) {
    if (e instanceof Rejection) return e.failure;
    throw e;
  }
};

/**
 * Stores a whole tournament (e.g. read from a TRF file) in one transaction: its start ranks are the
 * locked seeding, its rounds and results are kept as they are. Refused, with nothing written, when
 * a player or a board does not fit the tables.
 */
export const importTournament = async (db: PairwiseDb, t: Tournament, randomSeed: number, now: number): Promise<Change<number>> => {
  const bad = checkTournamentInput({ name: t.name.trim() || 'Imported tournament', settings: t.settings, totalRounds: Math.max(t.totalRounds, t.rounds.length, 1) });
  if (bad) return { ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message };
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  const gap = ids.findIndex((id, i) => id !== i + 1);
  if (ids.length < 2) return { ok: false, reason: 'invalid-input', field: 'players', detail: `A tournament needs at least 2 players; the file has ${ids.length}.` };
  if (gap >= 0) return { ok: false, reason: 'invalid-input', field: `player ${ids[gap]}`, detail: `Start ranks must run 1 to ${ids.length} without gaps or repeats; found ${ids[gap]} where ${gap + 1} was expected.` };
  for (const p of t.players) {
    if (p.name.trim() === '') return { ok: false, reason: 'invalid-input', field: `player ${p.id}`, detail: 'The player has no name.' };
    if (!Number.isInteger(p.rating) || p.rating < 0) return { ok: false, reason: 'invalid-input', field: `player ${p.id}`, detail: `Rating must be a whole number ≥ 0, not ${p.rating}.` };
  }
  const games = gamesPerBoard(t);
  for (const r of t.rounds) {
    for (const p of r.pairings) {
      if (p.games.length !== games) {
        return { ok: false, reason: 'invalid-input', field: `round ${r.number} board ${p.board}`, detail: `The board has ${p.games.length} game(s); ${games} expected for this system.` };
      }
    }
  }
  const id = await db.transaction('rw', allTables(db), async () => {
    const id = await db.tournaments.add({
      name: t.name.trim() || 'Imported tournament', settings: t.settings, scoring: t.scoring,
      totalRounds: Math.max(t.totalRounds, t.rounds.length, 1), randomSeed: randomSeed | 0,
      status: t.rounds.length > 0 ? 'running' : 'seeded', plannedByes: [...t.plannedByes],
      ...(t.initialColour ? { initialColour: t.initialColour } : {}), createdAt: now, updatedAt: now,
    });
    await db.players.bulkAdd(t.players.map((p) => ({
      tournamentId: id, startRank: p.id, name: p.name.trim(), rating: p.rating,
      ...(p.title ? { title: p.title } : {}), ...(p.federation ? { federation: p.federation } : {}),
      ...(p.fideId ? { fideId: p.fideId } : {}), ...(p.birthDate ? { birthDate: p.birthDate } : {}),
      ...(p.sex ? { sex: p.sex } : {}), ...(p.club ? { club: p.club } : {}),
      ...(p.withdrawnFromRound ? { withdrawnFromRound: p.withdrawnFromRound } : {}),
    })));
    for (const r of t.rounds) {
      await db.rounds.add({ tournamentId: id, number: r.number, pairedAt: now, notes: [] });
      await db.pairings.bulkAdd(r.pairings.map((p) => ({ tournamentId: id, round: r.number, board: p.board, white: p.white, black: p.black, games: p.games.slice() })));
      await db.byes.bulkAdd(r.byes.map((b) => ({ tournamentId: id, round: r.number, player: b.player, kind: b.kind })));
    }
    await db.audit.add({ tournamentId: id, at: now, action: 'import-tournament', detail: `${t.players.length} players, ${t.rounds.length} rounds` });
    return id;
  });
  return { ok: true, value: id };
};

// ---------------------------------------------------------------------------------------------
// Players

export const addPlayer = (db: PairwiseDb, tournamentId: number, input: PlayerInput, now: number): Promise<Change<number>> => {
  const bad = checkPlayerInput(input);
  if (bad) return Promise.resolve({ ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message });
  const clean = cleanPlayerInput(input);
  return change(db, tournamentId, now, 'add-player', async (t) => {
    requireStatus(t, ['registration'], 'add a player');
    const key = await db.players.add({ ...clean, tournamentId, startRank: 0 });
    return { value: key, detail: `${clean.name} (${clean.rating})` };
  });
};

export const updatePlayer = async (db: PairwiseDb, playerKey: number, input: PlayerInput, now: number): Promise<Change> => {
  const bad = checkPlayerInput(input);
  if (bad) return { ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message };
  const row = await db.players.get(playerKey);
  if (!row) return { ok: false, reason: 'not-found', detail: `There is no player with key ${playerKey}.` };
  const clean = cleanPlayerInput(input);
  return change(db, row.tournamentId, now, 'edit-player', async () => {
    const current = await db.players.get(playerKey);
    if (!current) return reject('not-found', `There is no player with key ${playerKey}.`);
    await db.players.put({ ...clean, id: playerKey, tournamentId: current.tournamentId, startRank: current.startRank });
    return { value: undefined, detail: `${current.name} → ${clean.name} (${clean.rating})` };
  });
};

/** Before round 1 only. After seeding, the later start ranks close the gap. */
export const removePlayer = async (db: PairwiseDb, playerKey: number, now: number): Promise<Change> => {
  const row = await db.players.get(playerKey);
  if (!row) return { ok: false, reason: 'not-found', detail: `There is no player with key ${playerKey}.` };
  return change(db, row.tournamentId, now, 'remove-player', async (t) => {
    requireStatus(t, ['registration', 'seeded'], 'remove a player');
    const current = await db.players.get(playerKey);
    if (!current) return reject('not-found', `There is no player with key ${playerKey}.`);
    await db.players.delete(playerKey);
    if (current.startRank > 0) {
      const later = await db.players.where('tournamentId').equals(t.id).filter((p) => p.startRank > current.startRank).toArray();
      for (const p of later) await db.players.update(p.id, { startRank: p.startRank - 1 });
    }
    return { value: undefined, detail: current.name };
  });
};

/** Locks the seeding: `orderedKeys[i]` gets start rank i + 1. Must list every player exactly once. */
export const lockSeeding = (db: PairwiseDb, tournamentId: number, orderedKeys: readonly number[], how: string, now: number): Promise<Change> =>
  change(db, tournamentId, now, 'lock-seeding', async (t) => {
    requireStatus(t, ['registration'], 'lock the seeding');
    const players = await db.players.where('tournamentId').equals(tournamentId).toArray();
    if (players.length < 2) reject('invalid-input', `A tournament needs at least 2 players; it has ${players.length}.`, 'players');
    const known = new Set(players.map((p) => p.id));
    const seen = new Set<number>();
    for (const k of orderedKeys) {
      if (!known.has(k)) reject('invalid-input', `The seeding lists player key ${k}, who is not in this tournament.`, 'seeding');
      if (seen.has(k)) reject('invalid-input', `The seeding lists player key ${k} twice.`, 'seeding');
      seen.add(k);
    }
    if (seen.size !== players.length) reject('invalid-input', `The seeding lists ${seen.size} of ${players.length} players.`, 'seeding');
    for (const [i, k] of orderedKeys.entries()) await db.players.update(k, { startRank: i + 1 });
    await db.tournaments.update(tournamentId, { status: 'seeded' });
    return { value: undefined, detail: `${how}: ${players.length} players` };
  });

// ---------------------------------------------------------------------------------------------
// Rounds and results

/**
 * Games per board: TCEC double rounds and double-sided Swiss play two (colours swapped in game 2),
 * engine Swiss `gamesPerMatch`; the rest one.
 */
export const gamesPerBoard = (t: { readonly settings: SystemSettings }): number => {
  const s = t.settings;
  if (s.system === 'tcec') return s.double ? 2 : 1;
  if (s.system === 'double-sided') return 2;
  if ('gamesPerMatch' in s && typeof s.gamesPerMatch === 'number' && s.gamesPerMatch >= 1) return s.gamesPerMatch;
  return 1;
};

/** Netrunner systems score 3/1/0; the chess systems 1/½/0. */
export const scoringFor = (settings: SystemSettings): ScoringRule =>
  settings.system === 'sass' || settings.system === 'double-sided' ? netrunnerScoring : chessScoring;

/**
 * Writes round `roundNumber` as the pairing system proposed it. Re-checks, inside the same
 * transaction, that the round is still the next one and not already paired (another tab or a
 * second click may have paired it meanwhile).
 */
export const saveRound = (
  db: PairwiseDb, tournamentId: number, roundNumber: number, proposed: ProposedRound, now: number,
  /** The snapshot's `revision` the round was paired from; refused when anything changed since. */
  basedOn?: number,
): Promise<Change> =>
  change(db, tournamentId, now, 'pair-round', async (t) => {
    requireStatus(t, ['seeded', 'running'], 'pair a round');
    if (await db.rounds.get([tournamentId, roundNumber])) reject('already-paired', `Round ${roundNumber} is already paired.`, `round ${roundNumber}`);
    const last = await lastRoundNumber(db, tournamentId);
    if (roundNumber !== last + 1) reject('invalid-input', `The next round is ${last + 1}, not ${roundNumber}.`, `round ${roundNumber}`);
    if (basedOn !== undefined && (await revisionOf(db, tournamentId)) !== basedOn) {
      reject('changed-meanwhile', `The tournament changed while round ${roundNumber} was being paired; pair it again.`, `round ${roundNumber}`);
    }
    const games = gamesPerBoard(t);
    await db.rounds.add({ tournamentId, number: roundNumber, pairedAt: now, notes: [...proposed.notes] });
    await db.pairings.bulkAdd(proposed.pairs.map((p, i) => ({
      tournamentId, round: roundNumber, board: i + 1, white: p.white, black: p.black, games: Array.from({ length: games }, () => null),
    })));
    await db.byes.bulkAdd(proposed.byes.map((b) => ({ tournamentId, round: roundNumber, player: b.player, kind: b.kind })));
    await db.tournaments.update(tournamentId, { status: 'running' });
    return { value: undefined, detail: `round ${roundNumber}: ${proposed.pairs.length} boards, ${proposed.byes.length} byes` };
  });

/** The id of the tournament's latest audit row: it changes with every change to the tournament. */
const revisionOf = async (db: PairwiseDb, tournamentId: number): Promise<number> =>
  (await db.audit.where('tournamentId').equals(tournamentId).last())?.id ?? 0;

export const lastRoundNumber = async (db: PairwiseDb, tournamentId: number): Promise<number> => {
  const rounds = await db.rounds.where('tournamentId').equals(tournamentId).toArray();
  return rounds.reduce((m, r) => Math.max(m, r.number), 0);
};

/** Enters (or clears, with null) the result of game `game` (0-based) on one board. */
export const setResult = (
  db: PairwiseDb, tournamentId: number, round: number, board: number, game: number, result: BoardResult | null, now: number,
): Promise<Change> => {
  if (result !== null && !isBoardResult(result)) {
    return Promise.resolve({ ok: false, reason: 'invalid-input', field: `round ${round} board ${board}`, detail: `"${String(result)}" is not a result.` });
  }
  return change(db, tournamentId, now, 'result', async () => {
    const where = `round ${round} board ${board}`;
    const p = await db.pairings.where('[tournamentId+round+board]').equals([tournamentId, round, board]).first();
    if (!p) return reject('not-found', `There is no board ${board} in round ${round}.`, where);
    if (!Number.isInteger(game) || game < 0 || game >= p.games.length) reject('invalid-input', `Board ${board} has ${p.games.length} game(s); there is no game ${game + 1}.`, where);
    const games = p.games.slice();
    games[game] = result;
    await db.pairings.update(p.id, { games });
    return { value: undefined, detail: `${where} game ${game + 1}: ${result ?? 'cleared'}` };
  });
};

// ---------------------------------------------------------------------------------------------
// Reading: the core model

export interface Snapshot {
  readonly row: TournamentRow;
  readonly tournament: Tournament;
  /** Player rows by the PlayerId the core sees (start rank, or registration order before seeding). */
  readonly playerRows: ReadonlyMap<number, PlayerRow>;
  /** Changes with every change to the tournament (pass it to `saveRound` to refuse stale pairings). */
  readonly revision: number;
  /** The pairing system's remarks on each round, by round number. */
  readonly roundNotes: ReadonlyMap<number, readonly string[]>;
}

/**
 * Builds the core model from the tables in one read transaction. Before seeding is locked the
 * players get provisional ids in registration order.
 */
export const loadSnapshot = async (db: PairwiseDb, tournamentId: number): Promise<Snapshot | undefined> =>
  db.transaction('r', [db.tournaments, db.players, db.rounds, db.pairings, db.byes, db.audit], async () => {
    const row = await db.tournaments.get(tournamentId);
    if (!row) return undefined;
    const playerRows = await db.players.where('tournamentId').equals(tournamentId).sortBy('id');
    const seeded = row.status !== 'registration';
    const ordered = seeded ? playerRows.slice().sort((a, b) => a.startRank - b.startRank) : playerRows;
    const byId = new Map<number, PlayerRow>();
    const players: Player[] = ordered.map((p, i) => {
      const id = seeded ? p.startRank : i + 1;
      byId.set(id, p);
      return toPlayer(p, id);
    });
    const roundRows = await db.rounds.where('tournamentId').equals(tournamentId).sortBy('number');
    const pairings = await db.pairings.where('tournamentId').equals(tournamentId).toArray();
    const byes = await db.byes.where('tournamentId').equals(tournamentId).toArray();
    const rounds: Round[] = roundRows.map((r) => ({
      number: r.number,
      pairings: pairings.filter((p) => p.round === r.number).sort((a, b) => a.board - b.board)
        .map((p): Pairing => ({ board: p.board, white: playerId(p.white), black: playerId(p.black), games: p.games.slice() })),
      byes: byes.filter((b) => b.round === r.number).map((b): Bye => ({ player: playerId(b.player), kind: b.kind })),
    }));
    const tournament: Tournament = {
      name: row.name, settings: row.settings, scoring: row.scoring, totalRounds: row.totalRounds,
      players, rounds, plannedByes: row.plannedByes, randomSeed: row.randomSeed,
      ...(row.initialColour ? { initialColour: row.initialColour } : {}),
    };
    return { row, tournament, playerRows: byId, revision: await revisionOf(db, tournamentId), roundNotes: new Map(roundRows.map((r) => [r.number, r.notes])) };
  });

/** The core's Tournament for one stored tournament (the worker and the standings both use this). */
export const loadTournament = async (db: PairwiseDb, tournamentId: number): Promise<Tournament | undefined> =>
  (await loadSnapshot(db, tournamentId))?.tournament;

const toPlayer = (p: PlayerRow, id: number): Player => {
  const out: { -readonly [K in keyof Player]: Player[K] } = { id: playerId(id), name: p.name, rating: p.rating };
  if (p.title) out.title = p.title;
  if (p.federation) out.federation = p.federation;
  if (p.fideId) out.fideId = p.fideId;
  if (p.birthDate) out.birthDate = p.birthDate;
  if (p.sex) out.sex = p.sex;
  if (p.club) out.club = p.club;
  if (p.withdrawnFromRound) out.withdrawnFromRound = p.withdrawnFromRound;
  return out;
};

/** True when every game of `round` has a result. */
export const roundComplete = (r: Round): boolean => r.pairings.every((p) => p.games.every((g) => g !== null));
