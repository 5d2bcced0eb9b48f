import type { PlayerId, Tournament } from '../model';
import type { StandingsOptions, StandingsReport, TieBreakListItem } from './standingsWith';
import { standingsReport, standingsReportOrThrow } from './standingsWith';
import { tcecRanking } from './tcec';
import type { StandingsRefusal } from './types';

/**
 * Default FIDE list for individual Swiss events when the tournament names none (C.07 4.1.1 lets
 * the Chief Arbiter complete the list): BH/C1, BH, SB, WIN.
 */
export const defaultSwissTieBreaks: readonly TieBreakListItem[] = ['BH/C1', 'BH', 'SB', 'WIN'];

/** Netrunner (Cobra / NISEI rules): points, SoS, ESoS; then the TO's manual seed when given (Cobra). */
export const netrunnerRanking = (t: Tournament, manualSeeds?: ReadonlyMap<PlayerId, number>): StandingsReport =>
  standingsReportOrThrow(t, manualSeeds ? ['SOS', 'ESOS', 'SEED'] : ['SOS', 'ESOS'], manualSeeds ? { manualSeeds } : {});

/**
 * Engine Swiss mode (seed 002, "Tie-Breakers (TCEC-style)"): points, Sonneborn-Berger, number of
 * wins, direct encounter, then shared places.
 */
export const engineSwissTieBreaks: readonly TieBreakListItem[] = ['SB', 'WIN', 'DE'];
export const engineSwissRanking = (t: Tournament): StandingsReport => standingsReportOrThrow(t, engineSwissTieBreaks);

/**
 * The tie-break list the system ranks by when the tournament names none, or null when the system
 * has its own fixed ranking that is not a tie-break list (TCEC: received byes and black games count
 * only inside ties, seed 000).
 */
export const systemTieBreakList = (t: Tournament, manualSeeds?: ReadonlyMap<PlayerId, number>): readonly TieBreakListItem[] | null => {
  const system: string = t.settings.system;
  switch (system) {
    case 'tcec': return null;
    case 'sass':
    case 'double-sided': return manualSeeds ? ['SOS', 'ESOS', 'SEED'] : ['SOS', 'ESOS'];
    case 'engine-swiss':
    case 'engine': return engineSwissTieBreaks;
    default: return defaultSwissTieBreaks;
  }
};

/**
 * The standings the tournament's own system defines, with the per-player explanations (for the
 * standings view's player card; none for TCEC, which has no tie-break list): `t.tieBreaks` (TRF-2026
 * record 202) when present, else the system's list (`systemTieBreakList`), else (TCEC) its own
 * ranking. Systems added to SystemSettings later fall back to the FIDE list. Refused, as a value,
 * when the list cannot rank the tournament (C.07 Art. 10: unrated players; an unknown code).
 */
export const standingsReportOf = (t: Tournament, options: StandingsOptions = {}): StandingsReport | StandingsRefusal => {
  const list = t.tieBreaks && t.tieBreaks.length > 0 ? t.tieBreaks : systemTieBreakList(t, options.manualSeeds);
  if (list === null) return { ok: true, rows: tcecRanking(t), explanations: new Map() };
  return standingsReport(t, list, options);
};

/** The tournament's ranking (`standingsReportOf`): rows, or why the tie-break list cannot rank it. */
export const standings = (t: Tournament, options: StandingsOptions = {}): StandingsReport | StandingsRefusal => standingsReportOf(t, options);
