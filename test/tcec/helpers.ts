import type { BoardResult, Bye, Pairing, Player, Round, Tournament } from '../../src/core/model';
import { chessScoring, playerId } from '../../src/core/model';
import type { TcecPlayerState } from '../../src/core/systems/tcec';
import { tenths } from '../../src/core/model';

/** Players 1..n (start rank = seed), rating falling with the seed. */
export const playersUpTo = (n: number): Player[] =>
  Array.from({ length: n }, (_, i) => ({ id: playerId(i + 1), name: `Engine ${i + 1}`, rating: 3600 - i }));

/** A board: [white, black, result of each game] (a single round when one result is given). */
export type BoardSpec = readonly [white: number, black: number, ...results: BoardResult[]];

export const roundOf = (number: number, boards: readonly BoardSpec[], byes: readonly Bye[] = []): Round => ({
  number,
  pairings: boards.map(([white, black, ...games], i): Pairing => ({
    board: i + 1,
    white: playerId(white),
    black: playerId(black),
    games,
  })),
  byes,
});

export const pab = (player: number): Bye => ({ player: playerId(player), kind: 'U' });

export const tcecTournament = (
  n: number,
  rounds: readonly Round[],
  options: { double?: boolean; extra?: Partial<Tournament> } = {},
): Tournament => ({
  name: 'test',
  settings: { system: 'tcec', double: options.double ?? false },
  scoring: chessScoring,
  totalRounds: 20,
  players: playersUpTo(n),
  rounds,
  plannedByes: [],
  randomSeed: 1,
  ...options.extra,
});

/** A player state for step tests: score in points, WGD given as white/black game counts. */
export const state = (id: number, score: number, whiteGames = 0, blackGames = 0, byes = 0): TcecPlayerState => ({
  id: playerId(id),
  score: tenths(score * 10),
  byes,
  whiteGames,
  blackGames,
});
