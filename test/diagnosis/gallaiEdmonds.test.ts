import fc from 'fast-check';
import { expect, test } from 'vitest';
import { gallaiEdmonds, tutteWitness } from '../../src/core/diagnosis';
import { matchingSize, maxCardinalityMatching } from '../../src/core/matching';

const graphs = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc.tuple(fc.constant(n), fc.double({ min: 0.05, max: 0.7, noNaN: true })).chain(([n2, p]) =>
    fc.tuple(fc.constant(n2), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: (n2 * (n2 - 1)) / 2, maxLength: (n2 * (n2 - 1)) / 2 }).map((xs) => {
      const edges: [number, number][] = [];
      let k = 0;
      for (let u = 0; u < n2; u++) for (let v = u + 1; v < n2; v++) if (xs[k++]! < p) edges.push([u, v]);
      return edges;
    }))));

/** Gallai–Edmonds D by its definition: v is in D iff removing v leaves a maximum matching as large. */
test('D is exactly the set of vertices some maximum matching leaves exposed (random graphs, fixed seed)', () => {
  fc.assert(
    fc.property(graphs, ([n, edges]) => {
      const { inD, mate } = gallaiEdmonds(n, edges);
      const size = matchingSize(mate);
      for (let v = 0; v < n; v++) {
        const without = matchingSize(maxCardinalityMatching(n, edges.filter(([a, b]) => a !== v && b !== v)));
        expect(inD[v] === 1).toBe(without === size);
      }
    }),
    { seed: 77, numRuns: 250 },
  );
});

/** The witness proves there is no perfect matching: k+1 odd groups whose only outside neighbours are k vertices. */
test('a Tutte witness exists exactly when there is no perfect matching, and it is valid (random graphs, fixed seed)', () => {
  fc.assert(
    fc.property(graphs, ([n, edges]) => {
      const w = tutteWitness(n, edges);
      const perfect = 2 * matchingSize(maxCardinalityMatching(n, edges)) === n;
      expect(w === null).toBe(perfect);
      if (w === null) return;
      expect(w.groups.length).toBe(w.opponents.length + 1);
      const opponents = new Set(w.opponents);
      for (const g of w.groups) {
        expect(g.length % 2).toBe(1);
        const inGroup = new Set(g);
        for (const [a, b] of edges) {
          if (inGroup.has(a) && !inGroup.has(b)) expect(opponents.has(b)).toBe(true);
          if (inGroup.has(b) && !inGroup.has(a)) expect(opponents.has(a)).toBe(true);
        }
      }
    }),
    { seed: 78, numRuns: 250 },
  );
});
