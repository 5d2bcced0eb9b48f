import { chessScoring } from '../../model';
import type { SettingsOf, SystemModule } from '../systemModule';
import { readFields } from '../settingsFields';
import { chessResultText, chessSeats } from '../wording';
import { tcecRanking } from '../../standings';
import { defaultGroupCount, groupSeeding } from '../../seeding';
import { tcecSystem } from './tcecSystem';
import { tcecGraph } from './compatibility';
import { explainTcec, tcecPhoneLines } from './explain';

export { tcecSystem, pairTcecRound } from './tcecSystem';
export { pairingOrder, byeCandidate } from './pairingOrder';
export { allowedToMeet, allowedPairsGraph, viablePairing, viablePairingExists, removeUntilViable } from './viability';
export { pairGreedily } from './pairGreedily';
export type { FirstAndSecond } from './pairGreedily';
export { colours, firstOfPairHasWhiteByPattern, playingOrder } from './colours';
export {
  emptyEncounterHistory,
  recordEncounters,
  removeEarliestRound,
  meetingsOf,
} from './encounterHistory';
export type { EncounterHistory, RoundEncounters, Meetings } from './encounterHistory';
export { replayTcec } from './state';
export type { TcecState, HistoryRemoval } from './state';
export { whiteGameDifference, isReceivedBye } from './tcecPlayer';
export type { TcecPlayerState } from './tcecPlayer';

/** TCEC Swiss (the TCEC wiki's "TCEC Swiss Tournament System"), single or double rounds. */
export const tcec: SystemModule<SettingsOf<'tcec'>> = {
  id: 'tcec',
  name: 'TCEC Swiss',
  description: 'The engine Swiss TCEC runs: the bye first, colours balanced by white-game difference, the worst pair plays first (single or double rounds).',
  game: 'chess',
  kind: 'engine',
  defaults: { system: 'tcec', double: false },
  presets: [
    { key: 'tcec-single', label: 'TCEC Swiss (single rounds)', settings: { system: 'tcec', double: false } },
    { key: 'tcec-double', label: 'TCEC Swiss (double rounds)', settings: { system: 'tcec', double: true } },
  ],
  readSettings: (raw) => readFields(raw, (f) => ({ system: 'tcec', double: f.bool('double', 'TCEC double rounds') })),
  describe: (s) => (s.double ? 'TCEC Swiss, double rounds' : 'TCEC Swiss, single rounds'),
  scoring: chessScoring,
  // A double round is two games on one board, colours swapped (TRF rounds 2k-1 and 2k).
  gamesPerBoard: (s) => (s.double ? 2 : 1),
  seats: (_s, games) => chessSeats(games),
  resultText: chessResultText,
  trf: { code: () => 'CUSTOM_SWISS' },
  // The TCEC wiki's "TCEC Swiss Tournament System", "Seeding": group seeding with floor(P/2) groups.
  seeding: (_s, players) => ({ method: 'groups', groups: defaultGroupCount(players) }),
  // The TCEC wiki's final ranking: points, fewer byes, more Black games, Sonneborn-Berger (no list to edit).
  standings: { report: (t) => ({ ok: true, rows: tcecRanking(t), explanations: new Map() }), tieBreaksEditable: false },
  pairing: tcecSystem,
  diagnosis: (t, s) => tcecGraph(t, s.double),
  // The step of the procedure that placed a board or the bye, in the wiki's words.
  explain: (t, s, q) => explainTcec(t, s.double, q),
  explainShort: (t, s, round) => tcecPhoneLines(t, s.double, round),
  checker: {},
  cli: {
    flag: '--tcec',
    usage: 'TCEC Swiss (--double for double rounds)',
    options: { '--double': 0 },
    fromFlags: (o) => ({ ok: true, settings: { system: 'tcec', double: o.has('--double') } }),
  },
  generator: { order: (players) => groupSeeding(players, defaultGroupCount(players.length)) },
  chosen: 'before-round-1',
};
