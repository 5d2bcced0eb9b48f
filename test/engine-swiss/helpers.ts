import { chessScoring, playerId } from '../../src/core/model';
import type { BoardResult, Pairing, Player, PlayerId, Round, Tournament } from '../../src/core/model';
import type { EngineSwissSettings } from '../../src/core/systems/engine-swiss';
import { engineSwissSystem, gamesPerPairing } from '../../src/core/systems/engine-swiss';

export const settings = (over: Partial<EngineSwissSettings> = {}): EngineSwissSettings => ({
  system: 'engine-swiss',
  gamesPerMatch: 2,
  seedGroupCount: 1,
  rematchesConfirmed: false,
  allowExtraPairsOnTie: true,
  uniquePerMatchOnly: true,
  randomOpenings: false,
  openings: [],
  ...over,
});

/** Players rated from strongest (id 1) down unless ratings are given. */
export const players = (n: number, ratings?: readonly number[]): Player[] =>
  Array.from({ length: n }, (_, i) => ({ id: playerId(i + 1), name: `Engine ${i + 1}`, rating: ratings?.[i] ?? 3600 - 10 * i }));

export const tournament = (n: number, totalRounds: number, over: Partial<EngineSwissSettings> = {}, ratings?: readonly number[]): Tournament => ({
  name: 'Engine Swiss test',
  settings: settings(over),
  scoring: chessScoring,
  totalRounds,
  players: players(n, ratings),
  rounds: [],
  plannedByes: [],
  randomSeed: 12345,
});

export const id = (n: number): PlayerId => playerId(n);

/** Pairs the next round and plays it: `decide(white, black, game)` gives each game's result (White of that game first). */
export const playNextRound = (
  t: Tournament,
  decide: (white: PlayerId, black: PlayerId, game: number) => BoardResult,
): Tournament => {
  const out = engineSwissSystem.pairNextRound(t);
  if (!out.ok) throw new Error(`${out.reason}: ${out.detail}`);
  const number = t.rounds.length + 1;
  if (t.settings.system !== 'engine-swiss') throw new Error('not engine swiss');
  const games = gamesPerPairing(t, t.settings, number);
  const pairings: Pairing[] = out.round.pairs.map((p, i) => ({
    board: i + 1,
    white: p.white,
    black: p.black,
    games: Array.from({ length: games }, (_, g) => (g % 2 === 0 ? decide(p.white, p.black, g) : decide(p.black, p.white, g))),
  }));
  const round: Round = { number, pairings, byes: out.round.byes };
  return { ...t, rounds: [...t.rounds, round] };
};

/** A pairing from explicit game results. */
export const board = (boardNo: number, white: number, black: number, games: readonly BoardResult[]): Pairing =>
  ({ board: boardNo, white: id(white), black: id(black), games });

/** The stronger engine (smaller id) always wins. */
export const strongerWins = (w: PlayerId, b: PlayerId): BoardResult => (w < b ? 'white-wins' : 'black-wins');

export const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
