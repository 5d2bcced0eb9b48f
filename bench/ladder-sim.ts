/**
 * Simulation of the rolling round-robin ladder (H.G. Muller's "New tournament form") on 40 engines with hidden true
 * strengths. Results come from an Elo model with draws, drawn from the seeded Rng (fixed seeds).
 *
 *   npx tsx bench/ladder-sim.ts [seedCount]
 *
 * The old ranking is last edition's order (true Elo blurred by noise of 120 Elo), with 6 new
 * engines of any strength appended at the bottom by the TO — the hard case the seed discusses.
 * Reports games played against a full round robin (780 games) and Spearman's rank correlation of
 * the final ranking with the true order, for region sizes 6, 10 and 14 (min games 15, unpark 5),
 * next to the full round robin's own correlation.
 */
import { createRng, shuffled } from '../src/core/random/rng';
import type { Rng } from '../src/core/random/rng';
import { ladderStart, nextGame, recordResult, ladderView } from '../src/core/systems/ladder';
import type { LadderResult } from '../src/core/systems/ladder';
import type { Figure } from './figures';

const ENGINES = 40;
const NEW_ENTRANTS = 6;

const normal = (rng: Rng): number => {
  const u = 1 - rng.unit();
  const v = rng.unit();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
};

/** Expected score from the Elo difference; draws take min(E, 1−E) of the probability mass. */
const playGame = (rng: Rng, whiteElo: number, blackElo: number): LadderResult => {
  const e = 1 / (1 + 10 ** ((blackElo - whiteElo) / 400));
  const pDraw = Math.min(e, 1 - e);
  const pWin = e - pDraw / 2;
  const x = rng.unit();
  return x < pWin ? 'white-wins' : x < pWin + pDraw ? 'draw' : 'black-wins';
};

interface Field { readonly elo: ReadonlyMap<string, number>; readonly trueOrder: readonly string[]; readonly oldRanking: readonly string[] }

const makeField = (rng: Rng): Field => {
  const names = Array.from({ length: ENGINES }, (_, i) => `E${String(i + 1).padStart(2, '0')}`);
  const elo = new Map(names.map((n) => [n, Math.round(3000 + 200 * normal(rng))]));
  const trueOrder = names.slice().sort((a, b) => (elo.get(b) ?? 0) - (elo.get(a) ?? 0));
  const entrants = shuffled(names, rng).slice(0, NEW_ENTRANTS);
  const known = names.filter((n) => !entrants.includes(n));
  const blurred = new Map(known.map((n) => [n, (elo.get(n) ?? 0) + 120 * normal(rng)]));
  const oldRanking = [...known.sort((a, b) => (blurred.get(b) ?? 0) - (blurred.get(a) ?? 0)), ...entrants];
  return { elo, trueOrder, oldRanking };
};

const spearman = (ranking: readonly string[], trueOrder: readonly string[]): number => {
  const n = trueOrder.length;
  const truePos = new Map(trueOrder.map((e, i) => [e, i]));
  let d2 = 0;
  ranking.forEach((e, i) => { d2 += (i - (truePos.get(e) ?? 0)) ** 2; });
  return 1 - (6 * d2) / (n * (n * n - 1));
};

const runLadder = (field: Field, regionSize: number, rng: Rng) => {
  const start = ladderStart(field.oldRanking, { regionSize, minGamesToDrop: 15, unparkThreshold: 5 });
  if (!start.ok) throw new Error(start.detail);
  let state = start.state;
  for (;;) {
    const g = nextGame(state);
    if (g.kind === 'finished') break;
    const out = recordResult(state, g, playGame(rng, field.elo.get(g.white) ?? 0, field.elo.get(g.black) ?? 0));
    if (!out.ok) throw new Error(out.detail);
    state = out.state;
  }
  const view = ladderView(state);
  return { games: view.gamesPlayed, rho: spearman(view.newRanking, field.trueOrder), ranking: view.newRanking };
};

const runRoundRobin = (field: Field, rng: Rng) => {
  const names = field.trueOrder.slice();
  const pts = new Map(names.map((n) => [n, 0]));
  let games = 0;
  for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) {
    const [w, b] = (i + j) % 2 ? [names[i] as string, names[j] as string] : [names[j] as string, names[i] as string];
    const r = playGame(rng, field.elo.get(w) ?? 0, field.elo.get(b) ?? 0);
    games++;
    pts.set(w, (pts.get(w) ?? 0) + (r === 'white-wins' ? 2 : r === 'draw' ? 1 : 0));
    pts.set(b, (pts.get(b) ?? 0) + (r === 'black-wins' ? 2 : r === 'draw' ? 1 : 0));
  }
  const oldIdx = new Map(field.oldRanking.map((e, i) => [e, i]));
  const ranking = names.sort((a, b) => (pts.get(b) ?? 0) - (pts.get(a) ?? 0) || (oldIdx.get(a) ?? 0) - (oldIdx.get(b) ?? 0));
  return { games, rho: spearman(ranking, field.trueOrder) };
};

export const runLadderSim = (seeds = 20): Figure[] => {
  const sizes = [6, 10, 14];
  const total = new Map<string, { games: number; rho: number }>();
  const add = (k: string, g: number, r: number) => {
    const t = total.get(k) ?? { games: 0, rho: 0 };
    total.set(k, { games: t.games + g, rho: t.rho + r });
  };
  let first: Map<string, { games: number; rho: number }> | null = null;
  let oldRho = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const field = makeField(createRng(seed * 7919));
    oldRho += spearman(field.oldRanking, field.trueOrder);
    const row = new Map<string, { games: number; rho: number }>();
    for (const size of sizes) {
      const r = runLadder(field, size, createRng(seed * 104729 + size));
      row.set(`ladder ${size}`, r);
      add(`ladder ${size}`, r.games, r.rho);
    }
    const rr = runRoundRobin(field, createRng(seed * 104729));
    row.set('full RR', rr);
    add('full RR', rr.games, rr.rho);
    if (seed === 1) first = row;
  }

  const fmt = (x: number, d = 3) => x.toFixed(d);
  console.log(`Ladder simulation: ${ENGINES} engines (${NEW_ENTRANTS} new entrants appended at the bottom), Elo model with draws`);
  console.log(`old ranking vs true order: mean Spearman ${fmt(oldRho / seeds)} over ${seeds} seeds\n`);
  console.log('| system | games (seed 1) | % of 780 | Spearman (seed 1) | mean games | mean Spearman |');
  console.log('|---|---|---|---|---|---|');
  for (const k of [...sizes.map((s) => `ladder ${s}`), 'full RR']) {
    const f = first?.get(k) ?? { games: 0, rho: 0 };
    const t = total.get(k) ?? { games: 0, rho: 0 };
    console.log(`| ${k} | ${f.games} | ${fmt((100 * f.games) / 780, 1)}% | ${fmt(f.rho)} | ${fmt(t.games / seeds, 1)} | ${fmt(t.rho / seeds)} |`);
  }
  return [...sizes.map((s) => `ladder ${s}`), 'full RR'].flatMap((k) => {
    const t = total.get(k) ?? { games: 0, rho: 0 };
    return [
      { name: `ladder sim, ${k}: mean games of 780`, value: t.games / seeds, unit: 'games' },
      { name: `ladder sim, ${k}: mean Spearman vs true order`, value: t.rho / seeds, unit: '' },
    ];
  });
};

if (process.argv[1]?.endsWith('bench/ladder-sim.ts')) runLadderSim(Number(process.argv[2] ?? '20')); // run directly, not when imported
