export { groupSeeding, groupSizes, defaultGroupCount } from './groupSeeding';
export { randomSeeding } from './randomSeeding';
export { fideInitialRanking, fideTitleOf, fideTitles } from './fideInitialRanking';
export type { FideTitle } from './fideInitialRanking';
export { manualSeeding } from './manualSeeding';
export type { ManualSeeding } from './manualSeeding';
