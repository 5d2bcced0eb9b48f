import { agreements, boardResults, byeKinds, colours, sexes } from '../model';
import type { Agreement, BoardResult, ByeKind, Colour, PlannedBye, PlayerDetails, PointAdjustment, ScoringRule, SystemSettings, TournamentDetails } from '../model';
import { isCalendarDay, playerId, tenths } from '../model';
import { readRoundTimer } from '../timer';
import type { RoundTimer } from '../timer';
import { gamesPerBoard, readSystemSettings, systemModule } from '../systems';
import { readPrizeList } from '../prizes';
import type { PrizeList } from '../prizes';
import { readEventMembership } from '../sections';
import type { EventMembership } from '../sections';

/**
 * The JSON backup of one tournament: everything stored about it, versioned. Every import goes
 * through `restoreBackup`, which checks the whole file and either returns a Backup that is safe to
 * store or says, in words, the first place where the file is wrong.
 */
export const backupFormat = 'pairwise-backup';
export const backupVersion = 1;

export interface BackupPlayer extends PlayerDetails {
  /** The player's key inside the backup (pairings and byes refer to start ranks, not keys). */
  readonly key: number;
  /** 0 while seeding is not locked. */
  readonly startRank: number;
  readonly withdrawnFromRound?: number;
  /** The K factor the arbiter set for the rating-change report (FIDE Rating Regulations 8.3.3). */
  readonly kFactor?: number;
}

export interface BackupBoard {
  readonly board: number;
  readonly white: number;
  readonly black: number;
  readonly games: readonly (BoardResult | null)[];
  /** The results later rounds were paired from, when corrected afterwards (core Pairing.asPaired). */
  readonly asPaired?: readonly { readonly games: readonly (BoardResult | null)[]; readonly pairedThrough: number }[];
  /** An intentional draw or a 241 (core Pairing.agreement). */
  readonly agreement?: Agreement;
}

export interface BackupRound {
  readonly number: number;
  readonly pairedAt: number;
  readonly notes: readonly string[];
  readonly boards: readonly BackupBoard[];
  readonly byes: readonly { readonly player: number; readonly kind: ByeKind }[];
}

export interface BackupAuditEntry {
  readonly at: number;
  readonly action: string;
  readonly detail: string;
}

export const backupStatuses = ['registration', 'seeded', 'running'] as const;
export type BackupStatus = (typeof backupStatuses)[number];

export interface Backup {
  readonly format: typeof backupFormat;
  readonly version: typeof backupVersion;
  readonly exportedAt: number;
  readonly tournament: {
    readonly name: string;
    readonly settings: SystemSettings;
    readonly scoring: ScoringRule;
    readonly totalRounds: number;
    readonly randomSeed: number;
    readonly status: BackupStatus;
    readonly initialColour?: Colour;
    readonly plannedByes: readonly PlannedBye[];
    readonly createdAt: number;
    readonly updatedAt: number;
    /** The organiser's tie-break order (C.07 codes, TRF-2026 202); absent = the system's list. */
    readonly tieBreaks?: readonly string[];
    /** The rating for unrated players in rating-based tie-breaks (C.07 Art. 10); absent = none. */
    readonly unratedRating?: number;
    /** The TRF-16 header details (022-132), text as stored. */
    readonly details?: TournamentDetails;
    /** The prize list (core/prizes); absent = none defined. */
    readonly prizes?: PrizeList;
    /** The event the tournament is a section of (core/sections); absent = none. */
    readonly event?: EventMembership;
    /** An imported TRF's virtual points for pairing (XXA / 250): [start rank, tenths per round]. */
    readonly acceleration?: readonly (readonly [number, readonly number[]])[];
    /** An imported TRF's pairs that must not meet (XXP / 260), as start ranks. */
    readonly forbiddenPairs?: readonly (readonly [number, number])[];
    /** An imported TRF-2026's point adjustments (299). */
    readonly pointAdjustments?: readonly PointAdjustment[];
    /** The imported TRF's text, so that Export TRF writes it back as the other program wrote it. */
    readonly trfSource?: string;
    /** The day of the event (YYYY-MM-DD) and the organiser's name, as the TO set them. */
    readonly eventDate?: string;
    readonly organiser?: string;
    /** The round timer as it stood. */
    readonly roundTimer?: RoundTimer;
  };
  readonly players: readonly BackupPlayer[];
  readonly rounds: readonly BackupRound[];
  readonly audit: readonly BackupAuditEntry[];
  /** Each system's extra state (ladder, cut bracket, openings), as plain JSON. */
  readonly systemState: readonly { readonly kind: string; readonly state: unknown }[];
}

