export { checkTournament, checkRound, stateBeforeRound, formatCheckReport } from './checkTournament';
export type { CheckOptions, CheckReport, CheckedPair, RoundDiscrepancy, RoundObserver } from './checkTournament';
