import { describe, expect, it } from 'vitest';
import { createTable } from '@tanstack/react-table';
import type { TableOptions, TableOptionsResolved, Updater } from '@tanstack/react-table';
import { sortedRows } from '../../src/ui/components/sortedRows';

interface Standing { readonly player: number; readonly points: number }

/**
 * A TanStack table as useReactTable drives it, without React: the options set again at each
 * "render" with that render's data, and the state updates it asks for counted.
 */
const renders = async (options: Pick<TableOptions<Standing>, 'getCoreRowModel' | 'getSortedRowModel' | 'autoResetPageIndex'>, datas: readonly Standing[][]) => {
  const updates: Updater<unknown>[] = [];
  const resolved = (data: Standing[]): TableOptionsResolved<Standing> => ({
    ...options, data, columns: [{ id: 'points', accessorFn: (r) => r.points }],
    state: {}, onStateChange: (u) => { updates.push(u); }, renderFallbackValue: null,
  });
  const table = createTable(resolved(datas[0]!));
  const rowCounts: number[] = [];
  for (const data of datas) {
    table.setOptions((prev) => ({ ...prev, ...resolved(data), state: table.initialState }));
    rowCounts.push(table.getRowModel().rows.length);
    await Promise.resolve(); // TanStack queues its automatic resets in a microtask
    await Promise.resolve();
  }
  return { updates: updates.length, rowCounts };
};

const field = (n: number, round: number): Standing[] => Array.from({ length: n }, (_, i) => ({ player: i + 1, points: (i * round) % 7 }));

describe('the tables\' row models (players, standings)', () => {
  it('ask React for no state update when new rows come (the hidden standings are not rendered again and again)', async () => {
    const after = await renders(sortedRows<Standing>(), [field(2000, 1), field(2000, 2), field(2000, 3), field(1999, 4)]);
    expect(after.rowCounts).toEqual([2000, 2000, 2000, 1999]);
    expect(after.updates).toBe(0);
  });

  it('would, with TanStack\'s default page-index reset: one update per new set of rows', async () => {
    const { autoResetPageIndex: _, ...defaults } = sortedRows<Standing>();
    const after = await renders(defaults, [field(2000, 1), field(2000, 2), field(2000, 3), field(1999, 4)]);
    expect(after.updates).toBeGreaterThanOrEqual(3);
  });
});
