import { agreements, playerId } from '../core/model';
import type { Agreement, Bye, BoardResult, PlannedBye, ProposedPair, ProposedRound, ResultsAsPaired, Round } from '../core/model';
import { gamesPerBoard } from '../core/systems';
import { checkEditedRound } from '../core/pairing-edit';
import type { PairingRow, PairwiseDb, ResultSource, TournamentRow } from './schema';
import { change, lastRoundNumber, nextRoundOf, reject, requireStatus, revisionOf, type Change } from './change';
import { isBoardResult } from './validate';

/**
 * A new board's games: none played, or the result the system decided when it paired the round (a
 * round robin's game against a withdrawn player, lost by forfeit; one game a board).
 */
const gamesOfPair = (p: ProposedPair, games: number): (BoardResult | null)[] =>
  Array.from({ length: games }, (_, g) => (g === 0 && games === 1 ? p.result ?? null : null));

/**
 * C.04.1: a bye requested for the round (H, Z, F) is part of the round. TCEC lists them in its
 * proposal; the FIDE systems propose only the pairing-allocated bye, so the others are added to
 * it here, except for a player the proposal already seats and one withdrawn by then. The players
 * are read only when a bye is requested for the round (1000 rows cost 20-25 ms in Chromium).
 */
const requestedByes = async (db: PairwiseDb, t: TournamentRow, tournamentId: number, roundNumber: number, proposed: ProposedRound): Promise<PlannedBye[]> => {
  const listed = new Set<number>([...proposed.byes.map((b) => b.player), ...proposed.pairs.flatMap((p) => [p.white, p.black])]);
  const asked = t.plannedByes.filter((b) => b.round === roundNumber && !listed.has(b.player));
  if (asked.length === 0) return [];
  const dropped = new Set((await db.players.where('tournamentId').equals(tournamentId).toArray())
    .filter((p) => p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= roundNumber).map((p) => p.startRank));
  return asked.filter((b) => !dropped.has(b.player));
};

/**
 * Writes round `roundNumber` as the pairing system proposed it. Re-checks, inside the same
 * transaction, that the round is still the next one and not already paired (another tab or a
 * second click may have paired it meanwhile).
 */
export const saveRound = (
  db: PairwiseDb, tournamentId: number, roundNumber: number, proposed: ProposedRound, now: number,
  /** The snapshot's `revision` the round was paired from; refused when anything changed since. */
  basedOn?: number,
): Promise<Change> =>
  change(db, tournamentId, now, 'pair-round', async (t) => {
    requireStatus(t, ['seeded', 'running'], 'pair a round');
    if (await db.rounds.get([tournamentId, roundNumber])) reject('already-paired', `Round ${roundNumber} is already paired.`, `round ${roundNumber}`);
    const last = await lastRoundNumber(db, tournamentId);
    if (roundNumber !== last + 1) reject('invalid-input', `The next round is ${last + 1}, not ${roundNumber}.`, `round ${roundNumber}`);
    if (basedOn !== undefined && (await revisionOf(db, tournamentId)) !== basedOn) {
      reject('changed-meanwhile', `The tournament changed while round ${roundNumber} was being paired; pair it again.`, `round ${roundNumber}`);
    }
    const games = gamesPerBoard(t, roundNumber);
    await db.rounds.add({ tournamentId, number: roundNumber, pairedAt: now, notes: [...proposed.notes] });
    await db.pairings.bulkAdd(proposed.pairs.map((p, i) => ({
      tournamentId, round: roundNumber, board: i + 1, white: p.white, black: p.black, games: gamesOfPair(p, games),
    })));
    const requested = await requestedByes(db, t, tournamentId, roundNumber, proposed);
    await db.byes.bulkAdd([...proposed.byes, ...requested].map((b, i) => ({ tournamentId, round: roundNumber, seq: i + 1, player: b.player, kind: b.kind })));
    // Seeded to running: the players keep their start ranks. Nothing but the new round is written.
    await db.tournaments.update(tournamentId, { status: 'running' });
    return { value: undefined, detail: `round ${roundNumber}: ${proposed.pairs.length} boards, ${proposed.byes.length} byes`, onlyRound: roundNumber };
  });


