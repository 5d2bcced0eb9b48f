import { useState } from 'react';
import type { ReactNode } from 'react';
import { formatTenths, parseTenths } from '../../../core/model';
import type { ScoringRule, SystemId, SystemSettings } from '../../../core/model';
import { readSystemSettings, systems } from '../../../core/systems';
import type { SettingsOf } from '../../../core/systems';
import { NetrunnerOptionsFields, netrunnerScoringFrom, sassOptionsFrom } from '../netrunner/options';
import { EngineSwissOptions, EngineSwissOptionsEditor } from '../engine-swiss/EngineSwissOptions';
import { engineSwissFromForm } from '../engine-swiss/settings';
import { NewLadderForm } from '../ladder/NewLadderForm';

/**
 * The forms of each system: the extra fields of the "New tournament" form and the options editor
 * of the Settings panel. The settings they produce go through the system module's one validator
 * (`readSystemSettings`); what the fields are is the only thing kept here, one entry per system
 * that has any.
 */

/** What a creation form yields: the settings, a scoring when the form sets one, state made at creation. */
export type CreatedSettings =
  | {
      readonly ok: true;
      readonly settings: SystemSettings;
      readonly scoring?: ScoringRule;
      readonly systemStates?: readonly { readonly kind: string; readonly state: unknown }[];
    }
  | { readonly ok: false; readonly field: string; readonly detail: string };

/** A settings draft as the TO types it: settings the module accepts, or the field that is wrong. */
export type SettingsDraft<S> = { readonly ok: true; readonly settings: S } | { readonly ok: false; readonly field: string; readonly detail: string };

export interface OptionsEditorProps<S> {
  readonly settings: S;
  readonly disabled: boolean;
  /** `aria-describedby` for each control (the reason the options are locked). */
  readonly describedBy?: string;
  readonly onChange: (draft: SettingsDraft<S>) => void;
}

interface SystemForm<Id extends SystemId> {
  /** A system created on a form of its own rather than the new-event form's fields (the ladder's old ranking). */
  readonly OwnCreateForm?: () => ReactNode;
  readonly createFields?: () => ReactNode;
  readonly fromCreateForm?: (preset: SettingsOf<Id>, form: FormData, randomSeed: number) => CreatedSettings;
  readonly OptionsEditor?: (props: OptionsEditorProps<SettingsOf<Id>>) => ReactNode;
}

/** Checks a draft with the module's validator, naming the label the TO sees. */
const checked = <S extends SystemSettings>(settings: S, labels: Readonly<Record<string, string>>): SettingsDraft<S> => {
  const r = readSystemSettings(settings);
  return r.ok ? { ok: true, settings: r.settings as S } : { ok: false, field: labels[r.field] ?? r.field, detail: r.message };
};

/** Baku acceleration and its group A (the FIDE text's 2·⌈N/4⌉, or bbpPairings' ⌈N/2⌉), for Dutch and Burstein. */
function BakuOptions<S extends SettingsOf<'dutch'> | SettingsOf<'burstein'>>(props: OptionsEditorProps<S>) {
  const s = props.settings;
  const aria = props.describedBy ? { 'aria-describedby': props.describedBy } : {};
  const { acceleration: _a, bakuGroups: _g, ...rest } = s;
  void _a; void _g;
  return (
    <>
      {/* The box beside its words (label.check), not stacked above them as the other fields' labels are. */}
      <label className="check">
        <input type="checkbox" checked={s.acceleration === 'baku'} disabled={props.disabled} {...aria}
          onChange={(e) => props.onChange(checked((e.target.checked ? { ...rest, acceleration: 'baku' } : rest) as S, {}))} />
        {' '}Baku acceleration (C.04.7)
      </label>
      {s.acceleration === 'baku' ? (
        <>{' '}<label>Baku group A{' '}
          <select value={s.bakuGroups ?? 'fide'} aria-label="Baku group A" disabled={props.disabled} {...aria}
            onChange={(e) => props.onChange(checked((e.target.value === 'bbp' ? { ...rest, acceleration: 'baku', bakuGroups: 'bbp' } : { ...rest, acceleration: 'baku' }) as S, {}))}>
            <option value="fide">2·⌈N/4⌉ players (C.04.5.1)</option>
            <option value="bbp">⌈N/2⌉ players (as bbpPairings)</option>
          </select>
        </label></>
      ) : null}
    </>
  );
}

function DutchOptions(props: OptionsEditorProps<SettingsOf<'dutch'>>) {
  const s = props.settings;
  const aria = props.describedBy ? { 'aria-describedby': props.describedBy } : {};
  return (
    <>
      <label>Dutch rules{' '}
        <select value={s.rules} aria-label="Dutch rules" disabled={props.disabled} {...aria}
          onChange={(e) => props.onChange(checked({ ...s, rules: e.target.value === '2017' ? '2017' : '2026' }, {}))}>
          <option value="2026">2026 (C.04.3, from 2026)</option>
          <option value="2017">2017 (C.04.3 as of 2017)</option>
        </select>
      </label>{' '}
      <BakuOptions {...props} />
    </>
  );
}

