import { lazy, Suspense } from 'react';
import type { Snapshot } from '../../../db/repository';
import type { Tab } from '../../../store/ui';
import { KeptRounds } from './KeptRounds';
import { KeptStandings } from './KeptStandings';
import type { StandingsFeed } from './KeptStandings';
import { loading } from './loading';

const PlayersView = lazy(() => import('../players/PlayersView'));
const SeedingView = lazy(() => import('../seeding/SeedingView'));
const StatisticsView = lazy(() => import('../reports/StatisticsView'));
// System panels with a tab of their own: the Netrunner top cut and ABR export, the engine openings.
const NetrunnerPanel = lazy(() => import('../netrunner/NetrunnerPanel'));
const OpeningsView = lazy(() => import('../engine-swiss/OpeningsView'));

/**
 * What the open tab shows: players, seeding and the system's own tabs are drawn while open; the
 * Rounds screen (once visited) and the standings stay in the page behind the other tabs.
 */
export function TabRouter(props: { readonly snapshot: Snapshot; readonly tab: Tab; readonly standings: StandingsFeed }) {
  const { snapshot, tab } = props;
  return (
    <>
      <Suspense fallback={loading}>
        {tab === 'players' ? <PlayersView snapshot={snapshot} />
          : tab === 'seeding' ? <SeedingView snapshot={snapshot} />
            : tab === 'statistics' ? <StatisticsView snapshot={snapshot} />
            : tab === 'cut' ? <NetrunnerPanel snapshot={snapshot} />
              : tab === 'openings' ? <OpeningsView snapshot={snapshot} /> : null}
      </Suspense>
      <KeptRounds snapshot={snapshot} tab={tab} />
      <KeptStandings snapshot={snapshot} shown={tab === 'standings'} feed={props.standings} />
    </>
  );
}
