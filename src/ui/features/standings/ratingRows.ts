import { ratingChanges, ratingPeriodYear } from '../../../core/rating';
import type { RatingChangeRow } from '../../../core/rating';
import type { Snapshot } from '../../../db/repository';

/**
 * The rating-change rows of the screen and the printout alike: the K the arbiter set, else the
 * default of FIDE Rating Regulations 8.3.3 (core/rating defaultKFactorOf: 40 for a junior under
 * 2300 by the birth date, 10 from 2400, else 20), the rating period's year taken from the
 * tournament details' dates, or this year when they give none.
 */
export const ratingChangeRows = (snapshot: Pick<Snapshot, 'tournament' | 'playerRows'>, thisYear: number = new Date().getFullYear()): RatingChangeRow[] =>
  ratingChanges(snapshot.tournament, (p, _rating, byRule) => snapshot.playerRows.get(p)?.kFactor ?? byRule, ratingPeriodYear(snapshot.tournament) ?? thisYear);
