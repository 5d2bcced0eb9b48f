import { samePlayer, duplicateFinder } from '../core/csv';
import { playerId } from '../core/model';
import { accelerationAfterEntry, lateEntryNumber, numbersAfterEntryAt } from '../core/seeding';
import { accelerationAtLateEntry, fixedRoundsOf, lateEntryRule, systemModule } from '../core/systems';
import type { PairwiseDb, PlayerRow, TournamentRow } from './schema';
import { loadTournament } from './snapshot';
import { change, lastRoundNumber, reject, requireStatus, type Change } from './change';
import { checkPlayerInput, cleanPlayerInput, playerInputProblems, typedPlayerInput } from './validate';
import type { PlayerInput } from './validate';
import type { Sex } from '../core/model';

/** The registration order a player added now takes in the tournament: after every player there. */
const nextRegistrationOrder = async (db: PairwiseDb, tournamentId: number): Promise<number> =>
  (await db.players.where('tournamentId').equals(tournamentId).toArray()).reduce((m, p) => Math.max(m, p.registrationOrder), 0) + 1;

export const addPlayer = (db: PairwiseDb, tournamentId: number, typed: PlayerInput, now: number): Promise<Change<number>> => {
  const input = typedPlayerInput(typed);
  const bad = checkPlayerInput(input);
  if (bad) return Promise.resolve({ ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message, problems: playerInputProblems(input) });
  const clean = cleanPlayerInput(input);
  return change(db, tournamentId, now, 'add-player', async (t) => {
    requireStatus(t, ['registration'], 'add a player');
    const key = await db.players.add({ ...clean, tournamentId, startRank: 0, registrationOrder: await nextRegistrationOrder(db, tournamentId) });
    return { value: key, detail: `${clean.name} (${clean.rating})` };
  });
};

/** The same stored values, field by field (a player row holds no nested data). */
const samePlayerRow = (a: PlayerRow, b: PlayerRow): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof PlayerRow)[]);
  return [...keys].every((k) => a[k] === b[k]);
};

export const updatePlayer = async (
  db: PairwiseDb, playerKey: number, typed: PlayerInput, now: number,
  /** The row as the edit form showed it; refused when another tab changed the player since (their edit would be lost). */
  editedFrom?: PlayerRow,
): Promise<Change> => {
  const input = typedPlayerInput(typed);
  const bad = checkPlayerInput(input);
  if (bad) return { ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message, problems: playerInputProblems(input) };
  const row = await db.players.get(playerKey);
  if (!row) return { ok: false, reason: 'not-found', detail: `There is no player with key ${playerKey}.` };
  const clean = cleanPlayerInput(input);
  return change(db, row.tournamentId, now, 'edit-player', async () => {
    const current = await db.players.get(playerKey);
    if (!current) return reject('not-found', `There is no player with key ${playerKey} (removed in another tab or window?); nothing was saved.`);
    if (editedFrom && !samePlayerRow(current, editedFrom)) {
      reject('changed-meanwhile', `${current.name} was changed in another tab or window while this form was open; nothing was saved. Open the player again to see the change.`, 'player');
    }
    // Editing the player's details keeps a drop (withdrawnFromRound) as it is.
    await db.players.put({ ...clean, id: playerKey, tournamentId: current.tournamentId, startRank: current.startRank, registrationOrder: current.registrationOrder, ...(current.withdrawnFromRound ? { withdrawnFromRound: current.withdrawnFromRound } : {}), ...(clean.kFactor ?? current.kFactor ? { kFactor: clean.kFactor ?? current.kFactor } : {}), ...((clean.listGames ?? current.listGames) === undefined ? {} : { listGames: clean.listGames ?? current.listGames }) });
    return { value: undefined, detail: `${current.name} → ${clean.name} (${clean.rating})` };
  });
};

/** Before round 1 only. After seeding, the later start ranks close the gap. */
export const removePlayer = async (db: PairwiseDb, playerKey: number, now: number): Promise<Change> => {
  const row = await db.players.get(playerKey);
  if (!row) return { ok: false, reason: 'not-found', detail: `There is no player with key ${playerKey}.` };
  return change(db, row.tournamentId, now, 'remove-player', async (t) => {
    requireStatus(t, ['registration', 'seeded'], 'remove a player');
    const current = await db.players.get(playerKey);
    if (!current) return reject('not-found', `There is no player with key ${playerKey}.`);
    await db.players.delete(playerKey);
    if (current.startRank > 0) {
      const later = await db.players.where('tournamentId').equals(t.id).filter((p) => p.startRank > current.startRank).toArray();
      for (const p of later) await db.players.update(p.id, { startRank: p.startRank - 1 });
    }
    return { value: undefined, detail: current.name };
  });
};

