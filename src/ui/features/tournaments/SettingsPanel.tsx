import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { formatTenths, parseTenths } from '../../../core/model';
import type { Colour, ScoringRule, SystemSettings, Tenths } from '../../../core/model';
import { describeSystem, roundsFollowField, systemModule, systemPresets } from '../../../core/systems';
import { appDb } from '../../../db/appDb';
import { updateTournamentSettings } from '../../../db/repository';
import type { SettingsPatch, Snapshot } from '../../../db/repository';
import type { TournamentRow } from '../../../db/repository';
import { ErrorMessage } from '../../components/ErrorMessage';
import { systemForm } from './systemForms';
import type { SettingsDraft } from './systemForms';

/** C.04.1 / C.04.2: the pairing system, the point system and the first board's colour are fixed by round 1. */
const lockReason = 'fixed once round 1 is paired';

/** The systems the panel can switch between (systems chosen at creation keep state made then). */
const switchable = systemPresets.filter((c) => c.module.chosen === 'before-round-1');

/** The preset the settings are (TCEC single or double rounds), else the system's first one. */
const choiceOf = (s: SystemSettings): string | undefined => {
  const own = switchable.filter((c) => c.settings.system === s.system);
  return (own.find((c) => JSON.stringify(c.settings) === JSON.stringify(s)) ?? own[0])?.key;
};

/** The scoring fields of the form, as the TO types points ("1", "0.5", "3"). */
const scoringFields = [
  { key: 'win', label: 'Points for a win' },
  { key: 'draw', label: 'Points for a draw' },
  { key: 'loss', label: 'Points for a loss' },
  { key: 'pairingAllocatedBye', label: 'Points for a bye' },
  { key: 'halfPointBye', label: 'Points for a half-point bye' },
] as const;
type ScoringKey = (typeof scoringFields)[number]['key'];
type ScoringDraft = Readonly<Record<ScoringKey, string>>;

const draftOf = (s: ScoringRule): ScoringDraft => ({
  win: formatTenths(s.win), draw: formatTenths(s.draw), loss: formatTenths(s.loss),
  pairingAllocatedBye: formatTenths(s.pairingAllocatedBye), halfPointBye: formatTenths(s.halfPointBye),
});

type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly field: string; readonly detail: string };

/** The typed points as a scoring rule; a forfeit scores as a win or a loss, a full-point bye as a bye. */
const scoringFrom = (d: ScoringDraft, stored: ScoringRule): Parsed<ScoringRule> => {
  const out: Partial<Record<ScoringKey, Tenths>> = {};
  for (const f of scoringFields) {
    const v = parseTenths(d[f.key]);
    if (v === null) return { ok: false, field: f.label, detail: `"${d[f.key]}" is not a number of points (at most one decimal).` };
    out[f.key] = v;
  }
  const { win = stored.win, draw = stored.draw, loss = stored.loss, pairingAllocatedBye = stored.pairingAllocatedBye, halfPointBye = stored.halfPointBye } = out;
  return {
    ok: true,
    value: { ...stored, win, draw, loss, forfeitWin: win, forfeitLoss: loss, pairingAllocatedBye, fullPointBye: pairingAllocatedBye, halfPointBye },
  };
};

/** A locked field's reason, beside it and as its accessible description. */
function Locked(props: { readonly id: string; readonly locked: boolean; readonly children: ReactNode }) {
  return (
    <span className="settings-field">
      {props.children}
      {props.locked ? <span id={props.id} className="hint"> {lockReason}</span> : null}
    </span>
  );
}

/**
 * The tournament's settings: name and number of rounds any time; the system and its
 * options, the scoring and the initial colour until round 1 is paired, shown locked after that.
 */
export function SettingsPanel(props: { readonly snapshot: Snapshot }) {
  const [saved, setSaved] = useState('');
  const [error, setError] = useState<{ readonly field?: string; readonly detail: string } | null>(null);
  const { row } = props.snapshot;
  return (
    <details className="settings-panel panel-disclosure">
      <summary>Settings</summary>
      {/* Keyed on updatedAt: after any change (here or in another tab) the form shows what is stored. */}
      <SettingsForm key={row.updatedAt} row={row} paired={props.snapshot.tournament.rounds.length}
        onDone={(r) => { setSaved(r.saved); setError(r.error); }} />
      {saved ? <p role="status">{saved}</p> : null}
      <ErrorMessage error={error} />
    </details>
  );
}

