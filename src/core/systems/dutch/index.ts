import { BigWarmMatcher } from '../../matching';
import type { PairingSystem } from '../../model';
import { dutchSystemWith } from './dutch';
import type { MatcherFactory } from './weightedGraph';

export { pairDutch, dutchSystemWith } from './dutch';
export type { IncrementalMatcher, MatcherFactory } from './weightedGraph';

/** The shared exact warm matcher for huge packed weights (src/core/matching BigWarmMatcher). */
export const sharedMatcher: MatcherFactory = (vertexCount) => new BigWarmMatcher(vertexCount);

/** FIDE Dutch system (C.04.3), 2026 rules by default, 2017 rules with settings.rules = '2017'. */
export const dutchSystem: PairingSystem = dutchSystemWith(sharedMatcher);
