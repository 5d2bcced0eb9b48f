import { useState } from 'react';
import { formatTenths, parseTenths } from '../../../core/model';
import type { ScoringRule } from '../../../core/model';
import type { SettingsOf } from '../../../core/systems';
import { sassSettingsFromFlags } from '../../../core/systems';

type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly field: string; readonly detail: string };

/**
 * The creation form's bye points over the system's scoring (its default: a win of every game of
 * the round, 3 single-sided and 6 double-sided): the Netrunner scoring of the event.
 */
export const netrunnerScoringFrom = (form: FormData, base: ScoringRule): Parsed<ScoringRule> => {
  const byeText = String(form.get('byePoints') ?? formatTenths(base.pairingAllocatedBye)).trim();
  const byePoints = parseTenths(byeText);
  if (byePoints === null) return { ok: false, field: 'byePoints', detail: `Bye points must be a number with at most one decimal, not "${byeText}".` };
  return { ok: true, value: { ...base, pairingAllocatedBye: byePoints, fullPointBye: byePoints } };
};

/**
 * The creation form's single-sided Swiss options: cost model, score factor and the bye opponent's
 * score ("Single Sided Swiss: How it Works"), read as the command line reads its flags.
 */
export const sassOptionsFrom = (form: FormData): Parsed<SettingsOf<'sass'>> => {
  const model = String(form.get('costModel') ?? 'sass');
  const flags = new Map<string, string>([['--cost', model === '2025' ? '2025' : '2021']]);
  if (model !== '2025') {
    flags.set('--score-factor', String(form.get('scoreFactor') ?? '2').trim());
    flags.set('--bye-score', String(form.get('byeScore') ?? '0').trim());
  }
  const r = sassSettingsFromFlags(flags);
  if (!r.ok) {
    const field = r.message.includes('score-factor') ? 'scoreFactor' : r.message.includes('bye-score') ? 'byeScore' : 'costModel';
    const label = field === 'scoreFactor' ? 'Score factor' : field === 'byeScore' ? 'Bye opponent score' : 'Cost model';
    return { ok: false, field, detail: `${label}: ${r.message.replace(/^--[a-z-]+ /, '')}.` };
  }
  return { ok: true, value: r.settings };
};

/**
 * The extra fields of the creation form for a Netrunner system (`costModel`: single-sided Swiss's own).
 * Bye points is a controlled field: it shows the chosen system's default (`scoring`, from its module)
 * until the TO types a value of their own, so switching single- to double-sided shows 6, not the 3 an
 * uncontrolled field kept from the first system; what it shows is what the event stores.
 */
export function NetrunnerOptionsFields(props: { readonly costModel: boolean; readonly scoring: ScoringRule }) {
  const [typedBye, setTypedBye] = useState<string | null>(null);
  const byePoints = typedBye ?? formatTenths(props.scoring.pairingAllocatedBye);
  return (
    <fieldset className="inline-form netrunner-options">
      <legend>Netrunner options</legend>
      {props.costModel ? (
        <>
          <label>Cost model
            <select name="costModel" aria-label="Cost model" defaultValue="sass">
              <option value="sass">SASS (2021)</option>
              <option value="2025">Cobra 2025</option>
            </select>
          </label>
          <label>Score factor <input name="scoreFactor" inputMode="decimal" defaultValue="2" size={4} /></label>
          <label>Bye opponent score <input name="byeScore" inputMode="decimal" defaultValue="0" size={4} /></label>
        </>
      ) : null}
      <label>Bye points <input name="byePoints" inputMode="decimal" value={byePoints} size={4} onChange={(e) => setTypedBye(e.target.value)} /></label>
    </fieldset>
  );
}
