import type { BoardResult, ByeKind, Tournament } from '../model';
import { formatTenths } from '../model';
import { describeSystem, moduleOf, standings, standingsNames } from '../systems';

/**
 * The official tournament as the chief arbiter's laptop publishes it on the venue network
 * (`official/<event>`, written by the chief alone): what the other arbiters' laptops enter results
 * against, and what the players' phones and the hall screens show. Plain JSON values under a few
 * keys of one Yjs map, so a result changes only its round's key and the standings, not the whole
 * event (300 phones each receive every change).
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
  /** The board's result (its first game's), null while not entered. */
  readonly result: BoardResult | null;
}

export interface OfficialRound {
  readonly number: number;
  readonly boards: readonly OfficialBoard[];
  readonly byes: readonly { readonly player: number; readonly kind: ByeKind }[];
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

/** The keys of the official map: one per round, so a result re-sends only its round. */
export const roundKey = (n: number): string => `round:${n}`;

const wordedResults: readonly BoardResult[] = ['white-wins', 'draw', 'black-wins', 'white-wins-forfeit', 'black-wins-forfeit', 'double-forfeit'];

/** The official view of a tournament (the chief's laptop's own data, as everyone else may see it). */
export const officialOf = (event: string, name: string, t: Tournament): Official => {
  const module = moduleOf(t);
  const seats = module.seats(t.settings as never, 1);
  const names = standingsNames(t);
  const ranked = standings(t);
  return {
    meta: {
      event, name, system: describeSystem(t.settings), seats: [seats.first, seats.second],
      wording: Object.fromEntries(wordedResults.map((r) => [r, module.resultText(r)])),
      totalRounds: t.totalRounds, round: t.rounds.at(-1)?.number ?? 0,
    },
    players: t.players.map((p) => ({ rank: p.id, name: names.get(p.id) ?? p.name })),
    rounds: t.rounds.map((r) => ({
      number: r.number,
      boards: r.pairings.map((p) => ({ board: p.board, first: p.white, second: p.black, result: p.games[0] ?? null })),
      byes: r.byes.map((b) => ({ player: b.player, kind: b.kind })),
    })),
    standings: ranked.ok ? ranked.rows.map((row) => ({ place: row.rank, rank: row.player, points: formatTenths(row.points) })) : [],
  };
};

/** The map entries an official view is published as (key → JSON text). */
export const officialEntries = (o: Official): ReadonlyMap<string, string> =>
  new Map<string, string>([
    ['meta', JSON.stringify(o.meta)],
    ['players', JSON.stringify(o.players)],
    ['standings', JSON.stringify(o.standings)],
    ...o.rounds.map((r) => [roundKey(r.number), JSON.stringify(r)] as const),
  ]);

/** Reads an official view back from its map entries; null while the chief has published nothing. */
export const officialFrom = (get: (key: string) => unknown): Official | null => {
  const text = (key: string): string | null => {
    const v = get(key);
    return typeof v === 'string' ? v : null;
  };
  const meta = text('meta');
  if (meta === null) return null;
  const m = JSON.parse(meta) as OfficialMeta;
  const rounds: OfficialRound[] = [];
  for (let n = 1; n <= m.round; n++) {
    const r = text(roundKey(n));
    if (r !== null) rounds.push(JSON.parse(r) as OfficialRound);
  }
  return {
    meta: m,
    players: JSON.parse(text('players') ?? '[]') as OfficialPlayer[],
    rounds,
    standings: JSON.parse(text('standings') ?? '[]') as OfficialStanding[],
  };
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
        result: b.result === null ? '' : (o.meta.wording[b.result] ?? b.result),
      });
      continue;
    }
    const bye = r.byes.find((x) => x.player === rank);
    if (bye) lines.push({ round: r.number, board: null, seat: '', opponent: 'bye', result: bye.kind });
  }
  return lines;
};
