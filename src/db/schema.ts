import { Dexie } from 'dexie';
import yDexie from 'y-dexie';
import type * as Y from 'yjs';
import type { EntityTable } from 'dexie';
import { schemaVersions } from './upgrades';
import { useGlobalIds } from './globalId';
import type { Agreement, BoardResult, ByeKind, Colour, PlannedBye, PointAdjustment, ResultsAsPaired, ScoringRule, Sex, SystemSettings, TournamentDetails } from '../core/model';
import type { RoundTimer } from '../core/timer';
import type { PrizeList } from '../core/prizes';
import type { EventMembership } from '../core/sections';
import type { ListPlayer, RatingType } from '../core/ratingList';

/**
 * Pairwise's IndexedDB schema. The schema only grows: a shipped version is never edited; a change
 * is a new `db.version(n)` with its own named upgrade function in `upgrades.ts`, tested in
 * test/db/upgrades.test.ts.
 */
export const databaseName = 'pairwise';

export const tournamentStatuses = ['registration', 'seeded', 'running'] as const;
export type TournamentStatus = (typeof tournamentStatuses)[number];

export interface TournamentRow {
  /** A global id (globalId.ts): no other device creates it. */
  id: number;
  /**
   * The auto-increment id the tournament had before schema version 2 gave it a global id (absent
   * for tournaments made since): an address open or bookmarked then (#/t/2) still finds it. Not
   * indexed; never in a backup.
   */
  formerId?: number;
  name: string;
  settings: SystemSettings;
  scoring: ScoringRule;
  totalRounds: number;
  randomSeed: number;
  status: TournamentStatus;
  initialColour?: Colour;
  plannedByes: PlannedBye[];
  /** The tie-break order the organiser chose (C.07 codes, e.g. "BH/C1"; TRF-2026 202); absent = the system's list. */
  tieBreaks?: string[];
  /**
   * The rating unrated players count at in rating-based tie-breaks (C.07 Art. 10; core
   * Tournament.unratedRating); absent = none. Not indexed, so no schema version.
   */
  unratedRating?: number;
  /** The prize list (core/prizes, checked by readPrizeList); absent = none. Not indexed, so no schema version. */
  prizes?: PrizeList;
  /** The event this tournament is a section of (core/sections); absent = a tournament on its own. Not indexed. */
  event?: EventMembership;
  /**
   * An imported TRF file's text, so Export TRF writes it back changing only what the event changed
   * (header, comments, TRF-2026 records, fields as written). Absent for events made in the app.
   * Not indexed, so no schema version (nor for the three below).
   */
  trfSource?: string;
  /** The TRF-16 header details (022-132; core Tournament.details). Not indexed, so no schema version. */
  details?: TournamentDetails;
  /** Virtual points per player for pairing (TRF XXA / 250), as [start rank, per round - 1]. */
  acceleration?: [number, number[]][];
  /** Pairs that must not meet (TRF XXP / 260 for the next round). */
  forbiddenPairs?: [number, number][];
  /** TRF-2026 299 point adjustments. */
  pointAdjustments?: PointAdjustment[];
  /**
   * The day the event is held, as the TO sets it (YYYY-MM-DD), and the organiser's name (for
   * Netrunner, their NetrunnerDB username): the AlwaysBeRunning export sends both. Not indexed,
   * so no schema version; absent = not set.
   */
  eventDate?: string;
  organiser?: string;
  /**
   * The round timer (core/timer `RoundTimer`), kept here so a reload, a crash or a second window
   * finds it running; absent = never started. Not indexed, so no schema version.
   */
  roundTimer?: RoundTimer;
  /** Milliseconds since the epoch, passed in by the caller (never read from a clock here). */
  createdAt: number;
  updatedAt: number;
}

export interface PlayerRow {
  /** The stable key (a global id): never changes, even when seeding assigns start ranks. */
  id: number;
  tournamentId: number;
  /**
   * The player's place in the tournament's registration order (1, 2, 3, …; gaps where players
   * were removed): the order of the list before seeding and the provisional ids the core sees then.
   * Kept apart from the id since global ids carry no order.
   */
  registrationOrder: number;
  /** The seed number (TRF start rank), assigned when seeding is locked; 0 before. */
  startRank: number;
  name: string;
  rating: number;
  title?: string;
  federation?: string;
  fideId?: string;
  birthDate?: string;
  sex?: Sex;
  club?: string;
  /** Netrunner (not indexed, so no schema version): identities and pronouns. */
  corpIdentity?: string;
  runnerIdentity?: string;
  pronouns?: string;
  /** The board the player always plays on (core PlayerDetails.fixedBoard; not indexed). */
  fixedBoard?: number;
  /**
   * The development coefficient K the arbiter set for the rating-change report (FIDE Rating
   * Regulations 8.3.3: 40, 20 or 10); absent = by rating (core/rating defaultKFactor). Not indexed.
   */
  kFactor?: number;
  /** The games rated in the FIDE list's period, when the player was filled in from the list (not indexed). */
  listGames?: number;
  withdrawnFromRound?: number;
}

export interface RoundRow {
  tournamentId: number;
  number: number;
  pairedAt: number;
  notes: string[];
}

