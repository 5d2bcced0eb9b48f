import type { SystemSettings, Tournament } from '../../../core/model';
import { openingOrderFor, openingsForRound, parseOpenings } from '../../../core/systems/engine-swiss';
import type { EngineSwissSettings } from '../../../core/systems/engine-swiss';
import { asSystem } from '../../../core/systems';

/** What the app stores in systemState kind 'openings': the opening order fixed at creation. */
export interface StoredOpeningOrder {
  readonly version: 1;
  readonly order: readonly number[];
}

export const openingsKind = 'openings';

export type EngineSwissForm =
  | { readonly ok: true; readonly settings: SystemSettings; readonly systemStates: readonly { kind: string; state: unknown }[] }
  | { readonly ok: false; readonly field: string; readonly detail: string };

const whole = (v: FormDataEntryValue | null): number => (v === null || String(v).trim() === '' ? NaN : Number(v));

/**
 * Engine Swiss settings from the creation form (seed 002 "Field Summary"), and the opening order
 * to store with the tournament: shuffled once from the tournament's seed when RandomOpenings is
 * on, so a resumed event plays the same openings.
 */
export const engineSwissFromForm = (form: FormData, randomSeed: number): EngineSwissForm => {
  const gamesPerMatch = whole(form.get('gamesPerMatch'));
  // GamesPerMatch: even, each pair of games is one opening with colours swapped.
  if (!Number.isInteger(gamesPerMatch) || gamesPerMatch < 2 || gamesPerMatch % 2 !== 0) {
    return { ok: false, field: 'Games per match', detail: `must be an even whole number (2, 4, …), not "${String(form.get('gamesPerMatch'))}".` };
  }
  const seedGroupCount = whole(form.get('seedGroupCount'));
  if (!Number.isInteger(seedGroupCount) || seedGroupCount < 1) {
    return { ok: false, field: 'Seed groups', detail: `must be a whole number ≥ 1, not "${String(form.get('seedGroupCount'))}".` };
  }
  const text = String(form.get('openings') ?? '');
  let openings: string[] = [];
  if (text.trim() !== '') {
    const parsed = parseOpenings(text);
    if (!parsed.ok) return { ok: false, field: 'Openings', detail: parsed.line > 0 ? `line ${parsed.line}: ${parsed.detail}` : parsed.detail };
    openings = parsed.openings.map((o) => o.text);
  }
  const settings: EngineSwissSettings = {
    system: 'engine-swiss',
    gamesPerMatch,
    seedGroupCount,
    rematchesConfirmed: form.get('rematchesConfirmed') === 'on',
    allowExtraPairsOnTie: form.get('allowExtraPairsOnTie') === 'on',
    uniquePerMatchOnly: form.get('uniquePerMatchOnly') === 'on',
    randomOpenings: form.get('randomOpenings') === 'on',
    openings,
  };
  if (settings.uniquePerMatchOnly && openings.length > 0 && openings.length < gamesPerMatch / 2) {
    return { ok: false, field: 'Openings', detail: `${openings.length} opening(s) cannot give each of the ${gamesPerMatch / 2} pairs of a match its own opening.` };
  }
  const order: StoredOpeningOrder = { version: 1, order: openingOrderFor(openings.length, settings.randomOpenings, randomSeed) };
  return { ok: true, settings, systemStates: openings.length > 0 ? [{ kind: openingsKind, state: order }] : [] };
};

const storedOrder = (value: unknown, n: number): readonly number[] | undefined => {
  const v = value as Partial<StoredOpeningOrder> | undefined;
  if (!v || v.version !== 1 || !Array.isArray(v.order) || v.order.length !== n) return undefined;
  return v.order.every((i) => Number.isInteger(i) && i >= 0 && i < n) && new Set(v.order).size === n ? v.order : undefined;
};

/**
 * The openings of each board of round `roundNumber`, one per pair of games, from the stored order
 * (null when the tournament is not engine Swiss or has no opening list).
 */
export const roundOpenings = (t: Tournament, stored: unknown, roundNumber: number): ReadonlyMap<number, readonly string[]> | null => {
  const s = asSystem(t.settings, 'engine-swiss');
  if (s === null || s.openings.length === 0) return null;
  const order = storedOrder(stored, s.openings.length);
  const settings: EngineSwissSettings = order ? { ...s, openingOrder: order } : s;
  return new Map(openingsForRound(t, settings, roundNumber).map((m) => [m.board, m.openings]));
};
