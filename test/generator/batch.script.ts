/**
 * The generator-checker round trip at scale: tournaments from Pairwise's generator, each checked
 * with Pairwise's own checker, timed.
 *
 *   npm run generator-batch -- [--count 1000] [--out DIR] [--jobs 2] [--stop-after SECONDS] [--first N] [--profile small]
 *
 * Tournament i (1..count) is FIDE Dutch when i is odd and Burstein when even; its configuration is
 * the i-th drawn from one fixed seed, and its -s seed is i: players 8-300 (log-uniform, so small
 * and large events both occur; i = 1 and 2 are 300 players), a typical Swiss length (ceil(log2 players) + 0..2 rounds, 5 to 11, always
 * fewer than the players), draws 0-60 %, forfeit, retired and half-point-bye rates from "often" to
 * "almost never", 1/½/0 or 3/1/0 scoring, sometimes a half-point PAB. Each one goes through the CLI
 * exactly as a user runs it (`runCli`, the code behind dist/cli/pairwise.mjs): `SYSTEM -g FILE.cfg
 * -o FILE.trf -s i`, then `SYSTEM FILE.trf -c`. The .cfg and .trf files stay in DIR (default
 * bench/out/generator-batch, git-ignored) with `bbp-check.sh`, the same checks for bbpPairings.
 * Tournaments run in `--jobs` child processes (2 by default: the machine has 2 cores); `--stop-after` stops handing out
 * new tournaments after that many seconds and projects the whole batch's time from those done.
 * Prints one line per tournament, then counts, sizes and times. Exit 1 when any tournament fails.
 * `--profile small` draws 3-12 player fields instead (see `Profile`), writes to
 * bench/out/generator-batch-small, counts the tournaments that stop at a round no valid pairing
 * exists for, and checks every written round for a pairing-allocated bye C.04.3 C2 forbids.
 */
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runCli } from '../../src/cli/run';
import { createRng } from '../../src/core/random/rng';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';

type BatchSystem = 'dutch' | 'burstein';

/**
 * `default`: 8-300 players, a typical Swiss length. `small`: the degenerate fields bbpPairings'
 * own generator settings allow: 3-12 players, rounds up to the number of players, forfeits and
 * byes often, 1-½-0 or 3-1-0, a PAB worth a win, a draw or nothing, sometimes equal ratings. A
 * small tournament may stop at a round no valid pairing exists for (`-g` exits 1 and writes the
 * rounds before it, as bbpPairings does); that is a right answer, and the rounds written are checked.
 */
type Profile = 'default' | 'small';
const profileArg = process.argv.find((a, i) => process.argv[i - 1] === '--profile' || a.startsWith('--profile='));
const profile: Profile = profileArg?.replace('--profile=', '') === 'small' ? 'small' : 'default';

interface Job {
  readonly index: number;
  readonly system: BatchSystem;
  readonly players: number;
  readonly rounds: number;
  /** bbpPairings' configuration file (Key=value lines). */
  readonly config: string;
  readonly base: string;
}

interface JobResult {
  readonly index: number;
  readonly system: BatchSystem;
  readonly players: number;
  readonly rounds: number;
  /** Exit codes of -g and -c (null: not run). */
  readonly generateExit: number;
  readonly checkExit: number | null;
  readonly generateMs: number;
  readonly checkMs: number;
  /** The CLI's stderr (and the check report when a round differs). */
  readonly message: string;
  /** Rounds in the written file, and the round -g stopped at (no valid pairing), if it stopped. */
  readonly roundsWritten: number;
  readonly stoppedAt: number | null;
  /** Pairing-allocated byes given where C.04.3 C2 forbids them (checked on the written file). */
  readonly secondByes: readonly string[];
}

/** "One in N"; the large values mean "almost never" (within bbpPairings' own default range). */
const forfeitRates = [6, 15, 40, 10000] as const;
const retiredRates = [4, 10, 50, 3000] as const;
const halfPointByeRates = [3, 8, 30, 3000] as const;

/** The batch's configurations, drawn in order from one seeded source (the same batch every time). */
const configRng = createRng(profile === 'small' ? 20260025 : 20260005);
const drawn: Job[] = [];

/** Tournament i's configuration (1-based). */
export const jobFor = (index: number): Job => {
  while (drawn.length < index) drawn.push(drawJob(drawn.length + 1));
  return drawn[index - 1]!;
};

function drawJob(index: number): Job {
  return profile === 'small' ? drawSmallJob(index) : drawDefaultJob(index);
}

