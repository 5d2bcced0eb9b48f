import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../src/core/model';
import { playerId } from '../../src/core/model';
import { createRng } from '../../src/core/random/rng';
import { cutProgress, isCutFormat, singleCutSizes, singleCutState, singleEliminationBracket } from '../../src/core/netrunner/singleElimination';
import type { CutFormat, SingleCutSize } from '../../src/core/netrunner/singleElimination';

const play = (format: CutFormat, pick: (a: PlayerId, b: PlayerId) => PlayerId) => {
  const seeds = Array.from({ length: format.size }, (_, i) => playerId(100 + i));
  const winners = new Map<number, PlayerId>();
  for (let step = 0; step < 2 * format.size + 2; step++) {
    const st = cutProgress(format, seeds, winners);
    if (!st.ok) throw new Error(st.detail);
    if (st.finished) return { st, winners, seeds };
    const next = st.games.find((g) => g.playable);
    if (!next) throw new Error('stuck');
    winners.set(next.game.game, pick(next.a as PlayerId, next.b as PlayerId));
  }
  throw new Error('never finished');
};

describe('Netrunner top cut (single elimination)', () => {
  it('plays size − 1 games; the champion never lost, everyone else lost exactly once', () => {
    fc.assert(fc.property(fc.constantFrom(...singleCutSizes), fc.integer({ min: 1, max: 1_000_000 }), (size, seed) => {
      const rng = createRng(seed);
      const { st, winners, seeds } = play({ elimination: 'single', size }, (a, b) => (rng.int(0, 1) === 0 ? a : b));
      if (!st.ok || st.ranking === null) throw new Error('not finished');
      expect(winners.size).toBe(size - 1);
      expect([...st.ranking].sort()).toEqual([...seeds].sort());
      const losses = new Map<PlayerId, number>();
      for (const g of st.games) {
        const loser = (g.winner === g.a ? g.b : g.a) as PlayerId;
        losses.set(loser, (losses.get(loser) ?? 0) + 1);
      }
      expect(losses.has(st.ranking[0] as PlayerId)).toBe(false);
      expect([...losses.values()].every((n) => n === 1)).toBe(true);
    }), { seed: 6, numRuns: 200 });
  });

  it('keeps the top two seeds apart until the final when the higher seed always wins', () => {
    for (const size of singleCutSizes) {
      const { st, seeds } = play({ elimination: 'single', size }, (a, b) => (a < b ? a : b));
      if (!st.ok || st.ranking === null) throw new Error('not finished');
      expect(st.ranking.slice(0, 2)).toEqual([seeds[0], seeds[1]]);
      // the others rank by the round they went out in, then by seed: the strict seed order
      expect(st.ranking).toEqual(seeds);
    }
  });

  it('gives seed 1 the first-round bye in a top 3', () => {
    const seeds = [1, 2, 3].map(playerId);
    const st = singleCutState(3, seeds, new Map());
    if (!st.ok) throw new Error(st.detail);
    expect(st.games.filter((g) => g.playable).map((g) => [g.a, g.b])).toEqual([[2, 3]]);
    const after = singleCutState(3, seeds, new Map([[1, playerId(3)]]));
    if (!after.ok) throw new Error(after.detail);
    expect(after.games[1]).toMatchObject({ a: 1, b: 3, playable: true });
  });

  it('refuses a winner who is not in the game, and the wrong number of seeds', () => {
    const seeds = [1, 2, 3, 4].map(playerId);
    expect(singleCutState(4, seeds, new Map([[1, playerId(2)]]))).toMatchObject({ ok: false, reason: 'invalid-state' });
    expect(singleCutState(8, seeds, new Map())).toMatchObject({ ok: false });
  });

  it('accepts exactly the cut formats the Netrunner community uses', () => {
    expect(isCutFormat({ elimination: 'single', size: 3 })).toBe(true);
    expect(isCutFormat({ elimination: 'double', size: 3 })).toBe(false);
    expect(isCutFormat({ elimination: 'double', size: 16 })).toBe(true);
    expect(isCutFormat({ elimination: 'single', size: 6 })).toBe(false);
    const size: SingleCutSize = 16;
    expect(singleEliminationBracket(size).filter((g) => g.round === 1)).toHaveLength(8);
  });

  it('dispatches the double-elimination format to the double bracket (reset only when needed)', () => {
    const { winners } = play({ elimination: 'double', size: 8 }, (a, b) => (a < b ? a : b));
    expect(winners.size).toBe(14); // no grand-final reset when the upper finalist wins
  });

  it('with a third-place game: the losing semi-finalists play it; finished only once both it and the final are played', () => {
    for (const size of [4, 8, 16] as const) {
      const games = singleEliminationBracket(size, true);
      const final = games.find((g) => g.bracket === 'grand-final')!;
      const third = games.find((g) => g.bracket === 'third-place')!;
      expect(third).toMatchObject({ game: final.game + 1, round: final.round });
      expect([third.a, third.b]).toEqual([final.a, final.b].map((f) => ({ kind: 'loser', game: (f as { game: number }).game })));
      // the higher seed always wins: 1, 2, then 3 beats 4 for third place
      const { st, winners, seeds } = play({ elimination: 'single', size, thirdPlace: true }, (a, b) => (a < b ? a : b));
      if (!st.ok || !st.ranking) throw new Error('not finished');
      expect(winners.size).toBe(size);
      expect(st.ranking.slice(0, 4)).toEqual(seeds.slice(0, 4));
      expect([...st.ranking].sort()).toEqual([...seeds].sort());
    }
    // the final alone does not finish it
    const seeds = [1, 2, 3, 4].map(playerId);
    const partial = singleCutState(4, seeds, new Map([[1, seeds[0]!], [2, seeds[1]!], [3, seeds[0]!]]), true);
    expect(partial).toMatchObject({ ok: true, finished: false, ranking: null });
    expect(partial.ok && partial.games.find((g) => g.game.bracket === 'third-place')).toMatchObject({ a: seeds[3], b: seeds[2], playable: true });
    // a top 3 has no semi-finalists to play for third
    expect(singleEliminationBracket(3, true).some((g) => g.bracket === 'third-place')).toBe(false);
  });
});
