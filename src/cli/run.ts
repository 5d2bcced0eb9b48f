import type { PairingOutcome, Player, ProposedRound, SystemSettings, Tournament } from '../core/model';
import { assertNever } from '../core/model';
import { checkTournament, formatCheckReport, stateBeforeRound } from '../core/checker';
import { generateTournament, generatedTrf, readGeneratorConfig } from '../core/generator';
import type { GeneratorConfigFile } from '../core/generator';
import { gamesPerBoard, systemFor } from '../core/systems';
import { formatDiagnosis, playerNames } from '../core/diagnosis';
import { readTrf, tournamentFromTrf } from '../core/trf';
import { parseArgs } from './args';
import type { CliRequest } from './args';
import { formatStandings } from './standings';
import type { CliSystem } from './systems';
import { cliSystems } from './systems';

/** bbpPairings' exit codes (its README, "Error codes"). */
export const exitCodes = {
  ok: 0,
  noValidPairing: 1,
  unexpectedError: 2,
  invalidRequest: 3,
  tooLarge: 4,
  fileError: 5,
} as const;
export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];

/** Everything the CLI does to the outside world, so tests can run it in-process. */
export interface CliIo {
  /** Rejects when the file cannot be read. */
  readFile(path: string): Promise<string>;
  /** Rejects when the file cannot be written. */
  writeFile(path: string, text: string): Promise<void>;
  stdout(text: string): void;
  stderr(text: string): void;
}

export const version = 'pairwise 0.1.0';

/** A seed for -g when -s is not given (the CLI, not the core, may read the clock). */
const randomSeed = (): number => Date.now() % 2147483647;

export const usage = (): string =>
  [
    'usage:',
    '  pairwise [-r]',
    '  pairwise SYSTEM [options] input-file -p [output-file]    pair the next round',
    '  pairwise SYSTEM [options] input-file -c                   check every round of the file',
    '  pairwise SYSTEM [options] input-file --standings [output-file]',
    '  pairwise SYSTEM [options] (model-file -g | -g [config-file]) -o trf-file [-s seed]   random tournament',
    'systems and their options:',
    ...Object.values(cliSystems).map((s) => `  ${s.flag}: ${s.usage}`),
    'exit codes: 0 ok, 1 no valid pairing, 2 unexpected error, 3 invalid request or input, 4 too large, 5 file error',
    '',
  ].join('\n');

class CliFailure {
  constructor(readonly code: ExitCode, readonly message: string) {}
}

/** The pairing in bbpPairings' `-p` format: the number of lines, then `WHITE BLACK` per board, the bye as `P 0`. */
export const formatPairing = (round: ProposedRound): string => {
  const lines = [
    ...round.pairs.map((p) => `${p.white} ${p.black}`),
    ...round.byes.filter((b) => b.kind === 'U').map((b) => `${b.player} 0`),
  ];
  return `${lines.length}\n${lines.map((l) => `${l}\n`).join('')}`;
};

/** Reads a TRF and builds the tournament the system sees (exit 3 on a malformed file). */
const tournamentFromText = (text: string, system: CliSystem, settings: SystemSettings): Tournament => {
  const read = readTrf(text);
  if (!read.ok) {
    const e = read.error;
    throw new CliFailure(exitCodes.invalidRequest, `invalid TRF, line ${e.line}, column ${e.column}: ${e.message}`);
  }
  const built = tournamentFromTrf(read.doc, { settings, gamesPerRound: gamesPerBoard({ settings, totalRounds: 1 }, 1) });
  if (!built.ok) {
    const e = built.error as { line?: number; column?: number; message?: string; detail?: string };
    const where = e.line !== undefined ? `line ${e.line}${e.column !== undefined ? `, column ${e.column}` : ''}: ` : '';
    throw new CliFailure(exitCodes.invalidRequest, `invalid TRF, ${where}${e.message ?? e.detail ?? String(built.error)}`);
  }
  return built.tournament;
};

/** Exit 1 for "no valid pairing", with the players and the rule that block it when they are known. */
const pairingFailure = (outcome: Extract<PairingOutcome, { ok: false }>, tournament: Tournament): CliFailure =>
  outcome.reason === 'no-valid-pairing'
    ? new CliFailure(exitCodes.noValidPairing, `no valid pairing exists: ${outcome.diagnosis ? formatDiagnosis(outcome.diagnosis, playerNames(tournament)) : outcome.detail}`)
    : new CliFailure(exitCodes.invalidRequest, `the tournament cannot be paired: ${outcome.detail}`);

/** Pairs the next round of a TRF text (throws CliFailure). */
const pairTrfText = (text: string, system: CliSystem, settings: SystemSettings): ProposedRound => {
  const tournament = tournamentFromText(text, system, settings);
  const outcome = systemFor(settings).pairNextRound(tournament);
  if (!outcome.ok) throw pairingFailure(outcome, tournament);
  return outcome.round;
};

/** The system's check-list writer (`-l`); only the FIDE systems have one (bbpPairings' format). */
const checklistOf = (system: CliSystem): NonNullable<CliSystem['module']['checklist']> => {
  const list = system.module.checklist;
  if (list === undefined) throw new CliFailure(exitCodes.invalidRequest, `-l (check-list) is not available for ${system.module.name}`);
  return list;
};

