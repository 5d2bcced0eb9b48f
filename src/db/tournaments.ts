import type { Tournament } from '../core/model';
import { gamesPerBoard, readSystemSettings, systemModule, systems } from '../core/systems';
import { appendAudit } from './audit';
import { isGlobalId } from './globalId';
import type { PairwiseDb } from './schema';
import { allTables, reject, Rejection, type Change } from './change';
import { checkPlayerInput, checkTournamentInput, cleanPlayerInput, importedPlayerInput } from './validate';
import type { TournamentInput } from './validate';
import { validUnratedRating } from './settings';

export const createTournament = async (
  db: PairwiseDb, input: TournamentInput, randomSeed: number, now: number,
  /** System state fixed at creation (e.g. engine Swiss 'openings': the opening order), same transaction. */
  systemStates: readonly { readonly kind: string; readonly state: unknown }[] = [],
): Promise<Change<number>> => {
  const bad = checkTournamentInput(input);
  if (bad) return { ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message };
  // The system module's one validator: only settings it accepts are stored.
  const read = readSystemSettings(input.settings);
  if (!read.ok) return { ok: false, reason: 'invalid-input', field: read.field === '' ? 'settings' : `settings.${read.field}`, detail: read.message };
  const settings = read.settings;
  const id = await db.transaction('rw', allTables(db), async () => {
    const id = await db.tournaments.add({
      name: input.name.trim(), settings, scoring: input.scoring ?? systemModule(settings).scoring, totalRounds: input.totalRounds,
      randomSeed: randomSeed | 0, status: 'registration', plannedByes: [], createdAt: now, updatedAt: now,
    });
    for (const st of systemStates) await db.systemState.put({ tournamentId: id, kind: st.kind, state: st.state });
    await appendAudit(db, id, now, 'create-tournament', input.name.trim());
    return id;
  });
  return { ok: true, value: id };
};

/**
 * The tournament that had id `formerId` before schema version 2 gave it a global id (undefined:
 * none, or `formerId` is itself a global id): an address from before the upgrade (#/t/2) finds it.
 */
export const tournamentOfFormerId = async (db: PairwiseDb, formerId: number): Promise<number | undefined> =>
  isGlobalId(formerId) ? undefined : (await db.tournaments.filter((t) => t.formerId === formerId).first())?.id;

/** Deletes the tournament and every row that belongs to it, in one transaction. */
export const deleteTournament = async (db: PairwiseDb, tournamentId: number): Promise<Change> => {
  try {
    await db.transaction('rw', allTables(db), async () => {
      if (!(await db.tournaments.get(tournamentId))) reject('not-found', `There is no tournament with id ${tournamentId}.`);
      for (const table of [db.players, db.rounds, db.pairings, db.byes, db.audit, db.systemState]) {
        await table.where('tournamentId').equals(tournamentId).delete();
      }
      await db.tournaments.delete(tournamentId);
    });
    return { ok: true, value: undefined };
  } catch (e) {
    if (e instanceof Rejection) return e.failure;
    throw e;
  }
};

/**
 * Stores a whole tournament (e.g. read from a TRF file) in one transaction: its start ranks are the
 * locked seeding, its rounds and results are kept as they are. Refused, with nothing written, when
 * a player or a board does not fit the tables.
 */
