import { flexRender } from '@tanstack/react-table';
import type { Column, ColumnDef, RowData, Table } from '@tanstack/react-table';
import type { CSSProperties } from 'react';

declare module '@tanstack/react-table' {
  // The column facts the design system reads: `numeric` columns are right-aligned in tabular figures.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    readonly numeric?: boolean;
    /** Left out on a phone (app.css, max-width 640px) so the columns that matter stay in view (the standings' No., title, federation, rating). */
    readonly secondary?: boolean;
  }
}

/** Columns of any value type (TanStack's own examples use `any` here: value types differ per column). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Columns<T> = ColumnDef<T, any>[];

/** The class of a column's cells: `num` for numbers (right-aligned, tabular figures), `secondary` for a column a phone leaves out. */
export const cellClass = <T,>(c: Column<T, unknown>): string | undefined =>
  [c.columnDef.meta?.numeric ? 'num' : '', c.columnDef.meta?.secondary ? 'secondary' : ''].filter((x) => x !== '').join(' ') || undefined;

/**
 * The header of a sortable TanStack table (players, standings): each sortable column's title is a
 * button (click, Enter or Space) and its `aria-sort` says the order. The header row sticks to the
 * top of the table's scroll box (design system: tables).
 */
export function SortableHeader<T>(props: { readonly table: Table<T>; readonly style?: CSSProperties }) {
  return (
    <thead style={props.style}>
      {props.table.getHeaderGroups().map((hg) => (
        <tr key={hg.id} aria-rowindex={1}>
          {hg.headers.map((h) => {
            const sorted = h.column.getIsSorted();
            return (
              <th key={h.id} scope="col" className={cellClass(h.column)} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                {h.column.getCanSort() ? (
                  <button type="button" className="sort" onClick={h.column.getToggleSortingHandler()}>
                    {flexRender(h.column.columnDef.header, h.getContext())}
                    <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                  </button>
                ) : flexRender(h.column.columnDef.header, h.getContext())}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