/**
 * What the screen showed when the TO typed a result: the board's players (start ranks) and, for an
 * undo, the result it is to replace. Another tab may have deleted or re-paired the round, or
 * changed the result, since; then nothing is written and the TO is told.
 */
export interface ResultGuard {
  readonly white: number;
  readonly black: number;
  readonly current?: BoardResult | null;
}

/**
 * FIDE C.04.2: a result corrected after later rounds were paired affects only the pairings yet to
 * be made, so the board keeps the results those rounds were paired from (core `Pairing.asPaired`;
 * the pairing checker replays them, the TRF export writes them). Undefined when no later round is
 * paired.
 */
const withResultsAsPaired = (p: PairingRow, lastRound: number, games: readonly (BoardResult | null)[]): ResultsAsPaired[] | undefined => {
  const list = p.asPaired ?? [];
  // Already kept for these rounds: a second correction before the next pairing changes nothing they saw.
  const grown = lastRound <= p.round || (list[list.length - 1]?.pairedThrough ?? 0) >= lastRound ? list : [...list, { games: p.games.slice(), pairedThrough: lastRound }];
  // An entry that says what the next one (or, for the last, the board's result now) says is no
  // longer a correction: a result put back as it was (undone) leaves nothing to keep.
  const kept = grown.filter((e, i) => !sameGames(e.games, grown[i + 1]?.games ?? games));
  return kept.length === 0 ? undefined : kept;
};

const sameGames = (a: readonly (BoardResult | null)[], b: readonly (BoardResult | null)[]): boolean => a.length === b.length && a.every((g, i) => g === b[i]);

/** Writes a board's games with the results its later rounds were paired from (none: the field removed). */
const writeGames = async (db: PairwiseDb, p: PairingRow, games: readonly (BoardResult | null)[], lastRound: number): Promise<ResultsAsPaired[] | undefined> => {
  const asPaired = withResultsAsPaired(p, lastRound, games);
  if (asPaired !== undefined) await db.pairings.update(p.id, { games: games.slice(), asPaired });
  else await db.pairings.where('id').equals(p.id).modify((row) => { row.games = games.slice(); delete row.asPaired; });
  return asPaired;
};

/**
 * Round `from` and later are no longer paired (deleted, or paired again from today's results):
 * no board's kept results speak for them any more.
 */
const forgetResultsAsPairedFrom = async (db: PairwiseDb, tournamentId: number, from: number): Promise<void> => {
  const rows = await db.pairings.where('tournamentId').equals(tournamentId).filter((p) => p.asPaired !== undefined).toArray();
  for (const p of rows) {
    const kept: ResultsAsPaired[] = [];
    for (const e of p.asPaired!) {
      const through = Math.min(e.pairedThrough, from - 1);
      // Two entries now covering the same rounds: the older is what those rounds were paired from.
      if (through > p.round && (kept[kept.length - 1]?.pairedThrough ?? 0) < through) kept.push({ games: e.games, pairedThrough: through });
    }
    if (kept.length === 0) await db.pairings.where('id').equals(p.id).modify((row) => { delete row.asPaired; });
    else await db.pairings.update(p.id, { asPaired: kept });
  }
};

