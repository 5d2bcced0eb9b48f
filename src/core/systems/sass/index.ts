import { tenths } from '../../model';
import type { SystemModule, SettingsOf } from '../systemModule';
import { readFields } from '../settingsFields';
import { singleSidedSeats } from '../wording';
import { costModelFor, sassSystem } from './singleSidedSystem';
import { netrunnerGraph, singleSidedRematchBlock } from './compatibility';
import { netrunnerFacts } from './netrunner';
import { sassSettingsFromFlags } from './settingsFromFlags';
import { fractionOfDecimal } from './exactCost';
import { singleSidedRoundsBasis } from '../eventKinds';
import { blossomMatcher } from './blossomMatcher';
import { costPhoneLines, explainByCost, singleSidedExplainer } from './explain';

export { sassSystem, costModelFor, pairSass, singleSidedSystem, roundRng } from './singleSidedSystem';
export { netrunnerStandings, netrunnerTieBreaks } from './netrunner';

type SassSettings = SettingsOf<'sass'>;

/** Single-sided Swiss for Netrunner ("Single Sided Swiss: How it Works"): the SASS cost model of 2021, or Cobra's of July 2025. */
export const sass: SystemModule<SassSettings> = {
  id: 'sass',
  name: 'Single-sided Swiss (Netrunner)',
  ...netrunnerFacts,
  // The suggestion is the two-game table's: "Single Sided Swiss: How it Works" gives no number of single-sided rounds.
  rounds: { basis: singleSidedRoundsBasis },
  description: 'Netrunner Swiss with one game per round, sides balanced by cost (the SASS model or Cobra 2025), as Cobra pairs it.',
  defaults: { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: tenths(0) },
  presets: [{ key: 'sass', label: 'Single-sided Swiss (Netrunner)', settings: { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: tenths(0) } }],
  readSettings: (raw) => readFields(raw, (f) => {
    const model = f.oneOf('model', ['sass', '2025'] as const, 'The cost model');
    const scoreFactor = f.number('scoreFactor', 0, 'The score factor');
    // "Single Sided Swiss: How it Works", "Score Factor": a positive weight of the score difference (2 recommended).
    if (scoreFactor === 0 || fractionOfDecimal(scoreFactor) === null) f.fail('scoreFactor', `The score factor must be a positive decimal with at most 6 places, not ${scoreFactor}.`);
    const byeScore = tenths(f.int('byeScore', 0, 1000, 'The bye opponent score (in tenths of a point)'));
    return { system: 'sass', model, scoreFactor, byeScore, ...(f.has('seed') ? { seed: f.int('seed', -(2 ** 31), 2 ** 32, 'The seed') } : {}) };
  }),
  describe: (s) => (s.model === '2025' ? 'Single-sided Swiss (Cobra 2025 costs)' : `Single-sided Swiss (SASS, score factor ${s.scoreFactor})`),
  gamesPerBoard: () => 1,
  seats: () => singleSidedSeats,
  pairing: sassSystem,
  diagnosis: (t, s) => {
    const model = costModelFor(t, s);
    return typeof model === 'string' ? null : netrunnerGraph(t, model, singleSidedRematchBlock(s.model === 'sass'));
  },
  // A board or the bye by its cost terms against the best alternative, each re-solved with the alternative fixed.
  explain: (t, s, q) => {
    const model = costModelFor(t, s);
    return typeof model === 'string' ? { ok: false, reason: 'not-this-system', detail: model } : explainByCost(t, q, singleSidedExplainer(model, s.model, blossomMatcher));
  },
  explainShort: (t, s, round) => {
    const model = costModelFor(t, s);
    return typeof model === 'string' ? new Map() : costPhoneLines(t, round, singleSidedExplainer(model, s.model, blossomMatcher));
  },
  cli: {
    flag: '--sass',
    usage: 'single-sided Swiss (Netrunner; --cost 2021|2025, --score-factor F, --bye-score S, --seed N)',
    options: { '--cost': 1, '--score-factor': 1, '--bye-score': 1, '--seed': 1 },
    fromFlags: (o) => {
      const r = sassSettingsFromFlags(o);
      return r.ok ? r : { ok: false, field: 'flags', message: r.message };
    },
  },
  netrunner: { doubleSided: false, agreements: ['intentional-draw'] },
};
