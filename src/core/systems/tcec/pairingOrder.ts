import type { TcecPlayerState } from './tcecPlayer';

/**
 * TCEC STEP 1: "Pairing starts by ranking the players by score (DESC), seed (ASC). This ranking is
 * called the pairing order." Every round, the first included, uses it.
 */
export const pairingOrder = <P extends Pick<TcecPlayerState, 'id' | 'score'>>(players: readonly P[]): P[] =>
  players.slice().sort((a, b) => b.score - a.score || a.id - b.id);

/**
 * TCEC STEP 2: with an odd number of players, order them by received byes (DESC), then pairing
 * order (ASC); "the bottom player receives the BYE" — the worst-performing player among those with
 * the fewest byes. `order` is the pairing order of STEP 1; null when nobody needs the bye.
 */
export const byeCandidate = <P extends Pick<TcecPlayerState, 'byes'>>(order: readonly P[]): P | null => {
  if (order.length % 2 === 0) return null;
  const ranked = order.slice().sort((a, b) => b.byes - a.byes); // stable: ties keep the pairing order
  return ranked[ranked.length - 1] ?? null;
};