/** Enters (or clears, with null) the result of game `game` (0-based) on one board. */
export const setResult = (
  db: PairwiseDb, tournamentId: number, round: number, board: number, game: number, result: BoardResult | null, now: number,
  guard?: ResultGuard, source?: ResultSource,
): Promise<Change> => {
  if (result !== null && !isBoardResult(result)) {
    return Promise.resolve({ ok: false, reason: 'invalid-input', field: `round ${round} board ${board}`, detail: `"${String(result)}" is not a result.` });
  }
  return change(db, tournamentId, now, 'result', async () => {
    const where = `round ${round} board ${board}`;
    const p = await db.pairings.where('[tournamentId+round+board]').equals([tournamentId, round, board]).first();
    if (!p) return reject('not-found', `There is no board ${board} in round ${round} (was the round deleted in another tab or window?); nothing was saved.`, where);
    if (guard && (p.white !== guard.white || p.black !== guard.black)) {
      reject('changed-meanwhile', `Board ${board} of round ${round} is now ${p.white} v ${p.black}, not ${guard.white} v ${guard.black}: the round was paired again in another tab or window. Nothing was saved; check the board and enter the result again.`, where);
    }
    if (guard?.current !== undefined && (p.games[game] ?? null) !== guard.current) {
      reject('changed-meanwhile', `The result of board ${board} in round ${round} was changed in another tab or window; nothing was saved.`, where);
    }
    if (!Number.isInteger(game) || game < 0 || game >= p.games.length) reject('invalid-input', `Board ${board} has ${p.games.length} game(s); there is no game ${game + 1}.`, where);
    const games = p.games.slice();
    games[game] = result;
    const asPaired = await writeGames(db, p, games, await lastRoundNumber(db, tournamentId));
    // A game's result typed on its own is a played result: an intentional draw or 241 no longer stands.
    if (p.agreement !== undefined) await db.pairings.where('id').equals(p.id).modify((row) => { delete row.agreement; });
    const later = asPaired === undefined ? '' : `; rounds ${p.round + 1}-${asPaired[asPaired.length - 1]!.pairedThrough} stay as paired from the earlier result`;
    // One board of this round written, nothing else: a snapshot reads this round again, not all.
    return {
      value: undefined, detail: `${where} game ${game + 1}: ${result ?? 'cleared'}${later}`, onlyRound: round,
      result: { round, board, game, white: p.white, black: p.black, result, ...(source ? { source } : {}) },
    };
  });
};

/**
 * Requests a bye for a future round (H: half point, Z: zero, F: full point), or clears it with
 * `kind` null. `player` is the start rank (seeding must be locked). C.04.1: requested byes are
 * known before the round is paired, so the system leaves the player out.
 */
export const setPlannedBye = (
  db: PairwiseDb, tournamentId: number, player: number, round: number, kind: 'H' | 'Z' | 'F' | null, now: number,
): Promise<Change> =>
  change(db, tournamentId, now, kind === null ? 'cancel-bye' : 'request-bye', async (t) => {
    requireStatus(t, ['seeded', 'running'], 'plan a bye');
    const p = await db.players.where('[tournamentId+startRank]').equals([tournamentId, player]).first();
    if (!p) return reject('not-found', `There is no player with start rank ${player}.`, 'player');
    const next = await nextRoundOf(db, tournamentId);
    if (!Number.isInteger(round) || round < next || round > t.totalRounds) {
      reject('invalid-input', `A bye can be requested for a round not paired yet: ${next} to ${t.totalRounds}, not ${round}.`, 'round');
    }
    const plannedByes = t.plannedByes.filter((b) => !(b.player === player && b.round === round));
    if (kind !== null) plannedByes.push({ player: playerId(player), round, kind });
    plannedByes.sort((a, b) => a.round - b.round || a.player - b.player);
    await db.tournaments.update(tournamentId, { plannedByes });
    return { value: undefined, detail: `${p.name}, round ${round}: ${kind ?? 'cancelled'}` };
  });

