import { LIMB_BITS, wideCopy, wideIsZero } from '../../matching';

/**
 * A bracket's base edge weights as the bracket procedure reads them: the weight of the pair of
 * positions l > s (bbpPairings' packed criteria), 0 = not allowed; the procedure only ever rules
 * pairs out (`zero`) and adds nudges on top.
 */
export interface BaseWeights {
  /** w(l, s) as normalised wide limbs into out[off..off+limbs) (0 when the pair is not allowed). */
  weightInto(l: number, s: number, out: Float64Array, off: number): void;
  isZero(l: number, s: number): boolean;
  zero(l: number, s: number): void;
}

/**
 * Base weights computed on demand (never held for every pair): a pair's weight is a function of the
 * two players and the bracket (`compute`), so only whether it is allowed is kept, one byte a pair.
 * `allowed` starts from the absolute criteria; `zero` rules a pair out for the rest of the bracket.
 */
export class ComputedBase implements BaseWeights {
  private constructor(
    readonly size: number,
    readonly limbs: number,
    private readonly allowed: Uint8Array,
    private readonly compute: (l: number, s: number, out: Float64Array, off: number) => void,
  ) {}

  /** Over `previous`'s flags when they are large enough (one bracket after another); all pairs ruled out. */
  static reuse(previous: ComputedBase | null, size: number, limbs: number, compute: (l: number, s: number, out: Float64Array, off: number) => void): ComputedBase {
    const need = size * size;
    const flags = previous !== null && previous.allowed.length >= need ? previous.allowed : new Uint8Array(Math.max(need, 2 * (previous?.allowed.length ?? 0)));
    flags.fill(0, 0, need);
    return new ComputedBase(size, limbs, flags, compute);
  }

  allow(l: number, s: number): void {
    this.allowed[l * this.size + s] = 1;
  }

  weightInto(l: number, s: number, out: Float64Array, off: number): void {
    if (this.allowed[l * this.size + s]) this.compute(l, s, out, off);
    else out.fill(0, off, off + this.limbs);
  }

  isZero(l: number, s: number): boolean {
    return this.allowed[l * this.size + s] === 0;
  }

  zero(l: number, s: number): void {
    this.allowed[l * this.size + s] = 0;
  }
}

/**
 * The base edge weights of one bracket (bbpPairings' packed criteria weights) held as wide integers
 * (the 2017 rules' brackets; the 2026 rules compute them, ComputedBase):
 * entry (l, s) with l > s holds the weight of the pair of positions l and s, 0 = not allowed.
 */
export class WideMatrix implements BaseWeights {
  readonly data: Float64Array;
  constructor(
    readonly size: number,
    readonly limbs: number,
    data?: Float64Array,
  ) {
    this.data = data ?? new Float64Array(size * size * limbs);
  }

  weightInto(l: number, s: number, out: Float64Array, off: number): void {
    wideCopy(this.data, this.offset(l, s), out, off, this.limbs);
  }

  offset(l: number, s: number): number {
    return (l * this.size + s) * this.limbs;
  }

  isZero(l: number, s: number): boolean {
    return wideIsZero(this.data, this.offset(l, s), this.limbs);
  }

  zero(l: number, s: number): void {
    this.data.fill(0, this.offset(l, s), this.offset(l, s) + this.limbs);
  }
}

/**
 * Limbs for packed weights of `bits` bits, with 24 bits of room for the matcher's doubled, summed
 * duals (its top limb may grow to 2^50 before it throws, 2 bits more). No limb beyond that: the
 * matcher settles most slack signs and comparisons from its copy of the top limb, and a top limb
 * kept as pure headroom was 0 in every weight and dual, so every one of them read the next limb.
 */
export const limbsForWeights = (bits: number): number => Math.max(1, Math.ceil((bits + 24) / LIMB_BITS));
