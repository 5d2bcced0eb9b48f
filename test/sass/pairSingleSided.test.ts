import { describe, expect, it } from 'vitest';
import { playerId } from '../../src/core/model';
import { createRng } from '../../src/core/random/rng';
import { fractionOfDecimal } from '../../src/core/systems/sass/exactCost';
import type { ExactCost } from '../../src/core/systems/sass/exactCost';
import { pairSingleSided } from '../../src/core/systems/sass/pairSingleSided';
import { sassCostModel } from '../../src/core/systems/sass/sassCost';
import { cost2025Model } from '../../src/core/systems/sass/cost2025';
import { bruteForceMatcher } from './bruteForceMatcher';
import { round, sassTournament } from './builder';
import { blossomMatcher } from '../../src/core/systems/sass/blossomMatcher';
import { pairSass } from '../../src/core/systems/sass/singleSidedSystem';
import type { Tournament } from '../../src/core/model';
import { tenths } from '../../src/core/model';

const pair = (t: Tournament, factor = 2, seed = 1) =>
  pairSingleSided(t, sassCostModel(tenths(30), fractionOfDecimal(factor) as ExactCost, tenths(0)), createRng(seed), bruteForceMatcher);

const lines = (t: Tournament, factor = 2): string[] => {
  const r = pair(t, factor);
  if (!r.ok) throw new Error(r.detail);
  return [...r.round.pairs.map((p) => `${p.white} ${p.black}`), ...r.round.byes.map((b) => `${b.player} 0`)];
};

describe('single-sided Swiss pairing ("Single Sided Swiss: How it Works")', () => {
  it('pairs winners with winners and balances sides: the higher bias runs', () => {
    // round 1: 1 beat 2 (corp), 4 beat 3 (runner) → 1 (3 pts, +1) vs 4 (3 pts, -1): 1 runs
    const t = sassTournament(4, [round(1, [[1, 2, 'corp'], [3, 4, 'runner']])]);
    expect(lines(t).sort()).toEqual(['2 3', '4 1']);
  });

  it('pairs a bye to an odd field, never twice to the same player, costing the score term only', () => {
    const t = sassTournament(3, [round(1, [[1, 2, 'corp']], [3])]);
    // 3 had the bye (3 pts); 2 (0 pts) takes it now: cost T(0) = 0; 1 vs 3 cost 0 (both 3 pts, 3 has no bias)
    const r = pair(t);
    expect(r.ok && r.round.byes).toEqual([{ player: playerId(2), kind: 'U' }]);
    expect(r.ok && r.totalCost).toEqual({ numerator: 0n, denominator: 1n });
  });

  it('reports no valid pairing when only a third meeting is left', () => {
    const t = sassTournament(2, [round(1, [[1, 2, 'corp']]), round(2, [[2, 1, 'tie']])]);
    const r = pair(t);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toBe('no-valid-pairing');
  });

  it('forces the opposite sides in a rematch', () => {
    // 2 players, met once with 1 as corp; both bias 0 afterwards? no: 1 is +1, 2 is -1. Rematch: 2 corps, fine.
    const t = sassTournament(2, [round(1, [[1, 2, 'runner']])]);
    expect(lines(t)).toEqual(['2 1']);
  });

  it('refuses a rematch whose forced sides would worsen a bias', () => {
    // Every pair has met once. Biases: 1 +1, 2 +1, 3 -1, 4 -1.
    // 1–2 would make 1 corp again (+2) and 2–4 would make 4 run again (-2): both refused,
    // so only {1–4, 2–3} is valid, each on the opposite sides of their first meeting.
    const t = sassTournament(4, [
      round(1, [[2, 1, 'corp'], [3, 4, 'corp']]),
      round(2, [[1, 3, 'corp'], [4, 2, 'corp']]),
      round(3, [[1, 4, 'corp'], [2, 3, 'corp']]),
    ]);
    expect(lines(t).sort()).toEqual(['3 2', '4 1']);
  });

  it('replays exactly: the same seed gives the same coin flips', () => {
    const t = sassTournament(8, []);
    expect(pair(t, 2, 42)).toEqual(pair(t, 2, 42));
  });

  it('leaves out withdrawn players and planned byes', () => {
    const base = sassTournament(5, []);
    const t: Tournament = {
      ...base,
      players: base.players.map((p) => (p.id === 5 ? { ...p, withdrawnFromRound: 1 } : p)),
      plannedByes: [{ player: playerId(4), round: 1, kind: 'H' }],
    };
    const r = pair(t);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const seen = [...r.round.pairs.flatMap((p) => [p.white, p.black]), ...r.round.byes.map((b) => b.player)].sort();
    expect(seen).toEqual([1, 2, 3]);
    expect(r.round.byes).toHaveLength(1);
  });
});

describe('single-sided Swiss pairing, 2025 model', () => {
  const pair2025 = (t: Tournament) => pairSingleSided(t, cost2025Model(), createRng(3), bruteForceMatcher);

  it('gives the bye to a 0-point player and the runner side to the players who corped', () => {
    // round 1: 1 (corp) beats 2, 3 (corp) beats 4, 5 had the bye → 1, 3, 5 on 3 points; 1 and 3 biased +1
    const t = sassTournament(5, [round(1, [[1, 2, 'corp'], [3, 4, 'corp']], [5])], { model: '2025' });
    const r = pair2025(t);
    if (!r.ok) throw new Error(r.detail);
    expect([2, 4]).toContain(r.round.byes[0]?.player); // (0 + 1)² = 1
    // optimum 1 + 11: 1 and 3 both run, against 5 (cost 1) and the other 0-point player (9 + 1)
    expect(r.totalCost).toEqual({ numerator: 12n, denominator: 1n });
    expect(r.round.pairs.map((p) => p.black).sort()).toEqual([1, 3]);
  });

  it('has no pairing when the only edge left costs 100 or more', () => {
    // 1 beat 3 and 4 twice each (12 points); 2 was absent; 3 and 4 withdraw: (12 − 0)² + 1 ≥ 100
    const t = sassTournament(4, [
      round(1, [[1, 3, 'corp']]), round(2, [[4, 1, 'runner']]), round(3, [[3, 1, 'runner']]), round(4, [[1, 4, 'corp']]),
    ], { model: '2025' });
    const r = pair2025({ ...t, players: t.players.map((p) => (p.id >= 3 ? { ...p, withdrawnFromRound: 5 } : p)) });
    expect(!r.ok && r.reason).toBe('no-valid-pairing');
  });
});

describe('ties among the cheapest pairings (the production matcher)', () => {
  const paired = (t: Tournament): string[] => {
    const r = pairSass(t, blossomMatcher);
    if (!r.ok) throw new Error(r.detail);
    return [...r.round.pairs.map((p) => [p.white, p.black].sort((a, b) => a - b).join('-')), ...r.round.byes.map((b) => `${b.player} bye`)].sort();
  };
  it('the lowest-numbered player meets the lowest-numbered opponent it has in any cheapest pairing, then the next', () => {
    // round 1: everybody level, every pairing costs the same
    expect(paired(sassTournament(6, []))).toEqual(['1-2', '3-4', '5-6']);
    // the bye is the last choice of every player
    expect(paired(sassTournament(5, []))).toEqual(['1-2', '3-4', '5 bye']);
  });
});