/** Deletes the last paired round with its boards, results and byes (it can then be paired again). */
export const deleteLastRound = (
  db: PairwiseDb, tournamentId: number, now: number,
  /** The round the TO confirmed deleting; refused when another tab deleted it (or paired one more) meanwhile. */
  expectedRound?: number,
): Promise<Change<number>> =>
  change(db, tournamentId, now, 'delete-round', async () => {
    const last = await lastRoundNumber(db, tournamentId);
    if (last === 0) return reject('not-found', 'No round is paired.', 'round');
    if (expectedRound !== undefined && last !== expectedRound) {
      reject('changed-meanwhile', `Round ${expectedRound} is no longer the last round (the last is ${last}): it was changed in another tab or window. Nothing was deleted.`, `round ${expectedRound}`);
    }
    const results = (await db.pairings.where('[tournamentId+round]').equals([tournamentId, last]).toArray()).flatMap((p) => p.games).filter((g) => g !== null).length;
    await db.pairings.where('[tournamentId+round]').equals([tournamentId, last]).delete();
    await db.byes.where('[tournamentId+round]').equals([tournamentId, last]).delete();
    await db.rounds.delete([tournamentId, last]);
    await forgetResultsAsPairedFrom(db, tournamentId, last);
    if (last === 1) await db.tournaments.update(tournamentId, { status: 'seeded' });
    return { value: last, detail: `round ${last} (${results} result(s) entered)` };
  });


/**
 * Enters every game of one board at once: an intentional draw (single- or double-sided) or a
 * double-sided 241, recorded as such with `agreement`; without it, a played result.
 */
export const setBoardGames = (
  db: PairwiseDb, tournamentId: number, round: number, board: number, games: readonly BoardResult[], now: number, what: string,
  agreement?: Agreement,
): Promise<Change> => {
  if (!games.every(isBoardResult)) return Promise.resolve({ ok: false, reason: 'invalid-input', field: `round ${round} board ${board}`, detail: 'Not a result.' });
  if (agreement !== undefined && !agreements.includes(agreement)) return Promise.resolve({ ok: false, reason: 'invalid-input', field: `round ${round} board ${board}`, detail: `"${String(agreement)}" is not an agreed result.` });
  return change(db, tournamentId, now, 'result', async () => {
    const where = `round ${round} board ${board}`;
    const p = await db.pairings.where('[tournamentId+round+board]').equals([tournamentId, round, board]).first();
    if (!p) return reject('not-found', `There is no board ${board} in round ${round}.`, where);
    if (p.games.length !== games.length) reject('invalid-input', `Board ${board} has ${p.games.length} game(s), not ${games.length}.`, where);
    await writeGames(db, p, games, await lastRoundNumber(db, tournamentId));
    if (agreement !== undefined) await db.pairings.update(p.id, { agreement });
    else if (p.agreement !== undefined) await db.pairings.where('id').equals(p.id).modify((row) => { delete row.agreement; });
    return { value: undefined, detail: `${where}: ${what}`, onlyRound: round };
  });
};


/** Refuses unless `roundNumber` is the latest round and none of its games has a result. */
const requireEditableRound = async (db: PairwiseDb, tournamentId: number, roundNumber: number, doing: string): Promise<PairingRow[]> => {
  const last = await lastRoundNumber(db, tournamentId);
  if (last === 0) reject('not-found', 'No round is paired.', 'round');
  if (roundNumber !== last) reject('invalid-input', `Only the latest round (${last}) can be ${doing}, not round ${roundNumber}.`, `round ${roundNumber}`);
  const stored = await db.pairings.where('[tournamentId+round]').equals([tournamentId, roundNumber]).toArray();
  const played = stored.filter((p) => p.games.some((g) => g !== null)).map((p) => p.board).sort((a, b) => a - b);
  if (played.length > 0) reject('wrong-status', `Round ${roundNumber} already has results on board(s) ${played.join(', ')}; clear them (or delete the round) first.`, `round ${roundNumber}`);
  return stored;
};

