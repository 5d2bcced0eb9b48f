import { cliOptions, cliSystems } from './systems';
import type { CliSystem, SystemOptions } from './systems';

/**
 * The command-line request, in bbpPairings' (JaVaFo-compatible) syntax:
 *   pairwise [-r]
 *   pairwise [-r] SYSTEM [options] input-file -p [output-file] [-l check-list-file]
 *   pairwise [-r] SYSTEM [options] input-file -c [-l check-list-file]
 *   pairwise [-r] SYSTEM [options] (model-file -g | -g [config-file]) -o trf-file [-s seed] [-l check-list-file]
 *   pairwise SYSTEM [options] input-file --standings [output-file]
 *   pairwise SYSTEM [options] input-file --explain ROUND [BOARD | pPLAYER [OTHER]]
 */
export type Operation =
  | { readonly kind: 'version' }
  | { readonly kind: 'help' }
  | { readonly kind: 'pair'; readonly input: string; readonly output: string | null }
  | { readonly kind: 'check'; readonly input: string }
  | {
      readonly kind: 'generate';
      /** A TRF whose players (and XXR) the random tournament uses. */
      readonly model: string | null;
      /** key=value generator settings (PlayersNumber, RoundsNumber, ...). */
      readonly config: string | null;
      readonly output: string;
      readonly seed: string | null;
    }
  | { readonly kind: 'standings'; readonly input: string; readonly output: string | null }
  /** `pairwise SYSTEM in.trf --rating-report [out] [--format trf16|trf26]`: the FIDE rating report (final ranks, full header). */
  | { readonly kind: 'rating-report'; readonly input: string; readonly output: string | null; readonly format: 'trf16' | 'trf26' }
  /**
   * `pairwise SYSTEM in.trf --explain ROUND [BOARD | pPLAYER [OTHER]]`: why a paired round was paired
   * so; a bare number is a board, `p12` the player of start rank 12, OTHER a start rank (`p` optional);
   * no board or player: the pairing-allocated bye.
   */
  | { readonly kind: 'explain'; readonly input: string; readonly round: number; readonly board: number | null; readonly player: number | null; readonly other: number | null }
  /** `pairwise convert in.trf -o out.trf [--format trf16|trf26]`: read, check and write back with the one TRF writer. */
  | { readonly kind: 'convert'; readonly input: string; readonly output: string; readonly format: 'trf16' | 'trf26' | null }
  /** `pairwise html [SYSTEM [options]] in.trf -o site/|site.zip`: the public results site, as a folder or a zip. */
  | { readonly kind: 'html'; readonly input: string; readonly output: string; readonly zip: boolean };

export interface CliRequest {
  readonly system: { readonly flag: string; readonly entry: CliSystem } | null;
  readonly options: SystemOptions;
  readonly operation: Operation;
  readonly version: boolean;
  /** `-l`: null = no check-list; '' = `-l` without a name (bbpPairings: the input's name with .list). */
  readonly checklist: string | null;
}

export type ParsedArgs = { readonly ok: true; readonly request: CliRequest } | { readonly ok: false; readonly message: string };

const operationFlags = ['-p', '-c', '-g', '--standings', '--rating-report', '--explain'] as const;
type OperationFlag = (typeof operationFlags)[number];
const isOperationFlag = (a: string): a is OperationFlag => (operationFlags as readonly string[]).includes(a);

/** `pairwise convert in.trf -o out.trf [--format trf16|trf26]`. */
const parseConvert = (argv: readonly string[]): ParsedArgs => {
  const fail = (message: string): ParsedArgs => ({ ok: false, message });
  let input: string | null = null;
  let output: string | null = null;
  let format: 'trf16' | 'trf26' | null = null;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '-o' || arg === '--format') {
      const value = argv[i + 1];
      if (value === undefined) return fail(`${arg} needs a value`);
      i++;
      if (arg === '-o') output = value;
      else if (value === 'trf16' || value === 'trf26') format = value;
      else return fail(`--format takes trf16 or trf26, not ${value}`);
    } else if (arg.startsWith('-') && arg !== '-') return fail(`unknown option ${arg} for convert (it takes -o FILE and --format trf16|trf26)`);
    else if (input === null) input = arg;
    else return fail(`unexpected argument ${arg}`);
  }
  if (input === null) return fail('convert needs an input file');
  if (output === null) return fail('convert needs -o output-file');
  return { ok: true, request: { system: null, options: new Map(), operation: { kind: 'convert', input, output, format }, version: false, checklist: null } };
};

