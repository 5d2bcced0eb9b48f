import type { PairingOutcome, Player, PlayerId, ProposedRound, SystemSettings, Tournament } from '../core/model';
import { assertNever } from '../core/model';
import { checkTournament, formatCheckReport, stateBeforeRound } from '../core/checker';
import type { CheckReport } from '../core/checker';
import { generateTournament, generatedTrf, readGeneratorConfig } from '../core/generator';
import type { GeneratorConfigFile } from '../core/generator';
import { accelerationScoringProblem, explainPairing, gamesPerBoard, systemFor } from '../core/systems';
import { formatExplanation } from './explain';
import { formatDiagnosis, playerNames } from '../core/diagnosis';
import { byPairingNumber, convertTrf, pairedRounds, ratingReport, readTrf, systemOfTrf, tournamentFromTrf, writeTrf } from '../core/trf';
import type { TrfDocument, TrfWarning } from '../core/trf';
import { opponentColumn } from '../core/trf';
import { basename, dirname, extname, join } from 'node:path';
import { parseArgs } from './args';
import type { CliRequest } from './args';
import { formatStandings } from './standings';
import type { CliSystem } from './systems';
import type { CheckerCapability } from '../core/systems';
import { cliSystems, settingsWithFile } from './systems';
import { resultsSite, zipSite } from '../core/site';

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
  /** Makes a folder and the folders above it (`html -o FOLDER`); without it the verb cannot write a folder (exit 5). */
  makeDir?(path: string): Promise<void>;
  /** Writes bytes (`html -o FILE.zip`); without it the verb cannot write a zip (exit 5). */
  writeBytes?(path: string, bytes: Uint8Array): Promise<void>;
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
    '  pairwise SYSTEM [options] input-file --rating-report [output-file] [--format trf16|trf26]',
    '  pairwise SYSTEM [options] input-file --explain ROUND [BOARD | pPLAYER [OTHER]]   why a paired board (or the bye, or pPLAYER against OTHER) was paired so; players by start rank',
    '  pairwise SYSTEM [options] (model-file -g | -g [config-file]) -o trf-file [-s seed]   random tournament',
    '  pairwise convert input-file -o output-file [--format trf16|trf26]   write the file back (TRF-16/JaVaFo codes or TRF-2026 records)',
    '  pairwise html [SYSTEM [options]] input-file -o site-folder|site.zip   the public results site (static HTML and CSS); SYSTEM only when the file names none (192/PWS)',
    '  pairwise hub [--port N] [--dir DIR] [--host ADDRESS]   the venue hub: serves the app and the sync server on the local network; --host: the address its join links and QR codes name (docs/venue-network.md)',
    '  pairwise relay --redis URL --database URL [--port N] [--public-url URL] [--trust-proxy ADDRESS,...]   the online relay: the event pages and sync server on a public host (docs/online-relay.md)',
    '  -l [check-list-file] with -p, -c and -g (no name: the input\'s, for -g the output\'s, with .list)',
    'A bare output, check-list or -g file name is put beside the input (or config/model) file, as bbpPairings does.',
    'The file\'s 192 record selects the system and Baku; a flag that contradicts it exits 3.',
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

/** What the CLI reads a file for: bbpPairings is stricter for -p (the next round must exist). */
type Purpose = 'pair' | 'check' | 'standings' | 'model';

/** A file read for the system: the tournament (pairing numbers as start ranks) and the way back to the file's start ranks. */
interface ReadEvent {
  readonly tournament: Tournament;
  readonly settings: SystemSettings;
  readonly startRankOf: (n: number) => number;
  /** The document by pairing number (what the tournament was built from) and its TRF rounds per round. */
  readonly doc: TrfDocument;
  readonly gamesPerRound: number;
}

const invalid = (where: { line: number; column: number } | null, message: string): CliFailure =>
  new CliFailure(exitCodes.invalidRequest, `invalid TRF, ${where === null ? '' : `line ${where.line}, column ${where.column}: `}${message}`);

/** Receives what the reader inferred of a file (a `TrfWarning` with `inferred`). */
type Warn = (w: TrfWarning) => void;

/**
 * Reads a TRF text (exit 3 with line and column on anything it cannot use). What the reader
 * inferred (the value of a `U` the file does not state, read from its points column as JaVaFo reads
 * it) goes to `warn`; the other warnings (fields kept as written) change nothing and are not shown,
 * as bbpPairings shows none.
 */
