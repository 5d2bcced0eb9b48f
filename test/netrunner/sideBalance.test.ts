import { describe, expect, it } from 'vitest';
import { playerId } from '../../src/core/model';
import { sideBalanceText, sideCounts, sideCountText } from '../../src/core/netrunner/sideBalance';
import { blossomMatcher } from '../../src/core/systems/sass/blossomMatcher';
import { singleSidedSystem } from '../../src/core/systems/sass/singleSidedSystem';
import { round, sassTournament } from '../sass/builder';
import { simulateEvent } from '../sass/simulate';

describe('side balance at a glance', () => {
  it('counts Corp and Runner games (byes are no game) and words the balance as Aesop’s and Cobra do', () => {
    const t = sassTournament(3, [round(1, [[1, 2, 'corp']], [3]), round(2, [[1, 3, 'runner']], [2]), round(3, [[3, 2, 'tie']], [1])]);
    const c = sideCounts(t);
    expect([1, 2, 3].map((p) => sideBalanceText(c.get(playerId(p))!))).toEqual(['Corp +2', 'Runner +2', 'Balanced']);
    expect(sideCountText(c.get(playerId(1))!)).toBe('C2 R0');
  });

  // A 60-player event, 6 and 7 rounds, both cost models, three seeds each: every player ends
  // balanced after an even number of rounds and one game off after an odd number.
  for (const model of ['sass', '2025'] as const) {
    it(`keeps every player of a simulated 60-player event within one game of balance (${model} costs)`, () => {
      const system = singleSidedSystem(blossomMatcher);
      for (const rounds of [6, 7]) {
        for (const seed of [1, 2, 3]) {
          const ev = simulateEvent({ players: 60, rounds, seed, model }, (t) => system.pairNextRound(t));
          expect(ev.stoppedAt).toBeNull();
          const off = [...sideCounts(ev.tournament).values()].map((s) => Math.abs(s.corp - s.runner));
          expect(off.filter((d) => d !== rounds % 2)).toEqual([]);
        }
      }
    });
  }
});
