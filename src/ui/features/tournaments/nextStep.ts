import type { Round, Tournament } from '../../../core/model';
import { roundComplete } from '../../../core/model';
import type { TournamentStatus } from '../../../db/repository';

/**
 * Where an event stands and the one thing the TO does next, for the dashboard header. Plain data
 * from the tournament, its stored status and whether the system has a top cut (and one is
 * started), so it is tested without a browser.
 */
export type NextStep =
  | { readonly kind: 'add-players'; readonly text: string }
  | { readonly kind: 'lock-seeding'; readonly text: string }
  | { readonly kind: 'pair'; readonly round: number; readonly text: string }
  | { readonly kind: 'enter-results'; readonly round: number; readonly missing: number; readonly text: string }
  | { readonly kind: 'start-cut'; readonly text: string }
  | { readonly kind: 'play-cut'; readonly text: string }
  | { readonly kind: 'finished'; readonly text: string };

export interface EventState {
  /** A short word for the badge: Registration, Seeded, Round 5 of 9, Finished. */
  readonly badge: string;
  readonly tone: 'registration' | 'seeded' | 'running' | 'finished';
  readonly next: NextStep;
}

/** Games of a round still without a result. */
export const missingResults = (r: Round): number => r.pairings.reduce((n, p) => n + p.games.filter((g) => g === null).length, 0);

export const eventState = (input: {
  readonly status: TournamentStatus;
  readonly tournament: Tournament;
  /** null: the system has no top cut; otherwise whether one is started (undefined while loading counts as not). */
  readonly cut: { readonly started: boolean; readonly finished: boolean } | null;
}): EventState => {
  const { status, tournament: t, cut } = input;
  const rounds = t.rounds;
  const last = rounds.at(-1);
  const players = t.players.length;
  if (status === 'registration') {
    return players < 2
      ? { badge: 'Registration', tone: 'registration', next: { kind: 'add-players', text: players === 0 ? 'Add the players' : 'Add more players' } }
      : { badge: 'Registration', tone: 'registration', next: { kind: 'lock-seeding', text: 'Lock the seeding' } };
  }
  if (last && !roundComplete(last)) {
    const missing = missingResults(last);
    return {
      badge: `Round ${last.number} of ${t.totalRounds}`, tone: 'running',
      next: { kind: 'enter-results', round: last.number, missing, text: `Enter ${missing} result${missing === 1 ? '' : 's'} of round ${last.number}` },
    };
  }
  const nextRound = rounds.length + 1;
  if (nextRound <= t.totalRounds) {
    return {
      badge: last ? `Round ${last.number} of ${t.totalRounds}` : 'Seeded', tone: last ? 'running' : 'seeded',
      next: { kind: 'pair', round: nextRound, text: `Pair round ${nextRound}` },
    };
  }
  if (cut !== null && !cut.finished) {
    return cut.started
      ? { badge: 'Top cut', tone: 'running', next: { kind: 'play-cut', text: 'Play the top cut' } }
      : { badge: 'Swiss finished', tone: 'running', next: { kind: 'start-cut', text: 'Start the cut' } };
  }
  return { badge: 'Finished', tone: 'finished', next: { kind: 'finished', text: 'See the final standings' } };
};
