import { meetingsOf } from './encounterHistory';
import type { EncounterHistory } from './encounterHistory';
import type { TcecPlayerState } from './tcecPlayer';
import { allowedPairsGraph, viablePairing } from './viability';

/** A pair as STEP 4 forms it: the first-of-pair comes earlier in the pairing order. */
export interface FirstAndSecond<P> {
  readonly firstOfPair: P;
  readonly secondOfPair: P;
}

/**
 * TCEC STEP 4: pick the first unpaired player in the pairing order (the first-of-pair), then the
 * highest-ranked unpaired player such that the pairing condition holds and the round stays viable
 * (STEP 3); repeat until everyone is paired. `order` is the pairing order without the bye player.
 * Returns the pairs in pairing order of their first-of-pair, or null when no viable pairing exists.
 *
 * Viability is kept with a perfect matching of the allowed-pairs graph: a candidate who is the
 * first-of-pair's mate in it keeps the round viable at no cost; any other candidate is tried by
 * matching the players left over (Edmonds' blossom), which then becomes the current matching.
 */
export const pairGreedily = <P extends TcecPlayerState>(
  order: readonly P[],
  history: EncounterHistory,
): FirstAndSecond<P>[] | null => {
  const n = order.length;
  const edges = allowedPairsGraph(order, meetingsOf(history));
  const allowed = new Uint8Array(n * n);
  for (const [i, j] of edges) {
    allowed[i * n + j] = 1;
    allowed[j * n + i] = 1;
  }
  const found = viablePairing(n, edges);
  if (found === null) return null;
  const mate = Int32Array.from(found);
  const paired = new Uint8Array(n);
  const pairs: FirstAndSecond<P>[] = [];

  /** A perfect matching of the players still unpaired once `first` and `second` are, or null. */
  const restMatching = (first: number, second: number): { vertices: number[]; mate: Int32Array } | null => {
    const vertices: number[] = [];
    const local = new Int32Array(n).fill(-1);
    for (let v = 0; v < n; v++) {
      if (paired[v] === 0 && v !== first && v !== second) {
        local[v] = vertices.length;
        vertices.push(v);
      }
    }
    const restEdges: [number, number][] = [];
    for (const [i, j] of edges) {
      const a = local[i] ?? -1;
      const b = local[j] ?? -1;
      if (a >= 0 && b >= 0) restEdges.push([a, b]);
    }
    const m = viablePairing(vertices.length, restEdges);
    return m === null ? null : { vertices, mate: m };
  };

  for (let first = 0; first < n; first++) {
    if (paired[first] === 1) continue;
    let chosen = -1;
    for (let second = first + 1; second < n && chosen < 0; second++) {
      if (paired[second] === 1 || allowed[first * n + second] === 0) continue;
      if (mate[first] === second) {
        chosen = second;
        break;
      }
      const rest = restMatching(first, second);
      if (rest === null) continue;
      rest.vertices.forEach((v, k) => {
        mate[v] = rest.vertices[rest.mate[k] ?? -1] ?? -1;
      });
      mate[first] = second;
      mate[second] = first;
      chosen = second;
    }
    if (chosen < 0) return null; // cannot happen while `mate` is a perfect matching
    paired[first] = 1;
    paired[chosen] = 1;
    pairs.push({ firstOfPair: order[first] as P, secondOfPair: order[chosen] as P });
  }
  return pairs;
};