export type Restored = { readonly ok: true; readonly backup: Backup } | { readonly ok: false; readonly where: string; readonly message: string };

/** Thrown only inside restoreBackup, turned into `{ ok: false }` before it returns. */
class Invalid extends Error {
  constructor(readonly where: string, message: string) {
    super(message);
  }
}
const fail = (where: string, message: string): never => {
  throw new Invalid(where, message);
};

type Obj = Readonly<Record<string, unknown>>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const obj = (x: unknown, where: string): Obj => (isObj(x) ? x : fail(where, 'must be an object'));
const arr = (x: unknown, where: string): readonly unknown[] => (Array.isArray(x) ? x : fail(where, 'must be a list'));
const str = (x: unknown, where: string, max = 1000): string => {
  if (typeof x !== 'string') return fail(where, 'must be text');
  if (x.length > max) return fail(where, `is ${x.length} characters; at most ${max}`);
  return x;
};
const int = (x: unknown, where: string, min: number, max: number): number =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max ? x : fail(where, `must be a whole number from ${min} to ${max}, not ${JSON.stringify(x) ?? 'nothing'}`);
const oneOf = <T extends string>(x: unknown, all: readonly T[], where: string): T =>
  typeof x === 'string' && (all as readonly string[]).includes(x) ? (x as T) : fail(where, `must be one of ${all.join(', ')}, not ${JSON.stringify(x) ?? 'nothing'}`);
/**
 * Control characters (NUL, tab, line breaks, escape, C1) and the Unicode line/paragraph separators:
 * names and free text are printed on one line and written into TRF lines (same rule as src/db/validate).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const line = (x: unknown, where: string, max: number): string => {
  const s = str(x, where, max);
  return controlCharacter.test(s) ? fail(where, 'contains a control character or line break; expected printable text on one line') : s;
};

const maxTime = 8.64e15;

/**
 * The TRF-16 header details as stored: text on one line each (an imported file's dates keep the
 * form the file wrote, so they are not re-read as dates here).
 */
const detailsOf = (x: unknown): TournamentDetails => {
  const o = obj(x, 'tournament.details');
  const out: { -readonly [K in keyof TournamentDetails]: TournamentDetails[K] } = {};
  for (const k of ['city', 'federation', 'startDate', 'endDate', 'type', 'chiefArbiter', 'timeControl'] as const) {
    if (o[k] !== undefined) out[k] = line(o[k], `tournament.details.${k}`, 100);
  }
  for (const k of ['deputyArbiters', 'roundDates'] as const) {
    if (o[k] !== undefined) out[k] = arr(o[k], `tournament.details.${k}`).map((v, i) => line(v, `tournament.details.${k}[${i}]`, 100));
  }
  return out;
};

/** The system's settings, through its module's one validator (src/core/systems). */
const settingsOf = (x: unknown, where: string): SystemSettings => {
  const read = readSystemSettings(x);
  return read.ok ? read.settings : fail(read.field === '' ? where : `${where}.${read.field}`, `is refused (${read.message.replace(/\.$/, '')})`);
};

/** The prize list, through its one validator (core/prizes). */
const prizesOf = (x: unknown): PrizeList => {
  const read = readPrizeList(x);
  return read.ok ? read.list : fail(read.field === '' ? 'tournament.prizes' : `tournament.prizes.${read.field}`, `is refused (${read.message.replace(/\.$/, '')})`);
};

