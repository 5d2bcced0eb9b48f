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
  /**
   * Optional: an id of w(l, s) among this bracket's values (equal ids are equal weights, 0 is the
   * weight 0), and the value of an id: callers may remember what they derived from a value by its id.
   */
  valueId?(l: number, s: number): number;
  valueInto?(id: number, out: Float64Array, off: number): void;
}

/**
 * The distinct values of one bracket's base weights, each held once: id 0 is the weight 0, ids
 * 1.. the others in the order first met. Looked up by value (a hash of the limbs), so equal ids
 * are equal weights and equal weights get one id.
 */
class BaseValues {
  private values: Float64Array;
  private chain: Int32Array;
  private buckets: Int32Array;
  private count = 1;

  constructor(private readonly limbs: number) {
    this.values = new Float64Array(64 * limbs);
    this.chain = new Int32Array(64);
    this.buckets = new Int32Array(128).fill(-1);
  }

  /** Forgets every value (a new bracket). */
  clear(): void {
    this.count = 1;
    this.buckets.fill(-1);
  }

  /** The id of the value at src[off..off+limbs) (normalised), added when new. */
  intern(src: Float64Array, off: number): number {
    const { limbs } = this;
    let zero = true;
    for (let i = 0; i < limbs; i++) if (src[off + i] !== 0) zero = false;
    if (zero) return 0;
    const h = this.hashAt(src, off, this.buckets.length - 1);
    const { values } = this;
    for (let id = this.buckets[h]!; id !== -1; id = this.chain[id]!) {
      let same = true;
      for (let i = 0; i < limbs && same; i++) same = values[id * limbs + i] === src[off + i];
      if (same) return id;
    }
    if (this.count === this.chain.length) this.grow();
    const id = this.count++;
    for (let i = 0; i < limbs; i++) this.values[id * limbs + i] = src[off + i]!;
    const b = this.hashAt(src, off, this.buckets.length - 1);
    this.chain[id] = this.buckets[b]!;
    this.buckets[b] = id;
    return id;
  }

  /** The value of id into out[off..off+limbs). */
  valueInto(id: number, out: Float64Array, off: number): void {
    const { limbs, values } = this;
    const o = id * limbs;
    if (id === 0) out.fill(0, off, off + limbs);
    else for (let i = 0; i < limbs; i++) out[off + i] = values[o + i]!;
  }

  private hashAt(a: Float64Array, o: number, mask: number): number {
    let h = -2128831035;
    for (let i = 0; i < this.limbs; i++) {
      const x = a[o + i]!;
      h = Math.imul(h ^ (x | 0), 16777619);
      h = Math.imul(h ^ ((x * 2.3283064365386963e-10) | 0), 16777619);
    }
    return (h ^ (h >>> 15)) & mask;
  }

  private grow(): void {
    const cap = 2 * this.chain.length;
    const values = new Float64Array(cap * this.limbs);
    values.set(this.values);
    this.values = values;
    const chain = new Int32Array(cap);
    chain.set(this.chain);
    this.chain = chain;
    // keep the lookup at most half full: rebuilt with twice the buckets
    this.buckets = new Int32Array(2 * cap).fill(-1);
    for (let id = 1; id < this.count; id++) {
      const b = this.hashAt(this.values, id * this.limbs, this.buckets.length - 1);
      this.chain[id] = this.buckets[b]!;
      this.buckets[b] = id;
    }
  }
}

/** Brackets up to this many positions keep each pair's value id once computed (2 bytes per pair, 16 MB at most). */
const MEMO_MAX_SIZE = 4096;
/** Classes of positions whose pairs' value ids are remembered by class pair (4 bytes per pair of classes, 16 MB at most). */
const CLASS_MEMO_MAX = 2048;

/**
 * Positions grouped so that the weight of an allowed pair is a function of the two positions'
 * classes alone (`of[position]`, 0..count-1): the caller vouches for it (the 2026 rules: players of
 * one criteria state, on the same side of the bracket's end). Then the weight is computed once per
 * pair of classes, not once per pair of players: a score group of thousands holds a few dozen
 * states.
 */
export interface PositionClasses {
  readonly of: Int32Array;
  readonly count: number;
}

interface WeightClasses extends PositionClasses {
  /** By class pair (the lower position's class · count + the higher's): value id + 1, 0 = not computed yet. */
  readonly memo: Int32Array;
}

