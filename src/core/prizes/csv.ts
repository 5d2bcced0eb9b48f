import Papa from 'papaparse';
import type { Player, PlayerId } from '../model';
import { formatTenths } from '../model';
import type { PrizeOutcome, PrizeStanding } from './awards';
import { placesText } from './awards';
import type { PrizeList } from './prizeList';

/** The prize list as CSV (RFC 4180, CRLF): group, place(s), rank, No., name, points, amount (two decimals, the list's currency). */
export const prizeListCsv = (list: PrizeList, outcome: PrizeOutcome, rows: readonly PrizeStanding[], players: ReadonlyMap<PlayerId, Player>): string => {
  const row = new Map(rows.map((r) => [r.player, r] as const));
  const textCell = (s: string | undefined): string => (s === undefined ? '' : /^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
  return Papa.unparse({
    fields: ['Prize group', 'Place', 'Rank', 'No.', 'Name', 'Points', `Amount (${list.currency})`],
    data: outcome.awards.map((a) => [
      textCell(a.groupName), placesText(a), String(row.get(a.player)?.rank ?? ''), String(a.player), textCell(players.get(a.player)?.name),
      formatTenths(row.get(a.player)?.points ?? 0), (a.amount / 100).toFixed(2),
    ]),
  }, { newline: '\r\n' });
};
