import { lazy, memo, Suspense } from 'react';
import type { Snapshot } from '../../../db/repository';
import { moduleOf } from '../../../core/systems';
import { SettingsPanel } from './SettingsPanel';
import { DetailsPanel } from './DetailsPanel';
import { loading } from './loading';

const AuditLog = lazy(() => import('../audit/AuditLog'));
const PrintPanel = lazy(() => import('../print/PrintPanel'));
const ProjectorControls = lazy(() => import('../projector/ProjectorControls'));

/**
 * The panels under every tab (print and projector, settings, details, audit log). Memoised: a tab
 * switch renders TournamentView again with the same snapshot, and these panels need not follow it
 * (the click on a tab then draws only the tabs and the section it opens).
 */
export const EventTools = memo(function EventTools(props: { readonly snapshot: Snapshot }) {
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