/** The event membership, through its one validator (core/sections). */
const eventOf = (x: unknown): EventMembership => {
  const read = readEventMembership(x);
  return read.ok ? read.membership : fail(read.field === '' ? 'tournament.event' : `tournament.event.${read.field}`, `is refused (${read.message.replace(/\.$/, '')})`);
};

const scoringOf = (x: unknown, where: string): ScoringRule => {
  const s = obj(x, where);
  // Only the ScoringRule's own keys are kept (other keys were stored as they came).
  const out: Record<string, number> = {};
  for (const k of ['win', 'draw', 'loss', 'forfeitWin', 'forfeitLoss', 'pairingAllocatedBye', 'fullPointBye', 'halfPointBye', 'zeroPointBye']) {
    out[k] = s[k] === undefined ? fail(`${where}.${k}`, 'is missing') : int(s[k], `${where}.${k}`, 0, 1000);
  }
  return out as unknown as ScoringRule;
};

const playerOf = (x: unknown, where: string): BackupPlayer => {
  const p = obj(x, where);
  const name = line(p.name, `${where}.name`, 33);
  if (name.trim() === '') fail(`${where}.name`, 'is empty');
  // A title, federation, FIDE id or birth date written as another program wrote it (TRF columns
  // 11-13, 54-56, 58-68, 70-79) is kept as written (core/model playerFieldProblems: cosmetic).
  const optLine = (x: unknown, key: string, max: number): string | undefined => (x === undefined ? undefined : line(x, `${where}.${key}`, max));
  const title = optLine(p.title, 'title', 3);
  const federation = optLine(p.federation, 'federation', 3);
  const fideId = optLine(p.fideId, 'fideId', 11);
  const birthDate = optLine(p.birthDate, 'birthDate', 10);
  const club = p.club === undefined ? undefined : line(p.club, `${where}.club`, 40);
  const corpIdentity = p.corpIdentity === undefined ? undefined : line(p.corpIdentity, `${where}.corpIdentity`, 60);
  const runnerIdentity = p.runnerIdentity === undefined ? undefined : line(p.runnerIdentity, `${where}.runnerIdentity`, 60);
  const pronouns = p.pronouns === undefined ? undefined : line(p.pronouns, `${where}.pronouns`, 20);
  return {
    key: int(p.key, `${where}.key`, 1, 1e9), startRank: int(p.startRank, `${where}.startRank`, 0, 1e6), name, rating: int(p.rating, `${where}.rating`, 0, 4000),
    ...(title ? { title } : {}), ...(federation ? { federation } : {}), ...(fideId ? { fideId } : {}), ...(birthDate ? { birthDate } : {}),
    ...(p.sex === undefined ? {} : { sex: oneOf(p.sex, sexes, `${where}.sex`) }), ...(club ? { club } : {}),
    ...(corpIdentity ? { corpIdentity } : {}), ...(runnerIdentity ? { runnerIdentity } : {}), ...(pronouns ? { pronouns } : {}),
    ...(p.fixedBoard === undefined ? {} : { fixedBoard: int(p.fixedBoard, `${where}.fixedBoard`, 1, 9999) }),
    ...(p.withdrawnFromRound === undefined ? {} : { withdrawnFromRound: int(p.withdrawnFromRound, `${where}.withdrawnFromRound`, 1, 99) }),
    ...(p.kFactor === undefined ? {} : { kFactor: int(p.kFactor, `${where}.kFactor`, 1, 40) }),
  };
};

