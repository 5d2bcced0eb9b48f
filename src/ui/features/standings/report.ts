import type { Tournament } from '../../../core/model';
import { standingsReportOf } from '../../../core/systems';
import type { StandingsRefusal, StandingsReport } from '../../../core/standings';

/**
 * The report of each tournament snapshot, kept while the snapshot lives: a render of the same
 * data (the live query returns the same object until something changes) does not compute every
 * tie-break again, also when React restarts a background render of the hidden standings.
 */
const reports = new WeakMap<Tournament, StandingsReport | StandingsRefusal>();

/** The snapshot's standings, or why its tie-break list cannot rank it (shown as a message). */
export const reportOf = (t: Tournament): StandingsReport | StandingsRefusal => {
  const cached = reports.get(t);
  if (cached) return cached;
  const report = standingsReportOf(t);
  reports.set(t, report);
  return report;
};

