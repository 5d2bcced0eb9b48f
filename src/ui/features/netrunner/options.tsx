import { netrunnerScoring, parseTenths } from '../../../core/model';
import type { ScoringRule, SystemSettings } from '../../../core/model';
import { sassSettingsFromFlags } from '../../../core/systems/sass/settingsFromFlags';

/** True for the Netrunner systems (3/1/0 scoring, Corp/Runner sides, the top cut, ABR export). */
export const isNetrunner = (s: SystemSettings): boolean => s.system === 'sass' || s.system === 'double-sided';

export type NetrunnerOptions =
  | { readonly ok: true; readonly settings: SystemSettings; readonly scoring: ScoringRule }
  | { readonly ok: false; readonly field: string; readonly detail: string };

/**
 * The creation form's Netrunner options: cost model, score factor and the bye opponent's score
 * (single-sided Swiss, seed 001), and the points a bye is worth (a win by default).
 */
export const netrunnerOptionsFrom = (base: SystemSettings, form: FormData): NetrunnerOptions => {
  const byeText = String(form.get('byePoints') ?? '3').trim();
  const byePoints = parseTenths(byeText);
  if (byePoints === null) return { ok: false, field: 'byePoints', detail: `Bye points must be a number with at most one decimal, not "${byeText}".` };
  const scoring: ScoringRule = { ...netrunnerScoring, pairingAllocatedBye: byePoints, fullPointBye: byePoints };
  if (base.system !== 'sass') return { ok: true, settings: base, scoring };
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
  return { ok: true, settings: r.settings, scoring };
};

/** The extra fields of the creation form for a Netrunner system. */
export function NetrunnerOptionsFields(props: { readonly system: SystemSettings['system'] }) {
  if (props.system !== 'sass' && props.system !== 'double-sided') return null;
  return (
    <fieldset className="inline-form netrunner-options">
      <legend>Netrunner options</legend>
      {props.system === 'sass' ? (
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
      <label>Bye points <input name="byePoints" inputMode="decimal" defaultValue="3" size={4} /></label>
    </fieldset>
  );
}