const perform = async (request: CliRequest, io: CliIo): Promise<void> => {
  const op = request.operation;
  if (op.kind === 'version' || request.version) {
    io.stdout(`${version}: ${Object.values(cliSystems).map((s) => s.usage).join(', ')}\n`);
  }
  if (op.kind === 'version') return;
  if (op.kind === 'help') {
    io.stdout(usage());
    return;
  }
  const system = request.system;
  if (system === null) throw new CliFailure(exitCodes.invalidRequest, 'a pairing system is required');
  const built = system.entry.settings(request.options);
  if (!built.ok) throw new CliFailure(exitCodes.invalidRequest, built.message);
  const settings = built.settings;

  const readInput = async (path: string): Promise<string> => {
    try {
      return await io.readFile(path);
    } catch (e) {
      throw new CliFailure(exitCodes.fileError, `cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const write = async (path: string | null, text: string): Promise<void> => {
    if (path === null) {
      io.stdout(text);
      return;
    }
    try {
      await io.writeFile(path, text);
    } catch (e) {
      throw new CliFailure(exitCodes.fileError, `cannot write ${path}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  switch (op.kind) {
    case 'pair': {
      const text = await readInput(op.input);
      const round = pairTrfText(text, system.entry, settings);
      await write(op.output, formatPairing(round));
      if (request.checklist !== null) await write(request.checklist, checklistOf(system.entry)(tournamentFromText(text, system.entry, settings), round));
      return;
    }
    case 'check': {
      // bbpPairings' checker: every round re-paired from the rounds before it (src/core/checker).
      const tournament = tournamentFromText(await readInput(op.input), system.entry, settings);
      if (!system.entry.module.checkable) throw new CliFailure(exitCodes.invalidRequest, `-c is not available for ${system.entry.module.name}: its pairing is not a function of the rounds played alone`);
      let list = '';
      const listOf = request.checklist === null ? null : checklistOf(system.entry);
      const report = checkTournament(tournament, systemFor(settings), listOf === null ? undefined : (round, before, proposed) => {
        list += `Round #${round}\n${listOf(before, proposed)}`;
      });
      io.stdout(formatCheckReport(report, op.input));
      if (request.checklist !== null) await write(request.checklist, list);
      if (report.discrepancies.length > 0) {
        throw new CliFailure(exitCodes.noValidPairing, `${report.discrepancies.length} of ${report.rounds} rounds differ from the pairing system: ${report.discrepancies.map((d) => d.round).join(', ')}`);
      }
      return;
    }
    case 'standings': {
      const tournament = tournamentFromText(await readInput(op.input), system.entry, settings);
      const formatted = formatStandings(tournament);
      if (!formatted.ok) throw new CliFailure(exitCodes.invalidRequest, formatted.detail);
      await write(op.output, formatted.text);
      return;
    }
    case 'generate': {
      // bbpPairings' random tournament generator (src/core/generator).
      const seed = op.seed === null ? randomSeed() : Number(op.seed);
      if (!Number.isSafeInteger(seed)) throw new CliFailure(exitCodes.invalidRequest, `-s needs a whole number, got ${op.seed}`);
      let config: GeneratorConfigFile = {};
      if (op.config !== null) {
        const read = readGeneratorConfig(await readInput(op.config));
        if (!read.ok) throw new CliFailure(exitCodes.invalidRequest, `${op.config}${read.line > 0 ? `, line ${read.line}` : ''}: ${read.message}`);
        config = read.config;
      }
      const model = op.model === null ? undefined : tournamentFromText(await readInput(op.model), system.entry, settings);
      const generatorOrder = system.entry.module.cli?.generatorOrder;
      const generated = generateTournament({
        settings, system: systemFor(settings), seed, config, gamesPerRound: gamesPerBoard({ settings, totalRounds: 1 }, 1),
        ...(model !== undefined ? { model } : generatorOrder !== undefined ? { order: (players: readonly Player[]) => generatorOrder(players, settings) } : {}),
      });
      if (!generated.ok) {
        // bbpPairings writes the rounds it could pair before stopping; so do we (exit 1 all the same).
        const partial = generated.partial;
        if (partial !== undefined) {
          await write(op.output, generatedTrf({ ...partial, plannedByes: [] }));
          const outcome = systemFor(settings).pairNextRound(partial);
          if (!outcome.ok) throw pairingFailure(outcome, partial);
        }
        throw new CliFailure(generated.reason === 'no-valid-pairing' ? exitCodes.noValidPairing : exitCodes.invalidRequest, generated.detail);
      }
      await write(op.output, generatedTrf(generated.tournament));
      if (request.checklist !== null) {
        const t = generated.tournament;
        const listOf = checklistOf(system.entry);
        const lists = t.rounds.map((r) => `Round #${r.number}.\n${listOf(stateBeforeRound(t, r.number), { pairs: r.pairings, byes: r.byes.filter((b) => b.kind === 'U'), notes: [] })}`);
        await write(request.checklist, lists.join(''));
      }
      return;
    }
    default:
      assertNever(op);
  }
};

/** Runs one command line; resolves to the process exit code. Never rejects. */
export const runCli = async (argv: readonly string[], io: CliIo): Promise<ExitCode> => {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    io.stderr(`pairwise: ${parsed.message}\n${usage()}`);
    return exitCodes.invalidRequest;
  }
  try {
    await perform(parsed.request, io);
    return exitCodes.ok;
  } catch (e) {
    if (e instanceof CliFailure) {
      io.stderr(`pairwise: ${e.message}\n`);
      return e.code;
    }
    if (e instanceof RangeError && /memory|Invalid array length/i.test(e.message)) {
      io.stderr(`pairwise: the tournament is too large: ${e.message}\n`);
      return exitCodes.tooLarge;
    }
    io.stderr(`pairwise: unexpected error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return exitCodes.unexpectedError;
  }
};
