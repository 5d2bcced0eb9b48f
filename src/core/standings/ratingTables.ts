/**
 * FIDE Rating Regulations (B.02, in force since 1 March 2024), table 8.1.1 (fractional score p →
 * rating difference dp) and table 8.1.2 (rating difference D → scoring probability PD), used by
 * C.07 (2026) 10.2 TPR, 10.3 PTP, 10.4 APRO and 10.5 APPO.
 * Source: https://handbook.fide.com/chapter/B022024 (sections 8.1.1 and 8.1.2).
 */

/** dp for p = 0.00, 0.01, …, 1.00 (index = p × 100). Table 8.1.1; symmetric around p = 0.50. */
export const dpTable: readonly number[] = [
  -800, -677, -589, -538, -501, -470, -444, -422, -401, -383,
  -366, -351, -336, -322, -309, -296, -284, -273, -262, -251,
  -240, -230, -220, -211, -202, -193, -184, -175, -166, -158,
  -149, -141, -133, -125, -117, -110, -102, -95, -87, -80,
  -72, -65, -57, -50, -43, -36, -29, -21, -14, -7,
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65,
  72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
  149, 158, 166, 175, 184, 193, 202, 211, 220, 230,
  240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
  366, 383, 401, 422, 444, 470, 501, 538, 589, 677,
  800,
];

/**
 * Table 8.1.2: upper bound of each rating-difference band and the higher-rated player's scoring
 * probability in hundredths (the lower-rated player's is 100 minus it). Above 735: 100 / 0.
 */
const pdBands: readonly (readonly [maxDiff: number, pdHigh: number])[] = [
  [3, 50], [10, 51], [17, 52], [25, 53], [32, 54], [39, 55], [46, 56], [53, 57], [61, 58], [68, 59],
  [76, 60], [83, 61], [91, 62], [98, 63], [106, 64], [113, 65], [121, 66], [129, 67], [137, 68], [145, 69],
  [153, 70], [162, 71], [170, 72], [179, 73], [188, 74], [197, 75], [206, 76], [215, 77], [225, 78], [235, 79],
  [245, 80], [256, 81], [267, 82], [278, 83], [290, 84], [302, 85], [315, 86], [328, 87], [344, 88], [357, 89],
  [374, 90], [391, 91], [411, 92], [432, 93], [456, 94], [484, 95], [517, 96], [559, 97], [619, 98], [735, 99],
];

/** pdHigh for every difference 0…735, expanded once from the bands. */
const pdByDifference: readonly number[] = (() => {
  const out: number[] = [];
  let band = 0;
  for (let d = 0; d <= 735; d++) {
    while ((pdBands[band] as readonly [number, number])[0] < d) band += 1;
    out.push((pdBands[band] as readonly [number, number])[1]);
  }
  return out;
})();

/** Scoring probability in hundredths for a player rated `own` against `opponent` (full scale, no 400 cut). */
export const scoringProbability = (own: number, opponent: number): number => {
  const high = pdByDifference[Math.abs(own - opponent)] ?? 100;
  return own >= opponent ? high : 100 - high;
};

/** dp for a fractional score given in hundredths (0…100). */
export const ratingDifference = (hundredths: number): number => {
  const i = Math.min(100, Math.max(0, hundredths));
  return dpTable[i] ?? 0;
};
