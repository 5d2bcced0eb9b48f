// Netrunner beyond the Swiss rounds: the elimination cut, side balance, identities, the ABR export.
export { abrExport } from './abrExport';
export { agreementWords, singleSidedIntentionalDraw, withAgreementMark } from './agreedResults';
export { bracketLayout } from './bracketLayout';
export type { BracketLayout } from './bracketLayout';
export type { CutGameState, CutSides, CutState } from './cutBracket';
export { cutGameSides } from './cutPlay';
export { checkCutSeeds, cutSeeds } from './cutSeeds';
export { identities } from './identities';
export type { Faction } from './identities';
export { listedIdentities, readIdentityFile, storedIdentityList } from './identityFile';
export type { IdentityList } from './identityFile';
export { formatSos, netrunnerStandings } from './netrunnerStandings';
export { sideBalanceText, sideCountText, sideCounts } from './sideBalance';
export { cutGamesOf, cutProgress, isCutFormat } from './singleElimination';
export type { CutFormat } from './singleElimination';
