/**
 * Exact rational costs. Single-sided Swiss costs are rational (a tie makes the score difference a
 * third of a win), so every edge cost is an integer multiple of 1/scale for a per-round scale, and
 * totals are reported as a fraction and as a decimal.
 */
export interface ExactCost {
  readonly numerator: bigint;
  /** Always > 0. */
  readonly denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export const exactCost = (numerator: bigint, denominator: bigint): ExactCost => {
  if (denominator <= 0n) throw new RangeError('a cost denominator must be positive');
  const g = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / g, denominator: denominator / g };
};

/** "64/9" or "6". */
export const formatFraction = (c: ExactCost): string =>
  c.denominator === 1n ? `${c.numerator}` : `${c.numerator}/${c.denominator}`;

/** Rounded half up to `places` decimals, trailing zeros dropped: 64/9 → "7.111111", 6 → "6". */
export const formatDecimal = (c: ExactCost, places = 6): string => {
  const negative = c.numerator < 0n;
  const n = negative ? -c.numerator : c.numerator;
  const unit = 10n ** BigInt(places);
  const scaled = (n * unit * 2n + c.denominator) / (2n * c.denominator);
  const whole = scaled / unit;
  const frac = (scaled % unit).toString().padStart(places, '0').replace(/0+$/, '');
  return `${negative && scaled !== 0n ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
};

/**
 * A TO's decimal setting (score factor 2, 1.5, 0.25) as an exact fraction; null when it is not a
 * finite non-negative decimal with at most 6 decimal places.
 */
export const fractionOfDecimal = (x: number): ExactCost | null => {
  if (!Number.isFinite(x) || x < 0) return null;
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(String(x));
  if (!m) return null;
  const digits = m[2] ?? '';
  return exactCost(BigInt(`${m[1]}${digits}`), 10n ** BigInt(digits.length));
};
