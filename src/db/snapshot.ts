import { playerId, tenths } from '../core/model';
import type { Bye, Pairing, Player, Round, Tournament } from '../core/model';
import type { ByeRow, PairwiseDb, PlayerRow, TournamentRow } from './schema';
import { revisionOf } from './change';

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

/** Registration order (the id, which carries no order, only breaks a tie no write makes). */
export const byRegistration = (a: PlayerRow, b: PlayerRow): number => a.registrationOrder - b.registrationOrder || a.id - b.id;

/** A round's byes in the order the round was saved with them (ids carry none). */
export const byeOrder = (a: ByeRow, b: ByeRow): number => a.seq - b.seq || a.id - b.id;

/**
 * Builds the core model from the tables in one read transaction. Before seeding is locked the
 * players get provisional ids in registration order.
 */
export const loadSnapshot = async (db: PairwiseDb, tournamentId: number): Promise<Snapshot | undefined> =>
  db.transaction('r', [db.tournaments, db.players, db.rounds, db.pairings, db.byes, db.audit], async () => {
    const row = await db.tournaments.get(tournamentId);
    if (!row) return undefined;
    const playerRows = (await db.players.where('tournamentId').equals(tournamentId).toArray()).sort(byRegistration);
    const seeded = row.status !== 'registration';
    const ordered = seeded ? playerRows.slice().sort((a, b) => a.startRank - b.startRank) : playerRows;
    const byId = new Map<number, PlayerRow>();
    const players: Player[] = ordered.map((p, i) => {
      const id = seeded ? p.startRank : i + 1;
      byId.set(id, p);
      return toPlayer(p, id);
    });
    const roundRows = await db.rounds.where('tournamentId').equals(tournamentId).sortBy('number');
    // One read per round, not one for the whole event: the browser turns each read's rows into
    // objects in a task of its own, so at 1000 players (11 rounds of 500 boards) the page answers a
    // key between two rounds' reads instead of waiting out one task of about 80 ms.
    const [pairingsOf, byesOf] = await Promise.all([
      Promise.all(roundRows.map((r) => db.pairings.where('[tournamentId+round]').equals([tournamentId, r.number]).toArray())),
      Promise.all(roundRows.map((r) => db.byes.where('[tournamentId+round]').equals([tournamentId, r.number]).toArray())),
    ]);
    const rounds: Round[] = roundRows.map((r, i) => ({
      number: r.number,
      pairings: pairingsOf[i]!.sort((a, b) => a.board - b.board)
        .map((p): Pairing => ({
          board: p.board, white: playerId(p.white), black: playerId(p.black), games: p.games.slice(),
          ...(p.asPaired && p.asPaired.length > 0 ? { asPaired: p.asPaired.map((e) => ({ games: e.games.slice(), pairedThrough: e.pairedThrough })) } : {}),
          ...(p.agreement ? { agreement: p.agreement } : {}),
        })),
      byes: byesOf[i]!.sort(byeOrder).map((b): Bye => ({ player: playerId(b.player), kind: b.kind })),
    }));
    const tournament: Tournament = {
      name: row.name, settings: row.settings, scoring: row.scoring, totalRounds: row.totalRounds,
      players, rounds, plannedByes: row.plannedByes, randomSeed: row.randomSeed,
      ...(row.initialColour ? { initialColour: row.initialColour } : {}),
      ...(row.details && Object.keys(row.details).length > 0 ? { details: row.details } : {}),
      ...(row.tieBreaks && row.tieBreaks.length > 0 ? { tieBreaks: row.tieBreaks } : {}),
      ...(row.unratedRating !== undefined ? { unratedRating: row.unratedRating } : {}),
      ...(row.acceleration ? { acceleration: new Map(row.acceleration.map(([id, v]) => [playerId(id), v.map((x) => tenths(x))] as const)) } : {}),
      ...(row.forbiddenPairs ? { forbiddenPairs: row.forbiddenPairs.map(([a, b]) => [playerId(a), playerId(b)] as const) } : {}),
      ...(row.pointAdjustments ? { pointAdjustments: row.pointAdjustments } : {}),
    };
    return { row, tournament, playerRows: byId, revision: await revisionOf(db, tournamentId), roundNotes: new Map(roundRows.map((r) => [r.number, r.notes])) };
  });

/**
 * What a snapshot was read at: the tournament's latest audit row (every change appends one) and
 * its row's stamps. A snapshot whose version equals the stored one holds what is stored.
 */
export interface SnapshotVersion {
  readonly revision: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** The stored version of a tournament (undefined: there is none), in one small read transaction. */
export const snapshotVersion = async (db: PairwiseDb, tournamentId: number): Promise<SnapshotVersion | undefined> =>
  db.transaction('r', [db.tournaments, db.audit], async () => {
    const row = await db.tournaments.get(tournamentId);
    return row ? { revision: await revisionOf(db, tournamentId), createdAt: row.createdAt, updatedAt: row.updatedAt } : undefined;
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

