/* eslint-disable pairwise/core-folder-index -- as main.ts: the readers only, not the venue folder's index (which brings every pairing system). */
import type { BoardResult } from '../core/model';
import type { Official, OfficialBoard, OfficialRound } from '../core/venue/officialRead';

/**
 * What the public page shows, as rows (pure; the page draws them): the round's boards filtered by a
 * name, and the crosstable.
 */
export interface PairingRow {
  readonly board: number | null;
  readonly first: number | null;
  readonly second: number | null;
  readonly result: string;
  /** For a bye: its kind, shown where the opponent would be. */
  readonly note: string;
}

const folded = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The boards (and byes) whose player's name contains `query` (accents and case ignored); all of them for an empty query. */
export const pairingRows = (o: Official, boards: readonly OfficialBoard[], byes: OfficialRound['byes'], query: string): PairingRow[] => {
  const names = new Map(o.players.map((p) => [p.rank, folded(p.name)] as const));
  const q = folded(query.trim());
  const hit = (rank: number): boolean => q === '' || (names.get(rank) ?? '').includes(q);
  return [
    ...boards.filter((b) => hit(b.first) || hit(b.second)).map((b) => ({
      board: b.board, first: b.first, second: b.second, note: '',
      result: b.disputed ? 'disputed' : b.result === null ? '–' : (o.meta.wording[b.result] ?? b.result),
    })),
    ...byes.filter((b) => hit(b.player)).map((b) => ({ board: null, first: b.player, second: null, result: '', note: `bye (${b.kind})` })),
  ];
};

/** A result as the crosstable marks it for one side: 1 ½ 0, + and − for a forfeit; empty while not entered. */
export const scoreMark = (result: BoardResult | null, first: boolean): string => {
  switch (result) {
    case 'white-wins': return first ? '1' : '0';
    case 'black-wins': return first ? '0' : '1';
    case 'draw': return '½';
    case 'white-wins-forfeit': return first ? '+' : '−';
    case 'black-wins-forfeit': return first ? '−' : '+';
    case 'double-forfeit': return '−';
    default: return '';
  }
};

export interface CrossRow {
  readonly place: number;
  readonly rank: number;
  /** One per round: "1 W 12" (result, seat's first letter, opponent's place), or the bye. */
  readonly cells: readonly string[];
  readonly points: string;
}

/** The crosstable in standings order: each round's result, seat and the opponent's place. */
export const crossRows = (o: Official): CrossRow[] => {
  const place = new Map(o.standings.map((s) => [s.rank, s.place] as const));
  return o.standings.map((s) => ({
    place: s.place, rank: s.rank, points: s.points,
    cells: o.rounds.map((r) => {
      const b = r.boards.find((x) => x.first === s.rank || x.second === s.rank);
      if (b) {
        const first = b.first === s.rank;
        const opponent = first ? b.second : b.first;
        const mark = b.disputed ? '?' : scoreMark(b.result, first);
        return `${mark} ${o.meta.seats[first ? 0 : 1].slice(0, 1)} ${place.get(opponent) ?? opponent}`.trim();
      }
      return r.byes.some((x) => x.player === s.rank) ? 'bye' : '';
    }),
  }));
};

/** A player's game in the current round, as their personal code's panel shows it. */
export type MyGame =
  | { readonly kind: 'board'; readonly round: number; readonly board: number; readonly first: boolean; readonly opponent: string; readonly result: string | null; readonly disputed: boolean }
  | { readonly kind: 'bye'; readonly round: number; readonly note: string }
  | { readonly kind: 'none'; readonly round: number };

export const myGame = (o: Official, rank: number): MyGame | null => {
  const round = o.rounds.at(-1);
  if (!round) return null;
  const b = round.boards.find((x) => x.first === rank || x.second === rank);
  if (b) {
    const first = b.first === rank;
    const opponent = o.players.find((p) => p.rank === (first ? b.second : b.first))?.name ?? `No. ${first ? b.second : b.first}`;
    return { kind: 'board', round: round.number, board: b.board, first, opponent, result: b.result === null ? null : (o.meta.wording[b.result] ?? b.result), disputed: b.disputed === true };
  }
  const bye = round.byes.find((x) => x.player === rank);
  return bye ? { kind: 'bye', round: round.number, note: bye.kind } : { kind: 'none', round: round.number };
};

/** The three results a player reports from their own seat: a win, a draw, a loss (as the venue phone's). */
export const reportChoices = (first: boolean): readonly { readonly words: 'I won' | 'Draw' | 'I lost'; readonly result: BoardResult }[] => [
  { words: 'I won', result: first ? 'white-wins' : 'black-wins' },
  { words: 'Draw', result: 'draw' },
  { words: 'I lost', result: first ? 'black-wins' : 'white-wins' },
];