/** Locks the seeding: `orderedKeys[i]` gets start rank i + 1. Must list every player exactly once. */
export const lockSeeding = (db: PairwiseDb, tournamentId: number, orderedKeys: readonly number[], how: string, now: number): Promise<Change> =>
  change(db, tournamentId, now, 'lock-seeding', async (t) => {
    requireStatus(t, ['registration'], 'lock the seeding');
    const players = await db.players.where('tournamentId').equals(tournamentId).toArray();
    if (players.length < 2) reject('invalid-input', `A tournament needs at least 2 players; it has ${players.length}.`, 'players');
    const known = new Set(players.map((p) => p.id));
    const seen = new Set<number>();
    for (const k of orderedKeys) {
      if (!known.has(k)) reject('invalid-input', `The seeding lists player key ${k}, who is not in this tournament.`, 'seeding');
      if (seen.has(k)) reject('invalid-input', `The seeding lists player key ${k} twice.`, 'seeding');
      seen.add(k);
    }
    if (seen.size !== players.length) reject('invalid-input', `The seeding lists ${seen.size} of ${players.length} players.`, 'seeding');
    for (const [i, k] of orderedKeys.entries()) await db.players.update(k, { startRank: i + 1 });
    // A system that fixes the number of rounds for the field (a round robin's Berger table) sets it now.
    const rounds = fixedRoundsOf(t.settings, players.length);
    await db.tournaments.update(tournamentId, { status: 'seeded', ...(rounds === null ? {} : { totalRounds: rounds }) });
    return { value: undefined, detail: `${how}: ${players.length} players${rounds === null || rounds === t.totalRounds ? '' : `; ${rounds} rounds, as the system's table gives them`}` };
  });

/**
 * Changes the locked start list before round 1 (C.04.2: the arbiter may correct the initial order
 * until round 1 is paired): `orderedKeys[i]` gets start rank i + 1, and what the tournament keeps
 * by start rank (planned byes, forbidden pairs, acceleration, point adjustments) follows its
 * player. Refused once round 1 is paired.
 */
export const renumberSeeding = (db: PairwiseDb, tournamentId: number, orderedKeys: readonly number[], how: string, now: number): Promise<Change> =>
  change(db, tournamentId, now, 'renumber-seeding', async (t) => {
    requireStatus(t, ['seeded'], 'renumber the start list');
    if ((await lastRoundNumber(db, tournamentId)) > 0) reject('wrong-status', 'Cannot renumber the start list: round 1 has been paired.');
    const players = await db.players.where('tournamentId').equals(tournamentId).toArray();
    const byKey = new Map(players.map((p) => [p.id, p]));
    const seen = new Set<number>();
    for (const k of orderedKeys) {
      if (!byKey.has(k)) reject('invalid-input', `The start list names player key ${k}, who is not in this tournament.`, 'seeding');
      if (seen.has(k)) reject('invalid-input', `The start list names player key ${k} twice.`, 'seeding');
      seen.add(k);
    }
    if (seen.size !== players.length) reject('invalid-input', `The start list names ${seen.size} of ${players.length} players.`, 'seeding');
    const newRank = new Map<number, number>();
    for (const [i, k] of orderedKeys.entries()) newRank.set(byKey.get(k)?.startRank ?? 0, i + 1);
    const moved = (old: number): number => newRank.get(old) ?? old;
    let changed = 0;
    for (const [i, k] of orderedKeys.entries()) {
      if (byKey.get(k)?.startRank !== i + 1) changed++;
      await db.players.update(k, { startRank: i + 1 });
    }
    await db.tournaments.update(tournamentId, renumberedRowFields(t, moved));
    return { value: undefined, detail: `${how}: ${changed} of ${players.length} start ranks changed` };
  });

/**
 * Sets the K factor of one player for the rating-change report (FIDE Rating Regulations 8.3.3;
 * null: back to the default by rating). A whole number from 1 to 40, else refused naming the field.
 */
export const setKFactor = async (db: PairwiseDb, playerKey: number, k: number | null, now: number): Promise<Change> => {
  if (k !== null && (!Number.isInteger(k) || k < 1 || k > 40)) return { ok: false, reason: 'invalid-input', field: 'K', detail: `K must be a whole number from 1 to 40 (FIDE uses 40, 20 and 10), not "${String(k)}".` };
  const row = await db.players.get(playerKey);
  if (!row) return { ok: false, reason: 'not-found', detail: `There is no player with key ${playerKey}.` };
  return change(db, row.tournamentId, now, 'k-factor', async () => {
    const current = await db.players.get(playerKey);
    if (!current) return reject('not-found', `There is no player with key ${playerKey}.`);
    const { kFactor: _old, ...rest } = current;
    await db.players.put(k === null ? rest : { ...rest, kFactor: k });
    return { value: undefined, detail: `${current.name}: K ${k ?? 'by rating'}` };
  });
};

export const findRegisteredDuplicate = async (db: PairwiseDb, tournamentId: number, input: PlayerInput, exceptKey?: number): Promise<PlayerRow | undefined> =>
  (await db.players.where('tournamentId').equals(tournamentId).toArray()).find((p) => p.id !== exceptKey && samePlayer(p, input));

/**
 * Registers many players at once (a CSV import): all or nothing. Refused, with nothing written,
 * when any player's input is invalid or is a duplicate (in the list or already registered);
 * `labels[i]` names where player i came from (e.g. "row 4").
 */
export const addPlayers = (
  db: PairwiseDb, tournamentId: number, typed: readonly PlayerInput[], labels: readonly string[], source: string, now: number,
): Promise<Change<number[]>> => {
  const label = (i: number) => labels[i] ?? `player ${i + 1}`;
  const inputs = typed.map(typedPlayerInput);
  // Indexed by FIDE ID and name (samePerson's rule): comparing each with every earlier one was quadratic.
  const earlier = duplicateFinder<PlayerInput & { readonly index: number }>();
  for (const [i, p] of inputs.entries()) {
    const bad = checkPlayerInput(p);
    if (bad) return Promise.resolve({ ok: false, reason: 'invalid-input', field: `${label(i)}, ${bad.field}`, detail: bad.message });
    const j = earlier.find(p);
    if (j) return Promise.resolve({ ok: false, reason: 'invalid-input', field: `${label(i)}, name`, detail: `Duplicate player: ${p.name} is also ${label(j.index)}.` });
    earlier.add({ ...p, index: i });
  }
  if (inputs.length === 0) return Promise.resolve({ ok: false, reason: 'invalid-input', field: 'players', detail: 'There are no players to add.' });
  return change(db, tournamentId, now, 'import-players', async (t) => {
    requireStatus(t, ['registration'], 'import players');
    const registered = duplicateFinder<PlayerRow>();
    for (const r of await db.players.where('tournamentId').equals(tournamentId).toArray()) registered.add(r);
    for (const [i, p] of inputs.entries()) {
      const dup = registered.find(p);
      if (dup) reject('invalid-input', `Duplicate player: ${dup.name} is already registered.`, `${label(i)}, name`);
    }
    const first = await nextRegistrationOrder(db, tournamentId);
    const keys = await db.players.bulkAdd(inputs.map((p, i) => ({ ...cleanPlayerInput(p), tournamentId, startRank: 0, registrationOrder: first + i })), { allKeys: true });
    return { value: keys, detail: `${inputs.length} players from ${source}` };
  });
};

/**
 * Late entry after seeding. In a system seeded by C.04.2's initial order (Dutch, Burstein) the
 * entrant takes the place their rating, then title, then name give them, and every later pairing
 * number moves down one (C.04.2 allows reassigning pairing numbers for late entries); in the
 * other systems they get the next number. Each round already paired gets the entry the organiser
 * chose for it — 'Z' (zero points, the default in FIDE Swiss: a player who was not there scores
 * nothing) or 'H' (a half-point bye, where the regulations of the event grant one for missed
 * rounds). One transaction: the players, every board and bye of every round, the requested byes,
 * forbidden pairs, acceleration and point adjustments are renumbered together, so the history
 * stays with the players, or nothing is written. A system whose rounds follow from the field
 * size (a round robin's Berger table) takes the table for the new size before round 1
 * (`totalRounds` in the value: the new number, or null when it did not change) and refuses the
 * entry once round 1 is paired (`lateEntryRule`).
 */
export const addLateEntry = (
  db: PairwiseDb, tournamentId: number, typed: PlayerInput, missedRounds: 'Z' | 'H', now: number,
): Promise<Change<{ readonly key: number; readonly startRank: number; readonly totalRounds: number | null }>> => {
  const input = typedPlayerInput(typed);
  const bad = checkPlayerInput(input);
  if (bad) return Promise.resolve({ ok: false, reason: 'invalid-input', field: bad.field, detail: bad.message, problems: playerInputProblems(input) });
  const clean = cleanPlayerInput(input);
  return change(db, tournamentId, now, 'late-entry', async (t) => {
    requireStatus(t, ['seeded', 'running'], 'add a late entry');
    const registered = await db.players.where('tournamentId').equals(tournamentId).toArray();
    const dup = registered.find((r) => samePlayer(r, clean));
    if (dup) reject('invalid-input', `Duplicate player: ${dup.name} is already registered.`, 'name');
    // A schedule that follows from the field size takes the new size before round 1, and refuses the entry after.
    const paired = await lastRoundNumber(db, tournamentId);
    const rule = lateEntryRule(t.settings, registered.length, paired, t.totalRounds);
    if (!rule.ok) return reject('wrong-status', rule.detail);
    const byNumber = registered.slice().sort((a, b) => a.startRank - b.startRank);
    const ranked = systemModule(t.settings).seeding(t.settings, registered.length + 1).method === 'fide-initial-ranking';
    const startRank = ranked ? lateEntryNumber(byNumber, clean) : byNumber.length + 1;
    const before = await loadTournament(db, tournamentId);
    if (!before) return reject('not-found', `There is no tournament with id ${tournamentId}.`);
    // The system's acceleration as it was made at the start (Baku's group A, C.04.5.1), read before the numbers move.
    const groupA = accelerationAtLateEntry(before);
    const to = numbersAfterEntryAt(startRank);
    if (startRank <= byNumber.length) await renumberStored(db, t, to);
    if (groupA !== null) {
      const acceleration = accelerationAfterEntry(groupA, startRank);
      await db.tournaments.update(tournamentId, { acceleration: [...acceleration].map(([id, v]): [number, number[]] => [id, [...v]]) });
    }
    const key = await db.players.add({ ...clean, tournamentId, startRank, registrationOrder: await nextRegistrationOrder(db, tournamentId) });
    const rounds = rule.totalRounds !== null && rule.totalRounds !== t.totalRounds ? rule.totalRounds : null;
    if (rounds !== null) await db.tournaments.update(tournamentId, { totalRounds: rounds });
    for (let r = 1; r <= paired; r++) {
      // After the round's other byes.
      const seq = (await db.byes.where('[tournamentId+round]').equals([tournamentId, r]).toArray()).reduce((m, b) => Math.max(m, b.seq), 0) + 1;
      await db.byes.add({ tournamentId, round: r, seq, player: startRank, kind: missedRounds });
    }
    const moved = byNumber.length + 1 - startRank;
    return {
      value: { key, startRank, totalRounds: rounds },
      detail: `${clean.name} (${clean.rating}) as no. ${startRank}${moved > 0 ? `; nos. ${startRank}-${byNumber.length} renumbered ${startRank + 1}-${byNumber.length + 1}` : ''}${paired > 0 ? `; rounds 1-${paired}: ${missedRounds}` : ''}${rounds !== null ? `; ${rounds} rounds (was ${t.totalRounds}), as the system's table gives them for ${byNumber.length + 1} players` : ''}`,
    };
  });
};

/**
 * Renumbers every stored reference to a pairing number of tournament `t` by `to` (one-to-one),
 * inside the caller's transaction: the players' start ranks, both sides of every board, every
 * bye, and what the tournament row keeps by number (requested byes, forbidden pairs,
 * acceleration, point adjustments). An imported TRF's text is dropped: its 001 lines are matched
 * by start rank, so after renumbering Export TRF writes the event from the tables (the details
 * stay in `details`).
 */
const renumberStored = async (db: PairwiseDb, t: TournamentRow, to: (n: number) => number): Promise<void> => {
  const id = t.id;
  for (const p of await db.players.where('tournamentId').equals(id).toArray()) {
    if (to(p.startRank) !== p.startRank) await db.players.update(p.id, { startRank: to(p.startRank) });
  }
  for (const p of await db.pairings.where('tournamentId').equals(id).toArray()) {
    if (to(p.white) !== p.white || to(p.black) !== p.black) await db.pairings.update(p.id, { white: to(p.white), black: to(p.black) });
  }
  for (const b of await db.byes.where('tournamentId').equals(id).toArray()) {
    if (to(b.player) !== b.player) await db.byes.update(b.id, { player: to(b.player) });
  }
  const { trfSource: _dropped, ...row } = t;
  await db.tournaments.put({ ...row, ...renumberedRowFields(t, to) });
};

/** The tournament row's fields that name pairing numbers, renumbered by `to`. */
const renumberedRowFields = (t: TournamentRow, to: (n: number) => number): Partial<TournamentRow> => ({
  plannedByes: t.plannedByes.map((b) => ({ ...b, player: playerId(to(b.player)) })).sort((a, b) => a.round - b.round || a.player - b.player),
  ...(t.forbiddenPairs ? { forbiddenPairs: t.forbiddenPairs.map(([a, b]): [number, number] => [to(a), to(b)]) } : {}),
  ...(t.acceleration ? { acceleration: t.acceleration.map(([id, v]): [number, number[]] => [to(id), v]) } : {}),
  ...(t.pointAdjustments ? { pointAdjustments: t.pointAdjustments.map((a) => ({ ...a, player: playerId(to(a.player)) })) } : {}),
});

/**
 * Drops a player from round `fromRound` on (they are not paired from then; their rounds so far
 * stay), or reinstates them with `null`. A round already paired is never changed.
 */
export const setWithdrawal = async (db: PairwiseDb, playerKey: number, fromRound: number | null, now: number): Promise<Change> => {
  const row = await db.players.get(playerKey);
  if (!row) return { ok: false, reason: 'not-found', detail: `There is no player with key ${playerKey}.` };
  return change(db, row.tournamentId, now, fromRound === null ? 'reinstate-player' : 'drop-player', async (t) => {
    requireStatus(t, ['seeded', 'running'], fromRound === null ? 'reinstate a player' : 'drop a player');
    const current = await db.players.get(playerKey);
    if (!current) return reject('not-found', `There is no player with key ${playerKey}.`);
    const next = (await lastRoundNumber(db, t.id)) + 1;
    if (fromRound !== null && (!Number.isInteger(fromRound) || fromRound < next)) {
      reject('invalid-input', `Round ${fromRound} is already paired; a drop takes effect from round ${next} on.`, 'round');
    }
    if (fromRound === null) {
      const { withdrawnFromRound: _dropped, ...rest } = current;
      await db.players.put(rest);
    } else {
      await db.players.put({ ...current, withdrawnFromRound: fromRound });
    }
    return { value: undefined, detail: fromRound === null ? `${current.name} reinstated from round ${next}` : `${current.name} dropped from round ${fromRound}` };
  });
};


/** One registered player's fields as the FIDE rating list gives them ("Update ratings from the list"). */
export interface ListUpdate {
  readonly playerKey: number;
  readonly rating?: number;
  readonly kFactor?: number;
  readonly listGames?: number;
  readonly title?: string;
  readonly federation?: string;
  readonly birthDate?: string;
  readonly sex?: Sex;
}

/**
 * Applies the differences the TO accepted, in one transaction with one audit row; before round 1
 * only (C.04.2 2.1: one rating list for all players, the one the pairings start from). Each
 * player's new fields go through the same check as a typed entry; one refused refuses all.
 * Seeding already locked stays as it is (the TO re-sorts it on the Seeding screen).
 */
export const applyListUpdates = (db: PairwiseDb, tournamentId: number, updates: readonly ListUpdate[], listMonth: string, now: number): Promise<Change<number>> =>
  change(db, tournamentId, now, 'update-from-list', async (t) => {
    requireStatus(t, ['registration', 'seeded'], 'update ratings from the list');
    if ((await lastRoundNumber(db, tournamentId)) > 0) reject('wrong-status', 'Ratings come from the list only before round 1 is paired.');
    for (const u of updates) {
      const current = await db.players.get(u.playerKey);
      if (!current || current.tournamentId !== tournamentId) return reject('not-found', `There is no player with key ${u.playerKey} in this tournament (removed in another tab?); nothing was changed.`);
      const { playerKey: _k, ...fields } = u;
      const next = { ...current, ...fields };
      const bad = checkPlayerInput(next);
      if (bad) reject('invalid-input', `${current.name}: ${bad.message} Nothing was changed.`, bad.field);
      await db.players.put(next);
    }
    return { value: updates.length, detail: `${updates.length} player${updates.length === 1 ? '' : 's'} updated from the ${listMonth} list` };
  });
