/**
 * `npm run bench` runs every bench listed below; `npm run bench -- <name> [...]` runs only those;
 * words after a bench's name that name no bench are its arguments (`browser-scale 5000`).
 * A benchmark prints timings and returns its figures; it asserts nothing. At the end one table
 * lists every figure of the benches that ran, with its target where an issue gives one.
 * To add a bench: one line mapping a name to a loader that returns the function to call.
 * BENCH_BROWSER=0 leaves the browser benches (browser, results-entry: a production build and Chromium) out of the full run.
 */
import { figureTable } from './figures';
import type { Bench, Figure } from './figures';

const benches: Record<string, (args: readonly string[]) => Promise<Bench>> = {
  matching: async () => (await import('./matching')).run,
  tcec: async () => (await import('./tcec')).runTcecBench,
  standings: async () => (await import('./standings')).runStandingsBench,
  'ladder-sim': async () => (await import('./ladder-sim')).runLadderSim,
  sass: async () => (await import('./sass')).runSassBench,
  dutch: async () => (await import('./dutch')).runDutchBench,
  'dutch-scale': async () => (await import('./dutchScale')).runDutchScaleBench,
  burstein: async () => (await import('./burstein')).runBursteinBench,
  explain: async () => (await import('./explain')).runExplainBench,
  'burstein-scale': async () => (await import('./bursteinScale')).runBursteinScaleBench,
  cli: async () => (await import('./cli')).runCliBench,
  browser: async () => (await import('./browser')).runBrowserBench,
  'browser-scale': async (args) => {
    const { runBrowserScaleBench } = await import('./browser-scale');
    return () => runBrowserScaleBench(args);
  },
  'results-entry': async () => (await import('./results-entry')).runResultsEntryBench,
  hub: async () => (await import('./hub')).runHubBench,
  'rating-list': async () => (await import('./rating-list')).runRatingListBench,
  relay: async () => (await import('./relay')).runRelayBench,
};

// Benches that need a browser (a production build and Chromium), left out with BENCH_BROWSER=0; browser-scale runs only when named.
const browserBenches = ['browser', 'results-entry', 'rating-list'];
const onlyWhenNamed = ['browser-scale'];
const wanted: { name: string; args: string[] }[] = [];
for (const word of process.argv.slice(2)) {
  const last = wanted.at(-1);
  if (word in benches || last === undefined) wanted.push({ name: word, args: [] });
  else last.args.push(word);
}
const runs = wanted.length > 0
  ? wanted
  : Object.keys(benches).filter((n) => !onlyWhenNamed.includes(n) && (!browserBenches.includes(n) || process.env.BENCH_BROWSER !== '0')).map((name) => ({ name, args: [] }));
const figures: (Figure & { readonly bench: string })[] = [];
for (const { name, args } of runs) {
  const load = benches[name];
  if (!load) {
    console.error(`unknown bench "${name}"; known: ${Object.keys(benches).join(', ')}`);
    process.exitCode = 1;
    continue;
  }
  console.log(`\n== bench: ${name}${args.length > 0 ? ` ${args.join(' ')}` : ''} ==`);
  const got = await (await load(args))();
  for (const f of got ?? []) figures.push({ ...f, bench: name });
}
if (figures.length > 0) {
  console.log('\n== all figures ==\n');
  console.log(figureTable(figures));
}
export {};
