import type { BoardResult, Pairing, PlayerId, Tournament } from '../../model';
import { isPlayed, roundComplete } from '../../model';
import { roundRobinRounds, roundsPerCycle } from './berger';
import type { RoundRobinSettings } from './schedule';
import { scheduleOf } from './schedule';

/**
 * A player who withdrew from (or was expelled from) a round robin, and what FIDE's rule makes of
 * it. The FIDE General Regulations for Competitions (C.05, the article on withdrawals, as the
 * 2011 Tournament Rules' Art. 5.4 had it):
 * (a) a player who has completed less than 50 % of their games: their results stay in the
 *     tournament table for rating and history, but the points scored by them or against them are
 *     not counted in the final standings; their unplayed games are shown "-", the opponents' "+";
 * (b) a player who has completed at least 50 %: their score stays and counts in the final
 *     standings; the unplayed games are shown as in (a), i.e. lost by forfeit.
 */
export interface RoundRobinWithdrawal {
  readonly player: PlayerId;
  /** The first round the player did not play. */
  readonly fromRound: number;
  /** Games completed (played over the board). */
  readonly played: number;
  /** Games the player has in the whole event (every other player once per cycle). */
  readonly scheduled: number;
  /** (b): at least half the games completed, so the results count; (a) otherwise. */
  readonly counted: boolean;
  /**
   * True when the tournament does not say the player withdrew but the finished event shows it:
   * every game from `fromRound` to the last round lost by forfeit (a file from another program,
   * a TRF, has no record for a withdrawal).
   */
  readonly inferred: boolean;
}

/** The player's board in a round, or undefined. */
const boardOf = (pairings: readonly Pairing[], p: PlayerId): Pairing | undefined => pairings.find((x) => x.white === p || x.black === p);

/** The player lost the board by forfeit (a '-' on their own line). */
const lostByForfeit = (b: Pairing, p: PlayerId): boolean => {
  const r: BoardResult | null = b.games[0] ?? null;
  return r === 'double-forfeit' || (r === 'white-wins-forfeit' && b.black === p) || (r === 'black-wins-forfeit' && b.white === p);
};

/**
 * The withdrawals of a round robin, with FIDE's verdict for each: the players the tournament marks
 * as withdrawn (the drop form, `withdrawnFromRound`), and, once every round is paired and every
 * result is in, the players who lost every game from some round to the end by forfeit.
 */
export const roundRobinWithdrawals = (t: Tournament, s: RoundRobinSettings): readonly RoundRobinWithdrawal[] => {
  const n = t.players.length;
  const schedule = scheduleOf(s);
  const scheduled = roundsPerCycle(n) * schedule.cycles - (n % 2 === 1 ? schedule.cycles : 0);
  const finished = t.rounds.length === roundRobinRounds(n, schedule) && t.rounds.every(roundComplete);
  const out: RoundRobinWithdrawal[] = [];
  for (const p of t.players) {
    let fromRound = p.withdrawnFromRound;
    let inferred = false;
    if (fromRound === undefined && finished) {
      // The trailing run of forfeit losses (rounds without a board, the bye, do not break it).
      let start: number | undefined;
      for (let i = t.rounds.length - 1; i >= 0; i--) {
        const round = t.rounds[i]!;
        const b = boardOf(round.pairings, p.id);
        if (b === undefined) continue;
        if (!lostByForfeit(b, p.id)) break;
        start = round.number;
      }
      if (start !== undefined) {
        fromRound = start;
        inferred = true;
      }
    }
    if (fromRound === undefined) continue;
    let played = 0;
    for (const round of t.rounds) {
      const b = boardOf(round.pairings, p.id);
      const r = b?.games[0] ?? null;
      if (r !== null && isPlayed(r)) played++;
    }
    out.push({ player: p.id, fromRound, played, scheduled, counted: 2 * played >= scheduled, inferred });
  }
  return out;
};

/**
 * The tournament without the players whose results are not counted, nor any game against them:
 * the one place the standings learn what (a) annuls. Each opponent of an annulled player has that
 * round marked `annulled`, so it is no round of theirs at all: not an absence, which would count
 * as a requested bye for their opponents' tie-breaks (C.07 16.3.2, 16.4) — "the points scored by
 * them or against them are not counted".
 */
export const withoutAnnulled = (t: Tournament, annulled: ReadonlySet<PlayerId>): Tournament =>
  annulled.size === 0 ? t : {
    ...t,
    players: t.players.filter((p) => !annulled.has(p.id)),
    rounds: t.rounds.map((r) => {
      const opponents: PlayerId[] = [];
      for (const p of r.pairings) {
        if (annulled.has(p.white) && !annulled.has(p.black)) opponents.push(p.black);
        if (annulled.has(p.black) && !annulled.has(p.white)) opponents.push(p.white);
      }
      return {
        ...r,
        pairings: r.pairings.filter((p) => !annulled.has(p.white) && !annulled.has(p.black)),
        byes: r.byes.filter((b) => !annulled.has(b.player)),
        ...(opponents.length > 0 ? { annulled: [...(r.annulled ?? []), ...opponents] } : {}),
      };
    }),
  };

/** In words, for the standings and the crosstable. */
export const describeWithdrawal = (w: RoundRobinWithdrawal, name: string): string =>
  `${name} ${w.inferred ? `lost every game by forfeit from round ${w.fromRound} on (treated as withdrawn)` : `withdrew from round ${w.fromRound}`} with ${w.played} of ${w.scheduled} games played: ` +
  (w.counted
    ? 'at least half, so the results count and the games not played are lost by forfeit (FIDE General Regulations for Competitions, withdrawal from a round robin, (b)).'
    : 'fewer than half, so no result of theirs counts in the standings; they stay in the table for rating (FIDE General Regulations for Competitions, withdrawal from a round robin, (a)).');
