import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { Round } from '../../../core/model';
import { useUi } from '../../../store/ui';

/** The dashboard's "Enter the results of round k": show round k, focus its first empty result. */
export const useResultsRequest = (args: {
  readonly tournamentId: number;
  readonly shownNumber: number;
  readonly shown: Round | undefined;
  readonly rounds: number;
  /** Shows a round. */
  readonly choose: (round: number) => void;
  readonly drawn: number;
  readonly drawAll: () => void;
  readonly tableRef: RefObject<HTMLTableElement | null>;
}): void => {
  const { tournamentId, shownNumber, shown, rounds, choose, drawn, drawAll, tableRef } = args;
  const request = useUi((s) => (s.resultsRequest?.tournamentId === tournamentId ? s.resultsRequest : null));
  const requestResults = useUi((s) => s.requestResults);
  useEffect(() => {
    if (!request) return;
    if (shownNumber !== request.round) { choose(request.round); return; }
    // The first board without a result may not be drawn yet: draw every board, then focus it.
    const firstEmpty = shown?.pairings.findIndex((p) => p.games.some((g) => g === null)) ?? -1;
    if (firstEmpty >= drawn) { drawAll(); return; }
    requestResults(null);
    const empty = tableRef.current?.querySelector<HTMLButtonElement>('button[data-result].empty') ?? tableRef.current?.querySelector<HTMLButtonElement>('button[data-result]');
    empty?.focus();
  }, [request, shownNumber, rounds, requestResults, drawn]); // eslint-disable-line react-hooks/exhaustive-deps
};
