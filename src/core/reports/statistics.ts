import type { ByeKind, PlayerId, Tournament } from '../model';
import { codesOf, fideTitles, isPlayed } from '../model';
import { moduleOf, resultText, wordingOf } from '../systems';
import { statisticsWords } from './words';
import type { StatisticsWords } from './words';

/**
 * The event's statistics and lists, as arbiters put them in their report to the organiser: the
 * field by federation, club, title and rating group, the results by colour (Netrunner: by side),
 * and per round the forfeits, the games without a result, the games not rated, the byes and who
 * was absent. A pure document with its words (`words.ts`): the screen, the printed sheets and the
 * public site show the same.
 */

/** One line of a count: the value as registered (key), in words (label), how many, and the share. */
export interface CountRow {
  readonly key: string;
  readonly label: string;
  readonly count: number;
  /** Share of the players in tenths of a percent (1000 = 100 %), and as text ("12.5"). */
  readonly share: number;
  readonly shareText: string;
}

export interface RatingGroup extends CountRow {
  /** The band [from, to] (inclusive); null for the unrated players. */
  readonly from: number | null;
  readonly to: number | null;
}

/** Games decided over the board, by the colour (side) of the winner. */
export interface ColourResults {
  readonly games: number;
  readonly firstWins: number;
  readonly draws: number;
  readonly secondWins: number;
  /** Tenths of a percent of `games`, and as text. */
  readonly firstWinsShare: string;
  readonly drawsShare: string;
  readonly secondWinsShare: string;
  /** White's (the Corp's) score in percent of the points at stake (a draw half each): text. */
  readonly firstScore: string;
  /** Games decided by forfeit (not in `games`). */
  readonly forfeits: number;
}

export interface StatPlayer {
  readonly id: PlayerId;
  readonly name: string;
}

export interface BoardLine {
  readonly board: number;
  readonly white: StatPlayer;
  readonly black: StatPlayer;
  /** The board's result in the system's words ("+/-", "Runner win (forfeit)"), '' when none. */
  readonly resultText: string;
}

export interface ByeLine {
  readonly player: StatPlayer;
  readonly kind: ByeKind;
  readonly text: string;
}

export interface AbsentLine {
  readonly player: StatPlayer;
  /** The player had withdrawn before this round (Player.withdrawnFromRound). */
  readonly withdrawn: boolean;
  readonly text: string;
}

export interface RoundStatistics {
  readonly round: number;
  readonly boards: number;
  readonly results: ColourResults;
  readonly forfeits: readonly BoardLine[];
  readonly unplayed: readonly BoardLine[];
  readonly notRated: readonly BoardLine[];
  readonly byes: readonly ByeLine[];
  readonly absent: readonly AbsentLine[];
  /** Players whose game of the round the standings do not count (a round robin's withdrawal, FIDE C.05). */
  readonly annulled: readonly StatPlayer[];
}

export interface EventStatistics {
  readonly players: number;
  /** Whether the system registers ratings and the FIDE fields (federation, title): not Netrunner. */
  readonly ratings: boolean;
  readonly federations: readonly CountRow[];
  readonly clubs: readonly CountRow[];
  readonly titles: readonly CountRow[];
  readonly ratingGroups: readonly RatingGroup[];
  /** Every round together. */
  readonly results: ColourResults;
  readonly rounds: readonly RoundStatistics[];
  readonly words: StatisticsWords;
}

/** Rating groups are bands of this many points (2000-2199, 2200-2399, …), as the rating lists group them. */
export const ratingBand = 200;

/** `part` of `whole` in tenths of a percent, rounded half up; 0 of nothing is 0. */
const tenthsOfPercent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.floor((2000 * part + whole) / (2 * whole)));
const percentText = (tenthsPct: number): string => `${Math.floor(tenthsPct / 10)}.${tenthsPct % 10}`;

const countRow = (key: string, label: string, count: number, players: number): CountRow => {
  const share = tenthsOfPercent(count, players);
  return { key, label, count, share, shareText: percentText(share) };
};

/** Most first, then by the value; the players without a value last. */
const countsBy = (values: readonly string[], players: number, missing: string): CountRow[] => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .sort(([a, x], [b, y]) => (a === '' ? 1 : 0) - (b === '' ? 1 : 0) || y - x || a.localeCompare(b))
    .map(([key, count]) => countRow(key, key === '' ? missing : key, count, players));
};

const colourResults = (wins: number, draws: number, losses: number, forfeits: number): ColourResults => {
  const games = wins + draws + losses;
  return {
    games, firstWins: wins, draws, secondWins: losses, forfeits,
    firstWinsShare: percentText(tenthsOfPercent(wins, games)),
    drawsShare: percentText(tenthsOfPercent(draws, games)),
    secondWinsShare: percentText(tenthsOfPercent(losses, games)),
    // White's points (a draw is half) over the games: (2·wins + draws) / (2·games).
    firstScore: percentText(tenthsOfPercent(2 * wins + draws, 2 * games)),
  };
};