const readDoc = (text: string, warn: Warn): TrfDocument => {
  // bbpPairings reads UTF-8 text and stops at bytes that are not ("The file is not legal UTF-8",
  // or an exit 2 from its converter): a file followed by random bytes is refused where they begin
  // (Node turns bytes that are not UTF-8 into U+FFFD; control characters other than tab are not
  // text either).
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const at = [...line].findIndex((c) => { const x = c.codePointAt(0) ?? 0; return (x < 32 && x !== 9) || x === 127 || x === 0xfffd; });
    if (at >= 0) throw invalid({ line: i + 1, column: at + 1 }, 'expected text (UTF-8): found a byte that is not text (a control character or bytes that are not UTF-8)');
  }
  const read = readTrf(text);
  if (!read.ok) throw invalid(read.error, read.error.message);
  for (const w of read.warnings) if (w.inferred === true) warn(w);
  // bbpPairings reads files without a player as empty tournaments; a file with no 001 line is
  // not a tournament (an empty file, a lone newline, random bytes): refused, never exit 0.
  if (read.doc.players.length === 0) throw invalid({ line: 1, column: 1 }, 'expected at least one player (001) line; this is not a TRF file');
  return read.doc;
};

/**
 * Reads a TRF and builds the tournament the system sees, as bbpPairings reads it: the file's 192
 * (or PWS) selects the system's settings with the flags (a contradiction exits 3); XXC rank pairs by
 * line order; the declared rounds must cover the rounds played; for -p a round must be left to
 * pair, the number of rounds must be given and (FIDE systems) the initial colour known.
 */
const readEvent = (text: string, system: CliSystem, options: CliRequest['options'], purpose: Purpose, warn: Warn): ReadEvent => {
  const fileDoc = readDoc(text, warn);
  const named = systemOfTrf(fileDoc.settings);
  if (!named.ok) throw invalid(named.error, named.error.message);
  let settings: SystemSettings;
  if (named.settings !== null && named.from !== null) {
    const line = named.from === '192' ? fileDoc.settings.systemLine : fileDoc.settings.pairwiseSettings?.line;
    const record = named.from === '192' ? `192 ${fileDoc.settings.system ?? ''} (line ${line ?? '?'})` : `PWS record (line ${line ?? '?'})`;
    const merged = settingsWithFile(system, options, { settings: named.settings, from: named.from, record });
    if (!merged.ok) throw new CliFailure(exitCodes.invalidRequest, merged.message);
    settings = merged.settings;
  } else {
    const code = fileDoc.settings.system;
    // bbpPairings: "unsupported tournament type". A code Pairwise does not pair is not guessed at.
    if (code !== undefined) throw invalid({ line: fileDoc.settings.systemLine ?? 1, column: 5 }, `192 names ${JSON.stringify(code)}, a tournament type Pairwise does not pair (it reads ${allTrfTypes()})`);
    const flags = system.settings(options);
    if (!flags.ok) throw new CliFailure(exitCodes.invalidRequest, flags.message);
    settings = flags.settings;
  }
  const { doc, startRankOf } = byPairingNumber(fileDoc);
  const g = gamesPerBoard({ settings, totalRounds: 1 }, 1);
  const built = tournamentFromTrf(doc, { settings, gamesPerRound: g });
  if (!built.ok) throw invalid(built.error, built.error.message);
  const t = built.tournament;
  // bbpPairings: "Point system is inconsistent with Baku acceleration method" (its virtual points
  // are a win's and a draw's worth, C.04.7), unless the file gives the virtual points (XXA/250).
  const baku = t.acceleration === undefined ? accelerationScoringProblem(settings, t.scoring) : null;
  if (baku !== null) throw invalid(recordLine(doc, ['BBW', 'BBD', 'BBL', '162', 'XXS']) ?? recordLine(doc, ['192']), baku);
  const played = pairedRounds(doc.players);
  const declared = doc.settings.totalRounds;
  const roundsLine = recordLine(doc, ['XXR', '142']);
  // bbpPairings: "The number of rounds is larger than the reported number of rounds" also for an
  // entry (a bye decided ahead) in a round after the last one the file declares.
  if (declared !== undefined) {
    fileDoc.players.forEach((p, i) => {
      const last = p.rounds.findLastIndex((e) => e.opponent !== null || e.colour !== ' ' || e.result !== ' ') + 1;
      if (last > declared) {
        throw invalid({ line: playerLineOf(fileDoc, i), column: opponentColumn(last) },
          `player ${p.startRank} has an entry in round ${last}, but the file declares ${declared} rounds (XXR/142)`);
      }
    });
  }
  // bbpPairings: "The number of rounds is larger than the reported number of rounds."
  if (declared !== undefined && played > declared - (purpose === 'pair' ? g : 0)) {
    throw invalid(roundsLine, purpose === 'pair'
      ? `no round left to pair: the file declares ${declared} rounds (XXR/142) and ${played} are paired`
      : `the file declares ${declared} rounds (XXR/142) but ${played} are paired`);
  }
  if (purpose === 'pair') {
    if (declared === undefined) throw invalid(null, 'the total number of rounds must be given (XXR or 142) to pair the next round');
    // bbpPairings: "Please configure the initial piece colors." (no XXC/152 and none inferable).
    if (t.initialColour === undefined && system.module.fideRules !== undefined) {
      throw invalid(null, 'the initial colour must be given (XXC white1|black1 or 152 W|B) to pair round 1: no round so far says it');
    }
  }
  return { tournament: t, settings, startRankOf, doc, gamesPerRound: g };
};

