import { useSyncExternalStore } from 'react';
import type { BoardResult } from '../../../core/model';

/**
 * The last result change made in this tab, so it can be undone (one step). Kept in memory: the
 * audit log, not this, is the permanent record of every change.
 */
export interface ResultChange {
  readonly tournamentId: number;
  readonly round: number;
  readonly board: number;
  /** 0-based game on the board. */
  readonly game: number;
  readonly before: BoardResult | null;
  readonly after: BoardResult | null;
}

let last: ResultChange | null = null;
const listeners = new Set<() => void>();

export const rememberResultChange = (c: ResultChange | null): void => {
  last = c;
  for (const l of listeners) l();
};

export const useLastResultChange = (tournamentId: number): ResultChange | null =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (last?.tournamentId === tournamentId ? last : null),
  );
