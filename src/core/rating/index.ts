export { birthYearOf, cappedK, defaultKFactor, defaultKFactorOf, ratingPeriodYear, expectedScore, fullDifferenceFrom, ratingChanges, ratingDifference, roundedChange } from './ratingChange';
export type { RatedGame, RatingChangeRow } from './ratingChange';
export { hundredthsText, ratingChangeCsv } from './csv';
export { kFrom, kSources, ratingChangesFromList } from './fromList';
export type { KSource, ListStatus, ListedRatingChanges } from './fromList';