/**
 * The forfeits the file wrote without colours (colour '-' beside an opponent): the checker lets
 * them match either way round and lists them as bbpPairings does; a forfeit with colours is
 * compared with its colours.
 */
const colourlessForfeits = (event: ReadEvent): ((round: number, white: PlayerId, black: PlayerId) => boolean) => {
  const byRank = new Map(event.doc.players.map((p) => [p.startRank, p] as const));
  return (round, white, black) => {
    const entry = byRank.get(white)?.rounds[(round - 1) * event.gamesPerRound];
    return entry !== undefined && entry.opponent === black && entry.colour !== 'w' && entry.colour !== 'b';
  };
};

/** The line of the document's `index`-th 001 line. */
const playerLineOf = (doc: TrfDocument, index: number): number => index + 1 + doc.records.filter((r) => r.playersBefore <= index).length;

/** Line and column 1 of the first record with one of these codes, or null. */
const recordLine = (doc: TrfDocument, codes: readonly string[]): { line: number; column: number } | null => {
  let line = 0;
  let players = 0;
  for (const r of doc.records) {
    while (players < r.playersBefore) { players++; line++; }
    line++;
    if (codes.includes(r.text.slice(0, 3))) return { line, column: 1 };
  }
  return null;
};

/** The 192 codes the modules read, for messages. */
const allTrfTypes = (): string => [...new Set(Object.values(cliSystems).flatMap((s) => {
  const code = s.module.trf?.code(s.module.defaults);
  return code === undefined ? [] : [code.replace(/_\d{4}$/, '')];
}))].join(', ') + ' (with _2017/_2025/_2026/_BAKU as they apply)';

/**
 * bbpPairings' relativizePath: a name without a folder goes beside `base` (the input, config or
 * model file); a name with a folder is used as it is.
 */
export const besideOf = (name: string, base: string): string => (/[\\/]/.test(name) || base === '' ? name : join(dirname(base), name));

/** bbpPairings' default check-list name: `base` with the extension .list. */
export const listNameOf = (base: string): string => join(dirname(base), `${basename(base, extname(base))}.list`);

/** Exit 1 for "no valid pairing", with the players and the rule that block it when they are known. */
const pairingFailure = (outcome: Extract<PairingOutcome, { ok: false }>, tournament: Tournament): CliFailure =>
  outcome.reason === 'no-valid-pairing'
    ? new CliFailure(exitCodes.noValidPairing, `no valid pairing exists: ${outcome.diagnosis ? formatDiagnosis(outcome.diagnosis, playerNames(tournament)) : outcome.detail}`)
    : new CliFailure(exitCodes.invalidRequest, `the tournament cannot be paired: ${outcome.detail}`);

/** Pairs the next round of a TRF text (throws CliFailure); the pairs name the file's start ranks. */
const pairTrfText = (text: string, system: CliSystem, options: CliRequest['options'], warn: Warn): { round: ProposedRound; event: ReadEvent } => {
  const event = readEvent(text, system, options, 'pair', warn);
  const outcome = systemFor(event.settings).pairNextRound(event.tournament);
  if (!outcome.ok) throw pairingFailure(outcome, event.tournament);
  return { round: outcome.round, event };
};

