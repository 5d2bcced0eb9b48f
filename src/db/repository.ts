import { chessScoring, netrunnerScoring, playerId } from '../core/model';
import type { Bye, BoardResult, ScoringRule, SystemSettings, Pairing, Player, ProposedRound, ResultsAsPaired, Round, Tournament } from '../core/model';
import type { AuditRow, PairingRow, PairwiseDb, PlayerRow, TournamentRow, TournamentStatus } from './schema';
import { checkEditedRound } from '../core/pairing-edit/edits';
import { backupFormat, backupVersion, describeRefusal, restoreBackup } from '../core/backup';
import type { Backup } from '../core/backup';
import { duplicateFinder } from '../core/csv/duplicates';
import { checkPlayerInput, checkTournamentInput, cleanPlayerInput, importedPlayerInput, isBoardResult } from './validate';
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

export const createTournament = async (
  db: PairwiseDb, input: TournamentInput, randomSeed: number, now: number,
  /** System state fixed at creation (e.g. engine Swiss 'openings': the opening order), same transaction. */
  systemStates: readonly { readonly kind: string; readonly state: unknown }[] = [],
): Promise<Change<number>> => {
  const bad = checkTournamentInput(input);
  if (bad) return { ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message };
  const id = await db.transaction('rw', allTables(db), async () => {
    const id = await db.tournaments.add({
      name: input.name.trim(), settings: input.settings, scoring: input.scoring ?? scoringFor(input.settings), totalRounds: input.totalRounds,
      randomSeed: randomSeed | 0, status: 'registration', plannedByes: [], createdAt: now, updatedAt: now,
    });
    for (const st of systemStates) await db.systemState.put({ tournamentId: id, kind: st.kind, state: st.state });
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
  // Every player passes the checks a typed-in player does (a TRF's fields were stored unchecked,
  // and the tournament's own backup was then refused).
  const details = t.players.map((p) => cleanPlayerInput(importedPlayerInput(p)));
  for (const [i, p] of t.players.entries()) {
    const wrong = checkPlayerInput(details[i] ?? p);
    if (wrong) return { ok: false, reason: 'invalid-input', field: `player ${p.id}, ${wrong.field}`, detail: wrong.message };
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
      ...(t.tieBreaks && t.tieBreaks.length > 0 ? { tieBreaks: [...t.tieBreaks] } : {}),
      ...(validUnratedRating(t.unratedRating) ? { unratedRating: t.unratedRating } : {}),
    });
    await db.players.bulkAdd(t.players.map((p, i) => ({
      ...(details[i] ?? { name: p.name, rating: p.rating }), tournamentId: id, startRank: p.id,
      ...(p.withdrawnFromRound ? { withdrawnFromRound: p.withdrawnFromRound } : {}),
    })));
    for (const r of t.rounds) {
      await db.rounds.add({ tournamentId: id, number: r.number, pairedAt: now, notes: [] });
      await db.pairings.bulkAdd(r.pairings.map((p) => ({
        tournamentId: id, round: r.number, board: p.board, white: p.white, black: p.black, games: p.games.slice(),
        ...(p.asPaired && p.asPaired.length > 0 ? { asPaired: p.asPaired.map((e) => ({ games: e.games.slice(), pairedThrough: e.pairedThrough })) } : {}),
      })));
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

/** The same stored values, field by field (a player row holds no nested data). */
const samePlayerRow = (a: PlayerRow, b: PlayerRow): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof PlayerRow)[]);
  return [...keys].every((k) => a[k] === b[k]);
};

