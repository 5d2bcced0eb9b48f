import type { PlayerId, Tenths, Tournament } from '../model';
import type { Contribution, Explanation, StandingRow } from './types';
import type { Rational } from './rational';
import { compare, rational, zero } from './rational';
import { lazyExplanation } from './tieBreaks';
import { isReceivedBye, playerRecords } from './records';
import { rankBy } from './rank';
import { countValue, tenthsValue } from './values';

/** A player's TCEC ranking data, with the opponents behind their Sonneborn-Berger. */
export interface TcecDetail {
  readonly player: PlayerId;
  readonly points: Tenths;
  /** 'U' (pairing-allocated) and 'F' byes: fewer is better (TCEC final ranking, 2nd criterion). */
  readonly receivedByes: number;
  /** Games played over the board with Black; forfeits have no colour (3rd criterion). */
  readonly blackGames: number;
  /** Sonneborn-Berger in tenths (4th criterion). */
  readonly sonnebornBerger: Rational;
  readonly explanation: Explanation;
}

/**
 * Sonneborn-Berger as TCEC uses it: over every game against an opponent (each game of a double
 * round counts, C.07 4.4; forfeits count as results, as in the reference implementation), the
 * fraction of a win the player scored times the opponent's final score. Byes add nothing.
 * Value in tenths: Σ (points / win points) × opponent score.
 */
export const tcecDetails = (t: Tournament): ReadonlyMap<PlayerId, TcecDetail> => {
  const records = playerRecords(t);
  const win = t.scoring.win;
  const out = new Map<PlayerId, TcecDetail>();
  for (const [player, record] of records) {
    let receivedByes = 0;
    let blackGames = 0;
    let numerator = 0;
    for (const e of record.entries) {
      if (e.kind === 'bye') {
        if (isReceivedBye(e.byeKind)) receivedByes += 1;
        continue;
      }
      if (e.played && e.colour === 'black') blackGames += 1;
      numerator += e.points * (records.get(e.opponent)?.score ?? 0);
    }
    const sb = win === 0 ? zero : rational(numerator, win);
    const contributions = (): readonly Contribution[] => record.entries.flatMap((e) => (e.kind === 'game'
      ? [{ round: e.round, opponent: e.opponent, value: win === 0 ? zero : rational(e.points * (records.get(e.opponent)?.score ?? 0), win), note: `${e.code} × opponent score` }]
      : []));
    out.set(player, {
      player, points: record.score, receivedByes, blackGames, sonnebornBerger: sb,
      explanation: lazyExplanation('SB', sb, contributions),
    });
  }
  return out;
};

/**
 * TCEC Swiss final ranking (the TCEC wiki's "TCEC Swiss Tournament System", "final ranking"): score (desc), number of received byes
 * (asc), number of black games (desc), Sonneborn-Berger (desc), then shared place.
 */
export const tcecRanking = (t: Tournament): readonly StandingRow[] => {
  const details = [...tcecDetails(t).values()];
  const ranked = rankBy(details, (a, b) =>
    b.points - a.points
    || a.receivedByes - b.receivedByes
    || b.blackGames - a.blackGames
    || compare(b.sonnebornBerger, a.sonnebornBerger));
  return ranked.map((d) => ({
    rank: d.rank,
    player: d.player,
    points: d.points,
    tieBreaks: [
      countValue('BYES', d.receivedByes),
      countValue('BPG', d.blackGames),
      tenthsValue('SB', d.sonnebornBerger),
    ],
  }));
};
