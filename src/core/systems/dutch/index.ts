import { chessScoring } from '../../model';
import type { PairingSystem } from '../../model';
import type { SettingsOf, SystemModule } from '../systemModule';
import { readFields } from '../settingsFields';
import { chessResultText, chessSeats } from '../wording';
import { fideGraph } from '../fide/compatibility';
import { defaultSwissTieBreaks, fideStandings, fideStandingsParts } from '../fide/standings';
import { dutchState, pairDutch } from './dutch';
import { dutchChecklist } from './checklist';
import { explainDutch, phoneLinesDutch } from './explain';
import { bakuFlags, bakuGroupAtLateEntry, bakuScoringProblem, bakuUsage, readBakuFields } from '../fide/baku';

export { pairDutch, dutchState } from './dutch';

type DutchSettings = SettingsOf<'dutch'>;

/** FIDE Dutch system (C.04.3), 2026 rules by default, 2017 rules with settings.rules = '2017'. */
export const dutchSystem: PairingSystem = { id: 'dutch', pairNextRound: pairDutch };

const rulesFlag = (r: string | true | undefined): '2026' | '2017' | null => (r === undefined ? '2026' : r === '2026' || r === '2017' ? r : null);

export const dutch: SystemModule<DutchSettings> = {
  id: 'dutch',
  name: 'FIDE Dutch',
  description: 'The FIDE Swiss system for rated opens (C.04.3), as bbpPairings pairs it; 2026 or 2017 rules, Baku acceleration.',
  game: 'chess',
  kind: 'chess-swiss',
  defaults: { system: 'dutch', rules: '2026' },
  presets: [{ key: 'dutch', label: 'FIDE Dutch (2026)', settings: { system: 'dutch', rules: '2026' } }],
  readSettings: (raw) => readFields(raw, (f) => {
    const rules = f.oneOf('rules', ['2026', '2017'] as const, 'The Dutch rules');
    return { system: 'dutch', rules, ...readBakuFields(f) };
  }),
  describe: (s) => `FIDE Dutch (${s.rules})${s.acceleration === 'baku' ? `, Baku acceleration${s.bakuGroups === 'bbp' ? ' (bbpPairings groups)' : ''}` : ''}`,
  scoring: chessScoring,
  gamesPerBoard: () => 1,
  seats: (_s, games) => chessSeats(games),
  resultText: chessResultText,
  // FIDE's table of 192 codes: the Dutch system after 30 June 2025 is FIDE_DUTCH_2025.
  trf: {
    code: (s) => `FIDE_DUTCH_${s.rules === '2017' ? '2017' : '2025'}${s.acceleration === 'baku' ? '_BAKU' : ''}`,
    // FIDE_DUTCH (the edition in force: 2026), _2025 and _2026 (bbpPairings 6.0) name the 2026 rules.
    read: (code) => {
      const m = /^FIDE_DUTCH(?:_(2017|2025|2026))?(_BAKU)?$/.exec(code.trim().toUpperCase());
      if (m === null) return null;
      const rules = m[1] === '2017' ? '2017' : '2026';
      return m[2] ? { system: 'dutch', rules, acceleration: 'baku' } : { system: 'dutch', rules };
    },
  },
  seeding: () => ({ method: 'fide-initial-ranking' }),
  standings: { report: fideStandings, parts: fideStandingsParts, tieBreakList: () => defaultSwissTieBreaks, tieBreaksEditable: true },
  pairing: dutchSystem,
  compileAhead: (s) => s.rules,
  diagnosis: (t, s) => fideGraph(t, dutchState(t), { topscorers: true, byeRule: s.rules }),
  checker: { checklist: dutchChecklist },
  explain: (t, s, q) => explainDutch(t, s.rules, q),
  explainShort: (t, s, round) => phoneLinesDutch(t, s.rules, round),
  cli: {
    flag: '--dutch',
    usage: `FIDE Dutch (C.04.3; --rules 2026|2017, default 2026; ${bakuUsage})`,
    options: { '--rules': 1, '--baku': 0, '--baku-groups': 1 },
    fromFlags: (o) => {
      const rules = rulesFlag(o.get('--rules'));
      if (rules === null) return { ok: false, field: '--rules', message: `--rules takes 2026 or 2017, not ${String(o.get('--rules'))}` };
      const baku = bakuFlags(o);
      if (!baku.ok) return baku;
      return { ok: true, settings: { system: 'dutch', ...(o.has('--rules') ? { rules } : {}), ...baku.fields } };
    },
  },
  // A file paired in part by -g declares its rounds in XXR for the 2017 rules: bbpPairings 5.0.1 reads no 142.
  generator: { roundsRecord: (s) => (s.rules === '2017' ? 'XXR' : '142') },
  chosen: 'before-round-1',
  fideRules: (s) => ({ topscorers: true, byeRule: s.rules }),
  acceleration: { scoringProblem: bakuScoringProblem, atLateEntry: bakuGroupAtLateEntry },
  // A player who withdrew stays in the standings and the lists, marked, so no one reads the place as still playing.
  dropMark: '(withdrawn)',
};
