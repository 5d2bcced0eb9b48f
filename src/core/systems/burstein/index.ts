import { chessScoring } from '../../model';
import type { SettingsOf, SystemModule } from '../systemModule';
import { readFields } from '../settingsFields';
import { chessResultText, chessSeats } from '../wording';
import { defaultSwissTieBreaks, fideStandings, fideStandingsParts } from '../fide/standings';
import { bursteinSystem } from './burstein';
import { bursteinChecklist } from './checklist';
import { bursteinGraph } from './compatibility';
import { explainBurstein, phoneLinesBurstein } from './explain';
import { bakuFlags, bakuGroupAtLateEntry, bakuScoringProblem, bakuUsage, readBakuFields } from '../fide/baku';

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
  readSettings: (raw) => readFields(raw, (f) => ({ system: 'burstein', ...readBakuFields(f) })),
  describe: (s) => `FIDE Burstein${s.acceleration === 'baku' ? `, Baku acceleration${s.bakuGroups === 'bbp' ? ' (bbpPairings groups)' : ''}` : ''}`,
  scoring: chessScoring,
  gamesPerBoard: () => 1,
  seats: (_s, games) => chessSeats(games),
  resultText: chessResultText,
  trf: {
    code: (s) => `FIDE_BURSTEIN${s.acceleration === 'baku' ? '_BAKU' : ''}`,
    // FIDE_BURSTEIN_BAKU (bbpPairings 6.0): Baku acceleration instead of the default one.
    read: (code) => {
      const m = /^FIDE_BURSTEIN(?:_2026)?(_BAKU)?$/.exec(code.trim().toUpperCase());
      if (m === null) return null;
      return m[1] ? { system: 'burstein', acceleration: 'baku' } : { system: 'burstein' };
    },
  },
  seeding: () => ({ method: 'fide-initial-ranking' }),
  standings: { report: fideStandings, parts: fideStandingsParts, tieBreakList: () => defaultSwissTieBreaks, tieBreaksEditable: true },
  pairing: bursteinSystem,
  compileAhead: () => '',
  explain: (t, _s, q) => explainBurstein(t, q),
  explainShort: (t, _s, round) => phoneLinesBurstein(t, round),
  diagnosis: bursteinGraph,
  checker: { checklist: bursteinChecklist },
  cli: {
    flag: '--burstein',
    usage: `Burstein (FIDE C.04.4.2, as bbpPairings 6.0; ${bakuUsage})`,
    options: { '--baku': 0, '--baku-groups': 1 },
    fromFlags: (o) => {
      const baku = bakuFlags(o);
      return baku.ok ? { ok: true, settings: { system: 'burstein', ...baku.fields } } : baku;
    },
  },
  chosen: 'before-round-1',
  fideRules: () => ({ topscorers: false, byeRule: '2017' }),
  acceleration: { scoringProblem: bakuScoringProblem, atLateEntry: bakuGroupAtLateEntry },
  // A player who withdrew stays in the standings and the lists, marked, so no one reads the place as still playing.
  dropMark: '(withdrawn)',
};
