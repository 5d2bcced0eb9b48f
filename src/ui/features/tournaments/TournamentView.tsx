import { assertNever, roundComplete } from '../../../core/model';
import { Activity, lazy, memo, Suspense, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { loadCut, tournamentOfFormerId } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { describeStatus } from './status';
import { hashFromRoute, tabs, useUi } from '../../../store/ui';
import type { Tab } from '../../../store/ui';
import { describeSystem, moduleOf } from '../../../core/systems';
import type { SystemModule } from '../../../core/systems';
import { describeStage } from '../../../worker/protocol';
import { cancelPairing, warmPairing } from '../../pairing';
import { ExportTrfButton } from './ExportTrfButton';
import { ExportBackupButton } from '../backup/BackupControls';
import { StorageGuard } from '../backup/StorageGuard';
import { SettingsPanel } from './SettingsPanel';
import { DetailsPanel } from './DetailsPanel';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PairRoundButton } from '../rounds/PairRoundButton';
import { VenueChief, VenueChiefPanel } from '../venue/VenueChief';
import { cutView } from '../netrunner/cut';
import { eventState } from './nextStep';
import type { EventState } from './nextStep';
import { SectionNav } from '../sections/SectionNav';
import { useSettledValue } from '../../components/useSettledValue';
import { useLiveSnapshot } from '../../components/useLiveSnapshot';
import { prepareReport, reportReady } from '../standings/report';

/** The next round can be paired now (seeded, a round left, the last one complete). */
const nextRoundPairable = (s: Snapshot): boolean => {
  const rounds = s.tournament.rounds;
  const last = rounds[rounds.length - 1];
  return s.row.status !== 'registration' && rounds.length < s.row.totalRounds && (!last || roundComplete(last));
};

const PlayersView = lazy(() => import('../players/PlayersView'));
const SeedingView = lazy(() => import('../seeding/SeedingView'));
const RoundsView = lazy(() => import('../rounds/RoundsView'));
const StandingsView = lazy(() => import('../standings/StandingsView'));
const AuditLog = lazy(() => import('../audit/AuditLog'));
const LadderView = lazy(() => import('../ladder/LadderView'));
const PrintPanel = lazy(() => import('../print/PrintPanel'));
const ProjectorControls = lazy(() => import('../projector/ProjectorControls'));
// System panels with a tab of their own: the Netrunner top cut and ABR export, the engine openings.
const NetrunnerPanel = lazy(() => import('../netrunner/NetrunnerPanel'));
const OpeningsView = lazy(() => import('../engine-swiss/OpeningsView'));

const tabLabel = (t: Tab): string => {
  switch (t) {
    case 'players': return 'Players';
    case 'seeding': return 'Seeding';
    case 'rounds': return 'Rounds';
    case 'standings': return 'Standings';
    case 'cut': return 'Cut and export';
    case 'openings': return 'Openings';
    default: return assertNever(t);
  }
};

/** The tabs an event has: the four of every event, and its system's own (asked of its module). */
const tabsOf = (m: SystemModule): readonly Tab[] =>
  tabs.filter((t) => (t === 'cut' ? m.netrunner !== undefined : t === 'openings' ? m.openings !== undefined : true));

const loading = <p role="status">Loading…</p>;

/**
 * The panels under every tab (print and projector, settings, details, audit log). Memoised: a tab
 * switch renders TournamentView again with the same snapshot, and these panels need not follow it
 * (the click on a tab then draws only the tabs and the section it opens).
 */
const EventTools = memo(function EventTools(props: { readonly snapshot: Snapshot }) {
  const { snapshot } = props;
  const { row } = snapshot;
  return (
    <div className="event-tools">
      <details className="output-panel panel-disclosure">
        <summary>Print and projector</summary>
        <Suspense fallback={loading}>
          <PrintPanel snapshot={snapshot} />
          <ProjectorControls tournamentId={row.id} netrunner={moduleOf(snapshot.tournament).netrunner !== undefined} />
        </Suspense>
      </details>
      <SettingsPanel snapshot={snapshot} />
      <DetailsPanel snapshot={snapshot} />
      <details className="audit-panel panel-disclosure">
        <summary>Audit log</summary>
        <Suspense fallback={loading}><AuditLog tournamentId={row.id} snapshot={snapshot} /></Suspense>
      </details>
    </div>
  );
});

