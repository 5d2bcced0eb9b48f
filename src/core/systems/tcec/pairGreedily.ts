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
 * first-of-pair's mate in it keeps the round viable at no cost; any other candidate keeps it
 * viable iff an augmenting path joins the two players their pairing leaves without a partner
 * (searched directly when short, else by Edmonds' blossom algorithm on the players left).
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

  const pairUp = (u: number, v: number): void => {
    mate[u] = v;
    mate[v] = u;
  };

  /**
   * Whether pairing `first` with `second` keeps the round viable; if so, `mate` becomes a perfect
   * matching that contains that pair. Removing both from the current perfect matching exposes
   * their mates a and b; the rest has a perfect matching iff an augmenting path joins a and b.
   * Short paths (a-b, a-x-y-b) are looked for directly, longer ones by the blossom algorithm.
   */
  const keepsViable = (first: number, second: number): boolean => {
    if (mate[first] === second) return true;
    const a = mate[first] as number;
    const b = mate[second] as number;
    if (allowed[a * n + b] === 1) {
      pairUp(a, b);
      pairUp(first, second);
      return true;
    }
    for (let x = 0; x < n; x++) {
      if (paired[x] === 1 || x === first || x === second || x === a || x === b || allowed[a * n + x] === 0) continue;
      const y = mate[x] as number;
      if (allowed[y * n + b] === 1) {
        pairUp(a, x);
        pairUp(y, b);
        pairUp(first, second);
        return true;
      }
    }
    // The blossom algorithm on the players left, seeded with the current matching: its pairs
    // come first in the edge list (so its greedy start rebuilds them) and a, b are numbered last.
    const vertices: number[] = [];
    const local = new Int32Array(n).fill(-1);
    for (let v = 0; v < n; v++) {
      if (paired[v] === 0 && v !== first && v !== second && v !== a && v !== b && local[v] === -1) {
        local[v] = vertices.length;
        vertices.push(v);
        const w = mate[v] as number;
        local[w] = vertices.length;
        vertices.push(w);
      }
    }
    local[a] = vertices.length;
    vertices.push(a);
    local[b] = vertices.length;
    vertices.push(b);
    const restEdges: [number, number][] = [];
    for (let k = 0; k + 3 < vertices.length; k += 2) restEdges.push([k, k + 1]);
    for (const [i, j] of edges) {
      const u = local[i] as number;
      const v = local[j] as number;
      if (u >= 0 && v >= 0 && paired[i] === 0 && paired[j] === 0) restEdges.push([u, v]);
    }
    const m = viablePairing(vertices.length, restEdges);
    if (m === null) return false;
    vertices.forEach((v, k) => {
      mate[v] = vertices[m[k] as number] as number;
    });
    pairUp(first, second);
    return true;
  };

  for (let first = 0; first < n; first++) {
    if (paired[first] === 1) continue;
    let chosen = -1;
    for (let second = first + 1; second < n; second++) {
      if (paired[second] === 1 || allowed[first * n + second] === 0) continue;
      if (keepsViable(first, second)) {
        chosen = second;
        break;
      }
    }
    if (chosen < 0) return null; // cannot happen while `mate` is a perfect matching
    paired[first] = 1;
    paired[chosen] = 1;
    pairs.push({ firstOfPair: order[first] as P, secondOfPair: order[chosen] as P });
  }
  return pairs;
};
