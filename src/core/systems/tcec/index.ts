export { tcecSystem, pairTcecRound } from './tcecSystem';
export { pairingOrder, byeCandidate } from './pairingOrder';
export { allowedToMeet, allowedPairsGraph, viablePairing, viablePairingExists, removeUntilViable } from './viability';
export { pairGreedily } from './pairGreedily';
export type { FirstAndSecond } from './pairGreedily';
export { colours, firstOfPairHasWhiteByPattern, playingOrder } from './colours';
export {
  emptyEncounterHistory,
  recordEncounters,
  removeEarliestRound,
  meetingsOf,
} from './encounterHistory';
export type { EncounterHistory, RoundEncounters, Meetings } from './encounterHistory';
export { replayTcec } from './state';
export type { TcecState, HistoryRemoval } from './state';
export { whiteGameDifference, isReceivedBye } from './tcecPlayer';
export type { TcecPlayerState } from './tcecPlayer';
