export { maxCardinalityMatching, matchingSize } from './maxCardinalityMatching';
export { bruteForceMaxWeight, isValidMatching } from './bruteForce';
export type { BruteForceResult } from './bruteForce';
export { WeightedMatcher, maxWeightMatching } from './weightedMatcher';
export type { MatchOptions, WeightedEdge } from './weightedMatcher';
export { BigWarmMatcher } from './bigWarmMatcher';
export { NumberWarmMatcher } from './numberWarmMatcher';
