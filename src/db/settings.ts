import type { ScoringRule, SystemSettings, TournamentDetails } from '../core/model';
import { readTournamentDetails, scoringProblem } from '../core/model';
import { fixedRoundsOf, readSystemSettings, systemModule } from '../core/systems';
import { readPrizeList } from '../core/prizes';
import type { PairwiseDb, TournamentRow } from './schema';
import { change, lastRoundNumber, reject, type Change } from './change';
import { checkTournamentInput } from './validate';

/**
 * Sets the tournament's tie-break order (C.07 codes such as "BH/C1", as TRF-2026 record 202 lists
 * them); `null` or an empty list goes back to the system's own list. `isCode` checks each code
 * (the UI passes core/standings' parser; the database does not import the standings).
 */
export const setTieBreaks = (
  db: PairwiseDb, tournamentId: number, codes: readonly string[] | null, isCode: (code: string) => boolean, now: number,
): Promise<Change> => {
  const list = (codes ?? []).map((c) => c.trim()).filter((c) => c !== '');
  const bad = list.find((c) => !isCode(c));
  if (bad !== undefined) return Promise.resolve({ ok: false, reason: 'invalid-input', field: 'tie-breaks', detail: `"${bad}" is not a tie-break code.` });
  const twice = list.find((c, i) => list.indexOf(c) !== i);
  if (twice !== undefined) return Promise.resolve({ ok: false, reason: 'invalid-input', field: 'tie-breaks', detail: `"${twice}" is listed twice.` });
  return change(db, tournamentId, now, 'tie-breaks', async () => {
    await db.tournaments.update(tournamentId, { tieBreaks: list.length > 0 ? list : undefined });
    return { value: undefined, detail: list.length > 0 ? list.join(', ') : "the system's list" };
  });
};


/**
 * Sets the tournament details (the TRF-16 header: city, federation, dates, type, arbiters, time
 * control, round dates) through their one validator (core/model readTournamentDetails): a wrong
 * one (an impossible date, a round date before the start date) is refused naming the field, and
 * nothing changes. Empty fields are dropped.
 */
