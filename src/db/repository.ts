/**
 * The database's operations, one module per aggregate (tournaments, players, rounds and results,
 * settings, the Netrunner cut, system state, backup, audit); this file only gathers them.
 */
export { changeFailures, lastRoundNumber } from './change';
export type { Change, ChangeFailure, ChangeFailureReason } from './change';
export { createTournament, deleteTournament, importTournament, createLadder, tournamentOfFormerId } from './tournaments';
export { newGlobalId, isGlobalId } from './globalId';
export { addPlayer, updatePlayer, removePlayer, lockSeeding, renumberSeeding, setKFactor, findRegisteredDuplicate, addPlayers, addLateEntry, setWithdrawal, applyListUpdates } from './players';
export type { ListUpdate } from './players';
export { ratingLists, startRatingList, discardUnusedRatingLists, ratingListPlayers, findInRatingList } from './ratingList';
export type { ListedPlayer, RatingListWriter } from './ratingList';
export type { RatingListRow } from './schema';
export { saveRound, setResult, setPlannedBye, deleteLastRound, setBoardGames, saveEditedRound, replaceRound } from './rounds';
export type { ResultGuard } from './rounds';
export { setTournamentDetails, setTieBreaks, setUnratedRating, unratedRatingBounds, updateTournamentSettings, setPrizeList } from './settings';
export type { SettingsPatch } from './settings';
export { loadSnapshot, loadTournament, snapshotVersion } from './snapshot';
export { createEvent, addSection, splitIntoSections, loadEventSections } from './events';
export type { SectionInput, SplitGroup } from './events';
export type { Snapshot, SnapshotVersion } from './snapshot';
export { loadSystemState, changeSystemState } from './systemState';
export type { StateStep } from './systemState';
export { loadIdentityList, saveIdentityList } from './identityList';
export { loadCut, startCut, setCutGame, cancelCut } from './cut';
export { changeRoundTimer, loadRoundTimer, setEventDetails, storedTimer } from './eventDetails';
export type { EventDetails } from './eventDetails';
export type { CutGameRecord, CutRecord } from './cut';
export { exportBackup, restoreTournament } from './backup';
export { loadAudit } from './audit';
export { holdVenueDoc, heldVenueDocNames } from './venueDocs';
export type { HeldDocument } from './venueDocs';
export type { PairwiseDb } from './schema';
// A connection of its own (the pairing worker's; the page's one connection is appDb.ts).
export { openDb } from './schema';
export type { ResultSource } from './schema';
// The stored rows the UI reads through useLiveQuery, and the checks its forms run before a write.
export type { PlayerRow, TournamentRow, TournamentStatus } from './schema';
export { playerInputProblems, typedNumberProblems, typedPlayerInput } from './validate';
export type { PlayerInput } from './validate';
