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

describe('the priced first matching on fields of many players of one potential', () => {
  // A generated 7-player round (Dutch 2026, seed 1073741802 of the pairing-allocated bye property):
  // the cold start's stage went on after an augmentation, a blossom of the trees it took apart was
  // labelled T by another tree while holding a vertex no tight edge reached, and that vertex had no
  // least-slack edge recorded: once the blossom was expanded the dual update passed its edge to an
  // S vertex, and the solve ended with a candidate edge infeasible under its own duals.
  it('7 players, three of one potential with different compatibilities', () => {
    const compat = [0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1, 0, 0, 1, 1, 1, 1, 0, 1, 1, 0];
    const f: Field = { n: 7, limbs: 1, potential: Float64Array.from([404, 144, 136, 136, 136, 132, 384]), compat: Uint8Array.from(compat), topEnd: 1 };
    const mate = pricedFirstMatching(f.n, f.limbs, f.potential, f.compat, f.topEnd);
    expect(total(f, mate)).toBe(total(f, denseFirstMatching(f)));
  });

  it('weighs what the dense solve finds when most players share a potential (1-15 players, varied compatibilities)', () => {
    // The family of that round: few potentials, most players alike (one class for the pricing),
    // pairs that may not meet at any density, an odd count (a dummy). The defect showed on about
    // one field in 2,000 of it, so many cheap runs; the dense solve and brute force on the small ones.
    const alike: fc.Arbitrary<Field> = fc
      .tuple(
        fc.integer({ min: 1, max: 15 }),
        fc.array(fc.constantFrom(404, 384, 144, 136, 136, 136, 136, 132), { minLength: 15, maxLength: 15 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 225, maxLength: 225 }),
        fc.constantFrom(10, 10, 10, 9, 8, 6, 4),
        fc.integer({ min: 0, max: 2 }),
      )
      .map(([n, a, coins, density, topEnd]) => {
        const compat = new Uint8Array(n * n);
        for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) compat[i * n + j] = compat[j * n + i] = coins[i * 15 + j]! < density ? 1 : 0;
        return { n, limbs: 1, potential: Float64Array.from(a.slice(0, n)), compat, topEnd: Math.min(topEnd, n) };
      });
    fc.assert(
      fc.property(alike, (f) => {
        // (the solve throws when a candidate edge ends infeasible: its own certificate)
        const mate = pricedFirstMatching(f.n, f.limbs, f.potential, f.compat, f.topEnd);
        const got = total(f, mate);
        if (f.n <= 9) {
          expect(got).toBe(total(f, denseFirstMatching(f)));
          const edges: [number, number, bigint][] = [];
          for (let i = 0; i < f.n; i++) for (let j = i + 1; j < f.n; j++) if (f.compat[i * f.n + j]) edges.push([i, j, weight(f, i, j)]);
          expect(got).toBe(bruteForceMaxWeight(f.n, edges).maxWeight);
        }
      }),
      { seed: Number(process.env.SEED ?? 3), numRuns: Number(process.env.RUNS ?? 6000) },
    );
  });
});
