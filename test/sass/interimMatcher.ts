import blossom from 'edmonds-blossom';
import type { MaxWeightMatcher } from '../../src/core/systems/sass/pairSingleSided';

/**
 * Until src/core/matching has its weighted blossom: the npm edmonds-blossom (floating-point
 * weights, exact while weights stay far below 2^53, which they do in these tests).
 */
export const interimMatcher: MaxWeightMatcher = (vertexCount, edges) => {
  if (edges.length === 0) return new Array<number>(vertexCount).fill(-1);
  const mate = blossom(edges.map((e) => [e.u, e.v, Number(e.weight)] as const), true);
  return Array.from({ length: vertexCount }, (_, i) => mate[i] ?? -1);
};
