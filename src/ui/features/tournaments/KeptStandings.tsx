import { Activity, lazy, Suspense, useEffect, useState } from 'react';
import type { Snapshot } from '../../../db/repository';
import { moduleOf } from '../../../core/systems';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { useSettledValue } from '../../components/useSettledValue';
import { prepareReport, reportReady } from '../standings/report';
import { loading } from './loading';

const StandingsView = lazy(() => import('../standings/StandingsView'));

/** The snapshots the hidden standings may take (see `standingsSnapshot`). */
export interface StandingsFeed {
  readonly settled: Snapshot | null | undefined;
  readonly prepared: Snapshot | null;
}

/**
 * The snapshots for the standings behind another tab: the live one once the TO pauses
 * (`useSettledValue`), and the last one whose report is computed, part by part (`prepareReport`).
 * Called with the event's live snapshot from its first render, before it is read.
 */
export const useStandingsFeed = (snapshot: Snapshot | null | undefined, standingsShown: boolean): StandingsFeed => {
  // The hidden standings take a new snapshot once the TO pauses (see useSettledValue).
  const settled = useSettledValue(snapshot, 300);
  // The hidden standings take a settled snapshot once its report is computed, part by part
  // (prepareReport); until then they keep the one they have.
  const [prepared, setPrepared] = useState<Snapshot | null>(null);
  useEffect(() => {
    // A system with its own screen (the ladder) shows no standings tab: nothing to prepare.
    if (!settled || standingsShown || moduleOf(settled.row).ownScreen) return undefined;
    let stale = false;
    void prepareReport(settled.tournament, () => stale).then((ready) => {
      if (ready) setPrepared(settled);
    });
    return () => {
      stale = true;
    };
  }, [settled, standingsShown]);
  return { settled, prepared };
};

/**
 * The snapshot the standings show: the live one on their tab; behind another tab the settled one
 * once its report is computed, else the last prepared one of this event (the first render of an
 * event computes its report at once, as there is nothing to show instead).
 */
const standingsSnapshot = (shown: boolean, live: Snapshot, settled: Snapshot | null | undefined, prepared: Snapshot | null): Snapshot => {
  if (shown || !settled || settled.row.id !== live.row.id) return live;
  if (reportReady(settled.tournament) || !prepared || prepared.row.id !== live.row.id) return settled;
  return prepared;
};

/**
 * The standings stay mounted, hidden while another tab is open: React renders a hidden Activity at
 * its lowest priority, after everything on screen, so the standings code is loaded and the live
 * snapshot's standings are computed and rendered in the background (again after every change),
 * and a click on Standings only shows them (2000 players in < 100 ms). While hidden, its effects
 * are unmounted, and it follows the snapshot only once the TO pauses: a render restarted by every
 * key would never finish. Shown, it is always the live snapshot. Its own error boundary: a failure
 * there must not take the other tabs down while it renders behind them.
 */
export function KeptStandings(props: { readonly snapshot: Snapshot; readonly shown: boolean; readonly feed: StandingsFeed }) {
  const { snapshot, shown, feed } = props;
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <ErrorBoundary>
        <Suspense fallback={loading}><StandingsView snapshot={standingsSnapshot(shown, snapshot, feed.settled, feed.prepared)} /></Suspense>
      </ErrorBoundary>
    </Activity>
  );
}
