/**
 * Burstein at the size of the largest opens: the whole CLI process (`pairwise --burstein STATE -p`,
 * as an arbiter runs it) on states of 2,000, 5,000 and 9,999 players, round 1 and a late round, with
 * its wall time and peak RSS (`/usr/bin/time -v`, median of `BURSTEIN_SCALE_RUNS` runs, default 3)
 * beside the targets (9,999: 30 s and 1.5 GB; 5,000: 8 s and 600 MB; 2,000: 1.5 s), and whether the
 * pairing equals the answer recorded from the engine before its weights were computed on demand
 * (test/fixtures/burstein/scale/*.expected; the state's SHA-256 beside it, so that a state made
 * differently is reported as such, not as a different pairing). Then the checker (`-c`) on the
 * generated events (every round re-paired).
 *
 * The states are not in git (0.2-0.9 MB each): they are made in BURSTEIN_SCALE_DIR (default
 * .dist-bench-core/burstein-scale) when missing, from the configs beside the answers with the
 * generator (`pairwise --burstein -g CFG -o OUT -s SEED`) and cut before the round (the checker's
 * stateBeforeRound); the 9,999-player round 1 is the Dutch scale state
 * (../shared/corpus/bench/scale/dutch_p9999_r5_r1.trf) read as Burstein.
 * Run: npm run bench -- burstein-scale   or   npx tsx bench/bursteinScale.ts [NAMES...]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure } from './figures';
import { cliBundle, cliEnv, removeCliBundle } from './shippedCore';
import { readTrf, tournamentFromTrf } from '../src/core/trf';
import { stateBeforeRound } from '../src/core/checker';
import { generatedTrf } from '../src/core/generator';

const root = join(import.meta.dirname, '..');
const answers = join(root, 'test', 'fixtures', 'burstein', 'scale');
const dir = process.env.BURSTEIN_SCALE_DIR ?? join(root, '.dist-bench-core', 'burstein-scale');
const dutchRoundOne = join(root, '..', 'shared', 'corpus', 'bench', 'scale', 'dutch_p9999_r5_r1.trf');

interface ScaleState {
  /** burstein_pNNNN_rRR_rKK: the event (config) and the round paired. */
  readonly name: string;
  readonly players: number;
  readonly round: number;
  readonly seconds: number;
  readonly megabytes?: number;
}
const states: readonly ScaleState[] = [
  { name: 'burstein_p2000_r9_r1', players: 2000, round: 1, seconds: 1.5 },
  { name: 'burstein_p2000_r9_r9', players: 2000, round: 9, seconds: 1.5 },
  { name: 'burstein_p5000_r9_r1', players: 5000, round: 1, seconds: 8, megabytes: 600 },
  { name: 'burstein_p5000_r9_r9', players: 5000, round: 9, seconds: 8, megabytes: 600 },
  { name: 'burstein_p9999_r5_r1', players: 9999, round: 1, seconds: 30, megabytes: 1500 },
  // rounds 2-5 of the five-round event (the event made by the generator: about 3 minutes)
  { name: 'burstein_p9999_r5_r2', players: 9999, round: 2, seconds: 30, megabytes: 1500 },
  { name: 'burstein_p9999_r5_r3', players: 9999, round: 3, seconds: 30, megabytes: 1500 },
  { name: 'burstein_p9999_r5_r4', players: 9999, round: 4, seconds: 30, megabytes: 1500 },
  { name: 'burstein_p9999_r5_r5', players: 9999, round: 5, seconds: 30, megabytes: 1500 },
  // the last round of a two-round event
  { name: 'burstein_p9999_r2_r2', players: 9999, round: 2, seconds: 30, megabytes: 1500 },
];
const seeds: Readonly<Record<number, number>> = { 2000: 7, 5000: 7, 9999: 11 };

/** One whole CLI process: wall seconds, CPU seconds (user + system) and peak RSS in MB (GNU time), exit code. */
const timed = (cli: string, args: readonly string[]): { seconds: number; cpu: number; megabytes: number; status: number | null } => {
  const run = spawnSync('/usr/bin/time', ['-v', process.execPath, cli, ...args], { encoding: 'utf8', env: cliEnv(cli), maxBuffer: 1 << 26 });
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(run.stderr);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr);
  const user = /User time \(seconds\): ([\d.]+)/.exec(run.stderr);
  const system = /System time \(seconds\): ([\d.]+)/.exec(run.stderr);
  if (wall === null || rss === null || user === null || system === null) throw new Error(`no /usr/bin/time figures: ${run.stderr.slice(-400)}`);
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  // The machine is shared: the CPU time is what the run cost, the wall time what it waited too.
  return { seconds, cpu: Number(user[1]) + Number(system[1]), megabytes: Number(rss[1]) / 1024, status: run.status };
};

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The generated event behind a state (all its rounds), made when missing. */
const eventFile = (cli: string, players: number, rounds: number): string => {
  const name = `burstein_p${players}_r${rounds}`;
  const file = join(dir, `${name}.trf`);
  if (!existsSync(file)) {
    console.log(`  generating ${name} (seed ${seeds[players]}) ...`);
    const run = spawnSync(process.execPath, [cli, '--burstein', '-g', join(answers, `${name}.cfg`), '-o', file, '-s', String(seeds[players])], { encoding: 'utf8', env: cliEnv(cli) });
    if (run.status !== 0) throw new Error(`generating ${name}: exit ${run.status} ${run.stderr}`);
  }
  return file;
};

