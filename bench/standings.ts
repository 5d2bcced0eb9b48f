/**
 * Standings speed: 2000 players × 11 rounds (target: default FIDE standings < 100 ms).
 * Run: npx tsx bench/standings.ts   (each measurement rebuilds from a fresh tournament object, so
 * no per-tournament cache is warm).
 */
import type { BoardResult, Bye, Pairing, Player, Round, Tournament } from '../src/core/model';
import { chessScoring, playerId } from '../src/core/model';
import type { Figure } from './figures';
import { crosstableCsv, groupRows, standingsCsv, standingsWith, tcecRanking } from '../src/core/standings';
import { standingsReportOf, standings } from '../src/core/systems';

const lcg = (seed: number): (() => number) => {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
};

export const benchTournament = (n: number, rounds: number, seed = 1): Tournament => {
  const r = lcg(seed);
  const players: Player[] = Array.from({ length: n }, (_, i) => ({ id: playerId(i + 1), name: `P${i + 1}`, rating: 1200 + Math.floor(r() * 1600) }));
  const results: BoardResult[] = ['white-wins', 'draw', 'black-wins', 'white-wins', 'black-wins', 'white-wins-forfeit'];
  const score = new Map<number, number>(players.map((p) => [p.id, 0]));
  const rs: Round[] = [];
  for (let k = 1; k <= rounds; k++) {
    // Swiss-like: sort by score with random tie order, pair neighbours, odd one out gets the PAB.
    const ids = players.map((p) => p.id).sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0) || r() - 0.5);
    const byes: Bye[] = [];
    if (ids.length % 2 === 1) byes.push({ player: ids.pop()!, kind: 'U' });
    const pairings: Pairing[] = [];
    for (let i = 0; i + 1 < ids.length; i += 2) {
      const g = results[Math.floor(r() * results.length)]!;
      pairings.push({ board: pairings.length + 1, white: ids[i]!, black: ids[i + 1]!, games: [g] });
      const w = g === 'draw' ? 5 : g === 'black-wins' ? 0 : 10;
      score.set(ids[i]!, (score.get(ids[i]!) ?? 0) + w);
      score.set(ids[i + 1]!, (score.get(ids[i + 1]!) ?? 0) + 10 - w);
    }
    for (const b of byes) score.set(b.player, (score.get(b.player) ?? 0) + 10);
    rs.push({ number: k, pairings, byes });
  }
  return { name: 'bench', settings: { system: 'dutch', rules: '2026' }, scoring: chessScoring, totalRounds: rounds, players, rounds: rs, plannedByes: [], randomSeed: seed };
};

/**
 * Median wall time and median process CPU time (user + system) per run. On a loaded machine
 * (other jobs on the same cores) wall time overstates the cost; CPU time does not.
 */
const figures: Figure[] = [];
const time = (label: string, t: Tournament, f: (t: Tournament) => unknown, runs = 9, target?: number): number => {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const fresh = { ...t }; // new object: every WeakMap cache is cold
    const c0 = process.cpuUsage();
    const start = performance.now();
    f(fresh);
    wall.push(performance.now() - start);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const median = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const w = median(wall);
  const c = median(cpu);
  console.log(`${label.padEnd(58)} wall ${w.toFixed(1).padStart(7)} ms   cpu ${c.toFixed(1).padStart(7)} ms`);
  figures.push({ name: `standings ${label}`, value: Math.min(w, c), unit: 'ms', ...(target === undefined ? {} : { target: { max: target } }), note: 'median, min(wall, CPU)' });
  return Math.min(w, c);
};

export const runStandingsBench = (): Figure[] => {
  figures.length = 0;
  const t = benchTournament(2000, 11);
  const def = time('standings(): BH/C1, BH, SB, WIN — 2000 players, 11 rounds', t, standings, 9, 100);
  time('standingsWith: BH/C1 BH SB DE WIN ARO TPR', t, (x) => standingsWith(x, ['BH/C1', 'BH', 'SB', 'DE', 'WIN', 'ARO', 'TPR']));
  time('standingsWith: AOB FB PS KS PTP APRO APPO', t, (x) => standingsWith(x, ['AOB', 'FB', 'PS', 'KS', 'PTP', 'APRO', 'APPO']));
  time('standingsWith: DE first (large tied groups)', t, (x) => standingsWith(x, ['DE', 'BH']));
  time('tcecRanking', { ...t, settings: { system: 'tcec', double: false } }, tcecRanking);
  time('standingsWith: SOS ESOS (Netrunner)', t, (x) => standingsWith(x, ['SOS', 'ESOS']));
  // What the standings view does on open (rows + explanations), a prize-group filter, the two CSV exports.
  time('view: standingsReportOf (rows + lazy explanations)', t, (x) => standingsReportOf(x), 9, 100);
  const report = standingsReportOf(t);
  if (!report.ok) throw new Error(report.detail);
  const rows = report.rows;
  const players = new Map(t.players.map((p) => [p.id, p]));
  time('view: groupRows (rating 1600-1999)', t, () => groupRows(rows, players, { women: false, ratingFrom: 1600, ratingTo: 1999 }));
  time('view: one player card (4 explanations read)', t, (x) => {
    const r = standingsReportOf(x);
    return r.ok ? r.explanations.get(rows[0]!.player)?.map((e) => e.contributions.length) : undefined;
  });
  time('export: standingsCsv', t, (x) => standingsCsv(x, rows));
  time('export: crosstableCsv', t, (x) => crosstableCsv(x, rows));
  const ok = def < 100;
  console.log(ok ? 'standings target met (< 100 ms)' : 'standings target MISSED (>= 100 ms)');
  return [...figures];
};

if (process.argv[1]?.endsWith("bench/standings.ts")) runStandingsBench(); // run directly, not when imported