export default function TournamentView(props: { readonly tournamentId: number; readonly tab: Tab }) {
  const db = appDb();
  // null = not found; undefined = still loading.
  const snapshot = useLiveSnapshot(props.tournamentId);
  // The hidden standings take a new snapshot once the TO pauses (see useSettledValue).
  const settled = useSettledValue(snapshot, 300);
  // The hidden standings take a settled snapshot once its report is computed, part by part
  // (prepareReport); until then they keep the one they have.
  const [prepared, setPrepared] = useState<Snapshot | null>(null);
  const standingsShown = props.tab === 'standings';
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
  // The Rounds screen, once visited, stays in the page behind the other tabs with the snapshot it
  // last showed (see below).
  const [roundsLeft, leaveRounds] = useState<Snapshot | null>(null);
  const navigate = useUi((s) => s.navigate);
  // The pairing worker gets ready when the tournament opens and again whenever its next round can
  // be paired (after the last result, or any change then): the click on "Pair round N" then finds
  // it started and the tournament read.
  const pairable = snapshot ? nextRoundPairable(snapshot) : false;
  const warmAt = pairable ? snapshot!.revision : -1;
  useEffect(() => {
    if (snapshot !== undefined && snapshot !== null && !moduleOf(snapshot.row).ownScreen) warmPairing(props.tournamentId);
  }, [props.tournamentId, warmAt, snapshot === undefined]); // eslint-disable-line react-hooks/exhaustive-deps
  // An address from before the database gave every tournament a global id (#/t/2): go to the
  // tournament that had that id, rather than saying it does not exist (replacing the old address
  // in the history, so Back does not lead to it again).
  const moved = useLiveQuery(async () => (snapshot === null ? ((await tournamentOfFormerId(db, props.tournamentId)) ?? null) : null), [db, props.tournamentId, snapshot === null]);
  useEffect(() => {
    if (moved) location.replace(hashFromRoute({ screen: 'tournament', tournamentId: moved, tab: props.tab }));
  }, [moved]); // eslint-disable-line react-hooks/exhaustive-deps
  if (snapshot === undefined || (snapshot === null && moved !== null)) return loading;
  if (snapshot === null) return <p role="alert">This tournament does not exist (it may have been deleted).</p>;
  const { row } = snapshot;
  const system = moduleOf(row);
  // A ladder has no players table, seeding or rounds: one screen, game by game.
  if (system.ownScreen) {
    return (
      <section aria-labelledby="tournament-heading">
        <header className="dashboard tournament-header">
          <div className="identity">
            <h1 id="tournament-heading">{row.name}</h1>
            <p className="state"><span className="meta">{describeSystem(row.settings)}</span></p>
          </div>
        </header>
        <Suspense fallback={loading}><LadderView tournamentId={row.id} name={row.name} /></Suspense>
      </section>
    );
  }
  const shownTabs = tabsOf(system);
  const tab = shownTabs.includes(props.tab) ? props.tab : 'players';
  const go = (t: Tab) => navigate({ screen: 'tournament', tournamentId: props.tournamentId, tab: t });
  if (tab === 'rounds' && roundsLeft !== snapshot) leaveRounds(snapshot);
  const roundsShown = tab === 'rounds' ? snapshot : roundsLeft?.row.id === row.id ? roundsLeft : null;
  return (
    <VenueChief snapshot={snapshot}>
    <section aria-labelledby="tournament-heading" className="tournament-screen">
      <Dashboard snapshot={snapshot} />
      <VenueChiefPanel snapshot={snapshot} />
      <SectionNav row={row} tab={tab} />
      <StorageGuard />
      <nav aria-label="Tournament sections" className="tabs">
        {shownTabs.map((t) => (
          <button key={t} type="button" aria-current={tab === t ? 'page' : undefined} onClick={() => go(t)}>{tabLabel(t)}</button>
        ))}
      </nav>
      <Suspense fallback={loading}>
        {tab === 'players' ? <PlayersView snapshot={snapshot} />
          : tab === 'seeding' ? <SeedingView snapshot={snapshot} />
            : tab === 'cut' ? <NetrunnerPanel snapshot={snapshot} />
              : tab === 'openings' ? <OpeningsView snapshot={snapshot} /> : null}
      </Suspense>
      {/* The Rounds screen stays in the page once visited, skipped by the browser while another
          tab is open (content-visibility: hidden keeps its layout; inert takes it out of focus
          and the accessibility tree). Leaving a 1000-board round no longer removes 15,000
          elements on the click (40-60 ms), and coming back shows it at once. Not a React
          <Activity>: its display: none drops the layout, and the way back re-laid the whole
          table in one 300-670 ms task. Hidden, it keeps the snapshot it last showed: a round
          paired meanwhile is drawn when the TO comes back, not while they type elsewhere. */}
      {roundsShown ? (
        <div className={tab === 'rounds' ? 'tab-view' : 'tab-view kept'} inert={tab !== 'rounds'}>
          <Suspense fallback={loading}><RoundsView snapshot={roundsShown} /></Suspense>
        </div>
      ) : null}
      {/* The standings stay mounted, hidden while another tab is open: React renders a hidden
          Activity at its lowest priority, after everything on screen, so the standings code is
          loaded and the live snapshot's standings are computed and rendered in the background
          (again after every change), and a click on Standings only shows them (2000 players in
          < 100 ms). While hidden, its effects are unmounted, and it follows the snapshot only
          once the TO pauses: a render restarted by every key would never finish. Shown, it is
          always the live snapshot. Its own error boundary: a failure there must not take the
          other tabs down while it renders behind them. */}
      <Activity mode={tab === 'standings' ? 'visible' : 'hidden'}>
        <ErrorBoundary>
          <Suspense fallback={loading}><StandingsView snapshot={standingsSnapshot(tab === 'standings', snapshot, settled, prepared)} /></Suspense>
        </ErrorBoundary>
      </Activity>
      <EventTools snapshot={snapshot} />
    </section>
    </VenueChief>
  );
}

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