export const updatePlayer = async (
  db: PairwiseDb, playerKey: number, input: PlayerInput, now: number,
  /** The row as the edit form showed it; refused when another tab changed the player since (their edit would be lost). */
  editedFrom?: PlayerRow,
): Promise<Change> => {
  const bad = checkPlayerInput(input);
  if (bad) return { ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message };
  const row = await db.players.get(playerKey);
  if (!row) return { ok: false, reason: 'not-found', detail: `There is no player with key ${playerKey}.` };
  const clean = cleanPlayerInput(input);
  return change(db, row.tournamentId, now, 'edit-player', async () => {
    const current = await db.players.get(playerKey);
    if (!current) return reject('not-found', `There is no player with key ${playerKey} (removed in another tab or window?); nothing was saved.`);
    if (editedFrom && !samePlayerRow(current, editedFrom)) {
      reject('changed-meanwhile', `${current.name} was changed in another tab or window while this form was open; nothing was saved. Open the player again to see the change.`, 'player');
    }
    // Editing the player's details keeps a drop (withdrawnFromRound) as it is.
    await db.players.put({ ...clean, id: playerKey, tournamentId: current.tournamentId, startRank: current.startRank, ...(current.withdrawnFromRound ? { withdrawnFromRound: current.withdrawnFromRound } : {}) });
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
    // Engine Swiss: rounds after the scheduled ones are extra pairs of two games (seed 002, tie for first).
    const games = t.settings.system === 'engine-swiss' && roundNumber > t.totalRounds ? 2 : gamesPerBoard(t);
    await db.rounds.add({ tournamentId, number: roundNumber, pairedAt: now, notes: [...proposed.notes] });
    await db.pairings.bulkAdd(proposed.pairs.map((p, i) => ({
      tournamentId, round: roundNumber, board: i + 1, white: p.white, black: p.black, games: Array.from({ length: games }, () => null),
    })));
    // C.04.1: a bye requested for this round (H, Z, F) is part of the round. TCEC lists them in its
    // proposal; the FIDE systems propose only the pairing-allocated bye, so the rest are added here.
    const listed = new Set<number>([...proposed.byes.map((b) => b.player), ...proposed.pairs.flatMap((p) => [p.white, p.black])]);
    const dropped = new Set((await db.players.where('tournamentId').equals(tournamentId).toArray())
      .filter((p) => p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= roundNumber).map((p) => p.startRank));
    const requested = t.plannedByes.filter((b) => b.round === roundNumber && !listed.has(b.player) && !dropped.has(b.player));
    await db.byes.bulkAdd([...proposed.byes, ...requested].map((b) => ({ tournamentId, round: roundNumber, player: b.player, kind: b.kind })));
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

/**
 * What the screen showed when the TO typed a result: the board's players (start ranks) and, for an
 * undo, the result it is to replace. Another tab may have deleted or re-paired the round, or
 * changed the result, since; then nothing is written and the TO is told.
 */
export interface ResultGuard {
  readonly white: number;
  readonly black: number;
  readonly current?: BoardResult | null;
}

/**
 * FIDE C.04.2: a result corrected after later rounds were paired affects only the pairings yet to
 * be made, so the board keeps the results those rounds were paired from (core `Pairing.asPaired`;
 * the pairing checker replays them, the TRF export writes them). Undefined when no later round is
 * paired.
 */
const withResultsAsPaired = (p: PairingRow, lastRound: number): ResultsAsPaired[] | undefined => {
  if (lastRound <= p.round) return p.asPaired;
  const list = p.asPaired ?? [];
  // Already kept for these rounds: a second correction before the next pairing changes nothing they saw.
  if ((list[list.length - 1]?.pairedThrough ?? 0) >= lastRound) return list;
  return [...list, { games: p.games.slice(), pairedThrough: lastRound }];
};

/**
 * Round `from` and later are no longer paired (deleted, or paired again from today's results):
 * no board's kept results speak for them any more.
 */
const forgetResultsAsPairedFrom = async (db: PairwiseDb, tournamentId: number, from: number): Promise<void> => {
  const rows = await db.pairings.where('tournamentId').equals(tournamentId).filter((p) => p.asPaired !== undefined).toArray();
  for (const p of rows) {
    const kept: ResultsAsPaired[] = [];
    for (const e of p.asPaired!) {
      const through = Math.min(e.pairedThrough, from - 1);
      // Two entries now covering the same rounds: the older is what those rounds were paired from.
      if (through > p.round && (kept[kept.length - 1]?.pairedThrough ?? 0) < through) kept.push({ games: e.games, pairedThrough: through });
    }
    if (kept.length === 0) await db.pairings.where('id').equals(p.id).modify((row) => { delete row.asPaired; });
    else await db.pairings.update(p.id, { asPaired: kept });
  }
};

/** Enters (or clears, with null) the result of game `game` (0-based) on one board. */
export const setResult = (
  db: PairwiseDb, tournamentId: number, round: number, board: number, game: number, result: BoardResult | null, now: number,
  guard?: ResultGuard,
): Promise<Change> => {
  if (result !== null && !isBoardResult(result)) {
    return Promise.resolve({ ok: false, reason: 'invalid-input', field: `round ${round} board ${board}`, detail: `"${String(result)}" is not a result.` });
  }
  return change(db, tournamentId, now, 'result', async () => {
    const where = `round ${round} board ${board}`;
    const p = await db.pairings.where('[tournamentId+round+board]').equals([tournamentId, round, board]).first();
    if (!p) return reject('not-found', `There is no board ${board} in round ${round} (was the round deleted in another tab or window?); nothing was saved.`, where);
    if (guard && (p.white !== guard.white || p.black !== guard.black)) {
      reject('changed-meanwhile', `Board ${board} of round ${round} is now ${p.white} v ${p.black}, not ${guard.white} v ${guard.black}: the round was paired again in another tab or window. Nothing was saved; check the board and enter the result again.`, where);
    }
    if (guard?.current !== undefined && (p.games[game] ?? null) !== guard.current) {
      reject('changed-meanwhile', `The result of board ${board} in round ${round} was changed in another tab or window; nothing was saved.`, where);
    }
    if (!Number.isInteger(game) || game < 0 || game >= p.games.length) reject('invalid-input', `Board ${board} has ${p.games.length} game(s); there is no game ${game + 1}.`, where);
    const games = p.games.slice();
    games[game] = result;
    const asPaired = withResultsAsPaired(p, await lastRoundNumber(db, tournamentId));
    await db.pairings.update(p.id, asPaired === undefined ? { games } : { games, asPaired });
    const later = asPaired === undefined ? '' : `; rounds ${p.round + 1}-${asPaired[asPaired.length - 1]!.pairedThrough} stay as paired from the earlier result`;
    return { value: undefined, detail: `${where} game ${game + 1}: ${result ?? 'cleared'}${later}` };
  });
};

// ---------------------------------------------------------------------------------------------
// Standings

/**
 * Sets the tournament's tie-break order (C.07 codes such as "BH/C1", as TRF-2026 record 202 lists
 * them); `null` or an empty list goes back to the system's own list. `isCode` checks each code
 * (the UI passes core/standings' parser; the database does not import the standings).
 */
export const setTieBreaks = (
  db: PairwiseDb, tournamentId: number, codes: readonly string[] | null, isCode: (code: string) => boolean, now: number,
): Promise<Change> => {
  const list = (codes ?? []).map((c) => c.trim()).filter((c) => c !== '');
  const bad = list.find((c) => !isCode(c));
  if (bad !== undefined) return Promise.resolve({ ok: false, reason: 'invalid-input', field: 'tie-breaks', detail: `"${bad}" is not a tie-break code.` });
  const twice = list.find((c, i) => list.indexOf(c) !== i);
  if (twice !== undefined) return Promise.resolve({ ok: false, reason: 'invalid-input', field: 'tie-breaks', detail: `"${twice}" is listed twice.` });
  return change(db, tournamentId, now, 'tie-breaks', async () => {
    await db.tournaments.update(tournamentId, { tieBreaks: list.length > 0 ? list : undefined });
    return { value: undefined, detail: list.length > 0 ? list.join(', ') : "the system's list" };
  });
};

/** Bounds of the rating for unrated players: a rating as the player form takes it, above 0 (0 = unrated). */
export const unratedRatingBounds = { min: 1, max: 4000 } as const;
const validUnratedRating = (r: number | undefined): r is number =>
  r !== undefined && Number.isInteger(r) && r >= unratedRatingBounds.min && r <= unratedRatingBounds.max;

/**
 * Sets the rating unrated players count at in the rating-based tie-breaks (ARO, TPR, PTP, APRO,
 * APPO), as the tournament regulations publish it (C.07 Art. 10); `null` clears it: with none,
 * those tie-breaks are refused while an unrated player takes part.
 */
export const setUnratedRating = (db: PairwiseDb, tournamentId: number, rating: number | null, now: number): Promise<Change> => {
  if (rating !== null && !validUnratedRating(rating)) {
    return Promise.resolve({
      ok: false, reason: 'invalid-input', field: 'unrated-rating',
      detail: `The rating for unrated players is a whole number from ${unratedRatingBounds.min} to ${unratedRatingBounds.max}, not "${String(rating)}".`,
    });
  }
  return change(db, tournamentId, now, 'unrated-rating', async () => {
    await db.tournaments.update(tournamentId, { unratedRating: rating ?? undefined });
    return { value: undefined, detail: rating === null ? 'none (rating-based tie-breaks refused with unrated players)' : `${rating}` };
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
        .map((p): Pairing => ({
          board: p.board, white: playerId(p.white), black: playerId(p.black), games: p.games.slice(),
          ...(p.asPaired && p.asPaired.length > 0 ? { asPaired: p.asPaired.map((e) => ({ games: e.games.slice(), pairedThrough: e.pairedThrough })) } : {}),
        })),
      byes: byes.filter((b) => b.round === r.number).map((b): Bye => ({ player: playerId(b.player), kind: b.kind })),
    }));
    const tournament: Tournament = {
      name: row.name, settings: row.settings, scoring: row.scoring, totalRounds: row.totalRounds,
      players, rounds, plannedByes: row.plannedByes, randomSeed: row.randomSeed,
      ...(row.initialColour ? { initialColour: row.initialColour } : {}),
      ...(row.tieBreaks && row.tieBreaks.length > 0 ? { tieBreaks: row.tieBreaks } : {}),
      ...(row.unratedRating !== undefined ? { unratedRating: row.unratedRating } : {}),
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
  if (p.corpIdentity) out.corpIdentity = p.corpIdentity;
  if (p.runnerIdentity) out.runnerIdentity = p.runnerIdentity;
  if (p.pronouns) out.pronouns = p.pronouns;
  if (p.fixedBoard) out.fixedBoard = p.fixedBoard;
  if (p.withdrawnFromRound) out.withdrawnFromRound = p.withdrawnFromRound;
  return out;
};

/** True when every game of `round` has a result. */
export const roundComplete = (r: Round): boolean => r.pairings.every((p) => p.games.every((g) => g !== null));

// ---------------------------------------------------------------------------------------------
// System state (db systemState: 'ladder', 'openings', ...)

/** A system's stored state for one tournament, or undefined when there is none. */
export const loadSystemState = async (db: PairwiseDb, tournamentId: number, kind: string): Promise<unknown> =>
  (await db.systemState.get([tournamentId, kind]))?.state;

/** What a state transition returns: the new state and the audit text, or why it was refused. */
export type StateStep = { readonly ok: true; readonly state: unknown; readonly detail: string } | { readonly ok: false; readonly detail: string };

/**
 * Moves a system's state on in one transaction: `step` (a pure core function) sees the state as
 * stored at that moment, so two tabs cannot both apply a step to the same old state.
 */
export const changeSystemState = (
  db: PairwiseDb, tournamentId: number, kind: string, action: string, step: (current: unknown) => StateStep, now: number,
): Promise<Change> =>
  change(db, tournamentId, now, action, async () => {
    const current = (await db.systemState.get([tournamentId, kind]))?.state;
    const r = step(current);
    if (!r.ok) return reject('invalid-input', r.detail, kind);
    await db.systemState.put({ tournamentId, kind, state: r.state });
    return { value: undefined, detail: r.detail };
  });

/**
 * Creates a ladder (seed 003): a tournament row without players or rounds, its engines and games
 * kept in the 'ladder' state (built by core ladderStart). One transaction.
 */
export const createLadder = async (db: PairwiseDb, name: string, state: unknown, engines: number, now: number): Promise<Change<number>> => {
  const bad = checkTournamentInput({ name, settings: { system: 'ladder' }, totalRounds: 1 });
  if (bad) return { ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message };
  const id = await db.transaction('rw', allTables(db), async () => {
    const id = await db.tournaments.add({
      name: name.trim(), settings: { system: 'ladder' }, scoring: chessScoring, totalRounds: 1,
      randomSeed: 0, status: 'running', plannedByes: [], createdAt: now, updatedAt: now,
    });
    await db.systemState.put({ tournamentId: id, kind: 'ladder', state });
    await db.audit.add({ tournamentId: id, at: now, action: 'create-ladder', detail: `${name.trim()}: ${engines} engines` });
    return id;
  });
  return { ok: true, value: id };
};

// ---------------------------------------------------------------------------------------------
// Organiser workflow (issue 8): bulk registration, late entry, withdrawals, requested byes,
// deleting the last round, the audit log, JSON backup and restore.

/** Same person: same FIDE ID, or the same name (case and spacing ignored) and no different birth date. */
const samePerson = (a: PlayerInput | PlayerRow, b: PlayerInput | PlayerRow): boolean => {
  if (a.fideId && b.fideId) return a.fideId === b.fideId;
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  if (norm(a.name) !== norm(b.name)) return false;
  return !a.birthDate || !b.birthDate || a.birthDate === b.birthDate;
};

/** A registered player who looks like the same person as `input` (for the add form's warning). */
export const findRegisteredDuplicate = async (db: PairwiseDb, tournamentId: number, input: PlayerInput, exceptKey?: number): Promise<PlayerRow | undefined> =>
  (await db.players.where('tournamentId').equals(tournamentId).toArray()).find((p) => p.id !== exceptKey && samePerson(p, input));

/**
 * Registers many players at once (a CSV import): all or nothing. Refused, with nothing written,
 * when any player's input is invalid or is a duplicate (in the list or already registered);
 * `labels[i]` names where player i came from (e.g. "row 4").
 */
export const addPlayers = (
  db: PairwiseDb, tournamentId: number, inputs: readonly PlayerInput[], labels: readonly string[], source: string, now: number,
): Promise<Change<number[]>> => {
  const label = (i: number) => labels[i] ?? `player ${i + 1}`;
  // Indexed by FIDE ID and name (samePerson's rule): comparing each with every earlier one was quadratic.
  const earlier = duplicateFinder<PlayerInput & { readonly index: number }>();
  for (const [i, p] of inputs.entries()) {
    const bad = checkPlayerInput(p);
    if (bad) return Promise.resolve({ ok: false, reason: 'invalid-input', field: `${label(i)}, ${bad.field}`, detail: bad.message });
    const j = earlier.find(p);
    if (j) return Promise.resolve({ ok: false, reason: 'invalid-input', field: `${label(i)}, name`, detail: `Duplicate player: ${p.name} is also ${label(j.index)}.` });
    earlier.add({ ...p, index: i });
  }
  if (inputs.length === 0) return Promise.resolve({ ok: false, reason: 'invalid-input', field: 'players', detail: 'There are no players to add.' });
  return change(db, tournamentId, now, 'import-players', async (t) => {
    requireStatus(t, ['registration'], 'import players');
    const registered = duplicateFinder<PlayerRow>();
    for (const r of await db.players.where('tournamentId').equals(tournamentId).toArray()) registered.add(r);
    for (const [i, p] of inputs.entries()) {
      const dup = registered.find(p);
      if (dup) reject('invalid-input', `Duplicate player: ${dup.name} is already registered.`, `${label(i)}, name`);
    }
    const keys = await db.players.bulkAdd(inputs.map((p) => ({ ...cleanPlayerInput(p), tournamentId, startRank: 0 })), { allKeys: true });
    return { value: keys, detail: `${inputs.length} players from ${source}` };
  });
};

/**
 * Late entry after seeding: the player gets the next start rank, and each round already paired
 * gets the entry the organiser chose for it — 'Z' (zero points, the default in FIDE Swiss: a
 * player who was not there scores nothing) or 'H' (a half-point bye, where the regulations of
 * the event grant one for missed rounds).
 */
export const addLateEntry = (
  db: PairwiseDb, tournamentId: number, input: PlayerInput, missedRounds: 'Z' | 'H', now: number,
): Promise<Change<number>> => {
  const bad = checkPlayerInput(input);
  if (bad) return Promise.resolve({ ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message });
  const clean = cleanPlayerInput(input);
  return change(db, tournamentId, now, 'late-entry', async (t) => {
    requireStatus(t, ['seeded', 'running'], 'add a late entry');
    const registered = await db.players.where('tournamentId').equals(tournamentId).toArray();
    const dup = registered.find((r) => samePerson(r, clean));
    if (dup) reject('invalid-input', `Duplicate player: ${dup.name} is already registered.`, 'name');
    const startRank = registered.reduce((m, p) => Math.max(m, p.startRank), 0) + 1;
    const key = await db.players.add({ ...clean, tournamentId, startRank });
    const paired = await lastRoundNumber(db, tournamentId);
    for (let r = 1; r <= paired; r++) await db.byes.add({ tournamentId, round: r, player: startRank, kind: missedRounds });
    return { value: key, detail: `${clean.name} (${clean.rating}) as no. ${startRank}; rounds 1-${paired}: ${missedRounds}` };
  });
};

/** The round that will be paired next. */
const nextRoundOf = async (db: PairwiseDb, tournamentId: number): Promise<number> => (await lastRoundNumber(db, tournamentId)) + 1;

/**
 * Requests a bye for a future round (H: half point, Z: zero, F: full point), or clears it with
 * `kind` null. `player` is the start rank (seeding must be locked). C.04.1: requested byes are
 * known before the round is paired, so the system leaves the player out.
 */
export const setPlannedBye = (
  db: PairwiseDb, tournamentId: number, player: number, round: number, kind: 'H' | 'Z' | 'F' | null, now: number,
): Promise<Change> =>
  change(db, tournamentId, now, kind === null ? 'cancel-bye' : 'request-bye', async (t) => {
    requireStatus(t, ['seeded', 'running'], 'plan a bye');
    const p = await db.players.where('[tournamentId+startRank]').equals([tournamentId, player]).first();
    if (!p) return reject('not-found', `There is no player with start rank ${player}.`, 'player');
    const next = await nextRoundOf(db, tournamentId);
    if (!Number.isInteger(round) || round < next || round > t.totalRounds) {
      reject('invalid-input', `A bye can be requested for a round not paired yet: ${next} to ${t.totalRounds}, not ${round}.`, 'round');
    }
    const plannedByes = t.plannedByes.filter((b) => !(b.player === player && b.round === round));
    if (kind !== null) plannedByes.push({ player: playerId(player), round, kind });
    plannedByes.sort((a, b) => a.round - b.round || a.player - b.player);
    await db.tournaments.update(tournamentId, { plannedByes });
    return { value: undefined, detail: `${p.name}, round ${round}: ${kind ?? 'cancelled'}` };
  });

/** Deletes the last paired round with its boards, results and byes (it can then be paired again). */
export const deleteLastRound = (
  db: PairwiseDb, tournamentId: number, now: number,
  /** The round the TO confirmed deleting; refused when another tab deleted it (or paired one more) meanwhile. */
  expectedRound?: number,
): Promise<Change<number>> =>
  change(db, tournamentId, now, 'delete-round', async () => {
    const last = await lastRoundNumber(db, tournamentId);
    if (last === 0) return reject('not-found', 'No round is paired.', 'round');
    if (expectedRound !== undefined && last !== expectedRound) {
      reject('changed-meanwhile', `Round ${expectedRound} is no longer the last round (the last is ${last}): it was changed in another tab or window. Nothing was deleted.`, `round ${expectedRound}`);
    }
    const results = (await db.pairings.where('[tournamentId+round]').equals([tournamentId, last]).toArray()).flatMap((p) => p.games).filter((g) => g !== null).length;
    await db.pairings.where('[tournamentId+round]').equals([tournamentId, last]).delete();
    await db.byes.where('[tournamentId+round]').equals([tournamentId, last]).delete();
    await db.rounds.delete([tournamentId, last]);
    await forgetResultsAsPairedFrom(db, tournamentId, last);
    if (last === 1) await db.tournaments.update(tournamentId, { status: 'seeded' });
    return { value: last, detail: `round ${last} (${results} result(s) entered)` };
  });

/** The tournament's audit log, newest first. */
export const loadAudit = (db: PairwiseDb, tournamentId: number): Promise<AuditRow[]> =>
  db.audit.where('tournamentId').equals(tournamentId).reverse().sortBy('id');

/** Everything stored about one tournament, as a versioned JSON backup (core/backup). */
export const exportBackup = async (db: PairwiseDb, tournamentId: number, now: number): Promise<Backup | undefined> =>
  db.transaction('r', allTables(db), async () => {
    const t = await db.tournaments.get(tournamentId);
    if (!t) return undefined;
    const players = await db.players.where('tournamentId').equals(tournamentId).sortBy('id');
    const rounds = await db.rounds.where('tournamentId').equals(tournamentId).sortBy('number');
    const pairings = await db.pairings.where('tournamentId').equals(tournamentId).toArray();
    const byes = await db.byes.where('tournamentId').equals(tournamentId).toArray();
    const audit = await db.audit.where('tournamentId').equals(tournamentId).sortBy('id');
    const states = await db.systemState.where('tournamentId').equals(tournamentId).toArray();
    const backup: Backup = {
      format: backupFormat, version: backupVersion, exportedAt: now,
      tournament: {
        name: t.name, settings: t.settings, scoring: t.scoring, totalRounds: t.totalRounds, randomSeed: t.randomSeed, status: t.status,
        ...(t.initialColour ? { initialColour: t.initialColour } : {}), plannedByes: t.plannedByes, createdAt: t.createdAt, updatedAt: t.updatedAt,
        ...(t.tieBreaks && t.tieBreaks.length > 0 ? { tieBreaks: t.tieBreaks } : {}),
        ...(t.unratedRating !== undefined ? { unratedRating: t.unratedRating } : {}),
      },
      players: players.map(({ id, tournamentId: _t, ...p }) => ({ key: id, ...p })),
      rounds: rounds.map((r) => ({
        number: r.number, pairedAt: r.pairedAt, notes: r.notes,
        boards: pairings.filter((p) => p.round === r.number).sort((a, b) => a.board - b.board).map((p) => ({
          board: p.board, white: p.white, black: p.black, games: p.games, ...(p.asPaired && p.asPaired.length > 0 ? { asPaired: p.asPaired } : {}),
        })),
        byes: byes.filter((b) => b.round === r.number).map((b) => ({ player: b.player, kind: b.kind })),
      })),
      audit: audit.map((a) => ({ at: a.at, action: a.action, detail: a.detail })),
      systemState: states.map((s) => ({ kind: s.kind, state: s.state })),
    };
    return backup;
  });

/**
 * Restores a JSON backup as a new tournament. The text goes through core `restoreBackup`, which
 * checks everything; when it refuses, nothing is written and the failure says where and why.
 */
export const restoreTournament = async (db: PairwiseDb, text: string, now: number): Promise<Change<number>> => {
  const r = restoreBackup(text);
  if (!r.ok) return { ok: false, reason: 'invalid-input', field: r.where, detail: describeRefusal(r) };
  const b = r.backup;
  const id = await db.transaction('rw', allTables(db), async () => {
    const { tieBreaks, ...tournament } = b.tournament;
    const id = await db.tournaments.add({ ...tournament, plannedByes: [...tournament.plannedByes], ...(tieBreaks ? { tieBreaks: [...tieBreaks] } : {}) });
    await db.players.bulkAdd(b.players.map(({ key: _k, ...p }) => ({ ...p, tournamentId: id })));
    for (const round of b.rounds) {
      await db.rounds.add({ tournamentId: id, number: round.number, pairedAt: round.pairedAt, notes: [...round.notes] });
      await db.pairings.bulkAdd(round.boards.map((p) => ({
        tournamentId: id, round: round.number, board: p.board, white: p.white, black: p.black, games: [...p.games],
        ...(p.asPaired && p.asPaired.length > 0 ? { asPaired: p.asPaired.map((e) => ({ games: [...e.games], pairedThrough: e.pairedThrough })) } : {}),
      })));
      await db.byes.bulkAdd(round.byes.map((y) => ({ tournamentId: id, round: round.number, player: y.player, kind: y.kind })));
    }
    for (const s of b.systemState) await db.systemState.put({ tournamentId: id, kind: s.kind, state: s.state });
    await db.audit.bulkAdd(b.audit.map((a) => ({ tournamentId: id, ...a })));
    await db.audit.add({ tournamentId: id, at: now, action: 'restore-backup', detail: `${b.tournament.name}: ${b.players.length} players, ${b.rounds.length} rounds (exported ${new Date(b.exportedAt).toISOString()})` });
    return id;
  });
  return { ok: true, value: id };
};

// (end of the organiser workflow section)

// ---------------------------------------------------------------------------------------------
// Drops and reinstatement

/**
 * Drops a player from round `fromRound` on (they are not paired from then; their rounds so far
 * stay), or reinstates them with `null`. A round already paired is never changed.
 */
export const setWithdrawal = async (db: PairwiseDb, playerKey: number, fromRound: number | null, now: number): Promise<Change> => {
  const row = await db.players.get(playerKey);
  if (!row) return { ok: false, reason: 'not-found', detail: `There is no player with key ${playerKey}.` };
  return change(db, row.tournamentId, now, fromRound === null ? 'reinstate-player' : 'drop-player', async (t) => {
    requireStatus(t, ['seeded', 'running'], fromRound === null ? 'reinstate a player' : 'drop a player');
    const current = await db.players.get(playerKey);
    if (!current) return reject('not-found', `There is no player with key ${playerKey}.`);
    const next = (await lastRoundNumber(db, t.id)) + 1;
    if (fromRound !== null && (!Number.isInteger(fromRound) || fromRound < next)) {
      reject('invalid-input', `Round ${fromRound} is already paired; a drop takes effect from round ${next} on.`, 'round');
    }
    if (fromRound === null) {
      const { withdrawnFromRound: _dropped, ...rest } = current;
      await db.players.put(rest);
    } else {
      await db.players.put({ ...current, withdrawnFromRound: fromRound });
    }
    return { value: undefined, detail: fromRound === null ? `${current.name} reinstated from round ${next}` : `${current.name} dropped from round ${fromRound}` };
  });
};

/** Enters every game of one board at once (a double-sided 241 or intentional draw). */
export const setBoardGames = (
  db: PairwiseDb, tournamentId: number, round: number, board: number, games: readonly BoardResult[], now: number, what: string,
): Promise<Change> => {
  if (!games.every(isBoardResult)) return Promise.resolve({ ok: false, reason: 'invalid-input', field: `round ${round} board ${board}`, detail: 'Not a result.' });
  return change(db, tournamentId, now, 'result', async () => {
    const where = `round ${round} board ${board}`;
    const p = await db.pairings.where('[tournamentId+round+board]').equals([tournamentId, round, board]).first();
    if (!p) return reject('not-found', `There is no board ${board} in round ${round}.`, where);
    if (p.games.length !== games.length) reject('invalid-input', `Board ${board} has ${p.games.length} game(s), not ${games.length}.`, where);
    const asPaired = withResultsAsPaired(p, await lastRoundNumber(db, tournamentId));
    await db.pairings.update(p.id, asPaired === undefined ? { games: games.slice() } : { games: games.slice(), asPaired });
    return { value: undefined, detail: `${where}: ${what}` };
  });
};

// ---------------------------------------------------------------------------------------------
// The Netrunner top cut (systemState kind 'cut'): the bracket is core/netrunner's; stored here are
// the format, the seeds (start ranks, Swiss ranking order) and, by game, who corped and who won.

export interface CutGameRecord {
  /** Start rank of the player who corped (chosen by the higher seed, or assigned). */
  readonly corp?: number;
  readonly winner?: number;
}

export interface CutRecord {
  readonly elimination: 'single' | 'double';
  readonly size: number;
  readonly seeds: readonly number[];
  readonly games: Readonly<Record<number, CutGameRecord>>;
}

const cutSizesOf = { single: [3, 4, 8, 16], double: [4, 8, 16] } as const;

export const loadCut = async (db: PairwiseDb, tournamentId: number): Promise<CutRecord | null> =>
  ((await db.systemState.get([tournamentId, 'cut']))?.state as CutRecord | undefined) ?? null;

/** Starts the top cut with the Swiss ranking's first `size` players as seeds 1..size. */
export const startCut = (
  db: PairwiseDb, tournamentId: number, elimination: 'single' | 'double', seeds: readonly number[], now: number,
): Promise<Change> =>
  change(db, tournamentId, now, 'start-cut', async (t) => {
    requireStatus(t, ['running'], 'start the cut');
    if (!(cutSizesOf[elimination] as readonly number[]).includes(seeds.length)) {
      reject('invalid-input', `A ${elimination}-elimination cut is a top ${cutSizesOf[elimination].join(', ')}; not ${seeds.length}.`, 'cut');
    }
    if (new Set(seeds).size !== seeds.length) reject('invalid-input', 'A player is seeded twice in the cut.', 'cut');
    if (await db.systemState.get([tournamentId, 'cut'])) reject('already-paired', 'The cut has already started.', 'cut');
    const rounds = await db.rounds.where('tournamentId').equals(tournamentId).count();
    if (rounds < t.totalRounds) reject('wrong-status', `Play all ${t.totalRounds} Swiss rounds before the cut (${rounds} paired).`, 'cut');
    const record: CutRecord = { elimination, size: seeds.length, seeds: seeds.slice(), games: {} };
    await db.systemState.put({ tournamentId, kind: 'cut', state: record });
    return { value: undefined, detail: `top ${seeds.length} ${elimination} elimination: ${seeds.join(', ')}` };
  });

/** Records a cut game's side (corp) and/or winner; `winner: null` clears a result. */
export const setCutGame = (
  db: PairwiseDb, tournamentId: number, game: number, entry: { readonly corp?: number; readonly winner?: number | null }, now: number,
): Promise<Change> =>
  change(db, tournamentId, now, 'cut-game', async () => {
    const row = await db.systemState.get([tournamentId, 'cut']);
    if (!row) return reject('not-found', 'The cut has not started.', 'cut');
    const cut = row.state as CutRecord;
    const seeds = new Set(cut.seeds);
    if (!Number.isInteger(game) || game < 1 || game > 2 * cut.size) reject('invalid-input', `There is no cut game ${game}.`, `cut game ${game}`);
    if (entry.corp !== undefined && !seeds.has(entry.corp)) reject('invalid-input', `Player ${entry.corp} is not in the cut.`, `cut game ${game}`);
    if (entry.winner != null && !seeds.has(entry.winner)) reject('invalid-input', `Player ${entry.winner} is not in the cut.`, `cut game ${game}`);
    const before = cut.games[game] ?? {};
    const { winner: _old, ...kept } = before;
    const after: CutGameRecord = {
      ...(entry.winner === null ? kept : before),
      ...(entry.corp !== undefined ? { corp: entry.corp } : {}),
      ...(entry.winner != null ? { winner: entry.winner } : {}),
    };
    await db.systemState.put({ tournamentId, kind: 'cut', state: { ...cut, games: { ...cut.games, [game]: after } } });
    const parts = [entry.corp !== undefined ? `corp ${entry.corp}` : '', entry.winner === null ? 'result cleared' : entry.winner !== undefined ? `won by ${entry.winner}` : ''];
    return { value: undefined, detail: `cut game ${game}: ${parts.filter(Boolean).join(', ')}` };
  });

/** Cancels the cut (e.g. started with the wrong size); the Swiss rounds are untouched. */
export const cancelCut = (db: PairwiseDb, tournamentId: number, now: number): Promise<Change> =>
  change(db, tournamentId, now, 'cancel-cut', async () => {
    if (!(await db.systemState.get([tournamentId, 'cut']))) reject('not-found', 'The cut has not started.', 'cut');
    await db.systemState.delete([tournamentId, 'cut']);
    return { value: undefined, detail: 'cut cancelled' };
  });

// ---------------------------------------------------------------------------------------------
// Manual pairing edits and re-pairing (issue 8): only the latest round, only before any result.

/** Refuses unless `roundNumber` is the latest round and none of its games has a result. */
const requireEditableRound = async (db: PairwiseDb, tournamentId: number, roundNumber: number, doing: string): Promise<PairingRow[]> => {
  const last = await lastRoundNumber(db, tournamentId);
  if (last === 0) reject('not-found', 'No round is paired.', 'round');
  if (roundNumber !== last) reject('invalid-input', `Only the latest round (${last}) can be ${doing}, not round ${roundNumber}.`, `round ${roundNumber}`);
  const stored = await db.pairings.where('[tournamentId+round]').equals([tournamentId, roundNumber]).toArray();
  const played = stored.filter((p) => p.games.some((g) => g !== null)).map((p) => p.board).sort((a, b) => a - b);
  if (played.length > 0) reject('wrong-status', `Round ${roundNumber} already has results on board(s) ${played.join(', ')}; clear them (or delete the round) first.`, `round ${roundNumber}`);
  return stored;
};

/** Replaces the boards and byes of a round (same transaction as the caller's checks). */
const writeRoundBoards = async (
  db: PairwiseDb, tournamentId: number, roundNumber: number, pairs: readonly { readonly white: number; readonly black: number }[], byes: readonly Bye[], games: number,
): Promise<void> => {
  await db.pairings.where('[tournamentId+round]').equals([tournamentId, roundNumber]).delete();
  await db.byes.where('[tournamentId+round]').equals([tournamentId, roundNumber]).delete();
  await db.pairings.bulkAdd(pairs.map((p, i) => ({
    tournamentId, round: roundNumber, board: i + 1, white: p.white, black: p.black, games: Array.from({ length: games }, () => null),
  })));
  await db.byes.bulkAdd(byes.map((b) => ({ tournamentId, round: roundNumber, player: b.player, kind: b.kind })));
};

const gamesOfRound = (t: TournamentRow, roundNumber: number, stored: readonly PairingRow[]): number =>
  stored[0]?.games.length ?? (t.settings.system === 'engine-swiss' && roundNumber > t.totalRounds ? 2 : gamesPerBoard(t));

/**
 * Saves a hand-edited latest round (core pairing-edit: swaps, byes, pairs made by hand) once the
 * TO has seen its warnings. `what` says what was changed and `accepted` lists the warnings the TO
 * accepted; both go to the audit log. Refused when the round has a result, is not the latest,
 * is malformed, or the tournament changed since `basedOn` (a snapshot revision).
 */
export const saveEditedRound = (
  db: PairwiseDb, tournamentId: number, edited: Round, what: string, accepted: readonly string[], now: number, basedOn?: number,
): Promise<Change> =>
  change(db, tournamentId, now, 'edit-pairing', async (t) => {
    requireStatus(t, ['running'], 'edit a pairing');
    const stored = await requireEditableRound(db, tournamentId, edited.number, 'edited');
    if (basedOn !== undefined && (await revisionOf(db, tournamentId)) !== basedOn) {
      reject('changed-meanwhile', `The tournament changed while round ${edited.number} was being edited; look at it again.`, `round ${edited.number}`);
    }
    const players = await db.players.where('tournamentId').equals(tournamentId).toArray();
    const shape = checkEditedRound({ players: players.map((p) => ({ id: playerId(p.startRank) })) }, edited);
    if (!shape.ok) reject('invalid-input', shape.detail, `round ${edited.number}`);
    await writeRoundBoards(db, tournamentId, edited.number, edited.pairings, edited.byes, gamesOfRound(t, edited.number, stored));
    return { value: undefined, detail: `round ${edited.number}: ${what}${accepted.length > 0 ? `; warnings accepted: ${accepted.join(' ')}` : ''}` };
  });

/**
 * Re-pairing: replaces the latest round (no results yet) by a new proposal of the pairing system,
 * in one transaction, so the old pairing is never lost without the new one in its place.
 */
export const replaceRound = (
  db: PairwiseDb, tournamentId: number, roundNumber: number, proposed: ProposedRound, now: number, basedOn?: number,
): Promise<Change> =>
  change(db, tournamentId, now, 'repair-round', async (t) => {
    requireStatus(t, ['running'], 're-pair a round');
    const stored = await requireEditableRound(db, tournamentId, roundNumber, 're-paired');
    if (basedOn !== undefined && (await revisionOf(db, tournamentId)) !== basedOn) {
      reject('changed-meanwhile', `The tournament changed while round ${roundNumber} was being re-paired; re-pair it again.`, `round ${roundNumber}`);
    }
    // C.04.1: byes requested for this round are part of it, as saveRound records them.
    const listed = new Set<number>([...proposed.byes.map((b) => b.player), ...proposed.pairs.flatMap((p) => [p.white, p.black])]);
    const dropped = new Set((await db.players.where('tournamentId').equals(tournamentId).toArray())
      .filter((p) => p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= roundNumber).map((p) => p.startRank));
    const requested = t.plannedByes.filter((b) => b.round === roundNumber && !listed.has(b.player) && !dropped.has(b.player));
    await writeRoundBoards(db, tournamentId, roundNumber, proposed.pairs, [...proposed.byes, ...requested], gamesOfRound(t, roundNumber, stored));
    await forgetResultsAsPairedFrom(db, tournamentId, roundNumber);
    await db.rounds.update([tournamentId, roundNumber], { pairedAt: now, notes: [...proposed.notes] });
    return { value: undefined, detail: `round ${roundNumber}: ${proposed.pairs.length} boards, ${proposed.byes.length} byes (pairing discarded and paired again)` };
  });

// ---------------------------------------------------------------------------------------------
// Settings per tournament (issue 8)

/** What the Settings panel may change; an absent field stays as stored. */
export interface SettingsPatch {
  readonly name?: string;
  readonly totalRounds?: number;
  /** The system and its options (e.g. Dutch rules 2026/2017, Baku acceleration). */
  readonly settings?: SystemSettings;
  readonly scoring?: ScoringRule;
  /** Colour of the top seed in round 1 (TRF XXC); null = not set. */
  readonly initialColour?: NonNullable<TournamentRow['initialColour']> | null;
}

/** Same value, whatever the key order (settings rows are plain JSON-like objects). */
const sameSetting = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameSetting(x, b[i]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ra = a as Readonly<Record<string, unknown>>;
  const rb = b as Readonly<Record<string, unknown>>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)].filter((k) => ra[k] !== undefined || rb[k] !== undefined));
  return [...keys].every((k) => sameSetting(ra[k], rb[k]));
};

