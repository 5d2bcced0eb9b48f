import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assignBoards, describeBoardWarning, withFixedBoards } from '../../src/core/pairing-edit';
import type { Player, ProposedPair } from '../../src/core/model';
import { id, name } from './helpers';

const players = (n: number, fixed: Readonly<Record<number, number>> = {}): Player[] =>
  Array.from({ length: n }, (_, i) => ({ id: id(i + 1), name: `P${i + 1}`, rating: 0, ...(fixed[i + 1] ? { fixedBoard: fixed[i + 1] } : {}) }));
const pairs = (...xs: (readonly [number, number])[]): ProposedPair[] => xs.map(([w, b]) => ({ white: id(w), black: id(b) }));
const show = (ps: readonly ProposedPair[]): string[] => ps.map((p) => `${p.white}-${p.black}`);

describe('board numbers with fixed boards', () => {
  const order = pairs([1, 2], [3, 4], [5, 6], [7, 8]);

  it('keeps the system order when no player has a fixed board', () => {
    expect(assignBoards({ players: players(8) }, order)).toEqual({ pairs: order, warnings: [] });
  });

  it('puts a lower-placed pair with a player fixed to board 1 on board 1 and the rest in order around it', () => {
    const r = assignBoards({ players: players(8, { 6: 1 }) }, order);
    expect(show(r.pairs)).toEqual(['5-6', '1-2', '3-4', '7-8']);
    expect(r.warnings).toEqual([]);
    expect(show(assignBoards({ players: players(8, { 1: 3 }) }, order).pairs)).toEqual(['3-4', '5-6', '1-2', '7-8']);
  });

  it('resolves two players fixed to one board deterministically, with a warning naming them', () => {
    const r = assignBoards({ players: players(8, { 3: 1, 8: 1 }) }, order);
    expect(show(r.pairs)).toEqual(['3-4', '1-2', '5-6', '7-8']);
    expect(r.warnings.map((w) => describeBoardWarning(w, name))).toEqual([
      'Fixed board: P8 and P3 are both fixed to board 1 and not paired together; P3 keeps board 1, P8 plays on board 4.',
    ]);
    const both = assignBoards({ players: players(8, { 5: 4, 6: 2 }) }, order);
    expect(show(both.pairs)).toEqual(['1-2', '5-6', '3-4', '7-8']);
    expect(both.warnings.map((w) => describeBoardWarning(w, name))).toEqual(['Fixed board: P5 (board 4) and P6 (board 2) play each other on board 2.']);
    const beyond = withFixedBoards({ players: players(8, { 1: 9 }) }, { pairs: order, byes: [], notes: ['n'] });
    expect(show(beyond.pairs)).toEqual(['3-4', '5-6', '7-8', '1-2']);
    expect(beyond.notes).toEqual(['n', 'Fixed board: P1 (1) is fixed to board 9, but the round has fewer boards; they play on board 4.']);
  });

  it('always returns the same pairs on distinct boards, and a player alone on their fixed board gets it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), fc.array(fc.integer({ min: 0, max: 14 }), { minLength: 24, maxLength: 24 }), (boards, wish) => {
      const ps = Array.from({ length: boards }, (_, i) => ({ white: id(2 * i + 1), black: id(2 * i + 2) }));
      const fixed: Record<number, number> = {};
      wish.slice(0, 2 * boards).forEach((b, i) => { if (b > 0) fixed[i + 1] = b; });
      const r = assignBoards({ players: players(2 * boards, fixed) }, ps);
      expect(show(r.pairs).slice().sort()).toEqual(show(ps).slice().sort());
      const claims = new Map<number, number>();
      for (const b of Object.values(fixed)) claims.set(b, (claims.get(b) ?? 0) + 1);
      for (const [p, b] of Object.entries(fixed)) {
        const pair = Math.ceil(Number(p) / 2);
        const partner = Number(p) % 2 === 1 ? Number(p) + 1 : Number(p) - 1;
        if (b <= boards && claims.get(b) === 1 && fixed[partner] === undefined) expect(show([r.pairs[b - 1]!])).toEqual(show([ps[pair - 1]!]));
      }
    }), { seed: 3, numRuns: 200 });
  });
});
