import type { BoardResult, ExplainOutcome, ExplainQuestion, PairingOptions, PairingOutcome, PairingSystem, PairingDiagnosis, Player, PlayerId, ScoringRule, SystemId, SystemSettings, Tenths, Tournament } from '../model';
import type { CompatibilityGraph } from '../diagnosis';
import { explainUnpairable } from '../diagnosis';
import type { StandingsOptions, StandingsReport, TieBreakListItem } from '../standings';
import { standingsReportOrThrow } from '../standings';
import type { StandingsRefusal } from '../standings';
import type { SettingsOf, SettingsRead, SystemModule } from './systemModule';
import { tcec } from './tcec';
import { dutch } from './dutch';
import { burstein } from './burstein';
import { sass } from './sass';
import { doubleSided } from './double-sided';
import { engineSwiss } from './engine-swiss';
import { ladder } from './ladder';
import { eventKinds, swissRounds } from './eventKinds';
import type { EventKind } from './eventKinds';
import { roundRobin } from './round-robin';
import { chessWording } from './wording';
import type { SystemWording } from './wording';

export { eventKinds, eventKindText, netrunnerRoundsBasis, singleSidedRoundsBasis, swissRounds } from './eventKinds';
export type { EventKind } from './eventKinds';
export type { RequestedBye, SystemWording } from './wording';
export type {
  OptionState, SettingsOf, SettingsRead, SystemModule, Seats, SeedingDefault, CliSpec, SystemOptions, NetrunnerFeatures,
  RoundsCapability, CheckerCapability, TrfCapability, StandingsCapability, GeneratorCapability, AccelerationCapability, OpeningsCapability, OwnScreenCapability,
} from './systemModule';

/**
 * The pairing systems, one module each, in the order the app offers them. Adding a system is one
 * folder and one line here; the type makes a SystemSettings variant without its module (or a
 * module for no variant) fail to compile.
 */
export const systems = {
  dutch,
  burstein,
  'round-robin': roundRobin,
  sass,
  'double-sided': doubleSided,
  tcec,
  'engine-swiss': engineSwiss,
  ladder,
} as const satisfies { readonly [Id in SystemId]: SystemModule<SettingsOf<Id>> };

/** The registry: every system by its id. Filled from `systems` below, through `registerSystem`. */
const registry = new Map<string, SystemModule>();
const listed: SystemModule[] = [];
/** Each system's pairing, with the diagnosis added to a 'no-valid-pairing' failure. */
const diagnosed = new Map<string, PairingSystem>();

/** Every system, in the order the app offers them (`systems`' order, then any registered after). */
export const allSystems: readonly SystemModule[] = listed;

/**
 * Registers a system module: the one way a module enters the registry. Every module of `systems`
 * is registered through it when this file loads; a test registers a module of its own (a toy
 * system) the same way, and the generic entry points (`systemModule`, `readSystemSettings`,
 * `systemFor`, `standingsReportOf`, the TRF writer) then serve it like any other. The settings
 * union (`SystemSettings`) is closed at compile time, so a module outside `systems` is typed as
 * `SystemModule` by its caller. An id already registered is refused.
 */
export function registerSystem(m: SystemModule): void {
  if (registry.has(m.id)) throw new Error(`A system is already registered as "${m.id}".`);
  registry.set(m.id, m);
  listed.push(m);
  const pairing = m.pairing;
  diagnosed.set(m.id, pairing === undefined ? noRounds(m.id, m.name) : { id: m.id, pairNextRound: (t: Tournament, options?: PairingOptions) => withDiagnosis(t, pairing.pairNextRound(t, options)) });
}

/** The module registered under an id; an unknown id is a programming error (settings are read by `readSystemSettings` first). */
const registered = (id: string): SystemModule => {
  const m = registry.get(id);
  if (m === undefined) throw new Error(`No pairing system is registered as "${id}".`);
  return m;
};

/**
 * The module of a settings value. A module's functions take its own settings variant; the registry
 * pairs each id with that variant, which TypeScript cannot follow through an index, hence the one
 * cast.
 */
