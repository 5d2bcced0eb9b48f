export { bursteinSystem, pairBurstein, pairBursteinState, buildBursteinState, colourOf } from './burstein';
export type { BursteinState, BursteinResult } from './burstein';
export { metricScoresOf, adjustedScores, worseThan } from './metricScores';
export type { MetricScores } from './metricScores';
export { defaultAccelerations } from './acceleration';
