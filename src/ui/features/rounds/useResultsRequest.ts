import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { Round } from '../../../core/model';
import { useUi } from '../../../store/ui';
import type { BoardWindow } from './useBoardWindow';

/** The dashboard's "Enter the results of round k": show round k, focus its first empty result. */
export const useResultsRequest = (args: {
  readonly tournamentId: number;
  readonly shownNumber: number;
  readonly shown: Round | undefined;
  readonly rounds: number;
  /** Shows a round. */
  readonly choose: (round: number) => void;
  readonly window: BoardWindow;
  readonly tableRef: RefObject<HTMLTableElement | null>;
}): void => {
  const { tournamentId, shownNumber, shown, rounds, choose, window: win, tableRef } = args;
  const request = useUi((s) => (s.resultsRequest?.tournamentId === tournamentId ? s.resultsRequest : null));
  const requestResults = useUi((s) => s.requestResults);
  useEffect(() => {
    if (!request) return;
    if (shownNumber !== request.round) { choose(request.round); return; }
    // The first board without a result may not be drawn yet: draw it (every board of a small round), then focus it.
    const firstEmpty = shown?.pairings.findIndex((p) => p.games.some((g) => g === null)) ?? -1;
    if (firstEmpty >= 0 && !win.isDrawn(firstEmpty)) { win.reveal(firstEmpty); return; }
    requestResults(null);
    const board = firstEmpty >= 0 ? shown?.pairings[firstEmpty]?.board : undefined;
    const empty = (board === undefined ? null : tableRef.current?.querySelector<HTMLButtonElement>(`button[data-result][data-board="${board}"].empty`))
      ?? tableRef.current?.querySelector<HTMLButtonElement>('button[data-result]');
    empty?.focus();
  }, [request, shownNumber, rounds, requestResults, win.rows]); // eslint-disable-line react-hooks/exhaustive-deps
};
