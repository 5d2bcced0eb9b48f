import type { PlayerId, RuleTexts, SystemId } from '../model';
import { maxCardinalityMatching } from '../matching';
import type { BlockedBye, BlockedPair, ByeBlock, PairBlock, PairingDiagnosis, Unpairable, UnpairableGroup } from '../model';

/**
 * Who may meet whom in the round to pair under a system's absolute rules: the graph every
 * system's matching is built on (edges = allowed pairs, plus a bye seat when one player must get
 * the pairing-allocated bye).
 */
export interface CompatibilityGraph {
  readonly system: SystemId;
  readonly round: number;
  /** The players to pair (vertex i = players[i]). */
  readonly players: readonly PlayerId[];
  /** One of them gets the pairing-allocated bye (an odd number, in a system with byes). */
  readonly withBye: boolean;
  /** Why the two may not meet; null when they may. */
  pairBlock(a: PlayerId, b: PlayerId): PairBlock | null;
  /** Why the player may not have the bye; null when they may. */
  byeBlock(p: PlayerId): ByeBlock | null;
  /** The bye decided before the graph is built (TCEC STEP 2). */
  readonly byeGivenTo?: PlayerId;
  /** The system's words for its rules, copied into the diagnosis. */
  readonly ruleTexts?: RuleTexts;
}

/**
 * Vertices reachable from an exposed vertex by an even alternating path: the "outer" vertices of
 * Edmonds' search forest grown from every exposed vertex at once, blossoms included. The matching
 * is maximum, so no edge joins two trees' outer vertices (that would be an augmenting path) and
 * every blossom lies inside one tree. One search, O(V²) plus O(V) per blossom.
 */
const outerVertices = (adj: readonly (readonly number[])[], mate: Int32Array): Uint8Array => {
  const n = adj.length;
  const base = Int32Array.from({ length: n }, (_, i) => i);
  const parent = new Int32Array(n).fill(-1);
  const outer = new Uint8Array(n);
  const queue: number[] = [];
  for (let v = 0; v < n; v++) {
    if (mate[v] === -1) {
      outer[v] = 1;
      queue.push(v);
    }
  }
  const seen = new Uint8Array(n);
  const lca = (a0: number, b0: number): number => {
    seen.fill(0);
    let a = a0;
    for (;;) {
      a = base[a]!;
      seen[a] = 1;
      if (mate[a] === -1) break;
      a = parent[mate[a]!]!;
    }
    let b = b0;
    for (;;) {
      b = base[b]!;
      if (seen[b]) return b;
      b = parent[mate[b]!]!;
    }
  };
  const inBlossom = new Uint8Array(n);
  const markPath = (v0: number, b: number, child0: number): void => {
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      inBlossom[base[v]!] = 1;
      inBlossom[base[mate[v]!]!] = 1;
      parent[v] = child;
      child = mate[v]!;
      v = parent[mate[v]!]!;
    }
  };
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    for (const to of adj[v]!) {
      if (base[v] === base[to] || mate[v] === to) continue;
      if (mate[to] === -1 || parent[mate[to]!] !== -1) {
        // An outer-outer edge: a blossom in v's tree (across trees it would augment, impossible).
        const b = lca(v, to);
        inBlossom.fill(0);
        markPath(v, b, to);
        markPath(to, b, v);
        for (let i = 0; i < n; i++) {
          if (!inBlossom[base[i]!]) continue;
          base[i] = b;
          if (!outer[i]) {
            outer[i] = 1;
            queue.push(i);
          }
        }
      } else if (parent[to] === -1) {
        parent[to] = v;
        outer[mate[to]!] = 1;
        queue.push(mate[to]!);
      }
    }
  }
  return outer;
};

/**
 * The Gallai–Edmonds decomposition's D (as `inD`): the vertices some maximum matching leaves
 * exposed; with a maximum matching `mate` and the adjacency lists.
 */
export const gallaiEdmonds = (
  vertexCount: number,
  edges: readonly (readonly [number, number])[],
): { readonly mate: Int32Array; readonly adj: readonly (readonly number[])[]; readonly inD: Uint8Array } => {
  const mate = maxCardinalityMatching(vertexCount, edges);
  const adj: number[][] = Array.from({ length: vertexCount }, () => []);
  for (const [u, v] of edges) {
    if (u === v) continue;
    adj[u]!.push(v);
    adj[v]!.push(u);
  }
  return { mate, adj, inD: outerVertices(adj, mate) };
};

interface Witness {
  readonly groups: readonly (readonly number[])[];
  readonly opponents: readonly number[];
}

/**
 * A smallest Tutte witness found from the Gallai–Edmonds decomposition of a graph without a
 * perfect matching: D = vertices some maximum matching leaves exposed (the outer vertices of the
 * search forest from the exposed ones), A = their other neighbours. Every component of G[D] is odd and
 * touches only A; a maximum matching matches A into distinct components, so from a component no A
 * vertex is matched into, the alternating search reaches k+1 components whose only outside
 * neighbours are k vertices of A. Among the exposed components, the one giving the fewest vertices
 * is kept. Null when the graph has a perfect matching.
 */
