/**
 * Exact rational numbers for tie-break values (SB in chess needs halves of tenths, Netrunner's
 * SoS needs arbitrary denominators). Always reduced, denominator > 0. Numerators and denominators
 * stay far below 2^53 for any real tournament (denominators are products of a few round counts).
 */
export interface Rational {
  readonly num: number;
  readonly den: number;
}

const gcd = (a: number, b: number): number => {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
};

export const rational = (num: number, den = 1): Rational => {
  if (!Number.isInteger(num) || !Number.isInteger(den) || den === 0) {
    throw new RangeError(`not a rational: ${num}/${den}`);
  }
  if (num === 0) return zero;
  if (den === 1) return { num, den };
  const g = gcd(num, den);
  const s = den < 0 ? -1 : 1;
  return { num: (s * num) / g, den: (s * den) / g };
};

export const zero: Rational = { num: 0, den: 1 };

export const add = (a: Rational, b: Rational): Rational => {
  if (a.den === 1 && b.den === 1) return a.num + b.num === 0 ? zero : { num: a.num + b.num, den: 1 };
  return a.den === b.den ? rational(a.num + b.num, a.den) : rational(a.num * b.den + b.num * a.den, a.den * b.den);
};

export const sub = (a: Rational, b: Rational): Rational => add(a, { num: -b.num, den: b.den });

export const mul = (a: Rational, b: Rational): Rational => rational(a.num * b.num, a.den * b.den);

export const div = (a: Rational, b: Rational): Rational => rational(a.num * b.den, a.den * b.num);

export const sum = (xs: readonly Rational[]): Rational => {
  let integer = 0;
  let rest = zero;
  for (const x of xs) {
    if (x.den === 1) integer += x.num;
    else rest = add(rest, x);
  }
  return add(rest, rational(integer));
};

/** Negative when a < b, 0 when equal, positive when a > b. */
export const compare = (a: Rational, b: Rational): number =>
  a.den === b.den ? a.num - b.num : a.num * b.den - b.num * a.den;

export const toNumber = (a: Rational): number => a.num / a.den;

export const isInteger = (a: Rational): boolean => a.den === 1;

/** Nearest integer, 0.5 rounded up (C.07 10.1: "rounded to the nearest whole number (0.5 rounded up)"). */
export const roundHalfUp = (a: Rational): number => Math.floor((2 * a.num + a.den) / (2 * a.den));

/** "7/3", "12" */
export const formatRational = (a: Rational): string => (a.den === 1 ? `${a.num}` : `${a.num}/${a.den}`);

/**
 * The decimal text of `a` with exactly `places` decimals, rounded half away from zero on the exact
 * value (never on a binary float, whose 1.5875 may print as 1.587): "1.5875", "2.0000".
 */
export const fixedDecimal = (a: Rational, places: number): string => {
  const negative = a.num < 0;
  const unit = 10n ** BigInt(places);
  const num = BigInt(Math.abs(a.num));
  const den = BigInt(a.den);
  const scaled = (num * unit * 2n + den) / (2n * den);
  const whole = scaled / unit;
  const frac = places === 0 ? '' : `.${(scaled % unit).toString().padStart(places, '0')}`;
  return `${negative && scaled !== 0n ? '-' : ''}${whole}${frac}`;
};
