import type { StandingsOptions, StandingsReport, TieBreakListItem } from '../../standings/standingsWith';
import { standingsReportOrThrow } from '../../standings/standingsWith';
import type { Tournament } from '../../model';

/**
 * What the Netrunner systems (single- and double-sided Swiss) share beside their pairing:
 * Cobra / NISEI standings, points then SoS and ESoS, then the TO's manual seed when given (Cobra).
 */
export const netrunnerTieBreaks = (options: StandingsOptions): readonly TieBreakListItem[] =>
  options.manualSeeds ? ['SOS', 'ESOS', 'SEED'] : ['SOS', 'ESOS'];

/** The Netrunner ranking; a tie-break list stored with the event does not apply (Cobra's order is fixed). */
export const netrunnerStandings = (t: Tournament, options: StandingsOptions): StandingsReport =>
  standingsReportOrThrow(t, netrunnerTieBreaks(options), options);
