import { doubleSidedScoring } from '../../model';
import type { SystemModule, SettingsOf } from '../systemModule';
import { readFields } from '../settingsFields';
import { doubleSidedSeats } from '../wording';
import { netrunnerGraph } from '../sass/compatibility';
import { netrunnerFacts } from '../sass/netrunner';
import { doubleSidedCostModel } from './doubleSidedCost';
import { doubleSidedSwiss } from './doubleSidedSystem';

import { blossomMatcher } from '../sass/blossomMatcher';
import { costPhoneLines, explainByCost, type CostExplainer } from '../sass/explain';

export { doubleSidedSwiss, doubleSidedSystem } from './doubleSidedSystem';

/** The double-sided Swiss explainer: one cost term per pair, the score gap squared. */
const explainer = (): CostExplainer => ({
  model: doubleSidedCostModel(), matcher: blossomMatcher, doubleSided: true, pairTerms: ['score'],
  source: 'double-sided Swiss costs',
  sidesRule: 'double-sided Swiss: a coin flip for the first game',
  how: 'The system pairs the whole round at once: every possible pair costs the square of the gap in points between the two, rematches are never made, and it takes the pairing whose total cost is lowest.',
});

/** Double-sided Swiss for Netrunner: each pair plays one game per side in a round. */
export const doubleSided: SystemModule<SettingsOf<'double-sided'>> = {
  id: 'double-sided',
  name: 'Double-sided Swiss (Netrunner)',
  ...netrunnerFacts,
  // Two games a round: the bye is two game wins (6 points), as NSG's rules and Cobra give it.
  scoring: doubleSidedScoring,
  description: 'Netrunner Swiss in which each pair plays two games a round, one on each side; no rematches.',
  defaults: { system: 'double-sided' },
  presets: [{ key: 'double-sided', label: 'Double-sided Swiss (Netrunner)', settings: { system: 'double-sided' } }],
  readSettings: (raw) => readFields(raw, () => ({ system: 'double-sided' })),
  describe: () => 'Double-sided Swiss',
  gamesPerBoard: () => 2,
  seats: (_s, games) => doubleSidedSeats(games),
  pairing: doubleSidedSwiss,
  diagnosis: (t) => netrunnerGraph(t, doubleSidedCostModel(), (_a, _b, rounds) => ({ rule: 'rematch', rounds })),
  explain: (t, _s, q) => explainByCost(t, q, explainer()),
  explainShort: (t, _s, round) => costPhoneLines(t, round, explainer()),
  netrunner: { doubleSided: true, agreements: ['intentional-draw', '241'] },
};
