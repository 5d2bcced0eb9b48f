import type { KeyboardEvent } from 'react';
import type { BoardResult, PlayerId } from '../../../core/model';
import type { SeatEntry } from '../../../core/sheets';

/** What the board rows of one round draw from (see `BoardsTable`'s `rowView`). */
export interface RowView {
  readonly games: number;
  readonly resultText: (r: BoardResult) => string;
  readonly entries: ReadonlyMap<PlayerId, SeatEntry>;
  readonly netrunner: boolean;
  readonly openings: ReadonlyMap<number, readonly string[]> | null;
  /** The result keys a cell takes (aria-keyshortcuts). */
  readonly keys: string;
  readonly doubleSided: boolean;
  readonly tournamentId: number;
  readonly round: number;
  /** A round of more than 100 boards, drawn in slices and as grid rows (their ARIA roles written out). */
  readonly sliced: boolean;
  /** "Why?" on each board, when the system explains its pairings (`canExplain`): opens the explanation of the board. */
  readonly why: ((board: number) => void) | null;
}

/** The rows' handlers, always the Rounds screen's latest render's (kept in a ref: see `useResultEntry`). */
export interface RowActions {
  readonly onKey: (e: KeyboardEvent<HTMLButtonElement>, board: number, game: number) => void;
  readonly openMenu: (anchor: HTMLElement, board: number, game: number) => void;
}

/** The cell a results menu is open on. */
export interface OpenMenu {
  readonly anchor: HTMLElement;
  readonly board: number;
  readonly game: number;
}

/**
 * ARIA roles for the parts of a round drawn in slices: its rows are grids there, not table rows,
 * and a browser may stop exposing a table whose parts are displayed otherwise.
 */
export const role = (sliced: boolean, r: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'cell'): { role?: string } => (sliced ? { role: r } : {});
