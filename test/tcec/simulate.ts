import type { BoardResult, ProposedRound, Round, Tournament } from '../../src/core/model';
import { createRng } from '../../src/core/random/rng';
import type { Rng } from '../../src/core/random/rng';
import { tcecSystem } from '../../src/core/systems/tcec';
import { tcecTournament } from './helpers';

const randomResult = (rng: Rng): BoardResult => {
  const x = rng.int(0, 99);
  return x < 35 ? 'white-wins' : x < 75 ? 'draw' : 'black-wins';
};

export interface SimulatedRound {
  readonly before: Tournament;
  readonly proposed: ProposedRound;
}

/**
 * A synthetic TCEC event: `rounds` rounds paired by tcecSystem with random results (seeded).
 * Stops early if a round cannot be paired. Calls `onRound` after each pairing.
 */
export const simulateTcec = (
  playerCount: number,
  rounds: number,
  options: { readonly double?: boolean; readonly seed?: number; readonly onRound?: (r: SimulatedRound) => void } = {},
): Tournament => {
  const rng = createRng(options.seed ?? 1);
  const double = options.double ?? false;
  let t = tcecTournament(playerCount, [], { double });
  for (let k = 1; k <= rounds; k++) {
    const outcome = tcecSystem.pairNextRound(t);
    if (!outcome.ok) break;
    options.onRound?.({ before: t, proposed: outcome.round });
    const round: Round = {
      number: k,
      pairings: outcome.round.pairs.map((p, i) => ({
        board: i + 1,
        white: p.white,
        black: p.black,
        games: double ? [randomResult(rng), randomResult(rng)] : [randomResult(rng)],
      })),
      byes: outcome.round.byes,
    };
    t = { ...t, rounds: [...t.rounds, round] };
  }
  return t;
};
