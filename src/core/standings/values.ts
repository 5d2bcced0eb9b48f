import { formatTenths } from '../model';
import type { Rational } from './rational';
import { fixedDecimal, formatRational, rational, toNumber } from './rational';
import type { TieBreakValue } from './types';

/** Decimal text when the fraction has a short decimal form (denominator divides 1000), else "a/b". */
const decimalOrFraction = (r: Rational): string => {
  if (1000 % r.den !== 0) return formatRational(r);
  const s = toNumber(r).toFixed(3).replace(/0+$/, '');
  return s.endsWith('.') ? `${s}0` : s;
};

/**
 * A value in tenths of a point, shown in points ("15.5", "15.25", or "31/6"). Whole tenths, most
 * values, are written as TRF writes points (formatTenths), without a float's round trip.
 */
export const tenthsValue = (code: string, exact: Rational): TieBreakValue =>
  ({ code, value: toNumber(exact), exact, text: exact.den === 1 ? formatTenths(exact.num) : decimalOrFraction(rational(exact.num, exact.den * 10)) });

/** A plain count or rating (integers). */
export const countValue = (code: string, n: number): TieBreakValue =>
  ({ code, value: n, exact: rational(n), text: `${n}` });

/**
 * Strength of schedule (and its extended form) in words: four decimals, rounded half up on the exact
 * value, as Cobra shows them (its standings print SoS and ESoS with exactly four decimals). The one
 * formatter of SoS and ESoS: standings screen, Netrunner panel, print, projector, CSV and the
 * AlwaysBeRunning export all use it, so every place shows the same digits.
 */
export const sosDecimals = 4;
export const sosText = (exact: Rational): string => fixedDecimal(exact, sosDecimals);

/** A rational in its own unit (e.g. Netrunner SoS), exact as num/den, shown as `sosText` shows it. */
export const ratioValue = (code: string, exact: Rational): TieBreakValue =>
  ({ code, value: toNumber(exact), exact, text: sosText(exact) });