function drawSmallJob(index: number): Job {
  const rng = configRng;
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(0, xs.length - 1)]!;
  const system: BatchSystem = index % 2 === 1 ? 'dutch' : 'burstein';
  const players = rng.int(3, 12);
  const rounds = rng.int(Math.min(players, 3), players);
  const highest = rng.int(1800, 2600);
  const lowest = rng.int(0, 3) === 0 ? highest : Math.max(1000, highest - rng.int(100, 800));
  const threeOne = rng.int(0, 3) === 0;
  const pab = pick(['win', 'draw', 'zero'] as const);
  const lines = [
    `PlayersNumber=${players}`,
    `RoundsNumber=${rounds}`,
    `DrawPercentage=${rng.int(0, 60)}`,
    `ForfeitRate=${pick([2, 3, 5, 10, 10000])}`,
    `RetiredRate=${pick([2, 3, 6, 3000])}`,
    `HalfPointByeRate=${pick([2, 3, 6, 3000])}`,
    `HighestRating=${highest}`,
    `LowestRating=${lowest}`,
    ...(threeOne ? ['PointsForWin=3.0', 'PointsForDraw=1.0'] : []),
    ...(pab === 'win' ? [] : [`PointsForPAB=${pab === 'zero' ? '0.0' : threeOne ? '1.0' : '0.5'}`]),
  ];
  const base = `${String(index).padStart(4, '0')}_${system}_p${String(players).padStart(3, '0')}_r${String(rounds).padStart(2, '0')}`;
  return { index, system, players, rounds, config: `${lines.join('\n')}\n`, base };
}

/**
 * Pairing-allocated byes the written tournament gives where C.04.3 C2 forbids them: Dutch (2026)
 * after a PAB of any value or a win's points without playing; Burstein (as bbpPairings, the
 * earlier text) after a PAB or a forfeit win. Read from the file, not from the engine.
 */
function secondByes(system: BatchSystem, text: string): string[] {
  const read = readTrf(text);
  if (!read.ok) return [`unreadable: ${read.error.message}`];
  const built = tournamentFromTrf(read.doc, { settings: system === 'dutch' ? { system: 'dutch', rules: '2026' } : { system: 'burstein' } });
  if (!built.ok) return ['unreadable'];
  const t = built.tournament;
  const out: string[] = [];
  const blocked = new Map<number, string>();
  for (const r of t.rounds) {
    for (const b of r.byes) {
      if (b.kind !== 'U') continue;
      const why = blocked.get(b.player);
      if (why !== undefined) out.push(`round ${r.number}: player ${b.player} ${why}`);
    }
    for (const b of r.byes) {
      if (b.kind === 'U') blocked.set(b.player, `had the PAB in round ${r.number}`);
      if (b.kind === 'F' && system === 'dutch') blocked.set(b.player, `had a full-point bye in round ${r.number}`);
    }
    for (const p of r.pairings) {
      for (const g of p.games) {
        const winner = g === 'white-wins-forfeit' ? p.white : g === 'black-wins-forfeit' ? p.black : null;
        if (winner !== null) blocked.set(winner, `won by forfeit in round ${r.number}`);
      }
    }
  }
  return out;
}

function drawDefaultJob(index: number): Job {
  const rng = configRng;
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(0, xs.length - 1)]!;
  const system: BatchSystem = index % 2 === 1 ? 'dutch' : 'burstein';
  // Log-uniform over 8..300: as many 8-20 player events as 100-300 player ones.
  const players = index <= 2 ? 300 : Math.round(8 * Math.pow(300 / 8, rng.unit()));
  // A typical Swiss length for the field, 5 to 11 rounds, always fewer rounds than players.
  const rounds = Math.min(players - 1, Math.max(5, Math.min(11, Math.ceil(Math.log2(players)) + rng.int(0, 2))));
  const highest = rng.int(2200, 2800);
  const lowest = Math.max(1000, highest - rng.int(300, 1400));
  const lines = [
    `PlayersNumber=${players}`,
    `RoundsNumber=${rounds}`,
    `DrawPercentage=${rng.int(0, 60)}`,
    `ForfeitRate=${pick(forfeitRates)}`,
    `RetiredRate=${pick(retiredRates)}`,
    `HalfPointByeRate=${pick(halfPointByeRates)}`,
    `HighestRating=${highest}`,
    `LowestRating=${lowest}`,
    ...(rng.int(0, 3) === 0 ? ['PointsForWin=3.0', 'PointsForDraw=1.0'] : []),
    ...(rng.int(0, 5) === 0 ? ['PointsForPAB=0.5'] : []),
  ];
  const base = `${String(index).padStart(4, '0')}_${system}_p${String(players).padStart(3, '0')}_r${String(rounds).padStart(2, '0')}`;
  return { index, system, players, rounds, config: `${lines.join('\n')}\n`, base };
}

