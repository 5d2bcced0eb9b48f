import { WeightedMatcher } from '../../matching';
import type { PairingSystem } from '../../model';
import { dutchSystemWith } from './dutch';
import type { MatcherFactory } from './weightedGraph';

export { pairDutch, dutchSystemWith } from './dutch';
export type { IncrementalMatcher, MatcherFactory } from './weightedGraph';

/** The shared exact maximum-weight matcher (src/core/matching), re-solved warm between weight changes. */
export const sharedMatcher: MatcherFactory = (vertexCount) => new WeightedMatcher(vertexCount);

/** FIDE Dutch system (C.04.3), 2026 rules by default, 2017 rules with settings.rules = '2017'. */
export const dutchSystem: PairingSystem = dutchSystemWith(sharedMatcher);
