import type { BoardResult, Bye, Pairing, PlayerId, Round, SystemSettings, Tournament } from '../../src/core/model';
import { chessScoring, netrunnerScoring, playerId } from '../../src/core/model';
import type { CompatibilityGraph } from '../../src/core/diagnosis';

export const names = ['Ann', 'Bob', 'Cem', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'] as const;

export const id = (n: number): PlayerId => playerId(n);

/** A tournament with players 1..n named Ann, Bob, ... and the given rounds. */
export const tournament = (settings: SystemSettings, n: number, rounds: readonly Round[], extra: Partial<Tournament> = {}): Tournament => ({
  name: 'diagnosis',
  settings,
  scoring: settings.system === 'sass' || settings.system === 'double-sided' ? netrunnerScoring : chessScoring,
  totalRounds: 9,
  players: Array.from({ length: n }, (_, i) => ({ id: id(i + 1), name: names[i] ?? `P${i + 1}`, rating: 2500 - 10 * i })),
  rounds,
  plannedByes: [],
  initialColour: 'white',
  randomSeed: 7,
  ...extra,
});

/** A round from "white-black" pairs (start ranks) with one result each, plus pairing-allocated byes. */
export const round = (number: number, pairs: readonly (readonly [number, number])[], byes: readonly number[] = [], games = 1, result: BoardResult = 'draw'): Round => ({
  number,
  pairings: pairs.map(([w, b], i): Pairing => ({ board: i + 1, white: id(w), black: id(b), games: Array.from({ length: games }, () => result) })),
  byes: byes.map((p): Bye => ({ player: id(p), kind: 'U' })),
});

/** Brute force: does the graph allow every player paired (and the bye to an eligible player)? */
export const pairingExists = (g: CompatibilityGraph): boolean => {
  const seats: (PlayerId | 'bye')[] = [...g.players, ...(g.withBye ? ['bye' as const] : [])];
  const allowed = (a: PlayerId | 'bye', b: PlayerId | 'bye'): boolean =>
    a === 'bye' ? b !== 'bye' && g.byeBlock(b) === null : b === 'bye' ? g.byeBlock(a) === null : g.pairBlock(a, b) === null;
  const used = new Array<boolean>(seats.length).fill(false);
  const search = (): boolean => {
    const i = used.indexOf(false);
    if (i < 0) return true;
    used[i] = true;
    for (let j = i + 1; j < seats.length; j++) {
      if (used[j] || !allowed(seats[i]!, seats[j]!)) continue;
      used[j] = true;
      if (search()) return true;
      used[j] = false;
    }
    used[i] = false;
    return false;
  };
  return search();
};