/** Generates tournament `job` with the CLI's -g and checks it with -c, files in `out`. */
const runJob = async (job: Job, out: string): Promise<JobResult> => {
  const cfg = join(out, `${job.base}.cfg`);
  const trf = join(out, `${job.base}.trf`);
  writeFileSync(cfg, job.config);
  let message = '';
  let report = '';
  const io = {
    readFile: (path: string) => Promise.resolve(readFileSync(path, 'utf8')),
    writeFile: (path: string, text: string) => Promise.resolve(writeFileSync(path, text)),
    stdout: (text: string) => { report += text; },
    stderr: (text: string) => { message += text; },
  };
  const flag = `--${job.system}`;
  const a = performance.now();
  const generateExit = await runCli([flag, '-g', cfg, '-o', trf, '-s', String(job.index)], io);
  const b = performance.now();
  const written = existsSync(trf) ? readFileSync(trf, 'utf8') : null;
  const roundsWritten = written === null ? 0 : Math.max(0, ...written.split('\n').filter((l) => l.startsWith('001')).map((l) => Math.ceil(Math.max(0, l.trimEnd().length - 91) / 10)));
  const stopped = /no valid pairing exists: Round (\d+)/.exec(message);
  const base = {
    index: job.index, system: job.system, players: job.players, rounds: job.rounds, generateExit, generateMs: b - a,
    roundsWritten, stoppedAt: generateExit === 1 && stopped ? Number(stopped[1]) : null, secondByes: written === null ? [] : secondByes(job.system, written),
  };
  // A small field may have no valid pairing for some round; the rounds before it are still checked.
  const stoppedRightly = profile === 'small' && base.stoppedAt !== null;
  if (generateExit !== 0 && !stoppedRightly) return { ...base, checkExit: null, checkMs: 0, message: message.trim() };
  if (roundsWritten === 0) return { ...base, checkExit: 0, checkMs: 0, message: message.trim() };
  report = '';
  const checkExit = await runCli([flag, trf, '-c'], io);
  const checkMs = performance.now() - b;
  return { ...base, generateExit: stoppedRightly ? 0 : generateExit, checkExit, checkMs, message: (checkExit === 0 ? message : `${message}${report}`).trim() };
};

