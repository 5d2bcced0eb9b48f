import { WideWarmMatcher } from '../../matching';
import { wideAddAt } from '../../matching';
import type { BaseWeights } from './wideWeights';

/**
 * The graph the bracket procedure rewrites and re-solves (bbpPairings' convention: weight 0 = the
 * pair is not allowed). `set` writes base(l, s) plus a small nudge (the ordering rules' low bits);
 * the first vertex is the one whose row is being rewritten. `solve` returns a maximum-weight
 * matching with mate[v] = v when v is unmatched; `finalizePair` fixes a pair for the rest of the
 * round (bbpPairings' finalizePair).
 */
export interface BracketGraph {
  set(a: number, b: number, base: BaseWeights, l: number, s: number, nudge?: number): void;
  setZero(a: number, b: number): void;
  solve(): number[];
  finalizePair(a: number, b: number): void;
  /**
   * B.1 without a re-solve, where the optimum in hand settles it: the first of `candidates` that
   * some maximum-weight matching of the current weights pairs with `a`, made a's partner in the
   * matching held (the caller then fixes the pair); -1 when that cannot be told without a solve.
   * A graph that cannot tell always answers -1.
   */
  firstOptimalPartner?(a: number, candidates: readonly number[]): number;
}

/**
 * The 2017 rules' graph: one bracket (and the next score group) over a WideWarmMatcher, with a
 * dummy vertex when the count is odd; a pair joined by a zero-weight edge is no pair.
 */
export class BracketMatching implements BracketGraph {
  private readonly m: WideWarmMatcher;
  private readonly zeroEdge: Uint8Array;
  private readonly scratch: Float64Array;
  private readonly dummy: number;
  /** Partners of finalised pairs (out of the matcher, still reported). */
  private readonly fixed: Int32Array;

  constructor(
    readonly size: number,
    private readonly limbs: number,
  ) {
    const vertices = size + (size % 2);
    this.m = new WideWarmMatcher(vertices, limbs);
    for (let v = 0; v < vertices; v++) this.m.addVertex();
    this.dummy = size % 2 === 1 ? size : -1;
    this.zeroEdge = new Uint8Array(vertices * vertices).fill(1);
    this.scratch = new Float64Array(limbs);
    this.fixed = new Int32Array(size).fill(-1);
  }

  set(a: number, b: number, base: BaseWeights, l: number, s: number, nudge = 0): void {
    const t = this.scratch;
    base.weightInto(l, s, t, 0);
    if (nudge !== 0) wideAddAt(t, 0, this.limbs, 0, nudge);
    let zero = true;
    for (let i = 0; i < this.limbs; i++) if (t[i] !== 0) zero = false;
    this.zeroEdge[a * this.size + b] = this.zeroEdge[b * this.size + a] = zero ? 1 : 0;
    this.m.setWeight(a, b, t);
  }

  setZero(a: number, b: number): void {
    this.scratch.fill(0);
    this.zeroEdge[a * this.size + b] = this.zeroEdge[b * this.size + a] = 1;
    this.m.setWeight(a, b, this.scratch);
  }

  solve(): number[] {
    this.m.solve();
    const out = new Array<number>(this.size);
    for (let v = 0; v < this.size; v++) {
      if (this.fixed[v]! >= 0) {
        out[v] = this.fixed[v]!;
        continue;
      }
      const u = this.m.mateOf(v);
      out[v] = u < 0 || u === this.dummy || this.zeroEdge[v * this.size + u] ? v : u;
    }
    return out;
  }

  finalizePair(a: number, b: number): void {
    this.m.retirePair(a, b);
    this.fixed[a] = b;
    this.fixed[b] = a;
  }
}
