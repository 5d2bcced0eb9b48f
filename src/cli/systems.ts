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
  /** What the flags say and nothing else (not yet validated; the system and the settings a flag gave). */
  readonly flags: (options: SystemOptions) => { readonly ok: true; readonly fields: Readonly<Record<string, unknown>> } | { readonly ok: false; readonly message: string };
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
      // The flags over the module's defaults, then the module's one validator, as every other way in.
      settings: (o) => {
        const flags = cli.fromFlags(o);
        if (!flags.ok) return { ok: false, message: flags.message };
        const read = module.readSettings({ ...module.defaults, ...flags.settings });
        return read.ok ? read : { ok: false, message: read.message };
      },
      flags: (o) => {
        const flags = cli.fromFlags(o);
        return flags.ok ? { ok: true, fields: flags.settings } : { ok: false, message: flags.message };
      },
    };
    return [[cli.flag, entry]];
  }),
);

/** Every system option and how many values it takes; which system takes which is checked after parsing. */
export const cliOptions: Readonly<Record<string, 0 | 1>> = Object.assign({}, ...Object.values(cliSystems).map((s) => s.options));

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The settings to pair a file with: the file's 192 (or PWS) record, with what the flags say added,
 * through the module's one validator. Each flag says only its own setting (`--rules 2026` the
 * rules, `--baku-groups bbp` the Baku groups), so flags add to what the file says; a flag that says
 * otherwise is refused (bbpPairings: "Pairing system specified in file ... does not match command
 * line flag"): another system, a setting that changes the file's 192 code (`--rules 2026` on
 * FIDE_DUTCH_2017, `--baku` on a file without Baku), or for a PWS record (which says every
 * setting) any other value. A setting 192 cannot say (`--baku-groups bbp`) adds to it.
 */
export const settingsWithFile = (
  entry: CliSystem,
  options: SystemOptions,
  file: { readonly settings: SystemSettings; readonly from: 'PWS' | '192'; readonly record: string },
): { readonly ok: true; readonly settings: SystemSettings } | { readonly ok: false; readonly message: string } => {
  const flags = entry.flags(options);
  if (!flags.ok) return flags;
  const given = flags.fields;
  const fileSettings = file.settings as Readonly<Record<string, unknown>>;
  const contradiction = (what: string): { ok: false; message: string } => ({
    ok: false,
    message: `the file's ${file.record} says ${what}, which contradicts the command line (${entry.flag}${[...options.keys()].map((k) => ` ${k}${options.get(k) === true ? '' : ` ${String(options.get(k))}`}`).join('')}: ${entry.module.describe({ ...(entry.module.defaults as object), ...given } as never)}); leave the flag out or change the file`,
  });
  if (file.settings.system !== given.system) {
    const other = allSystems.find((m) => m.id === file.settings.system);
    return contradiction(other?.describe(file.settings as never) ?? file.settings.system);
  }
  // The settings the flags gave: those that differ without any flag, or without one of them
  // (`--no-exchange` keeps the no-flag value of its setting but changes what `--double` gives).
  const none = entry.flags(new Map());
  const without = [none, ...[...options.keys()].map((k) => entry.flags(new Map([...options].filter(([o]) => o !== k))))];
  const said = Object.keys(given).filter((k) => given[k] !== undefined && without.some((w) => w.ok && !same(given[k], w.fields[k])));
  const merged: Record<string, unknown> = { ...fileSettings };
  for (const k of said) merged[k] = given[k];
  const code = (s: unknown): string | null => entry.module.trf?.code(s as never) ?? null;
  const changed = file.from === '192' ? code(merged) !== code(fileSettings) : said.some((k) => !same(given[k], fileSettings[k]));
  if (changed) return contradiction(entry.module.describe(file.settings as never));
  const read = entry.module.readSettings(merged);
  return read.ok ? { ok: true, settings: read.settings } : { ok: false, message: read.message };
};
