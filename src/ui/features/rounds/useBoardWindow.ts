import { useCallback, useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { useBoardsDrawn } from './useBoardsDrawn';

/**
 * Rounds of up to this many boards keep every board in the page once drawn (100 a task, see
 * `useBoardsDrawn`): find-in-page and printing see them all. A bigger round (a 10,000-player open
 * has 5,000 boards) draws only the boards in view and a few around them: all of them took the
 * page's thread for seconds, and the page stayed heavy for every result entered.
 */
export const windowBoardsOver = 500;

/** A board row's height before it is measured (two lines a player, a result button, "Why?"). */
const estimatedRow = 58;

/** One row to draw: its index among the round's boards and the height of the undrawn rows just before it. */
export interface DrawnBoard {
  readonly index: number;
  readonly gapBefore: number;
}

/**
 * Which boards of the round shown are in the page. The result entry's keyboard moves from board to
 * board and the board-number field jumps anywhere: `reveal(i)` puts board index i in the page now
 * (with `flushSync` around it, its result button can be focused at once; focusing it scrolls it into
 * view, and the window follows the scroll).
 */
export interface BoardWindow {
  readonly windowed: boolean;
  readonly rows: readonly DrawnBoard[];
  /** The height of the undrawn rows after the last drawn one. */
  readonly after: number;
  readonly isDrawn: (index: number) => boolean;
  readonly reveal: (index: number) => void;
  /** Each drawn row's element (with its `data-index`), measured by the window. */
  readonly measure: ((el: Element | null) => void) | undefined;
  /** Every board drawn (small rounds, once all slices are in). */
  readonly complete: boolean;
}

export const useBoardWindow = (round: number, boards: number, body: RefObject<HTMLElement | null>): BoardWindow => {
  const windowed = boards > windowBoardsOver;
  const slices = useBoardsDrawn(round, windowed ? 0 : boards);
  // The board the keyboard or the board-number field went to, kept drawn until another is asked for.
  const [pinned, setPinned] = useState<{ readonly round: number; readonly index: number } | null>(null);
  const pin = pinned !== null && pinned.round === round && pinned.index < boards ? pinned.index : null;
  // Where the rows start in the page (the window scrolls the page, not a box).
  const [margin, setMargin] = useState(0);
  // After every render: what is above the table (an alert, the notes) may have changed height. It
  // settles in one more render at most (set only when it moved).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (!windowed || !body.current) return;
    const top = Math.round(body.current.getBoundingClientRect().top + window.scrollY);
    if (Math.abs(top - margin) > 1) setMargin(top);
  });
  const rangeExtractor = useCallback((r: Range) => {
    const inView = defaultRangeExtractor(r);
    return pin === null || inView.includes(pin) ? inView : [...inView, pin].sort((a, b) => a - b);
  }, [pin]);
  const virtual = useWindowVirtualizer({
    count: windowed ? boards : 0, estimateSize: () => estimatedRow, overscan: 10, scrollMargin: margin, rangeExtractor,
  });
  const items = windowed ? virtual.getVirtualItems() : [];
  const drawnSet = new Set(items.map((v) => v.index));
  const reveal = useCallback((index: number) => {
    if (windowed) setPinned({ round, index });
    else slices.drawAll();
  }, [windowed, round, slices]);
  if (!windowed) {
    return {
      windowed, rows: Array.from({ length: slices.drawn }, (_, index) => ({ index, gapBefore: 0 })), after: 0,
      isDrawn: (i) => i < slices.drawn, reveal, measure: undefined, complete: slices.drawn >= boards,
    };
  }
  let end = margin;
  const rows = items.map((v) => {
    const row = { index: v.index, gapBefore: Math.max(0, v.start - end) };
    end = v.end;
    return row;
  });
  return {
    windowed, rows, after: Math.max(0, virtual.getTotalSize() + margin - end),
    isDrawn: (i) => drawnSet.has(i), reveal, measure: virtual.measureElement, complete: false,
  };
};
