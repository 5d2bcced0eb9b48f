import type { Tournament } from '../../model';
import type { StandingsOptions, StandingsReport, TieBreakListItem } from '../../standings';
import type { StandingsRefusal } from '../../standings';
import { standingsReport, standingsReportParts } from '../../standings';

/**
 * Default FIDE list for individual Swiss events when the tournament names none (C.07 4.1.1 lets
 * the Chief Arbiter complete the list): BH/C1, BH, SB, WIN.
 */
export const defaultSwissTieBreaks: readonly TieBreakListItem[] = ['BH/C1', 'BH', 'SB', 'WIN'];

/** The FIDE systems' standings: the TO's list (TRF-2026 record 202) when there is one, else the default. */
export const fideStandings = (t: Tournament, options: StandingsOptions): StandingsReport | StandingsRefusal =>
  standingsReport(t, fideList(t), options);

/** The parts of `fideStandings`' work, one task each for a caller that must not block (`standingsReportParts`). */
export const fideStandingsParts = (t: Tournament, options: StandingsOptions): readonly (() => void)[] =>
  standingsReportParts(t, fideList(t), options);

const fideList = (t: Tournament): readonly TieBreakListItem[] => (t.tieBreaks && t.tieBreaks.length > 0 ? t.tieBreaks : defaultSwissTieBreaks);
