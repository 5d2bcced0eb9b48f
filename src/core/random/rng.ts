import { xoroshiro128plus, unsafeUniformIntDistribution } from 'pure-rand';
import type { RandomGenerator } from 'pure-rand';

/**
 * A seeded random source for the core. Every random choice (random seeding, coin flips, the
 * tournament generator) goes through one of these so that a tournament can be replayed exactly.
 */
export interface Rng {
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform in [0, 1) with 2^-32 resolution (for rates and probabilities, never for scores). */
  unit(): number;
}

export const createRng = (seed: number): Rng => {
  const gen: RandomGenerator = xoroshiro128plus(seed | 0);
  return {
    int: (min, max) => unsafeUniformIntDistribution(min, max, gen),
    unit: () => unsafeUniformIntDistribution(0, 0xffffffff, gen) / 0x100000000,
  };
};

/** Fisher–Yates on a copy. */
export const shuffled = <T>(items: readonly T[], rng: Rng): T[] => {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};