// ---- child: run the jobs the parent sends, one at a time ----
const direct = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (direct && process.argv[2] === '--child') {
  const out = process.argv[3]!;
  process.on('message', (m: { readonly index: number } | 'stop') => {
    if (m === 'stop') {
      process.disconnect();
      return;
    }
    void runJob(jobFor(m.index), out).then((r) => process.send!(r));
  });
  process.send!('ready');
} else if (direct) {
  await main();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1000' },
      first: { type: 'string', default: '1' },
      out: { type: 'string', default: 'bench/out/generator-batch' },
      jobs: { type: 'string', default: '2' },
      'stop-after': { type: 'string' },
      profile: { type: 'string', default: 'default' },
    },
  });
  const count = Number(values.count);
  const first = Number(values.first);
  const jobs = Math.max(1, Number(values.jobs));
  const stopAfterMs = values['stop-after'] === undefined ? Number.POSITIVE_INFINITY : Number(values['stop-after']) * 1000;
  const out = resolve(values.out === 'bench/out/generator-batch' && profile === 'small' ? 'bench/out/generator-batch-small' : values.out);
  mkdirSync(out, { recursive: true });
  const indices = Array.from({ length: count }, (_, k) => first + k);
  writeFileSync(join(out, 'bbp-check.sh'), [
    '#!/bin/sh',
    '# The same checks with bbpPairings: BBP=/path/to/bbpPairings.exe sh bbp-check.sh',
    'cd "$(dirname "$0")"; fail=0',
    ...indices.map((i) => jobFor(i)).map((j) => `"$BBP" --${j.system} ${j.base}.trf -c > /dev/null || { echo "${j.base}: exit $?"; fail=1; }`),
    'exit $fail',
    '',
  ].join('\n'));

  console.log(`${count} tournaments (${first}..${first + count - 1}), ${jobs} processes, files in ${out}`);
  const t0 = performance.now();
  const results: JobResult[] = [];
  let next = 0;
  let stopped = false;
  const self = fileURLToPath(import.meta.url);
  await Promise.all(Array.from({ length: Math.min(jobs, count) }, () => new Promise<void>((done) => {
    const child = fork(self, ['--child', out, '--profile', profile], { execArgv: process.execArgv });
    const handOut = (): void => {
      if (next < indices.length && performance.now() - t0 < stopAfterMs) child.send({ index: indices[next++]! });
      else {
        if (next < indices.length) stopped = true;
        child.send('stop');
      }
    };
    child.on('message', (m: JobResult | 'ready') => {
      if (m !== 'ready') {
        results.push(m);
        const ok = m.generateExit === 0 && m.checkExit === 0 && m.secondByes.length === 0;
        const elapsed = ((performance.now() - t0) / 1000).toFixed(0);
        console.log(`${String(m.index).padStart(4)} ${m.system.padEnd(8)} ${String(m.players).padStart(3)} players ${String(m.rounds).padStart(2)} rounds: ` +
          `-g ${(m.generateMs / 1000).toFixed(1)} s, -c ${(m.checkMs / 1000).toFixed(1)} s, ${ok ? (m.stoppedAt !== null ? `ok, no valid pairing for round ${m.stoppedAt}` : 'ok') : `FAILED (-g exit ${m.generateExit}, -c exit ${m.checkExit ?? '-'}${m.secondByes.length > 0 ? `, second PAB: ${m.secondByes.join('; ')}` : ''}): ${m.message}`} [${results.length} done, ${elapsed} s]`);
      }
      handOut();
    });
    child.on('exit', () => done());
  })));
  const totalS = (performance.now() - t0) / 1000;

  const passed = results.filter((r) => r.generateExit === 0 && r.checkExit === 0 && r.secondByes.length === 0);
  const stoppedRuns = results.filter((r) => r.stoppedAt !== null);
  const withSecondBye = results.filter((r) => r.secondByes.length > 0);
  const genFailed = results.filter((r) => r.generateExit !== 0);
  const checkFailed = results.filter((r) => r.generateExit === 0 && r.checkExit !== 0);
  const sizes = results.map((r) => r.players);
  const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
  const bySystem = (s: BatchSystem) => {
    const rs = results.filter((r) => r.system === s);
    return `${s} ${rs.filter((r) => r.generateExit === 0 && r.checkExit === 0).length}/${rs.length} (-g ${(sum(rs.map((r) => r.generateMs)) / 1000).toFixed(0)} s, -c ${(sum(rs.map((r) => r.checkMs)) / 1000).toFixed(0)} s)`;
  };
  const summary = [
    `${passed.length}/${results.length} generated tournaments pass the checker with no discrepancy` +
      `${genFailed.length > 0 ? `; ${genFailed.length} could not be generated` : ''}${checkFailed.length > 0 ? `; ${checkFailed.length} FAIL the check` : ''}`,
    `by system: ${bySystem('dutch')}, ${bySystem('burstein')}`,
    `stopped at a round with no valid pairing: ${stoppedRuns.length} (dutch ${stoppedRuns.filter((r) => r.system === 'dutch').length}, burstein ${stoppedRuns.filter((r) => r.system === 'burstein').length}); ` +
      `rounds paired and checked: ${sum(results.map((r) => r.roundsWritten))}; pairing-allocated byes given where C2 forbids them: ${withSecondBye.length === 0 ? 'none' : withSecondBye.map((r) => `${r.index}: ${r.secondByes.join('; ')}`).join(' | ')}`,
    `sizes: ${Math.min(...sizes)}-${Math.max(...sizes)} players (${sizes.filter((n) => n <= 32).length} of up to 32, ${sizes.filter((n) => n > 32 && n <= 100).length} of 33-100, ${sizes.filter((n) => n > 100).length} of 101-300), ` +
      `${sum(results.map((r) => r.rounds))} rounds, ${sum(results.map((r) => r.rounds * r.players))} player-rounds`,
    `time: ${totalS.toFixed(1)} s wall with ${jobs} processes (time inside the CLI calls, summed over the processes: -g ${(sum(results.map((r) => r.generateMs)) / 1000).toFixed(0)} s, -c ${(sum(results.map((r) => r.checkMs)) / 1000).toFixed(0)} s)`,
    ...(stopped ? [`stopped after ${(stopAfterMs / 1000).toFixed(0)} s: ${results.length} of ${count} ran; at this pace the whole batch would take about ${(totalS * count / results.length / 60).toFixed(0)} min`] : []),
  ];
  console.log(`\n${summary.join('\n')}`);
  writeFileSync(join(out, 'summary.txt'), `${summary.join('\n')}\n`);
  writeFileSync(join(out, 'results.tsv'), [
    'index\tsystem\tplayers\trounds\tgenerate_exit\tcheck_exit\tgenerate_ms\tcheck_ms',
    ...results.sort((x, y) => x.index - y.index).map((r) => `${r.index}\t${r.system}\t${r.players}\t${r.rounds}\t${r.generateExit}\t${r.checkExit ?? ''}\t${r.generateMs.toFixed(0)}\t${r.checkMs.toFixed(0)}`),
  ].join('\n') + '\n');
  if (passed.length < results.length) process.exitCode = 1;
}
