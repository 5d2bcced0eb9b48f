export { maxCardinalityMatching, matchingSize } from './maxCardinalityMatching';
export { maxWeightMatching } from './maxWeightMatching';
export type { MatchOptions, WeightedEdge } from './maxWeightMatching';
export { WideWarmMatcher } from './wideWarmMatcher';
export { PricedWideMatcher } from './pricedWideMatcher';
export type { PricedWeights } from './pricedWideMatcher';
export { DenseCardinalityMatcher } from './denseCardinalityMatcher';
export { NumberWarmMatcher } from './numberWarmMatcher';
export { LIMB_BITS, wideAddAt, wideCompare, wideCopy, wideFromBigInt, wideIsZero, wideNormalize } from './wideInt';