/** Replaces the boards and byes of a round (same transaction as the caller's checks). */
const writeRoundBoards = async (
  db: PairwiseDb, tournamentId: number, roundNumber: number, pairs: readonly ProposedPair[], byes: readonly Bye[], games: number,
): Promise<void> => {
  await db.pairings.where('[tournamentId+round]').equals([tournamentId, roundNumber]).delete();
  await db.byes.where('[tournamentId+round]').equals([tournamentId, roundNumber]).delete();
  await db.pairings.bulkAdd(pairs.map((p, i) => ({
    tournamentId, round: roundNumber, board: i + 1, white: p.white, black: p.black, games: gamesOfPair(p, games),
  })));
  await db.byes.bulkAdd(byes.map((b, i) => ({ tournamentId, round: roundNumber, seq: i + 1, player: b.player, kind: b.kind })));
};

const gamesOfRound = (t: TournamentRow, roundNumber: number, stored: readonly PairingRow[]): number =>
  stored[0]?.games.length ?? gamesPerBoard(t, roundNumber);

/**
 * Saves a hand-edited latest round (core pairing-edit: swaps, byes, pairs made by hand) once the
 * TO has seen its warnings. `what` says what was changed and `accepted` lists the warnings the TO
 * accepted; both go to the audit log. Refused when the round has a result, is not the latest,
 * is malformed, or the tournament changed since `basedOn` (a snapshot revision).
 */
export const saveEditedRound = (
  db: PairwiseDb, tournamentId: number, edited: Round, what: string, accepted: readonly string[], now: number, basedOn?: number,
): Promise<Change> =>
  change(db, tournamentId, now, 'edit-pairing', async (t) => {
    requireStatus(t, ['running'], 'edit a pairing');
    const stored = await requireEditableRound(db, tournamentId, edited.number, 'edited');
    if (basedOn !== undefined && (await revisionOf(db, tournamentId)) !== basedOn) {
      reject('changed-meanwhile', `The tournament changed while round ${edited.number} was being edited; look at it again.`, `round ${edited.number}`);
    }
    const players = await db.players.where('tournamentId').equals(tournamentId).toArray();
    const shape = checkEditedRound({ players: players.map((p) => ({ id: playerId(p.startRank) })) }, edited);
    if (!shape.ok) reject('invalid-input', shape.detail, `round ${edited.number}`);
    await writeRoundBoards(db, tournamentId, edited.number, edited.pairings, edited.byes, gamesOfRound(t, edited.number, stored));
    // Only this round's boards and byes are written (a re-pairing also clears earlier boards' results
    // kept "as paired", so it is not marked): a snapshot reads this round again, not all.
    return { value: undefined, detail: `round ${edited.number}: ${what}${accepted.length > 0 ? `; warnings accepted: ${accepted.join(' ')}` : ''}`, onlyRound: edited.number };
  });

/**
 * Re-pairing: replaces the latest round (no results yet) by a new proposal of the pairing system,
 * in one transaction, so the old pairing is never lost without the new one in its place.
 */
export const replaceRound = (
  db: PairwiseDb, tournamentId: number, roundNumber: number, proposed: ProposedRound, now: number, basedOn?: number,
): Promise<Change> =>
  change(db, tournamentId, now, 'repair-round', async (t) => {
    requireStatus(t, ['running'], 're-pair a round');
    const stored = await requireEditableRound(db, tournamentId, roundNumber, 're-paired');
    if (basedOn !== undefined && (await revisionOf(db, tournamentId)) !== basedOn) {
      reject('changed-meanwhile', `The tournament changed while round ${roundNumber} was being re-paired; re-pair it again.`, `round ${roundNumber}`);
    }
    const requested = await requestedByes(db, t, tournamentId, roundNumber, proposed);
    await writeRoundBoards(db, tournamentId, roundNumber, proposed.pairs, [...proposed.byes, ...requested], gamesOfRound(t, roundNumber, stored));
    await forgetResultsAsPairedFrom(db, tournamentId, roundNumber);
    await db.rounds.update([tournamentId, roundNumber], { pairedAt: now, notes: [...proposed.notes] });
    return { value: undefined, detail: `round ${roundNumber}: ${proposed.pairs.length} boards, ${proposed.byes.length} byes (pairing discarded and paired again)` };
  });
