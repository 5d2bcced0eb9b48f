export { maxCardinalityMatching, matchingSize } from './maxCardinalityMatching';
export { bruteForceMaxWeight, isValidMatching } from './bruteForce';
export type { BruteForceResult } from './bruteForce';
export { WeightedMatcher, maxWeightMatching } from './weightedMatcher';
export type { MatchOptions, WeightedEdge } from './weightedMatcher';
export { WideWarmMatcher } from './wideWarmMatcher';
export { DenseCardinalityMatcher } from './denseCardinalityMatcher';
export { NumberWarmMatcher } from './numberWarmMatcher';