/** The pairing system and its options as the command line has given them so far. */
interface SystemGiven {
  system: CliRequest['system'];
  readonly options: Map<string, string | true>;
}

/**
 * Reads a pairing system's flag or a system option at argv[i] into `given`, as every verb takes
 * them: null when argv[i] is neither, else the index of the last argument it used (an option's
 * value is the next argument) or why it cannot be taken.
 */
const readSystemOrOption = (argv: readonly string[], i: number, given: SystemGiven): { readonly last: number } | { readonly error: string } | null => {
  const arg = argv[i] as string;
  const entry = cliSystems[arg];
  if (entry !== undefined) {
    if (given.system !== null) return { error: `two pairing systems given: ${given.system.flag} and ${arg}` };
    given.system = { flag: arg, entry };
    return { last: i };
  }
  if (!(arg in cliOptions)) return null;
  if (cliOptions[arg] !== 1) {
    given.options.set(arg, true);
    return { last: i };
  }
  const value = argv[i + 1];
  if (value === undefined) return { error: `${arg} needs a value` };
  given.options.set(arg, value);
  return { last: i + 1 };
};

/**
 * `pairwise html [SYSTEM [options]] in.trf -o site/|site.zip`: the system as the file's 192 (or PWS)
 * says it, a flag only for a file that names none (or to add to it, as for every other verb).
 */
const parseHtml = (argv: readonly string[]): ParsedArgs => {
  const fail = (message: string): ParsedArgs => ({ ok: false, message });
  const given: SystemGiven = { system: null, options: new Map() };
  let input: string | null = null;
  let output: string | null = null;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i] as string;
    const taken = readSystemOrOption(argv, i, given);
    if (taken !== null) {
      if ('error' in taken) return fail(taken.error);
      i = taken.last;
    } else if (arg === '-o') {
      const value = argv[i + 1];
      if (value === undefined) return fail('-o needs a folder or a .zip file name');
      output = value;
      i++;
    } else if (arg.startsWith('-') && arg !== '-') return fail(`unknown option ${arg} for html (it takes -o FOLDER or -o FILE.zip, and a pairing system for a file whose 192 names none)`);
    else if (input === null) input = arg;
    else return fail(`unexpected argument ${arg}`);
  }
  if (input === null) return fail('html needs an input file');
  if (output === null) return fail('html needs -o FOLDER (or -o FILE.zip)');
  if (output === '') return fail('-o needs a folder or a .zip file name');
  const { system, options } = given;
  const foreign = [...options.keys()].find((o) => system === null || !(o in system.entry.options));
  if (foreign !== undefined) return fail(system === null ? `${foreign} needs the pairing system it belongs to` : `${foreign} is not an option of ${system.flag}`);
  return { ok: true, request: { system, options, operation: { kind: 'html', input, output, zip: /\.zip$/i.test(output) }, version: false, checklist: null } };
};