function SassOptions(props: OptionsEditorProps<SettingsOf<'sass'>>) {
  const s = props.settings;
  const aria = props.describedBy ? { 'aria-describedby': props.describedBy } : {};
  const [factor, setFactor] = useState(String(s.scoreFactor));
  const [bye, setBye] = useState(formatTenths(s.byeScore));
  const draft = (model: 'sass' | '2025', factorText: string, byeText: string): SettingsDraft<SettingsOf<'sass'>> => {
    const byeScore = parseTenths(byeText);
    if (byeScore === null) return { ok: false, field: 'Bye opponent score', detail: `"${byeText}" is not a number of points (at most one decimal).` };
    const scoreFactor = factorText.trim() === '' ? Number.NaN : Number(factorText);
    return checked({ ...s, model, scoreFactor, byeScore }, { scoreFactor: 'Score factor', byeScore: 'Bye opponent score', model: 'Cost model' });
  };
  return (
    <>
      <label>Cost model{' '}
        <select value={s.model} aria-label="Cost model" disabled={props.disabled} {...aria}
          onChange={(e) => props.onChange(draft(e.target.value === '2025' ? '2025' : 'sass', factor, bye))}>
          <option value="sass">SASS (2021)</option>
          <option value="2025">Cobra 2025</option>
        </select>
      </label>
      {s.model === 'sass' /* eslint-disable-line no-restricted-syntax -- the SASS cost model, not the system id */ ? (
        <>
          {' '}<label>Score factor <input inputMode="decimal" size={4} value={factor} disabled={props.disabled} {...aria}
            onChange={(e) => { setFactor(e.target.value); props.onChange(draft(s.model, e.target.value, bye)); }} /></label>
          {' '}<label>Bye opponent score <input inputMode="decimal" size={4} value={bye} disabled={props.disabled} {...aria}
            onChange={(e) => { setBye(e.target.value); props.onChange(draft(s.model, factor, e.target.value)); }} /></label>
        </>
      ) : null}
    </>
  );
}

function RoundRobinOptions(props: OptionsEditorProps<SettingsOf<'round-robin'>>) {
  const s = props.settings;
  const aria = props.describedBy ? { 'aria-describedby': props.describedBy } : {};
  return (
    <>
      <label>
        <input type="checkbox" checked={s.double} disabled={props.disabled} {...aria}
          onChange={(e) => props.onChange(checked({ ...s, double: e.target.checked, exchangeLastRounds: e.target.checked }, {}))} />
        {' '}Double round robin (second cycle with colours reversed)
      </label>{' '}
      <label>
        <input type="checkbox" checked={s.exchangeLastRounds} disabled={props.disabled || !s.double} {...aria}
          onChange={(e) => props.onChange(checked({ ...s, exchangeLastRounds: e.target.checked }, {}))} />
        {' '}Exchange the last two rounds of the first cycle (C.05 Annex 1)
      </label>
    </>
  );
}

export const systemForms: { readonly [Id in SystemId]?: SystemForm<Id> } = {
  dutch: { OptionsEditor: DutchOptions },
  burstein: { OptionsEditor: (props) => <BakuOptions {...props} /> },
  'round-robin': { OptionsEditor: RoundRobinOptions },
  sass: {
    createFields: () => <NetrunnerOptionsFields costModel scoring={systems.sass.scoring} />,
    fromCreateForm: (_preset, form) => {
      const scoring = netrunnerScoringFrom(form, systems.sass.scoring);
      if (!scoring.ok) return scoring;
      const settings = sassOptionsFrom(form);
      return settings.ok ? { ok: true, settings: settings.value, scoring: scoring.value } : settings;
    },
    OptionsEditor: SassOptions,
  },
  'double-sided': {
    createFields: () => <NetrunnerOptionsFields costModel={false} scoring={systems['double-sided'].scoring} />,
    fromCreateForm: (preset, form) => {
      const scoring = netrunnerScoringFrom(form, systems['double-sided'].scoring);
      return scoring.ok ? { ok: true, settings: preset, scoring: scoring.value } : scoring;
    },
  },
  'engine-swiss': {
    createFields: () => <EngineSwissOptions />,
    fromCreateForm: (_preset, form, randomSeed) => engineSwissFromForm(form, randomSeed),
    OptionsEditor: EngineSwissOptionsEditor,
  },
  ladder: { OwnCreateForm: NewLadderForm },
};

/** The form entry of a system, typed for its settings variant (the map pairs them; one cast). */
export const systemForm = <S extends SystemSettings>(settings: S): SystemForm<S['system']> | undefined =>
  (systemForms as Readonly<Record<string, SystemForm<S['system']> | undefined>>)[settings.system];
