import { lazy, Suspense, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { deleteTournament } from '../../../db/repository';
import type { TournamentRow } from '../../../db/repository';
import { useUi } from '../../../store/ui';
import { Card } from '../../components/Card';
import { describeSystem, moduleOf } from '../../../core/systems';
import { ImportTrfForm } from '../import-export/ImportTrfForm';
import { RestoreBackupForm } from '../backup/BackupControls';
import { NewEventForm } from './NewEventForm';
import { NewEventForm as NewSectionedEventForm } from '../sections/NewEventForm';
import { EventEntry } from '../sections/EventEntry';
import { loadCut, loadSystemState, loadTournament } from '../../../db/repository';
import type { PairwiseDb } from '../../../db/repository';
import { cutView } from '../netrunner/cut';
import { eventState } from './nextStep';

/**
 * The list's entries, most recently changed first: a tournament on its own, or an event with its
 * sections in their order (placed where its most recently changed section is).
 */
const entriesOf = (rows: readonly TournamentRow[]): readonly (TournamentRow | readonly TournamentRow[])[] => {
  const out: (TournamentRow | TournamentRow[])[] = [];
  const events = new Map<number, TournamentRow[]>();
  for (const t of rows) {
    if (!t.event) { out.push(t); continue; }
    const list = events.get(t.event.key);
    if (list) { list.push(t); continue; }
    const fresh = [t];
    events.set(t.event.key, fresh);
    out.push(fresh);
  }
  for (const list of events.values()) list.sort((a, b) => (a.event?.order ?? 0) - (b.event?.order ?? 0));
  return out;
};

const isEvent = (e: TournamentRow | readonly TournamentRow[]): e is readonly TournamentRow[] => Array.isArray(e);

// The delete question (React Aria's modal) loads when it is asked, not with the first screen.
const ConfirmDialog = lazy(async () => ({ default: (await import('../../components/ConfirmDialog')).ConfirmDialog }));

const noneFinished: ReadonlyMap<number, string> = new Map();
const statusWord: Readonly<Record<TournamentRow['status'], string>> = { registration: 'Registration', seeded: 'Seeded', running: 'Running' };

/**
 * The running events whose every round is played, with the word their own header says: "Finished"
 * (and, with a top cut, the cut decided), or "Swiss finished" for a Netrunner Swiss whose cut is not
 * started (an event that ends without a cut is over, not "Running"); the stored status stays
 * "running" for them. An event run on its own screen (the ladder) is finished when its module says
 * its state is over.
 */
const finishedIds = async (db: PairwiseDb, rows: readonly TournamentRow[]): Promise<ReadonlyMap<number, string>> => {
  const out = new Map<number, string>();
  for (const row of rows) {
    if (row.status !== 'running') continue;
    const own = moduleOf(row).ownScreen;
    if (own) {
      if (own.finished(await loadSystemState(db, row.id, own.stateKind))) out.set(row.id, 'Finished');
      continue;
    }
    const t = await loadTournament(db, row.id);
    if (!t || t.rounds.length < row.totalRounds) continue;
    const netrunner = moduleOf(row).netrunner !== undefined;
    const record = netrunner ? await loadCut(db, row.id) : null;
    const view = record ? cutView(record, row.randomSeed) : null;
    const cut = !netrunner ? null : { started: record !== null, finished: view !== null && typeof view !== 'string' && view.state.ok && view.state.ranking !== null };
    const state = eventState({ status: row.status, tournament: t, cut });
    if (state.tone === 'finished' || state.next.kind === 'start-cut') out.set(row.id, state.badge);
  }
  return out;
};

/**
 * The first screen: the events on this device, and the three ways to start one — a new event (a
 * short guided form), a TRF file, a backup — each its own card with its own labelled action.
 */
export function TournamentList() {
  const db = appDb();
  const tournaments = useLiveQuery(() => db.tournaments.orderBy('updatedAt').reverse().toArray(), [db]);
  const finished = useLiveQuery(() => finishedIds(db, tournaments ?? []), [db, tournaments]) ?? noneFinished;
  const navigate = useUi((s) => s.navigate);
  const [toDelete, setToDelete] = useState<TournamentRow | null>(null);

  return (
    <section aria-labelledby="tournaments-heading">
      <h1 id="tournaments-heading">Tournaments</h1>
      <div className="home-layout">
        <div>
          <Card title="Events on this device" className="events">
            {tournaments === undefined ? <p role="status">Loading…</p> : tournaments.length === 0 ? (
              <p>No tournaments yet. Start one with the form, or import a TRF file or a backup.</p>
            ) : (
              <ul className="tournament-list" aria-label="Tournaments">
                {entriesOf(tournaments).map((t) => (isEvent(t) ? (
                  <EventEntry key={`event-${t[0]!.event!.key}`} sections={t} onDelete={setToDelete} finished={new Set(finished.keys())} />
                ) : (
                  <li key={t.id}>
                    <span className="name">{t.name}</span>
                    {finished.has(t.id)
                      ? <span className="badge finished">{finished.get(t.id)}</span>
                      : <span className={`badge ${t.status}`}>{statusWord[t.status]}</span>}
                    <span className="row-actions">
                      <button type="button" onClick={() => navigate({ screen: 'tournament', tournamentId: t.id, tab: t.status === 'running' ? 'rounds' : 'players' })}
                        aria-label={`Open ${t.name}`}>Open</button>
                      <button type="button" className="danger quiet" onClick={() => setToDelete(t)} aria-label={`Delete ${t.name}`}>Delete</button>
                    </span>
                    <span className="meta">{describeSystem(t.settings)}{moduleOf(t).ownScreen ? '' : ` · ${t.totalRounds} round${t.totalRounds === 1 ? '' : 's'}`}</span>
                  </li>
                )))}
              </ul>
            )}
          </Card>
        </div>
        <div>
          <Card title="New event" className="new-event">
            <NewEventForm />
          </Card>
          <Card title="An event of several sections" hint="Sections such as Open A and Open B, or quads by rating, each paired and printed on its own." className="sectioned-event">
            <NewSectionedEventForm />
          </Card>
          <div className="card-grid">
            <Card title="Import a TRF file" hint="A FIDE tournament report (TRF-16 or TRF-2026): its players, rounds and results." className="import-trf">
              <ImportTrfForm />
            </Card>
            <Card title="Restore a backup" hint="A Pairwise backup (.pairwise.json) made with Export backup." className="restore-backup">
              <RestoreBackupForm />
            </Card>
          </div>
        </div>
      </div>
      {toDelete === null ? null : (
        <Suspense fallback={null}>
      <ConfirmDialog
        open
        title="Delete tournament?"
        message={toDelete ? `“${toDelete.name}” and all its players, rounds and results will be deleted. This cannot be undone.` : ''}
        confirmLabel="Delete"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) void deleteTournament(db, toDelete.id);
          setToDelete(null);
        }}
      />
        </Suspense>
      )}
    </section>
  );
}
