import type fc from 'fast-check';
import { backupSeeds, csvSeeds, trfSeeds } from './corpus';
import type { Seed } from './corpus';
import { mutatedArb, mutatedJsonArb } from './mutate';
import type { MutationOptions } from './mutate';
import { checkBackup, checkBackupStore, checkCsv, checkCsvStore, checkTrf, checkTrfStore } from './properties';
import type { Verdict } from './properties';

/** One fuzzed input: which real file, what was done to it, and the resulting text. */
export interface FuzzCase {
  readonly seed: Seed;
  readonly mutations: readonly unknown[];
  readonly text: string;
}

/** A reader under fuzzing: how its inputs are made, the pure check, and the storage check. */
export interface FuzzTarget {
  readonly name: string;
  readonly arb: fc.Arbitrary<FuzzCase>;
  readonly check: (text: string) => Verdict;
  readonly store: (text: string) => Promise<void>;
}

const tenMegabytes = 10 * 1024 * 1024;

const trfTokens: readonly string[] = [
  ' ', '    ', '0000', '9999', 'w', 'b', 'W', 'B', '-', '+', '=', '1', '0', 'U', 'H', 'F', 'Z', 'D', 'L', '.5', '\t',
  'XXR 0', 'XXR 99999999', 'XXC white1', 'XXC rank', '152 X', '162  W 3.0   D 1.0', '162', 'BBW 99.9', 'BBD -1', 'BBU', 'XXS W=3 D=x',
  '250    1.0   1   2    1    9', '250 ', '260   1   1    1    2', '260 001', '240 H   3    1', '240 Q', 'XXA    1  1.0', 'XXA    0', 'XXP 1 2', 'XXP 1 1', 'XXZ 1', 'XXZ 0',
  '202 BH C1,BH,SB', '212 PTS', '012 Name', '001', '001    ', '001    1', '### comment',
  // TRF-2026 records and what other programs write (299 adjustments, team records, 172/182, 192 codes, PWS).
  '299           2.0    1    4', '299          -1.0  000', '299 W         1.0    2    3', '299       1.0', '299           x.5', '299           2.0    1    0    9',
  '013 Team    1    2', '310 1   Team1', '320', '330', '172 IND FIDE', '182 ', '192 FIDE_LIM', '192 FIDE_DUTCH_BAKU', '192 FIDE_BURSTEIN_BAKU', '192 FIDE_DUTCH_2017',
  '192 CUSTOM_SWISS', 'PWS {}', 'PWS {"system":"dutch","rules":"2017","acceleration":"baku","bakuGroups":"bbp"}', 'PWS [', '162  X 1.0', '162  Q 1.0',
  'XXC rank white1', 'XXC black1', '  - -', '  - +', ' 1969.12.06', '  m ', 'f',
];
const csvTokens: readonly string[] = [',', ',,', ';', '\t', '"', '""', '","', '"\n"', '\n', '\r\n', '\r', 'Name', 'FIDE ID', 'Rating', '2830', '9999', 'gm', 'XX', 'NOR', '1990-11-30', '1990/13/45', 'f', 'x'];
const jsonTokens: readonly string[] = ['{', '}', '[', ']', ',', ':', '"', '\\', '\\u0000', '\\ud800', 'null', 'true', '-', '1e999', '-0', '0.1', 'NaN', '/*', '\n'];

const textOptions = (tokens: readonly string[], shiftFill: readonly string[], growOneIn: number): MutationOptions => ({ tokens, shiftFill, growOneIn, growBytes: tenMegabytes });

/**
 * The readers: TRF (readTrf, tournamentFromTrf, the model round trip; the import into the
 * repository), CSV (readCsv, playersFromCsv; addPlayers), and the JSON backup as text (bytes,
 * lines) and as structure (fields set to hostile values; restoreTournament).
 * One case in `growOneIn` is grown to a 10 MB file (0: never).
 */
export const fuzzTargets = (growOneIn: number): readonly FuzzTarget[] => [
  { name: 'trf', arb: mutatedArb(trfSeeds(), textOptions(trfTokens, [' '], growOneIn)), check: checkTrf, store: checkTrfStore },
  { name: 'csv', arb: mutatedArb(csvSeeds(), textOptions(csvTokens, [',', '",', ' '], growOneIn)), check: (t) => checkCsv(t).verdict, store: checkCsvStore },
  { name: 'backup-text', arb: mutatedArb(backupSeeds(), textOptions(jsonTokens, [' ', ',', '"'], growOneIn)), check: checkBackup, store: checkBackupStore },
  { name: 'backup-json', arb: mutatedJsonArb(backupSeeds()), check: checkBackup, store: checkBackupStore },
];