export const systemModule = <S extends SystemSettings>(settings: S): SystemModule<S> =>
  registered(settings.system) as unknown as SystemModule<S>;

/** The module of a system id. */
export const moduleById = (id: SystemId): SystemModule => registered(id);

/** The module of a tournament's system. */
export const moduleOf = (t: { readonly settings: SystemSettings }): SystemModule => systemModule(t.settings) as SystemModule;

/** Reads system settings from unknown input (a form, a backup, a stored row): its `system` picks the module. */
export const readSystemSettings = (raw: unknown): SettingsRead<SystemSettings> => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, field: '', message: 'The system settings must be an object.' };
  const id = (raw as { readonly system?: unknown }).system;
  if (typeof id !== 'string' || !registry.has(id)) {
    return { ok: false, field: 'system', message: `The pairing system must be one of ${[...registry.keys()].join(', ')}, not ${JSON.stringify(id) ?? 'nothing'}.` };
  }
  return moduleById(id as SystemId).readSettings(raw);
};

/** The settings in words: "FIDE Dutch (2026), Baku acceleration". */
export const describeSystem = (settings: SystemSettings): string => systemModule(settings).describe(settings);

/** One game's result in the tournament's system's words. */
export const resultText = (t: { readonly settings: SystemSettings }, r: BoardResult | null): string =>
  r === null ? '' : moduleOf(t).resultText(r);

/** Games each board of round `round` plays. */
export const gamesPerBoard = (t: { readonly settings: SystemSettings; readonly totalRounds: number }, round: number): number =>
  systemModule(t.settings).gamesPerBoard(t.settings, round, t.totalRounds);

/** Who may meet whom in the tournament's next round under its system's absolute rules, or null. */
export const compatibilityGraph = (t: Tournament): CompatibilityGraph | null =>
  systemModule(t.settings).diagnosis?.(t, t.settings) ?? null;

/**
 * Why the tournament's next round cannot be paired by its system: the players who cannot all be
 * paired and the absolute rules that block them. Null when the system's absolute rules allow a
 * pairing (or the system has no compatibility graph).
 */
export const diagnosePairing = (t: Tournament): PairingDiagnosis | null => {
  const graph = compatibilityGraph(t);
  return graph === null ? null : explainUnpairable(graph);
};

/**
 * Why a paired round was paired as it was, for one board or the bye (the system's `explain`
 * capability); a system without it says so as a value.
 */
export const explainPairing = (t: Tournament, question: ExplainQuestion): ExplainOutcome => {
  const m = moduleOf(t);
  if (m.explain === undefined) return { ok: false, reason: 'not-this-system', detail: `${m.name} does not explain its pairings` };
  return m.explain(t, t.settings, question);
};

/** The players' phone lines of a paired round ("You play Ann with White because …"); empty when the system has none. */
export const phoneLinesOf = (t: Tournament, round: number): ReadonlyMap<PlayerId, string> =>
  moduleOf(t).explainShort?.(t, t.settings, round) ?? new Map();

/** Whether the event's system can explain its pairings (the "Why?" buttons are shown). */
export const canExplain = (t: { readonly settings: SystemSettings }): boolean => systemModule(t.settings).explain !== undefined;

/** Adds the diagnosis to a 'no-valid-pairing' failure (when one is found); any other outcome is returned as is. */
export const withDiagnosis = (t: Tournament, outcome: PairingOutcome): PairingOutcome => {
  if (outcome.ok || outcome.reason !== 'no-valid-pairing' || outcome.diagnosis !== undefined) return outcome;
  const diagnosis = diagnosePairing(t);
  return diagnosis === null ? outcome : { ...outcome, diagnosis };
};

function noRounds(id: SystemId, name: string): PairingSystem {
  return {
    id,
    pairNextRound: () => ({ ok: false, reason: 'invalid-state', detail: `${name} is played one game at a time (its own screen), not paired in rounds` }),
  };
}

for (const m of Object.values(systems) as readonly unknown[] as readonly SystemModule[]) registerSystem(m);

