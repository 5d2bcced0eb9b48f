import { chessScoring } from '../../model';
import type { SettingsOf, SystemModule } from '../systemModule';
import { readFields } from '../settingsFields';
import { chessResultText, chessSeats } from '../wording';
import { engineSwissSystem } from './engineSwiss';
import { engineSwissPhoneLines, explainEngineSwiss } from './explain';
import { engineSwissGraph } from './compatibility';
import { engineSwissReport, engineSwissTieBreaks } from './ranking';
import { colourCounts } from './colourCounts';
import { openingOrderState, openingsKind } from './openings';

export { engineSwissSystem, pairEngineSwissRound, settingsProblem, gamesPerPairing } from './engineSwiss';
export { firstPlace, scheduledOnly } from './firstPlace';
export type { FirstPlace } from './firstPlace';
export { engineSwissStandings, engineSwissReport, engineSwissTieBreaks } from './ranking';
export { colourCounts, colourCountText } from './colourCounts';
export type { ColourCount } from './colourCounts';
export type { EngineSwissStandings } from './ranking';
export {
  parseOpenings, openingOrderFor, openingOrderState, openingsKind, withOpeningOrder, openingsForRound, pairsPerMatch,
} from './openings';
export type { StoredOpeningOrder, EngineSwissSettings, ParsedOpening, OpeningsParse, MatchOpenings, OpeningKind } from './openings';
export {
  scoreGroups, perfectPairingExists, pairTopHalfAgainstBottomHalf, pairMainPath, pairFallback, byeCandidates, pairEntrants, firstWhite, playingOrder,
} from './pairing';
export type { Entrant, Pair, CanMeet, PairingFound, PairingPath } from './pairing';

type EngineSwissSettings = SettingsOf<'engine-swiss'>;

const engineSwissDefaults: EngineSwissSettings = { system: 'engine-swiss', gamesPerMatch: 2, seedGroupCount: 1, rematchesConfirmed: false, allowExtraPairsOnTie: true, uniquePerMatchOnly: true, randomOpenings: true, openings: [] };

/** Engine Swiss mode (the "Swiss Mode" README): matches of GamesPerMatch games on one opening, colours swapped. */
export const engineSwiss: SystemModule<EngineSwissSettings> = {
  id: 'engine-swiss',
  name: 'Engine Swiss',
  description: 'Swiss for engine events: each pairing a match of an even number of games on one opening, colours swapped; extra pairs break a tie for first.',
  game: 'chess',
  kind: 'engine',
  defaults: engineSwissDefaults,
  presets: [{ key: 'engine-swiss', label: 'Engine Swiss (matches, openings)', settings: engineSwissDefaults }],
  readSettings: (raw) => readFields(raw, (f) => {
    const gamesPerMatch = f.int('gamesPerMatch', 2, 100, 'Games per match');
    // The "Swiss Mode" README, "Field Summary": each pair of games is one opening with colours swapped.
    if (gamesPerMatch % 2 !== 0) f.fail('gamesPerMatch', `Games per match must be even (2, 4, …), not ${gamesPerMatch}.`);
    const openings = f.textList('openings', 10_000, 'The openings');
    const order = f.raw('openingOrder');
    return {
      system: 'engine-swiss',
      gamesPerMatch,
      seedGroupCount: f.int('seedGroupCount', 1, 1000, 'Seed groups'),
      rematchesConfirmed: f.bool('rematchesConfirmed', 'Rematches confirmed'),
      allowExtraPairsOnTie: f.bool('allowExtraPairsOnTie', 'Extra pairs on a tie'),
      uniquePerMatchOnly: f.bool('uniquePerMatchOnly', 'Unique openings per match only'),
      randomOpenings: f.bool('randomOpenings', 'Random openings'),
      openings,
      ...(order === undefined ? {} : {
        openingOrder: Array.isArray(order) && order.every((i) => Number.isInteger(i) && i >= 0 && i < Math.max(1, openings.length))
          ? (order as number[])
          : f.fail('openingOrder', `The opening order must list positions from 0 to ${Math.max(0, openings.length - 1)}.`),
      }),
    };
  }),
  describe: (s) => `Engine Swiss, ${s.gamesPerMatch}-game matches${s.openings.length > 0 ? `, ${s.openings.length} openings` : ''}`,
  scoring: chessScoring,
  // After the scheduled rounds, extra pairs of two games break a tie for first (the "Swiss Mode" README).
  gamesPerBoard: (s, round, totalRounds) => (round > totalRounds ? 2 : s.gamesPerMatch),
  seats: (_s, games) => chessSeats(games),
  resultText: chessResultText,
  trf: { code: () => 'CUSTOM_SWISS' },
  // The "Swiss Mode" README, "Seeding": TCEC-style groups, SeedGroupCount of them.
  seeding: (s) => ({ method: 'groups', groups: s.seedGroupCount }),
  standings: { report: (t, options, s) => engineSwissReport(t, s, options), tieBreakList: () => engineSwissTieBreaks, tieBreaksEditable: false, colourCounts },
  pairing: engineSwissSystem,
  diagnosis: engineSwissGraph,
  // The step of the "Swiss Mode" README's pairing algorithm that placed a board or the bye, in its words.
  explain: (t, s, q) => explainEngineSwiss(t, s, q),
  explainShort: (t, s, round) => engineSwissPhoneLines(t, s, round),
  checker: {},
  cli: {
    flag: '--engine-swiss',
    usage: 'Engine Swiss (--games-per-match N, even, default 2; --seed-groups N, default 1)',
    options: { '--games-per-match': 1, '--seed-groups': 1 },
    fromFlags: (o) => {
      const games = Number(o.get('--games-per-match') ?? 2);
      if (!Number.isInteger(games) || games < 2 || games % 2 !== 0) return { ok: false, field: '--games-per-match', message: `--games-per-match takes an even number ≥ 2, not ${String(o.get('--games-per-match'))}` };
      const groups = Number(o.get('--seed-groups') ?? 1);
      if (!Number.isInteger(groups) || groups < 1) return { ok: false, field: '--seed-groups', message: `--seed-groups takes a whole number ≥ 1, not ${String(o.get('--seed-groups'))}` };
      return { ok: true, settings: { ...engineSwissDefaults, gamesPerMatch: games, seedGroupCount: groups, randomOpenings: false } };
    },
  },
  // Created as an engine event; its options (openings, games per match, seed groups) change until
  // round 1 is paired, the opening order drawn again for them.
  chosen: 'at-creation',
  optionStates: (s, randomSeed) => [openingOrderState(s, randomSeed)],
  openings: { stateKind: openingsKind },
};
