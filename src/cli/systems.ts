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
  /** Games a pair plays per round in the TRF (2: TCEC double rounds fold TRF rounds 2k-1, 2k; engine Swiss GamesPerMatch). */
  readonly gamesPerRound: (settings: SystemSettings) => number;
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
  '--dutch': { name: 'FIDE Dutch (C.04.3; --rules 2026|2017, default 2026; --baku for Baku acceleration)', settings: (o) => { const r = o.get('--rules') ?? '2026'; return r === '2026' || r === '2017' ? { ok: true, settings: o.has('--baku') ? { system: 'dutch', rules: r, acceleration: 'baku' } : { system: 'dutch', rules: r } } : { ok: false, message: `--rules takes 2026 or 2017, not ${String(r)}` }; }, gamesPerRound: () => 1 },
  '--burstein': { name: 'Burstein (FIDE C.04.4.2, as bbpPairings 6.0)', settings: () => ({ ok: true, settings: { system: 'burstein' } }), gamesPerRound: () => 1 },
  '--sass': { name: 'single-sided Swiss (Netrunner; --cost 2021|2025, --score-factor F, --bye-score S, --seed N)', settings: sassSettingsFromFlags, gamesPerRound: () => 1 },
  '--engine-swiss': { name: 'Engine Swiss (--games-per-match N, even, default 2; --seed-groups N, default 1)', settings: engineSwissFromFlags, gamesPerRound: (s) => (s.system === 'engine-swiss' ? s.gamesPerMatch : 2), standings: true },
};

/** System options and how many values each takes. Unknown options are an invalid request (exit 3). */
export const cliOptions: Readonly<Record<string, 0 | 1>> = {
  '--double': 0,
  '--baku': 0,
  '--rules': 1,
  '--score-factor': 1,
  '--bye-score': 1,
  '--seed': 1,
  '--cost': 1,
  '--games-per-match': 1,
  '--seed-groups': 1,
};

/** Engine Swiss (seed 002): GamesPerMatch must be even (pairs of games, colours swapped); SeedGroupCount ≥ 1. */
function engineSwissFromFlags(o: SystemOptions): SettingsResult {
  const games = Number(o.get('--games-per-match') ?? 2);
  if (!Number.isInteger(games) || games < 2 || games % 2 !== 0) return { ok: false, message: `--games-per-match takes an even number ≥ 2, not ${String(o.get('--games-per-match'))}` };
  const groups = Number(o.get('--seed-groups') ?? 1);
  if (!Number.isInteger(groups) || groups < 1) return { ok: false, message: `--seed-groups takes a whole number ≥ 1, not ${String(o.get('--seed-groups'))}` };
  return {
    ok: true,
    settings: { system: 'engine-swiss', gamesPerMatch: games, seedGroupCount: groups, rematchesConfirmed: false, allowExtraPairsOnTie: true, uniquePerMatchOnly: true, randomOpenings: false, openings: [] },
  };
}
