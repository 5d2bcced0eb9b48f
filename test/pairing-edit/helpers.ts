import { chessScoring, playerId } from '../../src/core/model';
import type { BoardResult, Bye, Pairing, Player, PlayerId, Round, Tournament } from '../../src/core/model';

export const id = (n: number): PlayerId => playerId(n);

/** n players "P1".."Pn", start rank order, Dutch 2026, `rounds` as given. */
export const tournament = (n: number, rounds: readonly Round[] = [], extra: Partial<Tournament> = {}, players?: readonly Player[]): Tournament => ({
  name: 'T', settings: { system: 'dutch', rules: '2026' }, scoring: chessScoring, totalRounds: 7,
  players: players ?? Array.from({ length: n }, (_, i) => ({ id: id(i + 1), name: `P${i + 1}`, rating: 2400 - 10 * i })),
  rounds, plannedByes: [], randomSeed: 1, ...extra,
});

/** A round from "W-B" pairs (board order) with one result each (or none), and byes. */
export const round = (number: number, pairs: readonly (readonly [number, number, BoardResult | null])[], byes: readonly Bye[] = []): Round => ({
  number,
  pairings: pairs.map(([w, b, g], i): Pairing => ({ board: i + 1, white: id(w), black: id(b), games: [g] })),
  byes,
});

export const name = (p: PlayerId): string => `P${p}`;
