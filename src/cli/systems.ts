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
