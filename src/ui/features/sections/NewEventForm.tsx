import { useState } from 'react';
import type { FormEvent } from 'react';
import { appDb } from '../../../db/appDb';
import { createEvent, newGlobalId } from '../../../db/repository';
import { roundsFollowField, systemPresets } from '../../../core/systems';
import { useUi } from '../../../store/ui';
import { ErrorMessage } from '../../components/ErrorMessage';

interface SectionDraft {
  readonly name: string;
  readonly preset: string;
  readonly rounds: string;
}

/**
 * A key for a new event (sections restored from backups find each other by it): a global id, so
 * events made on two devices never share one.
 */
export const newEventKey = (): number => newGlobalId();

const presetOf = (s: SectionDraft) => systemPresets.find((p) => p.key === s.preset) ?? systemPresets[0]!;

/**
 * "New event with sections": one event, several sections each with its own system (a Swiss or a
 * round robin) and rounds; each section is a tournament of its own, paired and printed separately.
 */
export function NewEventForm() {
  const navigate = useUi((s) => s.navigate);
  const [sections, setSections] = useState<readonly SectionDraft[]>([
    { name: 'Open A', preset: systemPresets[0]!.key, rounds: '7' },
    { name: 'Open B', preset: systemPresets[0]!.key, rounds: '7' },
  ]);
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const set = (i: number, patch: Partial<SectionDraft>) => setSections(sections.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const onCreate = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get('event') ?? '');
    const r = await createEvent(appDb(), name, sections.map((s) => ({
      name: s.name, settings: presetOf(s).settings, totalRounds: Number(s.rounds),
    })), newEventKey(), sections.map(() => Math.floor(Math.random() * 0x7fffffff)), Date.now());
    if (!r.ok) {
      setError(r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
      return;
    }
    setError(null);
    navigate({ screen: 'tournament', tournamentId: r.value[0]!, tab: 'players' });
  };

  return (
    <details className="new-event">
      <summary>New event with sections</summary>
      <form aria-label="New event" onSubmit={(e) => void onCreate(e)}>
        <label>Event name <input name="event" required maxLength={60} /></label>
        {sections.map((s, i) => (
          <fieldset key={i} className="inline-form" aria-label={`Section ${i + 1}`}>
            <legend>Section {i + 1}</legend>
            <label>Section name <input value={s.name} maxLength={60} onChange={(e) => set(i, { name: e.target.value })} /></label>
            <label>System
              <select aria-label="Section system" value={s.preset} onChange={(e) => set(i, { preset: e.target.value })}>
                {systemPresets.map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
              </select>
            </label>
            {roundsFollowField(presetOf(s).settings) ? <span className="hint">Rounds: from the table, when seeded</span>
              : <label>Rounds <input type="number" min={1} max={99} value={s.rounds} onChange={(e) => set(i, { rounds: e.target.value })} /></label>}
            {sections.length > 1 ? <button type="button" aria-label={`Remove section ${i + 1}`} onClick={() => setSections(sections.filter((_, j) => j !== i))}>Remove</button> : null}
          </fieldset>
        ))}
        <p>
          <button type="button" onClick={() => setSections([...sections, { name: `Section ${sections.length + 1}`, preset: systemPresets[0]!.key, rounds: '7' }])}>Add section</button>{' '}
          <button type="submit">Create event</button>
        </p>
        <p className="hint">A round robin's rounds follow its Berger table once its players are seeded.</p>
      </form>
      <ErrorMessage error={error} />
    </details>
  );
}
