import { lazy, Suspense, useState } from 'react';
import type { Snapshot } from '../../../db/repository';
import type { Tab } from '../../../store/ui';
import { loading } from './loading';

const RoundsView = lazy(() => import('../rounds/RoundsView'));

/**
 * The Rounds screen stays in the page once visited, skipped by the browser while another tab is
 * open (content-visibility: hidden keeps its layout; inert takes it out of focus and the
 * accessibility tree). Leaving a 1000-board round no longer removes 15,000 elements on the click
 * (40-60 ms), and coming back shows it at once. Not a React <Activity>: its display: none drops
 * the layout, and the way back re-laid the whole table in one 300-670 ms task. Hidden, it keeps
 * the snapshot it last showed: a round paired meanwhile is drawn when the TO comes back, not while
 * they type elsewhere.
 */
export function KeptRounds(props: { readonly snapshot: Snapshot; readonly tab: Tab }) {
  const { snapshot, tab } = props;
  // The snapshot the Rounds screen last showed.
  const [roundsLeft, leaveRounds] = useState<Snapshot | null>(null);
  if (tab === 'rounds' && roundsLeft !== snapshot) leaveRounds(snapshot);
  const roundsShown = tab === 'rounds' ? snapshot : roundsLeft?.row.id === snapshot.row.id ? roundsLeft : null;
  if (!roundsShown) return null;
  return (
    <div className={tab === 'rounds' ? 'tab-view' : 'tab-view kept'} inert={tab !== 'rounds'}>
      <Suspense fallback={loading}><RoundsView snapshot={roundsShown} /></Suspense>
    </div>
  );
}