export const importTournament = async (db: PairwiseDb, t: Tournament, randomSeed: number, now: number, trfSource?: string): Promise<Change<number>> => {
  const bad = checkTournamentInput({ name: t.name.trim() || 'Imported tournament', settings: t.settings, totalRounds: Math.max(t.totalRounds, t.rounds.length, 1) });
  if (bad) return { ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message };
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  const gap = ids.findIndex((id, i) => id !== i + 1);
  if (ids.length < 2) return { ok: false, reason: 'invalid-input', field: 'players', detail: `A tournament needs at least 2 players; the file has ${ids.length}.` };
  if (gap >= 0) return { ok: false, reason: 'invalid-input', field: `player ${ids[gap]}`, detail: `Start ranks must run 1 to ${ids.length} without gaps or repeats; found ${ids[gap]} where ${gap + 1} was expected.` };
  // Every player passes the checks a typed-in player does (a TRF's fields were stored unchecked,
  // and the tournament's own backup was then refused).
  const details = t.players.map((p) => cleanPlayerInput(importedPlayerInput(p)));
  for (const [i, p] of t.players.entries()) {
    // A cosmetic field another program wrote (title m, birth date 1969.12.06) is kept as written.
    const wrong = checkPlayerInput(details[i] ?? p, { cosmetic: 'keep' });
    if (wrong) return { ok: false, reason: 'invalid-input', field: `player ${p.id}, ${wrong.field}`, detail: wrong.message };
  }
  const read = readSystemSettings(t.settings);
  if (!read.ok) return { ok: false, reason: 'invalid-input', field: read.field === '' ? 'settings' : `settings.${read.field}`, detail: read.message };
  for (const r of t.rounds) {
    const games = gamesPerBoard(t, r.number);
    for (const p of r.pairings) {
      if (p.games.length !== games) {
        return { ok: false, reason: 'invalid-input', field: `round ${r.number} board ${p.board}`, detail: `The board has ${p.games.length} game(s); ${games} expected for this system.` };
      }
    }
  }
  const id = await db.transaction('rw', allTables(db), async () => {
    const id = await db.tournaments.add({
      name: t.name.trim() || 'Imported tournament', settings: t.settings, scoring: t.scoring,
      totalRounds: Math.max(t.totalRounds, t.rounds.length, 1), randomSeed: randomSeed | 0,
      status: t.rounds.length > 0 ? 'running' : 'seeded', plannedByes: [...t.plannedByes],
      ...(t.initialColour ? { initialColour: t.initialColour } : {}), createdAt: now, updatedAt: now,
      ...(t.tieBreaks && t.tieBreaks.length > 0 ? { tieBreaks: [...t.tieBreaks] } : {}),
      ...(validUnratedRating(t.unratedRating) ? { unratedRating: t.unratedRating } : {}),
      // What the file said beyond the rounds, and the file itself (Export TRF writes it back).
      ...(trfSource !== undefined ? { trfSource } : {}),
      ...(t.details !== undefined && Object.keys(t.details).length > 0 ? { details: t.details } : {}),
      ...(t.acceleration && t.acceleration.size > 0 ? { acceleration: [...t.acceleration].map(([id, v]): [number, number[]] => [id, [...v]]) } : {}),
      ...(t.forbiddenPairs && t.forbiddenPairs.length > 0 ? { forbiddenPairs: t.forbiddenPairs.map(([a, b]): [number, number] => [a, b]) } : {}),
      ...(t.pointAdjustments && t.pointAdjustments.length > 0 ? { pointAdjustments: t.pointAdjustments.map((a) => ({ ...a })) } : {}),
    });
    await db.players.bulkAdd(t.players.map((p, i) => ({
      ...(details[i] ?? { name: p.name, rating: p.rating }), tournamentId: id, startRank: p.id, registrationOrder: i + 1,
      ...(p.withdrawnFromRound ? { withdrawnFromRound: p.withdrawnFromRound } : {}),
    })));
    for (const r of t.rounds) {
      await db.rounds.add({ tournamentId: id, number: r.number, pairedAt: now, notes: [] });
      await db.pairings.bulkAdd(r.pairings.map((p) => ({
        tournamentId: id, round: r.number, board: p.board, white: p.white, black: p.black, games: p.games.slice(),
        ...(p.asPaired && p.asPaired.length > 0 ? { asPaired: p.asPaired.map((e) => ({ games: e.games.slice(), pairedThrough: e.pairedThrough })) } : {}),
        ...(p.agreement ? { agreement: p.agreement } : {}),
      })));
      await db.byes.bulkAdd(r.byes.map((b, i) => ({ tournamentId: id, round: r.number, seq: i + 1, player: b.player, kind: b.kind })));
    }
    await appendAudit(db, id, now, 'import-tournament', `${t.players.length} players, ${t.rounds.length} rounds`);
    return id;
  });
  return { ok: true, value: id };
};

/**
 * Creates a ladder (H.G. Muller's "New tournament form"): a tournament row without players or rounds, its engines and games
 * kept in the 'ladder' state (built by core ladderStart). One transaction.
 */
export const createLadder = async (db: PairwiseDb, name: string, state: unknown, engines: number, now: number): Promise<Change<number>> => {
  const settings = systems.ladder.defaults;
  const bad = checkTournamentInput({ name, settings, totalRounds: 1 });
  if (bad) return { ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message };
  const id = await db.transaction('rw', allTables(db), async () => {
    const id = await db.tournaments.add({
      name: name.trim(), settings, scoring: systems.ladder.scoring, totalRounds: 1,
      randomSeed: 0, status: 'running', plannedByes: [], createdAt: now, updatedAt: now,
    });
    await db.systemState.put({ tournamentId: id, kind: 'ladder', state });
    await appendAudit(db, id, now, 'create-ladder', `${name.trim()}: ${engines} engines`);
    return id;
  });
  return { ok: true, value: id };
};
