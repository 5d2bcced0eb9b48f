import type { Reading, RecordReader } from './recordReaders';
import {
  checkAccelerationRounds, readAcceleration250, readAccelerationXxa, readColour152, readColourXxc, readForbidden260,
  readForbiddenXxp, readName, readPairwiseSettings, readPlannedByes240, readPlannedByesXxz, readPointAdjustment,
  readRankingRecord, readResultAsPaired, readRounds, readScoring162, readScoringBbp, readScoringXxs, readStandingsTieBreaks,
  readSystem, readTieBreaks, readTournamentType, readWithdrawal, refuseTeams,
} from './recordReaders';

/**
 * Where a record code is written: `trf16` FIDE's TRF-16 with JaVaFo's TRF(x) and bbpPairings'
 * TRF(bx) extensions (XXR, XXC, BB*, ...), `trf26` TRF-2026 (142, 152, 162, ...), `both` the
 * records the two formats share, `pairwise` Pairwise's own (other programs skip unknown codes).
 */
export type RecordStyle = 'trf16' | 'trf26' | 'both' | 'pairwise';

/** One record code of an entry: how it is written and how a line of it is read and checked. */
export interface TrfRecordCode {
  readonly code: string;
  readonly style: RecordStyle;
  /** Reads one line into the Reading and checks it (none: the line is kept as text only). */
  readonly read?: RecordReader;
}

/**
 * One entry of the TRF codec: a setting (or a tournament-section field) and the records that carry
 * it, in TRF-16 and TRF-2026 (where the formats spell it differently, one code for each style).
 */
export interface TrfRecordEntry {
  /** What the records carry; the writer writes (or keeps) an entry's lines together. */
  readonly setting: string;
  readonly records: readonly TrfRecordCode[];
  /** Checks across the entry's lines and others', once every line was read (in the table's order). */
  readonly check?: (r: Reading) => void;
}

const rec = (code: string, style: RecordStyle, read?: RecordReader): TrfRecordCode => (read === undefined ? { code, style } : { code, style, read });

/**
 * The records Pairwise reads and writes besides the 001 player lines (playerLine.ts), in the order
 * a file lists them. readTrf reads each line with its code's reader, in file order (so the first
 * wrong line is the one reported, and a later line of a setting wins over an earlier one).
 * Records of codes not in the table (082, 222, 352, NRS lines, ### comments, ...) are kept as text.
 */
export const trfRecordTable: readonly TrfRecordEntry[] = [
  { setting: 'name', records: [rec('012', 'both', readName)] },
  // The tournament section (header.ts reads them into Tournament.details).
  { setting: 'city', records: [rec('022', 'both')] },
  { setting: 'federation', records: [rec('032', 'both')] },
  { setting: 'startDate', records: [rec('042', 'both')] },
  { setting: 'endDate', records: [rec('052', 'both')] },
  { setting: 'playerCount', records: [rec('062', 'both')] },
  { setting: 'ratedCount', records: [rec('072', 'both')] },
  { setting: 'type', records: [rec('092', 'both', readTournamentType)] },
  { setting: 'chiefArbiter', records: [rec('102', 'both')] },
  { setting: 'deputyArbiters', records: [rec('112', 'both')] },
  { setting: 'timeControl', records: [rec('122', 'both')] },
  { setting: 'roundDates', records: [rec('132', 'both')] },
  // The settings of the pairing.
  { setting: 'rounds', records: [rec('XXR', 'trf16', readRounds), rec('142', 'trf26', readRounds)] },
  { setting: 'colour', records: [rec('XXC', 'trf16', readColourXxc), rec('152', 'trf26', readColour152)] },
  {
    setting: 'scoring',
    records: [
      ...['BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU'].map((code) => rec(code, 'trf16', readScoringBbp)),
      rec('162', 'trf26', readScoring162),
      // What neither BB* nor 162 can say (a forfeit win, a bye off the win/draw value): both styles.
      rec('XXS', 'both', readScoringXxs),
    ],
  },
  { setting: 'system', records: [rec('192', 'trf26', readSystem), rec('PWS', 'pairwise', readPairwiseSettings)] },
  {
    setting: 'acceleration',
    records: [rec('XXA', 'trf16', readAccelerationXxa), rec('250', 'trf26', readAcceleration250)],
    check: checkAccelerationRounds,
  },
  // TRF-2026 260 (forbidden pairs in a range of rounds) is kept as written; XXP says the event's pairs.
  { setting: 'forbidden', records: [rec('XXP', 'trf16', readForbiddenXxp)] },
  { setting: 'forbiddenInRounds', records: [rec('260', 'trf26', readForbidden260)] },
  { setting: 'byes', records: [rec('XXZ', 'trf16', readPlannedByesXxz), rec('240', 'trf26', readPlannedByes240)] },
  { setting: 'tieBreaks', records: [rec('202', 'trf26', readTieBreaks), rec('212', 'trf26', readStandingsTieBreaks)] },
  { setting: 'asPaired', records: [rec('PWR', 'pairwise', readResultAsPaired)] },
  { setting: 'withdrawals', records: [rec('PWW', 'pairwise', readWithdrawal)] },
  // Kept as written: they change nothing Pairwise computes.
  { setting: 'ranking', records: [rec('172', 'trf26', readRankingRecord), rec('182', 'trf26', readRankingRecord)] },
  { setting: 'pointAdjustments', records: [rec('299', 'trf26', readPointAdjustment)] },
  // Team tournaments are refused by name (as bbpPairings does).
  { setting: 'teams', records: [rec('013', 'trf16', refuseTeams), ...['310', '320', '330'].map((code) => rec(code, 'trf26', refuseTeams))] },
];

/** The reader of each code. */
export const readerOf: ReadonlyMap<string, RecordReader> = new Map(
  trfRecordTable.flatMap((e) => e.records.flatMap((x) => (x.read === undefined ? [] : [[x.code, x.read] as const]))),
);
