import type { TieBreakCode } from './tieBreaks';
import { parseTieBreak } from './tieBreaks';

/**
 * The names of the tie-breaks (C.07 2026, Art. 5 table; the other systems' own for BYES, SOS,
 * ESOS, SEED), for the legend under the standings on screen and on paper: one source, so both say
 * the same words.
 */
const names: Readonly<Record<TieBreakCode, string>> = {
  DE: 'Direct encounter',
  WIN: 'Number of wins',
  WON: 'Number of games won over the board',
  BPG: 'Number of games played with Black',
  BWG: 'Number of games won with Black',
  PS: 'Progressive scores',
  REP: 'Number of games elected to play',
  STD: 'Standard points',
  TPN: 'Tournament pairing number',
  BH: 'Buchholz',
  AOB: 'Average of opponents\' Buchholz',
  FB: 'Fore Buchholz',
  SB: 'Sonneborn-Berger',
  KS: 'Koya system',
  ARO: 'Average rating of opponents',
  TPR: 'Tournament performance rating',
  PTP: 'Perfect tournament performance',
  APRO: 'Average perfect rating of opponents',
  APPO: 'Average perfect performance of opponents',
  RTNG: 'Rating',
  BYES: 'Fewer byes',
  SOS: 'Strength of schedule',
  ESOS: 'Extended strength of schedule',
  SEED: 'Seed',
};

/**
 * "BH/C1" → "Buchholz cut 1", "BH/M2" → "Buchholz median 2", "SB/C1/P" → "Sonneborn-Berger cut 1,
 * forfeits counted as played", "AOB/F" → "… (Fore Buchholz)", "KS/L+1" → "Koya system limit +1".
 * A code the app does not know is returned as written.
 */
export const tieBreakName = (label: string): string => {
  const spec = parseTieBreak(label);
  if (!spec) return label;
  const m = spec.modifiers ?? {};
  const parts = [
    names[spec.code],
    m.cut ? `cut ${m.cut}` : '',
    m.median ? `median ${m.median}` : '',
    m.limit ? `limit ${m.limit > 0 ? '+' : ''}${m.limit}` : '',
  ].filter(Boolean).join(' ');
  const notes = [m.played ? 'forfeits counted as played' : '', m.fore ? 'of the opponents\' Fore Buchholz' : ''].filter(Boolean);
  return notes.length > 0 ? `${parts}, ${notes.join(', ')}` : parts;
};

/** The legend of a standings table's tie-break columns: "BH/C1 = Buchholz cut 1; SB = Sonneborn-Berger". */
export const tieBreakLegend = (labels: readonly string[]): string =>
  labels.map((l) => `${l} = ${tieBreakName(l)}`).join('; ');
