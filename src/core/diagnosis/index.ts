export { explainUnpairable, tutteWitness, gallaiEdmonds } from './explainUnpairable';
export type { CompatibilityGraph } from './explainUnpairable';
export { formatDiagnosis, playerNames, pairRuleText, byeRuleText, andList } from './formatDiagnosis';
export { playersWithoutPairing } from '../model';
export type {
  PairingDiagnosis, PairBlock, PairBlockRule, ByeBlock, ByeBlockRule, BlockedPair, BlockedBye, UnpairableGroup, Unpairable,
} from '../model';
