/**
 * Dutch at scale: pairs the published large states of `../shared/corpus/bench/scale` (2,000,
 * 5,000 and 9,999 players; round 1 and a late round) as whole CLI processes
 * (`pairwise --dutch IN.trf -p OUT`, built as `npm run build:cli` builds it), and prints for each
 * the wall time, the CPU seconds and the peak RSS (GNU time), the median of 3 runs, with the
 * targets beside them, and whether the pairing equals the recorded answer (compared as sets of
 * (white, black) pairs).
 *
 * The states are read from ../shared at run time (a bench is not a test; a 9,999-line TRF does not
 * belong in test/fixtures). Where the answers come from (see that folder's README):
 * - dutch_p2000_r9_r9.expected: bbpPairings 6.0.0 `--dutch -p` (498 s on this machine);
 * - dutch_p5000_r9_r9.before, dutch_p9999_r5_r1.before: Pairwise's dense engine (2026 rules) as it
 *   was before the sparse work, recorded on this machine (21 s / 1.15 GB and 110 s / 10.6 GB);
 * - round 1 at 2,000 and 5,000 players: the first N players of the 9,999-player state, written to a
 *   temporary folder at run time (no recorded answer; for the time and memory of one large group);
 * - round 2 at 2,000, 5,000 and 9,999 players, and rounds 3-5 at 9,999, made at run time by the
 *   generator (`playedCase`); answers `dutch_pN_g11_rR.before` in DUTCH_SCALE_ANSWERS, each from
 *   an engine before the change that made it fast (see `playedCase`);
 * - `DUTCH_SCALE_EXTRA=DIR`: further states DIR/NAME.trf with their answers DIR/NAME.expected
 *   (e.g. the late rounds of the 9,999-player event, generated once the engine could make them;
 *   those answers can only be checked against the engine that wrote them).
 *
 *   npm run bench -- dutch-scale                     the 2,000- and 5,000-player states
 *   DUTCH_SCALE_ANSWERS=DIR                           the recorded `.before` answers are in DIR
 *   DUTCH_SCALE_MAX=9999 npm run bench -- dutch-scale  all of them (the dense engine needs 10.6 GB
 *                                                      at 9,999 players: not on a shared machine)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Figure } from './figures';
import { cliBundle, cliEnv, removeCliBundle } from './shippedCore';

const scaleDir = join(import.meta.dirname, '..', '..', 'shared', 'corpus', 'bench', 'scale');
// Where the dense engine's recorded answers (`*.before`) are: beside the states unless said (they
// are recorded on a machine, not published with the states).
const answersDir = process.env.DUTCH_SCALE_ANSWERS ?? scaleDir;
const runs = 3;

interface ScaleCase {
  readonly name: string;
  readonly players: number;
  readonly trf: string;
  /** The recorded answer, or null when none exists. */
  readonly expected: string | null;
  readonly source: string;
}

/** Targets of the exact Dutch at scale (whole CLI process, this machine idle). */
const targets = (players: number): { seconds: number; megabytes?: number } =>
  players >= 9000 ? { seconds: 30, megabytes: 1536 } : players >= 4000 ? { seconds: 8, megabytes: 600 } : { seconds: 1.5 };

const publishedCases = (): ScaleCase[] => [
  { name: 'dutch_p2000_r9_r9', players: 2000, trf: join(scaleDir, 'dutch_p2000_r9_r9.trf'), expected: join(scaleDir, 'dutch_p2000_r9_r9.expected'), source: 'bbpPairings 6.0' },
  { name: 'dutch_p5000_r9_r9', players: 5000, trf: join(scaleDir, 'dutch_p5000_r9_r9.trf'), expected: join(answersDir, 'dutch_p5000_r9_r9.before'), source: 'dense engine' },
  { name: 'dutch_p9999_r5_r1', players: 9999, trf: join(scaleDir, 'dutch_p9999_r5_r1.trf'), expected: join(answersDir, 'dutch_p9999_r5_r1.before'), source: 'dense engine' },
];

/** Round 1 of the first `players` of the 9,999-player state (player lines with a higher number dropped). */
const roundOneCase = (work: string, players: number): ScaleCase | null => {
  const source = join(scaleDir, 'dutch_p9999_r5_r1.trf');
  if (!existsSync(source)) return null;
  const lines = readFileSync(source, 'utf8').split(/\r?\n/).filter((l) => !l.startsWith('001') || Number(l.slice(4, 8)) <= players);
  const name = `dutch_p${players}_first_of_9999_r1`;
  const trf = join(work, `${name}.trf`);
  writeFileSync(trf, lines.join('\n'));
  return { name, players, trf, expected: null, source: 'none' };
};

/**
 * The state before round `round` of an N-player open (the 9,999-player config cut to N players):
 * rounds 1..round−1 played by the generator (`pairwise --dutch -g` on the config with that many
 * rounds, seed 11), the rounds record set to the config's five. Round 2 is the hardest late round
 * there is (the largest score groups, every player with a colour preference); rounds 3-5 of 9,999
 * players are the rest of that event. Answers `DUTCH_SCALE_ANSWERS/NAME.before`: round 2 at 2,000
 * and 5,000 players recorded with the engine as it was before B.1's decisions were taken from the
 * optimum in hand; at 9,999 players (rounds 2-5) with 07fced5, the engine before the priced row's
 * bisection and the re-solve's watch on the roots (27 s, 95 s, 37 s and 31 s of CPU; the engine
 * before that one had not finished round 2 after 27 CPU-minutes).
 */
