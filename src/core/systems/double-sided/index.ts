import { doubleSidedScoring } from '../../model';
import type { SystemModule, SettingsOf } from '../systemModule';
import { readFields } from '../settingsFields';
import { doubleSidedSeats } from '../wording';
import { netrunnerGraph } from '../sass/compatibility';
import { netrunnerFacts } from '../sass/netrunner';
import { doubleSidedCostModel } from './doubleSidedCost';
import { doubleSidedSwiss } from './doubleSidedSystem';

export { doubleSidedSwiss, doubleSidedSystem } from './doubleSidedSystem';

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
  netrunner: { doubleSided: true, agreements: ['intentional-draw', '241'] },
};
