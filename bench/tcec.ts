/**
 * TCEC Swiss pairing speed on synthetic events: 50 and 500 players, many rounds, single and
 * double, random results from a fixed seed. Reports the time of each pairNextRound call (which
 * replays the whole history, runs STEP 3's viability matching and STEP 4's greedy pairing).
 * Run: npx tsx bench/tcec.ts   or   npx tsx bench/run.ts tcec
 */
import { performance } from 'node:perf_hooks';
import type { BoardResult, Round, Tournament } from '../src/core/model';
import { chessScoring, playerId } from '../src/core/model';
import { createRng } from '../src/core/random/rng';
import { tcecSystem } from '../src/core/systems/tcec';
import type { Figure } from './figures';

const event = (n: number, double: boolean): Tournament => ({
  name: `bench ${n}`,
  settings: { system: 'tcec', double },
  scoring: chessScoring,
  totalRounds: 99,
  players: Array.from({ length: n }, (_, i) => ({ id: playerId(i + 1), name: `E${i + 1}`, rating: 3600 - i })),
  rounds: [],
  plannedByes: [],
  randomSeed: 1,
});

const bench = (n: number, rounds: number, double: boolean, seed: number): { mean: number; max: number; removals: number } => {
  const rng = createRng(seed);
  const result = (): BoardResult => {
    const x = rng.int(0, 99);
    return x < 35 ? 'white-wins' : x < 75 ? 'draw' : 'black-wins';
  };
  let t = event(n, double);
  const times: number[] = [];
  let removals = 0;
  for (let k = 1; k <= rounds; k++) {
    const start = performance.now();
    const outcome = tcecSystem.pairNextRound(t);
    times.push(performance.now() - start);
    if (!outcome.ok) throw new Error(`round ${k}: ${outcome.detail}`);
    removals += outcome.round.notes.filter((x) => x.startsWith('TCEC STEP 3: encounters')).length;
    const r: Round = {
      number: k,
      pairings: outcome.round.pairs.map((p, i) => ({ board: i + 1, white: p.white, black: p.black, games: double ? [result(), result()] : [result()] })),
      byes: outcome.round.byes,
    };
    t = { ...t, rounds: [...t.rounds, r] };
  }
  return { mean: times.reduce((a, b) => a + b, 0) / times.length, max: Math.max(...times), removals };
};

export const runTcecBench = (): Figure[] => {
  const figures: Figure[] = [];
  const cases: [players: number, rounds: number, double: boolean][] = [
    [50, 25, false], [51, 25, false], [50, 15, true], [500, 25, false], [501, 25, false], [500, 15, true],
  ];
  let worst = 0;
  for (const [n, rounds, double] of cases) {
    const r = bench(n, rounds, double, 2026);
    worst = Math.max(worst, r.max);
    figures.push({ name: `TCEC ${double ? 'double' : 'single'} ${n} players × ${rounds} rounds, slowest round`, value: r.max, unit: 'ms', target: { max: 2000 }, note: `mean ${r.mean.toFixed(1)} ms` });
    console.log(
      `TCEC ${double ? 'double' : 'single'} ${String(n).padStart(3)} players × ${rounds} rounds: ` +
        `mean ${r.mean.toFixed(1)} ms, max ${r.max.toFixed(1)} ms per round` +
        (r.removals > 0 ? ` (${r.removals} STEP 3 removals)` : ''),
    );
  }
  const ok = worst < 2000;
  console.log(ok ? 'tcec target met (every round < 2 s)' : 'tcec target MISSED (a round took >= 2 s)');
  return figures;
};

if (process.argv[1]?.endsWith('bench/tcec.ts')) runTcecBench(); // run directly, not when imported
