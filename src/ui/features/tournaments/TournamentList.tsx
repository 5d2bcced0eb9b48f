import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { createTournament, deleteTournament } from '../../../db/repository';
import type { TournamentRow } from '../../../db/schema';
import { useUi } from '../../../store/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { describeSystem, systemPresets } from '../../../core/systems';
import { systemForm } from './systemForms';
import { ImportTrfForm } from '../import-export/ImportTrfForm';
import { RestoreBackupForm } from '../backup/BackupControls';
import { NewLadderForm } from '../ladder/NewLadderForm';
import { NewEventForm } from '../sections/NewEventForm';
import { EventEntry } from '../sections/EventEntry';

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

export function TournamentList() {
  const db = appDb();
  const tournaments = useLiveQuery(() => db.tournaments.orderBy('updatedAt').reverse().toArray(), [db]);
  const navigate = useUi((s) => s.navigate);
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const [toDelete, setToDelete] = useState<TournamentRow | null>(null);
  const [system, setSystem] = useState(systemPresets[0]!.key);
  const chosen = systemPresets.find((c) => c.key === system) ?? systemPresets[0]!;

  const onCreate = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const choice = systemPresets.find((c) => c.key === form.get('system')) ?? systemPresets[0]!;
    const randomSeed = Math.floor(Math.random() * 0x7fffffff);
    // The system's own fields of the form, if it has any (Netrunner options, engine Swiss openings).
    const fromForm = systemForm(choice.settings)?.fromCreateForm;
    const created = fromForm ? fromForm(choice.settings as never, form, randomSeed) : { ok: true as const, settings: choice.settings };
    if (!created.ok) {
      setError({ field: created.field, detail: created.detail });
      return;
    }
    const r = await createTournament(
      db,
      { name: String(form.get('name') ?? ''), settings: created.settings, totalRounds: Number(form.get('rounds')), ...(created.scoring ? { scoring: created.scoring } : {}) },
      randomSeed,
      Date.now(),
      created.systemStates ?? [],
    );
    if (!r.ok) {
      setError(r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
      return;
    }
    setError(null);
    navigate({ screen: 'tournament', tournamentId: r.value, tab: 'players' });
  };

  return (
    <section aria-labelledby="tournaments-heading">
      <h1 id="tournaments-heading">Tournaments</h1>
      <form onSubmit={onCreate} className="inline-form" aria-label="New tournament">
        <label>Name <input name="name" required maxLength={100} /></label>
        <label>System
          <select name="system" aria-label="System" value={system} onChange={(e) => setSystem(e.target.value)}>
            {systemPresets.map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
          </select>
        </label>
        <label>Rounds <input name="rounds" type="number" min={1} max={99} defaultValue={9} required /></label>
        {systemForm(chosen.settings)?.createFields?.() ?? null}
        <button type="submit">Create tournament</button>
      </form>
      <ErrorMessage error={error} />
      <NewEventForm />
      <ImportTrfForm />
      <RestoreBackupForm />
      <NewLadderForm />
      {tournaments === undefined ? <p role="status">Loading…</p> : tournaments.length === 0 ? (
        <p>No tournaments yet.</p>
      ) : (
        <ul className="tournament-list" aria-label="Tournaments">
          {entriesOf(tournaments).map((entry) => (isEvent(entry) ? (
            <EventEntry key={`event-${entry[0]!.event!.key}`} sections={entry} onDelete={setToDelete} />
          ) : (
            <li key={entry.id}>
              <span className="name">{entry.name}</span>
              <span className="meta">{describeSystem(entry.settings)} · {entry.totalRounds} rounds · {entry.status}</span>
              <button type="button" onClick={() => navigate({ screen: 'tournament', tournamentId: entry.id, tab: entry.status === 'running' ? 'rounds' : 'players' })}
                aria-label={`Open ${entry.name}`}>Open</button>
              <button type="button" className="danger" onClick={() => setToDelete(entry)} aria-label={`Delete ${entry.name}`}>Delete</button>
            </li>
          )))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete tournament?"
        message={toDelete ? `“${toDelete.name}” and all its players, rounds and results will be deleted. This cannot be undone.` : ''}
        confirmLabel="Delete"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) void deleteTournament(db, toDelete.id);
          setToDelete(null);
        }}
      />
    </section>
  );
}