export const parseArgs = (argv: readonly string[]): ParsedArgs => {
  const fail = (message: string): ParsedArgs => ({ ok: false, message });
  if (argv[0] === 'convert') return parseConvert(argv);
  if (argv[0] === 'html') return parseHtml(argv);
  const given: SystemGiven = { system: null, options: new Map() };
  let version = false;
  let operation: OperationFlag | null = null;
  let operationArg: string | null = null;
  const positionals: string[] = [];
  let checklist: string | null = null;
  let output: string | null = null;
  let seed: string | null = null;
  let help = false;
  let reportFormat: 'trf16' | 'trf26' | null = null;
  /** The values after --explain: ROUND, then BOARD or pPLAYER, then OTHER. */
  const explainArgs: string[] = [];

  const takesOptionalValue = (i: number): string | null => {
    const next = argv[i + 1];
    return next !== undefined && !next.startsWith('-') ? next : null;
  };

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const taken = readSystemOrOption(argv, i, given);
    if (taken !== null) {
      if ('error' in taken) return fail(taken.error);
      i = taken.last;
    } else if (isOperationFlag(arg)) {
      if (operation !== null) return fail(`${operation} and ${arg} cannot be combined`);
      operation = arg;
      if (arg === '--explain') {
        while (explainArgs.length < 3 && /^p?\d+$/i.test(argv[i + 1] ?? '')) explainArgs.push(argv[++i]!);
      } else if (arg !== '-c') {
        operationArg = takesOptionalValue(i);
        if (operationArg !== null) i++;
      }
    } else if (arg === '-l') {
      // bbpPairings: `-l [check-list-file]`; without a name, the input's (for -g the output's) name with .list.
      const value = argv[i + 1];
      if (value !== undefined && !value.startsWith('-')) {
        checklist = value;
        i++;
      } else checklist = '';
    } else if (arg === '-o' || arg === '-s') {
      const value = argv[i + 1];
      if (value === undefined) return fail(`${arg} needs a file name${arg === '-s' ? ' (a seed)' : ''}`);
      if (arg === '-o') output = value;
      else seed = value;
      i++;
    } else if (arg === '--format') {
      const value = argv[i + 1];
      if (value !== 'trf16' && value !== 'trf26') return fail(`--format takes trf16 or trf26, not ${value ?? 'nothing'}`);
      reportFormat = value;
      i++;
    } else if (arg === '-r') {
      version = true;
    } else if (arg === '-h' || arg === '--help') {
      help = true;
    } else if (arg.startsWith('-') && arg !== '-') {
      return fail(`unknown option ${arg}`);
    } else {
      positionals.push(arg);
    }
  }

  const { system, options } = given;
  const request = (op: Operation): ParsedArgs => ({ ok: true, request: { system, options, operation: op, version, checklist } });
  if (help) return request({ kind: 'help' });
  if (operation === null) {
    if (positionals.length === 0 && (version || system === null)) return request({ kind: version ? 'version' : 'help' });
    return fail('nothing to do: give -p (pair the next round), -c (check), -g (generate), --standings, --rating-report or --explain');
  }
  if (system === null) return fail(`a pairing system is required (${Object.keys(cliSystems).join(', ')})`);
  const foreign = [...options.keys()].find((o) => !(o in system!.entry.options));
  if (foreign !== undefined) return fail(`${foreign} is not an option of ${system.flag}${Object.keys(system.entry.options).length > 0 ? ` (it takes ${Object.keys(system.entry.options).join(', ')})` : ' (it takes none)'}`);
  if (positionals.length > 1) return fail(`unexpected argument ${positionals[1]}`);
  const input = positionals[0] ?? null;
  if (reportFormat !== null && operation !== '--rating-report') return fail('--format goes with --rating-report (or convert)');
  switch (operation) {
    case '--rating-report':
      if (input === null) return fail('no input file given');
      return request({ kind: 'rating-report', input, output: operationArg, format: reportFormat ?? 'trf16' });
    case '-p':
    case '--standings':
      if (input === null) return fail('no input file given');
      return request({ kind: operation === '-p' ? 'pair' : 'standings', input, output: operationArg });
    case '-c':
      if (input === null) return fail('no input file given');
      return request({ kind: 'check', input });
    case '--explain': {
      if (input === null) return fail('no input file given');
      const [r, which, other] = explainArgs;
      if (r === undefined || !/^\d+$/.test(r) || Number(r) < 1) return fail('--explain needs a round number (--explain ROUND [BOARD | pPLAYER [OTHER]])');
      if (which !== undefined && /^\d+$/.test(which) && other !== undefined) return fail(`--explain ${r} ${which} ${other}: OTHER goes with a player (p${which}), not a board`);
      const number = (x: string): number => Number(x.replace(/^p/i, ''));
      const isPlayer = which !== undefined && /^p/i.test(which);
      return request({
        kind: 'explain', input, round: Number(r),
        board: which !== undefined && !isPlayer ? number(which) : null,
        player: isPlayer ? number(which!) : null,
        other: other === undefined ? null : number(other),
      });
    }
    case '-g':
      if (output === null) return fail('-g needs -o trf-file');
      if (input !== null && operationArg !== null) return fail('give either a model file or a config file, not both');
      return request({ kind: 'generate', model: input, config: operationArg, output, seed });
  }
};
