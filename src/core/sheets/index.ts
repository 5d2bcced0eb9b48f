/**
 * What the printed sheets, the projector and the results site show, as plain data: pairings by
 * board and by name, the wall chart, the standings sheet, the headings. One home for each list, so
 * paper, screen and web say the same.
 */
export { alphabeticalList, boardList, byName, crosstable, currentRound, seatsFor } from './sheets';
export type { AlphaRow, BoardRow, ByeRow, CrossRow, SeatEntry } from './sheets';
export { standingsFinal, standingsHeading } from './heading';
export { eventDetailsLine, standingsSheet } from './standingsSheet';
export type { StandingsSheet, StandingsSheetRow } from './standingsSheet';
export type { Seats } from '../systems';
