import Papa from 'papaparse';
import type { GameCode, PlayerId, Tenths, Tournament } from '../model';
import { assertNever, formatTenths, tenths } from '../model';
import { playerRecords } from './records';
import type { ExcludedPlayer, StandingsReport } from './standingsWith';
import type { TieBreakValue } from './types';

/**
 * The crosstable of an all-play-all event (a round robin's main view and printout): one row and
 * one column per player, in the same order, each cell holding the results the row player scored
 * against the column player (one per meeting, in round order), the diagonal empty. Data only:
 * the screen, the printed sheet and the CSV draw it.
 */
export const crossOrders = ['rank', 'number'] as const;
export type CrossOrder = (typeof crossOrders)[number];

export interface CrossCell {
  /** One text per meeting in round order: "1", "½", "0", "+", "-" (forfeit), "" (not yet played). */
  readonly results: readonly string[];
  /** The results do not count in the standings (a withdrawn player's annulled games). */
  readonly annulled: boolean;
}

export interface CrossGridRow {
  readonly player: PlayerId;
  /** 1-based position of the row (the column numbers the grid's heads show). */
  readonly position: number;
  /** Rank in the standings; null for a player the standings leave out. */
  readonly rank: number | null;
  /** The cells against each column player, in column order; null on the diagonal. */
  readonly cells: readonly (CrossCell | null)[];
  /** Points that count (the standings'), or the points scored when the player is left out. */
  readonly points: Tenths;
  readonly tieBreaks: readonly TieBreakValue[];
  /** Why the standings leave the player out, or absent. */
  readonly excluded?: string;
}

export interface CrossGrid {
  readonly order: CrossOrder;
  readonly rows: readonly CrossGridRow[];
  /** Tie-break labels, in list order. */
  readonly tieBreaks: readonly string[];
  /** The meetings each pair has in the event (2 in a double round robin). */
  readonly meetings: number;
}

const resultText = (code: GameCode): string => {
  switch (code) {
    case '1': case 'W': return '1';
    case '=': case 'D': return '½';
    case '0': case 'L': return '0';
    case '+': return '+';
    case '-': return '-';
    default: return assertNever(code);
  }
};

/**
 * The crosstable of `t`, ranked by `report` (the system's standings): by rank (ranked players in
 * standings order, then those left out in pairing-number order) or by pairing number. Each pair
 * meets once per cycle of N - 1 rounds (N: the players, + 1 when odd), so a meeting still to come
 * shows as an empty slot.
 */
export const crossGrid = (t: Tournament, report: StandingsReport, order: CrossOrder): CrossGrid => {
  const perCycle = Math.max(1, t.players.length + (t.players.length % 2) - 1);
  const meetings = Math.max(1, Math.ceil(Math.max(t.totalRounds, t.rounds.length) / perCycle));
  const records = playerRecords(t);
  const excluded = new Map<PlayerId, ExcludedPlayer>((report.excluded ?? []).map((e) => [e.player, e]));
  const ranked = new Map(report.rows.map((r) => [r.player, r] as const));
  const byNumber = [...t.players].sort((a, b) => a.id - b.id).map((p) => p.id);
  const players = order === 'number' ? byNumber : [...report.rows.map((r) => r.player), ...byNumber.filter((p) => !ranked.has(p))];
  // Results between each pair, in round order.
  const between = new Map<string, string[]>();
  for (const p of players) {
    for (const e of records.get(p)?.entries ?? []) {
      if (e.kind !== 'game') continue;
      const key = `${p}-${e.opponent}`;
      const list = between.get(key) ?? [];
      list.push(resultText(e.code));
      between.set(key, list);
    }
  }
  const rows = players.map((p, i): CrossGridRow => {
    const row = ranked.get(p);
    const out = excluded.get(p);
    return {
      player: p,
      position: i + 1,
      rank: row?.rank ?? null,
      cells: players.map((q) => {
        if (q === p) return null;
        const results = between.get(`${p}-${q}`) ?? [];
        return { results: [...results, ...Array.from({ length: Math.max(0, meetings - results.length) }, () => '')], annulled: excluded.has(p) || excluded.has(q) };
      }),
      points: row?.points ?? records.get(p)?.score ?? tenths(0),
      tieBreaks: row?.tieBreaks ?? [],
      ...(out ? { excluded: out.why } : {}),
    };
  });
  return { order, rows, tieBreaks: report.rows[0]?.tieBreaks.map((v) => v.code) ?? [], meetings };
};

/** A cell as one text: "1 ½"; annulled results in brackets, "(1 ½)". */
export const crossCellText = (c: CrossCell | null): string => {
  if (c === null) return '×';
  const text = c.results.map((r) => r || '·').join(' ').trim();
  return c.annulled && c.results.some((r) => r !== '') ? `(${text})` : text;
};

/** The crosstable as CSV (RFC 4180, CRLF): position, No., name, rating, one column per position, points, tie-breaks, rank. */
export const crossGridCsv = (t: Tournament, grid: CrossGrid): string => {
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  const textCell = (s: string | undefined): string => (s === undefined ? '' : /^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
  return Papa.unparse({
    fields: ['#', 'No.', 'Name', 'Rating', ...grid.rows.map((r) => String(r.position)), 'Points', ...grid.tieBreaks, 'Rank'],
    data: grid.rows.map((r) => [
      String(r.position), String(r.player), textCell(byId.get(r.player)?.name), String(byId.get(r.player)?.rating || ''),
      ...r.cells.map((c) => textCell(crossCellText(c))), r.excluded ? `(${formatTenths(r.points)})` : formatTenths(r.points),
      ...grid.tieBreaks.map((_, i) => r.tieBreaks[i]?.text ?? ''), r.rank === null ? '' : String(r.rank),
    ]),
  }, { newline: '\r\n' });
};
