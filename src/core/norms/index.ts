export { normReport, normTitles, normFigures } from './normCheck';
export type { NormTitle, NormReport, NormRequirement, NormOpponent, NormOptions } from './normCheck';
