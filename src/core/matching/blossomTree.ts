/**
 * The two blossom steps of Edmonds' cardinality search with blossoms contracted through a `base`
 * array, shared by maxCardinalityMatching (adjacency lists) and DenseCardinalityMatcher (an
 * adjacency test over a changing member set). The searches differ only in how they list a
 * vertex's neighbours; these steps read nothing but the tree arrays.
 *
 * `parent[x]`: tree parent of an inner vertex; `mate[x]`: partner or -1; `base[x]`: base of x's
 * blossom.
 */
export interface BlossomTree {
  readonly mate: Int32Array;
  readonly parent: Int32Array;
  readonly base: Int32Array;
}

/**
 * The base of the blossom that the edge a–b closes: the lowest common ancestor of a and b in the
 * alternating tree. `onPath` must be all 0 on the tree's vertices; it is left marking a's path.
 */
export function blossomBase(t: BlossomTree, onPath: Uint8Array, a0: number, b0: number): number {
  const { base, mate, parent } = t;
  let a = a0;
  for (;;) {
    a = base[a]!;
    onPath[a] = 1;
    if (mate[a] === -1) break;
    a = parent[mate[a]!]!;
  }
  let b = b0;
  for (;;) {
    b = base[b]!;
    if (onPath[b]) return b;
    b = parent[mate[b]!]!;
  }
}

/**
 * Marks in `inBlossom` the bases on the tree path from v up to blossom base b, and points each
 * inner vertex's parent across the closing edge (child: the vertex on the other side of it), so
 * that augmenting paths can run through the blossom both ways.
 */
export function markBlossomPath(t: BlossomTree, inBlossom: Uint8Array, v0: number, b: number, child0: number): void {
  const { base, mate, parent } = t;
  let v = v0;
  let child = child0;
  while (base[v] !== b) {
    const m = mate[v]!;
    inBlossom[base[v]!] = 1;
    inBlossom[base[m]!] = 1;
    parent[v] = child;
    child = m;
    v = parent[m]!;
  }
}
