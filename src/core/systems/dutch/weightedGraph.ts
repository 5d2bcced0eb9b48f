/**
 * A maximum-weight matching solver over a graph whose weights change between solves (the shared
 * src/core/matching WeightedMatcher has this shape). Weight 0 means "no edge".
 * solve() returns mate[v] = partner or -1.
 */
export interface IncrementalMatcher {
  setWeight(u: number, v: number, weight: bigint): void;
  solve(): ArrayLike<number>;
}

/** Makes a matcher over `vertexCount` vertices with no edges. */
export type MatcherFactory = (vertexCount: number) => IncrementalMatcher;

/**
 * The complete graph of one round (2026) or one bracket (2017), with edge weights that the Dutch
 * procedure rewrites as it decides brackets; `solve` returns a maximum-weight matching of the
 * current weights with mate[v] = v when v is unmatched (bbpPairings' convention).
 */
export class WeightedGraph {
  private readonly w: bigint[][];
  private readonly matcher: IncrementalMatcher;
  constructor(
    readonly size: number,
    factory: MatcherFactory,
  ) {
    this.w = Array.from({ length: size }, () => new Array<bigint>(size).fill(0n));
    this.matcher = factory(size);
  }

  set(a: number, b: number, weight: bigint): void {
    if (this.w[a]![b] === weight) return;
    this.w[a]![b] = weight;
    this.w[b]![a] = weight;
    this.matcher.setWeight(a, b, weight);
  }

  get(a: number, b: number): bigint {
    return this.w[a]![b]!;
  }

  solve(): number[] {
    const mate = this.matcher.solve();
    const out: number[] = new Array<number>(this.size);
    for (let v = 0; v < this.size; v++) {
      const m = mate[v]!;
      // A pair joined by a zero-weight edge is no pair.
      out[v] = m < 0 || this.w[v]![m] === 0n ? v : m;
    }
    return out;
  }

  /** Fix the pair a–b: its edge gets `weight`, every other edge at a or b is removed (bbpPairings' finalizePair). */
  finalizePair(a: number, b: number, weight: bigint): void {
    for (let u = 0; u < this.size; u++) {
      if (u !== a) this.set(a, u, u === b ? weight : 0n);
      if (u !== b) this.set(b, u, u === a ? weight : 0n);
    }
  }
}
