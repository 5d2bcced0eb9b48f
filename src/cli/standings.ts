import type { Tournament } from '../core/model';
import { formatTenths } from '../core/model';
import { standings } from '../core/systems';
import type { StandingsRefusal } from '../core/standings';

/**
 * `--standings`: the ranking the tournament's own system defines, one player per line,
 * tab-separated: rank, start rank (the file's, also under XXC rank, as -p answers), name, score, then the system's tie-breaks in order. For TCEC
 * (tcecRanking: score, fewer byes, more black games, SB) the tie-breaks are BYES, BPG (black
 * games) and SB. Shared places share a rank. The first line is a header starting with '#'.
 * Refused when the file's tie-break list (record 202) cannot rank the event (C.07 Art. 10: a
 * rating-based tie-break with unrated players, which a TRF cannot give a rating; an unknown code).
 */
export const formatStandings = (tournament: Tournament, startRankOf: (id: number) => number = (id) => id): { readonly ok: true; readonly text: string } | StandingsRefusal => {
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const report = standings(tournament);
  if (!report.ok) return report;
  const rows = report.rows;
  const codes = rows[0]?.tieBreaks.map((t) => t.code) ?? [];
  const lines = rows.map((row) =>
    [row.rank, startRankOf(row.player), names.get(row.player) ?? '', formatTenths(row.points), ...row.tieBreaks.map((t) => t.text)].join('\t'),
  );
  return { ok: true, text: [['#rank', 'start', 'name', 'score', ...codes].join('\t'), ...lines].map((l) => `${l}\n`).join('') };
};
