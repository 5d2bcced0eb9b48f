import type { SystemSettings } from '../model';
import { allSystems, readSystemSettings, sameSettings, systemModule } from '../systems';
import type { TrfError, TrfSettings } from './types';

/** What a file says of its pairing system: the settings, or null when it names none Pairwise knows. */
export type TrfSystem =
  | { readonly ok: true; readonly settings: SystemSettings | null; readonly from: 'PWS' | '192' | null }
  | { readonly ok: false; readonly error: TrfError };

/**
 * The pairing system a TRF names: Pairwise's PWS record (every setting, through the system
 * module's one validator) first, else TRF-2026 record 192 when it is a FIDE code of a system
 * Pairwise has (FIDE_DUTCH_2017, FIDE_DUTCH_2025_BAKU, FIDE_BURSTEIN, ...). A 192 code Pairwise
 * does not know (or CUSTOM_SWISS without PWS) gives null: the caller decides.
 */
export const systemOfTrf = (s: TrfSettings): TrfSystem => {
  if (s.pairwiseSettings !== undefined) {
    const read = readSystemSettings(s.pairwiseSettings.value);
    if (!read.ok) return { ok: false, error: { line: s.pairwiseSettings.line, column: 5, message: `PWS: ${read.message}` } };
    return { ok: true, settings: read.settings, from: 'PWS' };
  }
  if (s.system !== undefined && s.system !== '') {
    for (const m of allSystems) {
      const settings = m.trf?.read?.(s.system) ?? null;
      if (settings !== null) return { ok: true, settings, from: '192' };
    }
  }
  return { ok: true, settings: null, from: null };
};

/** The system records a TRF writes: 192 (the module's code) and, when 192 does not say every setting, PWS. */
export const systemRecords = (settings: SystemSettings): string[] => {
  const trf = systemModule(settings).trf;
  if (trf === undefined) return [];
  const code = trf.code(settings);
  const decoded = trf.read?.(code) ?? null;
  const complete = decoded !== null && sameSettings(decoded, settings);
  return complete ? [`192 ${code}`] : [`192 ${code}`, `PWS ${JSON.stringify(settings)}`];
};