/** The pairing system of these settings; a 'no-valid-pairing' failure says which players and which rule. */
export const systemFor = (settings: SystemSettings): PairingSystem => {
  registered(settings.system);
  return diagnosed.get(settings.system)!;
};

/**
 * The tournament's standings as its system defines them (the TO's tie-break list where the system
 * allows one); a system without standings of rounds (the ladder) ranks by points alone.
 */
export const standingsReportOf = (t: Tournament, options: StandingsOptions = {}): StandingsReport | StandingsRefusal => {
  const own = systemModule(t.settings).standings;
  return own === undefined ? standingsReportOrThrow(t, [], options) : own.report(t, options, t.settings);
};

/** The parts of the standings' work, one task each (`StandingsCapability.parts`); none for a system that computes them at once. */
export const standingsPartsOf = (t: Tournament, options: StandingsOptions = {}): readonly (() => void)[] =>
  systemModule(t.settings).standings?.parts?.(t, options) ?? [];

/** The tournament's ranking (`standingsReportOf`): rows, or why the tie-break list cannot rank it. */
export const standings = (t: Tournament, options: StandingsOptions = {}): StandingsReport | StandingsRefusal => standingsReportOf(t, options);

/** The tie-break list the system ranks by when the TO names none; null for a fixed ranking of its own. */
export const systemTieBreakList = (t: { readonly settings: SystemSettings }, options: StandingsOptions = {}): readonly TieBreakListItem[] | null =>
  moduleOf(t).standings?.tieBreakList?.(options) ?? null;

/** Every preset the app's system lists offer, in the order of `allSystems` (value: `key`). */
export const systemPresets: readonly { readonly key: string; readonly label: string; readonly settings: SystemSettings; readonly module: SystemModule }[] =
  allSystems.flatMap((m) => m.presets.map((p) => ({ ...p, module: m })));

/**
 * The settings as one system's variant, or null when they are another system's: for code that
 * belongs to one system (its status panel, its openings), e.g. `asSystem(t.settings, 'engine-swiss')`.
 */
export const asSystem = <Id extends SystemId>(settings: SystemSettings, id: Id): SettingsOf<Id> | null =>
  settings.system === id ? (settings as SettingsOf<Id>) : null;

/** The same settings, whatever the key order: both read by their module, then compared. */
export const sameSettings = (a: SystemSettings, b: SystemSettings): boolean => {
  const ra = readSystemSettings(a);
  const rb = readSystemSettings(b);
  return ra.ok && rb.ok && JSON.stringify(ra.settings) === JSON.stringify(rb.settings);
};

/**
 * A player's name as every standings view, printout and standings export shows it: with the
 * system's mark for a player who left the event (Netrunner "(dropped)", as a dropped player stays
 * in Cobra's standings), so no one reads a dropped player's place as still playing.
 */
export const standingsName = (t: Pick<Tournament, 'settings' | 'players'>, id: PlayerId): string => {
  const p = t.players.find((x) => x.id === id);
  return p ? markedName(p, moduleOf(t).dropMark) : `#${id}`;
};

const markedName = (p: Player, mark: string | undefined): string =>
  mark && p.withdrawnFromRound !== undefined ? `${p.name} ${mark}` : p.name;

/**
 * `standingsName` of every player, for a table's many rows: one pass over the players (a lookup
 * per player made the 2000-player standings spend a tenth of a second here).
 */
export const standingsNames = (t: Pick<Tournament, 'settings' | 'players'>): ReadonlyMap<PlayerId, string> => {
  const mark = moduleOf(t).dropMark;
  return new Map(t.players.map((p) => [p.id, markedName(p, mark)]));
};

/** The kinds of event that have at least one system, in the order the new-event form offers them. */
export const offeredKinds: readonly EventKind[] = eventKinds.filter((k) => allSystems.some((m) => m.kind === k));

/** The systems of one kind of event, in the order of `allSystems`. */
export const systemsOfKind = (kind: EventKind): readonly SystemModule[] => allSystems.filter((m) => m.kind === kind);

