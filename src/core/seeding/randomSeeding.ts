import type { Rng } from '../random';
import { shuffled } from '../random';

/**
 * TCEC "Seeding", random seeding: a uniformly random seed order, reproducible from the Rng's seed
 * (create it with createRng(tournament.randomSeed)). Returns the players in seed order.
 */
export const randomSeeding = <P>(players: readonly P[], rng: Rng): P[] => shuffled(players, rng);