const check = (x: unknown): Backup => {
  const root = obj(x, 'the file');
  if (root.format !== backupFormat) fail('format', `this is not a Pairwise backup (format ${JSON.stringify(root.format) ?? 'missing'})`);
  if (typeof root.version === 'number' && root.version > backupVersion) fail('version', `the backup is version ${root.version}; this app reads up to version ${backupVersion}. Update the app.`);
  if (root.version !== backupVersion) fail('version', `must be ${backupVersion}, not ${JSON.stringify(root.version) ?? 'nothing'}`);
  const exportedAt = int(root.exportedAt, 'exportedAt', 0, maxTime);

  const tw = obj(root.tournament, 'tournament');
  const name = line(tw.name, 'tournament.name', 100);
  if (name.trim() === '') fail('tournament.name', 'is empty');
  const settings = settingsOf(tw.settings, 'tournament.settings');
  const scoring = scoringOf(tw.scoring, 'tournament.scoring');
  const totalRounds = int(tw.totalRounds, 'tournament.totalRounds', 1, 99);
  const status = oneOf(tw.status, backupStatuses, 'tournament.status');
  const players = arr(root.players, 'players').map((p, i) => playerOf(p, `players[${i}]`));

  // Keys unique; start ranks 1..n without gaps once seeded, all 0 before.
  const keys = new Set<number>();
  players.forEach((p, i) => {
    if (keys.has(p.key)) fail(`players[${i}].key`, `key ${p.key} is used twice`);
    keys.add(p.key);
  });
  if (status === 'registration') {
    players.forEach((p, i) => { if (p.startRank !== 0) fail(`players[${i}].startRank`, 'must be 0 while seeding is not locked'); });
  } else {
    const ranks = players.map((p) => p.startRank).sort((a, b) => a - b);
    ranks.forEach((r, i) => { if (r !== i + 1) fail('players', `start ranks must run 1 to ${players.length} without gaps or repeats; found ${r} where ${i + 1} was expected`); });
  }
  const n = players.length;
  const planned = arr(tw.plannedByes, 'tournament.plannedByes').map((b, i): PlannedBye => {
    const o = obj(b, `tournament.plannedByes[${i}]`);
    return {
      player: int(o.player, `tournament.plannedByes[${i}].player`, 1, Math.max(1, n)) as PlannedBye['player'],
      round: int(o.round, `tournament.plannedByes[${i}].round`, 1, 99),
      kind: oneOf(o.kind, ['H', 'Z', 'F'] as const, `tournament.plannedByes[${i}].kind`),
    };
  });

  const rounds = arr(root.rounds, 'rounds').map((r, i): BackupRound => {
    const w = `rounds[${i}]`;
    const o = obj(r, w);
    const number = int(o.number, `${w}.number`, 1, 99);
    const games = gamesPerBoard({ settings, totalRounds }, number);
    if (number !== i + 1) fail(`${w}.number`, `rounds must be numbered 1, 2, 3, … in order; found ${number} where ${i + 1} was expected`);
    if (status !== 'running') fail(w, `a tournament with status "${status}" has no rounds`);
    const used = new Set<number>();
    const use = (player: number, where: string) => {
      if (used.has(player)) fail(where, `player ${player} appears twice in round ${number}`);
      used.add(player);
    };
    const boards = arr(o.boards, `${w}.boards`).map((b, j): BackupBoard => {
      const bw = `${w}.boards[${j}]`;
      const bo = obj(b, bw);
      const white = int(bo.white, `${bw}.white`, 1, n);
      const black = int(bo.black, `${bw}.black`, 1, n);
      use(white, `${bw}.white`);
      use(black, `${bw}.black`);
      const gs = arr(bo.games, `${bw}.games`);
      if (gs.length !== games) fail(`${bw}.games`, `has ${gs.length} game(s); ${games} expected for this system`);
      const resultList = (list: readonly unknown[], where: string): (BoardResult | null)[] => {
        if (list.length !== games) fail(where, `has ${list.length} game(s); ${games} expected for this system`);
        return list.map((g, k) => (g === null ? null : oneOf(g, boardResults, `${where}[${k}]`)));
      };
      // Kept results of a board corrected after later rounds were paired: rounds after this one, rising.
      let after = number;
      const asPaired = bo.asPaired === undefined ? undefined : arr(bo.asPaired, `${bw}.asPaired`).map((e, k) => {
        const ew = `${bw}.asPaired[${k}]`;
        const eo = obj(e, ew);
        after = int(eo.pairedThrough, `${ew}.pairedThrough`, after + 1, 999);
        return { games: resultList(arr(eo.games, `${ew}.games`), `${ew}.games`), pairedThrough: after };
      });
      return {
        board: int(bo.board, `${bw}.board`, j + 1, j + 1), white, black,
        games: resultList(gs, `${bw}.games`),
        ...(asPaired !== undefined && asPaired.length > 0 ? { asPaired } : {}),
        ...(bo.agreement === undefined ? {} : { agreement: oneOf(bo.agreement, agreements, `${bw}.agreement`) }),
      };
    });
    const byes = arr(o.byes, `${w}.byes`).map((b, j) => {
      const bo = obj(b, `${w}.byes[${j}]`);
      const player = int(bo.player, `${w}.byes[${j}].player`, 1, n);
      use(player, `${w}.byes[${j}].player`);
      return { player, kind: oneOf(bo.kind, byeKinds, `${w}.byes[${j}].kind`) };
    });
    return { number, pairedAt: int(o.pairedAt, `${w}.pairedAt`, 0, maxTime), notes: arr(o.notes, `${w}.notes`).map((t, k) => str(t, `${w}.notes[${k}]`, 10_000)), boards, byes };
  });
  if (rounds.length > totalRounds) fail('rounds', `${rounds.length} rounds are paired but the tournament has ${totalRounds}`);
  // A system played one game at a time (the ladder) runs without rounds.
  if (status === 'running' && rounds.length === 0 && systemModule(settings).pairing !== undefined) fail('tournament.status', 'is "running" but no round is paired');

  const audit = arr(root.audit, 'audit').map((a, i): BackupAuditEntry => {
    const o = obj(a, `audit[${i}]`);
    return { at: int(o.at, `audit[${i}].at`, 0, maxTime), action: str(o.action, `audit[${i}].action`, 100), detail: str(o.detail, `audit[${i}].detail`, 10_000) };
  });
  const kinds = new Set<string>();
  const systemState = arr(root.systemState ?? [], 'systemState').map((s, i) => {
    const o = obj(s, `systemState[${i}]`);
    const kind = str(o.kind, `systemState[${i}].kind`, 100);
    if (kinds.has(kind)) fail(`systemState[${i}].kind`, `"${kind}" appears twice`);
    kinds.add(kind);
    // A kind without its state would be stored as undefined and read by the system as its state.
    if (o.state === undefined) fail(`systemState[${i}].state`, 'is missing');
    return { kind, state: o.state };
  });

  return {
    format: backupFormat, version: backupVersion, exportedAt,
    tournament: {
      name, settings, scoring, totalRounds, randomSeed: int(tw.randomSeed, 'tournament.randomSeed', -(2 ** 31), 2 ** 32), status,
      ...(tw.initialColour === undefined ? {} : { initialColour: oneOf(tw.initialColour, colours, 'tournament.initialColour') }),
      plannedByes: planned, createdAt: int(tw.createdAt, 'tournament.createdAt', 0, maxTime), updatedAt: int(tw.updatedAt, 'tournament.updatedAt', 0, maxTime),
      // Optional fields added within version 1: a file without them restores as before.
      ...(tw.tieBreaks === undefined ? {} : {
        tieBreaks: arr(tw.tieBreaks, 'tournament.tieBreaks').map((c, i) => {
          const code = line(c, `tournament.tieBreaks[${i}]`, 20);
          return /^[A-Za-z]+([/ -][A-Za-z0-9+-]+)*$/.test(code) ? code : fail(`tournament.tieBreaks[${i}]`, `"${code}" is not a tie-break code`);
        }),
      }),
      ...(tw.unratedRating === undefined ? {} : { unratedRating: int(tw.unratedRating, 'tournament.unratedRating', 1, 4000) }),
      ...(tw.details === undefined ? {} : { details: detailsOf(tw.details) }),
      ...(tw.prizes === undefined ? {} : { prizes: prizesOf(tw.prizes) }),
      ...(tw.event === undefined ? {} : { event: eventOf(tw.event) }),
      ...importedOf(tw, players.length),
      ...eventDayOf(tw),
    },
    players, rounds, audit, systemState,
  };
};

