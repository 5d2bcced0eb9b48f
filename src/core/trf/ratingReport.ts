import type { Tournament } from '../model';
import { standings } from '../systems';
import { convertTrf } from './convertTrf';
import type { TrfFormat } from './convertTrf';
import { readTrf } from './readTrf';
import { trfFromTournament } from './trfFromTournament';
import { writeTrf } from './writeTrf';

export type RatingReportResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly detail: string };

/**
 * The FIDE rating report (Export TRF, `pairwise SYSTEM in.trf --rating-report`): the tournament's
 * TRF with the complete tournament section (012-132, 062/072 counted), every 001 line's rank
 * (86-89) the final standings rank with the tournament's tie-breaks — the rank the standings
 * screen shows (shared only where every tie-break is equal) — and the results as played; in
 * TRF-16 style (XXR, XXC, BB*) or TRF-2026 style (142, 152, 162, with the 192 system and 202
 * tie-break records). `source`: the imported file, whose other lines are kept as written.
 * Refused (a value) when the tie-break list cannot rank the event (C.07 Art. 10).
 */
export const ratingReport = (t: Tournament, format: TrfFormat, source?: string): RatingReportResult => {
  const report = standings(t);
  if (!report.ok) return { ok: false, detail: report.detail };
  const ranks = new Map<number, number>(report.rows.map((r) => [r.player, r.rank]));
  const read = source === undefined ? null : readTrf(source);
  // TRF-2026 names the tie-breaks of the ranking (202/212); the system's own list when the TO chose none.
  const codes = report.rows[0]?.tieBreaks.map((x) => x.code) ?? [];
  const ranked = format === 'trf26' && t.tieBreaks === undefined && codes.length > 0 ? { ...t, tieBreaks: codes } : t;
  const doc = trfFromTournament(ranked, read !== null && read.ok ? read.doc : undefined, { ranks, fullHeader: true });
  return { ok: true, text: writeTrf(convertTrf(doc, format)) };
};
