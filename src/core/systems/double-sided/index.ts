import { netrunnerScoring } from '../../model';
import type { SystemModule, SettingsOf } from '../systemModule';
import { readFields } from '../settingsFields';
import { doubleSidedSeats, netrunnerResultText } from '../wording';
import { netrunnerGraph } from '../sass/compatibility';
import { netrunnerStandings, netrunnerTieBreaks } from '../sass/netrunner';
import { doubleSidedCostModel } from './doubleSidedCost';
import { doubleSidedSwiss } from './doubleSidedSystem';

export { doubleSidedSwiss, doubleSidedSystem } from './doubleSidedSystem';

/** Double-sided Swiss for Netrunner: each pair plays one game per side in a round. */
export const doubleSided: SystemModule<SettingsOf<'double-sided'>> = {
  id: 'double-sided',
  name: 'Double-sided Swiss (Netrunner)',
  description: 'Netrunner Swiss in which each pair plays two games a round, one on each side; no rematches.',
  game: 'netrunner',
  defaults: { system: 'double-sided' },
  presets: [{ key: 'double-sided', label: 'Double-sided Swiss (Netrunner)', settings: { system: 'double-sided' } }],
  readSettings: (raw) => readFields(raw, () => ({ system: 'double-sided' })),
  describe: () => 'Double-sided Swiss',
  scoring: netrunnerScoring,
  gamesPerBoard: () => 2,
  seats: (_s, games) => doubleSidedSeats(games),
  resultText: netrunnerResultText,
  trfType: () => 'CUSTOM_SWISS',
  seeding: () => ({ method: 'random' }),
  tieBreakList: netrunnerTieBreaks,
  tieBreaksEditable: false,
  standings: netrunnerStandings,
  pairing: doubleSidedSwiss,
  compatibility: (t) => netrunnerGraph(t, doubleSidedCostModel(), (_a, _b, rounds) => ({ rule: 'rematch', rounds })),
  checkable: false,
  chosen: 'before-round-1',
  netrunner: { doubleSided: true },
  fideRules: () => null,
  openings: false,
  ownScreen: false,
};
