/**
 * A maximum-weight matching solver over vertices 0..n-1. Edges with weight 0 are absent.
 * Returns mate[v] = partner or -1.
 */
export type MaxWeightMatcher = (
  vertexCount: number,
  edges: readonly (readonly [number, number, bigint])[],
) => ArrayLike<number>;

/**
 * The complete graph of one round, with edge weights that the Dutch procedure rewrites as it
 * decides brackets; `solve` returns a maximum-weight matching of the current weights.
 * mate[v] = v when v is unmatched (bbpPairings' convention, used by the procedure's tests).
 */
export class WeightedGraph {
  private readonly w: bigint[][];
  constructor(
    readonly size: number,
    private readonly matcher: MaxWeightMatcher,
  ) {
    this.w = Array.from({ length: size }, () => new Array<bigint>(size).fill(0n));
  }

  set(a: number, b: number, weight: bigint): void {
    this.w[a]![b] = weight;
    this.w[b]![a] = weight;
  }

  get(a: number, b: number): bigint {
    return this.w[a]![b]!;
  }

  solve(): number[] {
    const edges: [number, number, bigint][] = [];
    for (let i = 0; i < this.size; i++) {
      const row = this.w[i]!;
      for (let j = i + 1; j < this.size; j++) {
        const x = row[j]!;
        if (x > 0n) edges.push([i, j, x]);
      }
    }
    const mate = this.matcher(this.size, edges);
    const out: number[] = new Array<number>(this.size);
    for (let v = 0; v < this.size; v++) {
      const m = mate[v]!;
      out[v] = m < 0 ? v : m;
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
