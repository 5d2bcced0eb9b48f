import { chessScoring } from '../../model';
import type { SettingsOf, SystemModule } from '../systemModule';
import { readFields } from '../settingsFields';
import { chessResultText, chessSeats } from '../wording';
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
  seeding: () => ({ method: 'groups', groups: 1 }),
  chosen: 'at-creation',
  // No pairing, TRF record, standings of rounds or checker: the ladder ranks on its own screen
  // (regionRanking). H.G. Muller's "New tournament form", step 9: it is over once its final ranking is made.
  ownScreen: { stateKind: 'ladder', finished: (state) => { const r = restoreLadder(state); return r.ok && finalStandings(r.state) !== null; } },
};
