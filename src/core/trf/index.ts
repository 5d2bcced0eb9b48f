export * from './types';
export { readTrf, pointsForEntry, pointsFromRounds, pairedRounds, maxTrfLines } from './readTrf';
export { writeTrf } from './writeTrf';
export { formatPlayerLine, formatRoundEntry } from './playerLine';
export { tournamentFromTrf, byeKindOfEntry, playerFromTrf, inferInitialColour } from './tournamentFromTrf';
export type { TournamentFromTrfOptions, TournamentFromTrfResult } from './tournamentFromTrf';
export { trfFromTournament, gamesPerRoundOf } from './trfFromTournament';
export { tieBreakListOf, tieBreakRecords } from './records';
