import type { Player, SystemSettings } from '../core/model';
import { defaultGroupCount, groupSeeding } from '../core/seeding';
import { sassSettingsFromFlags } from '../core/systems/sass/settingsFromFlags';

/** System options given on the command line (`--double`, `--rules 2017`, `--score-factor 2`). */
export type SystemOptions = ReadonlyMap<string, string | true>;

export type SettingsResult = { readonly ok: true; readonly settings: SystemSettings } | { readonly ok: false; readonly message: string };

export interface CliSystem {
  /** For usage text. */
  readonly name: string;
  readonly settings: (options: SystemOptions) => SettingsResult;
  /** Games a pair plays per round in the TRF (2: TCEC double rounds fold TRF rounds 2k-1, 2k). */
  readonly gamesPerRound: (settings: SystemSettings) => 1 | 2;
  /** Whether `--standings` is available for this system. */
  readonly standings?: boolean;
  /** Start-rank order for `-g` (default: highest rating first). */
  readonly seeding?: (players: readonly Player[]) => readonly Player[];
}

/**
 * Command-line system flags. Adding a system is one line here (plus its options below) and one
 * case in src/core/systems/index.ts.
 */
export const cliSystems: Readonly<Record<string, CliSystem>> = {
  '--tcec': {
    name: 'TCEC Swiss',
    settings: (o) => ({ ok: true, settings: { system: 'tcec', double: o.has('--double') } }),
    gamesPerRound: (s) => (s.system === 'tcec' && s.double ? 2 : 1),
    standings: true,
    seeding: (players) => groupSeeding(players, defaultGroupCount(players.length)),
  },
  '--dutch': { name: 'FIDE Dutch (C.04.3; --rules 2026|2017, default 2026)', settings: (o) => { const r = o.get('--rules') ?? '2026'; return r === '2026' || r === '2017' ? { ok: true, settings: { system: 'dutch', rules: r } } : { ok: false, message: `--rules takes 2026 or 2017, not ${String(r)}` }; }, gamesPerRound: () => 1 },
  '--burstein': { name: 'Burstein (FIDE C.04.4.2, as bbpPairings 6.0)', settings: () => ({ ok: true, settings: { system: 'burstein' } }), gamesPerRound: () => 1 },
  '--sass': { name: 'single-sided Swiss (Netrunner; --cost 2021|2025, --score-factor F, --bye-score S, --seed N)', settings: sassSettingsFromFlags, gamesPerRound: () => 1 },
  '--engine-swiss': { name: 'Engine Swiss (two-game matches)', settings: () => ({ ok: true, settings: { system: 'engine-swiss', gamesPerMatch: 2, seedGroupCount: 1, rematchesConfirmed: false, allowExtraPairsOnTie: true, uniquePerMatchOnly: true, randomOpenings: false, openings: [] } }), gamesPerRound: () => 2, standings: true },
};

/** System options and how many values each takes. Unknown options are an invalid request (exit 3). */
export const cliOptions: Readonly<Record<string, 0 | 1>> = {
  '--double': 0,
  '--rules': 1,
  '--score-factor': 1,
  '--bye-score': 1,
  '--seed': 1,
  '--cost': 1,
};
