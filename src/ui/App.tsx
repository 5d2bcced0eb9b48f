import { lazy, Suspense } from 'react';
import { useUi } from '../store/ui';
import { TournamentList } from './features/tournaments/TournamentList';
import { ErrorBoundary } from './components/ErrorBoundary';

// The first screen is the list; everything inside a tournament is loaded on demand.
const TournamentView = lazy(() => import('./features/tournaments/TournamentView'));

export function App() {
  const route = useUi((s) => s.route);
  const navigate = useUi((s) => s.navigate);
  return (
    <>
      <header className="app-header">
        <a href="#/" onClick={(e) => { e.preventDefault(); navigate({ screen: 'list' }); }} className="brand">Pairwise</a>
      </header>
      <main>
        <ErrorBoundary key={route.screen === 'list' ? 'list' : route.tournamentId}>
        {route.screen === 'list' ? (
          <TournamentList />
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
