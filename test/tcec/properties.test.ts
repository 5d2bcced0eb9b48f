import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meetingsOf, recordEncounters, replayTcec, whiteGameDifference } from '../../src/core/systems/tcec';
import type { EncounterHistory } from '../../src/core/systems/tcec';
import { simulateTcec } from './simulate';

const event = fc.record({
  players: fc.integer({ min: 2, max: 24 }),
  rounds: fc.integer({ min: 1, max: 14 }),
  double: fc.boolean(),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
});

describe('TCEC Swiss properties (random events, fixed fast-check seed)', () => {
  it('every player is paired exactly once or gets the bye, and only one bye', () => {
    fc.assert(
      fc.property(event, ({ players, rounds, double, seed }) => {
        simulateTcec(players, rounds, {
          double, seed,
          onRound: ({ proposed }) => {
            const seen = [...proposed.pairs.flatMap((p) => [p.white, p.black]), ...proposed.byes.map((b) => b.player)];
            expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: players }, (_, i) => i + 1));
            expect(proposed.byes.length).toBe(players % 2);
          },
        });
      }),
      { seed: 901, numRuns: 60 },
    );
  });

  it('colours stay balanced: |WGD| <= 2 after single rounds, WGD = 0 after double rounds', () => {
    fc.assert(
      fc.property(event, ({ players, rounds, double, seed }) => {
        const t = simulateTcec(players, rounds, { double, seed });
        const replayed = replayTcec(t, double ? 2 : 1);
        if (!replayed.ok) throw new Error(replayed.detail);
        for (const p of replayed.state.players.values()) {
          const wgd = whiteGameDifference(p);
          if (double) expect(wgd).toBe(0);
          else expect(Math.abs(wgd)).toBeLessThanOrEqual(2);
        }
      }),
      { seed: 902, numRuns: 60 },
    );
  });

  it('no rematch while the earlier meeting is still in the encounter history; byes spread evenly', () => {
    fc.assert(
      fc.property(event, ({ players, rounds, double, seed }) => {
        const t = simulateTcec(players, rounds, { double, seed });
        for (let k = 1; k <= t.rounds.length; k++) {
          const upTo = { ...t, rounds: t.rounds.slice(0, k) };
          const replayed = replayTcec(upTo, double ? 2 : 1);
          if (!replayed.ok) throw new Error(replayed.detail);
          // The history as it stood when round k was paired: rounds startsAtRound..k-1.
          const kept: EncounterHistory = replayed.state.history.rounds
            .filter((r) => r.round < k)
            .reduce((h, r) => recordEncounters(h, r.round, r.pairs), { rounds: [], startsAtRound: 1, forbidden: [] } as EncounterHistory);
          const met = meetingsOf(kept);
          for (const p of t.rounds[k - 1]?.pairings ?? []) expect(met.has(p.white, p.black)).toBe(false);
          const byes = [...replayed.state.players.values()].map((p) => p.byes);
          expect(Math.max(...byes) - Math.min(...byes)).toBeLessThanOrEqual(1);
        }
      }),
      { seed: 903, numRuns: 40 },
    );
  });
});
