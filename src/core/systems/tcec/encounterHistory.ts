import type { PlayerId } from '../../model';

/** The pairs of one round in the encounter history (a double round is one encounter per pair). */
export interface RoundEncounters {
  readonly round: number;
  readonly pairs: readonly (readonly [PlayerId, PlayerId])[];
}

/**
 * TCEC encounter history: who has met whom, round by round. STEP 3 removes its earliest round
 * when no viable pairing exists, and "the removals are permanent", so the history only keeps
 * the rounds from `startsAtRound` on.
 */
export interface EncounterHistory {
  /** Rounds still in the history, earliest first. */
  readonly rounds: readonly RoundEncounters[];
  /** Every round before this one has been removed (1 when nothing has been removed). */
  readonly startsAtRound: number;
  /**
   * Pairs the TO has forbidden (Tournament.forbiddenPairs, TRF-2026 260). Not in the TCEC rules:
   * they count as having met and are never removed.
   */
  readonly forbidden: readonly (readonly [PlayerId, PlayerId])[];
}

export const emptyEncounterHistory: EncounterHistory = { rounds: [], startsAtRound: 1, forbidden: [] };

/** TCEC STEP 4: "Add pairs in the encounter history for this round." */
export const recordEncounters = (
  history: EncounterHistory,
  round: number,
  pairs: readonly (readonly [PlayerId, PlayerId])[],
): EncounterHistory => ({ ...history, rounds: [...history.rounds, { round, pairs }] });

/** TCEC STEP 3: "remove the earliest round in the encounter history"; null when it is empty. */
export const removeEarliestRound = (
  history: EncounterHistory,
): { readonly history: EncounterHistory; readonly removedRound: number } | null => {
  const [earliest, ...rest] = history.rounds;
  if (earliest === undefined) return null;
  return { history: { ...history, rounds: rest, startsAtRound: earliest.round + 1 }, removedRound: earliest.round };
};

/** Whether two players have met "as per the encounter history". */
export interface Meetings {
  has(a: PlayerId, b: PlayerId): boolean;
}

const keyOf = (a: number, b: number): number => (a < b ? a * 0x200000 + b : b * 0x200000 + a);

export const meetingsOf = (history: EncounterHistory): Meetings => {
  const met = new Set<number>();
  for (const r of history.rounds) for (const [a, b] of r.pairs) met.add(keyOf(a, b));
  for (const [a, b] of history.forbidden) met.add(keyOf(a, b));
  return { has: (a, b) => met.has(keyOf(a, b)) };
};
