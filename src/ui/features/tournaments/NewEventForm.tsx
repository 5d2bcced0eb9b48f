import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { appDb } from '../../../db/appDb';
import { createTournament } from '../../../db/repository';
import { useUi } from '../../../store/ui';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatTenths } from '../../../core/model';
import type { SystemSettings } from '../../../core/model';
import { tieBreakLabel } from '../../../core/standings';
import { eventKindText, fixedRoundsOf, offeredKinds, roundsFollowField, suggestedRounds, systemsOfKind } from '../../../core/systems';
import type { EventKind, SeedingDefault, SystemModule } from '../../../core/systems';
import { systemForm } from './systemForms';

/** One choice of the System list: a preset of a module, or a module created on a form of its own (the ladder). */
interface SystemChoice {
  readonly key: string;
  readonly label: string;
  readonly module: SystemModule;
  /** null: the module's own creation form (systemForms `OwnCreateForm`). */
  readonly settings: SystemSettings | null;
}

const choicesOf = (kind: EventKind): readonly SystemChoice[] =>
  systemsOfKind(kind).flatMap((m): SystemChoice[] => (m.presets.length > 0
    ? m.presets.map((p) => ({ key: p.key, label: p.label, module: m, settings: p.settings }))
    : [{ key: m.id, label: m.name, module: m, settings: null }]));

const seedingWords = (s: SeedingDefault): string => {
  switch (s.method) {
    case 'fide-initial-ranking': return 'FIDE initial ranking (rating, title, name)';
    case 'groups': return `groups by rating (${s.groups})`;
    case 'random': return 'random draw';
    default: return 'by rating';
  }
};

/** The defaults a new event of this system starts from, in words, from its module. */
function SystemSummary(props: { readonly choice: SystemChoice; readonly players: number; readonly descriptionId: string }) {
  const m = props.choice.module;
  const settings = props.choice.settings ?? m.defaults;
  const s = m.scoring;
  const tieBreaks = m.standings?.tieBreakList?.({}) ?? null;
  return (
    <div className="system-summary" aria-live="polite">
      <p id={props.descriptionId}>{m.description}</p>
      <dl>
        <dt>Defaults</dt><dd>{m.describe(settings as never)}</dd>
        <dt>Scoring</dt><dd>win {formatTenths(s.win)}, draw {formatTenths(s.draw)}, loss {formatTenths(s.loss)}, bye {formatTenths(s.pairingAllocatedBye)}</dd>
        <dt>Seeding</dt><dd>{seedingWords(m.seeding(settings as never, props.players))}</dd>
        <dt>Tie-breaks</dt><dd>{tieBreaks === null ? 'the system’s own ranking' : tieBreaks.map((t) => (typeof t === 'string' ? t : tieBreakLabel(t))).join(', ')}{m.standings?.tieBreaksEditable ? '' : ' (fixed)'}</dd>
      </dl>
    </div>
  );
}

/**
 * "New event": a short guided form. First the kind of event (chess Swiss, Netrunner, engine
 * event…; a kind shows once a system module declares it), then the system, with its one-line
 * description and the defaults of its module; the rounds follow the expected number of players
 * (the module's suggestion) until the TO types their own. A system created on a form of its own
 * (the ladder) shows that form instead.
 */
