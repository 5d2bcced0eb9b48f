import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tournament } from '../../src/core/model';
import { Graph, buildBursteinState, pairBursteinState } from '../../src/core/systems/burstein/burstein';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import { eventRates, generatedEvent, statesOf } from '../generator/generatedEvent';

/**
 * Top-against-bottom decisions taken from the optimum in hand (`Graph.certifiedPartner`:
 * candidates with a positive reduced cost passed over, the first other one reached by exchanging
 * partners) pair every round exactly as re-solving with the chooser's priorities for every
 * decision, bbpPairings' way: the same result (pairs with colours, bye, checklist order, or the
 * same failure), state after state. The shortcut must also be taken, or the comparison proves
 * nothing: the decisions are counted.
 */
const settings = { system: 'burstein' } as const;

let taken = 0;
let asked = 0;
const countDecisions = (): void => {
  const original = Graph.prototype.certifiedPartner;
  vi.spyOn(Graph.prototype, 'certifiedPartner').mockImplementation(function (this: Graph, full, i, done) {
    const m = original.call(this, full, i, done);
    asked++;
    if (m >= 0) taken++;
    return m;
  });
};
afterEach(() => {
  vi.restoreAllMocks();
  taken = 0;
  asked = 0;
});

const sameAsSolvingEach = (t: Tournament): void => {
  for (const before of statesOf(t)) {
    const state = buildBursteinState(before);
    // the direct path of round 1 decides nothing by the matching: the full engine is compared
    const fast = pairBursteinState(state, undefined, { fullEngine: true });
    const solved = pairBursteinState(state, undefined, { fullEngine: true, solveEveryDecision: true });
    expect(fast).toEqual(solved);
  }
};

const generated = (players: number, rounds: number, seed: number, rates = {}): Tournament | undefined => generatedEvent(settings, players, rounds, seed, rates);

describe('Burstein top-against-bottom decisions certified from the optimum in hand pair as re-solving each one', () => {
  it('random events of 1 to 40 players: every round (draws, forfeits, byes, retirements)', () => {
    countDecisions();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 8 }),
        eventRates,
        fc.nat(1_000_000),
        (players, rounds, rates, seed) => {
          const t = generated(players, rounds, seed, rates);
          if (t !== undefined) sameAsSolvingEach(t);
        },
      ),
      { seed: Number(process.env.SEED ?? 2026), numRuns: Number(process.env.RUNS ?? 150) },
    );
    // measured: 6,066 of 13,594 decisions
    expect(taken).toBeGreaterThan(1000);
    expect(taken).toBeGreaterThan(asked / 4);
  });

  it('larger fields of 60 to 160 players, 2 and 3 rounds: most decisions taken without a solve', () => {
    countDecisions();
    for (let seed = 1; seed <= 6; seed++) {
      const t = generated(40 + 20 * seed, 2 + (seed % 2), seed, { drawPercentage: 5 * seed, forfeitRate: 1_000_000, retiredRate: 1_000_000, halfPointByeRate: 1_000_000 });
      if (t !== undefined) sameAsSolvingEach(t);
    }
    // measured: 1,084 of 1,673
    expect(taken).toBeGreaterThan(200);
    expect(taken).toBeGreaterThan(asked / 2);
  });

  it('tiny fields: 1, 2 and 3 players', () => {
    for (const players of [1, 2, 3]) {
      for (let seed = 1; seed <= 5; seed++) {
        const t = generated(players, 3, seed, { drawPercentage: 30 });
        if (t !== undefined) sameAsSolvingEach(t);
      }
    }
  });

  it('the reference tournaments (mixed scoring, forfeits, half-point byes, retirements): every round', () => {
    countDecisions();
    const root = join(__dirname, '../fixtures/burstein');
    for (const file of readdirSync(root).filter((f) => /^([a-z0-9]+_)?p\d+_r\d+\.trf$/.test(f))) {
      const read = readTrf(readFileSync(join(root, file), 'utf8'));
      if (!read.ok) throw new Error(read.error.message);
      const built = tournamentFromTrf(read.doc, { settings });
      if (!built.ok) throw new Error(file);
      sameAsSolvingEach(built.tournament);
    }
    expect(taken).toBeGreaterThan(0);
  });
});
