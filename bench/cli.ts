/**
 * The command line as an arbiter feels it: whole `pairwise --dutch FILE -p` processes against
 * bbpPairings 6.0's, and where the time of one run goes, each part the median of `CLI_BENCH_RUNS`
 * (default 5) fresh processes:
 *   - Node's start (`node -e 0`), and without NODE_EXTRA_CA_CERTS when the machine sets it (Node 20
 *     reads that file of certificates as it starts, before any of the CLI's code: 100 ms here),
 *   - loading the CLI (`pairwise -r`, less Node's start): with its code cache kept by an earlier run
 *     (as every run after an arbiter's first), and without one (PAIRWISE_CODE_CACHE=off),
 *   - reading the TRF (readTrf + tournamentFromTrf, the bundle's first calls),
 *   - the first pairing call (the pairing code compiled and optimised as it runs), and the same
 *     call warm (the third call in the process): the first minus the warm one is what a cold JIT
 *     costs each run,
 *   - the wait from the answer written to the process's end: Node drains V8's background tasks
 *     before it exits, and the optimising compiles the pairing queued last (50-100 ms each for the
 *     biggest functions) are among them; timed in the CLI itself, with a probe loaded by `--import`.
 * The parts are timed in a driver process that imports the core bundled as the CLI bundles it
 * (shippedCore.ts); the whole runs spawn the CLI itself, its code cache kept by an untimed first
 * run, and once more without it.
 *   npm run bench -- cli             CLI_BENCH_MAX=500 CLI_BENCH_RUNS=3 npm run bench -- cli
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { Figure } from './figures';
import { bundle, cliBundle, cliEnv, removeCliBundle } from './shippedCore';

const dir = join(import.meta.dirname, '..', 'test', 'fixtures', 'dutch', 'bench');
/** bbpPairings 6.0's whole runs on this kind of machine (`-p` on these files). */
const bbpSeconds: Readonly<Record<number, number>> = { 100: 0.03, 500: 3.05, 1000: 35.8 };
/** The targets: 0.15 s at 100 players, a tenth of bbpPairings' time at 500 and 1000. */
const target = (size: number): number => (size === 100 ? 0.15 : bbpSeconds[size]! / 10);

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One fresh process's phases (ms): the driver prints them as JSON. */
const driverSource = `
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
const t0 = performance.now();
const core = await import(process.argv[2]);
const t1 = performance.now();
const read = core.readTrf(readFileSync(process.argv[3], 'utf8'));
const built = core.tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' } });
const t2 = performance.now();
const times = [];
for (let i = 0; i < 3; i++) { const a = performance.now(); core.pairDutch(built.tournament); times.push(performance.now() - a); }
console.log(JSON.stringify({ load: t1 - t0, read: t2 - t1, first: times[0], warm: times[2] }));
`;

/**
 * Loaded before the CLI (`node --import`): the time of its last write to stdout and of the 'exit'
 * event (after Node has drained the background tasks), written to the file the env names.
 */
const exitProbeSource = `
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
let output = NaN;
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (...args) => { const r = write(...args); output = performance.now(); return r; };
process.on('exit', () => writeFileSync(process.env.PAIRWISE_EXIT_PROBE, JSON.stringify({ output, exit: performance.now() })));
`;

const wall = (args: readonly string[], env: NodeJS.ProcessEnv = process.env): number => {
  const t0 = performance.now();
  const run = spawnSync(process.execPath, args, { stdio: 'ignore', env });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')}: exit ${run.status}`);
  return (performance.now() - t0) / 1000;
};

