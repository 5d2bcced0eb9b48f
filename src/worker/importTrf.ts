import { importTournament } from '../db/repository';
import { gamesPerBoard, systemPresets } from '../core/systems';
import { byPairingNumber, readTrf, systemOfTrf, tournamentFromTrf } from '../core/trf';
import type { TrfDocument } from '../core/trf';
import { failAt } from './protocol';
import type { Args, Result } from './protocol';
import type { Context } from './handlers';

/** The import form's choice "as the file says" (its PWS or 192 record). */
export const systemFromFile = 'from-file';

/** 001 columns of the fields the repository may refuse (TRF-16 player section). */
const fieldColumns: Readonly<Record<string, number>> = { name: 15, rating: 49, title: 11, federation: 54, fideId: 58, birthDate: 70, sex: 10 };

/** "line L, column C" of a refusal the repository names as "player N, field" (else the field as named). */
const placeOf = (doc: TrfDocument, field: string | undefined): string => {
  const m = /^player (\d+), (\w+)$/.exec(field ?? '');
  const index = m ? doc.players.findIndex((p) => p.startRank === Number(m[1])) : -1;
  if (m === null || index < 0) return field ?? 'the file';
  const line = index + 1 + doc.records.filter((r) => r.playersBefore <= index).length;
  return `line ${line}, column ${fieldColumns[m[2] ?? ''] ?? 1} (player ${m[1]}, ${m[2]})`;
};

/**
 * The `import-trf` handler: reads a TRF file into a new tournament (its start ranks become the
 * locked seeding) and stores it in one transaction. Off the page's thread: at 5,000 players
 * reading and checking the file takes the best part of a second, which froze the page when the
 * form did it. A refusal names the file, line and column (`WorkerError.field`) and stores nothing.
 */
export const importTrf = async (req: Args<'import-trf'>, { db }: Context<'import-trf'>): Promise<Result<'import-trf'>> => {
  const file = req.fileName;
  const read = readTrf(req.text);
  if (!read.ok) return failAt(`${file}, line ${read.error.line}, column ${read.error.column}`, read.error.message);
  // "As the file says": its PWS record (Pairwise) or its 192 code; else the system the TO chose.
  const named = systemOfTrf(read.doc.settings);
  if (!named.ok) return failAt(`${file}, line ${named.error.line}, column ${named.error.column}`, named.error.message);
  const settings = req.system === systemFromFile ? named.settings : systemPresets.find((c) => c.key === req.system)?.settings ?? null;
  if (settings === null) {
    return failAt('Pairing system of the file', `${file} does not say which pairing system it uses${read.doc.settings.system ? ` (192 ${read.doc.settings.system} is not one Pairwise has)` : ' (no 192 record)'}; choose the system.`);
  }
  // XXC rank (JaVaFo): the order of the 001 lines gives the pairing numbers; the event is
  // stored renumbered, so the file is not kept as the export's base.
  const numbered = byPairingNumber(read.doc);
  const built = tournamentFromTrf(numbered.doc, { settings, gamesPerRound: gamesPerBoard({ settings, totalRounds: 1 }, 1), randomSeed: req.randomSeed });
  if (!built.ok) return failAt(`${file}, line ${built.error.line}, column ${built.error.column}`, built.error.message);
  const stored = await importTournament(db, built.tournament, req.randomSeed, req.now, read.doc.settings.pairByRank ? undefined : req.text);
  if (!stored.ok) return failAt(`${file}, ${placeOf(numbered.doc, stored.field)}`, stored.detail);
  const warnings = [
    ...read.warnings.map((w) => `line ${w.line}, column ${w.column}: ${w.message}`),
    ...(read.doc.settings.pairByRank ? ['XXC rank: players are numbered in the order of their 001 lines (the pairing numbers the file asks for)'] : []),
  ];
  return { tournamentId: stored.value, tab: built.tournament.rounds.length > 0 ? 'rounds' : 'players', warnings };
};
