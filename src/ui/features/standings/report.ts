import type { Tournament } from '../../../core/model';
import { standingsReportOf } from '../../../core/systems';
import type { StandingsReport } from '../../../core/standings';

/**
 * The report of each tournament snapshot, kept while the snapshot lives: a render of the same
 * data (the live query returns the same object until something changes) does not compute every
 * tie-break again, also when React restarts a background render of the hidden standings.
 */
const reports = new WeakMap<Tournament, StandingsReport>();

export const reportOf = (t: Tournament): StandingsReport => {
  const cached = reports.get(t);
  if (cached) return cached;
  const report = standingsReportOf(t);
  reports.set(t, report);
  return report;
};

