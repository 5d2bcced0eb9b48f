import { useRef, useState } from 'react';
import { flexRender, useReactTable } from '@tanstack/react-table';
import type { Row, SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cellClass, SortableHeader } from '../../components/SortableHeader';
import { sortedRows } from '../../components/sortedRows';
import { scrollBoxInitialRect, scrollBoxStyle } from '../../components/scrollBox';
import type { Columns } from '../../components/SortableHeader';

/** Above this many rows only the rows in view are rendered (2000-player opens stay fast). */
export const virtualiseFrom = 200;
const rowHeight = 30;

/**
 * The standings table: TanStack sorting on every column header, and for big events a virtual
 * window over the rows (spacer rows keep the scroll height and the table's column layout).
 */
export function StandingsTable<T>(props: {
  readonly data: readonly T[];
  readonly columns: Columns<T>;
  readonly label: string;
  readonly rowKey: (row: T) => string;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable<T>({
    data: props.data as T[],
    columns: props.columns,
    state: { sorting },
    onSortingChange: setSorting,
    ...sortedRows<T>(),
    getRowId: props.rowKey,
  });
  const rows = table.getRowModel().rows;
  const virtual = rows.length >= virtualiseFrom;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 20,
    initialRect: scrollBoxInitialRect(),
  });
  const items = virtualizer.getVirtualItems();
  const shown: { row: Row<T>; index: number }[] = virtual
    ? items.flatMap((v) => (rows[v.index] ? [{ row: rows[v.index] as Row<T>, index: v.index }] : []))
    : rows.map((row, index) => ({ row, index }));
  const before = virtual && items[0] ? items[0].start : 0;
  const after = virtual && items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const span = table.getVisibleLeafColumns().length;

  return (
    <div ref={scroller} className={virtual ? 'standings-scroll' : 'table-scroll'} style={virtual ? scrollBoxStyle : undefined}>
      <table aria-label={props.label} aria-rowcount={rows.length + 1}>
        <SortableHeader table={table} />
        <tbody>
          {before > 0 ? <tr aria-hidden="true"><td colSpan={span} style={{ height: before, padding: 0, border: 0 }} /></tr> : null}
          {shown.map(({ row, index }) => (
            <tr key={row.id} aria-rowindex={index + 2} style={virtual ? { height: rowHeight } : undefined}>
              {row.getVisibleCells().map((c) => (
                <td key={c.id} className={cellClass(c.column)}>{flexRender(c.column.columnDef.cell, c.getContext())}</td>
              ))}
            </tr>
          ))}
          {after > 0 ? <tr aria-hidden="true"><td colSpan={span} style={{ height: after, padding: 0, border: 0 }} /></tr> : null}
        </tbody>
      </table>
    </div>
  );
}