export async function runCliBench(): Promise<Figure[]> {
  const runs = Number(process.env.CLI_BENCH_RUNS ?? 5);
  const max = Number(process.env.CLI_BENCH_MAX ?? 1000);
  const cli = await cliBundle();
  const core = await bundle(join(import.meta.dirname, 'shippedCoreEntry.ts'), 'core');
  const driver = join(import.meta.dirname, '..', '.dist-bench-core', `driver-${process.pid}.mjs`);
  writeFileSync(driver, driverSource);
  const probe = join(import.meta.dirname, '..', '.dist-bench-core', `exit-probe-${process.pid}.mjs`);
  const probeOut = join(import.meta.dirname, '..', '.dist-bench-core', `exit-probe-${process.pid}.json`);
  writeFileSync(probe, exitProbeSource);
  const figures: Figure[] = [];
  try {
    const kept = cliEnv(cli);
    const off = cliEnv(cli, 'off');
    wall([cli, '-r'], kept); // keeps the code cache
    const nodeStart = median(Array.from({ length: runs }, () => wall(['-e', '0'])));
    const version = median(Array.from({ length: runs }, () => wall([cli, '-r'], kept)));
    const versionCold = median(Array.from({ length: runs }, () => wall([cli, '-r'], off)));
    console.log(`node start ${(nodeStart * 1000).toFixed(0)} ms; pairwise -r ${(version * 1000).toFixed(0)} ms (loading the CLI: ${((version - nodeStart) * 1000).toFixed(0)} ms; ` +
      `${((versionCold - nodeStart) * 1000).toFixed(0)} ms without its code cache); median of ${runs}`);
    figures.push({ name: 'node start (node -e 0)', value: nodeStart * 1000, unit: 'ms', note: `median of ${runs}` });
    if (process.env.NODE_EXTRA_CA_CERTS) {
      const { NODE_EXTRA_CA_CERTS: _certs, ...withoutCerts } = process.env;
      const bare = median(Array.from({ length: runs }, () => wall(['-e', '0'], withoutCerts)));
      console.log(`node start without NODE_EXTRA_CA_CERTS (this machine sets it; Node 20 reads the file as it starts): ${(bare * 1000).toFixed(0)} ms`);
      figures.push({ name: 'node start without NODE_EXTRA_CA_CERTS', value: bare * 1000, unit: 'ms', note: 'the machine sets it; Node reads it at start' });
    }
    figures.push({ name: 'CLI load (pairwise -r less node start)', value: (version - nodeStart) * 1000, unit: 'ms', note: `code cache kept; median of ${runs}` });
    figures.push({ name: 'CLI load without its code cache', value: (versionCold - nodeStart) * 1000, unit: 'ms', note: `PAIRWISE_CODE_CACHE=off; median of ${runs}` });
    for (const size of [100, 500, 1000]) {
      if (size > max) continue;
      const file = join(dir, `dutch_p${String(size).padStart(4, '0')}_r11_r11.trf`);
      const whole: number[] = [];
      const wholeCold: number[] = [];
      wall([cli, '--dutch', file, '-p'], kept); // keeps the code cache of this run's functions
      const parts: { load: number; read: number; first: number; warm: number }[] = [];
      const tails: number[] = [];
      for (let r = 0; r < runs; r++) {
        whole.push(wall([cli, '--dutch', file, '-p'], kept));
        wholeCold.push(wall([cli, '--dutch', file, '-p'], off));
        const probed = spawnSync(process.execPath, ['--import', pathToFileURL(probe).href, cli, '--dutch', file, '-p'], { stdio: 'ignore', env: { ...kept, PAIRWISE_EXIT_PROBE: probeOut } });
        if (probed.status !== 0) throw new Error(`probed CLI run: exit ${probed.status}`);
        const times = JSON.parse(readFileSync(probeOut, 'utf8')) as { output: number; exit: number };
        tails.push(times.exit - times.output);
        const out = spawnSync(process.execPath, [driver, pathToFileURL(core).href, file], { encoding: 'utf8' });
        if (out.status !== 0) throw new Error(`driver: ${out.stderr}`);
        parts.push(JSON.parse(out.stdout) as { load: number; read: number; first: number; warm: number });
      }
      const m = (f: (p: (typeof parts)[number]) => number): number => median(parts.map(f));
      const seconds = median(whole);
      const ref = bbpSeconds[size]!;
      console.log(`dutch ${size} players, whole CLI run ${seconds.toFixed(3)} s (target ${target(size).toFixed(3)} s; bbpPairings ${ref} s, ${(ref / seconds).toFixed(1)}x; ` +
        `${median(wholeCold).toFixed(3)} s without the code cache); ` +
        `in a fresh process: core load ${m((p) => p.load).toFixed(0)} ms, TRF read ${m((p) => p.read).toFixed(0)} ms, first pairing ${m((p) => p.first).toFixed(0)} ms, warm pairing ${m((p) => p.warm).toFixed(0)} ms; ` +
        `the CLI's answer written to its exit ${median(tails).toFixed(0)} ms; median of ${runs}`);
      figures.push({ name: `dutch ${size} players, whole CLI run`, value: seconds, unit: 's', target: { max: target(size) }, note: `bbpPairings ${ref} s (${(ref / seconds).toFixed(1)}x); median of ${runs}` });
      figures.push({ name: `dutch ${size} players, whole CLI run without its code cache`, value: median(wholeCold), unit: 's', note: 'PAIRWISE_CODE_CACHE=off' });
      figures.push({ name: `dutch ${size}: TRF read`, value: m((p) => p.read), unit: 'ms', note: 'readTrf + tournamentFromTrf, cold' });
      figures.push({ name: `dutch ${size}: first pairing call`, value: m((p) => p.first), unit: 'ms', note: 'cold: compiled and optimised as it runs' });
      figures.push({ name: `dutch ${size}: warm pairing call`, value: m((p) => p.warm), unit: 'ms', note: 'third call in the process' });
      figures.push({ name: `dutch ${size}: answer written to exit`, value: median(tails), unit: 'ms', note: "V8's background compiles drained at exit" });
    }
  } finally {
    rmSync(driver, { force: true });
    rmSync(probe, { force: true });
    rmSync(probeOut, { force: true });
    rmSync(core, { force: true });
    await removeCliBundle();
  }
  return figures;
}