/** The cut's progress for the header: null when the system has no top cut. */
const useCutProgress = (snapshot: Snapshot): { started: boolean; finished: boolean } | null => {
  const db = appDb();
  const { row } = snapshot;
  const netrunner = moduleOf(row).netrunner !== undefined;
  const record = useLiveQuery(async () => (netrunner ? ((await loadCut(db, row.id)) ?? null) : null), [db, row.id, netrunner]);
  if (!netrunner) return null;
  if (!record) return { started: false, finished: false };
  const view = cutView(record, row.randomSeed);
  return { started: true, finished: typeof view !== 'string' && view.state.ok && view.state.ranking !== null && view.state.ranking !== undefined };
};

/**
 * The event dashboard's header: the name, where the event stands (a badge and one line), the
 * exports, and the one next action as the screen's primary button ("Enter 7 results of round 5",
 * "Pair round 6", "Start the cut"). Pairing progress and its Cancel show here, on every tab.
 */
const Dashboard = memo(function Dashboard(props: { readonly snapshot: Snapshot }) {
  const { row, tournament } = props.snapshot;
  const navigate = useUi((s) => s.navigate);
  const requestResults = useUi((s) => s.requestResults);
  const pairing = useUi((s) => (s.pairing?.tournamentId === row.id ? s.pairing : null));
  const cut = useCutProgress(props.snapshot);
  const state: EventState = eventState({ status: row.status, tournament, cut });
  const go = (tab: Tab) => navigate({ screen: 'tournament', tournamentId: row.id, tab });
  const next = state.next;
  const action = (() => {
    switch (next.kind) {
      case 'pair': return <PairRoundButton snapshot={props.snapshot} primary />;
      case 'add-players': return <button type="button" className="primary" onClick={() => go('players')}>{next.text}</button>;
      case 'lock-seeding': return <button type="button" className="primary" onClick={() => go('seeding')}>{next.text}</button>;
      case 'enter-results':
        return <button type="button" className="primary" onClick={() => { requestResults({ tournamentId: row.id, round: next.round }); go('rounds'); }}>{next.text}</button>;
      case 'start-cut': case 'play-cut': return <button type="button" className="primary" onClick={() => go('cut')}>{next.text}</button>;
      case 'finished': return <button type="button" className="primary" onClick={() => go('standings')}>{next.text}</button>;
      default: return assertNever(next);
    }
  })();
  const last = tournament.rounds.at(-1);
  return (
    <header className="dashboard tournament-header">
      <div className="identity">
        <h1 id="tournament-heading">{row.name}</h1>
        <div className="state">
          <span className={`badge ${state.tone}`}>{state.badge}{last && roundComplete(last) && state.tone === 'running' ? ' · complete' : ''}</span>
          <p className="meta">{describeSystem(row.settings)}{moduleOf(row).ownScreen ? '' : ` · ${row.totalRounds} round${row.totalRounds === 1 ? '' : 's'}`} · {row.status === 'running' ? `round ${tournament.rounds.length} of ${row.totalRounds} paired` : describeStatus(row.status)}</p>
        </div>
        <div className="event-tools">
          <ExportTrfButton snapshot={props.snapshot} />
          <ExportBackupButton tournamentId={row.id} name={row.name} />
        </div>
      </div>
      <div className="next round-controls" role="group" aria-label="Next step">
        <span className="next-label" aria-hidden="true">Next</span>
        {action}
        {pairing ? (
          <>
            <span role="status" className="progress">{describeStage(pairing.stage, pairing.round)}</span>
            <button type="button" onClick={cancelPairing}>Cancel</button>
          </>
        ) : <span role="status" className="progress" />}
      </div>
    </header>
  );
});