/**
 * What an imported TRF brought that pairs and ranks the event (XXA / 250 virtual points, XXP / 260
 * forbidden pairs, 299 point adjustments) and the file's text; a restored event without them
 * would pair and rank differently from the one backed up. Start ranks must name players.
 */
const importedOf = (tw: Obj, n: number) => {
  const rank = (x: unknown, where: string) => int(x, where, 1, n);
  const out: {
    acceleration?: [number, number[]][]; forbiddenPairs?: [number, number][]; pointAdjustments?: PointAdjustment[]; trfSource?: string;
  } = {};
  if (tw.acceleration !== undefined) {
    out.acceleration = arr(tw.acceleration, 'tournament.acceleration').map((e, i): [number, number[]] => {
      const w = `tournament.acceleration[${i}]`;
      const pair = arr(e, w);
      if (pair.length !== 2) fail(w, 'must be [start rank, [virtual points per round]]');
      return [rank(pair[0], `${w}[0]`), arr(pair[1], `${w}[1]`).map((x, k) => int(x, `${w}[1][${k}]`, 0, 9990))];
    });
  }
  if (tw.forbiddenPairs !== undefined) {
    out.forbiddenPairs = arr(tw.forbiddenPairs, 'tournament.forbiddenPairs').map((e, i): [number, number] => {
      const w = `tournament.forbiddenPairs[${i}]`;
      const pair = arr(e, w);
      if (pair.length !== 2) fail(w, 'must be two start ranks');
      const [a, b] = [rank(pair[0], `${w}[0]`), rank(pair[1], `${w}[1]`)];
      return a === b ? fail(w, `names player ${a} twice`) : [a, b];
    });
  }
  if (tw.pointAdjustments !== undefined) {
    out.pointAdjustments = arr(tw.pointAdjustments, 'tournament.pointAdjustments').map((e, i): PointAdjustment => {
      const w = `tournament.pointAdjustments[${i}]`;
      const o = obj(e, w);
      return {
        player: playerId(rank(o.player, `${w}.player`)), round: o.round === null ? null : int(o.round, `${w}.round`, 1, 999),
        points: tenths(int(o.points, `${w}.points`, -99_990, 99_990)),
      };
    });
  }
  if (tw.trfSource !== undefined) out.trfSource = str(tw.trfSource, 'tournament.trfSource', 20_000_000);
  return out;
};

