import { memo, startTransition, useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { flexRender, useReactTable } from '@tanstack/react-table';
import type { SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cellClass, SortableHeader } from '../../components/SortableHeader';
import { sortedRows } from '../../components/sortedRows';
import { scrollBoxInitialRect, scrollBoxStyle } from '../../components/scrollBox';
import type { Columns } from '../../components/SortableHeader';

const rowHeight = 33;
/**
 * Events up to this many players render every row (find-in-page and printing see every player);
 * bigger ones only the window, also when a search narrows them (rendering 150 matching rows at
 * once made that keystroke take 60-400 ms at 1000 players; the target is input p95 < 50 ms).
 */
const renderAllUpTo = 150;

/** The search field: its own state, so a key press draws only the field. */
const SearchField = memo(function SearchField(props: { readonly onSearch: (query: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <label>Search <input type="search" value={query} onChange={(e) => { setQuery(e.currentTarget.value); props.onSearch(e.currentTarget.value); }} placeholder="name, club, federation, ID…" /></label>
  );
});

/**
 * A sortable, searchable table that renders only the rows in view (plus a few), so 2000 players
 * scroll and filter smoothly. It stays a real <table>: the rows above and below the window are
 * one spacer row each, and aria-rowcount / aria-rowindex tell screen readers where they are.
 */
export function VirtualTable<T>(props: {
  readonly data: readonly T[];
  readonly columns: Columns<T>;
  readonly label: string;
  readonly initialSort?: SortingState;
  readonly rowKey: (row: T) => string;
  /** The text a search matches against (case-insensitive, every word must occur). */
  readonly searchText: (row: T) => string;
  readonly toolbar?: ReactNode;
}) {
  const [sorting, setSorting] = useState<SortingState>(props.initialSort ?? []);
  // The field (its own component) echoes each key at once without drawing the table again;
  // filtering and redrawing the rows follow as a transition, which the next key interrupts, so
  // typing stays responsive at 1000 players while the worker pairs.
  const [filterQuery, setFilterQuery] = useState('');
  const onSearch = useCallback((q: string) => startTransition(() => setFilterQuery(q)), []);
  const { data, searchText } = props;
  const haystacks = useMemo(() => new Map(data.map((r) => [r, searchText(r).toLowerCase()])), [data, searchText]);
  const table = useReactTable<T>({
    data: props.data as T[],
    columns: props.columns,
    state: { sorting },
    onSortingChange: setSorting,
    ...sortedRows<T>(),
    getRowId: props.rowKey,
  });
  // The search picks from the sorted rows, which stay the same objects while the data and the
  // order do (TanStack's filtered row model made 1000 new rows per key: garbage, then GC pauses).
  const sorted = table.getRowModel().rows;
  const rows = useMemo(() => {
    const words = filterQuery.toLowerCase().split(/\s+/).filter((w) => w !== '');
    return words.length === 0 ? sorted : sorted.filter((r) => {
      const hay = haystacks.get(r.original) ?? '';
      return words.every((w) => hay.includes(w));
    });
  }, [sorted, filterQuery, haystacks]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 12, initialRect: scrollBoxInitialRect() });
  const windowed = props.data.length > renderAllUpTo;
  const items = windowed ? virtual.getVirtualItems() : rows.map((_, index) => ({ index }));
  const before = windowed ? (virtual.getVirtualItems()[0]?.start ?? 0) : 0;
  const after = windowed ? virtual.getTotalSize() - (virtual.getVirtualItems().at(-1)?.end ?? 0) : 0;
  const width = table.getVisibleLeafColumns().length;

  return (
    <div className="virtual-table">
      <div className="table-toolbar toolbar">
        <SearchField onSearch={onSearch} />
        <span role="status">{rows.length === props.data.length ? `${rows.length} players` : `${rows.length} of ${props.data.length} players match`}</span>
        {props.toolbar}
      </div>
      <div ref={scroller} className="table-scroller" style={scrollBoxStyle}>
        <table aria-label={props.label} aria-rowcount={rows.length + 1}>
          <SortableHeader table={table} />
          <tbody>
            {before > 0 ? <tr aria-hidden="true" className="spacer"><td colSpan={width} style={{ height: before, padding: 0 }} /></tr> : null}
            {items.map((v) => {
              const r = rows[v.index]!;
              return (
                <tr key={r.id} aria-rowindex={v.index + 2} style={{ height: rowHeight }}>
                  {r.getVisibleCells().map((c) => <td key={c.id} className={cellClass(c.column)}>{flexRender(c.column.columnDef.cell, c.getContext())}</td>)}
                </tr>
              );
            })}
            {after > 0 ? <tr aria-hidden="true" className="spacer"><td colSpan={width} style={{ height: after, padding: 0 }} /></tr> : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
