import fc from 'fast-check';
import { expect, test } from 'vitest';
import { referenceMaxWeightMatching } from './referenceMatching';
import { WarmMatcher } from './warmMatcher';

const weightOf = (w: bigint[][], mate: ArrayLike<number>): bigint => {
  let t = 0n;
  for (let i = 0; i < mate.length; i++) if (mate[i]! > i) t += w[i]![mate[i]!]!;
  return t;
};

test('a warm re-solve after weight changes is as heavy as a cold solve (fixed seed)', () => {
  const change = fc.tuple(fc.nat(11), fc.nat(11), fc.oneof(fc.constant(0n), fc.bigInt(1n, 40n), fc.bigInt(1n << 90n, (1n << 90n) + 40n)));
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 12 }), fc.array(fc.array(change, { minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 12 }), (n, batches) => {
      const w: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
      const m = new WarmMatcher(n);
      for (const batch of batches) {
        for (const [a, b, x] of batch) {
          const i = a % n;
          const j = b % n;
          if (i === j) continue;
          w[i]![j] = w[j]![i] = x;
          m.setWeight(i, j, x);
        }
        const edges: [number, number, bigint][] = [];
        for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (w[i]![j]! > 0n) edges.push([i, j, w[i]![j]!]);
        const got = m.solve();
        for (let i = 0; i < n; i++) if (got[i]! >= 0) expect(got[got[i]!]).toBe(i);
        expect(weightOf(w, got)).toBe(weightOf(w, referenceMaxWeightMatching(n, edges)));
      }
    }),
    { seed: 20260201, numRuns: 100 },
  );
});
