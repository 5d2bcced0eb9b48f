import type { PlayerId, Tournament } from '../model';
import type { StandingsOptions, StandingsReport, TieBreakListItem } from './standingsWith';
import { standingsReport } from './standingsWith';
import { tcecRanking } from './tcec';
import type { StandingRow } from './types';

/**
 * Default FIDE list for individual Swiss events when the tournament names none (C.07 4.1.1 lets
 * the Chief Arbiter complete the list): BH/C1, BH, SB, WIN.
 */
export const defaultSwissTieBreaks: readonly TieBreakListItem[] = ['BH/C1', 'BH', 'SB', 'WIN'];

/** Netrunner (Cobra / NISEI rules): points, SoS, ESoS; then the TO's manual seed when given (Cobra). */
export const netrunnerRanking = (t: Tournament, manualSeeds?: ReadonlyMap<PlayerId, number>): StandingsReport =>
  standingsReport(t, manualSeeds ? ['SOS', 'ESOS', 'SEED'] : ['SOS', 'ESOS'], manualSeeds ? { manualSeeds } : {});

/**
 * Engine Swiss mode (seed 002, "Tie-Breakers (TCEC-style)"): points, Sonneborn-Berger, number of
 * wins, direct encounter, then shared places.
 */
export const engineSwissTieBreaks: readonly TieBreakListItem[] = ['SB', 'WIN', 'DE'];
export const engineSwissRanking = (t: Tournament): StandingsReport => standingsReport(t, engineSwissTieBreaks);

/**
 * The standings the tournament's own system defines. Dispatches on `t.settings.system` through a
 * string table (not a closed switch) so that systems added to SystemSettings later fall back to
 * the FIDE list instead of breaking the build; `t.tieBreaks` (TRF-2026 record 202), when present,
 * overrides the system's list.
 */
export const standings = (t: Tournament, options: StandingsOptions = {}): readonly StandingRow[] => {
  if (t.tieBreaks && t.tieBreaks.length > 0) return standingsReport(t, t.tieBreaks, options).rows;
  const system: string = t.settings.system;
  switch (system) {
    case 'tcec':
      return tcecRanking(t);
    case 'sass':
    case 'double-sided':
      return netrunnerRanking(t, options.manualSeeds).rows;
    case 'engine-swiss':
    case 'engine':
      return engineSwissRanking(t).rows;
    default:
      return standingsReport(t, defaultSwissTieBreaks, options).rows;
  }
};

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
 * `standings(t)` with the per-player explanations (for the standings view's player card): the same
 * rows, and for TCEC (which has no tie-break list) no explanations.
 */
export const standingsReportOf = (t: Tournament, options: StandingsOptions = {}): StandingsReport => {
  const list = t.tieBreaks && t.tieBreaks.length > 0 ? t.tieBreaks : systemTieBreakList(t, options.manualSeeds);
  if (list === null) return { rows: tcecRanking(t), explanations: new Map() };
  return standingsReport(t, list, options);
};