/** The event's day, its organiser and its round timer, as the TO set them. */
const eventDayOf = (tw: Obj) => {
  const out: { eventDate?: string; organiser?: string; roundTimer?: RoundTimer } = {};
  if (tw.eventDate !== undefined) {
    const day = line(tw.eventDate, 'tournament.eventDate', 10);
    out.eventDate = isCalendarDay(day) ? day : fail('tournament.eventDate', `must be a day as YYYY-MM-DD, not "${day}"`);
  }
  if (tw.organiser !== undefined) out.organiser = line(tw.organiser, 'tournament.organiser', 60);
  if (tw.roundTimer !== undefined) out.roundTimer = readRoundTimer(tw.roundTimer) ?? fail('tournament.roundTimer', 'is not a round timer (length, running, what is left)');
  return out;
};

/**
 * The one way in for a backup: parses the JSON text and checks every field, every reference
 * (boards and byes name existing start ranks, each player at most once per round) and the
 * system's games per board. Refuses with the first place that is wrong.
 */
export const restoreBackup = (text: string): Restored => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, where: 'the file', message: `is not JSON (${e instanceof Error ? e.message : String(e)})` };
  }
  try {
    return { ok: true, backup: check(json) };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, where: e.where, message: e.message };
    throw e;
  }
};

/** "players[3].rating must be …" — a refusal as one sentence. */
export const describeRefusal = (r: { readonly where: string; readonly message: string }): string => `The backup cannot be restored: ${r.where} ${r.message}. Nothing was changed.`;