export const tutteWitness = (
  vertexCount: number,
  edges: readonly (readonly [number, number])[],
  /** A vertex to avoid in the witness on a tie (the bye seat: players read better). */
  avoid = -1,
): Witness | null => {
  const { mate, adj, inD } = gallaiEdmonds(vertexCount, edges);
  const exposed: number[] = [];
  for (let v = 0; v < vertexCount; v++) if (mate[v] === -1) exposed.push(v);
  if (exposed.length === 0) return null;
  // Components of G[D].
  const comp = new Int32Array(vertexCount).fill(-1);
  const comps: number[][] = [];
  for (let s = 0; s < vertexCount; s++) {
    if (!inD[s] || comp[s] !== -1) continue;
    const members = [s];
    comp[s] = comps.length;
    for (let h = 0; h < members.length; h++) {
      for (const w of adj[members[h]!]!) {
        if (inD[w] && comp[w] === -1) {
          comp[w] = comps.length;
          members.push(w);
        }
      }
    }
    comps.push(members.sort((a, b) => a - b));
  }
  const inA = (v: number): boolean => !inD[v] && adj[v]!.some((w) => inD[w]);
  let best: Witness | null = null;
  let bestSize = Infinity;
  const rootComps = [...new Set(exposed.map((v) => comp[v]!))];
  for (const c0 of rootComps) {
    const seenComp = new Set<number>([c0]);
    const seenA = new Set<number>();
    const order = [c0];
    for (let h = 0; h < order.length; h++) {
      for (const v of comps[order[h]!]!) {
        for (const a of adj[v]!) {
          if (!inA(a) || seenA.has(a)) continue;
          seenA.add(a);
          const next = comp[mate[a]!]!;
          if (!seenComp.has(next)) {
            seenComp.add(next);
            order.push(next);
          }
        }
      }
    }
    const vertices = order.flatMap((c) => comps[c]!);
    const size = vertices.length + seenA.size + (vertices.includes(avoid) || seenA.has(avoid) ? 0.5 : 0);
    if (size < bestSize) {
      bestSize = size;
      best = { groups: order.map((c) => comps[c]!), opponents: [...seenA].sort((a, b) => a - b) };
    }
  }
  return best;
};

/**
 * Names the players who cannot all be paired and the rules that block them, or null when the
 * compatibility graph allows a pairing (every player paired, the bye to an eligible player).
 */
export const explainUnpairable = (g: CompatibilityGraph): PairingDiagnosis | null => {
  const n = g.players.length;
  const byeVertex = g.withBye ? n : -1;
  const vertexCount = n + (g.withBye ? 1 : 0);
  const edges: [number, number][] = [];
  const pairBlocks = new Map<number, PairBlock>();
  const byeBlocks = new Map<number, ByeBlock>();
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const block = g.pairBlock(g.players[i]!, g.players[j]!);
      if (block === null) edges.push([i, j]);
      else pairBlocks.set(i * n + j, block);
    }
    if (g.withBye) {
      const block = g.byeBlock(g.players[i]!);
      if (block === null) edges.push([i, byeVertex]);
      else byeBlocks.set(i, block);
    }
  }
  const w = tutteWitness(vertexCount, edges, byeVertex);
  if (w === null) return null;

  const toGroup = (vs: readonly number[]): UnpairableGroup => ({
    players: vs.filter((v) => v !== byeVertex).map((v) => g.players[v]!),
    withBye: vs.includes(byeVertex),
  });
  // Groups in start-rank order (the bye seat, the last vertex, last).
  const groups = [...w.groups].sort((a, b) => a[0]! - b[0]!).map(toGroup);
  const opponentPlayers = w.opponents.filter((v) => v !== byeVertex);
  const byeIsOpponent = w.opponents.includes(byeVertex);
  let unpairable: Unpairable;
  if (w.opponents.length === 0 && groups.length === 1) {
    const group = groups[0]!;
    if (group.players.length === 0) unpairable = { kind: 'no-bye' };
    else if (group.players.length === 1 && !group.withBye) unpairable = { kind: 'no-opponent', player: group.players[0]!, byeExists: g.withBye };
    else unpairable = { kind: 'odd-group', group, byeExists: g.withBye };
  } else {
    unpairable = { kind: 'too-few-opponents', groups, opponents: opponentPlayers.map((v) => g.players[v]!), byeIsOpponent };
  }

  // The blocked pairings that make the witness: each group's players against everyone outside
  // their group and the opponents (or, for `no-bye`, every player's bye).
  const blockedPairs: BlockedPair[] = [];
  const blockedByes: BlockedBye[] = [];
  const opponentSet = new Set(w.opponents);
  for (const members of w.groups) {
    const memberSet = new Set(members);
    for (const v of members) {
      if (v === byeVertex) continue;
      for (let o = 0; o < n; o++) {
        if (memberSet.has(o) || opponentSet.has(o)) continue;
        const block = pairBlocks.get(Math.min(v, o) * n + Math.max(v, o));
        if (block) blockedPairs.push({ player: g.players[v]!, opponent: g.players[o]!, block });
      }
      const bye = byeBlocks.get(v);
      if (g.withBye && !memberSet.has(byeVertex) && !byeIsOpponent && bye) blockedByes.push({ player: g.players[v]!, block: bye });
    }
  }
  if (unpairable.kind === 'no-bye') {
    for (const [v, block] of byeBlocks) blockedByes.push({ player: g.players[v]!, block });
  }
  return {
    system: g.system,
    round: g.round,
    unpairable,
    blockedPairs,
    blockedByes,
    ...(g.byeGivenTo === undefined ? {} : { byeGivenTo: g.byeGivenTo }),
    ...(g.ruleTexts === undefined ? {} : { ruleTexts: g.ruleTexts }),
  };
};
