import { describe, expect, it } from 'vitest';
import { chessScoring, playerId } from '../../src/core/model';
import type { BoardResult, Tournament } from '../../src/core/model';
import { standingsEffect } from '../../src/ui/features/audit/standingsEffect';

const event = (board1: BoardResult): Tournament => ({
  name: 'E', settings: { system: 'burstein' }, scoring: chessScoring, totalRounds: 3, randomSeed: 1, plannedByes: [],
  players: ['Ann', 'Bob', 'Cid', 'Dee'].map((name, i) => ({ id: playerId(i + 1), name, rating: 2000 - i })),
  rounds: [
    { number: 1, byes: [], pairings: [{ board: 1, white: playerId(1), black: playerId(3), games: [board1] }, { board: 2, white: playerId(4), black: playerId(2), games: ['draw'] }] },
    { number: 2, byes: [], pairings: [{ board: 1, white: playerId(2), black: playerId(1), games: ['draw'] }, { board: 2, white: playerId(3), black: playerId(4), games: ['draw'] }] },
  ],
});

describe('the effect of a corrected result on the standings', () => {
  it('names each player whose rank or points moved', () => {
    const lines = standingsEffect(event('black-wins'), { tournamentId: 1, round: 1, board: 1, game: 0, before: 'white-wins', after: 'black-wins' });
    expect(lines).toContain('Ann: rank 1 → 4, points 1.5 → 0.5');
    expect(lines).toContain('Cid: rank 4 → 1, points 0.5 → 1.5');
  });

  it('is empty when nothing moved', () => {
    expect(standingsEffect(event('white-wins'), { tournamentId: 1, round: 1, board: 1, game: 0, before: 'white-wins', after: 'white-wins' })).toEqual([]);
  });
});