function SettingsForm(props: {
  readonly row: TournamentRow;
  readonly paired: number;
  readonly onDone: (r: { readonly saved: string; readonly error: { readonly field?: string; readonly detail: string } | null }) => void;
}) {
  const { row, paired } = props;
  const locked = paired > 0;
  const id = useId();
  const lockId = (field: string) => `${id}-${field}-locked`;
  const described = (field: string) => (locked ? { 'aria-describedby': lockId(field) } : {});
  const [name, setName] = useState(row.name);
  const [rounds, setRounds] = useState(String(row.totalRounds));
  const [draft, setDraft] = useState<SettingsDraft<SystemSettings>>({ ok: true, settings: row.settings });
  // The settings the form shows: the last valid draft (an invalid field keeps its text in its editor).
  const [settings, setSettings] = useState<SystemSettings>(row.settings);
  const [scoring, setScoring] = useState<ScoringDraft>(draftOf(row.scoring));
  const [colour, setColour] = useState<Colour | ''>(row.initialColour ?? '');
  const choice = choiceOf(settings);
  const Options = systemForm(settings)?.OptionsEditor as ((p: { settings: SystemSettings; disabled: boolean; describedBy?: string; onChange: (d: SettingsDraft<SystemSettings>) => void }) => ReactNode) | undefined;
  const changeSettings = (d: SettingsDraft<SystemSettings>) => {
    setDraft(d);
    if (d.ok) setSettings(d.settings);
  };
  const byeRound = row.plannedByes.reduce((m, b) => Math.max(m, b.round), 0);

  const chooseSystem = (value: string) => {
    const next = switchable.find((c) => c.key === value);
    if (!next) return;
    // Another preset starts from its settings; the system's usual scoring comes with a new system.
    if (next.key !== choice) changeSettings({ ok: true, settings: next.settings });
    if (next.module.scoring !== systemModule(settings).scoring) setScoring(draftOf(next.module.scoring));
  };

  const onSave = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    let patch: SettingsPatch = { name, totalRounds: rounds.trim() === '' ? Number.NaN : Number(rounds) };
    if (!locked) {
      const points = scoringFrom(scoring, row.scoring);
      if (!points.ok) {
        props.onDone({ saved: '', error: { field: points.field, detail: points.detail } });
        return;
      }
      if (!draft.ok) {
        props.onDone({ saved: '', error: { field: draft.field, detail: draft.detail } });
        return;
      }
      patch = { ...patch, settings: draft.settings, scoring: points.value, initialColour: colour === '' ? null : colour };
    }
    const r = await updateTournamentSettings(appDb(), row.id, patch, Date.now());
    props.onDone(r.ok
      ? { saved: `Saved: ${r.value.join('; ')}.`, error: null }
      : { saved: '', error: r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail } });
  };

  return (
    <form className="inline-form settings-form" aria-label="Tournament settings" onSubmit={(e) => void onSave(e)}>
      <label>Tournament name <input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} /></label>
      {/* A round robin's rounds are its table's for the field (set when the seeding is locked), not typed. */}
      {roundsFollowField(settings) ? (
        <p>Number of rounds: {row.status === 'registration' ? 'from the table, when the seeding is locked' : row.totalRounds} <span className="hint">(the system's table for the number of players)</span></p>
      ) : (
      <label>Number of rounds{' '}
        <input type="number" min={Math.max(1, paired, byeRound)} max={99} value={rounds} onChange={(e) => setRounds(e.target.value)} />
      </label>
      )}
      {paired > 0 || byeRound > 0 ? (
        <span className="hint">at least {Math.max(paired, byeRound)} ({paired > 0 ? `${paired} paired` : ''}{paired > 0 && byeRound > 0 ? ', ' : ''}{byeRound > 0 ? `a bye requested in round ${byeRound}` : ''})</span>
      ) : null}
      {choice === undefined ? (
        <p>Pairing system: {describeSystem(row.settings)} <span className="hint">(chosen when the tournament is created)</span></p>
      ) : (
        <Locked id={lockId('system')} locked={locked}>
          <label>Pairing system{' '}
            <select value={choice} aria-label="Pairing system" disabled={locked} {...described('system')} onChange={(e) => chooseSystem(e.target.value)}>
              {switchable.map((c) => <option key={c.key} value={c.key}>{c.label.replace(' (2026)', '')}</option>)}
            </select>
          </label>
        </Locked>
      )}
      {Options ? (
        <Locked id={lockId('options')} locked={locked}>
          {/* Keyed on the system: another system's editor starts from its own settings. */}
          <Options key={settings.system} settings={settings} disabled={locked} {...(locked ? { describedBy: lockId('options') } : {})} onChange={changeSettings} />
        </Locked>
      ) : null}
      <fieldset className="inline-form" disabled={locked}>
        <legend>Scoring{locked ? <span id={lockId('scoring')} className="hint"> — {lockReason}</span> : null}</legend>
        {scoringFields.map((f) => (
          <label key={f.key}>{f.label.replace('Points for ', '')}{' '}
            <input inputMode="decimal" size={4} aria-label={f.label} value={scoring[f.key]} {...described('scoring')}
              onChange={(e) => setScoring({ ...scoring, [f.key]: e.target.value })} />
          </label>
        ))}
      </fieldset>
      <Locked id={lockId('colour')} locked={locked}>
        <label>Top seed&apos;s colour in round 1{' '}
          <select value={colour} aria-label="Top seed&apos;s colour in round 1" disabled={locked} {...described('colour')}
            onChange={(e) => setColour(e.target.value === 'white' || e.target.value === 'black' ? e.target.value : '')}>
            <option value="">Not set (the system decides)</option>
            <option value="white">White</option>
            <option value="black">Black</option>
          </select>
        </label>
      </Locked>
      <button type="submit">Save settings</button>
    </form>
  );
}
