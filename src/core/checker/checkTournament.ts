import type { Bye, PairingSystem, PlannedBye, PlayerId, ProposedPair, ProposedRound, Round, Tournament } from '../model';
import { assertNever, gamesWhenPairing, isPlayed } from '../model';

/**
 * The state just before round `round` (1-based) of a played tournament, as the pairing program saw
 * it (bbpPairings' checker): rounds 1..round-1 with their results; the round's entries decided
 * before pairing (half-point, zero-point and full-point byes, and absences — a blank entry, read as
 * a zero-point bye) become planned byes; the pairing-allocated bye is the system's to give.
 * A result corrected after this round was paired counts as it stood then (C.04.2: a corrected
 * result affects only the pairings yet to be made; `Pairing.asPaired`).
 */
export function stateBeforeRound(t: Tournament, round: number): Tournament {
  const actual = t.rounds[round - 1];
  const planned: PlannedBye[] = [];
  for (const b of actual?.byes ?? []) {
    switch (b.kind) {
      case 'H': case 'Z': case 'F': planned.push({ player: b.player, kind: b.kind, round }); break;
      case 'absent': planned.push({ player: b.player, kind: 'Z', round }); break;
      case 'U': break;
      default: assertNever(b.kind);
    }
  }
  const plannedIds = new Set(planned.map((b) => b.player));
  return {
    ...t,
    rounds: t.rounds.slice(0, round - 1).map((r) =>
      r.pairings.some((p) => p.asPaired !== undefined)
        ? { ...r, pairings: r.pairings.map((p) => (p.asPaired === undefined ? p : { ...p, games: gamesWhenPairing(p, round) })) }
        : r,
    ),
    plannedByes: [...t.plannedByes.filter((b) => b.round !== round || !plannedIds.has(b.player)), ...planned],
  };
}

/** One board as the checker compares it: White, Black (0 for the pairing-allocated bye). */
export interface CheckedPair {
  readonly white: PlayerId;
  readonly black: PlayerId | 0;
  /**
   * A forfeit the file wrote without colours (`CheckOptions.colourless`): listed with the higher
   * number as White, as bbpPairings' checker lists it (its Pairing of a player, the opponent and no
   * colour makes the opponent, the higher number, White).
   */
  readonly colourless?: true;
}

/** What the caller knows of the file the tournament came from. */
export interface CheckOptions {
  /**
   * Whether the unplayed game (forfeit) of `white` and `black` in `round` was written without
   * colours (TRF colour '-'). Such a game matches the system's pair either way round (bbpPairings'
   * checker takes a pair as made when White's entry names the opponent and is not Black, and an
   * entry without a colour is not Black); a forfeit written with colours is compared with its
   * colours, as a played game is. Absent: every forfeit counts as written without colours.
   */
  readonly colourless?: (round: number, white: PlayerId, black: PlayerId) => boolean;
}

/** A round whose pairing is not the one the system makes. */
export interface RoundDiscrepancy {
  readonly round: number;
  /** The system's pairs that the file does not have (board order), or null when the system found no valid pairing. */
  readonly checkerPairs: readonly CheckedPair[] | null;
  /** The file's pairs of the same players (board order). */
  readonly tournamentPairs: readonly CheckedPair[];
  /** Plain words for the organiser, e.g. "Round 4: the pairing system pairs 3-7 and 5-12; the file has 3-5 and 7-12." */
  readonly summary: string;
}

export interface CheckReport {
  /** Number of rounds checked. */
  readonly rounds: number;
  readonly discrepancies: readonly RoundDiscrepancy[];
}

const pairsOf = (pairs: readonly ProposedPair[], byes: readonly Bye[]): CheckedPair[] => [
  ...pairs.map((p) => ({ white: p.white, black: p.black })),
  ...byes.filter((b) => b.kind === 'U').map((b) => ({ white: b.player, black: 0 as const })),
];

