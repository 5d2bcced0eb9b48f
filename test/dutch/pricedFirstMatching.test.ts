import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForceMaxWeight } from '../matching/bruteForce';
import { wideAddAt, wideNormalize } from '../../src/core/matching';
import { wideToBigInt } from '../../src/core/matching/wideInt';
import { FlatRestGraph } from '../../src/core/systems/dutch/flatRestGraph';
import { pricedFirstMatching } from '../../src/core/systems/dutch/pair2026';
import { WideMatrix, limbsForWeights } from '../../src/core/systems/dutch/wideWeights';

/**
 * The 2026 rules' odd-count first matching (C4/C5: the lowest score the PAB assignee can have) is
 * solved on sparse candidate edges and priced against the duals. Its optimum must be the full
 * graph's: compared on small fields (1-12 players, tiny ones included) with the brute-force
 * matcher and with the dense solve it replaced (FlatRestGraph over every pair).
 */

const TOP = 40;
const SG = 4;

interface Field {
  readonly n: number;
  readonly limbs: number;
  readonly potential: Float64Array;
  readonly compat: Uint8Array;
  readonly topEnd: number;
}

/** Players with a potential (1/2 + [may not take the bye])·2^top + shift·2^sg, as pair2026 builds it. */
const field: fc.Arbitrary<Field> = fc
  .integer({ min: 1, max: 12 })
  .chain((n) =>
    fc.tuple(
      fc.constant(n),
      fc.array(fc.tuple(fc.boolean(), fc.nat(3)), { minLength: n, maxLength: n }),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n * n, maxLength: n * n }),
      fc.integer({ min: 0, max: 9 }),
      fc.integer({ min: 0, max: n }),
    ),
  )
  .map(([n, players, coins, density, topEnd]) => {
    const limbs = limbsForWeights(TOP + 2);
    const potential = new Float64Array(n * limbs);
    players.forEach(([ineligible, shift], i) => {
      wideAddAt(potential, i * limbs, limbs, TOP - 1, 1);
      if (ineligible) wideAddAt(potential, i * limbs, limbs, TOP, 1);
      wideAddAt(potential, i * limbs, limbs, SG, shift);
    });
    const compat = new Uint8Array(n * n);
    for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) compat[i * n + j] = compat[j * n + i] = coins[i * n + j]! < density ? 1 : 0;
    return { n, limbs, potential, compat, topEnd };
  });

const weight = (f: Field, i: number, j: number): bigint => {
  if (!f.compat[i * f.n + j]) return 0n;
  const out = new Float64Array(f.limbs);
  for (let k = 0; k < f.limbs; k++) out[k] = f.potential[i * f.limbs + k]! + f.potential[j * f.limbs + k]!;
  wideNormalize(out, 0, f.limbs);
  return wideToBigInt(out, 0, f.limbs) + (i < f.topEnd && j < f.topEnd ? 1n : 0n);
};

const total = (f: Field, mate: readonly number[]): bigint => {
  let t = 0n;
  for (let x = 0; x < f.n; x++) {
    const y = mate[x]!;
    expect(mate[y]).toBe(x);
    if (y !== x) expect(f.compat[x * f.n + y]).toBe(1);
    if (y > x) t += weight(f, x, y);
  }
  return t;
};

/** The dense solve the priced one replaced: every pair in a FlatRestGraph (the pre-sparse engine). */
const denseFirstMatching = (f: Field): number[] => {
  const { n, limbs, potential, compat, topEnd } = f;
  const graph = new FlatRestGraph(n, limbs, potential, compat);
  graph.promote(Array.from({ length: topEnd }, (_, v) => v));
  const base = new WideMatrix(topEnd, limbs);
  for (let i = 0; i < topEnd; i++) {
    for (let j = 0; j < i; j++) {
      if (!compat[i * n + j]) continue;
      const o = base.offset(i, j);
      for (let k = 0; k < limbs; k++) base.data[o + k] = potential[i * limbs + k]! + potential[j * limbs + k]!;
      wideNormalize(base.data, o, limbs);
      wideAddAt(base.data, o, limbs, 0, 1);
      graph.set(i, j, base, i, j);
    }
  }
  return graph.solve();
};

describe('Dutch 2026 first matching: the priced-out pairs never change the optimum', () => {
  it('weighs what brute force and the dense solve find, and leaves as many players unpaired (1-12 players)', () => {
    fc.assert(
      fc.property(field, (f) => {
        const mate = pricedFirstMatching(f.n, f.limbs, f.potential, f.compat, f.topEnd);
        const edges: [number, number, bigint][] = [];
        for (let i = 0; i < f.n; i++) for (let j = i + 1; j < f.n; j++) if (f.compat[i * f.n + j]) edges.push([i, j, weight(f, i, j)]);
        const best = bruteForceMaxWeight(f.n, edges).maxWeight;
        expect(total(f, mate)).toBe(best);
        const dense = denseFirstMatching(f);
        expect(total(f, dense)).toBe(best);
        const unpaired = (m: readonly number[]): number => m.filter((y, x) => y === x).length;
        expect(unpaired(mate)).toBe(unpaired(dense));
      }),
      { seed: Number(process.env.SEED ?? 3), numRuns: Number(process.env.RUNS ?? 300) },
    );
  });

  it('pairs a tiny field: one player alone, two who may not meet, three of whom two may meet', () => {
    const limbs = limbsForWeights(TOP + 2);
    const pot = (k: number): Float64Array => {
      const p = new Float64Array(k * limbs);
      for (let i = 0; i < k; i++) wideAddAt(p, i * limbs, limbs, TOP - 1, 1);
      return p;
    };
    expect(pricedFirstMatching(1, limbs, pot(1), new Uint8Array(1), 1)).toEqual([0]);
    expect(pricedFirstMatching(2, limbs, pot(2), new Uint8Array(4), 2)).toEqual([0, 1]);
    const c3 = new Uint8Array(9);
    c3[0 * 3 + 2] = c3[2 * 3 + 0] = 1;
    expect(pricedFirstMatching(3, limbs, pot(3), c3, 3)).toEqual([2, 1, 0]);
  });
});

describe('a known defect of the priced first matching (so the Dutch engine keeps the dense solve)', () => {
  // A generated 7-player round (Dutch 2026, seed 1073741802 of the pairing-allocated bye property):
  // the solve ends with a candidate edge that its own duals make infeasible, and the pricing
  // refuses to go on. This test fails once that is fixed: then the engine may use the priced solve.
  it.fails('7 players, three of one potential with different compatibilities', () => {
    const compat = [0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1, 0, 0, 1, 1, 1, 1, 0, 1, 1, 0];
    expect(() => pricedFirstMatching(7, 1, Float64Array.from([404, 144, 136, 136, 136, 132, 384]), Uint8Array.from(compat), 1)).not.toThrow();
  });
});
