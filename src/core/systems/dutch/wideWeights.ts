import { LIMB_BITS, wideIsZero } from '../../matching';

/**
 * The base edge weights of one bracket (bbpPairings' packed criteria weights) as wide integers:
 * entry (l, s) with l > s holds the weight of the pair of positions l and s, 0 = not allowed.
 */
export class WideMatrix {
  readonly data: Float64Array;
  constructor(
    readonly size: number,
    readonly limbs: number,
    data?: Float64Array,
  ) {
    this.data = data ?? new Float64Array(size * size * limbs);
  }

  /**
   * A matrix of the given size over `previous`'s storage when it is large enough (one bracket
   * after another: the entries a bracket reads are the ones it writes first).
   */
  static reuse(previous: WideMatrix | null, size: number, limbs: number): WideMatrix {
    const need = size * size * limbs;
    if (previous === null || previous.limbs !== limbs || previous.data.length < need) {
      return new WideMatrix(size, limbs, new Float64Array(Math.max(need, (previous?.data.length ?? 0) * 2)));
    }
    return new WideMatrix(size, limbs, previous.data);
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
