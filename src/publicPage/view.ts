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
