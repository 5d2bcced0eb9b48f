/**
 * `npm run bench` runs every bench listed below; `npm run bench -- <name> [...]` runs only those.
 * A benchmark prints timings and returns its figures; it asserts nothing. At the end one table
 * lists every figure of the benches that ran, with its target where an issue gives one.
 * To add a bench: one line mapping a name to a loader that returns the function to call.
 * BENCH_BROWSER=0 leaves the browser benches (browser, results-entry: a production build and Chromium) out of the full run.
 */
import { figureTable } from './figures';
import type { Bench, Figure } from './figures';

const benches: Record<string, () => Promise<Bench>> = {
  matching: async () => (await import('./matching')).run,
  tcec: async () => (await import('./tcec')).runTcecBench,
  standings: async () => (await import('./standings')).runStandingsBench,
  'ladder-sim': async () => (await import('./ladder-sim')).runLadderSim,
  sass: async () => (await import('./sass')).runSassBench,
  dutch: async () => (await import('./dutch')).runDutchBench,
  burstein: async () => (await import('./burstein')).runBursteinBench,
  'burstein-scale': async () => (await import('./bursteinScale')).runBursteinScaleBench,
  cli: async () => (await import('./cli')).runCliBench,
  browser: async () => (await import('./browser')).runBrowserBench,
  'results-entry': async () => (await import('./results-entry')).runResultsEntryBench,
  hub: async () => (await import('./hub')).runHubBench,
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(benches).filter((n) => !['browser', 'results-entry'].includes(n) || process.env.BENCH_BROWSER !== '0');
const figures: (Figure & { readonly bench: string })[] = [];
for (const name of names) {
  const load = benches[name];
  if (!load) {
    console.error(`unknown bench "${name}"; known: ${Object.keys(benches).join(', ')}`);
    process.exitCode = 1;
    continue;
  }
  console.log(`\n== bench: ${name} ==`);
  const got = await (await load())();
  for (const f of got ?? []) figures.push({ ...f, bench: name });
}
if (figures.length > 0) {
  console.log('\n== all figures ==\n');
  console.log(figureTable(figures));
}
export {};
