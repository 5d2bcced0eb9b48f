import type { Agreement, BoardResult, ExplainOutcome, ExplainQuestion, PairingSystem, Player, PlayerId, ProposedRound, ScoringRule, SystemId, SystemSettings, Tenths, Tournament } from '../model';
import type { ColourCount } from './engine-swiss/colourCounts';
import type { CompatibilityGraph } from '../diagnosis';
import type { StandingsOptions, StandingsReport, TieBreakListItem } from '../standings';
import type { StandingsRefusal } from '../standings';
import type { FideRules } from './fide/compatibility';
import type { EventKind } from './eventKinds';
import type { SystemWording } from './wording';

/** One row of a system's own state (systemState kind and value); null: the row is removed. */
export interface OptionState {
  readonly kind: string;
  /** The state in words, for the saved message and the audit ("the opening order"). */
  readonly name: string;
  readonly state: unknown;
}

/** A system's settings variant, by its id: `SettingsOf<'dutch'>` is the Dutch settings. */
export type SettingsOf<Id extends SystemId> = Extract<SystemSettings, { readonly system: Id }>;

/** What a settings reader returns: the settings, or the field that is wrong ('' for the settings as a whole) and why, in words. */
export type SettingsRead<S> =
  | { readonly ok: true; readonly settings: S }
  | { readonly ok: false; readonly field: string; readonly message: string };

/** The names of a board's two seats and of its games, by what is played: colours for chess, sides for Netrunner. */
export interface Seats {
  readonly first: string;
  readonly second: string;
  /** One line per game of a board: who has which seat in that game (games after the first swap). */
  readonly gameLabels: readonly string[];
  /** The outcomes a result slip offers for one game, from the first seat's side. */
  readonly outcomes: readonly string[];
}

/**
 * How a new event orders its start list before the TO looks at it (the seeding screen offers the
 * others): FIDE initial ranking (C.04.2: rating, then title, then name), TCEC-style groups by
 * rating, or a random draw.
 */
export type SeedingDefault =
  | { readonly method: 'fide-initial-ranking' }
  | { readonly method: 'groups'; readonly groups: number }
  | { readonly method: 'random' };

/** Command-line options given with a system flag (`--double`, `--rules 2017`, `--score-factor 2`). */
export type SystemOptions = ReadonlyMap<string, string | true>;

/** How the command line names and configures a system. */
export interface CliSpec<S extends SystemSettings> {
  /** `--dutch`. */
  readonly flag: `--${string}`;
  /** For the usage text: the system and its options. */
  readonly usage: string;
  /** The options this system takes and how many values each has. */
  readonly options: Readonly<Record<string, 0 | 1>>;
  /**
   * The settings the flags say, and only those (a setting no flag gave is left out, so that a
   * file's 192 code can say it); the module's defaults fill the rest when no file does.
   */
  readonly fromFlags: (options: SystemOptions) => SettingsRead<Partial<S> & Pick<S, 'system'>>;
}

/**
 * The Netrunner features of a system: identities, the top cut and the Always Be Running export.
 * `doubleSided`: each pair plays one game per side in a round.
 */
export interface NetrunnerFeatures {
  readonly doubleSided: boolean;
  /**
   * The agreed results a TO may enter (core/netrunner/agreedResults): the intentional draw in both
   * formats, the 241 only double-sided (a pairing of two games; Cobra offers a single-sided Swiss
   * pairing "Intentional Draw" beside Corp Win / Tie / Runner Win, and no 241).
   */
  readonly agreements: readonly Agreement[];
}

/**
 * The rounds of an event: what the new-event form suggests, and a schedule the system fixes.
 * Absent: a Swiss's ⌈log2 n⌉ suggested (`swissRounds`), the TO's number kept.
 */
export interface RoundsCapability<S extends SystemSettings> {
  /** The rounds suggested for `players` expected players; absent: ⌈log2 n⌉. A round robin says n − 1 (or n when n is odd). */
  readonly suggested?: (players: number) => number;
  /** Where the suggested rounds come from, in words after the suggestion (the rule or table cited). */
  readonly basis?: string;
  /**
   * The number of rounds the system itself fixes for a field of `players` players (a round robin:
   * its Berger table), or null when it cannot for that field. Set when the seeding is locked.
   * Absent: the TO chooses the number.
   */
  readonly fixed?: (settings: S, players: number) => number | null;
}

/** Replaying a played event round by round and comparing (`-c`, the app's "Check pairings"). */
export interface CheckerCapability {
  /** bbpPairings' check-list for one round (`-l`): the players as the system saw them, and the pairing. */
  readonly checklist?: (before: Tournament, proposed: ProposedRound | null) => string;
}

/** TRF-2026 record 192 (tournament type). Absent: the TRF says no system (the ladder). */
export interface TrfCapability<S extends SystemSettings> {
  /** FIDE's code for these settings, or CUSTOM_SWISS for a Swiss of its own (its settings in PWS). */
  readonly code: (settings: S) => string;
  /** The settings a 192 code names, when it is one of this system's FIDE codes (case-insensitive). */
  readonly read?: (code: string) => S | null;
}

