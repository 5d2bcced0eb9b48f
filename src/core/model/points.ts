/**
 * Points are integers in tenths of a point (bbpPairings' convention): 1 = 10, ½ = 5,
 * a Netrunner win = 30. No floating-point score exists anywhere in the core.
 */
export type Tenths = number & { readonly __unit: 'tenths' };

export const tenths = (n: number): Tenths => {
  if (!Number.isInteger(n)) throw new RangeError(`points must be whole tenths, got ${n}`);
  return n as Tenths;
};

/** "1.5" → 15; accepts "1", "1.0", "0.5", ".5", "10.5". Returns null when not a decimal with ≤ 1 decimal place. */
export const parseTenths = (text: string): Tenths | null => {
  const m = /^\s*(\d*)(?:\.(\d))?\s*$/.exec(text);
  if (!m || (m[1] === '' && m[2] === undefined)) return null;
  return tenths(Number(m[1] || '0') * 10 + Number(m[2] ?? '0'));
};

/** 15 → "1.5" (always one decimal, as TRF writes points). */
export const formatTenths = (p: number): string =>
  `${p < 0 ? '-' : ''}${Math.floor(Math.abs(p) / 10)}.${Math.abs(p) % 10}`;
