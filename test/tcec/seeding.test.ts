import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random/rng';
import { shuffled } from '../../src/core/random/rng';
import { defaultGroupCount, groupSeeding, groupSizes, randomSeeding } from '../../src/core/seeding';
import { readTrf } from '../../src/core/trf';

const root = join(__dirname, '../fixtures/tcec');
/** The reference events with seed 901 were group-seeded with floor(P/2) groups: start rank = seed. */
const playersOf = (file: string): { seed: number; rating: number }[] => {
  const read = readTrf(readFileSync(join(root, file), 'utf8'));
  if (!read.ok) throw new Error(read.error.message);
  return read.doc.players.map((p) => ({ seed: p.startRank, rating: p.rating }));
};

describe('TCEC Seeding: group seeding', () => {
  it.each([
    'tcec_single/p8_r7_s901/p8_r7_s901_r1.trf',
    'tcec_single/p11_r9_s901/p11_r9_s901_r1.trf',
    'tcec_single/p6_r9_s901/p6_r9_s901_r1.trf',
    'tcec_single/p20_r11_s901/p20_r11_s901_r1.trf',
    'tcec_single/p40_r15_s901/p40_r15_s901_r1.trf',
    'tcec_double/p9_r9_s901/p9_r9_s901_r1.trf',
    'tcec_double/p20_r7_s901/p20_r7_s901_r1.trf',
  ])('reproduces the seed order of the group-seeded reference event %s', (file) => {
    const players = playersOf(file);
    const input = shuffled(players, createRng(7));
    expect(groupSeeding(input, defaultGroupCount(players.length)).map((p) => p.seed)).toEqual(
      players.map((p) => p.seed).sort((a, b) => a - b),
    );
  });

  it('picks A1, B1, C1, D1, A2, ...: 8 players in 4 groups', () => {
    const players = [3575, 3497, 3397, 3341, 3295, 3201, 3059, 3017].map((rating) => ({ rating }));
    expect(groupSeeding(players, 4).map((p) => p.rating)).toEqual([3575, 3397, 3295, 3059, 3497, 3341, 3201, 3017]);
  });

  it('stronger groups take the extra players, split as evenly as possible (11 into 4: 3, 3, 3, 2)', () => {
    expect(groupSizes(11, 4)).toEqual([3, 3, 3, 2]);
    expect(groupSizes(11, 5)).toEqual([3, 2, 2, 2, 2]);
    const players = Array.from({ length: 11 }, (_, i) => ({ rating: 3000 - i }));
    // A = 3000..2998, B = 2997..2995, C = 2994..2992, D = 2991, 2990
    expect(groupSeeding(players, 4).map((p) => 3000 - p.rating)).toEqual([0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8]);
  });

  it('default group count is floor(P/2)', () => {
    expect([1, 2, 7, 40].map(defaultGroupCount)).toEqual([1, 1, 3, 20]);
  });

  it('returns every player exactly once, whatever the group count', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1000, max: 3600 }), { maxLength: 60 }), fc.integer({ min: -2, max: 70 }), (ratings, groups) => {
        const players = ratings.map((rating, id) => ({ id, rating }));
        const seeded = groupSeeding(players, groups);
        expect(seeded.map((p) => p.id).sort((a, b) => a - b)).toEqual(players.map((p) => p.id));
      }),
      { seed: 2026, numRuns: 200 },
    );
  });
});

describe('TCEC Seeding: random seeding', () => {
  const players = Array.from({ length: 30 }, (_, i) => `Engine ${i + 1}`);

  it('is reproducible from the seed', () => {
    expect(randomSeeding(players, createRng(42))).toEqual(randomSeeding(players, createRng(42)));
  });

  it('is a permutation, and another seed gives another order', () => {
    const a = randomSeeding(players, createRng(42));
    expect([...a].sort()).toEqual([...players].sort());
    expect(randomSeeding(players, createRng(43))).not.toEqual(a);
  });
});