const playedCase = (cli: string, work: string, players: number, round: number): ScaleCase | null => {
  const config = join(scaleDir, 'dutch_p9999_r5.cfg');
  if (!existsSync(config)) return null;
  const name = `dutch_p${players}_g11_r${round}`;
  const cfg = join(work, `${name}.cfg`);
  writeFileSync(cfg, readFileSync(config, 'utf8').replace(/^PlayersNumber=\d+/m, `PlayersNumber=${players}`).replace(/^RoundsNumber=\d+/m, `RoundsNumber=${round - 1}`));
  const played = join(work, `${name}.played.trf`);
  const made = spawnSync(process.execPath, [cli, '--dutch', '-g', cfg, '-o', played, '-s', '11'], { env: cliEnv(cli), encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`dutch-scale: the generator failed for ${name}: ${made.stderr}`);
  const trf = join(work, `${name}.trf`);
  writeFileSync(trf, readFileSync(played, 'utf8').replace(new RegExp(`^XXR ${round - 1}$`, 'm'), 'XXR 5'));
  return { name, players, trf, expected: join(answersDir, `${name}.before`), source: 'the engine before' };
};

const extraCases = (dir: string): ScaleCase[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.trf'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.trf'.length);
      const trf = join(dir, f);
      const players = readFileSync(trf, 'utf8').split(/\r?\n/).filter((l) => l.startsWith('001')).length;
      const expected = join(dir, `${name}.expected`);
      return { name, players, trf, expected: existsSync(expected) ? expected : null, source: 'recorded by the sparse engine' };
    });

/** The pairs of an output file as a sorted set of "white black" lines (the first line is the count). */
const pairSet = (file: string): string[] =>
  readFileSync(file, 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.trim().split(/\s+/).join(' ')).sort();

interface Run {
  readonly wall: number;
  readonly cpu: number;
  readonly rssMb: number;
  readonly status: number;
}

/** One CLI process under GNU time: wall and CPU seconds, peak RSS. */
const timedRun = (cli: string, trf: string, out: string): Run => {
  const run = spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S %M', process.execPath, cli, '--dutch', trf, '-p', out], {
    env: cliEnv(cli),
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const line = (run.stderr ?? '').split('\n').find((l) => l.startsWith('TIME '));
  if (!line) throw new Error(`dutch-scale: no timing for ${trf}: ${run.stderr}`);
  const [wall, user, sys, kb] = line.slice(5).split(' ').map(Number) as [number, number, number, number];
  return { wall, cpu: user + sys, rssMb: kb / 1024, status: run.status ?? -1 };
};

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runDutchScaleBench(): Promise<Figure[]> {
  if (!existsSync('/usr/bin/time')) throw new Error('dutch-scale needs GNU time (/usr/bin/time) for the peak RSS');
  const max = Number(process.env.DUTCH_SCALE_MAX ?? 5000);
  const extra = process.env.DUTCH_SCALE_EXTRA;
  const work = mkdtempSync(join(tmpdir(), 'dutch-scale-'));
  const derived = [2000, 5000].map((k) => roundOneCase(work, k)).filter((c): c is ScaleCase => c !== null);
  const cli = await cliBundle();
  // (made only when they will be paired: the 9,999-player states take the generator minutes)
  const played = [
    ...[2000, 5000, 9999].map((k) => [k, 2] as const),
    ...[3, 4, 5].map((r) => [9999, r] as const),
  ]
    .filter(([k]) => k <= max)
    .map(([k, r]) => playedCase(cli, work, k, r))
    .filter((c): c is ScaleCase => c !== null);
  const cases = [...publishedCases(), ...derived, ...played, ...(extra ? extraCases(extra) : [])];
  const figures: Figure[] = [];
  try {
    for (const c of cases) {
      if (!existsSync(c.trf)) {
        console.log(`${c.name}: missing (${c.trf})`);
        continue;
      }
      if (c.players > max) {
        console.log(`${c.name}: skipped (${c.players} players > DUTCH_SCALE_MAX=${max})`);
        continue;
      }
      // The output path is absolute: a bare name would be written beside the input (JaVaFo's rule).
      const out = join(work, `${c.name}.out`);
      timedRun(cli, c.trf, out); // untimed: writes the code cache, as an arbiter's first run would
      const got: Run[] = [];
      for (let r = 0; r < runs; r++) got.push(timedRun(cli, c.trf, out));
      const failed = got.find((g) => g.status !== 0);
      const verdict = failed
        ? `exit ${failed.status}`
        : c.expected === null || !existsSync(c.expected)
          ? 'no recorded answer'
          : JSON.stringify(pairSet(out)) === JSON.stringify(pairSet(c.expected))
            ? `identical to ${c.source}`
            : `DIFFERENT from ${c.source}`;
      const t = targets(c.players);
      const wall = median(got.map((g) => g.wall));
      const cpu = median(got.map((g) => g.cpu));
      const rss = median(got.map((g) => g.rssMb));
      figures.push({ name: `${c.name} whole CLI run`, value: wall, unit: 's', target: { max: t.seconds }, note: `${verdict}; median of ${runs}` });
      figures.push({ name: `${c.name} CPU`, value: cpu, unit: 's CPU', note: 'user + system (shared machine)' });
      figures.push({ name: `${c.name} peak RSS`, value: rss, unit: 'MB', ...(t.megabytes ? { target: { max: t.megabytes } } : {}) });
      console.log(
        `${c.name} (${c.players} players): ${wall.toFixed(2)} s wall (target ${t.seconds} s), ${cpu.toFixed(2)} s CPU, ` +
          `${rss.toFixed(0)} MB peak RSS${t.megabytes ? ` (target ${t.megabytes} MB)` : ''}; runs ${got.map((g) => g.wall.toFixed(2)).join(' / ')} s; ${verdict}`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    await removeCliBundle();
  }
  return figures;
}
