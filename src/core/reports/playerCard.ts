import type { ByeKind, Colour, GameCode, Player, PlayerId, Sex, Tenths, Tournament } from '../model';
import { formatTenths, tenths } from '../model';
import { playerRecords, tieBreakName, tieBreakValueText } from '../standings';
import type { Explanation, GameEntry, StandingsRefusal, StandingsReport } from '../standings';
import { hundredthsText, ratingChanges, ratingPeriodYear, roundedChange } from '../rating';
import type { RatedGame, RatingChangeRow } from '../rating';
import { moduleOf, standingsNames, standingsReportOf, wordingOf } from '../systems';
import type { SystemModule } from '../systems';
import { playerCardWords } from './words';
import type { PlayerCardWords } from './words';

/**
 * The player card: one player's event on one page, as arbiters hand it out and publish it (the
 * Swiss-Manager / Vega "player card"): each round's opponent, seat, result and running score,
 * the rating change of each rated game and in total, and the tie-breaks as the standings compute
 * them. A pure document: every number and every word is here, so the screen, the printed sheets,
 * the CSV and the public site show the same.
 */

/** A player as a card names them. */
export interface CardPlayer {
  readonly id: PlayerId;
  /** As the standings name them (a withdrawn player marked the system's way). */
  readonly name: string;
  readonly rating: number;
  readonly title: string;
  readonly federation: string;
}

export interface CardGame {
  /** 0-based index of the game in the round's pairing (a double round has 0 and 1). */
  readonly game: number;
  /** The player's colour (Netrunner: side) in this game; a forfeit keeps the seat it was paired on. */
  readonly colour: Colour;
  /** That seat in the system's words ("White", "Corp"). */
  readonly seatText: string;
  /** The TRF code on the player's line. */
  readonly code: GameCode;
  /** The result from the player's side in the system's words ("½", "+ (forfeit win)", "Tie"). */
  readonly resultText: string;
  readonly points: Tenths;
  /** Played over the board (false for a forfeit). */
  readonly played: boolean;
  /** The FIDE rating calculation of this game (8.3), when it is rated; null otherwise. */
  readonly rating: CardRatedGame | null;
}

export interface CardRatedGame {
  /** The opponent's rating as the calculation uses it (8.3.1: own − D). */
  readonly opponentRatingUsed: number;
  /** D after the 400-point rule. */
  readonly difference: number;
  /** PD, hundredths. */
  readonly expected: number;
  /** K × (score − PD), hundredths of a rating point; 0 for an unrated player (their rating is FIDE's to compute). */
  readonly change: number;
  readonly changeText: string;
}

/**
 * One round of the card: a game (or a double round's games) against one opponent, a bye, an
 * absence, a game paired and not yet decided, or a game annulled for the standings (a round
 * robin's withdrawal, FIDE C.05).
 */
export interface CardRound {
  readonly round: number;
  readonly kind: 'game' | 'pending' | 'bye' | 'absent' | 'annulled';
  readonly board: number | null;
  readonly opponent: CardPlayer | null;
  readonly games: readonly CardGame[];
  readonly byeKind: ByeKind | null;
  /** What the round was, in words, when it was no game ("half-point bye", "absent", "not decided yet"); '' for a game. */
  readonly text: string;
  readonly points: Tenths;
  readonly pointsText: string;
  /** Points after this round (running score; adjustments outside the games are not in it). */
  readonly score: Tenths;
  readonly scoreText: string;
  /** The sum of the round's rated games' changes (hundredths), null when none was rated. */
  readonly ratingChange: number | null;
  readonly ratingChangeText: string;
}

/** The player's rating change over the event (FIDE Rating Regulations 8.3). */
export interface CardRating {
  readonly rating: number;
  readonly k: number;
  /** K after the 700 cap (8.3.3). */
  readonly kUsed: number;
  readonly games: number;
  /** Hundredths of a point. */
  readonly score: number;
  readonly expected: number;
  /** Hundredths of a rating point, unrounded, and rounded (8.3.4). */
  readonly change: number;
  readonly changeText: string;
  readonly rounded: number;
  readonly performance: number | null;
}

export interface CardTieBreakPart {
  readonly round: number | null;
  readonly opponent: { readonly id: PlayerId; readonly name: string } | null;
  readonly valueText: string;
  /** How the value was counted (C.07's words: "opponent score", "dummy opponent …"). */
  readonly note: string;
  /** Removed by a modifier (Cut-1, Median …). */
  readonly cut: boolean;
}

export interface CardTieBreak {
  /** The standings column's label ("BH/C1"). */
  readonly code: string;
  /** In words ("Buchholz cut 1"). */
  readonly name: string;
  readonly valueText: string;
  readonly parts: readonly CardTieBreakPart[];
}

