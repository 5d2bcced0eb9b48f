import type { Tournament } from '../../../core/model';
import { standingsPartsOf, standingsReportOf } from '../../../core/systems';
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

/** Whether the snapshot's report is computed (a render of it costs no tie-break). */
export const reportReady = (t: Tournament): boolean => reports.has(t);

/** A new task, after whatever input and rendering the page has waiting. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Computes the snapshot's report one part per task (the records, then each tie-break: see
 * `standingsPartsOf`), so that the standings of a big event, computed behind another tab after each
 * result or round, never hold the page in one task: at 1000 players after a round it was one task
 * of 97-129 ms, and the TO's next key waited for it. Resolves true once `reportOf(t)` is ready,
 * false when `stale()` said the snapshot was replaced before.
 */
export const prepareReport = async (t: Tournament, stale: () => boolean): Promise<boolean> => {
  for (const part of standingsPartsOf(t)) {
    if (reports.has(t)) return true;
    await nextTask();
    if (stale()) return false;
    part();
  }
  if (!reports.has(t)) {
    await nextTask();
    if (stale()) return false;
    reportOf(t);
  }
  return true;
};