/** The rounds the new-event form suggests for a system and an expected number of players. */
export const suggestedRounds = (m: SystemModule, players: number): number => m.rounds?.suggested?.(players) ?? swissRounds(players);

/**
 * Why the settings' acceleration cannot be used with these point values (Baku's virtual points
 * are a win's and a draw's worth), or null: none chosen, or the system offers none.
 */
export const accelerationScoringProblem = (settings: SystemSettings, scoring: ScoringRule): string | null =>
  systemModule(settings).acceleration?.scoringProblem(settings, scoring) ?? null;

/**
 * The virtual points a late entry must not move (Baku's group A as it was made, C.04.5.1), to be
 * stored as the tournament's explicit acceleration; null when there are none to keep.
 */
export const accelerationAtLateEntry = (t: Tournament): ReadonlyMap<PlayerId, readonly Tenths[]> | null =>
  systemModule(t.settings).acceleration?.atLateEntry(t, t.settings) ?? null;

/**
 * Whether the system sets the number of rounds itself from the field size (`rounds.fixed`: a round
 * robin's Berger table), so a form asks for none. Asked of a field of 4, which every system takes.
 */
export const roundsFollowField = (settings: SystemSettings): boolean => fixedRoundsOf(settings, 4) !== null;

/** The rounds the system itself fixes for a field of `players` (its table), or null when the TO chooses them. */
export const fixedRoundsOf = (settings: SystemSettings, players: number): number | null => systemModule(settings).rounds?.fixed?.(settings, players) ?? null;

/**
 * Whether a late entry may join now, and the number of rounds after it. A system whose schedule
 * follows from the field size (`rounds.fixed`: a round robin's Berger table, FIDE C.05 Annex 1)
 * takes the table for the new size while nothing is paired; once round 1 is paired the table is
 * fixed, and a new player has no place in it. `totalRounds` null: the TO's number stands.
 */
export const lateEntryRule = (
  settings: SystemSettings, playersBefore: number, roundsPaired: number, totalRounds: number,
): { readonly ok: true; readonly totalRounds: number | null } | { readonly ok: false; readonly detail: string } => {
  const m = systemModule(settings);
  const after = fixedRoundsOf(settings, playersBefore + 1);
  if (after === null) return { ok: true, totalRounds: null };
  if (roundsPaired > 0) {
    return {
      ok: false,
      detail: `No late entry once round 1 has been paired: this event's schedule (${m.describe(settings)}) is the table for its ${playersBefore} players (${totalRounds} rounds), and a new player has no place in it.`,
    };
  }
  return { ok: true, totalRounds: after };
};

/** The system's registration fields and its words for byes and corrections (chess's unless it has its own). */
export const wordingOf = (m: SystemModule): SystemWording => m.wording ?? chessWording;

// What the app and the other core folders use of a system beyond its module: the ladder's and the
// engine Swiss's own screens, the Netrunner entries and ABR export, the FIDE rules the hand-edit
// warnings check.
export { ladder, defaultLadderParams, finalStandings, ladderGamesCsv, ladderGamesPgn, ladderRankingCsv, ladderStart, ladderView, nextGame, recordResult, restoreLadder } from './ladder';
export type { FinalPlace, LadderEvent, LadderPair, LadderResult, LadderState } from './ladder';
export { colourCountText, engineSwissSystem, firstPlace, openingOrderState, openingsForRound, openingsKind, parseOpenings, settingsProblem } from './engine-swiss';
export type { EngineSwissSettings, StoredOpeningOrder } from './engine-swiss';
export { agreementOfDoubleSided, gamesOfDoubleSided } from './double-sided/doubleSidedResult';
export type { DoubleSidedOutcome } from './double-sided/doubleSidedResult';
export { sassSettingsFromFlags } from './sass/settingsFromFlags';
export { exactCost } from './sass/exactCost';
export type { ExactCost } from './sass/exactCost';
export { buildSwissState } from './fide/history';
export type { SwissState } from './fide/history';
export { forfeitWinRounds, pabRounds, winWithoutPlayingRounds } from './fide/byeEligibility';
export type { FideRules } from './fide/compatibility';