/** One board; white and black are start ranks (immutable once seeding is locked). */
export interface PairingRow {
  id: number;
  tournamentId: number;
  round: number;
  board: number;
  white: number;
  black: number;
  games: (BoardResult | null)[];
  /** The results later rounds were paired from, when corrected after that (core Pairing.asPaired). */
  asPaired?: ResultsAsPaired[];
  /** An intentional draw or a 241 (core Pairing.agreement); unindexed. */
  agreement?: Agreement;
}

export interface ByeRow {
  id: number;
  tournamentId: number;
  round: number;
  /** The bye's place in its round's list (1, 2, …), the order the round was saved in: ids carry no order. */
  seq: number;
  player: number;
  kind: ByeKind;
}

/**
 * Where a result came from, when not typed on this laptop: the person (a deputy's name, the players
 * who reported it), their role, and the device. Kept with the result's audit row (not indexed).
 */
export interface ResultSource {
  readonly person: string;
  readonly role: string;
  readonly device?: string;
}

export interface AuditRow {
  id: number;
  tournamentId: number;
  /** The row's place in its tournament's log (1, 2, 3, …): the log's order and the snapshot revision. */
  seq: number;
  at: number;
  action: string;
  detail: string;
  /** A result's board, its players (start ranks), the result and where it came from, for the log's words. */
  result?: { round: number; board: number; game: number; white: number; black: number; result: string | null; source?: ResultSource };
  /**
   * Set when the change touched nothing but this round's boards and byes (and the tournament's
   * row): a result entered, this round paired, or this round edited by hand. A snapshot read
   * after it reads that round again and keeps the rest it had (see loadSnapshot). Absent on every
   * other change, and on rows from before it existed.
   */
  onlyRound?: number;
}

/** A system's own state beside its rounds (see schemaV1.systemState). */
export interface SystemStateRow {
  tournamentId: number;
  kind: string;
  /** Plain structured-clone data owned by the system's core module. */
  state: unknown;
}

export { schemaV1 } from './schemaV1';

/** One shared document of the venue network this device holds (schemaV3). */
export interface VenueDocRow {
  /** Its name on the hub: `official/<event>`, `entries/<event>/<device>`, `proposals/...`, `directory`. */
  name: string;
  /** Kept by y-dexie in its own table; load it with DexieYProvider before reading. */
  readonly doc: Y.Doc;
}


/** One imported FIDE rating list (schemaV4). */
export interface RatingListRow {
  /** 1, 2, 3, …: the list's share of `ratingListData`. */
  ref: number;
  /** The types this list supplies now: a later list of a type takes it over (one list per type). */
  types: RatingType[];
  /** The list's month, YYYY-MM. */
  month: string;
  fileName: string;
  players: number;
  importedAt: number;
  /** 'importing' until every player is written: such a list is never searched, and is deleted when found later. */
  state: 'importing' | 'ready';
  /** The first FIDE ID of each `ids` chunk, in order (a lookup by ID reads only the chunks its range needs). */
  idChunks: number[];
}

/** A rating list's contents (schemaV4): blocks of players, name buckets, ID chunks. */
export type RatingListDataRow =
  | { ref: number; kind: 'players'; part: number; players: ListPlayer[] }
  | { ref: number; kind: 'names'; part: string; tokens: string[]; positions: Int32Array[] }
  | { ref: number; kind: 'ids'; part: number; ids: Float64Array; positions: Int32Array };

export type PairwiseDb = Dexie & {
  tournaments: EntityTable<TournamentRow, 'id'>;
  players: EntityTable<PlayerRow, 'id'>;
  rounds: Dexie.Table<RoundRow, [number, number]>;
  pairings: EntityTable<PairingRow, 'id'>;
  byes: EntityTable<ByeRow, 'id'>;
  audit: EntityTable<AuditRow, 'id'>;
  systemState: Dexie.Table<SystemStateRow, [number, string]>;
  venueDocs: Dexie.Table<VenueDocRow, string>;
  ratingLists: Dexie.Table<RatingListRow, number>;
  ratingListData: Dexie.Table<RatingListDataRow, [number, string, number | string]>;
};

/**
 * Opens (or creates) the database with every schema version declared. Pass `indexedDB`/`IDBKeyRange`
 * for tests (fake-indexeddb); the browser and the worker use the globals.
 */
export const openDb = (name: string = databaseName, deps?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }): PairwiseDb => {
  // A result the screen shows as saved must survive a power cut (a TO's battery dies): since
  // Chrome 121 a transaction completes once its data reaches the OS cache ('relaxed', flushed every
  // few seconds); 'strict' completes only after the flush to disk. Writes are small and rare here.
  // y-dexie: the venue network's Yjs documents live in this database too (schemaV3).
  const options = { chromeTransactionDurability: 'strict' as const, addons: [yDexie] };
  const db = (deps ? new Dexie(name, { ...deps, ...options }) : new Dexie(name, options)) as PairwiseDb;
  for (const v of schemaVersions) {
    const declared = db.version(v.version).stores(v.stores);
    if (v.upgrade) declared.upgrade(v.upgrade);
  }
  useGlobalIds(db.tournaments);
  useGlobalIds(db.players);
  useGlobalIds(db.pairings);
  useGlobalIds(db.byes);
  useGlobalIds(db.audit);
  return db;
};
