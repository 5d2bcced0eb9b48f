import type { Reading, RecordReader } from './recordReaders';
import type { SettingWriter } from './recordWriters';
import {
  writeAcceleration, writeColour, writeForbidden, writeHeader, writePlannedByes, writeResultsAsPaired, writeRounds, writeScoring,
  writeSystem, writeTieBreaks, writeWithdrawals,
} from './recordWriters';
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

/** The settings of the table's entries (what `Writing.baseLines` asks for). */
export type SettingName =
  | 'players' | 'name' | 'city' | 'federation' | 'startDate' | 'endDate' | 'playerCount' | 'ratedCount' | 'type' | 'chiefArbiter'
  | 'deputyArbiters' | 'timeControl' | 'roundDates' | 'rounds' | 'colour' | 'scoring' | 'system' | 'acceleration' | 'forbidden'
  | 'forbiddenInRounds' | 'byes' | 'tieBreaks' | 'asPaired' | 'withdrawals' | 'ranking' | 'pointAdjustments' | 'teams';

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
  readonly setting: SettingName;
  readonly records: readonly TrfRecordCode[];
  /** Checks across the entry's lines and others', once every line was read (in the table's order). */
  readonly check?: (r: Reading) => void;
  /**
   * The lines the setting is written as (trfFromTournament): they replace the base's lines of the
   * entry's codes where the first of them stood (in place when they are the same lines), or, when
   * the base had none, go after the records (after the tournament section for a `header` entry).
   * None: the base's lines are kept as written, where they were.
   */
  readonly write?: SettingWriter;
  /** A tournament-section record (022-132): a new line goes with the header at the top. */
  readonly header?: true;
}

const rec = (code: string, style: RecordStyle, read?: RecordReader): TrfRecordCode => (read === undefined ? { code, style } : { code, style, read });

/**
 * The records Pairwise reads and writes, in the order a file lists them (the settings in the order
 * the writer adds those a file did not have). readTrf reads each line with its code's reader, in
 * file order (so the first wrong line is the one reported, and a later line of a setting wins
 * over an earlier one). Records of codes not in the table (082, 222, 352, NRS lines, ### comments,
 * ...) are kept as text, where they were.
 */
export const trfRecordTable: readonly TrfRecordEntry[] = [
  // The player section: playerLine.ts reads and writes each 001 line (readTrf checks that the
  // games agree and the points add up); the same layout in TRF-16 and TRF-2026.
  { setting: 'players', records: [rec('001', 'both')] },
  { setting: 'name', records: [rec('012', 'both', readName)] },
  // The tournament section (header.ts reads them into Tournament.details).
  { setting: 'city', records: [rec('022', 'both')], write: writeHeader('022', 'city'), header: true },
  { setting: 'federation', records: [rec('032', 'both')], write: writeHeader('032', 'federation'), header: true },
  { setting: 'startDate', records: [rec('042', 'both')], write: writeHeader('042', 'startDate'), header: true },
  { setting: 'endDate', records: [rec('052', 'both')], write: writeHeader('052', 'endDate'), header: true },
  { setting: 'playerCount', records: [rec('062', 'both')], write: writeHeader('062', 'playerCount', true), header: true },
  { setting: 'ratedCount', records: [rec('072', 'both')], write: writeHeader('072', 'ratedCount', true), header: true },
  { setting: 'type', records: [rec('092', 'both', readTournamentType)], write: writeHeader('092', 'type'), header: true },
  { setting: 'chiefArbiter', records: [rec('102', 'both')], write: writeHeader('102', 'chiefArbiter'), header: true },
  { setting: 'deputyArbiters', records: [rec('112', 'both')], write: writeHeader('112', 'deputyArbiters'), header: true },
  { setting: 'timeControl', records: [rec('122', 'both')], write: writeHeader('122', 'timeControl'), header: true },
  { setting: 'roundDates', records: [rec('132', 'both')], write: writeHeader('132', 'roundDates'), header: true },
  // The settings of the pairing.
  { setting: 'rounds', records: [rec('XXR', 'trf16', readRounds), rec('142', 'trf26', readRounds)], write: writeRounds },
  { setting: 'colour', records: [rec('XXC', 'trf16', readColourXxc), rec('152', 'trf26', readColour152)], write: writeColour },
  {
    setting: 'scoring',
    records: [
      ...['BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU'].map((code) => rec(code, 'trf16', readScoringBbp)),
      rec('162', 'trf26', readScoring162),
      // What neither BB* nor 162 can say (a forfeit win, a bye off the win/draw value): both styles.
      rec('XXS', 'both', readScoringXxs),
    ],
    write: writeScoring,
  },
  { setting: 'system', records: [rec('192', 'trf26', readSystem), rec('PWS', 'pairwise', readPairwiseSettings)], write: writeSystem },
  {
    setting: 'acceleration',
    records: [rec('XXA', 'trf16', readAccelerationXxa), rec('250', 'trf26', readAcceleration250)],
    check: checkAccelerationRounds,
    write: writeAcceleration,
  },
  // TRF-2026 260 (forbidden pairs in a range of rounds) is kept as written; XXP says the event's pairs.
  { setting: 'forbidden', records: [rec('XXP', 'trf16', readForbiddenXxp)], write: writeForbidden },
  { setting: 'forbiddenInRounds', records: [rec('260', 'trf26', readForbidden260)] },
  { setting: 'byes', records: [rec('XXZ', 'trf16', readPlannedByesXxz), rec('240', 'trf26', readPlannedByes240)], write: writePlannedByes },
  { setting: 'tieBreaks', records: [rec('202', 'trf26', readTieBreaks), rec('212', 'trf26', readStandingsTieBreaks)], write: writeTieBreaks },
  { setting: 'asPaired', records: [rec('PWR', 'pairwise', readResultAsPaired)], write: writeResultsAsPaired },
  { setting: 'withdrawals', records: [rec('PWW', 'pairwise', readWithdrawal)], write: writeWithdrawals },
  // Kept as written: they change nothing Pairwise computes.
  { setting: 'ranking', records: [rec('172', 'trf26', readRankingRecord), rec('182', 'trf26', readRankingRecord)] },
  { setting: 'pointAdjustments', records: [rec('299', 'trf26', readPointAdjustment)] },
  // Team tournaments are refused by name (as bbpPairings does).
  { setting: 'teams', records: [rec('013', 'trf16', refuseTeams), ...['310', '320', '330'].map((code) => rec(code, 'trf26', refuseTeams))] },
];

/** The entries the writer writes, in the order it adds those the base did not have. */
export const writtenEntries: readonly (TrfRecordEntry & { readonly write: SettingWriter })[] = trfRecordTable.flatMap((e) =>
  e.write === undefined ? [] : [{ ...e, write: e.write }]);

/** The written entry of each code (the entry whose lines a line of the base belongs to). */
export const writtenEntryOf: ReadonlyMap<string, TrfRecordEntry & { readonly write: SettingWriter }> = new Map(
  writtenEntries.flatMap((e) => e.records.map((x) => [x.code, e] as const)),
);

/** The reader of each code. */
export const readerOf: ReadonlyMap<string, RecordReader> = new Map(
  trfRecordTable.flatMap((e) => e.records.flatMap((x) => (x.read === undefined ? [] : [[x.code, x.read] as const]))),
);
