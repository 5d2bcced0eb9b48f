/**
 * Dutch bench: pair the last round of the corpus bench tournaments (100, 500, 1000 players,
 * 2026 rules) with the core as it ships (shippedCore.ts) and compare with bbpPairings 6.0's
 * pairing. bbpPairings takes ~0.05 s, 3.7 s and 41 s on this machine (runs of its command line).
 * Prints, per size: the median CPU seconds of 3 calls in this process (the first of them also
 * compiles the code that gets hot at that size) with the speed-up the issue targets, the first
 * call alone, and the wall time of a whole CLI run (Node's start and a cold JIT included).
 *   npm run bench -- dutch            DUTCH_BENCH_MAX=500 npm run bench -- dutch
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuUsage } from 'node:process';
import type { Figure } from './figures';
import { cliProcessSeconds, removeCliBundle, shippedCore } from './shippedCore';

const dir = join(import.meta.dirname, '..', 'test', 'fixtures', 'dutch', 'bench');
const runs = 3;

export async function runDutchBench(): Promise<Figure[]> {
  const { pairDutch, readTrf, tournamentFromTrf } = await shippedCore();
  const figures: Figure[] = [];
  const max = Number(process.env.DUTCH_BENCH_MAX ?? 1000);
  const reference: Record<number, number> = { 100: 0.05, 500: 3.7, 1000: 41 };
  for (const size of [100, 500, 1000]) {
    if (size > max) {
      console.log(`dutch ${size} players: skipped (DUTCH_BENCH_MAX=${max})`);
      continue;
    }
    const name = `dutch_p${String(size).padStart(4, '0')}_r11_r11`;
    const read = readTrf(readFileSync(join(dir, `${name}.trf`), 'utf8'));
    if (!read.ok) throw new Error(read.error.message);
    const built = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' } });
    if (!built.ok) throw new Error('tournament');
    const expected = readFileSync(join(dir, `${name}.expected`), 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.trim()).sort();
    const times: number[] = [];
    let same = true;
    for (let r = 0; r < runs; r++) {
      const start = cpuUsage();
      const out = pairDutch(built.tournament);
      const used = cpuUsage(start);
      times.push((used.user + used.system) / 1e6);
      const got = out.ok ? [...out.round.pairs.map((p) => `${p.white} ${p.black}`), ...out.round.byes.map((b) => `${b.player} 0`)].sort() : [];
      same &&= JSON.stringify(got) === JSON.stringify(expected);
    }
    const seconds = [...times].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
    const cli = await cliProcessSeconds(['--dutch', join(dir, `${name}.trf`), '-p']);
    const ref = reference[size]!;
    // Issue 4: at least 10x faster than bbpPairings at 500 and 1000 players, identical output.
    figures.push({ name: `dutch ${size} players, Node`, value: seconds, unit: 's CPU', note: `${same ? 'identical' : 'DIFFERENT'}; median of ${runs}` });
    figures.push({ name: `dutch ${size} players, speed-up vs bbpPairings`, value: ref / seconds, unit: 'x', ...(size >= 500 ? { target: { min: 10 } } : {}) });
    figures.push({ name: `dutch ${size} players, Node, first call`, value: times[0]!, unit: 's CPU', note: 'compiles what gets hot at this size' });
    figures.push({ name: `dutch ${size} players, whole CLI run`, value: cli, unit: 's', note: `${(ref / cli).toFixed(1)}x bbpPairings' ${ref} s run` });
    console.log(
      `dutch ${size} players: ${seconds.toFixed(2)} s CPU, median of ${times.map((t) => t.toFixed(2)).join(' / ')} ` +
        `(bbpPairings ${ref} s, ${(ref / seconds).toFixed(2)}x), ${same ? 'identical' : 'DIFFERENT'}; whole CLI run ${cli.toFixed(2)} s (${(ref / cli).toFixed(2)}x)`,
    );
  }
  await removeCliBundle();
  return figures;
}