/** The event's statistics from the tournament as it stands (rounds paired so far). */
export const eventStatistics = (t: Tournament): EventStatistics => {
  const m = moduleOf(t);
  const wording = wordingOf(m);
  const words = statisticsWords(wording);
  // Names as registered: a player who withdrew later played the earlier rounds; the absentee lines say "withdrawn" themselves.
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const ref = (id: PlayerId): StatPlayer => ({ id, name: names.get(id) ?? `#${id}` });
  const n = t.players.length;
  const ratings = wording.ratings;

  // Titles in FIDE's order (GM, IM, …), then any other title as written, then the untitled.
  const titleCounts = countsBy(t.players.map((p) => p.title?.trim() ?? ''), n, words.noTitle);
  const rank = (key: string): number => (key === '' ? 1e6 : (fideTitles as readonly string[]).indexOf(key) >= 0 ? (fideTitles as readonly string[]).indexOf(key) : 1000);
  const titles = [...titleCounts].sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));

  const rated = t.players.filter((p) => p.rating > 0).map((p) => p.rating);
  const groups: RatingGroup[] = [];
  if (rated.length > 0) {
    const top = Math.floor(Math.max(...rated) / ratingBand) * ratingBand;
    const bottom = Math.floor(Math.min(...rated) / ratingBand) * ratingBand;
    for (let from = top; from >= bottom; from -= ratingBand) {
      const to = from + ratingBand - 1;
      const count = rated.filter((r) => r >= from && r <= to).length;
      groups.push({ ...countRow(`${from}`, `${from}–${to}`, count, n), from, to });
    }
  }
  const unrated = n - rated.length;
  if (unrated > 0) groups.push({ ...countRow('unrated', words.unrated, unrated, n), from: null, to: null });

  let wins = 0, draws = 0, losses = 0, forfeits = 0;
  const rounds = t.rounds.map((round): RoundStatistics => {
    let w = 0, d = 0, l = 0, f = 0;
    const forfeitLines: BoardLine[] = [];
    const unplayed: BoardLine[] = [];
    const notRated: BoardLine[] = [];
    const seen = new Set<PlayerId>();
    for (const p of round.pairings) {
      seen.add(p.white).add(p.black);
      const line = (g: (typeof p.games)[number]): BoardLine => ({ board: p.board, white: ref(p.white), black: ref(p.black), resultText: resultText(t, g ?? null) });
      p.games.forEach((g) => {
        if (g === null) return;
        if (!isPlayed(g)) {
          f++;
          forfeitLines.push(line(g));
          return;
        }
        // A game's result is written from the side of that game's White (Corp), also in the odd
        // games of a match where the pair has swapped seats (Pairing.games).
        const [code] = codesOf(g);
        if (code === '1' || code === 'W') w++;
        else if (code === '=' || code === 'D') d++;
        else l++;
        if (code === 'W' || code === 'L' || code === 'D') notRated.push(line(g));
      });
      if (p.games.some((g) => g === null)) unplayed.push({ board: p.board, white: ref(p.white), black: ref(p.black), resultText: '' });
    }
    const byes: ByeLine[] = [];
    const absent: AbsentLine[] = [];
    for (const b of round.byes) {
      seen.add(b.player);
      if (b.kind === 'absent') absent.push({ player: ref(b.player), withdrawn: withdrawnBy(t, b.player, round.number), text: wording.byes.absent });
      else byes.push({ player: ref(b.player), kind: b.kind, text: wording.byes[b.kind] });
    }
    const annulled = (round.annulled ?? []).map(ref);
    for (const id of round.annulled ?? []) seen.add(id);
    for (const p of t.players) {
      if (!seen.has(p.id)) absent.push({ player: ref(p.id), withdrawn: withdrawnBy(t, p.id, round.number), text: wording.byes.absent });
    }
    absent.sort((a, b) => a.player.id - b.player.id);
    wins += w; draws += d; losses += l; forfeits += f;
    return {
      round: round.number, boards: round.pairings.length, results: colourResults(w, d, l, f),
      forfeits: forfeitLines, unplayed, notRated, byes, absent, annulled,
    };
  });

  return {
    players: n,
    ratings,
    federations: ratings ? countsBy(t.players.map((p) => p.federation?.trim() ?? ''), n, words.noFederation) : [],
    clubs: countsBy(t.players.map((p) => p.club?.trim() ?? ''), n, words.noClub),
    titles: ratings ? titles : [],
    ratingGroups: ratings ? groups : [],
    results: colourResults(wins, draws, losses, forfeits),
    rounds,
    words,
  };
};

const withdrawnBy = (t: Tournament, id: PlayerId, round: number): boolean => {
  const from = t.players.find((p) => p.id === id)?.withdrawnFromRound;
  return from !== undefined && from <= round;
};
