export { checkTournament, checkRound, stateBeforeRound, formatCheckReport } from './checkTournament';
export type { CheckReport, CheckedPair, RoundDiscrepancy, RoundObserver } from './checkTournament';
