/** What the engine benches call, bundled by shippedCore.ts exactly as the CLI bundles it. */
export { readTrf, tournamentFromTrf } from '../src/core/trf';
export { pairDutch } from '../src/core/systems/dutch';
export { pairBurstein } from '../src/core/systems/burstein';
export { maxWeightMatching, NumberWarmMatcher } from '../src/core/matching';
export { explainPairing } from '../src/core/systems';
export { forgetUnforcedRounds } from '../src/core/systems/dutch/forcedResolve';
