/**
 * Exhaustive oracles for tests (exponential: keep vertexCount <= ~12). They enumerate every
 * matching, so they share no code and no idea with the blossom algorithms they check.
 */

export interface BruteForceResult {
  /** Maximum number of pairs over all matchings. */
  readonly maxSize: number;
  /** Maximum total weight over all matchings (the empty matching counts: weight 0). */
  readonly maxWeight: bigint;
  /** Maximum total weight over the matchings of size maxSize. */
  readonly maxWeightAtMaxSize: bigint;
  /**
   * maxWeightMatching's tie rule: of the heaviest matchings of edges of positive weight, the one
   * whose mate vector (unpaired counting as vertexCount) is lexicographically first.
   */
  readonly firstHeaviest: Int32Array;
  /** The same of the heaviest matchings of size maxSize (any edges). */
  readonly firstHeaviestAtMaxSize: Int32Array;
}

/** a < b for mate vectors, -1 counting as after every vertex. */
const lexLess = (a: Int32Array, b: Int32Array): boolean => {
  const key = (m: number): number => (m < 0 ? a.length : m);
  const v = a.findIndex((m, i) => m !== b[i]);
  return v >= 0 && key(a[v]!) < key(b[v]!);
};

/**
 * Enumerates all matchings of a weighted graph. Parallel edges keep the heaviest; self-loops are
 * ignored.
 */
export function bruteForceMaxWeight(
  vertexCount: number,
  edges: readonly (readonly [number, number, bigint])[],
): BruteForceResult {
  const n = vertexCount;
  const weight = new Map<number, bigint>();
  for (const [u, v, w] of edges) {
    if (u === v) continue;
    const key = Math.min(u, v) * n + Math.max(u, v);
    const old = weight.get(key);
    if (old === undefined || w > old) weight.set(key, w);
  }
  let maxSize = 0;
  let maxWeight = 0n;
  let maxWeightAtMaxSize = 0n;
  const mate = new Int32Array(n).fill(-1);
  let firstHeaviest = mate.slice();
  let firstHeaviestAtMaxSize = mate.slice();
  const used = new Uint8Array(n);
  const visit = (from: number, size: number, total: bigint, positive: boolean): void => {
    let v = from;
    while (v < n && used[v]) v++;
    if (v >= n) {
      // (the heaviest weight is always reached without edges of weight <= 0)
      if (positive && (total > maxWeight || (total === maxWeight && lexLess(mate, firstHeaviest)))) firstHeaviest = mate.slice();
      if (positive && total > maxWeight) maxWeight = total;
      if (size > maxSize || (size === maxSize && (total > maxWeightAtMaxSize || (total === maxWeightAtMaxSize && lexLess(mate, firstHeaviestAtMaxSize))))) {
        firstHeaviestAtMaxSize = mate.slice();
      }
      if (size > maxSize) {
        maxSize = size;
        maxWeightAtMaxSize = total;
      } else if (size === maxSize && total > maxWeightAtMaxSize) {
        maxWeightAtMaxSize = total;
      }
      return;
    }
    used[v] = 1;
    visit(v + 1, size, total, positive); // v stays unmatched
    for (let u = v + 1; u < n; u++) {
      if (used[u]) continue;
      const w = weight.get(v * n + u);
      if (w === undefined) continue;
      used[u] = 1;
      mate[v] = u;
      mate[u] = v;
      visit(v + 1, size + 1, total + w, positive && w > 0n);
      mate[v] = mate[u] = -1;
      used[u] = 0;
    }
    used[v] = 0;
  };
  visit(0, 0, 0n, true);
  return { maxSize, maxWeight, maxWeightAtMaxSize, firstHeaviest, firstHeaviestAtMaxSize };
}

/** True when mate is a valid matching of the given edges (symmetric, every pair an edge). */
export function isValidMatching(
  vertexCount: number,
  edges: readonly (readonly [number, number, ...unknown[]])[],
  mate: Int32Array,
): boolean {
  if (mate.length !== vertexCount) return false;
  const present = new Set<number>();
  for (const [u, v] of edges) {
    if (u !== v) present.add(Math.min(u, v) * vertexCount + Math.max(u, v));
  }
  for (let v = 0; v < vertexCount; v++) {
    const m = mate[v]!;
    if (m === -1) continue;
    if (m < 0 || m >= vertexCount || m === v || mate[m] !== v) return false;
    if (!present.has(Math.min(v, m) * vertexCount + Math.max(v, m))) return false;
  }
  return true;
}
