export { maxCardinalityMatching, matchingSize } from './maxCardinalityMatching';
export { bruteForceMaxWeight, isValidMatching } from './bruteForce';
export type { BruteForceResult } from './bruteForce';
export { maxWeightMatching } from './maxWeightMatching';
export type { MatchOptions, WeightedEdge } from './maxWeightMatching';
export { WideWarmMatcher } from './wideWarmMatcher';
export { DenseCardinalityMatcher } from './denseCardinalityMatcher';
export { NumberWarmMatcher } from './numberWarmMatcher';
