import Papa from 'papaparse';
import type { Player, PlayerId, Tournament } from '../model';
import { formatTenths } from '../model';
import { playerRecords } from './records';
import type { StandingRow } from './types';

/**
 * CSV for spreadsheets and prize lists (RFC 4180 through papaparse's `unparse`; the default import
 * works both under Vite and in Node, where papaparse is CommonJS: CRLF, fields with
 * commas, quotes or line breaks quoted). The text is plain data: no BOM (the app's download adds
 * one so that spreadsheet programs read UTF-8 names), and text cells that a spreadsheet would run
 * as a formula (=, +, -, @ first) get a leading apostrophe.
 */
const newline = '\r\n';

/** A text cell a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe. */
export const spreadsheetText = (s: string | undefined): string => (s === undefined ? '' : /^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

const playerColumns = ['No.', 'Name', 'Title', 'Rating', 'Fed', 'Sex', 'Born'] as const;
const playerCells = (p: Player | undefined, id: PlayerId, name?: string): string[] => [
  String(id),
  spreadsheetText(name ?? p?.name),
  spreadsheetText(p?.title),
  p && p.rating > 0 ? String(p.rating) : '',
  spreadsheetText(p?.federation),
  p?.sex ?? '',
  spreadsheetText(p?.birthDate),
];

/**
 * The standings as CSV, one row per standings row in order: rank (shared places repeat the
 * number), the player, points, then each tie-break column with its label as the header
 * ("BH/C1") and its display text as the cell.
 */
export const standingsCsv = (t: Tournament, rows: readonly StandingRow[], names?: ReadonlyMap<PlayerId, string>): string => {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const labels = rows[0]?.tieBreaks.map((v) => v.code) ?? [];
  return Papa.unparse(
    {
      fields: ['Rank', ...playerColumns, 'Points', ...labels],
      data: rows.map((r) => [String(r.rank), ...playerCells(byId.get(r.player), r.player, names?.get(r.player)), formatTenths(r.points), ...r.tieBreaks.map((v) => v.text)]),
    },
    { newline },
  );
};

/**
 * One crosstable cell per round: opponent start rank, colour (w/b) and this player's result code
 * as in a TRF 001 line ("12w1", "7b=", "3w+" for a forfeit win); a round without an opponent shows
 * the bye's code (U, F, H, Z) or nothing when the player was absent. Two games in one round (TCEC
 * double rounds) are written one after the other, separated by a blank.
 */
export const crosstableCsv = (t: Tournament, rows: readonly StandingRow[]): string => {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const records = playerRecords(t);
  const roundCount = t.rounds.length;
  const cells = (id: PlayerId): string[] => {
    const out: string[][] = Array.from({ length: roundCount }, () => []);
    for (const e of records.get(id)?.entries ?? []) {
      const cell = out[e.round - 1];
      if (!cell) continue;
      if (e.kind === 'game') cell.push(`${e.opponent}${e.colour === 'white' ? 'w' : 'b'}${e.code}`);
      else if (e.byeKind !== 'absent') cell.push(e.byeKind);
    }
    return out.map((c) => c.join(' '));
  };
  return Papa.unparse(
    {
      fields: ['Rank', ...playerColumns, ...Array.from({ length: roundCount }, (_, i) => `R${i + 1}`), 'Points'],
      data: rows.map((r) => [String(r.rank), ...playerCells(byId.get(r.player), r.player), ...cells(r.player), formatTenths(r.points)]),
    },
    { newline },
  );
};
