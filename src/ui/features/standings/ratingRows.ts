import { ratingChangesFromList, ratingPeriodYear } from '../../../core/rating';
import type { ListedRatingChanges, ListStatus } from '../../../core/rating';
import type { PlayerId } from '../../../core/model';
import type { Snapshot } from '../../../db/repository';

/**
 * The rating-change rows of the screen and the printout alike: the K the arbiter set, else the
 * FIDE rating list's for a player found there (core/rating ratingChangesFromList; a player the list
 * does not rate is a new player), else the default of FIDE Rating Regulations 8.3.3 (core/rating
 * defaultKFactorOf: 40 for a junior under 2300 by the birth date, 10 from 2400, else 20), the
 * rating period's year taken from the tournament details' dates, or this year when they give none.
 */
export const ratingChangeRows = (
  snapshot: Pick<Snapshot, 'tournament' | 'playerRows'>,
  listed: ReadonlyMap<PlayerId, ListStatus> = new Map(),
  thisYear: number = new Date().getFullYear(),
): ListedRatingChanges =>
  ratingChangesFromList(snapshot.tournament, listed, (p) => snapshot.playerRows.get(p)?.kFactor, ratingPeriodYear(snapshot.tournament) ?? thisYear);
