import { describe, expect, it } from 'vitest';
import { BlossomForest, DART, MAX_VERTICES, headOf } from '../../src/core/matching/blossomForest';

/**
 * The blossom bookkeeping alone, without arithmetic: a forest whose blossoms the test builds by
 * hand, to reach nestings far deeper than a small graph produces. A Burstein round 1 of 5,000
 * players nests blossoms thousands deep (one S vertex after the other joins an odd cycle through
 * the blossom before it), and at 9,999 players the recursive walk through them overflowed the
 * stack.
 */
class HandBuiltForest extends BlossomForest {
  protected allowEdge(): void {}
  protected slackLess(): boolean { return false; }
  protected isTight(): boolean { return false; }
  protected zeroDual(): void {}
  protected spreadDual(): boolean { return false; }
  protected dualParity(): number { return 0; }
  protected raiseDual(): void {}
  protected leastSlackFromS(): number { return -1; }
  protected forgetTightEdges(): void {}
  protected fixDuals(): void {}
  protected heaviestEdgeDuals(): void {}
  protected stage(): boolean { return false; }
  protected unscale(): void {}

  /**
   * Blossoms b1 ⊂ b2 ⊂ … ⊂ bK, all based at vertex 0: b1 is the odd cycle 0, x1, y1 and bk the odd
   * cycle b(k-1), xk, yk, with xk = 2k-1 matched to yk = 2k. Vertex 2K+1 stays outside, free.
   * Returns the outermost blossom.
   */
  nest(depth: number): number {
    const dart = (a: number, b: number): number => a * DART + b;
    let inner = 0;
    for (let k = 1; k <= depth; k++) {
      const x = 2 * k - 1;
      const y = 2 * k;
      const b = this.N + k - 1;
      this.blossomchilds[b] = [inner, x, y];
      // child 0 → child 1, the matched edge x–y, child 2 → back into child 0
      this.blossomendps[b] = [dart(k === 1 ? 0 : x - 2, x), dart(x, y), dart(y, 0)];
      this.blossombase[b] = 0;
      this.blossomparent[inner] = b;
      this.blossomparent[x] = b;
      this.blossomparent[y] = b;
      this.mate[x] = dart(x, y);
      this.mate[y] = dart(y, x);
      inner = b;
    }
    for (let v = 0; v <= 2 * depth; v++) this.inblossom[v] = inner;
    return inner;
  }
  leaves(b: number): Int32Array {
    return this.leavesOf(b);
  }
  /** Augments along the edge from vertex v (inside the blossoms) to the free vertex z. */
  augmentTo(v: number, z: number): void {
    this.augmentMatching(v, z);
  }
  mateOf(v: number): number {
    return this.mate[v] === -1 ? -1 : headOf(this.mate[v]!);
  }
}

/**
 * Runs f with little of the stack left (a few thousand small frames): what the command line's
 * main thread has at 9,999 players, where the test's worker thread has a larger stack. The same
 * function measures how deep it can go and then goes nearly that deep.
 */
const withLittleStack = <T>(f: () => T): T => {
  let deepest = 0;
  const descend = (depth: number, bottom: number): T | undefined => {
    deepest = Math.max(deepest, depth);
    if (depth === bottom) return f();
    const r = descend(depth + 1, bottom);
    return r;
  };
  try {
    descend(0, -1);
  } catch {
    // the stack's end, found
  }
  return descend(0, deepest - 3000) as T;
};

describe('BlossomForest on deeply nested blossoms', () => {
  const depth = Math.floor((MAX_VERTICES - 1) / 2) - 1; // 16,382 blossoms, one inside the other
  const n = 2 * depth + 2;

  it('lists the vertices of blossoms nested 16,000 deep, depth first in child order', () => {
    const forest = new HandBuiltForest(n);
    const outer = forest.nest(depth);
    const leaves = withLittleStack(() => forest.leaves(outer));
    expect(leaves.length).toBe(2 * depth + 1);
    expect(Array.from(leaves.subarray(0, 5))).toEqual([0, 1, 2, 3, 4]);
  });

  it('augments from the innermost vertex through every level: the blossoms rebased there, all paired', () => {
    const forest = new HandBuiltForest(n);
    forest.nest(depth);
    const z = n - 1;
    withLittleStack(() => forest.augmentTo(1, z));
    expect(forest.mateOf(1)).toBe(z);
    expect(forest.mateOf(z)).toBe(1);
    const unpaired: number[] = [];
    for (let v = 0; v < n; v++) {
      const m = forest.mateOf(v);
      if (m === -1 || forest.mateOf(m) !== v) unpaired.push(v);
    }
    expect(unpaired).toEqual([]);
  });
});