/** The system's standings. Absent: no ranking of rounds (the ladder ranks on its own screen). */
export interface StandingsCapability<S extends SystemSettings> {
  /**
   * The standings, with the TO's tie-break list when the system allows one; refused, as a value,
   * when that list cannot rank the event (C.07 Art. 10: unrated players; an unknown code).
   */
  readonly report: (t: Tournament, options: StandingsOptions, settings: S) => StandingsReport | StandingsRefusal;
  /**
   * The parts of `report`'s work, for a caller that runs one per task before asking for the
   * standings (the app, behind another tab: `standingsReportParts`); absent where the standings
   * are computed at once (round robins, engine events, Netrunner: fields of hundreds, not thousands).
   */
  readonly parts?: (t: Tournament, options: StandingsOptions) => readonly (() => void)[];
  /**
   * The tie-break list the system ranks by when the TO names none; absent for a fixed ranking of
   * its own (TCEC, the TCEC wiki's "TCEC Swiss Tournament System"). `options`: a manual seed order joins the Netrunner list.
   */
  readonly tieBreakList?: (options: StandingsOptions) => readonly TieBreakListItem[];
  /** Whether the TO may replace the system's tie-break list (the Netrunner and TCEC rankings are fixed). */
  readonly tieBreaksEditable: boolean;
  /**
   * What the standings screen leads with: the ranking ('standings', when absent), or the crosstable
   * of every player against every other ('crosstable', a round robin's usual main view).
   */
  readonly mainView?: 'standings' | 'crosstable';
  /**
   * Each player's games by colour, shown beside the standings (engine events, whose matches swap
   * colours game by game); absent = not shown.
   */
  readonly colourCounts?: (t: Tournament) => ReadonlyMap<PlayerId, ColourCount>;
}

/** What the tournament generator (`-g`, the worker's compile-ahead event) needs of a system beyond its pairing. */
export interface GeneratorCapability<S extends SystemSettings> {
  /** Start-rank order of the players `-g` generates (absent: highest rating first, as bbpPairings). */
  readonly order?: (players: readonly Player[], settings: S) => readonly Player[];
  /**
   * The record a partly generated file declares its rounds in: 142 (TRF-2026), or XXR for an
   * edition whose reference engine reads no 142 (the Dutch 2017 rules: bbpPairings 5.0.1).
   */
  readonly roundsRecord?: (settings: S) => 'XXR' | '142';
}

/**
 * An acceleration with virtual points the settings choose (Baku, C.04.5.1 / C.04.7), for a system
 * that offers one.
 */
export interface AccelerationCapability<S extends SystemSettings> {
  /** Why the acceleration cannot be used with these point values, or null (also when the settings choose none). */
  readonly scoringProblem: (settings: S, scoring: ScoringRule) => string | null;
  /**
   * The virtual points by player as a late entry finds them, to be kept as the tournament's
   * explicit acceleration (TRF XXA / 250) so the entry does not move the groups; null when the
   * settings choose no acceleration or there is nothing to keep yet.
   */
  readonly atLateEntry: (t: Tournament, settings: S) => ReadonlyMap<PlayerId, readonly Tenths[]> | null;
}

/** Engine events: each match is played on an opening from the TO's list. */
export interface OpeningsCapability {
  /** The systemState kind the drawn opening order is kept under. */
  readonly stateKind: string;
}

/** The event is run on its own screen rather than in rounds (the ladder). */
export interface OwnScreenCapability {
  /**
   * The state row (systemState `kind`) the screen keeps, which says whether the event is over, and
   * how (the ladder: its final ranking is made): an event without rounds has none to count.
   */
  readonly stateKind: string;
  readonly finished: (state: unknown) => boolean;
}

/**
 * Every fact about one pairing system, in one place: what the app, the command line, the readers
 * and the worker need to know about it. One per folder (`src/core/systems/<name>/index.ts`),
 * registered once in `src/core/systems/index.ts`; code elsewhere asks the module instead of
 * testing the system id.
 *
 * A small required core (identity, settings and their validator, scoring, seats and result words,
 * the seeding default) and optional capabilities a system has or lacks: a caller asks whether the
 * capability is there (`if (m.checker)`), never which system it is.
 */
export interface SystemModule<S extends SystemSettings = SystemSettings> {
  // ── identity ──
  readonly id: S['system'];
  /** Short name: "FIDE Dutch". */
  readonly name: string;
  /** One line for the new-event form. */
  readonly description: string;
  /** What is played on a board: chess (White and Black) or Netrunner (Corp and Runner). */
  readonly game: 'chess' | 'netrunner';
  /** The kind of event the new-event form lists the system under (chess Swiss, Netrunner, engine event…). */
  readonly kind: EventKind;

