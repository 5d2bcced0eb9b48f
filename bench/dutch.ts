/**
 * Dutch bench: pair the last round of the corpus bench tournaments (100, 500, 1000 players,
 * 2026 rules) and compare with bbpPairings 6.0's pairing. bbpPairings takes ~0.05 s, 3.7 s and
 * 41 s on this machine. Prints CPU seconds per size and whether the pairing is identical.
 *
 * Matchers: `shared` is what the app and CLI ship (src/core/matching's BigWarmMatcher);
 * `weighted` is the general WeightedMatcher (very slow here: >11 min at 500). Sizes above
 * DUTCH_BENCH_MAX (default 500) are skipped unless the variable allows them.
 *   npm run bench -- dutch            DUTCH_BENCH_MAX=1000 DUTCH_BENCH_MATCHER=shared npm run bench -- dutch
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuUsage } from 'node:process';
import { readTrf, tournamentFromTrf } from '../src/core/trf';
import { pairDutch, sharedMatcher, type MatcherFactory } from '../src/core/systems/dutch';
import { WeightedMatcher } from '../src/core/matching';
import type { Figure } from './figures';

const dir = join(import.meta.dirname, '..', 'test', 'fixtures', 'dutch', 'bench');
const matchers: Record<string, MatcherFactory> = {
  shared: sharedMatcher,
  weighted: (n) => new WeightedMatcher(n),
};

export function runDutchBench(): Figure[] {
  const figures: Figure[] = [];
  const max = Number(process.env.DUTCH_BENCH_MAX ?? 500);
  const which = (process.env.DUTCH_BENCH_MATCHER ?? 'shared').split(',');
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
    for (const m of which) {
      const factory = matchers[m];
      if (!factory) continue;
      const start = cpuUsage();
      const out = pairDutch(built.tournament, factory);
      const used = cpuUsage(start);
      const seconds = (used.user + used.system) / 1e6;
      const got = out.ok ? [...out.round.pairs.map((p) => `${p.white} ${p.black}`), ...out.round.byes.map((b) => `${b.player} 0`)].sort() : [];
      const same = JSON.stringify(got) === JSON.stringify(expected);
      // Issue 4: at least 10x faster than bbpPairings at 500 and 1000 players, identical output.
      figures.push({ name: `dutch ${size} players (${m} matcher), Node`, value: seconds, unit: 's CPU', note: same ? 'identical' : 'DIFFERENT' });
      figures.push({ name: `dutch ${size} players, speed-up vs bbpPairings`, value: reference[size]! / seconds, unit: 'x', ...(size >= 500 ? { target: { min: 10 } } : {}) });
      console.log(
        `dutch ${size} players, ${m} matcher: ${seconds.toFixed(2)} s CPU (bbpPairings ${reference[size]} s, ` +
          `${(reference[size]! / seconds).toFixed(2)}x), ${same ? 'identical' : 'DIFFERENT'}`,
      );
    }
  }
  return figures;
}
