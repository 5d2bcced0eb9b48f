import type { PlayerId } from '../model';

/**
 * Sorts players by a comparator and assigns shared ranks (C.07 2.1: tied participants share the
 * place when the tie-break list is exhausted): equal neighbours get the rank of the first of them
 * (1, 2, 2, 4). Within a shared place players are listed by start rank (player id) so the output
 * is deterministic.
 */
export const rankBy = <T extends { readonly player: PlayerId }>(
  items: readonly T[],
  better: (a: T, b: T) => number,
): readonly (T & { readonly rank: number })[] => {
  const sorted = [...items].sort((a, b) => better(a, b) || a.player - b.player);
  const out: (T & { rank: number })[] = [];
  sorted.forEach((item, i) => {
    const prev = out[i - 1];
    const rank = prev !== undefined && better(sorted[i - 1] as T, item) === 0 ? prev.rank : i + 1;
    out.push({ ...item, rank });
  });
  return out;
};
