import { formatTenths } from '../../../core/model';
import type { Tournament } from '../../../core/model';
import { standingsNames, standingsReportOf } from '../../../core/systems';
import type { StandingsRefusal, StandingsReport } from '../../../core/standings';
import type { ResultChange } from './undo';

/**
 * What a result change did to the standings: for each player whose rank or points moved, one line
 * ("Alpha: 3rd → 1st, 1 → 2"). Compares the tournament as stored with the same tournament where
 * the changed game still has its earlier result. `currentReport` gives the stored tournament's
 * report, for a caller that keeps one already (the standings page computes it once per snapshot).
 */
export const standingsEffect = (
  t: Tournament, change: ResultChange, currentReport: () => StandingsReport | StandingsRefusal = () => standingsReportOf(t),
): string[] => {
  const round = t.rounds[change.round - 1];
  if (!round) return [];
  const earlier: Tournament = {
    ...t,
    rounds: t.rounds.map((r) => (r !== round ? r : {
      ...r,
      pairings: r.pairings.map((p) => (p.board !== change.board ? p : { ...p, games: p.games.map((g, i) => (i === change.game ? change.before : g)) })),
    })),
  };
  try {
    const then = standingsReportOf(earlier);
    const current = currentReport();
    // A tie-break list that cannot rank the event (C.07 Art. 10) shows its message on the standings page.
    if (!then.ok || !current.ok) return [];
    const before = new Map(then.rows.map((r) => [r.player, r]));
    // Named as on the standings (a withdrawn player marked).
    const names = standingsNames(t);
    return current.rows.flatMap((now) => {
      const was = before.get(now.player);
      if (!was || (was.rank === now.rank && was.points === now.points)) return [];
      return [`${names.get(now.player) ?? now.player}: rank ${was.rank} → ${now.rank}, points ${formatTenths(was.points)} → ${formatTenths(now.points)}`];
    });
  } catch {
    // A round still being entered may not rank yet; the effect shows once it does.
    return [];
  }
};
