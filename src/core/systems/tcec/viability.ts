import type { PlayerId } from '../../model';
import { maxCardinalityMatching } from '../../matching';
import { meetingsOf, removeEarliestRound } from './encounterHistory';
import type { EncounterHistory, Meetings } from './encounterHistory';
import { whiteGameDifference } from './tcecPlayer';
import type { TcecPlayerState } from './tcecPlayer';

/**
 * TCEC STEP 3, the pairing condition: p1 and p2 are allowed to be paired iff they have not met as
 * per the encounter history and the colour balancing conditions hold, |WGD(p1) + WGD(p2)| <= 2
 * (if either has WGD +2 the other has at most 0; if either has -2 the other has at least 0).
 */
export const allowedToMeet = (
  p1: Pick<TcecPlayerState, 'id' | 'whiteGames' | 'blackGames'>,
  p2: Pick<TcecPlayerState, 'id' | 'whiteGames' | 'blackGames'>,
  meetings: Meetings,
): boolean =>
  p1.id !== p2.id &&
  !meetings.has(p1.id, p2.id) &&
  Math.abs(whiteGameDifference(p1) + whiteGameDifference(p2)) <= 2;

/** The allowed-pairs graph of STEP 3 over `players` (vertex i = players[i]). */
export const allowedPairsGraph = (
  players: readonly TcecPlayerState[],
  meetings: Meetings,
): [number, number][] => {
  const edges: [number, number][] = [];
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) {
      if (allowedToMeet(players[i] as TcecPlayerState, players[j] as TcecPlayerState, meetings)) edges.push([i, j]);
    }
  }
  return edges;
};

/**
 * A perfect matching of the allowed-pairs graph (mate[i] = j, or -1), or null when none exists:
 * STEP 3's "viable pairing", found by maximum-cardinality matching (Edmonds' blossom algorithm).
 */
export const viablePairing = (vertexCount: number, edges: readonly (readonly [number, number])[]): Int32Array | null => {
  if (vertexCount % 2 !== 0) return null;
  const mate = maxCardinalityMatching(vertexCount, edges);
  for (let i = 0; i < vertexCount; i++) if ((mate[i] ?? -1) < 0) return null;
  return mate;
};

export const viablePairingExists = (players: readonly TcecPlayerState[], history: EncounterHistory): boolean =>
  viablePairing(players.length, allowedPairsGraph(players, meetingsOf(history))) !== null;

/**
 * TCEC STEP 3: "If no viable pairings exist, remove the earliest round in the encounter history.
 * Repeat this as necessary until a viable pairing exists. The removals are permanent."
 * `viable` is false when even the empty history leaves no viable pairing (the colour conditions
 * alone forbid it); the history is then empty.
 */
export const removeUntilViable = (
  history: EncounterHistory,
  toPair: readonly PlayerId[],
  states: ReadonlyMap<PlayerId, TcecPlayerState>,
): { readonly history: EncounterHistory; readonly removedRounds: readonly number[]; readonly viable: boolean } => {
  const players = toPair.map((id) => states.get(id)).filter((p): p is TcecPlayerState => p !== undefined);
  const removedRounds: number[] = [];
  let current = history;
  for (;;) {
    if (viablePairingExists(players, current)) return { history: current, removedRounds, viable: true };
    const next = removeEarliestRound(current);
    if (next === null) return { history: current, removedRounds, viable: false };
    current = next.history;
    removedRounds.push(next.removedRound);
  }
};
