import type { SystemSettings } from '../../model';
import { parseTenths } from '../../model';
import { fractionOfDecimal } from './exactCost';

export type SassSettingsResult =
  | { readonly ok: true; readonly settings: Extract<SystemSettings, { readonly system: 'sass' }> }
  | { readonly ok: false; readonly message: string };

/** The article's recommendation ("Single Sided Swiss: How it Works", "Score Factor": "I'm recommending a score factor of 2"). */
export const defaultScoreFactor = 2;

/**
 * Single-sided Swiss settings from command-line flags:
 *   --cost 2021|2025 (default 2021: the SASS model of "Single Sided Swiss: How it Works"), --score-factor F (default 2),
 *   --bye-score S (points of the virtual bye opponent, default 0), --seed N (coin flips).
 */
export const sassSettingsFromFlags = (flags: ReadonlyMap<string, string | true>): SassSettingsResult => {
  const text = (flag: string): string | undefined => {
    const v = flags.get(flag);
    return typeof v === 'string' ? v : undefined;
  };
  const cost = text('--cost') ?? '2021';
  if (cost !== '2021' && cost !== '2025') return { ok: false, message: `--cost must be 2021 (SASS) or 2025, got ${cost}` };
  const factorText = text('--score-factor');
  const scoreFactor = factorText === undefined ? defaultScoreFactor : Number(factorText);
  if (factorText !== undefined && (!/^\d+(\.\d{1,6})?$/.test(factorText.trim()) || fractionOfDecimal(scoreFactor) === null)) {
    return { ok: false, message: `--score-factor must be a non-negative decimal, got ${factorText}` };
  }
  const byeText = text('--bye-score');
  const byeScore = byeText === undefined ? parseTenths('0') : parseTenths(byeText);
  if (byeScore === null) return { ok: false, message: `--bye-score must be points with at most one decimal, got ${byeText}` };
  const seedText = text('--seed');
  if (seedText !== undefined && !/^-?\d+$/.test(seedText)) return { ok: false, message: `--seed must be an integer, got ${seedText}` };
  if (cost === '2025' && (factorText !== undefined || byeText !== undefined)) {
    return { ok: false, message: '--score-factor and --bye-score belong to the 2021 (SASS) cost model, not --cost 2025' };
  }
  return {
    ok: true,
    settings: {
      system: 'sass',
      model: cost === '2021' ? 'sass' : '2025',
      scoreFactor,
      byeScore,
      ...(seedText !== undefined ? { seed: Number(seedText) | 0 } : {}),
    },
  };
};
