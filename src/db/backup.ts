import { backupFormat, backupVersion, describeRefusal, restoreBackup } from '../core/backup';
import type { Backup } from '../core/backup';
import type { PairwiseDb } from './schema';
import { allTables, type Change } from './change';
import { appendAudit, auditInOrder } from './audit';
import { byeOrder, byRegistration } from './snapshot';

/** Everything stored about one tournament, as a versioned JSON backup (core/backup). */
export const exportBackup = async (db: PairwiseDb, tournamentId: number, now: number): Promise<Backup | undefined> =>
  db.transaction('r', allTables(db), async () => {
    const t = await db.tournaments.get(tournamentId);
    if (!t) return undefined;
    const players = (await db.players.where('tournamentId').equals(tournamentId).toArray()).sort(byRegistration);
    const rounds = await db.rounds.where('tournamentId').equals(tournamentId).sortBy('number');
    const pairings = await db.pairings.where('tournamentId').equals(tournamentId).toArray();
    const byes = await db.byes.where('tournamentId').equals(tournamentId).toArray();
    const audit = await auditInOrder(db, tournamentId);
    const states = await db.systemState.where('tournamentId').equals(tournamentId).toArray();
    const backup: Backup = {
      format: backupFormat, version: backupVersion, exportedAt: now,
      tournament: {
        name: t.name, settings: t.settings, scoring: t.scoring, totalRounds: t.totalRounds, randomSeed: t.randomSeed, status: t.status,
        ...(t.initialColour ? { initialColour: t.initialColour } : {}), plannedByes: t.plannedByes, createdAt: t.createdAt, updatedAt: t.updatedAt,
        ...(t.tieBreaks && t.tieBreaks.length > 0 ? { tieBreaks: t.tieBreaks } : {}),
        ...(t.unratedRating !== undefined ? { unratedRating: t.unratedRating } : {}),
        ...(t.details !== undefined ? { details: t.details } : {}),
        ...(t.prizes !== undefined ? { prizes: t.prizes } : {}),
        ...(t.event !== undefined ? { event: t.event } : {}),
        ...(t.acceleration !== undefined ? { acceleration: t.acceleration } : {}),
        ...(t.forbiddenPairs !== undefined ? { forbiddenPairs: t.forbiddenPairs } : {}),
        ...(t.pointAdjustments !== undefined ? { pointAdjustments: t.pointAdjustments } : {}),
        ...(t.trfSource !== undefined ? { trfSource: t.trfSource } : {}),
        ...(t.eventDate !== undefined ? { eventDate: t.eventDate } : {}),
        ...(t.organiser !== undefined ? { organiser: t.organiser } : {}),
        ...(t.roundTimer !== undefined ? { roundTimer: t.roundTimer } : {}),
      },
      // A backup carries no ids of this device: a player's key is their place in the registration
      // order (restoring keeps that order and draws fresh ids).
      players: players.map(({ id: _id, tournamentId: _t, registrationOrder: _r, ...p }, i) => ({ key: i + 1, ...p })),
      rounds: rounds.map((r) => ({
        number: r.number, pairedAt: r.pairedAt, notes: r.notes,
        boards: pairings.filter((p) => p.round === r.number).sort((a, b) => a.board - b.board).map((p) => ({
          board: p.board, white: p.white, black: p.black, games: p.games, ...(p.asPaired && p.asPaired.length > 0 ? { asPaired: p.asPaired } : {}),
          ...(p.agreement ? { agreement: p.agreement } : {}),
        })),
        byes: byes.filter((b) => b.round === r.number).sort(byeOrder).map((b) => ({ player: b.player, kind: b.kind })),
      })),
      audit: audit.map((a) => ({ at: a.at, action: a.action, detail: a.detail })),
      systemState: states.map((s) => ({ kind: s.kind, state: s.state })),
    };
    return backup;
  });

/**
 * Restores a JSON backup as a new tournament, with fresh global ids (restoring the same backup
 * twice, or on two devices, gives two tournaments): the players are registered in the backup's
 * order (the export lists them in registration order). The text goes through core `restoreBackup`, which
 * checks everything; when it refuses, nothing is written and the failure says where and why.
 */
export const restoreTournament = async (db: PairwiseDb, text: string, now: number): Promise<Change<number>> => {
  const r = restoreBackup(text);
  if (!r.ok) return { ok: false, reason: 'invalid-input', field: r.where, detail: describeRefusal(r) };
  const b = r.backup;
  const id = await db.transaction('rw', allTables(db), async () => {
    const { tieBreaks, details, prizes, acceleration, forbiddenPairs, pointAdjustments, ...tournament } = b.tournament;
    const id = await db.tournaments.add({
      ...tournament, plannedByes: [...tournament.plannedByes], ...(tieBreaks ? { tieBreaks: [...tieBreaks] } : {}),
      ...(acceleration ? { acceleration: acceleration.map(([r, v]) => [r, [...v]] as [number, number[]]) } : {}),
      ...(forbiddenPairs ? { forbiddenPairs: forbiddenPairs.map(([a, c]) => [a, c] as [number, number]) } : {}),
      ...(pointAdjustments ? { pointAdjustments: [...pointAdjustments] } : {}),
      ...(details ? { details: { ...details, ...(details.deputyArbiters ? { deputyArbiters: [...details.deputyArbiters] } : {}), ...(details.roundDates ? { roundDates: [...details.roundDates] } : {}) } } : {}),
      ...(prizes ? { prizes } : {}),
    });
    await db.players.bulkAdd(b.players.map(({ key: _k, ...p }, i) => ({ ...p, tournamentId: id, registrationOrder: i + 1 })));
    for (const round of b.rounds) {
      await db.rounds.add({ tournamentId: id, number: round.number, pairedAt: round.pairedAt, notes: [...round.notes] });
      await db.pairings.bulkAdd(round.boards.map((p) => ({
        tournamentId: id, round: round.number, board: p.board, white: p.white, black: p.black, games: [...p.games],
        ...(p.asPaired && p.asPaired.length > 0 ? { asPaired: p.asPaired.map((e) => ({ games: [...e.games], pairedThrough: e.pairedThrough })) } : {}),
        ...(p.agreement ? { agreement: p.agreement } : {}),
      })));
      await db.byes.bulkAdd(round.byes.map((y, i) => ({ tournamentId: id, round: round.number, seq: i + 1, player: y.player, kind: y.kind })));
    }
    for (const s of b.systemState) await db.systemState.put({ tournamentId: id, kind: s.kind, state: s.state });
    await db.audit.bulkAdd(b.audit.map((a, i) => ({ tournamentId: id, seq: i + 1, ...a })));
    await appendAudit(db, id, now, 'restore-backup', `${b.tournament.name}: ${b.players.length} players, ${b.rounds.length} rounds (exported ${new Date(b.exportedAt).toISOString()})`);
    return id;
  });
  return { ok: true, value: id };
};
