export { swapSeats, giveBye, pairByHand, playerOn, playersIn, unpairedPlayers, describeSeat, checkEditedRound } from './edits';
export type { Seat, EditResult } from './edits';
export { warningsFor, newWarnings, warningKey, describeWarning, warningKinds } from './warnings';
export type { PairingWarning, WarningKind } from './warnings';
export { assignBoards, withFixedBoards, describeBoardWarning } from './fixedBoards';
export type { BoardWarning, BoardOrder } from './fixedBoards';
