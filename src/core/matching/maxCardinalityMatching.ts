/**
 * Maximum-cardinality matching on a general (non-bipartite) graph: Edmonds' blossom algorithm,
 * one breadth-first search per free vertex with blossoms contracted through a `base` array.
 * O(V³) worst case (O(V·E) per augmentation phase in practice), exact, no weights.
 *
 * Deterministic: adjacency lists keep the caller's edge order, roots are tried in vertex order,
 * so the same input gives the same matching on every run and every platform.
 */
import { blossomBase, markBlossomPath } from './blossomTree';

/** The number of matched pairs in a mate array (mate[v] = partner or -1). */
export function matchingSize(mate: Int32Array): number {
  let matched = 0;
  for (let v = 0; v < mate.length; v++) if ((mate[v] as number) > v) matched++;
  return matched;
}

/** Compressed adjacency: neighbours of v are adj[start[v] .. start[v+1]). Self-loops dropped. */
function buildAdjacency(
  vertexCount: number,
  edges: readonly (readonly [number, number])[],
): { start: Int32Array; adj: Int32Array } {
  const degree = new Int32Array(vertexCount + 1);
  for (const [u, v] of edges) {
    checkVertex(u, vertexCount);
    checkVertex(v, vertexCount);
    if (u === v) continue;
    degree[u]!++;
    degree[v]!++;
  }
  const start = new Int32Array(vertexCount + 1);
  for (let v = 0; v < vertexCount; v++) start[v + 1] = start[v]! + degree[v]!;
  const fill = start.slice(0, vertexCount);
  const adj = new Int32Array(start[vertexCount]!);
  for (const [u, v] of edges) {
    if (u === v) continue;
    adj[fill[u]!++] = v;
    adj[fill[v]!++] = u;
  }
  return { start, adj };
}

function checkVertex(v: number, vertexCount: number): void {
  if (!Number.isInteger(v) || v < 0 || v >= vertexCount) {
    throw new RangeError(`matching: vertex ${v} out of range 0..${vertexCount - 1}`);
  }
}

/**
 * A maximum-cardinality matching. Returns mate[v] = partner of v, or -1 when v is unmatched.
 * Edges are unordered pairs; duplicates and self-loops are ignored.
 */
export function maxCardinalityMatching(
  vertexCount: number,
  edges: readonly (readonly [number, number])[],
): Int32Array {
  const n = vertexCount;
  const mate = new Int32Array(n).fill(-1);
  if (n === 0) return mate;
  const { start, adj } = buildAdjacency(n, edges);

  // Greedy start: match each vertex to its first free neighbour (keeps the search short).
  for (let v = 0; v < n; v++) {
    if (mate[v] !== -1) continue;
    for (let i = start[v]!; i < start[v + 1]!; i++) {
      const u = adj[i]!;
      if (mate[u] === -1) {
        mate[v] = u;
        mate[u] = v;
        break;
      }
    }
  }

  const parent = new Int32Array(n); // tree parent of an inner (odd) vertex, -1 if none
  const base = new Int32Array(n); // base of the blossom containing v
  const inTree = new Uint8Array(n); // v is an outer (even) vertex already queued
  const inBlossom = new Uint8Array(n);
  const onPath = new Uint8Array(n);
  const queue = new Int32Array(n);

  const tree = { mate, parent, base };

  /** Breadth-first search for an augmenting path from `root`; returns its free end or -1. */
  const findAugmentingPath = (root: number): number => {
    parent.fill(-1);
    inTree.fill(0);
    for (let v = 0; v < n; v++) base[v] = v;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    inTree[root] = 1;
    while (head < tail) {
      const v = queue[head++]!;
      for (let i = start[v]!; i < start[v + 1]!; i++) {
        const u = adj[i]!;
        if (base[v] === base[u] || mate[v] === u) continue;
        if (u === root || (mate[u] !== -1 && parent[mate[u]!] !== -1)) {
          // u is outer: an odd cycle, contract the blossom.
          onPath.fill(0);
          const b = blossomBase(tree, onPath, v, u);
          inBlossom.fill(0);
          markBlossomPath(tree, inBlossom, v, b, u);
          markBlossomPath(tree, inBlossom, u, b, v);
          for (let x = 0; x < n; x++) {
            if (inBlossom[base[x]!]) {
              base[x] = b;
              if (!inTree[x]) {
                inTree[x] = 1;
                queue[tail++] = x;
              }
            }
          }
        } else if (parent[u] === -1) {
          parent[u] = v;
          if (mate[u] === -1) return u;
          const m = mate[u]!;
          inTree[m] = 1;
          queue[tail++] = m;
        }
      }
    }
    return -1;
  };

  for (let root = 0; root < n; root++) {
    if (mate[root] !== -1) continue;
    let v = findAugmentingPath(root);
    // Flip the path root ... v.
    while (v !== -1) {
      const pv = parent[v]!;
      const next = mate[pv]!;
      mate[v] = pv;
      mate[pv] = v;
      v = next;
    }
  }
  return mate;
}
