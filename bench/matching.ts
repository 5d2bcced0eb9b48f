/**
 * Maximum-weight matching on complete graphs: src/core/matching against the `edmonds-blossom`
 * package (a plain-JS port of Van Rantwijk's mwmatching), same graphs, same mode.
 *
 *   npm run bench -- matching            sizes 100, 500, 1000, 2000
 *   MATCHING_SIZES=100,500 npm run bench -- matching
 *   MATCHING_REF_BUDGET_MS=60000         skip the reference above sizes whose estimate exceeds this
 */
import { createRequire } from 'node:module';
import { createRng } from '../src/core/random/rng';
import { WeightedMatcher, type WeightedEdge } from '../src/core/matching';

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

export function run(): void {
  console.log('CPU ms (user+system) per solve, complete graphs, max-weight mode; the build of the inputs is not timed.');
  console.log('small = uniform weights in 0..10^6; 128-bit = uniform in 0..2^128-1.');
  const rows: string[][] = [['n', 'ours small ms', 'edmonds-blossom ms', 'speed-up', 'ours 128-bit ms', '128-bit / small']];
  let lastRefMs = 0;
  let lastRefN = 0;
  for (const n of sizes) {
    const rng = createRng(1000 + n);
    const small = completeGraph(n, () => BigInt(rng.int(0, 1_000_000)));
    const limb = () => BigInt(rng.int(0, 0xffffffff) >>> 0);
    const big = completeGraph(n, () => (limb() << 96n) | (limb() << 64n) | (limb() << 32n) | limb());

    const ours = time(() => new WeightedMatcher(n, small).solve());
    const oursBig = time(() => new WeightedMatcher(n, big).solve());

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
      lastRefMs = ref.ms;
      lastRefN = n;
    } else {
      refCell = `skipped (est. ${(estimate / 1000).toFixed(0)} s > budget)`;
    }
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
