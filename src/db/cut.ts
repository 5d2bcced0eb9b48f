import type { PairwiseDb } from './schema';
import { change, reject, requireStatus, type Change } from './change';
import { playerId } from '../core/model';
import { checkCutSeeds, cutSeeds } from '../core/netrunner';
import { loadTournament } from './snapshot';

// the format, the seeds (start ranks, Swiss ranking order) and, by game, who corped and who won.

export interface CutGameRecord {
  /** Start rank of the player who corped (chosen by the higher seed, or assigned). */
  readonly corp?: number;
  /** Start rank of the higher seed when the side was their choice (NSG: the higher seed chooses). */
  readonly chosenBy?: number;
  readonly winner?: number;
}

export interface CutRecord {
  readonly elimination: 'single' | 'double';
  readonly size: number;
  readonly seeds: readonly number[];
  readonly games: Readonly<Record<number, CutGameRecord>>;
  /**
   * The TO's override of who advances (Cobra's open request): the reason given and the seeds the
   * standings gave. Absent when the cut is the standings' top N still in the event.
   */
  readonly override?: { readonly reason: string; readonly standings: readonly number[] };
  /** Single elimination: the two losing semi-finalists play for third place (absent: no such game). */
  readonly thirdPlace?: boolean;
}

const cutSizesOf = { single: [3, 4, 8, 16], double: [4, 8, 16] } as const;

export const loadCut = async (db: PairwiseDb, tournamentId: number): Promise<CutRecord | null> =>
  ((await db.systemState.get([tournamentId, 'cut']))?.state as CutRecord | undefined) ?? null;

/**
 * Starts the top cut with `seeds` as seeds 1..size: the standings' top players still in the event
 * (core `cutSeeds`), or the TO's override of them with `reason` (kept in the cut and the audit
 * row). A dropped player is refused either way.
 */
export const startCut = (
  db: PairwiseDb, tournamentId: number, elimination: 'single' | 'double', seeds: readonly number[], now: number, reason = '', thirdPlace = false,
): Promise<Change> =>
  change(db, tournamentId, now, 'start-cut', async (t) => {
    requireStatus(t, ['running'], 'start the cut');
    if (!(cutSizesOf[elimination] as readonly number[]).includes(seeds.length)) {
      reject('invalid-input', `A ${elimination}-elimination cut is a top ${cutSizesOf[elimination].join(', ')}; not ${seeds.length}.`, 'cut');
    }
    if (new Set(seeds).size !== seeds.length) reject('invalid-input', 'A player is seeded twice in the cut.', 'cut');
    if (thirdPlace && (elimination !== 'single' || seeds.length < 4)) reject('invalid-input', 'A third-place game needs a single-elimination top 4 or more (two losing semi-finalists).', 'cut');
    if (await db.systemState.get([tournamentId, 'cut'])) reject('already-paired', 'The cut has already started.', 'cut');
    const rounds = await db.rounds.where('tournamentId').equals(tournamentId).count();
    if (rounds < t.totalRounds) reject('wrong-status', `Play all ${t.totalRounds} Swiss rounds before the cut (${rounds} paired).`, 'cut');
    const tournament = await loadTournament(db, tournamentId);
    if (!tournament) return reject('not-found', 'The tournament does not exist.');
    const check = checkCutSeeds(tournament, seeds.map(playerId), reason);
    if (!check.ok) return reject('invalid-input', check.detail, 'cut');
    const override = check.overridden ? { reason: reason.trim(), standings: cutSeeds(tournament, seeds.length).map(Number) } : undefined;
    const record: CutRecord = { elimination, size: seeds.length, seeds: seeds.slice(), games: {}, ...(override ? { override } : {}), ...(thirdPlace ? { thirdPlace } : {}) };
    await db.systemState.put({ tournamentId, kind: 'cut', state: record });
    const why = override ? ` (override of ${override.standings.join(', ')}: ${override.reason})` : '';
    return { value: undefined, detail: `top ${seeds.length} ${elimination} elimination${thirdPlace ? ' with a third-place game' : ''}: ${seeds.join(', ')}${why}` };
  });

/**
 * Records a cut game's side (corp) and/or winner; `winner: null` clears a result. `chosenBy`: the
 * higher seed whose choice the side is (kept with the game and in the audit row).
 */
export const setCutGame = (
  db: PairwiseDb, tournamentId: number, game: number, entry: { readonly corp?: number; readonly chosenBy?: number; readonly winner?: number | null }, now: number,
): Promise<Change> =>
  change(db, tournamentId, now, 'cut-game', async () => {
    const row = await db.systemState.get([tournamentId, 'cut']);
    if (!row) return reject('not-found', 'The cut has not started.', 'cut');
    const cut = row.state as CutRecord;
    const seeds = new Set(cut.seeds);
    if (!Number.isInteger(game) || game < 1 || game > 2 * cut.size) reject('invalid-input', `There is no cut game ${game}.`, `cut game ${game}`);
    if (entry.corp !== undefined && !seeds.has(entry.corp)) reject('invalid-input', `Player ${entry.corp} is not in the cut.`, `cut game ${game}`);
    if (entry.chosenBy !== undefined && (entry.corp === undefined || !seeds.has(entry.chosenBy))) reject('invalid-input', `A side choice needs the side and a player in the cut.`, `cut game ${game}`);
    if (entry.winner != null && !seeds.has(entry.winner)) reject('invalid-input', `Player ${entry.winner} is not in the cut.`, `cut game ${game}`);
    const before = cut.games[game] ?? {};
    const { winner: _old, ...kept } = before;
    const after: CutGameRecord = {
      ...(entry.winner === null ? kept : before),
      ...(entry.corp !== undefined ? { corp: entry.corp } : {}),
      ...(entry.chosenBy !== undefined ? { chosenBy: entry.chosenBy } : {}),
      ...(entry.winner != null ? { winner: entry.winner } : {}),
    };
    await db.systemState.put({ tournamentId, kind: 'cut', state: { ...cut, games: { ...cut.games, [game]: after } } });
    const choice = entry.chosenBy === undefined ? '' : ` (the choice of ${entry.chosenBy}, the higher seed: ${entry.chosenBy === entry.corp ? 'Corp' : 'Runner'})`;
    const parts = [entry.corp !== undefined ? `corp ${entry.corp}${choice}` : '', entry.winner === null ? 'result cleared' : entry.winner !== undefined ? `won by ${entry.winner}` : ''];
    return { value: undefined, detail: `cut game ${game}: ${parts.filter(Boolean).join(', ')}` };
  });

/** Cancels the cut (e.g. started with the wrong size); the Swiss rounds are untouched. */
export const cancelCut = (db: PairwiseDb, tournamentId: number, now: number): Promise<Change> =>
  change(db, tournamentId, now, 'cancel-cut', async () => {
    if (!(await db.systemState.get([tournamentId, 'cut']))) reject('not-found', 'The cut has not started.', 'cut');
    await db.systemState.delete([tournamentId, 'cut']);
    return { value: undefined, detail: 'cut cancelled' };
  });
