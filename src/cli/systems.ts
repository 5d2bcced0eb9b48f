import type { SystemSettings } from '../core/model';
import { allSystems } from '../core/systems';
import type { SystemModule, SystemOptions } from '../core/systems';

export type { SystemOptions } from '../core/systems';

/** A system the command line offers: its module and the module's command-line spec. */
export interface CliSystem {
  readonly module: SystemModule;
  readonly flag: string;
  readonly usage: string;
  /** The options this system takes and how many values each has. */
  readonly options: Readonly<Record<string, 0 | 1>>;
  readonly settings: (options: SystemOptions) => { readonly ok: true; readonly settings: SystemSettings } | { readonly ok: false; readonly message: string };
}

/** Command-line system flags, from the system modules (a module with a `cli` spec has a flag). */
export const cliSystems: Readonly<Record<string, CliSystem>> = Object.fromEntries(
  allSystems.flatMap((module) => {
    const cli = module.cli;
    if (cli === undefined) return [];
    const entry: CliSystem = {
      module,
      flag: cli.flag,
      usage: cli.usage,
      options: cli.options,
      // The flags, then the module's one validator, as every other way in.
      settings: (o) => {
        const flags = cli.fromFlags(o);
        if (!flags.ok) return { ok: false, message: flags.message };
        const read = module.readSettings(flags.settings);
        return read.ok ? read : { ok: false, message: read.message };
      },
    };
    return [[cli.flag, entry]];
  }),
);

/** Every system option and how many values it takes; which system takes which is checked after parsing. */
export const cliOptions: Readonly<Record<string, 0 | 1>> = Object.assign({}, ...Object.values(cliSystems).map((s) => s.options));

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The settings to pair a file with: the command line's, completed by what the file's 192 (or
 * PWS) record says, through the module's one validator. A flag that contradicts the file is
 * refused (bbpPairings: "Pairing system specified in file ... does not match command line flag"):
 * another system, or a setting the flags changed from their default to something the file does
 * not say. A 192 code cannot say every setting (e.g. `--baku-groups bbp`): a flag that keeps the
 * file's 192 code the same adds to it rather than contradicting it.
 */
export const settingsWithFile = (
  entry: CliSystem,
  options: SystemOptions,
  file: { readonly settings: SystemSettings; readonly from: 'PWS' | '192'; readonly record: string },
): { readonly ok: true; readonly settings: SystemSettings } | { readonly ok: false; readonly message: string } => {
  const flags = entry.settings(options);
  if (!flags.ok) return flags;
  const contradiction = (what: string): { ok: false; message: string } => ({
    ok: false,
    message: `the file's ${file.record} says ${what}, which contradicts the command line (${entry.flag}${[...options.keys()].map((k) => ` ${k}${options.get(k) === true ? '' : ` ${String(options.get(k))}`}`).join('')}: ${entry.module.describe(flags.settings as never)}); leave the flag out or change the file`,
  });
  if (file.settings.system !== flags.settings.system) {
    const other = allSystems.find((m) => m.id === file.settings.system);
    return contradiction(other?.describe(file.settings as never) ?? file.settings.system);
  }
  const defaults = entry.settings(new Map());
  const base = (defaults.ok ? defaults.settings : {}) as Readonly<Record<string, unknown>>;
  const given = flags.settings as Readonly<Record<string, unknown>>;
  let merged: Record<string, unknown> = { ...(file.settings as Readonly<Record<string, unknown>>) };
  const code = (s: unknown): string | null => entry.module.trfType(s as never);
  for (const key of new Set([...Object.keys(given), ...Object.keys(base)])) {
    if (same(given[key], base[key]) || same(given[key], merged[key])) continue;
    const candidate = { ...merged, [key]: given[key] };
    if (file.from === '192' && code(candidate) === code(file.settings)) {
      merged = candidate;
      continue;
    }
    return contradiction(entry.module.describe(file.settings as never));
  }
  // A flag given at its default value (`--rules 2026`) still says what it says: the 192 code of
  // the flags' settings must be the file's.
  if (file.from === '192' && options.size > 0 && code(given) !== code(merged)) return contradiction(entry.module.describe(file.settings as never));
  const read = entry.module.readSettings(merged);
  return read.ok ? { ok: true, settings: read.settings } : { ok: false, message: read.message };
};
