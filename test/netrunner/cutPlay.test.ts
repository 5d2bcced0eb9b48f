import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../src/core/model';
import { playerId } from '../../src/core/model';
import { cutGameSides } from '../../src/core/netrunner/cutPlay';
import { cutProgress } from '../../src/core/netrunner/singleElimination';
import { abrExport } from '../../src/core/netrunner/abrExport';
import { netrunnerScoring } from '../../src/core/model';
import type { Tournament } from '../../src/core/model';

const seeds = [1, 2, 3, 4].map(playerId);
const state = (winners: Map<number, PlayerId>) => {
  const st = cutProgress({ elimination: 'double', size: 4 }, seeds, winners);
  if (!st.ok) throw new Error(st.detail);
  return st;
};

describe('sides in the cut', () => {
  it('lets the higher seed choose in a first cut game, then keeps the recorded choice', () => {
    const open = cutGameSides(state(new Map()), seeds, new Map(), 5);
    expect(open.get(1)).toEqual({ kind: 'higher-seed-chooses', chooser: 1 });
    expect(open.get(2)).toEqual({ kind: 'higher-seed-chooses', chooser: 2 });
    const chosen = cutGameSides(state(new Map()), seeds, new Map([[1, playerId(4)]]), 5);
    expect(chosen.get(1)).toEqual({ kind: 'corp', corp: 4 });
  });

  it('has the player with fewer corp games in the cut corp next', () => {
    // game 1: 1 corps and wins against 4; game 2: 3 corps and wins against 2.
    const winners = new Map([[1, playerId(1)], [2, playerId(3)]]);
    const corpOf = new Map([[1, playerId(1)], [2, playerId(3)]]);
    const sides = cutGameSides(state(winners), seeds, corpOf, 5);
    // game 3 (upper): 1 and 3 both corped once → coin flip, but a corp is fixed
    expect(sides.get(3)?.kind).toBe('corp');
    // game 4 (lower): 4 and 2 both ran once → coin flip too; the flip replays from the seed
    expect(cutGameSides(state(winners), seeds, corpOf, 5).get(4)).toEqual(sides.get(4));
    // game 3: 1 corps and beats 3; game 4: 2 corps and loses to 4. Game 5 is 3 (one corp, one runner
    // game: balance 0) against 4 (ran twice: balance −2): 4 corps.
    const w2 = new Map([...winners, [3, playerId(1)], [4, playerId(4)]]);
    const c2 = new Map([...corpOf, [3, playerId(1)], [4, playerId(2)]]);
    expect(cutGameSides(state(w2), seeds, c2, 5).get(5)).toEqual({ kind: 'corp', corp: 4 });
  });

  it('exports a single-elimination cut to ABR with the winner and each side', () => {
    const t: Tournament = {
      name: 'Top 3', settings: { system: 'double-sided' }, scoring: netrunnerScoring, totalRounds: 1,
      players: [1, 2, 3].map((id) => ({ id: playerId(id), name: `P${id}`, rating: 0 })), rounds: [], plannedByes: [], randomSeed: 1,
    };
    const out = abrExport(t, {
      date: '2026-11-22',
      cut: { size: 3, elimination: 'single', seeds: [1, 2, 3].map(playerId), winners: new Map([[1, playerId(3)], [2, playerId(1)]]), corpOf: new Map([[1, playerId(2)], [2, playerId(3)]]) },
    });
    expect(out.cutToTop).toBe(3);
    expect(out.eliminationPlayers.map((p) => [p.id, p.rank, p.seed])).toEqual([[1, 1, 1], [3, 2, 3], [2, 3, 2]]);
    expect(out.rounds).toEqual([
      [{ table: 1, player1: { id: 2, role: 'corp', winner: false }, player2: { id: 3, role: 'runner', winner: true }, intentionalDraw: false, twoForOne: false, eliminationGame: true }],
      [{ table: 2, player1: { id: 1, role: 'runner', winner: true }, player2: { id: 3, role: 'corp', winner: false }, intentionalDraw: false, twoForOne: false, eliminationGame: true }],
    ]);
  });
});
