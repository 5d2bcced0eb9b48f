import type { Player, PlayerId, Tournament } from '../model';
import { fideTitleOf } from '../seeding';
import type { FideTitle } from '../seeding';
import { playerRecords } from '../standings';
import { ratingDifference } from '../standings';

/**
 * A title norm check for one player (GM, IM, WGM, WIM), as the FIDE Title Regulations (B.01,
 * section 1.4 "Title norms") state the requirements: number of games, opponents' titles, their
 * federations, rated opponents, the opponents' average rating (with the rating floor) and the
 * performance. A helper for the arbiter, who certifies the norm: the regulations' text decides,
 * and the conditions Pairwise cannot see (rate of play, arbiters, registration with FIDE, the
 * exceptions for some events) are the arbiter's to check.
 */
export const normTitles = ['GM', 'IM', 'WGM', 'WIM'] as const;
export type NormTitle = (typeof normTitles)[number];

/** The numbers of each norm (B.01 1.4): performance, minimum average of the opponents, the rating floor, and which titles count as "the same title". */
export const normFigures: Readonly<Record<NormTitle, { readonly performance: number; readonly average: number; readonly floor: number; readonly titles: readonly FideTitle[] }>> = {
  GM: { performance: 2600, average: 2380, floor: 2200, titles: ['GM'] },
  IM: { performance: 2450, average: 2230, floor: 2050, titles: ['GM', 'IM'] },
  WGM: { performance: 2400, average: 2180, floor: 2000, titles: ['GM', 'IM', 'WGM'] },
  WIM: { performance: 2250, average: 2030, floor: 1850, titles: ['GM', 'IM', 'WGM', 'WIM'] },
};

/** Title-holders for the 50 % rule: every FIDE title but CM and WCM. */
const titleHolders: ReadonlySet<FideTitle> = new Set<FideTitle>(['GM', 'IM', 'WGM', 'FM', 'WIM', 'WFM']);

export interface NormOptions {
  /** The rating an unrated opponent counts at (the regulations give it; default 1400). */
  readonly unratedRating?: number;
  /** The event is one of those the regulations exempt from the federation requirements (the arbiter says so). */
  readonly federationsWaived?: boolean;
}

export interface NormRequirement {
  readonly id: 'games' | 'title-holders' | 'same-title' | 'federations' | 'own-federation' | 'one-federation' | 'rated' | 'average' | 'performance';
  /** The requirement in words, citing the regulations. */
  readonly rule: string;
  /** What the player's event gives, with the numbers. */
  readonly actual: string;
  readonly met: boolean;
}

export interface NormOpponent {
  readonly player: PlayerId;
  readonly round: number;
  readonly title: FideTitle | null;
  readonly federation: string;
  readonly rating: number;
  /** The rating used for the average: unrated at the given rating, the lowest raised to the floor. */
  readonly counted: number;
  readonly note: string;
  /** Points scored against this opponent, tenths. */
  readonly points: number;
}

export interface NormReport {
  readonly player: PlayerId;
  readonly title: NormTitle;
  readonly games: number;
  /** Tenths. */
  readonly score: number;
  readonly opponents: readonly NormOpponent[];
  /** Opponents' average rating, rounded (0.5 up), after the floor. */
  readonly average: number;
  readonly performance: number;
  readonly requirements: readonly NormRequirement[];
  readonly met: boolean;
}

const titleOf = (p: Player | undefined): FideTitle | null => fideTitleOf(p?.title);

/**
 * The norm report of `player` for `title`: each requirement of B.01 1.4 with the numbers, met or
 * not. Games counted are those played over the board (a forfeit is not a game for a norm).
 */
