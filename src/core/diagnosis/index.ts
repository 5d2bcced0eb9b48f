export { diagnosePairing, withDiagnosis, diagnosingSystem } from './diagnosePairing';
export { compatibilityGraph } from './compatibility';
export { explainUnpairable, tutteWitness, gallaiEdmonds } from './explainUnpairable';
export type { CompatibilityGraph } from './explainUnpairable';
export { formatDiagnosis, playerNames, pairRuleText, byeRuleText, andList } from './formatDiagnosis';
export { playersWithoutPairing } from './pairingDiagnosis';
export type {
  PairingDiagnosis, PairBlock, PairBlockRule, ByeBlock, ByeBlockRule, BlockedPair, BlockedBye, UnpairableGroup, Unpairable,
} from './pairingDiagnosis';
