import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { scrollBoxInitialRect, scrollBoxStyle } from './scrollBox';

/**
 * Tables up to this many rows draw every row (find-in-page and printing see them all); a bigger
 * one only the rows in view, as the players table does (`renderAllUpTo` there).
 */
export const drawAllRowsUpTo = 150;

/**
 * The body of a big table drawn a window at a time: the table stays a real <table> in a scroll box
 * (at most 70% of the window), the rows above and below the window are one spacer row each, and
 * each row drawn carries its `aria-rowindex` (the header is row 1), so a screen reader still says
 * where it is among `aria-rowcount` rows. `row(i)` draws the i-th row's cells (a <tr> with
 * `aria-rowindex={i + 2}` and the `data-index` given, which the window uses to measure it).
 */
export function WindowedTable(props: {
  readonly count: number;
  readonly rowHeight: number;
  readonly label: string;
  /** The scroll box's name (a region the keyboard can scroll). */
  readonly scrollLabel: string;
  readonly columns: number;
  readonly head: ReactNode;
  readonly row: (index: number, measure: ((el: Element | null) => void) | undefined) => ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const windowed = props.count > drawAllRowsUpTo;
  const virtual = useVirtualizer({
    count: windowed ? props.count : 0, getScrollElement: () => scroller.current, estimateSize: () => props.rowHeight, overscan: 8,
    initialRect: scrollBoxInitialRect(),
  });
  const items = windowed ? virtual.getVirtualItems() : [];
  const before = items[0]?.start ?? 0;
  const after = windowed ? virtual.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const indices = windowed ? items.map((v) => v.index) : Array.from({ length: props.count }, (_, i) => i);
  return (
    <div ref={scroller} className="table-scroll" style={windowed ? scrollBoxStyle : undefined} tabIndex={0} role="region" aria-label={props.scrollLabel}>
      <table aria-label={props.label} aria-rowcount={props.count + 1}>
        {props.head}
        <tbody>
          {before > 0 ? <tr aria-hidden="true" className="spacer"><td colSpan={props.columns} style={{ height: before, padding: 0 }} /></tr> : null}
          {indices.map((i) => props.row(i, windowed ? virtual.measureElement : undefined))}
          {after > 0 ? <tr aria-hidden="true" className="spacer"><td colSpan={props.columns} style={{ height: after, padding: 0 }} /></tr> : null}
        </tbody>
      </table>
    </div>
  );
}
