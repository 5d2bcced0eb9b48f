import type { SystemWording } from '../systems';

/**
 * The words of the player card and the statistics: headings, legends and the names of the lists,
 * written once for every form they take (the screen, the printed sheets, the CSV, the public
 * site), so that each says the same. The seat words come from the system (`SystemWording`:
 * Colour / White / Black for chess, Side / Corp / Runner for Netrunner).
 */

/** The player card's column headings, in the order the rows give their cells. */
export interface PlayerCardWords {
  readonly round: string;
  readonly board: string;
  readonly opponentNumber: string;
  readonly opponent: string;
  readonly opponentRating: string;
  readonly seat: string;
  readonly result: string;
  readonly points: string;
  readonly score: string;
  readonly ratingChange: string;
  readonly tieBreaks: string;
  /** The legend of the rating columns (FIDE Rating Regulations 8.3). */
  readonly ratingLegend: string;
  /** Under the tie-break parts: what a struck-out part means. */
  readonly tieBreakLegend: string;
}

export const playerCardWords = (w: SystemWording): PlayerCardWords => ({
  round: 'Round',
  board: 'Board',
  opponentNumber: 'No.',
  opponent: 'Opponent',
  opponentRating: 'Rating',
  seat: w.gameSeats.heading,
  result: 'Result',
  points: 'Points',
  score: 'Score',
  ratingChange: 'Rating change',
  tieBreaks: 'Tie-breaks',
  ratingLegend:
    'Rating change per rated game (played, against a rated opponent) = K × (score − expected score), the expected score by table 8.1.2 '
    + 'with a difference over 400 counted as 400 below 2650 (FIDE Rating Regulations 8.3.1, 8.3.2); the total rounded to the nearest whole number (8.3.4).',
  tieBreakLegend: 'Each tie-break as the standings compute it, round by round; a part in brackets is cut by a modifier (FIDE C.07).',
});

/** The statistics' headings and the names of its lists. */
export interface StatisticsWords {
  readonly players: string;
  readonly federations: string;
  readonly clubs: string;
  readonly titles: string;
  readonly ratingGroups: string;
  /** The first column's heading of each count: one federation, title, rating group, club. */
  readonly federation: string;
  readonly title: string;
  readonly ratingGroup: string;
  readonly club: string;
  readonly resultsByColour: string;
  readonly count: string;
  readonly share: string;
  readonly round: string;
  readonly games: string;
  readonly firstWins: string;
  readonly draws: string;
  readonly secondWins: string;
  readonly firstScore: string;
  readonly forfeits: string;
  readonly unplayed: string;
  readonly notRated: string;
  readonly byes: string;
  readonly absent: string;
  readonly annulled: string;
  readonly withdrawn: string;
  readonly perRound: string;
  readonly total: string;
  readonly list: string;
  readonly entry: string;
  readonly none: string;
  readonly noTitle: string;
  readonly noFederation: string;
  readonly noClub: string;
  readonly unrated: string;
  /** What the per-round lists count, under them. */
  readonly legend: string;
}

export const statisticsWords = (w: SystemWording): StatisticsWords => ({
  players: 'Players',
  federations: 'Federations',
  clubs: 'Clubs',
  titles: 'Titles',
  ratingGroups: 'Rating groups',
  federation: 'Federation',
  title: 'Title',
  ratingGroup: 'Rating',
  club: 'Club',
  resultsByColour: w.ratings ? 'Results by colour' : 'Results by side',
  count: 'Players',
  share: '%',
  round: 'Round',
  games: 'Games',
  firstWins: `${w.gameSeats.white} wins`,
  draws: w.ratings ? 'Draws' : 'Ties',
  secondWins: `${w.gameSeats.black} wins`,
  firstScore: `${w.gameSeats.white} score %`,
  forfeits: 'Forfeits',
  unplayed: 'Games without a result',
  notRated: 'Games not rated',
  byes: 'Byes',
  absent: 'Absent',
  annulled: 'Results annulled',
  withdrawn: w.ratings ? 'withdrawn' : 'dropped',
  perRound: 'Round by round',
  total: 'All rounds',
  list: 'List',
  entry: 'Players',
  none: 'none',
  noTitle: 'no title',
  noFederation: 'no federation given',
  noClub: 'no club given',
  unrated: 'unrated',
  legend: w.ratings
    ? 'Games counts the games played over the board (forfeits apart). Forfeits: boards decided without play; games without a result: paired, no result entered; '
      + 'games not rated: played, fewer than two moves or otherwise not rated; absent: neither paired nor given a bye (withdrawn or missing).'
    : 'Games counts the games played (forfeits apart). Forfeits: games decided without play; games without a result: paired, no result entered; '
      + 'absent: neither paired nor given a bye (dropped or missing).',
});