const key = (p: CheckedPair): string => `${p.white} ${p.black}`;
const unordered = (p: { readonly white: number; readonly black: number }): string => `${Math.min(p.white, p.black)}-${Math.max(p.white, p.black)}`;
const text = (ps: readonly CheckedPair[]): string => {
  const words = ps.map((p) => (p.black === 0 ? `the bye to ${p.white}` : `${p.white}-${p.black}`));
  return words.length <= 1 ? (words[0] ?? 'nothing') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`;
};

/** Sees each round's state and the system's pairing of it (null: no valid pairing), e.g. to write a check-list. */
export type RoundObserver = (round: number, before: Tournament, proposed: ProposedRound | null) => void;

/** Compares one played round with the system's pairing of the state before it. */
export function checkRound(t: Tournament, round: number, system: PairingSystem, onRound?: RoundObserver, options: CheckOptions = {}): RoundDiscrepancy | null {
  const actual: Round = t.rounds[round - 1]!;
  const before = stateBeforeRound(t, round);
  const outcome = system.pairNextRound(before);
  onRound?.(round, before, outcome.ok ? outcome.round : null);
  const filePairs = pairsOf(actual.pairings, actual.byes);
  // A forfeit written without colours matches the system's pair either way round; one written with
  // colours is compared with them (bbpPairings' checker: White's entry names the opponent and is
  // not Black).
  const colourless = options.colourless ?? ((): boolean => true);
  const unplayed = new Set(actual.pairings
    .filter((p) => p.games.length > 0 && p.games.every((g) => g !== null && !isPlayed(g)) && colourless(round, p.white, p.black))
    .map((p) => unordered(p)));
  if (!outcome.ok) {
    return {
      round,
      checkerPairs: null,
      tournamentPairs: filePairs,
      summary: `Round ${round}: the pairing system finds no valid pairing (${outcome.detail}).`,
    };
  }
  const proposed: ProposedRound = outcome.round;
  const systemPairs = pairsOf(proposed.pairs, proposed.byes);
  const fileKeys = new Set(filePairs.map(key));
  const matches = (p: CheckedPair): boolean => fileKeys.has(key(p)) || (p.black !== 0 && unplayed.has(unordered(p)));
  const missing = systemPairs.filter((p) => !matches(p));
  if (missing.length === 0 && systemPairs.length === filePairs.length) return null;
  const involved = new Set<number>(missing.flatMap((p) => [p.white, p.black]));
  const systemKeys = new Set(systemPairs.map(key));
  const systemUnordered = new Set(systemPairs.filter((p) => p.black !== 0).map(unordered));
  const inSystem = (p: CheckedPair): boolean => systemKeys.has(key(p)) || (p.black !== 0 && unplayed.has(unordered(p)) && systemUnordered.has(unordered(p)));
  const extra = filePairs.filter((p) => !inSystem(p) && (involved.has(p.white) || involved.has(p.black) || missing.length === 0))
    .map((p): CheckedPair => (options.colourless !== undefined && p.black !== 0 && unplayed.has(unordered(p))
      ? { white: Math.max(p.white, p.black) as PlayerId, black: Math.min(p.white, p.black) as PlayerId, colourless: true }
      : p));
  return {
    round,
    checkerPairs: missing,
    tournamentPairs: extra,
    summary: `Round ${round}: the pairing system pairs ${text(missing)}; the file has ${text(extra)}.`,
  };
}

/**
 * Replays a whole tournament round by round with the given system and reports every round whose
 * pairing (opponents, colours or the pairing-allocated bye) differs from what the system makes.
 * Pure: the app's "Check pairings" and the CLI's `-c` both call this.
 */
export function checkTournament(t: Tournament, system: PairingSystem, onRound?: RoundObserver, options: CheckOptions = {}): CheckReport {
  const discrepancies: RoundDiscrepancy[] = [];
  for (let r = 1; r <= t.rounds.length; r++) {
    const d = checkRound(t, r, system, onRound, options);
    if (d !== null) discrepancies.push(d);
  }
  return { rounds: t.rounds.length, discrepancies };
}

const pad = (s: string, width: number): string => s.padStart(width, ' ');
const cell = (p: CheckedPair | undefined): string => (p === undefined ? pad('', 9) : `${pad(String(p.white), 3)} - ${pad(String(p.black), 3)}`);

/**
 * The report in bbpPairings' `-c` layout: "FILE: Round #N" for every round, and under a round that
 * differs, the checker's pairs beside the tournament's; "No valid pairing exists for round N."
 * when the system cannot pair it.
 */
export function formatCheckReport(report: CheckReport, fileName: string): string {
  const byRound = new Map(report.discrepancies.map((d) => [d.round, d]));
  let out = '';
  for (let r = 1; r <= report.rounds; r++) {
    out += `${fileName}: Round #${r}\n`;
    const d = byRound.get(r);
    if (d === undefined) continue;
    if (d.checkerPairs === null) {
      out += `No valid pairing exists for round ${r}.\n\n`;
      continue;
    }
    out += `  Checker pairings${pad('', 8)}Tournament pairings \n`;
    const rows = Math.max(d.checkerPairs.length, d.tournamentPairs.length);
    for (let i = 0; i < rows; i++) out += `    ${cell(d.checkerPairs[i])}${pad('', 16)}${cell(d.tournamentPairs[i])}`.trimEnd() + '\n';
    out += '\n';
  }
  return out;
}