export const normReport = (t: Tournament, player: PlayerId, title: NormTitle, options: NormOptions = {}): NormReport => {
  const figures = normFigures[title];
  const unratedAt = options.unratedRating ?? 1400;
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  const me = byId.get(player);
  const record = playerRecords(t).get(player);
  const games = (record?.entries ?? []).filter((e) => e.kind === 'game' && e.played);
  const raw = games.map((e) => {
    if (e.kind !== 'game') throw new Error('unreachable');
    const o = byId.get(e.opponent);
    return { player: e.opponent, round: e.round, title: titleOf(o), federation: o?.federation ?? '', rating: o?.rating ?? 0, points: e.points };
  });
  // The floor: the lowest-rated opponent below it (unrated ones at their given rating) is raised to it; one opponent only.
  const base = raw.map((o) => (o.rating > 0 ? o.rating : unratedAt));
  const lowest = base.reduce((m, r, i) => (r < figures.floor && (m < 0 || r < base[m]!) ? i : m), -1);
  const opponents: NormOpponent[] = raw.map((o, i) => ({
    ...o,
    counted: i === lowest ? figures.floor : base[i]!,
    note: i === lowest ? `raised to the ${title} rating floor ${figures.floor}` : o.rating > 0 ? '' : `unrated, counted at ${unratedAt}`,
  }));
  const n = opponents.length;
  const score = opponents.reduce((s, o) => s + o.points, 0);
  const win = t.scoring.win > 0 ? t.scoring.win : 10;
  // Ra rounded to the whole number (0.5 up); p = score / games rounded to the hundredth, dp from the FIDE table.
  const average = n === 0 ? 0 : Math.floor((2 * opponents.reduce((s, o) => s + o.counted, 0) + n) / (2 * n));
  const hundredths = n === 0 ? 0 : Math.floor((200 * score + win * n) / (2 * win * n));
  const performance = n === 0 ? 0 : average + ratingDifference(hundredths);

  const holders = opponents.filter((o) => o.title !== null && titleHolders.has(o.title)).length;
  const sameTitle = opponents.filter((o) => o.title !== null && figures.titles.includes(o.title)).length;
  const needSame = Math.max(3, Math.ceil(n / 3));
  const own = me?.federation ?? '';
  const feds = new Map<string, number>();
  for (const o of opponents) feds.set(o.federation || '(none)', (feds.get(o.federation || '(none)') ?? 0) + 1);
  const others = [...feds.keys()].filter((f) => f !== (own || '(none)') && f !== '(none)').length;
  const fromOwn = own === '' ? 0 : feds.get(own) ?? 0;
  const [topFed, topCount] = [...feds.entries()].reduce<[string, number]>((m, e) => (e[1] > m[1] ? e : m), ['', 0]);
  const rated = opponents.filter((o) => o.rating > 0).length;
  const waived = options.federationsWaived === true;
  const fraction = (a: number, b: number): string => (b === 0 ? '0' : `${a} of ${b}`);

  const requirements: NormRequirement[] = [
    { id: 'games', rule: 'At least 9 games played over the board; forfeits are not counted (B.01 1.4, number of games).', actual: `${n} games`, met: n >= 9 },
    { id: 'title-holders', rule: 'At least 50 % of the opponents are title-holders, CM and WCM excluded (B.01 1.4, titled opponents).', actual: `${fraction(holders, n)} opponents`, met: n > 0 && 2 * holders >= n },
    {
      id: 'same-title', rule: `At least a third of the opponents, and at least 3, hold ${figures.titles.join(' or ')} (B.01 1.4, ${title} norm).`,
      actual: `${sameTitle} (${needSame} needed)`, met: sameTitle >= needSame,
    },
    {
      id: 'federations', rule: 'Opponents from at least two federations other than the player\'s (B.01 1.4, federations).',
      actual: waived ? 'waived for this event' : `${others} other federation(s)`, met: waived || others >= 2,
    },
    {
      id: 'own-federation', rule: 'At most three fifths of the opponents from the player\'s own federation (B.01 1.4, federations).',
      actual: waived ? 'waived for this event' : `${fraction(fromOwn, n)}${own ? ` from ${own}` : ''}`, met: waived || 5 * fromOwn <= 3 * n,
    },
    {
      id: 'one-federation', rule: 'At most two thirds of the opponents from any one federation (B.01 1.4, federations).',
      actual: waived ? 'waived for this event' : `${fraction(topCount, n)}${topFed ? ` from ${topFed}` : ''}`, met: waived || 3 * topCount <= 2 * n,
    },
    { id: 'rated', rule: 'At most 20 % of the opponents unrated (B.01 1.4, rating of opponents).', actual: `${n - rated} unrated of ${n}`, met: 5 * (n - rated) <= n },
    {
      id: 'average', rule: `The opponents' average rating at least ${figures.average}: ratings of the list in force, unrated opponents at ${unratedAt}, the lowest below ${figures.floor} raised to it, one opponent only (B.01 1.4, rating floor and average).`,
      actual: `${average}`, met: n > 0 && average >= figures.average,
    },
    {
      id: 'performance', rule: `A performance of at least ${figures.performance}: the average plus dp for the fraction of points scored (B.01 1.4, FIDE table of dp).`,
      actual: n === 0 ? '–' : `${average} + ${ratingDifference(hundredths)} = ${performance} (${(score / win).toString()} of ${n}, p = ${(hundredths / 100).toFixed(2)})`,
      met: n > 0 && performance >= figures.performance,
    },
  ];
  return { player, title, games: n, score, opponents, average, performance, requirements, met: requirements.every((r) => r.met) };
};