/** A proposed round with pairing numbers turned back into the file's start ranks (XXC rank). */
const inStartRanks = (round: ProposedRound, f: (n: number) => number): ProposedRound => ({
  ...round,
  pairs: round.pairs.map((p) => ({ ...p, white: f(p.white) as PlayerId, black: f(p.black) as PlayerId })),
  byes: round.byes.map((b) => ({ ...b, player: f(b.player) as PlayerId })),
});

/** The system's check-list writer (`-l`); only the FIDE systems have one (bbpPairings' format). */
const checklistOf = (system: CliSystem): NonNullable<CheckerCapability['checklist']> => {
  const list = system.module.checker?.checklist;
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
  /** What the reader inferred of a file, on stderr (the run goes on). */
  const warnFor = (path: string): Warn => (w) => io.stderr(`pairwise: warning: ${path}, line ${w.line}, column ${w.column}: ${w.message}\n`);
  /** `-l NAME` beside `base`; `-l` alone: `base` with .list (bbpPairings). */
  const checklistPath = (base: string): string | null =>
    request.checklist === null ? null : request.checklist === '' ? listNameOf(base) : besideOf(request.checklist, base);

  if (op.kind === 'convert') {
    // Read and check as every other verb does, then write back with the one writer.
    const doc = readDoc(await readInput(op.input), warnFor(op.input));
    await write(besideOf(op.output, op.input), writeTrf(op.format === null ? doc : convertTrf(doc, op.format)));
    return;
  }

  if (op.kind === 'html') {
    await writeSite(op, request, io, await readInput(op.input), warnFor(op.input));
    return;
  }

  const system = request.system;
  if (system === null) throw new CliFailure(exitCodes.invalidRequest, 'a pairing system is required');
  // The flags are read now; they are checked as settings with the file's 192 (flags add to it).
  const flags = system.entry.flags(request.options);
  if (!flags.ok) throw new CliFailure(exitCodes.invalidRequest, flags.message);

  switch (op.kind) {
    case 'pair': {
      const text = await readInput(op.input);
      const { round, event } = pairTrfText(text, system.entry, request.options, warnFor(op.input));
      await write(op.output === null ? null : besideOf(op.output, op.input), formatPairing(inStartRanks(round, event.startRankOf)));
      const list = checklistPath(op.input);
      if (list !== null) await write(list, checklistOf(system.entry)(event.tournament, round));
      return;
    }
    case 'check': {
      // bbpPairings' checker: every round re-paired from the rounds before it (src/core/checker).
      const event = readEvent(await readInput(op.input), system.entry, request.options, 'check', warnFor(op.input));
      if (!system.entry.module.checker) throw new CliFailure(exitCodes.invalidRequest, `-c is not available for ${system.entry.module.name}: its pairing is not a function of the rounds played alone`);
      let list = '';
      const listPath = checklistPath(op.input);
      const listOf = listPath === null ? null : checklistOf(system.entry);
      const report = checkTournament(event.tournament, systemFor(event.settings), listOf === null ? undefined : (round, before, proposed) => {
        list += `Round #${round}\n${listOf(before, proposed)}`;
      }, { colourless: colourlessForfeits(event) });
      io.stdout(formatCheckReport(inStartRanksReport(report, event.startRankOf), op.input));
      if (listPath !== null) await write(listPath, list);
      if (report.discrepancies.length > 0) {
        throw new CliFailure(exitCodes.noValidPairing, `${report.discrepancies.length} of ${report.rounds} rounds differ from the pairing system: ${report.discrepancies.map((d) => d.round).join(', ')}`);
      }
      return;
    }
    case 'standings': {
      const event = readEvent(await readInput(op.input), system.entry, request.options, 'standings', warnFor(op.input));
      const formatted = formatStandings(event.tournament, event.startRankOf);
      if (!formatted.ok) throw new CliFailure(exitCodes.invalidRequest, formatted.detail);
      await write(op.output === null ? null : besideOf(op.output, op.input), formatted.text);
      return;
    }
    case 'explain': {
      const event = readEvent(await readInput(op.input), system.entry, request.options, 'check', warnFor(op.input));
      if (system.entry.module.explain === undefined) throw new CliFailure(exitCodes.invalidRequest, `--explain is not available for ${system.entry.module.name}`);
      // Players are named by the file's start ranks; the tournament numbers them by pairing number.
      const byStartRank = new Map(event.tournament.players.map((p) => [event.startRankOf(p.id), p.id] as const));
      const playerOf = (rank: number): PlayerId => {
        const id = byStartRank.get(rank);
        if (id === undefined) throw new CliFailure(exitCodes.invalidRequest, `--explain: no player with start rank ${rank}`);
        return id;
      };
      const outcome = explainPairing(event.tournament, {
        round: op.round,
        ...(op.board === null ? {} : { board: op.board }),
        ...(op.player === null ? {} : { player: playerOf(op.player) }),
        ...(op.other === null ? {} : { other: playerOf(op.other) }),
      });
      if (!outcome.ok) throw new CliFailure(exitCodes.invalidRequest, `--explain: ${outcome.detail}`);
      io.stdout(formatExplanation(event.tournament, outcome.explanation, event.startRankOf));
      return;
    }
    case 'rating-report': {
      // The FIDE rating report: final standings ranks with the tie-breaks, the full header (core/trf ratingReport).
      const text = await readInput(op.input);
      const event = readEvent(text, system.entry, request.options, 'standings', warnFor(op.input));
      const report = ratingReport(event.tournament, op.format, text);
      if (!report.ok) throw new CliFailure(exitCodes.invalidRequest, report.detail);
      await write(op.output === null ? null : besideOf(op.output, op.input), report.text);
      return;
    }
    case 'generate': {
      // bbpPairings' random tournament generator (src/core/generator).
      const built = system.entry.settings(request.options);
      if (!built.ok) throw new CliFailure(exitCodes.invalidRequest, built.message);
      const settings = built.settings;
      const seedText = op.seed;
      // bbpPairings reads the seed as an unsigned whole number (minstd_rand's result type).
      if (seedText !== null && !/^\d+$/.test(seedText)) throw new CliFailure(exitCodes.invalidRequest, `-s needs a whole number from 0 to 4294967295, got ${seedText}`);
      if (seedText !== null && Number(seedText) > 4294967295) throw new CliFailure(exitCodes.tooLarge, `the seed must be between 0 and 4294967295, got ${seedText}`);
      const seed = seedText === null ? randomSeed() : Number(seedText);
      let config: GeneratorConfigFile = {};
      if (op.config !== null) {
        const read = readGeneratorConfig(await readInput(op.config));
        if (!read.ok) throw new CliFailure(exitCodes.invalidRequest, `${op.config}${read.line > 0 ? `, line ${read.line}` : ''}: ${read.message}`);
        config = read.config;
      }
      const model = op.model === null ? undefined : readEvent(await readInput(op.model), system.entry, request.options, 'model', warnFor(op.model)).tournament;
      // bbpPairings: the output goes beside the model or config file when it names no folder.
      const base = op.model ?? op.config;
      const output = base === null ? op.output : besideOf(op.output, base);
      const generatorOrder = system.entry.module.generator?.order;
      const generated = generateTournament({
        settings, system: systemFor(settings), seed, config, gamesPerRound: gamesPerBoard({ settings, totalRounds: 1 }, 1),
        ...(model !== undefined ? { model } : generatorOrder !== undefined ? { order: (players: readonly Player[]) => generatorOrder(players, settings) } : {}),
      });
      if (!generated.ok) {
        // bbpPairings writes the rounds it could pair before stopping, with a 142 line for the
        // rounds it meant to play; so do we (exit 1 all the same).
        const partial = generated.partial;
        if (partial !== undefined) {
          // The round that failed keeps its byes decided before it (bbpPairings wrote them into
          // the players' entries before pairing it); 142 for the rounds meant, but XXR for the 2017
          // rules (bbpPairings 5.0.1, which reads no 142).
          await write(output, generatedTrf(partial, system.entry.module.generator?.roundsRecord?.(settings) ?? '142'));
          const outcome = systemFor(settings).pairNextRound(partial);
          if (!outcome.ok) throw pairingFailure(outcome, partial);
        }
        throw new CliFailure(generated.reason === 'no-valid-pairing' ? exitCodes.noValidPairing : exitCodes.invalidRequest, generated.detail);
      }
      await write(output, generatedTrf(generated.tournament));
      const listPath = checklistPath(output);
      if (listPath !== null) {
        const t = generated.tournament;
        const listOf = checklistOf(system.entry);
        const lists = t.rounds.map((r) => `Round #${r.number}.\n${listOf(stateBeforeRound(t, r.number), { pairs: r.pairings, byes: r.byes.filter((b) => b.kind === 'U'), notes: [] })}`);
        await write(listPath, lists.join(''));
      }
      return;
    }
    default:
      assertNever(op);
  }
};

