export { maxCardinalityMatching, matchingSize } from './maxCardinalityMatching';
export { maxWeightMatching } from './maxWeightMatching';
export type { MatchOptions, WeightedEdge } from './maxWeightMatching';
export { WideWarmMatcher } from './wideWarmMatcher';
export { DenseCardinalityMatcher } from './denseCardinalityMatcher';
export { NumberWarmMatcher } from './numberWarmMatcher';
export type { EdgeWeights } from './numberWarmMatcher';
export { LIMB_BITS, wideAddAt, wideCompare, wideFromBigInt, wideIsZero, wideNormalize } from './wideInt';
