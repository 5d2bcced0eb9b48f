import { blossomBase, markBlossomPath } from './blossomTree';
import type { BlossomTree } from './blossomTree';

/**
 * A maximum-cardinality matching over a changing vertex set of a dense graph given by an
 * adjacency test, kept between changes: members join free, a member that leaves frees its
 * partner, and `augment()` re-matches only the free members (Edmonds' blossom search, one
 * breadth-first search per free vertex with blossoms contracted through a base array).
 *
 * Used by the Dutch system to check that the players below the brackets being decided can still
 * all be paired together with those the decisions send down to them. In dense graphs (a Swiss
 * round: most pairs are allowed) an augmenting path is found within a few layers, so a change
 * costs little more than scanning the members a few times.
 */
export class DenseCardinalityMatcher {
  private readonly mate: Int32Array;
  private readonly isMember: Uint8Array;
  private members: number[] = [];
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly inTree: Uint8Array;
  private readonly inBlossom: Uint8Array;
  private readonly onPath: Uint8Array;
  /** The tree arrays, as the shared blossom steps read them. */
  private readonly tree: BlossomTree;

  constructor(
    private readonly capacity: number,
    private readonly adjacent: (a: number, b: number) => boolean,
  ) {
    this.mate = new Int32Array(capacity).fill(-1);
    this.isMember = new Uint8Array(capacity);
    this.parent = new Int32Array(capacity);
    this.base = new Int32Array(capacity);
    this.inTree = new Uint8Array(capacity);
    this.inBlossom = new Uint8Array(capacity);
    this.onPath = new Uint8Array(capacity);
    this.tree = { mate: this.mate, parent: this.parent, base: this.base };
  }

  has(v: number): boolean {
    return this.isMember[v] === 1;
  }

  /** The partner of v, or -1. */
  mateOf(v: number): number {
    return this.mate[v]!;
  }

  /** v joins, unmatched. */
  add(v: number): void {
    if (v < 0 || v >= this.capacity || this.isMember[v]) throw new RangeError(`DenseCardinalityMatcher: cannot add ${v}`);
    this.isMember[v] = 1;
    this.mate[v] = -1;
    this.members.push(v);
  }

  /** v leaves; its partner stays, unmatched. */
  remove(v: number): void {
    if (!this.isMember[v]) throw new RangeError(`DenseCardinalityMatcher: ${v} is not a member`);
    this.unmatch(v);
    this.isMember[v] = 0;
    // in place, the others keeping their order (a new array per departure was most of a Dutch
    // round's garbage: every player leaves the rest once, from a list of hundreds)
    this.members.splice(this.members.indexOf(v), 1);
  }

  /** Breaks v's pair (e.g. when the adjacency changed under it). */
  unmatch(v: number): void {
    const m = this.mate[v]!;
    if (m >= 0) this.mate[m] = -1;
    this.mate[v] = -1;
  }

  /** Members left unmatched. */
  freeMembers(): number[] {
    return this.members.filter((v) => this.mate[v] === -1);
  }

  /**
   * Matches free members greedily, then augments from each remaining free member. Returns the
   * number of members left unmatched (0: the matching is perfect).
   */
  augment(): number {
    const { mate, members } = this;
    for (const v of members) {
      if (mate[v] !== -1) continue;
      for (const u of members) {
        if (u !== v && mate[u] === -1 && this.adjacent(v, u)) {
          mate[v] = u;
          mate[u] = v;
          break;
        }
      }
    }
    let left = 0;
    for (const root of members) {
      if (mate[root] !== -1) continue;
      let v = this.findAugmentingPath(root);
      if (v === -1) {
        left++;
        continue;
      }
      while (v !== -1) {
        const pv = this.parent[v]!;
        const next = mate[pv]!;
        mate[v] = pv;
        mate[pv] = v;
        v = next;
      }
    }
    return left;
  }

  /** Breadth-first search for an augmenting path from `root`; returns its free end or -1. */
  private findAugmentingPath(root: number): number {
    const { members, mate, parent, base, inTree, inBlossom, onPath } = this;
    for (const v of members) {
      parent[v] = -1;
      inTree[v] = 0;
      base[v] = v;
    }
    const queue: number[] = [root];
    inTree[root] = 1;
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head]!;
      for (const u of members) {
        if (u === v || base[v] === base[u] || mate[v] === u || !this.adjacent(v, u)) continue;
        if (u === root || (mate[u] !== -1 && parent[mate[u]!] !== -1)) {
          // u is outer: an odd cycle, contract the blossom.
          for (const x of members) onPath[x] = 0;
          const b = blossomBase(this.tree, onPath, v, u);
          for (const x of members) inBlossom[x] = 0;
          markBlossomPath(this.tree, inBlossom, v, b, u);
          markBlossomPath(this.tree, inBlossom, u, b, v);
          for (const x of members) {
            if (inBlossom[base[x]!]) {
              base[x] = b;
              if (!inTree[x]) {
                inTree[x] = 1;
                queue.push(x);
              }
            }
          }
        } else if (parent[u] === -1) {
          parent[u] = v;
          if (mate[u] === -1) return u;
          const m = mate[u]!;
          inTree[m] = 1;
          queue.push(m);
        }
      }
    }
    return -1;
  }
}
