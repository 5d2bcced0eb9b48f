// The seeded PRNG: the only source of randomness in src/core.
export { createRng, shuffled } from './rng';
export type { Rng } from './rng';