const shownSetting = (v: unknown): string =>
  v === undefined || v === null ? 'none' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** "rules 2026 → 2017" for each key that differs (tenths shown as points when `points`). */
const settingChanges = (from: object, to: object, points = false): string[] => {
  const before = from as Readonly<Record<string, unknown>>;
  const after = to as Readonly<Record<string, unknown>>;
  const show = (v: unknown) => (points && typeof v === 'number' ? String(v / 10) : shownSetting(v));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((k) => !sameSetting(before[k], after[k]))
    .map((k) => `${k} ${show(before[k])} → ${show(after[k])}`);
};

/** Shape checks on the system settings a form or a caller hands in (the union is closed). */
const checkSystemSettings = (s: SystemSettings): string | null => {
  switch (s.system) {
    case 'tcec': return typeof s.double === 'boolean' ? null : 'TCEC double rounds is yes or no.';
    case 'dutch':
      if (s.rules !== '2026' && s.rules !== '2017') return `The Dutch rules are 2026 or 2017, not "${String(s.rules)}".`;
      return s.acceleration === undefined || s.acceleration === 'baku' ? null : 'The only acceleration offered is Baku (C.04.7).';
    case 'burstein': case 'double-sided': return null;
    case 'sass':
      if (s.model !== 'sass' && s.model !== '2025') return `The cost model is SASS or 2025, not "${String(s.model)}".`;
      if (!Number.isFinite(s.scoreFactor) || s.scoreFactor <= 0) return `The score factor must be a positive number, not "${String(s.scoreFactor)}".`;
      return Number.isInteger(s.byeScore) && s.byeScore >= 0 ? null : 'The bye opponent score must be a number of points ≥ 0 with at most one decimal.';
    // Their options live beside the tournament (openings order, ladder state), fixed at creation.
    case 'engine-swiss': case 'ladder': return null;
    default: {
      const never: never = s;
      return `Unknown system ${String((never as { readonly system: unknown }).system)}.`;
    }
  }
};

