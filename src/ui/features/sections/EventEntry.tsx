import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TournamentRow } from '../../../db/repository';
import { appDb } from '../../../db/appDb';
import { addSection } from '../../../db/repository';
import { describeSystem, moduleOf, roundsFollowField, systemPresets } from '../../../core/systems';
import { useUi } from '../../../store/ui';
import { ErrorMessage } from '../../components/ErrorMessage';
import { hashFromOutputRoute } from '../print/outputRoute';

/**
 * One event on the tournament list: its sections (each opens as a tournament of its own), a
 * section added, and the printouts of every section one after another.
 */
export function EventEntry(props: { readonly sections: readonly TournamentRow[]; readonly onDelete: (t: TournamentRow) => void; readonly finished?: ReadonlySet<number> }) {
  const navigate = useUi((s) => s.navigate);
  const first = props.sections[0]!;
  const event = first.event!;
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const [printout, setPrintout] = useState<'board' | 'crosstable' | 'standings'>('crosstable');
  const [preset, setPreset] = useState(systemPresets[0]!.key);
  // A round robin's rounds come from its table when its seeding is locked: no Rounds field for it.
  const tableRounds = roundsFollowField((systemPresets.find((p) => p.key === preset) ?? systemPresets[0]!).settings);
  const onAdd = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const preset = systemPresets.find((p) => p.key === form.get('system')) ?? systemPresets[0]!;
    const r = await addSection(appDb(), event.key, { name: String(form.get('section') ?? ''), settings: preset.settings, totalRounds: Number(form.get('rounds')) },
      Math.floor(Math.random() * 0x7fffffff), Date.now());
    setError(r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
  };
  const print = () => {
    window.open(`${location.pathname}${location.search}${hashFromOutputRoute({ screen: 'print-event', eventKey: event.key, printout, paper: 'a4', orientation: null, auto: true })}`, '_blank');
  };
  return (
    <li className="event-entry">
      <section aria-label={`Event ${event.name}`}>
        <h2 className="event-name">{event.name}</h2>
        <ul aria-label={`Sections of ${event.name}`} className="tournament-list">
          {props.sections.map((t) => (
            <li key={t.id}>
              <span className="name">{t.event?.section}</span>
              <span className="meta">
                {describeSystem(t.settings)}{moduleOf(t).ownScreen ? '' : ` · ${t.totalRounds} round${t.totalRounds === 1 ? '' : 's'}`} · {props.finished?.has(t.id) ? 'finished' : t.status}
              </span>
              <button type="button" onClick={() => navigate({ screen: 'tournament', tournamentId: t.id, tab: t.status === 'running' ? 'rounds' : 'players' })}
                aria-label={`Open ${t.name}`}>Open</button>
              <button type="button" className="danger" onClick={() => props.onDelete(t)} aria-label={`Delete ${t.name}`}>Delete</button>
            </li>
          ))}
        </ul>
        <form className="inline-form" aria-label={`Print every section of ${event.name}`} onSubmit={(e) => { e.preventDefault(); print(); }}>
          <label>Sheet
            <select aria-label="Sheet for every section" value={printout} onChange={(e) => setPrintout(e.target.value as typeof printout)}>
              <option value="crosstable">Results: crosstable (round robins) or standings (Swiss)</option>
              <option value="standings">Standings</option>
              <option value="board">Pairings by board (latest round)</option>
            </select>
          </label>
          <button type="submit">Print every section</button>
        </form>
        <details>
          <summary>Add a section</summary>
          <form className="inline-form" aria-label={`Add a section to ${event.name}`} onSubmit={(e) => void onAdd(e)}>
            <label>Section name <input name="section" required maxLength={60} /></label>
            <label>System
              <select name="system" aria-label="System" value={preset} onChange={(e) => setPreset(e.target.value)}>
                {systemPresets.map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
              </select>
            </label>
            {tableRounds ? <><input type="hidden" name="rounds" value={7} /><span className="hint">Rounds: from the table, when seeded</span></>
              : <label>Rounds <input name="rounds" type="number" min={1} max={99} defaultValue={7} required /></label>}
            <button type="submit">Add section</button>
          </form>
        </details>
        <ErrorMessage error={error} />
      </section>
    </li>
  );
}