export const setTournamentDetails = (db: PairwiseDb, tournamentId: number, raw: TournamentDetails, now: number): Promise<Change> =>
  change(db, tournamentId, now, 'tournament-details', async (t) => {
    const read = readTournamentDetails(raw, t.totalRounds);
    if (!read.ok) return reject('invalid-input', read.message, read.field);
    const empty = Object.keys(read.details).length === 0;
    await db.tournaments.update(tournamentId, { details: empty ? undefined : read.details });
    return { value: undefined, detail: empty ? 'cleared' : Object.entries(read.details).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`).join('; ') };
  });

/**
 * Sets the prize list (`null` removes it). The list goes through its one validator
 * (core/prizes `readPrizeList`); a wrong one is refused with the field and why, and nothing changes.
 */
export const setPrizeList = (db: PairwiseDb, tournamentId: number, raw: unknown, now: number): Promise<Change> => {
  const read = raw === null ? null : readPrizeList(raw);
  if (read !== null && !read.ok) return Promise.resolve({ ok: false, reason: 'invalid-input', field: read.field === '' ? 'prizes' : `prizes.${read.field}`, detail: read.message });
  return change(db, tournamentId, now, 'prize-list', async () => {
    const list = read === null ? undefined : read.list;
    await db.tournaments.update(tournamentId, { prizes: list });
    return { value: undefined, detail: list === undefined ? 'removed' : `${list.groups.length} prize group(s), ties ${list.tieRule}: ${list.groups.map((g) => `${g.name} ${g.amounts.length}`).join(', ')}` };
  });
};

/** What the Settings panel may change; an absent field stays as stored. */
export interface SettingsPatch {
  readonly name?: string;
  readonly totalRounds?: number;
  /** The system and its options (e.g. Dutch rules 2026/2017, Baku acceleration). */
  readonly settings?: SystemSettings;
  readonly scoring?: ScoringRule;
  /** Colour of the top seed in round 1 (TRF XXC); null = not set. */
  readonly initialColour?: NonNullable<TournamentRow['initialColour']> | null;
}

/** Same value, whatever the key order (settings rows are plain JSON-like objects). */
const sameSetting = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameSetting(x, b[i]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ra = a as Readonly<Record<string, unknown>>;
  const rb = b as Readonly<Record<string, unknown>>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)].filter((k) => ra[k] !== undefined || rb[k] !== undefined));
  return [...keys].every((k) => sameSetting(ra[k], rb[k]));
};

/** A value in the saved message and the audit; a long list (an opening book) by its length, not its text. */
const shownSetting = (v: unknown): string =>
  v === undefined || v === null ? 'none'
    : Array.isArray(v) && v.length > 3 ? `(${v.length} entries)`
      : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** "rules 2026 → 2017" for each key that differs (tenths shown as points when `points`). */
const settingChanges = (from: object, to: object, points = false): string[] => {
  const before = from as Readonly<Record<string, unknown>>;
  const after = to as Readonly<Record<string, unknown>>;
  const show = (v: unknown) => (points && typeof v === 'number' ? String(v / 10) : shownSetting(v));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((k) => !sameSetting(before[k], after[k]))
    .map((k) => `${k} ${show(before[k])} → ${show(after[k])}`);
};

/** Bounds of the rating for unrated players: a rating as the player form takes it, above 0 (0 = unrated). */
export const unratedRatingBounds = { min: 1, max: 4000 } as const;
export const validUnratedRating = (r: number | undefined): r is number =>
  r !== undefined && Number.isInteger(r) && r >= unratedRatingBounds.min && r <= unratedRatingBounds.max;

/**
 * Sets the rating unrated players count at in the rating-based tie-breaks (ARO, TPR, PTP, APRO,
 * APPO), as the tournament regulations publish it (C.07 Art. 10); `null` clears it: with none,
 * those tie-breaks are refused while an unrated player takes part.
 */
export const setUnratedRating = (db: PairwiseDb, tournamentId: number, rating: number | null, now: number): Promise<Change> => {
  if (rating !== null && !validUnratedRating(rating)) {
    return Promise.resolve({
      ok: false, reason: 'invalid-input', field: 'unrated-rating',
      detail: `The rating for unrated players is a whole number from ${unratedRatingBounds.min} to ${unratedRatingBounds.max}, not "${String(rating)}".`,
    });
  }
  return change(db, tournamentId, now, 'unrated-rating', async () => {
    await db.tournaments.update(tournamentId, { unratedRating: rating ?? undefined });
    return { value: undefined, detail: rating === null ? 'none (rating-based tie-breaks refused with unrated players)' : `${rating}` };
  });
};

/**
 * Changes the tournament's settings, where the rules allow, in one change:
 * - the system and its options, the scoring and the initial colour only before round 1 is paired
 *   (C.04.1 / C.04.2: the pairing system, the point system and the colour of the first board are
 *   fixed when round 1 is paired; acceleration is part of the system's options, C.04.5.1);
 * - the number of rounds any time, but never below the rounds paired nor a round with a requested bye;
 * - the name any time.
 * A locked field given with its stored value is no change and is not refused.
 */
export const updateTournamentSettings = (
  db: PairwiseDb, tournamentId: number, patch: SettingsPatch, now: number,
): Promise<Change<readonly string[]>> =>
  change(db, tournamentId, now, 'settings', async (t) => {
    const paired = await lastRoundNumber(db, tournamentId);
    const done: string[] = [];
    const update: Partial<TournamentRow> = {};
    const locked = (field: string, what: string): void => {
      if (paired > 0) reject('already-paired', `${what} cannot change: it is fixed once round 1 is paired (FIDE C.04.1), and ${paired} round(s) are paired.`, field);
    };
    const name = patch.name?.trim() ?? t.name;
    const totalRounds = patch.totalRounds ?? t.totalRounds;
    const settings = patch.settings ?? t.settings;
    const bad = checkTournamentInput({ name, settings, totalRounds });
    if (bad) reject('invalid-input', bad.message, bad.field);
    if (name !== t.name) {
      update.name = name;
      done.push(`name “${t.name}” → “${name}”`);
    }
    if (totalRounds !== t.totalRounds) {
      if (totalRounds < paired) reject('invalid-input', `Rounds cannot be ${totalRounds}: ${paired} rounds are already paired.`, 'totalRounds');
      const byeRound = t.plannedByes.reduce((m, b) => Math.max(m, b.round), 0);
      if (totalRounds < byeRound) reject('invalid-input', `Rounds cannot be ${totalRounds}: a bye is requested for round ${byeRound}; cancel it first.`, 'totalRounds');
      update.totalRounds = totalRounds;
      done.push(`rounds ${t.totalRounds} → ${totalRounds}`);
    }
    if (!sameSetting(settings, t.settings)) {
      // The system module's one validator.
      const read = readSystemSettings(settings);
      if (!read.ok) reject('invalid-input', read.message, read.field === '' ? 'settings' : `settings.${read.field}`);
      // A system whose options made state at creation (opening order, ladder) is not switched to or from here.
      const fixed = [systemModule(settings), systemModule(t.settings)].find((m) => m.chosen === 'at-creation');
      if (settings.system !== t.settings.system && fixed !== undefined) {
        reject('invalid-input', `${fixed.name} is chosen when the tournament is created; create a new tournament instead.`, 'system');
      }
      const module = systemModule(settings);
      // Options that made state at creation which the module cannot make again (the ladder's ranking) stay as created.
      if (module.chosen === 'at-creation' && module.optionStates === undefined) {
        reject('invalid-input', `${module.name} options are fixed when the tournament is created; create a new tournament instead.`, 'settings');
      }
      locked(settings.system !== t.settings.system ? 'system' : 'settings', settings.system !== t.settings.system ? 'The pairing system' : 'The system options');
      update.settings = read.ok ? read.settings : settings;
      done.push(...settingChanges(t.settings, settings));
      // The state the options made (engine Swiss: the opening order), made again in this transaction,
      // so the stored options and that state never disagree.
      for (const st of module.optionStates?.(update.settings, t.randomSeed) ?? []) {
        if (st.state === null) await db.systemState.delete([tournamentId, st.kind]);
        else await db.systemState.put({ tournamentId, kind: st.kind, state: st.state });
        done.push(st.state === null ? `${st.name} removed` : `${st.name} made again`);
      }
    }
    if (patch.scoring !== undefined && !sameSetting(patch.scoring, t.scoring)) {
      const wrong = scoringProblem(patch.scoring);
      if (wrong) reject('invalid-input', wrong, 'scoring');
      locked('scoring', 'The scoring (point system)');
      update.scoring = patch.scoring;
      done.push(...settingChanges(t.scoring, patch.scoring, true));
    }
    if (patch.initialColour !== undefined && (patch.initialColour ?? undefined) !== t.initialColour) {
      if (patch.initialColour !== null && patch.initialColour !== 'white' && patch.initialColour !== 'black') {
        reject('invalid-input', 'The initial colour is white, black or not set.', 'initialColour');
      }
      locked('initialColour', 'The initial colour');
      update.initialColour = patch.initialColour ?? undefined;
      done.push(`initial colour ${t.initialColour ?? 'none'} → ${patch.initialColour ?? 'none'}`);
    }
    // A system that fixes the number of rounds for the field (a round robin's Berger table): the
    // rounds follow its table once the field is known (seeding locked), and cannot be set by hand.
    if (t.status !== 'registration') {
      const players = await db.players.where('tournamentId').equals(tournamentId).count();
      const fixed = fixedRoundsOf(update.settings ?? t.settings, players);
      const rounds = update.totalRounds ?? t.totalRounds;
      if (fixed !== null && rounds !== fixed) {
        if (update.totalRounds !== undefined && update.settings === undefined) {
          reject('invalid-input', `Rounds cannot be ${rounds}: ${systemModule(t.settings).name} has ${fixed} rounds for ${players} players (its table).`, 'totalRounds');
        }
        update.totalRounds = fixed;
        done.push(`rounds ${t.totalRounds} → ${fixed} (the system's table for ${players} players)`);
      }
    }
    if (done.length === 0) reject('invalid-input', 'Nothing to save: every setting is as stored.');
    await db.tournaments.update(tournamentId, update);
    return { value: done, detail: done.join('; ') };
  });
