/**
 * TCEC "Seeding", group seeding, with the seed's recommended group count: "Use group count =
 * players / 2 (round down) for equal distance seeding" (at least one group).
 */
export const defaultGroupCount = (playerCount: number): number => Math.max(1, Math.floor(playerCount / 2));

/**
 * Sizes of `groupCount` groups for `playerCount` players: "roughly equal sized groups ... If the
 * division is not even, then have stronger groups with one more player than the weaker groups."
 * (The seed's own example, 11 players in groups of 4, 4, 4, 3, cannot add up; we split as evenly
 * as possible: 11 into 4 groups is 3, 3, 3, 2.)
 */
export const groupSizes = (playerCount: number, groupCount: number): number[] => {
  const base = Math.floor(playerCount / groupCount);
  const extra = playerCount % groupCount;
  return Array.from({ length: groupCount }, (_, g) => base + (g < extra ? 1 : 0));
};

/**
 * TCEC group seeding: order by rating (highest first; equal ratings keep the input order), cut
 * into `groupCount` groups A (strongest), B, ..., then seed A1, B1, C1, ..., A2, B2, ... — always
 * the strongest unseeded player of each group in turn. Returns the players in seed order (seed 1
 * first). `groupCount` is clamped to 1..players.length.
 */
export const groupSeeding = <P extends { readonly rating: number }>(
  players: readonly P[],
  groupCount: number = defaultGroupCount(players.length),
): P[] => {
  if (players.length === 0) return [];
  const count = Math.min(players.length, Math.max(1, Math.floor(groupCount)));
  const byRating = players.slice().sort((a, b) => b.rating - a.rating);
  const groups: P[][] = [];
  let next = 0;
  for (const size of groupSizes(players.length, count)) {
    groups.push(byRating.slice(next, next + size));
    next += size;
  }
  const seeded: P[] = [];
  for (let i = 0; seeded.length < players.length; i++) {
    for (const group of groups) {
      const p = group[i];
      if (p !== undefined) seeded.push(p);
    }
  }
  return seeded;
};
