import { assertNever } from '../../../core/model';
import { Activity, lazy, Suspense } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { loadSnapshot } from '../../../db/repository';
import { describeStatus } from './status';
import { tabs, useUi } from '../../../store/ui';
import type { Tab } from '../../../store/ui';
import { describeSystem, moduleOf } from '../../../core/systems';
import { ExportTrfButton } from './ExportTrfButton';
import { ExportBackupButton } from '../backup/BackupControls';
import { StorageGuard } from '../backup/StorageGuard';
import { SettingsPanel } from './SettingsPanel';
import { DetailsPanel } from './DetailsPanel';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { SectionNav } from '../sections/SectionNav';

const PlayersView = lazy(() => import('../players/PlayersView'));
const SeedingView = lazy(() => import('../seeding/SeedingView'));
const RoundsView = lazy(() => import('../rounds/RoundsView'));
const StandingsView = lazy(() => import('../standings/StandingsView'));
const AuditLog = lazy(() => import('../audit/AuditLog'));
const LadderView = lazy(() => import('../ladder/LadderView'));
const PrintPanel = lazy(() => import('../print/PrintPanel'));
const ProjectorControls = lazy(() => import('../projector/ProjectorControls'));

const tabLabel = (t: Tab): string => {
  switch (t) {
    case 'players': return 'Players';
    case 'seeding': return 'Seeding';
    case 'rounds': return 'Rounds';
    case 'standings': return 'Standings';
    default: return assertNever(t);
  }
};

export default function TournamentView(props: { readonly tournamentId: number; readonly tab: Tab }) {
  const db = appDb();
  // null = not found; undefined = still loading.
  const snapshot = useLiveQuery(async () => (await loadSnapshot(db, props.tournamentId)) ?? null, [db, props.tournamentId]);
  const navigate = useUi((s) => s.navigate);
  if (snapshot === undefined) return <p role="status">Loading…</p>;
  if (snapshot === null) return <p role="alert">This tournament does not exist (it may have been deleted).</p>;
  const { row } = snapshot;
  // A ladder has no players table, seeding or rounds: one screen, game by game.
  if (moduleOf(row).ownScreen) {
    return (
      <section aria-labelledby="tournament-heading">
        <div className="tournament-header">
          <h1 id="tournament-heading">{row.name}</h1>
          <p className="meta">{describeSystem(row.settings)}</p>
        </div>
        <Suspense fallback={<p role="status">Loading…</p>}><LadderView tournamentId={row.id} /></Suspense>
      </section>
    );
  }
  return (
    <section aria-labelledby="tournament-heading">
      <div className="tournament-header">
        <h1 id="tournament-heading">{row.name}</h1>
        <p className="meta">{describeSystem(row.settings)} · {row.totalRounds} rounds · {row.status === 'running' ? `round ${snapshot.tournament.rounds.length} of ${row.totalRounds} paired` : describeStatus(row.status)}</p>
        <ExportTrfButton snapshot={snapshot} />
        <ExportBackupButton tournamentId={row.id} name={row.name} />
      </div>
      <SectionNav row={row} tab={props.tab} />
      <StorageGuard />
      <nav aria-label="Tournament sections" className="tabs">
        {tabs.map((t) => (
          <button key={t} type="button" aria-current={props.tab === t ? 'page' : undefined}
            onClick={() => navigate({ screen: 'tournament', tournamentId: props.tournamentId, tab: t })}>{tabLabel(t)}</button>
        ))}
      </nav>
      <details className="output-panel">
        <summary>Print and projector</summary>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <PrintPanel snapshot={snapshot} />
          <ProjectorControls tournamentId={props.tournamentId} />
        </Suspense>
      </details>
      <SettingsPanel snapshot={snapshot} />
      <DetailsPanel snapshot={snapshot} />
      <Suspense fallback={<p role="status">Loading…</p>}>
        {props.tab === 'players' ? <PlayersView snapshot={snapshot} />
          : props.tab === 'seeding' ? <SeedingView snapshot={snapshot} />
            : props.tab === 'rounds' ? <RoundsView snapshot={snapshot} /> : null}
      </Suspense>
      {/* The standings stay mounted, hidden while another tab is open: React renders a hidden
          Activity at its lowest priority, after everything on screen, so the standings code is
          loaded and the live snapshot's standings are computed and rendered in the background
          (again after every change), and a click on Standings only shows them (issue 11: 2000
          players in < 100 ms). While hidden, its effects are unmounted. Its own error boundary:
          a failure there must not take the other tabs down while it renders behind them. */}
      <Activity mode={props.tab === 'standings' ? 'visible' : 'hidden'}>
        <ErrorBoundary>
          <Suspense fallback={<p role="status">Loading…</p>}><StandingsView snapshot={snapshot} /></Suspense>
        </ErrorBoundary>
      </Activity>
      <details className="audit-panel">
        <summary>Audit log</summary>
        <Suspense fallback={<p role="status">Loading…</p>}><AuditLog tournamentId={row.id} /></Suspense>
      </details>
    </section>
  );
}
