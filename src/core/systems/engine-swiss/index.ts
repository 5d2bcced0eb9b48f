export { engineSwissSystem, pairEngineSwissRound, settingsProblem, gamesPerPairing } from './engineSwiss';
export { firstPlace, scheduledOnly } from './firstPlace';
export type { FirstPlace } from './firstPlace';
export { engineSwissStandings } from './ranking';
export type { EngineSwissStandings } from './ranking';
export {
  parseOpenings, openingOrderFor, withOpeningOrder, openingsForRound, pairsPerMatch,
} from './openings';
export type { EngineSwissSettings, ParsedOpening, OpeningsParse, MatchOpenings, OpeningKind } from './openings';
export {
  scoreGroups, perfectPairingExists, pairTopHalfAgainstBottomHalf, pairMainPath, pairFallback, byeCandidates, pairEntrants, firstWhite, playingOrder,
} from './pairing';
export type { Entrant, Pair, CanMeet, PairingFound, PairingPath } from './pairing';
