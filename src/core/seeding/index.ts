export { groupSeeding, groupSizes, defaultGroupCount } from './groupSeeding';
export { randomSeeding } from './randomSeeding';
export { fideInitialRanking, fideTitleOf, fideTitles, initialOrderRule, initialOrderRules } from './fideInitialRanking';
export type { FideTitle, InitialOrderRule } from './fideInitialRanking';
export { moveInOrder } from './manualOrder';
export { manualSeeding } from './manualSeeding';
export type { ManualSeeding } from './manualSeeding';
export { lateEntryNumber, numbersAfterEntryAt, renumberTournament, accelerationAfterEntry } from './lateEntry';
export type { Accelerations } from './lateEntry';
