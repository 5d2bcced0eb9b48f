import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Tournament } from '../../src/core/model';
import { buildBursteinState, pairBursteinState } from '../../src/core/systems/burstein/burstein';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import { densePairBursteinState } from './densePairing';
import { generatedEvent, statesOf } from '../generator/generatedEvent';

/**
 * The Burstein weights computed from the players' compact state (bursteinWeights.ts) leave the
 * pairing exactly as the previous computation, which wrote every weight into an n×n table
 * (densePairing.ts): the same pairs, colours, bye, order and failures, state after state.
 */
const settings = { system: 'burstein' } as const;

const sameAsDense = (t: Tournament): void => {
  for (const before of statesOf(t)) {
    const state = buildBursteinState(before);
    expect(pairBursteinState(state)).toEqual(densePairBursteinState(state));
  }
};

describe('Burstein with computed weights pairs as with the table of weights', () => {
  it('random events of 1 to 30 players: every round (forfeits, byes, retirements, draws)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 8 }),
        fc.record({ forfeitRate: fc.integer({ min: 2, max: 40 }), retiredRate: fc.integer({ min: 5, max: 60 }), halfPointByeRate: fc.integer({ min: 2, max: 40 }), drawPercentage: fc.integer({ min: 0, max: 80 }) }),
        fc.nat(1_000_000),
        (playersNumber, roundsNumber, rates, seed) => {
          const t = generatedEvent(settings, playersNumber, roundsNumber, seed, rates);
          if (t !== undefined) sameAsDense(t);
        },
      ),
      { seed: 41, numRuns: 120 },
    );
  });

  it('tiny fields: 1, 2 and 3 players', () => {
    for (const playersNumber of [1, 2, 3]) {
      for (let seed = 1; seed <= 5; seed++) {
        const t = generatedEvent(settings, playersNumber, 3, seed, { drawPercentage: 30 });
        if (t !== undefined) sameAsDense(t);
      }
    }
  });

  it('the reference tournaments (mixed scoring, forfeits, half-point byes, retirements): every round', () => {
    const root = join(__dirname, '../fixtures/burstein');
    for (const file of readdirSync(root).filter((f) => /^([a-z0-9]+_)?p\d+_r\d+\.trf$/.test(f))) {
      const read = readTrf(readFileSync(join(root, file), 'utf8'));
      if (!read.ok) throw new Error(read.error.message);
      const built = tournamentFromTrf(read.doc, { settings });
      if (!built.ok) throw new Error(file);
      sameAsDense(built.tournament);
    }
  });
});
