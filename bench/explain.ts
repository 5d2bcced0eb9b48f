/**
 * "Why?" bench: one board's explanation (the board, its colour rule and three alternative
 * opponents, each a re-solve of the round) in the last round of the Dutch bench tournaments
 * (100, 500, 1000 players, 2026 rules), with the core as it ships (shippedCore.ts). The worker
 * runs the same code; the target (≤ 1 s at 500 players) is the issue's. Board 1 (the top score
 * group), a board a quarter of the way down and one in the middle (larger score groups) are timed,
 * each as the round's first question (the explanation pairs the round once itself) and as a next
 * question (that pairing remembered); the median of 3, wall and CPU seconds of this process (the
 * wall time counts whatever else the machine runs).
 *   npm run bench -- explain
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure } from './figures';
import { shippedCore } from './shippedCore';

const dir = join(import.meta.dirname, '..', 'test', 'fixtures', 'dutch', 'bench');
const runs = 3;

export async function runExplainBench(): Promise<Figure[]> {
  const { pairDutch, readTrf, tournamentFromTrf, explainPairing, forgetUnforcedRounds } = await shippedCore();
  const figures: Figure[] = [];
  for (const size of [100, 500, 1000]) {
    const name = `dutch_p${String(size).padStart(4, '0')}_r11_r11`;
    const read = readTrf(readFileSync(join(dir, `${name}.trf`), 'utf8'));
    if (!read.ok) throw new Error(read.error.message);
    const built = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' } });
    if (!built.ok) throw new Error('tournament');
    const paired = pairDutch(built.tournament);
    if (!paired.ok) throw new Error(paired.detail);
    const number = built.tournament.rounds.length + 1;
    const round = { number, pairings: paired.round.pairs.map((p, i) => ({ board: i + 1, white: p.white, black: p.black, games: [null] })), byes: paired.round.byes };
    const t = { ...built.tournament, rounds: [...built.tournament.rounds, round] };
    for (const board of [1, Math.ceil(round.pairings.length / 4), Math.ceil(round.pairings.length / 2)]) {
      // "first": the round's first question (the explanation pairs the round once itself);
      // "next": the same question again, the round's own pairing remembered from the first.
      const timed = { first: { wall: [] as number[], cpu: [] as number[] }, next: { wall: [] as number[], cpu: [] as number[] } };
      let alternatives = 0;
      for (let r = 0; r < runs; r++) {
        forgetUnforcedRounds();
        for (const kind of ['first', 'next'] as const) {
          const start = performance.now();
          const startCpu = process.cpuUsage();
          const e = explainPairing(t, { round: number, board });
          timed[kind].wall.push((performance.now() - start) / 1000);
          const used = process.cpuUsage(startCpu);
          timed[kind].cpu.push((used.user + used.system) / 1e6);
          if (!e.ok) throw new Error(e.detail);
          alternatives = e.explanation.alternatives.length;
        }
      }
      const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      for (const kind of ['first', 'next'] as const) {
        const { wall, cpu } = timed[kind];
        figures.push({
          name: `explain ${size} players, board ${board}, ${kind} question`, value: median(wall), unit: 's',
          ...(size === 500 ? { target: { max: 1 } } : {}),
          note: `${alternatives} alternatives; wall median of ${runs} (runs ${wall.map((x) => x.toFixed(2)).join(' / ')}); CPU ${median(cpu).toFixed(2)} s`,
        });
        console.log(`explain ${size} players, board ${board}, ${kind} question: wall ${median(wall).toFixed(2)} s (${wall.map((x) => x.toFixed(2)).join(' / ')}), CPU ${median(cpu).toFixed(2)} s (${cpu.map((x) => x.toFixed(2)).join(' / ')}), ${alternatives} alternatives`);
      }
    }
  }
  return figures;
}
