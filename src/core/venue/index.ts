// Results entered on several devices (the venue network): who may open and write which shared
// document, the words stored in them, the chief's decisions, the official view.
export { accessOf, relayAccessOf, directoryName, isEventId, entriesName, eventsName, officialName, onlineName, parseDocumentName, personName, proposalsName, roleNames } from './access';
export type { Access, DocumentKind, Person, Role, SharedDocument } from './access';
export { chiefCode, deputyCode, parseCode, parsePublishKey, isVerifier, playerCode, publishKeyOf, spectatorCode } from './codes';
export type { PublishKey } from './codes';
export { historyOf, officialEntries, officialFrom, officialOf, officialOrder, orderEdit } from './official';
export type { Official, OfficialBoard, OfficialRound } from './official';
export type { Entry } from './results';
export { chiefDevice, contradictions, venueBlocksPairing, venueRound } from './venueRound';
export type { Contradiction, RoundBoard, RoundWords, VenueBoard } from './venueRound';
export { boardKey, parseBoardKey, readDrop, readEntry, readReport, roundEntries } from './words';
export { checkChange, isRelayAddress, writeLimits } from './writeRules';
export type { KeyChange } from './writeRules';
