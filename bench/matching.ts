/**
 * Maximum-weight matching on complete graphs: maxWeightMatching (the warm engine's one-shot
 * solve, tie rule included) against the `edmonds-blossom` package (a plain-JS port of Van
 * Rantwijk's mwmatching), same graphs, same mode; and a warm re-solve of NumberWarmMatcher.
 * Times the core as it ships (bench/shippedCore.ts), as the Dutch and Burstein benches do.
 *
 *   npm run bench -- matching            sizes 100, 500, 1000, 2000
 *   MATCHING_SIZES=100,500 npm run bench -- matching
 *   MATCHING_REF_BUDGET_MS=60000         skip the reference above sizes whose estimate exceeds this
 */
import { createRequire } from 'node:module';
import { createRng } from '../src/core/random/rng';
import type { WeightedEdge } from '../src/core/matching';
import type { Figure } from './figures';
import { shippedCore } from './shippedCore';

const require = createRequire(import.meta.url);
const edmondsBlossom = require('edmonds-blossom') as (
  edges: [number, number, number][],
  maxCardinality?: boolean,
) => number[];

const sizes = (process.env.MATCHING_SIZES ?? '100,500,1000,2000').split(',').map(Number);
const refBudgetMs = Number(process.env.MATCHING_REF_BUDGET_MS ?? 90_000);

/** Complete graph with weights from `draw`. */
function completeGraph(n: number, draw: () => bigint): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) edges.push([u, v, draw()]);
  return edges;
}

/** CPU time of the process (user + system), steadier than wall time on a shared machine. */
function time<T>(f: () => T): { ms: number; value: T } {
  const c0 = process.cpuUsage();
  const value = f();
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, value };
}

