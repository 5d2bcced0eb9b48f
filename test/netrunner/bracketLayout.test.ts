import { describe, expect, it } from 'vitest';
import { bracketLayout } from '../../src/core/netrunner/bracketLayout';
import { cutBracket } from '../../src/core/netrunner/cutBracket';
import { singleEliminationBracket } from '../../src/core/netrunner/singleElimination';

describe('the cut drawn as a bracket', () => {
  it('puts a top-8 single elimination in three columns, each game level with the middle of its two feeders', () => {
    const l = bracketLayout(singleEliminationBracket(8));
    const at = new Map(l.games.map((g) => [g.game, g]));
    expect(l.columns).toBe(3);
    expect([1, 2, 3, 4].map((g) => at.get(g)?.row)).toEqual([0, 1, 2, 3]);
    expect(at.get(5)?.row).toBe(0.5);
    expect(at.get(6)?.row).toBe(2.5);
    expect(at.get(7)).toMatchObject({ column: 2, row: 1.5, section: 'final' });
    expect(l.lines).toContainEqual({ from: 5, to: 7 });
  });

  it('draws a double-elimination top 8: the losers’ bracket under the winners’, no two games in one place, finals on the right', () => {
    const l = bracketLayout(cutBracket(8));
    const places = l.games.map((g) => `${g.column}:${g.row}`);
    expect(new Set(places).size).toBe(places.length);
    const upper = l.games.filter((g) => g.section === 'upper');
    const lower = l.games.filter((g) => g.section === 'lower');
    expect(Math.min(...lower.map((g) => g.row))).toBeGreaterThan(Math.max(...upper.map((g) => g.row)));
    const last = Math.max(...l.games.map((g) => g.column));
    expect(l.games.filter((g) => g.section === 'final').map((g) => g.column)).toEqual([last - 1, last]);
    expect(l.columns).toBe(7);
  });

  it('draws the third-place game under the final, in its column, clear of every other game', () => {
    for (const size of [4, 8] as const) {
      const l = bracketLayout(singleEliminationBracket(size, true));
      const final = l.games.find((g) => g.game === (size === 4 ? 3 : 7))!;
      const third = l.games.find((g) => g.game === final.game + 1)!;
      expect(third).toMatchObject({ column: final.column, row: final.row + 1.5, section: 'final' });
      expect(l.rows).toBeGreaterThanOrEqual(third.row + 1);
      const places = l.games.map((g) => `${g.column}:${g.row}`);
      expect(new Set(places).size).toBe(places.length);
    }
  });
});
