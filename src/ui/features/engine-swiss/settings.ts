import type { SystemSettings, Tournament } from '../../../core/model';
import { openingOrderState, openingsForRound, parseOpenings } from '../../../core/systems';
import type { EngineSwissSettings, StoredOpeningOrder } from '../../../core/systems';
import { asSystem } from '../../../core/systems';

export { openingsKind } from '../../../core/systems';
export type { StoredOpeningOrder } from '../../../core/systems';

export type EngineSwissForm =
  | { readonly ok: true; readonly settings: SystemSettings; readonly systemStates: readonly { kind: string; state: unknown }[] }
  | { readonly ok: false; readonly field: string; readonly detail: string };

/** The engine Swiss fields as the TO typed them (the creation form and the settings panel). */
export interface EngineSwissFields {
  readonly gamesPerMatch: string;
  readonly seedGroupCount: string;
  readonly rematchesConfirmed: boolean;
  readonly allowExtraPairsOnTie: boolean;
  readonly uniquePerMatchOnly: boolean;
  readonly randomOpenings: boolean;
  readonly openings: string;
}

export type EngineSwissDraft =
  | { readonly ok: true; readonly settings: EngineSwissSettings }
  | { readonly ok: false; readonly field: string; readonly detail: string };

const whole = (v: string): number => (v.trim() === '' ? NaN : Number(v));

/**
 * Engine Swiss settings from the typed fields (the engine-tournament Swiss text's "Field
 * Summary"), or the field that is wrong in the words of its label.
 */
export const engineSwissDraft = (f: EngineSwissFields): EngineSwissDraft => {
  const gamesPerMatch = whole(f.gamesPerMatch);
  // GamesPerMatch: even, each pair of games is one opening with colours swapped.
  if (!Number.isInteger(gamesPerMatch) || gamesPerMatch < 2 || gamesPerMatch % 2 !== 0) {
    return { ok: false, field: 'Games per match', detail: `must be an even whole number (2, 4, …), not "${f.gamesPerMatch}".` };
  }
  const seedGroupCount = whole(f.seedGroupCount);
  if (!Number.isInteger(seedGroupCount) || seedGroupCount < 1) {
    return { ok: false, field: 'Seed groups', detail: `must be a whole number ≥ 1, not "${f.seedGroupCount}".` };
  }
  let openings: string[] = [];
  if (f.openings.trim() !== '') {
    const parsed = parseOpenings(f.openings);
    if (!parsed.ok) return { ok: false, field: 'Openings', detail: parsed.line > 0 ? `line ${parsed.line}: ${parsed.detail}` : parsed.detail };
    openings = parsed.openings.map((o) => o.text);
  }
  const settings: EngineSwissSettings = {
    system: 'engine-swiss',
    gamesPerMatch,
    seedGroupCount,
    rematchesConfirmed: f.rematchesConfirmed,
    allowExtraPairsOnTie: f.allowExtraPairsOnTie,
    uniquePerMatchOnly: f.uniquePerMatchOnly,
    randomOpenings: f.randomOpenings,
    openings,
  };
  // UniquePerMatchOnly: each pair of games of a match has an opening of its own.
  if (settings.uniquePerMatchOnly && openings.length > 0 && openings.length < gamesPerMatch / 2) {
    return { ok: false, field: 'Openings', detail: `${openings.length} opening(s) cannot give each of the ${gamesPerMatch / 2} pairs of a match its own opening.` };
  }
  return { ok: true, settings };
};

/** The fields showing stored settings (the settings panel starts from them). */
export const engineSwissFields = (s: EngineSwissSettings): EngineSwissFields => ({
  gamesPerMatch: String(s.gamesPerMatch),
  seedGroupCount: String(s.seedGroupCount),
  rematchesConfirmed: s.rematchesConfirmed,
  allowExtraPairsOnTie: s.allowExtraPairsOnTie,
  uniquePerMatchOnly: s.uniquePerMatchOnly,
  randomOpenings: s.randomOpenings,
  openings: s.openings.join('\n'),
});

/**
 * Engine Swiss settings from the creation form, and the opening order to store with the
 * tournament: shuffled once from the tournament's seed when RandomOpenings is on, so a resumed
 * event plays the same openings.
 */
export const engineSwissFromForm = (form: FormData, randomSeed: number): EngineSwissForm => {
  const draft = engineSwissDraft({
    gamesPerMatch: String(form.get('gamesPerMatch') ?? ''),
    seedGroupCount: String(form.get('seedGroupCount') ?? ''),
    rematchesConfirmed: form.get('rematchesConfirmed') === 'on',
    allowExtraPairsOnTie: form.get('allowExtraPairsOnTie') === 'on',
    uniquePerMatchOnly: form.get('uniquePerMatchOnly') === 'on',
    randomOpenings: form.get('randomOpenings') === 'on',
    openings: String(form.get('openings') ?? ''),
  });
  if (!draft.ok) return draft;
  const order = openingOrderState(draft.settings, randomSeed);
  return { ok: true, settings: draft.settings, systemStates: order.state === null ? [] : [{ kind: order.kind, state: order.state }] };
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
