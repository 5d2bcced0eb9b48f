import { maxWeightMatching } from '../../matching';
import type { MaxWeightMatcher } from './pairSingleSided';

/**
 * The production matcher: src/core/matching's maxWeightMatching, heaviest among the
 * maximum-cardinality matchings, exact. Ties go by its rule: the lowest-numbered vertex gets the
 * lowest-numbered partner it has in any optimal matching, then the next undecided vertex.
 */
export const blossomMatcher: MaxWeightMatcher = (vertexCount, edges) =>
  Array.from(maxWeightMatching(vertexCount, edges.map((e) => [e.u, e.v, e.weight] as const), { maxCardinality: true }));
