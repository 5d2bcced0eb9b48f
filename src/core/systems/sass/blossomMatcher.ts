import { maxWeightMatching } from '../../matching';
import type { MaxWeightMatcher } from './pairSingleSided';

/** The production matcher: the shared exact (bigint) blossom, heaviest among maximum-cardinality matchings. */
export const blossomMatcher: MaxWeightMatcher = (vertexCount, edges) =>
  Array.from(maxWeightMatching(vertexCount, edges.map((e) => [e.u, e.v, e.weight] as const), { maxCardinality: true }));
