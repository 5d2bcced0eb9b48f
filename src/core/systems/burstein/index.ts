import { chessScoring } from '../../model';
import type { SettingsOf, SystemModule } from '../systemModule';
import { readFields } from '../settingsFields';
import { chessResultText, chessSeats } from '../wording';
import { defaultSwissTieBreaks, fideStandings } from '../fide/standings';
import { bursteinSystem } from './burstein';
import { bursteinChecklist } from './checklist';
import { bursteinGraph } from './compatibility';

export { bursteinSystem, pairBurstein, pairBursteinState, buildBursteinState, colourOf } from './burstein';
export type { BursteinState, BursteinResult } from './burstein';
export { metricScoresOf, adjustedScores, worseThan } from './metricScores';
export type { MetricScores } from './metricScores';
export { defaultAccelerations } from './acceleration';

/** FIDE Burstein system (C.04.4.2), as bbpPairings 6.0 pairs it. */
export const burstein: SystemModule<SettingsOf<'burstein'>> = {
  id: 'burstein',
  name: 'FIDE Burstein',
  description: 'The FIDE Burstein Swiss system (C.04.4.2), as bbpPairings 6.0 pairs it, with its default acceleration.',
  game: 'chess',
  kind: 'chess-swiss',
  defaults: { system: 'burstein' },
  presets: [{ key: 'burstein', label: 'FIDE Burstein', settings: { system: 'burstein' } }],
  readSettings: (raw) => readFields(raw, () => ({ system: 'burstein' })),
  describe: () => 'FIDE Burstein',
  scoring: chessScoring,
  gamesPerBoard: () => 1,
  seats: (_s, games) => chessSeats(games),
  resultText: chessResultText,
  trfType: () => 'FIDE_BURSTEIN',
  readTrfType: (code) => (/^FIDE_BURSTEIN(?:_2026)?$/.test(code.trim().toUpperCase()) ? { system: 'burstein' } : null),
  seeding: () => ({ method: 'fide-initial-ranking' }),
  tieBreakList: () => defaultSwissTieBreaks,
  tieBreaksEditable: true,
  standings: fideStandings,
  pairing: bursteinSystem,
  compatibility: bursteinGraph,
  checkable: true,
  checklist: bursteinChecklist,
  cli: {
    flag: '--burstein',
    usage: 'Burstein (FIDE C.04.4.2, as bbpPairings 6.0)',
    options: {},
    fromFlags: () => ({ ok: true, settings: { system: 'burstein' } }),
  },
  chosen: 'before-round-1',
  netrunner: null,
  fideRules: () => ({ topscorers: false, byeRule: '2017' }),
  openings: false,
  ownScreen: false,
};
