export { maxCardinalityMatching, matchingSize } from './maxCardinalityMatching';
export { bruteForceMaxWeight, isValidMatching } from './bruteForce';
export type { BruteForceResult } from './bruteForce';