export function NewEventForm() {
  const db = appDb();
  const navigate = useUi((s) => s.navigate);
  const id = useId();
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const [kind, setKind] = useState<EventKind>(offeredKinds[0]!);
  const choices = choicesOf(kind);
  const [system, setSystem] = useState(choices[0]!.key);
  const chosen = choices.find((c) => c.key === system) ?? choices[0]!;
  const [players, setPlayers] = useState('');
  const [rounds, setRounds] = useState('9');
  const [roundsTyped, setRoundsTyped] = useState(false);
  const expected = Number(players);
  const suggestion = players.trim() !== '' && Number.isInteger(expected) && expected >= 2 ? suggestedRounds(chosen.module, expected) : null;
  // A system whose table sets the rounds from the field (a round robin) asks for none: locking the seeding sets them.
  const tableRounds = chosen.settings !== null && roundsFollowField(chosen.settings);
  const tableCount = chosen.settings !== null && suggestion !== null ? fixedRoundsOf(chosen.settings, expected) : null;

  const chooseKind = (k: EventKind) => {
    setKind(k);
    setSystem(choicesOf(k)[0]!.key);
    setError(null);
    if (!roundsTyped && suggestion !== null) setRounds(String(suggestedRounds(choicesOf(k)[0]!.module, expected)));
  };
  const chooseSystem = (key: string) => {
    setSystem(key);
    const next = choices.find((c) => c.key === key);
    if (next && !roundsTyped && suggestion !== null) setRounds(String(suggestedRounds(next.module, expected)));
  };
  const expectPlayers = (text: string) => {
    setPlayers(text);
    const n = Number(text);
    if (!roundsTyped && text.trim() !== '' && Number.isInteger(n) && n >= 2) setRounds(String(suggestedRounds(chosen.module, n)));
  };

  const onCreate = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (chosen.settings === null) return;
    const form = new FormData(e.currentTarget);
    const randomSeed = Math.floor(Math.random() * 0x7fffffff);
    // The system's own fields of the form, if it has any (Netrunner options, engine Swiss openings).
    const fromForm = systemForm(chosen.settings)?.fromCreateForm;
    const created = fromForm ? fromForm(chosen.settings as never, form, randomSeed) : { ok: true as const, settings: chosen.settings };
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

  const OwnForm = chosen.settings === null ? systemForm(chosen.module.defaults)?.OwnCreateForm : undefined;
  return (
    <>
      <form onSubmit={(e) => void onCreate(e)} aria-label="New tournament" className="new-event-form">
        <fieldset className="kind-choice">
          <legend>1. Kind of event</legend>
          {offeredKinds.map((k) => (
            <label key={k} className="kind-option">
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => chooseKind(k)}
                aria-labelledby={`${id}-${k}-label`} aria-describedby={`${id}-${k}-description`} />
              <span>
                <span className="kind-label" id={`${id}-${k}-label`}>{eventKindText[k].label}</span>
                <span className="kind-description" id={`${id}-${k}-description`}>{eventKindText[k].description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="form-grid">
          <label>2. System
            <select name="system" aria-label="System" value={chosen.key} onChange={(e) => chooseSystem(e.target.value)} aria-describedby={`${id}-system-description`}>
              {choices.map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
            </select>
          </label>
        </div>
        <SystemSummary choice={chosen} players={suggestion === null ? 16 : expected} descriptionId={`${id}-system-description`} />
        {chosen.settings === null ? null : (
          <>
            <div className="form-grid">
              <label>Name <input name="name" required maxLength={100} autoComplete="off" /></label>
            </div>
            <div className="form-grid">
              <label className="narrow">Expected players <input name="players" type="number" min={2} max={9999} inputMode="numeric" value={players}
                onChange={(e) => expectPlayers(e.target.value)} aria-describedby={`${id}-rounds-hint`} /></label>
              {tableRounds ? <input type="hidden" name="rounds" value={Math.min(99, tableCount ?? Number(rounds))} /> : (
              <label className="narrow">Rounds <input name="rounds" type="number" min={1} max={99} required value={rounds}
                onChange={(e) => { setRounds(e.target.value); setRoundsTyped(true); }} aria-describedby={`${id}-rounds-hint`} /></label>
              )}
            </div>
            <p className="hint" id={`${id}-rounds-hint`}>
              {tableRounds ? `Rounds: the system's table gives them from the number of players${tableCount === null ? '' : ` (${tableCount} for ${expected} players)`}, set when the seeding is locked.`
                : suggestion === null ? 'Type the number of players you expect to get a suggested number of rounds.'
                : `${suggestion} rounds suggested for ${expected} players${chosen.module.rounds?.basis ? ` (${chosen.module.rounds.basis})` : ''}${String(suggestion) === rounds ? '' : `; you chose ${rounds || 'none'}`}.`}
            </p>
            {systemForm(chosen.settings)?.createFields?.() ?? null}
            <div className="actions">
              <button type="submit" className="primary">Create tournament</button>
            </div>
          </>
        )}
      </form>
      {OwnForm ? <OwnForm /> : null}
      <ErrorMessage error={error} />
    </>
  );
}