/** The state file, made when missing. */
const stateFile = (cli: string, s: ScaleState): string => {
  const file = join(dir, `${s.name}.trf`);
  if (existsSync(file)) return file;
  if (s.players === 9999 && s.round === 1) {
    writeFileSync(file, readFileSync(dutchRoundOne, 'utf8').replace(/^192 FIDE_DUTCH_2025$/m, '192 FIDE_BURSTEIN'));
    return file;
  }
  const rounds = Number(/_r(\d+)_r\d+$/.exec(s.name)![1]);
  const read = readTrf(readFileSync(eventFile(cli, s.players, rounds), 'utf8'));
  if (!read.ok) throw new Error(read.error.message);
  const built = tournamentFromTrf(read.doc, { settings: { system: 'burstein' } });
  if (!built.ok) throw new Error(`${s.name}: cannot build`);
  writeFileSync(file, generatedTrf(stateBeforeRound(built.tournament, s.round), 'XXR'));
  return file;
};

const median = <T>(xs: readonly T[], key: (x: T) => number): T => [...xs].sort((a, b) => key(a) - key(b))[Math.floor(xs.length / 2)]!;

export const runBursteinScaleBench = async (names: readonly string[] = []): Promise<Figure[]> => {
  mkdirSync(dir, { recursive: true });
  const cli = await cliBundle();
  const runs = Number(process.env.BURSTEIN_SCALE_RUNS ?? 3);
  const figures: Figure[] = [];
  for (const s of states.filter((x) => names.length === 0 || names.some((n) => x.name.includes(n)))) {
    const file = stateFile(cli, s);
    const out = join(dir, `${s.name}.out`);
    const recordedSha = readFileSync(join(answers, `${s.name}.sha256`), 'utf8').trim();
    const sameState = sha256(readFileSync(file, 'utf8')) === recordedSha;
    spawnSync(process.execPath, [cli, '--burstein', file, '-p', out], { stdio: 'ignore', env: cliEnv(cli) }); // keeps the code cache
    const all = Array.from({ length: runs }, () => timed(cli, ['--burstein', file, '-p', out]));
    const m = median(all, (r) => r.seconds);
    const peak = median(all, (r) => r.megabytes).megabytes;
    const answer = join(answers, `${s.name}.expected`);
    // (no answer is recorded yet for a state no engine has paired within its time box)
    const expected = existsSync(answer) ? readFileSync(answer, 'utf8').trim().split(/\r?\n/).slice(1).sort() : null;
    const got = m.status === 0 ? readFileSync(out, 'utf8').trim().split(/\r?\n/).slice(1).sort() : [];
    const verdict = !sameState ? 'state differs from the recorded one'
      : expected === null ? `no recorded answer (exit ${m.status})`
      : JSON.stringify(got) === JSON.stringify(expected) ? 'identical' : 'DIFFERENT';
    const what = `burstein ${s.players} players, round ${s.round} of ${/_r(\d+)_r\d+$/.exec(s.name)![1]}`;
    figures.push({ name: `${what}, whole CLI run`, value: m.seconds, unit: 's', target: { max: s.seconds }, note: `${verdict}; median of ${runs}; CPU ${m.cpu.toFixed(2)} s` });
    figures.push({ name: `${what}, peak RSS`, value: peak, unit: 'MB', ...(s.megabytes === undefined ? {} : { target: { max: s.megabytes } }) });
    console.log(`${what}: ${m.seconds.toFixed(2)} s (target ${s.seconds} s), CPU ${m.cpu.toFixed(2)} s, peak ${peak.toFixed(0)} MB${s.megabytes === undefined ? '' : ` (target ${s.megabytes} MB)`}; ${verdict}`);
  }
  // The checker: every round of the generated events re-paired (bbpPairings' -c).
  for (const [players, rounds] of [[2000, 9], [5000, 9]] as const) {
    if (names.length > 0 && !names.some((n) => `checker p${players}`.includes(n) || n === 'checker')) continue;
    const file = eventFile(cli, players, rounds);
    const r = timed(cli, ['--burstein', file, '-c']);
    figures.push({ name: `burstein checker (-c), ${players} players, ${rounds} rounds`, value: r.seconds, unit: 's', note: `CPU ${r.cpu.toFixed(2)} s; peak ${r.megabytes.toFixed(0)} MB; exit ${r.status}` });
    console.log(`checker -c, ${players} players, ${rounds} rounds: ${r.seconds.toFixed(2)} s, CPU ${r.cpu.toFixed(2)} s, peak ${r.megabytes.toFixed(0)} MB, exit ${r.status}`);
  }
  await removeCliBundle();
  return figures;
};

if (import.meta.url === `file://${process.argv[1]}`) await runBursteinScaleBench(process.argv.slice(2));
