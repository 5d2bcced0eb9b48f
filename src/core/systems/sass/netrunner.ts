import type { StandingsOptions, StandingsReport, TieBreakListItem } from '../../standings';
import { standingsReportOrThrow } from '../../standings';
import type { Tournament } from '../../model';
import { netrunnerScoring } from '../../model';
import { netrunnerResultText, netrunnerWording } from '../wording';
import { netrunnerRoundsBasis } from '../eventKinds';
import type { SeedingDefault } from '../systemModule';

/**
 * What the Netrunner systems (single- and double-sided Swiss) share beside their pairing:
 * Cobra / NISEI standings, points then SoS and ESoS, then the TO's manual seed when given (Cobra).
 */
export const netrunnerTieBreaks = (options: StandingsOptions): readonly TieBreakListItem[] =>
  options.manualSeeds ? ['SOS', 'ESOS', 'SEED'] : ['SOS', 'ESOS'];

/** The Netrunner ranking; a tie-break list stored with the event does not apply (Cobra's order is fixed). */
export const netrunnerStandings = (t: Tournament, options: StandingsOptions): StandingsReport =>
  standingsReportOrThrow(t, netrunnerTieBreaks(options), options);

/** The facts the two Netrunner systems' modules share, spread into each. */
export const netrunnerFacts = {
  game: 'netrunner',
  kind: 'netrunner',
  // ⌈log2 n⌉ rounds (the default), cited on the new-event form: the Netrunner Tournament Protocol's table.
  rounds: { basis: netrunnerRoundsBasis },
  scoring: netrunnerScoring,
  resultText: netrunnerResultText,
  // A Swiss of the community's own: TRF-2026 192 CUSTOM_SWISS (its settings in Pairwise's PWS record).
  trf: { code: () => 'CUSTOM_SWISS' },
  // Cobra draws the first round's order at random.
  seeding: (): SeedingDefault => ({ method: 'random' }),
  standings: { report: netrunnerStandings, tieBreakList: netrunnerTieBreaks, tieBreaksEditable: false },
  // No checker: side coin flips make a replay differ; the result is right when its cost is optimal.
  chosen: 'before-round-1',
  dropMark: '(dropped)',
  wording: netrunnerWording,
} as const;
