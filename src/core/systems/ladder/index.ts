import { chessScoring } from '../../model';
import type { SettingsOf, SystemModule } from '../systemModule';
import { readFields } from '../settingsFields';
import { chessResultText, chessSeats } from '../wording';
import { standingsReportOrThrow } from '../../standings';
import { restoreLadder } from './ladder';
import { finalStandings } from './finalStandings';

export * from './ladder';
export * from './finalStandings';

/**
 * Rolling round-robin ladder (H.G. Muller's "New tournament form"): no rounds; its state (engines, games, regions) is kept
 * beside the tournament and moves one game at a time on its own screen.
 */
export const ladder: SystemModule<SettingsOf<'ladder'>> = {
  id: 'ladder',
  name: 'Rolling round-robin ladder',
  description: 'A continuous engine ladder: each engine plays the engines near it, one game at a time, and moves up or down.',
  game: 'chess',
  kind: 'engine',
  defaults: { system: 'ladder' },
  presets: [],
  readSettings: (raw) => readFields(raw, () => ({ system: 'ladder' })),
  describe: () => 'Rolling round-robin ladder',
  scoring: chessScoring,
  gamesPerBoard: () => 1,
  seats: (_s, games) => chessSeats(games),
  resultText: chessResultText,
  trfType: () => null,
  seeding: () => ({ method: 'groups', groups: 1 }),
  tieBreakList: () => null,
  tieBreaksEditable: false,
  // The ladder ranks on its own screen (regionRanking); the tournament has no rounds to rank.
  standings: (t, options) => standingsReportOrThrow(t, [], options),
  pairing: null,
  checkable: false,
  chosen: 'at-creation',
  netrunner: null,
  fideRules: () => null,
  openings: false,
  ownScreen: true,
  // H.G. Muller's "New tournament form", step 9: the ladder is over once its final ranking is made.
  finishedByState: { kind: 'ladder', finished: (state) => { const r = restoreLadder(state); return r.ok && finalStandings(r.state) !== null; } },
  fixedRounds: () => null,
  mainView: 'standings',
};