/**
 * `html`: the public results site of the file's event (core/site), as a folder of files or one zip.
 * The system is the file's (192 or PWS record), with the flags added as for every other verb; a
 * file that names none needs a flag. The standings are ranked as the app's standings screen ranks
 * them (the same report, `standings` of core/systems, of the same tournament).
 */
const writeSite = async (op: Extract<CliRequest['operation'], { kind: 'html' }>, request: CliRequest, io: CliIo, text: string, warn: Warn): Promise<void> => {
  let system = request.system?.entry;
  if (system === undefined) {
    const doc = readDoc(text, () => {});
    const named = systemOfTrf(doc.settings);
    if (!named.ok) throw invalid(named.error, named.error.message);
    const id = named.settings?.system;
    system = Object.values(cliSystems).find((s) => s.module.id === id);
    if (system === undefined) {
      throw new CliFailure(exitCodes.invalidRequest, `${op.input} does not say which pairing system it uses (no 192 or PWS record Pairwise reads): name it, e.g. pairwise html --dutch ${op.input} -o ${op.output}`);
    }
  }
  const event = readEvent(text, system, request.options, 'standings', warn);
  const t = event.tournament;
  // XXC rank (pairing numbers by line order): the site numbers the players as the app does when it
  // imports the file (by the order of the 001 lines), so its standings are the app's, rank by rank;
  // said on stderr, as the app's import says it, since the numbers differ from the file's start ranks.
  const moved = t.players.find((p) => event.startRankOf(p.id) !== p.id);
  if (moved !== undefined) {
    const line = recordLine(event.doc, ['XXC']);
    warn({ line: line?.line ?? 1, column: line?.column ?? 1, message: 'XXC rank: players are numbered in the order of their 001 lines (the pairing numbers the file asks for), as the app numbers them; not by their start ranks' });
  }
  const files = resultsSite(t, { written: new Date().toISOString().slice(0, 10) });
  const output = besideOf(op.output, op.input);
  if (op.zip) {
    if (io.writeBytes === undefined) throw new CliFailure(exitCodes.fileError, `cannot write ${output}: no file system`);
    try {
      await io.writeBytes(output, zipSite(files));
    } catch (e) {
      throw new CliFailure(exitCodes.fileError, `cannot write ${output}: ${e instanceof Error ? e.message : String(e)}`);
    }
    return;
  }
  if (io.makeDir === undefined) throw new CliFailure(exitCodes.fileError, `cannot write ${output}: no file system`);
  const folder = output.replace(/[\\/]+$/, '') || output;
  try {
    await io.makeDir(folder);
    for (const f of files) await io.writeFile(join(folder, f.path), f.contents);
  } catch (e) {
    throw new CliFailure(exitCodes.fileError, `cannot write ${folder}: ${e instanceof Error ? e.message : String(e)}`);
  }
};

/** The check report with the file's start ranks (XXC rank pairs by line order). */
const inStartRanksReport = (report: CheckReport, f: (n: number) => number): CheckReport => ({
  ...report,
  discrepancies: report.discrepancies.map((d) => ({
    ...d,
    checkerPairs: d.checkerPairs === null ? null : d.checkerPairs.map((p) => ({ white: f(p.white) as PlayerId, black: (p.black === 0 ? 0 : f(p.black)) as PlayerId | 0 })),
    // A forfeit without colours: the higher of the file's numbers first, as bbpPairings lists it.
    tournamentPairs: d.tournamentPairs.map((p) => (p.colourless === true && p.black !== 0
      ? { white: Math.max(f(p.white), f(p.black)) as PlayerId, black: Math.min(f(p.white), f(p.black)) as PlayerId, colourless: true }
      : { white: f(p.white) as PlayerId, black: (p.black === 0 ? 0 : f(p.black)) as PlayerId | 0 })),
  })),
});

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
