/**
 * "Why?" bench: one board's explanation (the board, its colour rule and three alternative
 * opponents, each a re-solve of the round) in the last round of the Dutch bench tournaments
 * (100, 500, 1000 players, 2026 rules), with the core as it ships (shippedCore.ts). The worker
 * runs the same code; the target (≤ 1 s at 500 players) is the issue's. Board 1 (the top score
 * group) and a board in the middle of the round (a larger score group) are timed; the median of 3.
 *   npm run bench -- explain
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure } from './figures';
import { shippedCore } from './shippedCore';

const dir = join(import.meta.dirname, '..', 'test', 'fixtures', 'dutch', 'bench');
const runs = 3;

export async function runExplainBench(): Promise<Figure[]> {
  const { pairDutch, readTrf, tournamentFromTrf, explainPairing } = await shippedCore();
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
    for (const board of [1, Math.ceil(round.pairings.length / 2)]) {
      const times: number[] = [];
      let alternatives = 0;
      for (let r = 0; r < runs; r++) {
        const start = performance.now();
        const e = explainPairing(t, { round: number, board });
        times.push((performance.now() - start) / 1000);
        if (!e.ok) throw new Error(e.detail);
        alternatives = e.explanation.alternatives.length;
      }
      const seconds = [...times].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
      figures.push({
        name: `explain ${size} players, board ${board}`, value: seconds, unit: 's',
        ...(size === 500 ? { target: { max: 1 } } : {}),
        note: `${alternatives} alternatives re-solved; median of ${runs}, first ${times[0]!.toFixed(2)} s`,
      });
      console.log(`explain ${size} players, board ${board}: ${seconds.toFixed(2)} s (${times.map((x) => x.toFixed(2)).join(' / ')}), ${alternatives} alternatives`);
    }
  }
  return figures;
}
