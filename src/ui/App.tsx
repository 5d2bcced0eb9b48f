import { lazy, Suspense } from 'react';
import { useUi } from '../store/ui';
import { TournamentList } from './features/tournaments/TournamentList';
import { ErrorBoundary } from './components/ErrorBoundary';
import { useOutputRoute } from './features/print/useOutputRoute';

// The first screen is the list; everything inside a tournament is loaded on demand.
const TournamentView = lazy(() => import('./features/tournaments/TournamentView'));
// Windows of their own (no app shell): printed sheets and the projector screen.
const PrintView = lazy(() => import('./features/print/PrintView'));
const ProjectorView = lazy(() => import('./features/projector/ProjectorView'));
const EventPrintView = lazy(() => import('./features/print/EventPrintView'));
const VenueView = lazy(() => import('./features/venue/VenueView'));

export function App() {
  const route = useUi((s) => s.route);
  const navigate = useUi((s) => s.navigate);
  const output = useOutputRoute();
  if (output) {
    return (
      <ErrorBoundary key={`${output.screen}-${output.screen === 'print-event' ? output.eventKey : output.tournamentId}`}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          {output.screen === 'print' ? <PrintView route={output} />
            : output.screen === 'print-event' ? <EventPrintView route={output} />
              : <ProjectorView tournamentId={output.tournamentId} />}
        </Suspense>
      </ErrorBoundary>
    );
  }
  return (
    <>
      <header className="app-header">
        <a href="#/" onClick={(e) => { e.preventDefault(); navigate({ screen: 'list' }); }} className="brand">Pairwise</a>
        <a href="#/venue" onClick={(e) => { e.preventDefault(); navigate({ screen: 'venue' }); }} className="header-link" aria-current={route.screen === 'venue' ? 'page' : undefined}>Venue network</a>
      </header>
      <main>
        <ErrorBoundary key={route.screen === 'tournament' ? route.tournamentId : route.screen}>
        {route.screen === 'list' ? (
          <TournamentList />
        ) : route.screen === 'venue' ? (
          <Suspense fallback={<p role="status">Loading…</p>}><VenueView /></Suspense>
        ) : (
          <Suspense fallback={<p role="status">Loading…</p>}>
            <TournamentView key={route.tournamentId} tournamentId={route.tournamentId} tab={route.tab} />
          </Suspense>
        )}
        </ErrorBoundary>
      </main>
    </>
  );
}