const scoringKeys = ['win', 'draw', 'loss', 'forfeitWin', 'forfeitLoss', 'pairingAllocatedBye', 'fullPointBye', 'halfPointBye', 'zeroPointBye'] as const;

const checkScoring = (s: ScoringRule): string | null => {
  const bad = scoringKeys.find((k) => !Number.isInteger(s[k]) || s[k] < 0 || s[k] > 990);
  if (bad !== undefined) return `Points for "${bad}" must be from 0 to 99 with at most one decimal.`;
  return s.win > s.loss && s.draw <= s.win && s.draw >= s.loss ? null : 'A win must score more than a loss, and a draw from a loss to a win.';
};

/**
 * Changes the tournament's settings, where the rules allow, in one change:
 * - the system and its options, the scoring and the initial colour only before round 1 is paired
 *   (C.04.1 / C.04.2: the pairing system, the point system and the colour of the first board are
 *   fixed when round 1 is paired; acceleration is part of the system's options, C.04.5.1);
 * - the number of rounds any time, but never below the rounds paired nor a round with a requested bye;
 * - the name any time.
 * A locked field given with its stored value is no change and is not refused.
 */
export const updateTournamentSettings = (
  db: PairwiseDb, tournamentId: number, patch: SettingsPatch, now: number,
): Promise<Change<readonly string[]>> =>
  change(db, tournamentId, now, 'settings', async (t) => {
    const paired = await lastRoundNumber(db, tournamentId);
    const done: string[] = [];
    const update: Partial<TournamentRow> = {};
    const locked = (field: string, what: string): void => {
      if (paired > 0) reject('already-paired', `${what} cannot change: it is fixed once round 1 is paired (FIDE C.04.1), and ${paired} round(s) are paired.`, field);
    };
    const name = patch.name?.trim() ?? t.name;
    const totalRounds = patch.totalRounds ?? t.totalRounds;
    const settings = patch.settings ?? t.settings;
    const bad = checkTournamentInput({ name, settings, totalRounds });
    if (bad) reject('invalid-input', bad.message, bad.field);
    if (name !== t.name) {
      update.name = name;
      done.push(`name “${t.name}” → “${name}”`);
    }
    if (totalRounds !== t.totalRounds) {
      if (totalRounds < paired) reject('invalid-input', `Rounds cannot be ${totalRounds}: ${paired} rounds are already paired.`, 'totalRounds');
      const byeRound = t.plannedByes.reduce((m, b) => Math.max(m, b.round), 0);
      if (totalRounds < byeRound) reject('invalid-input', `Rounds cannot be ${totalRounds}: a bye is requested for round ${byeRound}; cancel it first.`, 'totalRounds');
      update.totalRounds = totalRounds;
      done.push(`rounds ${t.totalRounds} → ${totalRounds}`);
    }
    if (!sameSetting(settings, t.settings)) {
      const wrong = checkSystemSettings(settings);
      if (wrong) reject('invalid-input', wrong, 'settings');
      // Engine Swiss and the ladder keep state fixed at creation (opening order, ladder): not switched to or from here.
      const fixed = ['engine-swiss', 'ladder'];
      if (settings.system !== t.settings.system && (fixed.includes(settings.system) || fixed.includes(t.settings.system))) {
        reject('invalid-input', 'An engine Swiss tournament or a ladder is chosen when it is created; create a new tournament instead.', 'system');
      }
      locked(settings.system !== t.settings.system ? 'system' : 'settings', settings.system !== t.settings.system ? 'The pairing system' : 'The system options');
      update.settings = settings;
      done.push(...settingChanges(t.settings, settings));
    }
    if (patch.scoring !== undefined && !sameSetting(patch.scoring, t.scoring)) {
      const wrong = checkScoring(patch.scoring);
      if (wrong) reject('invalid-input', wrong, 'scoring');
      locked('scoring', 'The scoring (point system)');
      update.scoring = patch.scoring;
      done.push(...settingChanges(t.scoring, patch.scoring, true));
    }
    if (patch.initialColour !== undefined && (patch.initialColour ?? undefined) !== t.initialColour) {
      if (patch.initialColour !== null && patch.initialColour !== 'white' && patch.initialColour !== 'black') {
        reject('invalid-input', 'The initial colour is white, black or not set.', 'initialColour');
      }
      locked('initialColour', 'The initial colour');
      update.initialColour = patch.initialColour ?? undefined;
      done.push(`initial colour ${t.initialColour ?? 'none'} → ${patch.initialColour ?? 'none'}`);
    }
    if (done.length === 0) reject('invalid-input', 'Nothing to save: every setting is as stored.');
    await db.tournaments.update(tournamentId, update);
    return { value: done, detail: done.join('; ') };
  });