export type CardStanding =
  | { readonly ok: true; readonly rank: number; readonly tieBreaks: readonly CardTieBreak[] }
  /** The standings cannot rank the event (C.07 Art. 10, an unknown code): why, in words. */
  | { readonly ok: false; readonly detail: string };

export interface PlayerCard {
  readonly player: CardPlayer & {
    readonly fideId: string;
    readonly birthDate: string;
    readonly sex: Sex | '';
    readonly club: string;
  };
  readonly rounds: readonly CardRound[];
  /** Total points (with any adjustment outside the games, TRF-2026 record 299). */
  readonly score: Tenths;
  readonly scoreText: string;
  /** The rating change, for a FIDE-rated event; null otherwise. */
  readonly rating: CardRating | null;
  readonly standing: CardStanding;
  readonly words: PlayerCardWords;
}

export interface PlayerCardOptions {
  /** The arbiter's K of a player, the default by FIDE 8.3.3 given (core/rating `ratingChanges`). */
  readonly kOf?: (player: PlayerId, rating: number, byRule: number) => number;
  /** The rating period's year for the junior K (default: from the tournament's dates; the app passes this year when they give none). */
  readonly periodYear?: number | null;
  /** The standings report, when the caller has it already (computed once for every card). */
  readonly report?: StandingsReport | StandingsRefusal;
}

/**
 * Whether the event is rated by FIDE's rating regulations: a chess Swiss or a chess round robin
 * (engine events and Netrunner are not rated). The card shows the rating change only then.
 */
export const fideRatedEvent = (m: Pick<SystemModule, 'kind'>): boolean => m.kind === 'chess-swiss' || m.kind === 'chess-round-robin';

const notDecided = 'not decided yet';
const annulledText = 'annulled (FIDE C.05: the opponent withdrew)';

/**
 * Every player's card, in start-rank order; the standings and the rating changes computed once.
 */
export const playerCards = (t: Tournament, options: PlayerCardOptions = {}): readonly PlayerCard[] => {
  const ctx = context(t, options);
  return t.players.map((p) => cardOf(t, p, ctx));
};

/** One player's card; null for a player the tournament does not have. */
export const playerCard = (t: Tournament, player: PlayerId, options: PlayerCardOptions = {}): PlayerCard | null => {
  const p = t.players.find((x) => x.id === player);
  return p === undefined ? null : cardOf(t, p, context(t, options));
};

interface Context {
  readonly report: StandingsReport | StandingsRefusal;
  readonly ratings: ReadonlyMap<PlayerId, RatingChangeRow> | null;
  readonly names: ReadonlyMap<PlayerId, string>;
  readonly byId: ReadonlyMap<PlayerId, Player>;
  readonly words: PlayerCardWords;
  readonly seats: { readonly white: string; readonly black: string };
  readonly results: { readonly [C in GameCode]: string };
  readonly byes: { readonly [K in ByeKind]: string };
}

const context = (t: Tournament, options: PlayerCardOptions): Context => {
  const m = moduleOf(t);
  const wording = wordingOf(m);
  const rated = fideRatedEvent(m);
  return {
    report: options.report ?? standingsReportOf(t),
    ratings: rated
      ? new Map(ratingChanges(t, options.kOf, options.periodYear === undefined ? ratingPeriodYear(t) : options.periodYear).map((r) => [r.player, r]))
      : null,
    names: standingsNames(t),
    byId: new Map(t.players.map((p) => [p.id, p])),
    words: playerCardWords(wording),
    seats: wording.gameSeats,
    results: wording.playerResults,
    byes: wording.byes,
  };
};

const cardPlayer = (ctx: Context, id: PlayerId): CardPlayer => {
  const p = ctx.byId.get(id);
  return { id, name: ctx.names.get(id) ?? `#${id}`, rating: p?.rating ?? 0, title: p?.title ?? '', federation: p?.federation ?? '' };
};

/** The game rated by 8.3.1 (played, codes 1 = 0, against a rated opponent): as core/rating counts it. */
const ratedCode = (code: GameCode): boolean => code === '1' || code === '=' || code === '0';

