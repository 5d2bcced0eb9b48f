import type { BoardResult, ByeKind, PlayerId, Tournament } from '../model';
import { formatTenths } from '../model';
import { describeSystem, moduleOf, phoneLinesOf, standings, standingsNames } from '../systems';

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

const wordedResults: readonly BoardResult[] = ['white-wins', 'draw', 'black-wins', 'white-wins-forfeit', 'black-wins-forfeit', 'double-forfeit'];

/**
 * The official view of a tournament (the chief's laptop's own data, as everyone else may see it).
 * `disputed`: the boards of the latest round whose arbiters' entries differ; they are shown with
 * no result, and the standings are those without them.
 */
export const officialOf = (event: string, name: string, t: Tournament, disputed: ReadonlySet<number> = new Set()): Official => {
  const module = moduleOf(t);
  const seats = module.seats(t.settings as never, 1);
  const names = standingsNames(t);
  const latest = t.rounds.at(-1)?.number ?? 0;
  const held = disputed.size === 0 ? t : {
    ...t,
    rounds: t.rounds.map((r) => r.number !== latest ? r : { ...r, pairings: r.pairings.map((p) => disputed.has(p.board) ? { ...p, games: p.games.map(() => null) } : p) }),
  };
  const ranked = standings(held);
  // The latest round's lines for the players' phones ("You play Ann with White because …").
  const why = latest > 0 ? phoneLinesOf(t, latest) : new Map<PlayerId, string>();
  return {
    meta: {
      event, name, system: describeSystem(t.settings), seats: [seats.first, seats.second],
      wording: Object.fromEntries(wordedResults.map((r) => [r, module.resultText(r)])),
      totalRounds: t.totalRounds, round: latest,
    },
    players: t.players.map((p) => ({ rank: p.id, name: names.get(p.id) ?? p.name })),
    rounds: held.rounds.map((r) => ({
      number: r.number,
      boards: r.pairings.map((p) => ({
        board: p.board, first: p.white, second: p.black, result: p.games[0] ?? null,
        ...(r.number === latest && disputed.has(p.board) ? { disputed: true as const } : {}),
        ...(r.number === latest && why.has(p.white) && why.has(p.black) ? { why: [why.get(p.white)!, why.get(p.black)!] as const } : {}),
      })),
      byes: r.byes.map((b) => ({ player: b.player, kind: b.kind, ...(r.number === latest && why.has(b.player) ? { why: why.get(b.player)! } : {}) })),
    })),
    standings: ranked.ok ? ranked.rows.map((row) => ({ place: row.rank, rank: row.player, points: formatTenths(row.points) })) : [],
  };
};

/** The map entries an official view is published as (key → JSON text); the standings order goes in its own array. */
export const officialEntries = (o: Official): ReadonlyMap<string, string> =>
  new Map<string, string>([
    ['meta', JSON.stringify(o.meta)],
    ['players', JSON.stringify(o.players)],
    ...o.rounds.map((r) => [roundKey(r.number), JSON.stringify({ number: r.number, boards: r.boards.length, byes: r.byes })] as const),
    ...o.rounds.flatMap((r) => r.boards.map((b) => [officialBoardKey(r.number, b.board), JSON.stringify(b)] as const)),
    ...o.standings.map((s, i) => [rowKey(s.rank), `${i > 0 && o.standings[i - 1]!.place === s.place ? '=' : ''}${s.points}`] as const),
  ]);

/** The standings order (start ranks) an official view is published with. */
export const officialOrder = (o: Official): number[] => o.standings.map((s) => s.rank);

/**
 * The one edit that turns the published order into the new one: the common start and end stay, the
 * middle is replaced. A win moves one player up past those they overtook, so a result re-sends the
 * ranks between its old and new places, a few bytes each, never the whole table.
 */
export const orderEdit = (before: readonly number[], after: readonly number[]): { index: number; remove: number; insert: number[] } | null => {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  if (start === before.length && start === after.length) return null;
  return { index: start, remove: before.length - start - end, insert: after.slice(start, after.length - end) };
};

const json = <T>(text: string | null, fallback: T): T => {
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
