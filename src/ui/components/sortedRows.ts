import { getCoreRowModel, getSortedRowModel } from '@tanstack/react-table';
import type { RowData, TableOptions } from '@tanstack/react-table';

/**
 * The row models of the app's TanStack tables (players, standings): every row, sorted by the
 * clicked header; no filtering or pages in TanStack (a search filters the sorted rows itself).
 *
 * `autoResetPageIndex: false`: by default TanStack resets the page index whenever it builds a new
 * row model, a state update queued in a microtask after each render with new data. These tables
 * have no pages, so the reset only costs a render. Behind the other tabs it cost far more: the
 * hidden standings (a React <Activity>) were rendered again 20-40 times after each result; at 2000
 * players the click on Standings after a result took 89-206 ms, and 38-86 ms without the reset.
 */
export const sortedRows = <T extends RowData>(): Pick<TableOptions<T>, 'getCoreRowModel' | 'getSortedRowModel' | 'autoResetPageIndex'> => ({
  getCoreRowModel: getCoreRowModel(),
  getSortedRowModel: getSortedRowModel(),
  autoResetPageIndex: false,
});