  // ── settings ──
  /** The settings a new event starts from. */
  readonly defaults: S;
  /**
   * The choices the app's system lists offer for this system (key: the list's value), the first
   * being `defaults`; e.g. TCEC single and double rounds. Empty for a system created on its own form.
   */
  readonly presets: readonly { readonly key: string; readonly label: string; readonly settings: S }[];
  /**
   * The one validator of the system's settings, whoever hands them in: the create form, the
   * settings panel, the CSV/TRF/backup readers, the command line and the worker. Keeps only the
   * fields the system has.
   */
  readonly readSettings: (raw: unknown) => SettingsRead<S>;
  /** The settings in words: "FIDE Dutch (2026), Baku acceleration". */
  readonly describe: (settings: S) => string;
  /**
   * 'before-round-1': the system and its options can change until round 1 is paired (C.04.1);
   * 'at-creation': the event is created as this system (engine Swiss, ladder) and not switched to
   * or from later. Its options still change until round 1 is paired when the module remakes the
   * state they made (`optionStates`); without that they are fixed at creation.
   */
  readonly chosen: 'before-round-1' | 'at-creation';
  /**
   * The system's own state that follows from its options (engine Swiss: the opening order drawn
   * from the tournament's seed), made at creation and made again, in the same transaction, when
   * the options change before round 1. A `state` of null: no such row.
   */
  readonly optionStates?: (settings: S, randomSeed: number) => readonly OptionState[];
  /** How a new event orders its start list (the seeding screen offers the others). */
  readonly seeding: (settings: S, players: number) => SeedingDefault;

  // ── scoring, seats and words ──
  /** The scoring a new event starts with. */
  readonly scoring: ScoringRule;
  /** Games each board plays in round `round` (TCEC double rounds, Netrunner double-sided, engine matches). */
  readonly gamesPerBoard: (settings: S, round: number, totalRounds: number) => number;
  /** Seat names and game lines of a board of `games` games. */
  readonly seats: (settings: S, games: number) => Seats;
  /** One game's result in the system's words; screen, print, projector and exports all use it. */
  readonly resultText: (result: BoardResult) => string;
  /** Registration fields, bye and correction words when they are not chess's (`wordingOf`). */
  readonly wording?: SystemWording;
  /**
   * The mark after the name of a player who left the event, in every standings view, printout and
   * standings export ("(dropped)" for Netrunner, as its TOs and Cobra say); absent: none.
   */
  readonly dropMark?: string;

  // ── capabilities: present when the system has them ──
  /** The rounds suggested on the new-event form, and a schedule the system fixes (round robins). */
  readonly rounds?: RoundsCapability<S>;
  /** Pairs the next round. Absent: a system played one game at a time on its own screen (the ladder). */
  readonly pairing?: PairingSystem;
  /**
   * For a system paired by the warm-started blossom engines, which big opens use: the engine's
   * code path for these settings (Dutch: one per rules edition; '' for one path). The pairing
   * worker pairs a small made-up event once per system and path when a big event opens, so the
   * TO's first round is paired by compiled code. Absent: nothing to gain from compiling ahead.
   */
  readonly compileAhead?: (settings: S) => string;
  /** Who may meet whom in the next round under the system's absolute rules (the "why not" diagnosis), or null. */
  readonly diagnosis?: (t: Tournament, settings: S) => CompatibilityGraph | null;
  /**
   * Why a paired round was paired as it was, for one board or the bye, in the rules' own words:
   * each claim computed by re-solving with the alternative forced (the Rounds screen's "Why?",
   * `pairwise --explain`, the players' phones).
   */
  readonly explain?: (t: Tournament, settings: S, question: ExplainQuestion) => ExplainOutcome;
  /**
   * With `explain`: one short line per player of a paired round, from the facts alone (whom they
   * play, their score group or float, the colour rule), for the players' phones.
   */
  readonly explainShort?: (t: Tournament, settings: S, round: number) => ReadonlyMap<PlayerId, string>;
  /** A played event can be replayed round by round and compared (`-c`, `-l`, the app's "Check pairings"). */
  readonly checker?: CheckerCapability;
  /** TRF-2026 record 192: the code written and the codes read. */
  readonly trf?: TrfCapability<S>;
  /** The standings and tie-breaks. */
  readonly standings?: StandingsCapability<S>;
  /** The command line's flag and options. */
  readonly cli?: CliSpec<S>;
  /** The tournament generator's facts of this system (start order, the rounds record). */
  readonly generator?: GeneratorCapability<S>;
  /**
   * The FIDE Swiss rules the system applies (C.04.1 colours, the C.04.3 C2 bye rule in its
   * edition): the hand-edit warnings check a round against them; rating changes are shown.
   */
  readonly fideRules?: (settings: S) => FideRules;
  /** An acceleration the settings choose (Baku). */
  readonly acceleration?: AccelerationCapability<S>;
  /** Netrunner: identities, the top cut, agreed results, the Always Be Running export. */
  readonly netrunner?: NetrunnerFeatures;
  /** Engine events: an opening per match from the TO's list. */
  readonly openings?: OpeningsCapability;
  /** Run on its own screen rather than in rounds (the ladder). */
  readonly ownScreen?: OwnScreenCapability;
}
