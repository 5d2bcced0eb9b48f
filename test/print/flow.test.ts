import { describe, expect, it } from 'vitest';
import { flowPages } from '../../src/ui/features/print/paper';
import { hashFromOutputRoute, outputRouteFromHash } from '../../src/ui/features/print/outputRoute';

const rows = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const shape = (pages: ReturnType<typeof flowPages<number>>) => pages.map((p) => p.map((s) => `${s.block}:${s.rows.length}${s.first ? '' : 'c'}${s.last ? '' : '+'}`));

describe('blocks flowing down pages (player cards, statistics)', () => {
  it('puts each block on a page of its own when asked (a card per page)', () => {
    const blocks = [0, 1, 2].map(() => ({ head: 10, row: 6, foot: 10, rows: rows(5), newPage: true }));
    expect(shape(flowPages(blocks, 200))).toEqual([['0:5'], ['1:5'], ['2:5']]);
  });

  it('runs blocks one after another (a booklet) and breaks a block between rows, its head repeated', () => {
    // head 10 + 5 rows × 6 + foot 10 = 50 mm a block: four on a 200 mm page.
    const blocks = [0, 1, 2, 3, 4].map(() => ({ head: 10, row: 6, foot: 10, rows: rows(5) }));
    expect(shape(flowPages(blocks, 200))).toEqual([['0:5', '1:5', '2:5', '3:5'], ['4:5']]);
    // On a 120 mm page the third block has 20 mm left: a head and a row of 6, no room for the foot after all five.
    expect(shape(flowPages(blocks.slice(0, 3), 120))).toEqual([['0:5', '1:5', '2:1+'], ['2:4c']]);
  });

  it('keeps a block whole where it fits a page (a card in a booklet), and breaks one taller than a page', () => {
    const blocks = [0, 1, 2].map(() => ({ head: 10, row: 6, foot: 10, rows: rows(5), keep: true }));
    expect(shape(flowPages(blocks, 120))).toEqual([['0:5', '1:5'], ['2:5']]);
    expect(shape(flowPages([{ head: 10, row: 6, foot: 10, rows: rows(2), keep: true }, { head: 10, row: 6, foot: 10, rows: rows(20), keep: true }], 60)))
      .toEqual([['0:2', '1:3+'], ['1:8c+'], ['1:8c+'], ['1:1c']]);
  });

  it('keeps the foot with the last row, never alone under a repeated head', () => {
    // 10 + 5 × 6 = 40 fits a 45 mm page, with the foot (10) it does not: the last row goes on with the foot.
    expect(shape(flowPages([{ head: 10, row: 6, foot: 10, rows: rows(5) }], 45))).toEqual([['0:4+'], ['0:1c']]);
  });

  it('gives a block taller than a page a row a page at least, and an empty block its head', () => {
    expect(shape(flowPages([{ head: 10, row: 6, foot: 0, rows: rows(4) }], 12))).toEqual([['0:1+'], ['0:1c+'], ['0:1c+'], ['0:1c']]);
    expect(shape(flowPages([{ head: 10, row: 6, foot: 3, rows: [] }], 50))).toEqual([['0:0']]);
  });
});

describe('the player cards\' print route', () => {
  it('reads and writes a booklet, a card per page by default', () => {
    const route = outputRouteFromHash('#/print/7/cards?paper=a4&cards=booklet');
    expect(route).toMatchObject({ screen: 'print', tournamentId: 7, printout: 'cards', cards: 'booklet' });
    expect(hashFromOutputRoute(route!)).toBe('#/print/7/cards?paper=a4&cards=booklet');
    expect(outputRouteFromHash('#/print/7/cards?paper=a4')).not.toHaveProperty('cards');
    expect(outputRouteFromHash('#/print/7/statistics?paper=letter')).toMatchObject({ printout: 'statistics', paper: 'letter' });
  });

  it('reads and writes one player\'s card ("Print this card"), every card without one', () => {
    const route = outputRouteFromHash('#/print/7/cards?paper=a4&auto=1&player=12');
    expect(route).toMatchObject({ screen: 'print', tournamentId: 7, printout: 'cards', player: 12, auto: true });
    expect(hashFromOutputRoute(route!)).toBe('#/print/7/cards?paper=a4&auto=1&player=12');
    expect(outputRouteFromHash('#/print/7/cards?paper=a4')).not.toHaveProperty('player');
    expect(outputRouteFromHash('#/print/7/cards?paper=a4&player=x')).not.toHaveProperty('player');
  });
});
