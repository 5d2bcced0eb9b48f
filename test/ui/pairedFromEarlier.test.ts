import { describe, expect, it } from 'vitest';
import { chessScoring, playerId } from '../../src/core/model';
import type { Pairing, Round, Tournament } from '../../src/core/model';
import { pairedFromEarlierResult } from '../../src/ui/features/audit/pairedFromEarlier';

const board = (b: number, games: Pairing['games'], asPaired?: Pairing['asPaired']): Pairing =>
  ({ board: b, white: playerId(2 * b - 1), black: playerId(2 * b), games, ...(asPaired ? { asPaired } : {}) });
const round = (n: number, pairings: Pairing[]): Round => ({ number: n, pairings, byes: [] });
const event = (rounds: Round[]): Tournament => ({
  name: 'Open', settings: { system: 'dutch', rules: '2026' }, scoring: chessScoring, totalRounds: 5, randomSeed: 1, plannedByes: [],
  players: Array.from({ length: 4 }, (_, i) => ({ id: playerId(i + 1), name: `P${i + 1}`, rating: 2000 })), rounds,
});

describe('the rounds paired from the result a change replaced', () => {
  it('none after the normal flow: the last result of a round entered, then the next round paired', () => {
    const t = event([round(1, [board(1, ['draw']), board(2, ['white-wins'])]), round(2, [board(1, [null]), board(2, [null])])]);
    expect(pairedFromEarlierResult(t, { tournamentId: 1, round: 1, board: 2, game: 0, before: null, after: 'white-wins' })).toBeNull();
  });

  it('a correction made after later rounds were paired: those rounds, as the board keeps them (not rounds paired since)', () => {
    const corrected = board(2, ['black-wins'], [{ games: ['white-wins'], pairedThrough: 2 }]);
    const t = event([round(1, [board(1, ['draw']), corrected]), round(2, [board(1, ['draw']), board(2, ['draw'])]), round(3, [board(1, [null]), board(2, [null])])]);
    expect(pairedFromEarlierResult(t, { tournamentId: 1, round: 1, board: 2, game: 0, before: 'white-wins', after: 'black-wins' })).toBe(2);
  });
});
