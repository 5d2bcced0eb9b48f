import type { BoardResult, Bye, Pairing, PlannedBye, Round, Tournament } from '../../src/core/model';
import { netrunnerScoring, playerId, tenths } from '../../src/core/model';

/**
 * A game in a test history: corp, runner and the result from the corp's side; a forfeit names the
 * side that won it ('corp-forfeit': the runner did not play), 'double-forfeit' neither.
 */
export type Game = readonly [corp: number, runner: number, result: 'corp' | 'runner' | 'tie' | 'corp-forfeit' | 'runner-forfeit' | 'double-forfeit'];

const resultOf: Record<Game[2], BoardResult> = {
  corp: 'white-wins', runner: 'black-wins', tie: 'draw',
  'corp-forfeit': 'white-wins-forfeit', 'runner-forfeit': 'black-wins-forfeit', 'double-forfeit': 'double-forfeit',
};

export const round = (number: number, games: readonly Game[], byes: readonly number[] = []): Round => ({
  number,
  pairings: games.map(([c, r, res], i): Pairing => ({ board: i + 1, white: playerId(c), black: playerId(r), games: [resultOf[res]] })),
  byes: byes.map((p): Bye => ({ player: playerId(p), kind: 'U' })),
});

export const sassTournament = (
  playerCount: number,
  rounds: readonly Round[],
  opts: { scoreFactor?: number; byeScore?: number; model?: 'sass' | '2025'; plannedByes?: readonly PlannedBye[] } = {},
): Tournament => ({
  name: 'test',
  settings: { system: 'sass', model: opts.model ?? 'sass', scoreFactor: opts.scoreFactor ?? 2, byeScore: tenths(opts.byeScore ?? 0) },
  scoring: netrunnerScoring,
  totalRounds: 10,
  players: Array.from({ length: playerCount }, (_, i) => ({ id: playerId(i + 1), name: `P${i + 1}`, rating: 0 })),
  rounds,
  plannedByes: opts.plannedByes ?? [],
  randomSeed: 7,
});