export async function run(): Promise<Figure[]> {
  const { maxWeightMatching, NumberWarmMatcher } = await shippedCore();
  const figures: Figure[] = [];
  console.log('CPU ms (user+system) per solve, complete graphs, max-weight mode; the build of the inputs is not timed.');
  console.log('small = uniform weights in 0..10^6; 128-bit = uniform in 0..2^128-1.');
  const rows: string[][] = [['n', 'ours small ms', 'edmonds-blossom ms', 'speed-up', 'ours 128-bit ms', '128-bit / small']];
  const warmRows: string[][] = [['n', 'warm re-solve ms (4 edges changed)', 'fresh solve ms', 'gain']];
  const packedRows: string[][] = [['n', 'ours packed 128-bit ms', 'packed / small']];
  // Warm up the JIT on every path (Float64 and wide engines, both modes) so the first row is not mostly compilation.
  const warmRng = createRng(1);
  for (const shift of [0n, 100n]) {
    const g = completeGraph(80, () => BigInt(warmRng.int(0, 1_000_000)) << shift);
    maxWeightMatching(80, g);
    maxWeightMatching(80, g, { maxCardinality: true });
  }
  let lastRefMs = 0;
  let lastRefN = 0;
  for (const n of sizes) {
    const rng = createRng(1000 + n);
    const small = completeGraph(n, () => BigInt(rng.int(0, 1_000_000)));
    const limb = () => BigInt(rng.int(0, 0xffffffff) >>> 0);
    const big = completeGraph(n, () => (limb() << 96n) | (limb() << 64n) | (limb() << 32n) | limb());

    const ours = time(() => maxWeightMatching(n, small));
    const oursBig = time(() => maxWeightMatching(n, big));
    // Dutch-like packing: three small criteria in far-apart bit fields, most weights tie above bit 64.
    const packed = completeGraph(n, () => (BigInt(rng.int(0, 3)) << 120n) + (BigInt(rng.int(0, 7)) << 64n) + BigInt(rng.int(0, 1000)));
    const oursPacked = time(() => maxWeightMatching(n, packed));
    // Warm start as the Burstein system re-solves (NumberWarmMatcher, perfect matching of the
    // complete graph): solve, change 4 edges, re-solve warm; fresh = a new matcher's cold solve.
    const warmMatcher = new NumberWarmMatcher(n);
    for (const [u, v, w] of small) if (w > 0n) warmMatcher.setWeight(u, v, Number(w));
    warmMatcher.coldStart();
    warmMatcher.reoptimize();
    const weights = new Map(small.map(([u, v, w]) => [u * n + v, Number(w)]));
    for (let k = 0; k < 4; k++) {
      const u = rng.int(0, n - 2);
      const v = rng.int(u + 1, n - 1);
      const w = rng.int(0, 1_000_000);
      weights.set(u * n + v, w);
      warmMatcher.setWeight(u, v, w);
    }
    const warm = time(() => warmMatcher.solve());
    const freshMatcher = new NumberWarmMatcher(n);
    for (const [key, w] of weights) if (w > 0) freshMatcher.setWeight(Math.floor(key / n), key % n, w);
    freshMatcher.coldStart();
    const fresh = time(() => freshMatcher.solve());
    const weightOfMate = (mate: Int32Array): number => {
      let total = 0;
      for (let u = 0; u < n; u++) if (mate[u]! > u) total += weights.get(u * n + mate[u]!) ?? 0;
      return total;
    };
    if (weightOfMate(warm.value) !== weightOfMate(fresh.value)) console.log(`  n=${n}: WARM START WEIGHT MISMATCH`);
    figures.push({ name: `max-weight matching n=${n}, warm re-solve (4 edges changed)`, value: warm.ms, unit: 'ms CPU', note: `fresh ${fresh.ms.toFixed(0)} ms` });
    warmRows.push([String(n), warm.ms.toFixed(1), fresh.ms.toFixed(0), `${(fresh.ms / warm.ms).toFixed(0)}x`]);
    packedRows.push([String(n), oursPacked.ms.toFixed(0), `${(oursPacked.ms / ours.ms).toFixed(2)}x`]);

    // Reference: cubic growth estimate from the previous size decides whether to run it.
    const estimate = lastRefN > 0 ? lastRefMs * (n / lastRefN) ** 3 : 0;
    let refCell = 'skipped';
    let ratioCell = '-';
    if (estimate <= refBudgetMs) {
      const numeric = small.map(([u, v, w]) => [u, v, Number(w)] as [number, number, number]);
      const ref = time(() => edmondsBlossom(numeric));
      const refWeight = weightOf(small, Int32Array.from(ref.value));
      const ourWeight = weightOf(small, ours.value);
      if (refWeight !== ourWeight) console.log(`  n=${n}: WEIGHT MISMATCH ours ${ourWeight} ref ${refWeight}`);
      refCell = ref.ms.toFixed(0);
      ratioCell = `${(ref.ms / ours.ms).toFixed(1)}x`;
      // Issue 3: at 1000 vertices at least 5x faster than edmonds-blossom.
      figures.push({ name: `max-weight matching n=${n}, speed-up vs edmonds-blossom`, value: ref.ms / ours.ms, unit: 'x', ...(n === 1000 ? { target: { min: 5 } } : {}) });
      lastRefMs = ref.ms;
      lastRefN = n;
    } else {
      refCell = `skipped (est. ${(estimate / 1000).toFixed(0)} s > budget)`;
    }
    figures.push({ name: `max-weight matching n=${n}, weights 0..10^6`, value: ours.ms, unit: 'ms CPU' });
    // Issue 3: 128-bit weights at most 3x the time of small ones.
    figures.push({ name: `max-weight matching n=${n}, 128-bit / small`, value: oursBig.ms / ours.ms, unit: 'x', ...(n === 1000 ? { target: { max: 3 } } : {}) });
    rows.push([
      String(n),
      ours.ms.toFixed(0),
      refCell,
      ratioCell,
      oursBig.ms.toFixed(0),
      `${(oursBig.ms / ours.ms).toFixed(2)}x`,
    ]);
    console.log(rows[rows.length - 1]!.join(' | '));
  }
  console.log('\n' + table(rows));
  console.log('\n' + table(warmRows));
  console.log('\n' + table(packedRows));
  return figures;
}

function weightOf(edges: readonly WeightedEdge[], mate: Int32Array): bigint {
  let total = 0n;
  for (const [u, v, w] of edges) if (mate[u] === v) total += w;
  return total;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => '| ' + r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ') + ' |').join('\n');
}
