/**
 * Single-sided Swiss: time to pair each round of simulated events (SASS model, score factor 2,
 * and the 2025 model), and the share of players who end an event with uneven sides.
 */
import type { PairingOutcome, Tournament } from '../src/core/model';
import { sassSystem } from '../src/core/systems/sass/singleSidedSystem';
import { finalSideBias, isUneven, simulateEvent } from '../test/sass/simulate';
import type { Figure } from './figures';

const timed = (players: number, rounds: number, model: 'sass' | '2025'): Figure => {
  const times: number[] = [];
  const pair = (t: Tournament): PairingOutcome => {
    const t0 = performance.now();
    const r = sassSystem.pairNextRound(t);
    times.push(performance.now() - t0);
    return r;
  };
  const ev = simulateEvent({ players, rounds, seed: 2026, model, scoreFactor: 2 }, pair);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const uneven = [...finalSideBias(ev.tournament).values()].filter(isUneven).length;
  console.log(
    `${model.padEnd(4)} ${String(players).padStart(4)} players × ${rounds} rounds: median ${median.toFixed(1)} ms, ` +
      `max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms per round; ${uneven} players end uneven` +
      (ev.stoppedAt !== null ? `; no valid pairing in round ${ev.stoppedAt}` : ''),
  );
  return { name: `SASS ${model} ${players} players × ${rounds} rounds, slowest round`, value: sorted[sorted.length - 1] ?? 0, unit: 'ms', note: `median ${median.toFixed(1)} ms, ${uneven} end uneven` };
};

export const runSassBench = (): Figure[] =>
  [[28, 8], [150, 10], [500, 12]].flatMap(([players, rounds]) => [timed(players!, rounds!, 'sass'), timed(players!, rounds!, '2025')]);