/**
 * Base weights computed on demand (never held for every pair): a pair's weight is a function of the
 * two players and the bracket (`compute`), so only whether it is allowed is kept, one byte a pair.
 * `allowed` starts from the absolute criteria; `zero` rules a pair out for the rest of the bracket.
 *
 * Each distinct value is held once (`BaseValues`) and, in brackets of up to `MEMO_MAX_SIZE`
 * positions, each pair remembers its value's id once computed (`memo`, by the pair's index in the
 * lower triangle; 0 = not computed yet; ids past 65,534 are not remembered, only computed again). The bracket procedure writes a pair four or five times
 * (the S1/S2 split, B.3's and B.1's nudges, the pairing read back), and every write used to compute
 * the weight field by field again: now it is computed once per pair and bracket. Exact: `compute`
 * is a function of (l, s) for the bracket's life, so the value remembered is the value computed;
 * `zero` is read first (`allowed`), as before.
 */
export class ComputedBase implements BaseWeights {
  private constructor(
    readonly size: number,
    readonly limbs: number,
    private readonly allowed: Uint8Array,
    private readonly compute: (l: number, s: number, out: Float64Array, off: number) => void,
    private readonly memo: Uint16Array | null,
    private readonly values: BaseValues,
    private readonly scratch: Float64Array,
    private readonly classes: WeightClasses | null,
  ) {}

  /** Over `previous`'s flags when they are large enough (one bracket after another); all pairs ruled out. */
  static reuse(
    previous: ComputedBase | null,
    size: number,
    limbs: number,
    compute: (l: number, s: number, out: Float64Array, off: number) => void,
    classes: PositionClasses | null = null,
  ): ComputedBase {
    const need = size * size;
    const flags = previous !== null && previous.allowed.length >= need ? previous.allowed : new Uint8Array(Math.max(need, 2 * (previous?.allowed.length ?? 0)));
    flags.fill(0, 0, need);
    let memo: Uint16Array | null = null;
    if (size <= MEMO_MAX_SIZE) {
      const pairs = (size * (size - 1)) / 2;
      const old = previous?.memo ?? null;
      memo = old !== null && old.length >= pairs ? old : new Uint16Array(Math.max(pairs, 2 * (old?.length ?? 0)));
      memo.fill(0, 0, pairs);
    }
    const values = previous !== null && previous.limbs === limbs ? previous.values : new BaseValues(limbs);
    values.clear();
    let weightClasses: WeightClasses | null = null;
    if (classes !== null && classes.count <= CLASS_MEMO_MAX) {
      const cells = classes.count * classes.count;
      const old = previous?.classes?.memo ?? null;
      const classMemo = old !== null && old.length >= cells ? old : new Int32Array(cells);
      classMemo.fill(0, 0, cells);
      weightClasses = { of: classes.of, count: classes.count, memo: classMemo };
    }
    return new ComputedBase(size, limbs, flags, compute, memo, values, previous !== null && previous.limbs === limbs ? previous.scratch : new Float64Array(limbs), weightClasses);
  }

  allow(l: number, s: number): void {
    this.allowed[l * this.size + s] = 1;
  }

  weightInto(l: number, s: number, out: Float64Array, off: number): void {
    if (this.memo === null && this.classes === null) {
      if (this.allowed[l * this.size + s]) this.compute(l, s, out, off);
      else out.fill(0, off, off + this.limbs);
      return;
    }
    this.values.valueInto(this.valueId(l, s), out, off);
  }

  /**
   * An id of w(l, s) among this bracket's values: equal ids are equal weights, 0 is the weight 0
   * (a pair not allowed). Valid until the next bracket (`reuse`).
   */
  valueId(l: number, s: number): number {
    if (s >= l) throw new RangeError(`ComputedBase: pair (${l}, ${s}) is not (higher, lower)`);
    if (!this.allowed[l * this.size + s]) return 0;
    const { memo } = this;
    const k = (l * (l - 1)) / 2 + s;
    if (memo !== null) {
      const id = memo[k]!;
      if (id !== 0) return id - 1;
    }
    const { classes } = this;
    let cell = -1;
    if (classes !== null) {
      cell = classes.of[l]! * classes.count + classes.of[s]!;
      const known = classes.memo[cell]!;
      if (known !== 0) {
        if (memo !== null && known <= 65535) memo[k] = known;
        return known - 1;
      }
    }
    this.compute(l, s, this.scratch, 0);
    const id = this.values.intern(this.scratch, 0);
    if (memo !== null && id < 65535) memo[k] = id + 1;
    if (cell !== -1) classes!.memo[cell] = id + 1;
    return id;
  }

  /** The value of an id from `valueId` into out[off..off+limbs). */
  valueInto(id: number, out: Float64Array, off: number): void {
    this.values.valueInto(id, out, off);
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
