import { replaceRound, saveRound } from '../db/repository';
import { roundComplete } from '../core/model';
import { withFixedBoards } from '../core/pairing-edit';
import { systemFor } from '../core/systems';
import type { PairingProgress } from '../core/model';
import { formatDiagnosis, playerNames } from '../core/diagnosis';
import { fail } from './protocol';
import type { Args, Result } from './protocol';
import type { Context } from './handlers';

/**
 * User Timing marks at each phase (`pairwise:read`, `read-end`, `pair`, `pair-end`, `write-end`):
 * a performance trace shows them on the worker's thread (the browser bench reads them). Cheap.
 */
const mark = (phase: string): void => {
  performance.mark(`pairwise:${phase}`);
};

/** At most one report per this many milliseconds: a round of many small brackets would post one a bracket. */
const reportEveryMs = 100;

/** `report`, called at most once per `reportEveryMs` (the first call always goes through). */
const everyFewMs = <T>(report: (p: T) => void): ((p: T) => void) => {
  let last = -Infinity;
  return (p) => {
    const now = performance.now();
    if (now - last < reportEveryMs) return;
    last = now;
    report(p);
  };
};

/**
 * The `pair-round` handler. Pairs one round: read a snapshot (the worker's cache: kept from the
 * warm-up when nothing changed since), call the core (or take the round paired ahead from that very
 * snapshot), write the round in one transaction (which re-checks that the round is still unpaired).
 * Refusals are thrown (`fail`) and reach the client as its `WorkerError`.
 */
export const pairRound = async (req: Args<'pair-round'>, { db, snapshots, ahead, progress }: Context<'pair-round'>): Promise<Result<'pair-round'>> => {
  progress({ stage: 'reading' });
  mark('read');
  const snapshot = await snapshots(req.tournamentId);
  mark('read-end');
  if (!snapshot) return fail('not-found', `There is no tournament with id ${req.tournamentId}.`);
  const stored = snapshot.tournament;
  // Re-pair: the latest round, without results, is paired again from the rounds before it.
  const latest = stored.rounds[stored.rounds.length - 1];
  if (req.repair) {
    if (!latest || req.round !== latest.number) return fail('invalid-input', `Only the latest round (${latest?.number ?? 'none'}) can be re-paired, not round ${req.round}.`);
    const played = latest.pairings.filter((p) => p.games.some((g) => g !== null)).map((p) => p.board);
    if (played.length > 0) return fail('wrong-status', `Round ${req.round} already has results on board(s) ${played.join(', ')}; it cannot be re-paired.`);
  }
  // The round before it was complete enough when it was first paired (the TO may have confirmed).
  const t = req.repair ? { ...stored, rounds: stored.rounds.slice(0, -1) } : stored;
  if (!req.repair && req.round !== t.rounds.length + 1) {
    return t.rounds.length >= req.round
      ? fail('already-paired', `Round ${req.round} is already paired.`)
      : fail('invalid-input', `The next round is ${t.rounds.length + 1}, not ${req.round}.`);
  }
  const previous = t.rounds[t.rounds.length - 1];
  if (previous && !roundComplete(previous) && !req.allowMissingResults && !req.repair) {
    const missing = previous.pairings.filter((p) => p.games.some((g) => g === null)).map((p) => p.board);
    return fail('results-missing', `Round ${previous.number} still needs results on board(s) ${missing.join(', ')}.`);
  }
  if (req.round > t.totalRounds) return fail('invalid-input', `The tournament has ${t.totalRounds} rounds.`);

  progress({ stage: 'pairing' });
  mark('pair');
  const onProgress = everyFewMs((paired: PairingProgress) => progress({ stage: 'pairing', paired }));
  const outcome = (req.repair ? undefined : ahead.take(snapshot, req.round)) ?? systemFor(t.settings).pairNextRound(t, { onProgress });
  mark('pair-end');
  if (!outcome.ok) {
    // No valid pairing: tell the TO which players and which rule (src/core/diagnosis), in words.
    const d = outcome.diagnosis;
    return d === undefined ? fail(outcome.reason, outcome.detail) : fail(outcome.reason, formatDiagnosis(d, playerNames(t), '\n'), d);
  }
  // Board numbers: the system's order, with fixed boards respected (players' fixedBoard).
  const round = withFixedBoards(t, outcome.round);

  progress({ stage: 'saving' });
  const saved = req.repair
    ? await replaceRound(db, req.tournamentId, req.round, round, req.now, snapshot.revision)
    : await saveRound(db, req.tournamentId, req.round, round, req.now, snapshot.revision);
  mark('write-end');
  if (!saved.ok) return fail(saved.reason, saved.detail);
  return { round: req.round, boards: round.pairs.length, notes: round.notes };
};
