import type { BoardResult, ByeKind } from '../model';

/*
 * The official document's shape and its readers (every device reads it: the laptops, the phones,
 * the relay's public page), with no pairing system imported, so a reader's bundle stays small.
 * What the chief's laptop publishes is made in official.ts.
 */
/**
 * The official tournament as the chief arbiter's laptop publishes it on the venue network
 * (`official/<event>`, written by the chief alone): what the other arbiters' laptops enter results
 * against, and what the players' phones and the hall screens show. Plain JSON values under a few
 * keys of one Yjs map and an array (the keys are listed below), so a result changes its board and
 * the standings rows it moves, not its round or the whole table (300 phones receive every change).
 */
export interface OfficialMeta {
  /** The tournament's global id. */
  readonly event: string;
  readonly name: string;
  /** "FIDE Dutch", "Single-sided Swiss" (the system's own words). */
  readonly system: string;
  /** The seat names of a board (White / Black, Corp / Runner). */
  readonly seats: readonly [string, string];
  /** The words of each result on a board, in the system's wording ("1-0", "Corp win"). */
  readonly wording: Readonly<Partial<Record<BoardResult, string>>>;
  readonly totalRounds: number;
  /** The latest round paired (0 before round 1). */
  readonly round: number;
}

export interface OfficialPlayer {
  /** The start rank (pairing number). */
  readonly rank: number;
  /** As every list shows it: a dropped or withdrawn player is marked. */
  readonly name: string;
}

export interface OfficialBoard {
  readonly board: number;
  /** Start ranks of the first and second seat (White / Corp). */
  readonly first: number;
  readonly second: number;
  /** The board's result (its first game's), null while not entered and while disputed. */
  readonly result: BoardResult | null;
  /**
   * The arbiters' entries for this board differ: no result counts until the chief arbiter decides,
   * and every screen says so (nothing unofficial looks official).
   */
  readonly disputed?: true;
  /** The latest round: why each player got this board, one short line each (first seat, second seat), from the system. */
  readonly why?: readonly [string, string];
}

export interface OfficialRound {
  readonly number: number;
  readonly boards: readonly OfficialBoard[];
  readonly byes: readonly { readonly player: number; readonly kind: ByeKind; readonly why?: string }[];
}

export interface OfficialStanding {
  readonly place: number;
  readonly rank: number;
  readonly points: string;
}

export interface Official {
  readonly meta: OfficialMeta;
  readonly players: readonly OfficialPlayer[];
  readonly rounds: readonly OfficialRound[];
  /** Empty when the system cannot rank yet (or refuses to, with its reason shown on the laptops). */
  readonly standings: readonly OfficialStanding[];
}

/**
 * The keys of the official map. A result must reach 300 phones as a few hundred bytes, not as its
 * whole round and the whole standings, so each board is its own key, each player's standings row
 * its own key, and the standings order a Yjs array edited where it changed (orderEdit):
 *
 *   meta, players           JSON text
 *   round:<n>               JSON { number, boards (how many), byes }
 *   board:<n>:<b>           JSON OfficialBoard
 *   row:<rank>              the player's points, "=" first when they share the place above
 *   (array `order`)         start ranks in standings order
 */
export const roundKey = (n: number): string => `round:${n}`;
export const officialBoardKey = (n: number, b: number): string => `board:${n}:${b}`;
export const rowKey = (rank: number): string => `row:${rank}`;

export const json = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/**
 * Reads an official view back from its map entries and order; null while the chief has published
 * nothing. A value that is not what the chief's laptop writes is left out, never shown.
 */
export const officialFrom = (get: (key: string) => unknown, order: readonly unknown[] = []): Official | null => {
  const text = (key: string): string | null => {
    const v = get(key);
    return typeof v === 'string' ? v : null;
  };
  const m = json<OfficialMeta | null>(text('meta'), null);
  if (m === null || typeof m !== 'object' || typeof m.round !== 'number') return null;
  const rounds: OfficialRound[] = [];
  for (let n = 1; n <= m.round; n++) {
    const r = json<{ number: number; boards: number; byes: OfficialRound['byes'] } | null>(text(roundKey(n)), null);
    if (r === null) continue;
    const boards: OfficialBoard[] = [];
    for (let b = 1; b <= r.boards; b++) {
      const board = json<OfficialBoard | null>(text(officialBoardKey(n, b)), null);
      if (board !== null) boards.push(board);
    }
    rounds.push({ number: n, boards, byes: r.byes ?? [] });
  }
  const standings: OfficialStanding[] = [];
  for (const rank of order) {
    if (typeof rank !== 'number') continue;
    const row = text(rowKey(rank));
    if (row === null) continue;
    const tied = row.startsWith('=') && standings.length > 0;
    standings.push({ place: tied ? standings.at(-1)!.place : standings.length + 1, rank, points: row.replace(/^=/, '') });
  }
  return { meta: m, players: json<OfficialPlayer[]>(text('players'), []), rounds, standings };
};

/** The two start ranks of a board of a round as published, or null: what the hub checks a player's report against. */
export const seatsOf = (get: (key: string) => unknown, round: number, board: number): { first: number; second: number } | null => {
  const v = get(officialBoardKey(round, board));
  const b = typeof v === 'string' ? json<Partial<OfficialBoard> | null>(v, null) : null;
  return b && typeof b.first === 'number' && typeof b.second === 'number' ? { first: b.first, second: b.second } : null;
};

/** The latest round published, 0 before round 1. */
export const publishedRound = (get: (key: string) => unknown): number => {
  const v = get('meta');
  const m = typeof v === 'string' ? json<Partial<OfficialMeta> | null>(v, null) : null;
  return typeof m?.round === 'number' ? m.round : 0;
};

/** A player's own games, as their phone lists them: round, seat, opponent and result. */
export interface HistoryLine {
  readonly round: number;
  readonly board: number | null;
  readonly seat: string;
  readonly opponent: string;
  readonly result: string;
}

export const historyOf = (o: Official, rank: number): HistoryLine[] => {
  const name = new Map(o.players.map((p) => [p.rank, p.name] as const));
  const lines: HistoryLine[] = [];
  for (const r of o.rounds) {
    const b = r.boards.find((x) => x.first === rank || x.second === rank);
    if (b) {
      const first = b.first === rank;
      lines.push({
        round: r.number, board: b.board, seat: o.meta.seats[first ? 0 : 1],
        opponent: name.get(first ? b.second : b.first) ?? '?',
        result: b.disputed ? 'disputed' : b.result === null ? '' : (o.meta.wording[b.result] ?? b.result),
      });
      continue;
    }
    const bye = r.byes.find((x) => x.player === rank);
    if (bye) lines.push({ round: r.number, board: null, seat: '', opponent: 'bye', result: bye.kind });
  }
  return lines;
};
