import { ratingPeriodYear } from '../../../core/rating';
import type { PlayerCardOptions } from '../../../core/reports';
import type { StandingsRefusal, StandingsReport } from '../../../core/standings';
import type { Snapshot } from '../../../db/repository';

/**
 * The player cards' options as the app has them: the K the arbiter set on each player (else the
 * default of FIDE Rating Regulations 8.3.3), the rating period's year from the tournament's dates or
 * this year, and the standings report when the caller has it already. The same K as the
 * rating-change report (standings/ratingRows).
 */
export const cardOptionsOf = (
  snapshot: Pick<Snapshot, 'tournament' | 'playerRows'>, report?: StandingsReport | StandingsRefusal, thisYear: number = new Date().getFullYear(),
): PlayerCardOptions => ({
  kOf: (p, _rating, byRule) => snapshot.playerRows.get(p)?.kFactor ?? byRule,
  periodYear: ratingPeriodYear(snapshot.tournament) ?? thisYear,
  ...(report ? { report } : {}),
});
