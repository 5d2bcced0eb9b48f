import { loadSnapshot } from '../db/repository';
import { checkRound } from '../core/checker';
import type { CheckedPair, RoundDiscrepancy } from '../core/checker';
import type { PairingOutcome, PairingSystem, ProposedRound, Round } from '../core/model';
import { allSystems, moduleOf, systemFor } from '../core/systems';
import { andList } from '../core/diagnosis';
import { fail } from './protocol';
import type { Args, CheckedBoard, Result, RoundFinding } from './protocol';
import type { Context } from './handlers';

/** The board of a pair in the program's pairing (boards are numbered in the order the system gives them). */
const programBoard = (proposed: ProposedRound, p: CheckedPair): CheckedBoard => {
  const i = p.black === 0 ? -1 : proposed.pairs.findIndex((q) => q.white === p.white && q.black === p.black);
  return { board: i < 0 ? null : i + 1, white: p.white, black: p.black };
};

/** The board of a pair in the round as played. */
const playedBoard = (played: Round, p: CheckedPair): CheckedBoard => {
  const board = p.black === 0 ? undefined : played.pairings.find((q) => q.white === p.white && q.black === p.black)?.board;
  return { board: board ?? null, white: p.white, black: p.black };
};

const finding = (d: RoundDiscrepancy, played: Round, outcome: PairingOutcome | null): RoundFinding =>
  d.checkerPairs === null || outcome === null || !outcome.ok
    ? { kind: 'no-valid-pairing', round: d.round, detail: outcome !== null && !outcome.ok ? outcome.detail : d.summary }
    : {
      kind: 'differs',
      round: d.round,
      program: d.checkerPairs.map((p) => programBoard(outcome.round, p)),
      tournament: d.tournamentPairs.map((p) => playedBoard(played, p)),
    };

/**
 * The `check-pairings` handler ("Check pairings"): reads a snapshot and replays every paired round
 * with the tournament's own system (`checkRound` from core/checker, bbpPairings' `-c`), reporting
 * progress round by round. Writes nothing; reads the database, not the worker's snapshot cache.
 */
export const checkPairings = async (req: Args<'check-pairings'>, { db, progress }: Context<'check-pairings'>): Promise<Result<'check-pairings'>> => {
  const snapshot = await loadSnapshot(db, req.tournamentId);
  if (!snapshot) return fail('not-found', `There is no tournament with id ${req.tournamentId}.`);
  const t = snapshot.tournament;
  if (!moduleOf(t).checker) {
    // The systems that say so in their module (a check needs a pairing that follows from the rounds played).
    const checkable = allSystems.filter((m) => m.checker).map((m) => m.name);
    return fail('invalid-input', `Pairings can be checked for ${andList(checkable)} tournaments only.`);
  }
  if (t.rounds.length === 0) return fail('invalid-input', 'No round is paired yet, so there is nothing to check.');
  const system = systemFor(t.settings);
  // Keeps the system's answer for each round (its boards' numbers, or why it found no pairing).
  const last: { outcome: PairingOutcome | null } = { outcome: null };
  const recording: PairingSystem = { id: system.id, pairNextRound: (state) => (last.outcome = system.pairNextRound(state)) };
  const findings: RoundFinding[] = [];
  for (let r = 1; r <= t.rounds.length; r++) {
    progress({ round: r, rounds: t.rounds.length });
    last.outcome = null;
    const d = checkRound(t, r, recording);
    if (d !== null) findings.push(finding(d, t.rounds[r - 1]!, last.outcome));
  }
  return { rounds: t.rounds.length, findings };
};
