import { codesOf, eventDateYear } from '../model';
import type { Player, PlayerId, Tournament } from '../model';
import { dpTable, scoringProbability } from '../standings';

/**
 * FIDE Rating Regulations (effective 1 March 2024, as amended from 1 October 2025): the rating
 * change of each rated player in one tournament, game by game, and the performance rating.
 * Integers throughout: scores and expected scores in hundredths of a point, changes in hundredths
 * of a rating point.
 */

/**
 * Table 8.1.2: a player's score probability PD (hundredths) for D = own rating - opponent's rating
 * (may be negative). The tables are the ones C.07's rating-based tie-breaks use (core/standings
 * ratingTables: 8.1.1 and 8.1.2), written once.
 */
export const expectedScore = (difference: number): number => scoringProbability(Math.round(difference), 0);

/** The rating at and above which the 400-point rule no longer applies (8.3.1 as amended from 1 October 2025). */
export const fullDifferenceFrom = 2650;

/**
 * 8.3.1: the difference D between the player's and the opponent's rating; more than 400 points
 * counts as 400 for players rated below 2650; for players rated 2650 and above the difference is
 * used in all cases (the amendment in force since 1 October 2025).
 */
export const ratingDifference = (own: number, opponent: number): number => {
  const d = own - opponent;
  return own >= fullDifferenceFrom ? d : Math.max(-400, Math.min(400, d));
};

/**
 * FIDE Rating Regulations (effective 1 March 2024) 8.3.3, K the development coefficient:
 * "K = 40 for a player new to the rating list until they have completed events with at least 30
 * games. K = 20 as long as a player's rating remains under 2400. K = 10 once a player's published
 * rating has reached 2400 and remains at that level subsequently, even if the rating drops below
 * 2400. K = 40 for all players until the end of the year of their 18th birthday, as long as their
 * rating remains under 2300."
 *
 * What the event knows decides the default: the rating (10 from 2400, else 20) and, with a birth
 * year and the rating period's year, the junior rule (40 while the period's year is at most the
 * birth year + 18 and the rating is under 2300). A new player's 30 games and a rating that once
 * reached 2400 are not in the event: the arbiter sets K for those (the value stays editable).
 */
export const defaultKFactor = (rating: number, birthYear: number | null = null, periodYear: number | null = null): number =>
  rating >= 2400 ? 10 : birthYear !== null && periodYear !== null && rating < 2300 && periodYear - birthYear <= 18 ? 40 : 20;

/** The year of a birth date as the player fields hold it (YYYY/MM/DD or YYYY; TRF-16 columns 70-79), null when there is none. */
export const birthYearOf = (p: Pick<Player, 'birthDate'>): number | null => {
  const m = /^\s*(\d{4})/.exec(p.birthDate ?? '');
  return m === null ? null : Number(m[1]);
};

/**
 * The year of the rating period the event is rated in: the year of its end date (052), else of
 * its last round date (132), else of its start date (042); null when the details give no date (the
 * app then passes the current year).
 */
export const ratingPeriodYear = (t: Pick<Tournament, 'details'>): number | null => {
  const d = t.details;
  if (d === undefined) return null;
  const lastRound = [...(d.roundDates ?? [])].reverse().map(eventDateYear).find((y) => y !== null) ?? null;
  return eventDateYear(d.endDate) ?? lastRound ?? eventDateYear(d.startDate);
};

/** The default K of one player in this event (8.3.3, `defaultKFactor`), the period's year given. */
export const defaultKFactorOf = (p: Pick<Player, 'rating' | 'birthDate'>, periodYear: number | null): number =>
  defaultKFactor(p.rating, birthYearOf(p), periodYear);

/** 8.3.3: when K × n exceeds 700 for a rating period, K is the largest whole number with K × n ≤ 700. */
export const cappedK = (k: number, games: number): number => (games > 0 && k * games > 700 ? Math.floor(700 / games) : k);

/** 8.3.4: a rating change rounded to the nearest whole number, 0.5 away from zero (hundredths in). */
export const roundedChange = (hundredths: number): number => Math.sign(hundredths) * Math.round(Math.abs(hundredths) / 100);

export interface RatedGame {
  readonly round: number;
  readonly opponent: PlayerId;
  readonly opponentRating: number;
  /**
   * The opponent's rating as the calculation uses it: own rating − D, so an opponent more than 400
   * points away counts at 400 for a player under 2650 (8.3.1). FIDE's published calculations show
   * this value (marked "*" where the rule applied) and average it as Rc.
   */
  readonly opponentRatingUsed: number;
  /** 100 win, 50 draw, 0 loss. */
  readonly score: number;
  /** D after the 400-point rule (8.3.1). */
  readonly difference: number;
  /** PD in hundredths (table 8.1.2). */
  readonly expected: number;
  /** K × (score - PD), hundredths of a rating point (8.3.2). */
  readonly change: number;
}

