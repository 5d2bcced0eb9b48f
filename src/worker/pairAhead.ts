import { roundComplete } from '../core/model';
import type { PairingOutcome } from '../core/model';
import { systemFor } from '../core/systems';
import type { Snapshot } from '../db/repository';

/**
 * Pairing ahead: once the last result of a round is in, the worker pairs the next round while the
 * TO is still looking at the screen, and keeps the outcome in memory. The click on "Pair round N"
 * then only writes and shows it: at 1000 players the pairing itself is about a second of the
 * wait. Nothing is stored or shown before the click.
 *
 * The outcome is used only for the very snapshot it was paired from. The snapshot cache
 * (snapshotCache.ts) hands out the same object only while the tournament's stored version is
 * unchanged, so a result corrected, a player withdrawn or a setting changed in the meantime (here
 * or in another tab) means a new snapshot, and the round is paired afresh on the click. The
 * pairing is a pure function of the tournament (its seeded PRNG included), so a round paired
 * ahead is the round the click would have paired.
 */
export interface PairAhead {
  /** Pairs the snapshot's next round if it can be paired now (every result of the latest round in); whether it did (or had). */
  pair(snapshot: Snapshot): boolean;
  /** The outcome paired ahead for this snapshot and round, if any (taken once). */
  take(snapshot: Snapshot, round: number): PairingOutcome | undefined;
}

/**
 * Above this many players the round is not paired ahead. A big round takes seconds to minutes
 * (5,000 players: half a minute), all of it on the worker's one thread: paired ahead, the TO's
 * click would wait behind it with no progress to show and no way to stop it but closing the
 * tournament, and the worker would hold a second pairing's memory beside the click's. Paired on
 * the click instead, the round shows its progress and can be cancelled.
 */
export const pairAheadUpTo = 1500;

/** The round that can be paired next without asking the TO anything, or null. */
export const roundToPairAhead = (s: Snapshot): number | null => {
  const t = s.tournament;
  const latest = t.rounds[t.rounds.length - 1];
  const next = t.rounds.length + 1;
  if (next > t.totalRounds || (latest && !roundComplete(latest)) || t.players.length < 2 || t.players.length > pairAheadUpTo) return null;
  return next;
};

export const createPairAhead = (): PairAhead => {
  // One outcome: the tournament on screen (the one the TO is about to pair).
  let kept: { snapshot: Snapshot; round: number; outcome: PairingOutcome } | null = null;
  return {
    pair: (snapshot) => {
      if (kept?.snapshot === snapshot) return true;
      kept = null;
      const round = roundToPairAhead(snapshot);
      if (round === null) return false;
      try {
        const outcome = systemFor(snapshot.tournament.settings).pairNextRound(snapshot.tournament);
        kept = { snapshot, round, outcome };
        performance.mark('pairwise:paired-ahead');
        return true;
      } catch {
        // The click pairs again and reports whatever is wrong, in words.
        return false;
      }
    },
    take: (snapshot, round) => {
      if (kept === null || kept.snapshot !== snapshot || kept.round !== round) return undefined;
      const { outcome } = kept;
      kept = null;
      return outcome;
    },
  };
};
