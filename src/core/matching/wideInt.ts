/**
 * Fixed-width wide integers as limb vectors in a Float64Array, for exact arithmetic on the Dutch
 * system's packed weights (hundreds of bits) without bigint allocation.
 *
 * A wide integer of L limbs occupies L consecutive doubles; limb 0 is the MOST significant one and
 * carries the sign (any integer of magnitude below 2^50), limbs 1..L-1 hold digits in [0, 2^48).
 * The value is Σ limb[i] · 2^(48·(L-1-i)). Every limb is an exact integer in a double, so sums of
 * a few limbs stay exact, and comparisons run from the top limb down and usually stop there.
 */
export const LIMB_BITS = 48;
export const LIMB = 2 ** LIMB_BITS;
const INV_LIMB = 2 ** -LIMB_BITS;
const BIG_LIMB = BigInt(LIMB_BITS);
const BIG_MASK = (1n << BIG_LIMB) - 1n;
/**
 * 2^i for i in [0, LIMB_BITS]. `2 ** shift` with a variable exponent is a call to the library
 * `pow` in V8's optimised code, which made the shift the most expensive line of building a Dutch
 * weight field by field; a table read is not.
 */
const POW2 = Float64Array.from({ length: LIMB_BITS + 1 }, (_, i) => 2 ** i);

/** The number of limbs that hold every value of magnitude below 2^bits with `headroom` bits to spare. */
export const limbsFor = (bits: number, headroom = 8): number => Math.max(1, Math.ceil((bits + headroom) / LIMB_BITS) + 1);

/** Writes x into a[off..off+L). Throws RangeError when it does not fit. */
export function wideFromBigInt(x: bigint, a: Float64Array, off: number, L: number): void {
  let v = x;
  for (let i = L - 1; i >= 1; i--) {
    a[off + i] = Number(v & BIG_MASK); // two's complement digits, also for negative v
    v >>= BIG_LIMB;
  }
  if (v >= 1n << 50n || v < -(1n << 50n)) throw new RangeError(`wide integer: ${x} does not fit in ${L} limbs`);
  a[off] = Number(v);
}

export function wideToBigInt(a: Float64Array, off: number, L: number): bigint {
  let v = BigInt(a[off]!);
  for (let i = 1; i < L; i++) v = (v << BIG_LIMB) + BigInt(a[off + i]!);
  return v;
}

/** Propagates carries so that limbs 1..L-1 are digits again (after adding small values into them). */
export function wideNormalize(a: Float64Array, off: number, L: number): void {
  let carry = 0;
  for (let i = L - 1; i >= 1; i--) {
    const t = a[off + i]! + carry;
    carry = Math.floor(t * INV_LIMB);
    a[off + i] = t - carry * LIMB;
  }
  a[off] = a[off]! + carry;
}

/**
 * Adds v · 2^bit to a (v an integer, |v| < 2^52), keeping it normalised. Used to build packed
 * weights field by field and to apply the bracket procedure's small nudges (w + 1, w - 1, ...).
 */
export function wideAddAt(a: Float64Array, off: number, L: number, bit: number, v: number): void {
  if (v === 0) return;
  let limb = L - 1 - Math.floor(bit / LIMB_BITS);
  const shift = bit % LIMB_BITS;
  if (limb < 0) throw new RangeError(`wide integer: bit ${bit} beyond ${L} limbs`);
  // Split v·2^shift into a digit part for this limb and the rest for the limbs above.
  const scaled = v * POW2[shift]!;
  if (Math.abs(scaled) < 2 ** 52) {
    a[off + limb] = a[off + limb]! + scaled;
  } else {
    const unit = POW2[LIMB_BITS - shift]!;
    const high = Math.floor(v / unit);
    a[off + limb] = a[off + limb]! + (v - high * unit) * POW2[shift]!;
    if (limb === 0) throw new RangeError('wide integer: overflow');
    limb--;
    a[off + limb] = a[off + limb]! + high;
  }
  // Carry only as far as needed.
  for (let i = limb; i >= 1; i--) {
    const t = a[off + i]!;
    if (t >= 0 && t < LIMB) return;
    const carry = Math.floor(t * INV_LIMB);
    a[off + i] = t - carry * LIMB;
    a[off + i - 1] = a[off + i - 1]! + carry;
  }
}

export function wideIsZero(a: Float64Array, off: number, L: number): boolean {
  for (let i = 0; i < L; i++) if (a[off + i] !== 0) return false;
  return true;
}

/** -1, 0 or 1 as a < b, a = b, a > b (both normalised). */
export function wideCompare(a: Float64Array, aoff: number, b: Float64Array, boff: number, L: number): number {
  for (let i = 0; i < L; i++) {
    const x = a[aoff + i]!;
    const y = b[boff + i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

export function wideCopy(src: Float64Array, soff: number, dst: Float64Array, doff: number, L: number): void {
  for (let i = 0; i < L; i++) dst[doff + i] = src[soff + i]!;
}