export interface RatingChangeRow {
  readonly player: PlayerId;
  readonly rating: number;
  /** The K the arbiter set (or the default), and the K used after the 700 cap for this event's games. */
  readonly k: number;
  readonly kUsed: number;
  readonly games: readonly RatedGame[];
  /** Sums over the rated games: score and expected score in hundredths; change in hundredths of a point (unrounded). */
  readonly score: number;
  readonly expected: number;
  readonly change: number;
  /** Average rating of the rated opponents (rounded), null without rated games. */
  readonly averageOpponent: number | null;
  /**
   * Rc as FIDE's published calculations print it: the average of the opponents' ratings as used
   * (after the 400-point rule, 8.3.1), rounded; null without rated games or for an unrated player.
   */
  readonly rc: number | null;
  /** Ra + dp (table 8.1.1, p to the hundredth), null without rated games. */
  readonly performance: number | null;
}

const gameScore: Readonly<Record<string, number>> = { 1: 100, '=': 50, 0: 0 };

/**
 * Every player's rated games in the tournament and the rating change they give: a game counts
 * when it was played and rated (TRF codes 1 = 0; not forfeits, byes or games of fewer than two
 * moves) and the opponent is rated (8.3.1: "each game played against a rated player"). Unrated
 * players get their performance only (their initial rating is FIDE's to compute). `kOf` gives the
 * arbiter's K per player, with the default by 8.3.3 as its third argument (`defaultKFactorOf`:
 * rating, birth date and `periodYear`, by default `ratingPeriodYear(t)`); the 700 cap (8.3.3) is
 * applied to this event's games.
 */
export const ratingChanges = (
  t: Tournament,
  kOf: (player: PlayerId, rating: number, byRule: number) => number = (_p, _r, byRule) => byRule,
  periodYear: number | null = ratingPeriodYear(t),
): RatingChangeRow[] => {
  const rating = new Map(t.players.map((p) => [p.id, p.rating]));
  const gamesOf = new Map<PlayerId, { round: number; opponent: PlayerId; code: string }[]>();
  for (const round of t.rounds) {
    for (const p of round.pairings) {
      // One game per board in chess (a two-game pairing contributes each game).
      p.games.forEach((g, j) => {
        if (g === null) return;
        const [w, b] = codesOf(g);
        const white = j % 2 === 0 ? p.white : p.black;
        const black = j % 2 === 0 ? p.black : p.white;
        (gamesOf.get(white) ?? gamesOf.set(white, []).get(white)!).push({ round: round.number, opponent: black, code: w });
        (gamesOf.get(black) ?? gamesOf.set(black, []).get(black)!).push({ round: round.number, opponent: white, code: b });
      });
    }
  }
  return t.players.map((p): RatingChangeRow => {
    const own = p.rating;
    const rated = (gamesOf.get(p.id) ?? []).filter((g) => g.code in gameScore && (rating.get(g.opponent) ?? 0) > 0);
    const k = kOf(p.id, own, defaultKFactorOf(p, periodYear));
    const kUsed = cappedK(k, rated.length);
    const games = rated.map((g): RatedGame => {
      const opponentRating = rating.get(g.opponent) ?? 0;
      const score = gameScore[g.code] ?? 0;
      const difference = ratingDifference(own, opponentRating);
      const expected = own > 0 ? expectedScore(difference) : 0;
      const opponentRatingUsed = own > 0 ? own - difference : opponentRating;
      return { round: g.round, opponent: g.opponent, opponentRating, opponentRatingUsed, score, difference, expected, change: own > 0 ? kUsed * (score - expected) : 0 };
    });
    const score = games.reduce((s, g) => s + g.score, 0);
    const expected = games.reduce((s, g) => s + g.expected, 0);
    const n = games.length;
    const averageOpponent = n === 0 ? null : Math.round(games.reduce((s, g) => s + g.opponentRating, 0) / n);
    const p100 = n === 0 ? 0 : Math.round(score / n);
    return {
      player: p.id, rating: own, k, kUsed, games, score, expected: own > 0 ? expected : 0,
      change: games.reduce((s, g) => s + g.change, 0),
      averageOpponent,
      rc: n === 0 || own <= 0 ? null : Math.round(games.reduce((s, g) => s + g.opponentRatingUsed, 0) / n),
      performance: averageOpponent === null ? null : averageOpponent + (dpTable[p100] ?? 0),
    };
  });
};
