import { describe, expect, it } from 'vitest';
import { fideInitialRanking, initialOrderRule, moveInOrder } from '../../src/core/seeding';
import { systemModule } from '../../src/core/systems';

const p = (name: string, rating: number, title?: string) => (title === undefined ? { name, rating } : { name, rating, title });

describe('C.04.2 initial order: rating, then title, then name, unrated last', () => {
  const field = [
    p('Zeta', 2400), p('Alpha', 2400), p('Wim', 2400, 'WIM'), p('Gm', 2400, 'gm'), p('Im', 2400, 'm'),
    p('Wgm', 2400, 'WGM'), p('Fm', 2400, 'f'), p('Cm', 2400, 'CM'), p('Wfm', 2400, 'wf'), p('Wcm', 2400, 'WCM'),
    p('Unrated GM', 0, 'GM'), p('Unrated', 0), p('Top', 2650), p('Low', 1500),
  ];

  it('orders by rating, then GM IM WGM FM WIM CM WFM WCM none (any case, TRF letters), then name; unrated last', () => {
    expect(fideInitialRanking(field).map((x) => x.name)).toEqual([
      'Top', 'Gm', 'Im', 'Wgm', 'Fm', 'Wim', 'Cm', 'Wfm', 'Wcm', 'Alpha', 'Zeta', 'Low', 'Unrated GM', 'Unrated',
    ]);
  });

  it('the Dutch and Burstein modules seed by it by default', () => {
    expect(systemModule({ system: 'dutch', rules: '2026' }).seeding({ system: 'dutch', rules: '2026' }, 10)).toEqual({ method: 'fide-initial-ranking' });
    expect(systemModule({ system: 'burstein' }).seeding({ system: 'burstein' }, 10)).toEqual({ method: 'fide-initial-ranking' });
  });

  it('names the rule that put each player below the one above (what the seeding screen shows)', () => {
    const order = fideInitialRanking(field);
    const rules = order.slice(1).map((x, i) => initialOrderRule(order[i]!, x));
    expect(rules).toEqual(['rating', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'name', 'rating', 'unrated', 'title']);
    expect(initialOrderRule(p('A', 2000), p('A', 2000))).toBe('tie');
    expect(initialOrderRule(p('Low', 1500), p('Top', 2650))).toBe('by-hand');
  });
});

describe('moving a player by hand before round 1', () => {
  it('moves one entry and keeps the others in order; positions out of range are clamped', () => {
    expect(moveInOrder(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveInOrder(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b', 'c'], 1, -4)).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
