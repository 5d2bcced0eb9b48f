/**
 * Engine Swiss standings (the "Swiss Mode" README, "Tie-Breakers (TCEC-style)"): points, Sonneborn-Berger, number
 * of wins, direct encounter, then shared places, over the scheduled rounds, with first place
 * settled by the extra pairs when two engines tied (firstPlace.ts). Promotion/relegation (the
 * seed's exception to shared places) does not exist in Pairwise.
 */
import type { Tournament } from '../../model';
import type { StandingsOptions, StandingsReport, TieBreakListItem } from '../../standings';
import { standingsReportOrThrow } from '../../standings';
import type { StandingRow } from '../../standings';
import type { FirstPlace } from './firstPlace';
import { firstPlace, scheduledOnly } from './firstPlace';
import type { EngineSwissSettings } from './openings';

export const engineSwissTieBreaks: readonly TieBreakListItem[] = ['SB', 'WIN', 'DE'];

export interface EngineSwissStandings {
  readonly rows: readonly StandingRow[];
  readonly firstPlace: FirstPlace;
  readonly report: StandingsReport;
}

export const engineSwissStandings = (t: Tournament, settings: EngineSwissSettings, options: StandingsOptions = {}): EngineSwissStandings => {
  const report = standingsReportOrThrow(scheduledOnly(t), engineSwissTieBreaks, options);
  const first = firstPlace(t, settings);
  if (first.kind !== 'won-on-extra-pairs') return { rows: report.rows, firstPlace: first, report };
  const rankOf = (r: StandingRow): number =>
    r.player === first.winner ? 1 : r.player === first.runnerUp ? 2 : r.rank;
  const rows = report.rows.map((r) => ({ ...r, rank: rankOf(r) })).sort((x, y) => x.rank - y.rank);
  return { rows, firstPlace: first, report: { ...report, rows } };
};

/** The engine Swiss standings as every standings view shows them. */
export const engineSwissReport = (t: Tournament, settings: EngineSwissSettings, options: StandingsOptions = {}): StandingsReport =>
  engineSwissStandings(t, settings, options).report;
