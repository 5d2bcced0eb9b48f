import { useUi } from '../../../store/ui';
import type { Tab } from '../../../store/ui';
import { moduleOf } from '../../../core/systems';
import { StorageGuard } from '../backup/StorageGuard';
import { VenueChief, VenueChiefPanel } from '../venue/VenueChief';
import { PublishOnline } from '../venue/PublishOnline';
import { SectionNav } from '../sections/SectionNav';
import { useLiveSnapshot } from '../../components/useLiveSnapshot';
import { EventHeader } from './EventHeader';
import { EventTabs, tabsOf } from './EventTabs';
import { EventTools } from './EventTools';
import { OwnScreenView } from './OwnScreenView';
import { TabRouter } from './TabRouter';
import { useStandingsFeed } from './KeptStandings';
import { useFormerIdRedirect, useWarmPairing } from './eventEffects';
import { loading } from './loading';

/**
 * An event's dashboard: its header with the next step, the venue panel, the section switcher, the
 * storage banner, the section tabs and what the open tab shows, and the panels under every tab.
 */
export default function TournamentView(props: { readonly tournamentId: number; readonly tab: Tab }) {
  // null = not found; undefined = still loading.
  const snapshot = useLiveSnapshot(props.tournamentId);
  const standings = useStandingsFeed(snapshot, props.tab === 'standings');
  const navigate = useUi((s) => s.navigate);
  useWarmPairing(snapshot, props.tournamentId);
  const moved = useFormerIdRedirect(snapshot, props.tournamentId, props.tab);
  if (snapshot === undefined || (snapshot === null && moved !== null)) return loading;
  if (snapshot === null) return <p role="alert">This tournament does not exist (it may have been deleted).</p>;
  const { row } = snapshot;
  const system = moduleOf(row);
  // A ladder has no players table, seeding or rounds: one screen, game by game.
  if (system.ownScreen) return <OwnScreenView row={row} />;
  const shownTabs = tabsOf(system);
  const tab = shownTabs.includes(props.tab) ? props.tab : 'players';
  const go = (t: Tab) => navigate({ screen: 'tournament', tournamentId: props.tournamentId, tab: t });
  return (
    <VenueChief snapshot={snapshot}>
    <section aria-labelledby="tournament-heading" className="tournament-screen">
      <EventHeader snapshot={snapshot} />
      <VenueChiefPanel snapshot={snapshot} />
      <PublishOnline snapshot={snapshot} />
      <SectionNav row={row} tab={tab} />
      <StorageGuard />
      <EventTabs tabs={shownTabs} current={tab} onGo={go} />
      <TabRouter snapshot={snapshot} tab={tab} standings={standings} />
      <EventTools snapshot={snapshot} />
    </section>
    </VenueChief>
  );
}
