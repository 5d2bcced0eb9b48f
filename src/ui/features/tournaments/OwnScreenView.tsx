import { lazy, Suspense } from 'react';
import type { Snapshot } from '../../../db/repository';
import { describeSystem } from '../../../core/systems';
import { loading } from './loading';

const LadderView = lazy(() => import('../ladder/LadderView'));

/** A system with a screen of its own (a ladder has no players table, seeding or rounds): one screen, game by game. */
export function OwnScreenView(props: { readonly row: Snapshot['row'] }) {
  const { row } = props;
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
