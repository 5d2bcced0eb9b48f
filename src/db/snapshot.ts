import { playerId, tenths } from '../core/model';
import type { Bye, Pairing, Player, Round, Tournament } from '../core/model';
import type { AuditRow, ByeRow, PairingRow, PairwiseDb, PlayerRow, RoundRow, TournamentRow } from './schema';
import { revisionOf } from './change';
import { auditAfter } from './audit';

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
 *
 * With `previous` (a snapshot of the same tournament read earlier), only what changed since is
 * read again when every change since wrote one round's boards only (`AuditRow.onlyRound`: a
 * result, the next round paired, the latest round edited by hand): the players and the other
 * rounds are kept, as the same objects. At 2000 players a result then costs one round's read, not
 * every round's (each round read again was 126-226 ms after every result).
 * Any other change, or a log that does not say, reads everything. The log rows read here also make
 * a live query of this read run again at the next change: every change appends one.
 */
export const loadSnapshot = async (db: PairwiseDb, tournamentId: number, previous?: Snapshot): Promise<Snapshot | undefined> =>
  db.transaction('r', [db.tournaments, db.players, db.rounds, db.pairings, db.byes, db.audit], async () => {
    const row = await db.tournaments.get(tournamentId);
    if (!row) return undefined;
    const revision = await revisionOf(db, tournamentId);
    const since = previous?.row.id === tournamentId && previous.row.createdAt === row.createdAt && previous.revision <= revision
      ? await auditAfter(db, tournamentId, previous.revision) : null;
    const roundRows = await db.rounds.where('tournamentId').equals(tournamentId).sortBy('number');
    const touched = since && previous ? roundsOnlyTouched(since, previous, revision, roundRows) : null;
    const { players, playerRows } = touched && previous
      ? { players: previous.tournament.players, playerRows: previous.playerRows }
      : playersOf(row, (await db.players.where('tournamentId').equals(tournamentId).toArray()).sort(byRegistration));
    // One read per round, not one for the whole event: the browser turns each read's rows into
    // objects in a task of its own, so at 1000 players (11 rounds of 500 boards) the page answers a
    // key between two rounds' reads instead of waiting out one task of about 80 ms.
    const kept = (n: number): Round | undefined => (touched && !touched.has(n) ? previous?.tournament.rounds.find((r) => r.number === n) : undefined);
    const rounds = await Promise.all(roundRows.map(async (r): Promise<Round> => kept(r.number) ?? roundOf(
      r.number,
      await db.pairings.where('[tournamentId+round]').equals([tournamentId, r.number]).toArray(),
      await db.byes.where('[tournamentId+round]').equals([tournamentId, r.number]).toArray(),
    )));
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
    return { row, tournament, playerRows, revision, roundNotes: new Map(roundRows.map((r) => [r.number, r.notes])) };
  });

/**
 * The rounds the changes since `previous` touched, when each of them wrote one round's boards
 * only (marked `onlyRound`); otherwise null (read everything). Every round of
 * `previous` must still be there, and a round it does not have must be one of those touched.
 */
const roundsOnlyTouched = (since: readonly AuditRow[], previous: Snapshot, revision: number, roundRows: readonly RoundRow[]): ReadonlySet<number> | null => {
  // Every change since is in the log, in order (a gap or a restored log: read everything).
  if (since.length !== revision - previous.revision || since.some((a, i) => a.seq !== previous.revision + i + 1)) return null;
  const stored = new Set(roundRows.map((r) => r.number));
  const had = new Set(previous.tournament.rounds.map((r) => r.number));
  if ([...had].some((n) => !stored.has(n))) return null;
  const touched = new Set<number>();
  for (const a of since) {
    if (a.onlyRound === undefined || !stored.has(a.onlyRound)) return null;
    touched.add(a.onlyRound);
  }
  return [...stored].every((n) => had.has(n) || touched.has(n)) ? touched : null;
};

/** The players as the core sees them: by start rank once seeded, else in registration order. */
const playersOf = (row: TournamentRow, byRegistrationOrder: readonly PlayerRow[]): { players: Player[]; playerRows: Map<number, PlayerRow> } => {
  const seeded = row.status !== 'registration';
  const ordered = seeded ? byRegistrationOrder.slice().sort((a, b) => a.startRank - b.startRank) : byRegistrationOrder;
  const playerRows = new Map<number, PlayerRow>();
  const players: Player[] = ordered.map((p, i) => {
    const id = seeded ? p.startRank : i + 1;
    playerRows.set(id, p);
    return toPlayer(p, id);
  });
  return { players, playerRows };
};

/** One round of the core model from its stored boards and byes. */
const roundOf = (number: number, pairings: PairingRow[], byes: ByeRow[]): Round => ({
  number,
  pairings: pairings.sort((a, b) => a.board - b.board)
    .map((p): Pairing => ({
      board: p.board, white: playerId(p.white), black: playerId(p.black), games: p.games.slice(),
      ...(p.asPaired && p.asPaired.length > 0 ? { asPaired: p.asPaired.map((e) => ({ games: e.games.slice(), pairedThrough: e.pairedThrough })) } : {}),
      ...(p.agreement ? { agreement: p.agreement } : {}),
    })),
  byes: byes.sort(byeOrder).map((b): Bye => ({ player: playerId(b.player), kind: b.kind })),
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

