import { describe, expect, it } from 'vitest';
import { playerId } from '../../src/core/model';
import type { Tournament } from '../../src/core/model';
import { colourCounts, colourCountText } from '../../src/core/systems/engine-swiss/colourCounts';
import { moduleOf } from '../../src/core/systems';
import { tournament } from './helpers';

const p = playerId;
/** Four engines, two rounds of two-game matches; one game forfeited, one not yet played. */
const event = (): Tournament => ({
  ...tournament(4, 3),
  rounds: [
    { number: 1, pairings: [
      { board: 1, white: p(1), black: p(3), games: ['white-wins', 'draw'] },
      { board: 2, white: p(4), black: p(2), games: ['black-wins', 'white-wins'] },
    ], byes: [] },
    { number: 2, pairings: [
      { board: 1, white: p(2), black: p(1), games: ['draw', null] },
      { board: 2, white: p(3), black: p(4), games: ['white-wins-forfeit', 'draw'] },
    ], byes: [] },
  ],
});

describe('each engine\'s games by colour (engine Swiss)', () => {
  it('swaps the colours for every second game of a match and counts only games played', () => {
    const counts = colourCounts(event());
    // E1: W in r1g1, B in r1g2, B in r2g1 (r2g2 not played).
    expect(colourCountText(counts.get(p(1))!)).toBe('W1 B2');
    // E2: B r1g1, W r1g2, W r2g1.
    expect(colourCountText(counts.get(p(2))!)).toBe('W2 B1');
    // E3: B r1g1, W r1g2; r2g1 forfeited; B r2g2 (swapped: E4 White).
    expect(colourCountText(counts.get(p(3))!)).toBe('W1 B2');
    // E4: W r1g1, B r1g2, W r2g2.
    expect(colourCountText(counts.get(p(4))!)).toBe('W2 B1');
  });

  it('is offered by the engine Swiss only', () => {
    expect(moduleOf(event()).standings?.colourCounts).toBeDefined();
    expect(moduleOf({ settings: { system: 'dutch', rules: '2026' } }).standings?.colourCounts).toBeUndefined();
  });
});
