import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../src/core/model';
import { playerId } from '../../src/core/model';
import { createRng } from '../../src/core/random/rng';
import { cutBracket, cutSides, cutSizes, cutState } from '../../src/core/netrunner/cutBracket';
import type { CutSize } from '../../src/core/netrunner/cutBracket';

/** Plays a whole cut, each playable game won by `pick(a, b)`; returns the final state and the games played. */
const playCut = (size: CutSize, pick: (a: PlayerId, b: PlayerId) => PlayerId) => {
  const seeds = Array.from({ length: size }, (_, i) => playerId(100 + i));
  const winners = new Map<number, PlayerId>();
  for (let step = 0; step < 2 * size; step++) {
    const st = cutState(size, seeds, winners);
    if (!st.ok) throw new Error(st.detail);
    if (st.finished) return { st, winners, seeds };
    const next = st.games.find((g) => g.playable);
    if (!next) throw new Error('stuck: no playable game before the end');
    winners.set(next.game.game, pick(next.a as PlayerId, next.b as PlayerId));
  }
  throw new Error('the cut never finished');
};

describe('Netrunner top cut (double elimination)', () => {
  it('starts with every seed in exactly one first-round game, 1 against the last seed', () => {
    for (const size of cutSizes) {
      const first = cutBracket(size).filter((g) => g.round === 1);
      const seeds = first.flatMap((g) => [g.a, g.b]).map((f) => (f.kind === 'seed' ? f.seed : 0)).sort((x, y) => x - y);
      expect(seeds).toEqual(Array.from({ length: size }, (_, i) => i + 1));
      expect(first[0]).toMatchObject({ a: { kind: 'seed', seed: 1 }, b: { kind: 'seed', seed: size } });
    }
  });

  it('always finishes, everyone but the champion out after two losses, the ranking a permutation of the seeds', () => {
    fc.assert(
      fc.property(fc.constantFrom(...cutSizes), fc.integer({ min: 1, max: 1_000_000 }), (size, seed) => {
        const rng = createRng(seed);
        const { st, winners, seeds } = playCut(size, (a, b) => (rng.int(0, 1) === 0 ? a : b));
        if (!st.ok || st.ranking === null) throw new Error('not finished');
        expect([...st.ranking].sort()).toEqual([...seeds].sort());
        const losses = new Map<PlayerId, number>();
        for (const g of st.games) {
          if (g.winner === null) continue;
          const loser = (g.winner === g.a ? g.b : g.a) as PlayerId;
          losses.set(loser, (losses.get(loser) ?? 0) + 1);
        }
        expect(losses.get(st.ranking[0] as PlayerId) ?? 0).toBeLessThanOrEqual(1);
        for (const p of st.ranking.slice(1)) expect(losses.get(p)).toBe(2);
        expect(winners.size).toBeGreaterThanOrEqual(2 * size - 2);
      }),
      { seed: 6016, numRuns: 60 },
    );
  });

  it('ranks the top 8 when the seeds always win: no reset, then by elimination round and seed', () => {
    const { st } = playCut(8, (a, b) => (a < b ? a : b));
    expect(st.ok && st.games.find((g) => g.game.bracket === 'reset')?.notNeeded).toBe(true);
    // 1 champion; 2 loses the upper final, then wins the lower bracket and loses the grand final
    expect(st.ok && st.ranking).toEqual([100, 101, 102, 103, 104, 105, 106, 107].map(playerId));
  });

  it('plays the reset when the lower-bracket player wins the first grand final', () => {
    // seed 2 (101) loses the upper final to seed 1 (100), then wins every other game
    let lostOnce = false;
    const { st } = playCut(4, (a, b) => {
      if ((a === 100 && b === 101) || (a === 101 && b === 100)) {
        const upperFinal = !lostOnce;
        lostOnce = true;
        return upperFinal ? playerId(100) : playerId(101);
      }
      if (a === 101 || b === 101) return playerId(101);
      return a < b ? a : b;
    });
    expect(st.ok && st.games.find((g) => g.game.bracket === 'reset')?.notNeeded).toBe(false);
    expect(st.ok && st.ranking?.slice(0, 2)).toEqual([101, 100]);
  });

  it('rejects a result for a game whose players are not known yet', () => {
    const st = cutState(4, [1, 2, 3, 4].map(playerId), new Map([[3, playerId(1)]]));
    expect(st.ok).toBe(false);
  });

  it('lets the higher seed choose first, then gives the corp to the player who has run more', () => {
    const rng = createRng(1);
    const seed = (p: PlayerId) => p;
    expect(cutSides(playerId(3), playerId(1), seed, () => 0, () => 0, rng)).toEqual({ kind: 'higher-seed-chooses', chooser: 1 });
    const bias = (p: PlayerId) => (p === 1 ? 1 : -1);
    expect(cutSides(playerId(1), playerId(2), seed, () => 1, bias, rng)).toEqual({ kind: 'corp', corp: 2 });
  });
});