const cardOf = (t: Tournament, p: Player, ctx: Context): PlayerCard => {
  const record = playerRecords(t).get(p.id);
  const entries = record?.entries ?? [];
  const ratingRow = ctx.ratings?.get(p.id) ?? null;
  // The rated games of each round, in game order (core/rating lists them round by round).
  const ratedByRound = new Map<number, RatedGame[]>();
  for (const g of ratingRow?.games ?? []) (ratedByRound.get(g.round) ?? ratedByRound.set(g.round, []).get(g.round)!).push(g);

  let running = 0;
  const rounds = t.rounds.map((round): CardRound => {
    const mine = entries.filter((e) => e.round === round.number);
    const points = mine.reduce((s, e) => s + e.points, 0);
    running += points;
    const base = { round: round.number, points: tenths(points), pointsText: formatTenths(points), score: tenths(running), scoreText: formatTenths(running) };
    const pairing = round.pairings.find((x) => x.white === p.id || x.black === p.id);
    const games = mine.filter((e): e is GameEntry => e.kind === 'game');
    if (pairing !== undefined) {
      const opponentId = pairing.white === p.id ? pairing.black : pairing.white;
      const queue = [...(ratedByRound.get(round.number) ?? [])];
      const cardGames = games.map((e): CardGame => {
        const rated = ctx.ratings !== null && ratedCode(e.code) && (ctx.byId.get(e.opponent)?.rating ?? 0) > 0 ? queue.shift() ?? null : null;
        return {
          game: e.game, colour: e.colour, seatText: e.colour === 'white' ? ctx.seats.white : ctx.seats.black, code: e.code,
          resultText: ctx.results[e.code], points: e.points, played: e.played,
          rating: rated === null ? null : {
            opponentRatingUsed: rated.opponentRatingUsed, difference: rated.difference, expected: rated.expected,
            change: rated.change, changeText: hundredthsText(rated.change),
          },
        };
      });
      const ratedGames = cardGames.flatMap((g) => (g.rating === null ? [] : [g.rating.change]));
      const change = ratedGames.length === 0 || (ratingRow?.rating ?? 0) <= 0 ? null : ratedGames.reduce((a, b) => a + b, 0);
      const decided = cardGames.length > 0;
      return {
        ...base, kind: decided ? 'game' : 'pending', board: pairing.board, opponent: cardPlayer(ctx, opponentId), games: cardGames,
        byeKind: null, text: decided ? '' : notDecided, ratingChange: change, ratingChangeText: change === null ? '' : hundredthsText(change),
      };
    }
    const bye = mine.find((e) => e.kind === 'bye');
    if (bye !== undefined && bye.kind === 'bye') {
      return {
        ...base, kind: bye.byeKind === 'absent' ? 'absent' : 'bye', board: null, opponent: null, games: [], byeKind: bye.byeKind,
        text: ctx.byes[bye.byeKind], ratingChange: null, ratingChangeText: '',
      };
    }
    // No pairing and no entry: the round names the player's game among its annulled ones.
    return { ...base, kind: 'annulled', board: null, opponent: null, games: [], byeKind: null, text: annulledText, ratingChange: null, ratingChangeText: '' };
  });

  const score = record?.score ?? tenths(0);
  return {
    player: {
      ...cardPlayer(ctx, p.id), fideId: p.fideId ?? '', birthDate: p.birthDate ?? '', sex: p.sex ?? '', club: p.club ?? '',
    },
    rounds,
    score,
    scoreText: formatTenths(score),
    rating: ratingRow === null ? null : {
      rating: ratingRow.rating, k: ratingRow.k, kUsed: ratingRow.kUsed, games: ratingRow.games.length, score: ratingRow.score,
      expected: ratingRow.expected, change: ratingRow.change, changeText: hundredthsText(ratingRow.change), rounded: roundedChange(ratingRow.change),
      performance: ratingRow.performance,
    },
    standing: standingOf(ctx, p.id),
    words: ctx.words,
  };
};

const standingOf = (ctx: Context, id: PlayerId): CardStanding => {
  const report = ctx.report;
  if (!report.ok) return { ok: false, detail: report.detail };
  const row = report.rows.find((r) => r.player === id);
  if (row === undefined) return { ok: false, detail: report.excluded?.find((x) => x.player === id)?.why ?? `Not ranked in the standings.` };
  const explanations: readonly Explanation[] = report.explanations.get(id) ?? [];
  return {
    ok: true,
    rank: row.rank,
    tieBreaks: row.tieBreaks.map((v, i): CardTieBreak => {
      const e = explanations[i];
      return {
        code: v.code, name: tieBreakName(v.code), valueText: v.text,
        parts: (e?.contributions ?? []).map((c): CardTieBreakPart => ({
          round: c.round ?? null,
          opponent: c.opponent === undefined ? null : { id: c.opponent, name: ctx.names.get(c.opponent) ?? `#${c.opponent}` },
          valueText: tieBreakValueText(e?.code ?? v.code, c.value),
          note: c.note,
          cut: c.cut === true,
        })),
      };
    }),
  };
};
