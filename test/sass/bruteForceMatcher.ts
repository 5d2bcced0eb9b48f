import type { MaxWeightMatcher } from '../../src/core/systems/sass/pairSingleSided';

/**
 * Exhaustive maximum-weight matching among maximum-cardinality matchings, for small graphs
 * (n ≤ 12) in tests only: the oracle the production blossom is checked against.
 */
export const bruteForceMatcher: MaxWeightMatcher = (vertexCount, edges) => {
  const w = new Map<number, bigint>();
  for (const e of edges) {
    w.set(e.u * vertexCount + e.v, e.weight);
    w.set(e.v * vertexCount + e.u, e.weight);
  }
  let best: { size: number; weight: bigint; mate: number[] } = { size: -1, weight: 0n, mate: [] };
  const mate = new Array<number>(vertexCount).fill(-1);
  const go = (i: number, size: number, weight: bigint): void => {
    while (i < vertexCount && mate[i] !== -1) i++;
    if (i >= vertexCount) {
      if (size > best.size || (size === best.size && weight > best.weight)) best = { size, weight, mate: mate.slice() };
      return;
    }
    go(i + 1, size, weight); // i stays single
    mate[i] = -2;
    for (let j = i + 1; j < vertexCount; j++) {
      const wij = w.get(i * vertexCount + j);
      if (mate[j] !== -1 || wij === undefined) continue;
      mate[i] = j;
      mate[j] = i;
      go(i + 1, size + 1, weight + wij);
      mate[j] = -1;
    }
    mate[i] = -1;
  };
  go(0, 0, 0n);
  return best.mate;
};
