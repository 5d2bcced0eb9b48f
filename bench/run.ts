/**
 * `npm run bench` runs every bench listed below; `npm run bench -- <name> [...]` runs only those.
 * A benchmark prints timings; it asserts nothing. To add one: one line mapping a name to a loader
 * that returns the function to call (a bench that runs on import returns a no-op).
 */
type Bench = () => unknown;
const benches: Record<string, () => Promise<Bench>> = {
  matching: async () => (await import('./matching')).run,
  tcec: async () => (await import('./tcec')).runTcecBench,
  standings: async () => (await import('./standings')).runStandingsBench,
  'ladder-sim': async () => (await import('./ladder-sim'), () => undefined),
  sass: async () => (await import('./sass')).runSassBench,
  dutch: async () => (await import('./dutch')).runDutchBench,
  burstein: async () => (await import('./burstein')).runBursteinBench,
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(benches);
for (const name of names) {
  const load = benches[name];
  if (!load) {
    console.error(`unknown bench "${name}"; known: ${Object.keys(benches).join(', ')}`);
    process.exitCode = 1;
    continue;
  }
  console.log(`\n== bench: ${name} ==`);
  await (await load())();
}
export {};
