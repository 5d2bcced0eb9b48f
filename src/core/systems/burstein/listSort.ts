/**
 * Sorting exactly as libstdc++'s std::list::sort does (bottom-up merge through 64 bins).
 * bbpPairings sorts a score group plus its floater with a comparator that is not transitive
 * across different scores (metricScores.ts `worseThan`), so the order depends on the algorithm;
 * to pair as bbpPairings does, the same algorithm is used. `before(a, b)`: a sorts before b.
 */
export function listSort<T>(items: readonly T[], before: (a: T, b: T) => boolean): T[] {
  // list::merge(x): elements of x are inserted before the first element of this they beat.
  const merge = (self: T[], x: T[]): T[] => {
    const out: T[] = [];
    let i = 0;
    let j = 0;
    while (i < self.length && j < x.length) {
      if (before(x[j]!, self[i]!)) out.push(x[j++]!);
      else out.push(self[i++]!);
    }
    while (i < self.length) out.push(self[i++]!);
    while (j < x.length) out.push(x[j++]!);
    return out;
  };
  if (items.length < 2) return items.slice();
  const bins: T[][] = [];
  let fill = 0;
  for (const item of items) {
    let carry: T[] = [item];
    let counter = 0;
    while (counter !== fill && bins[counter]!.length > 0) {
      carry = merge(bins[counter]!, carry);
      bins[counter] = [];
      counter++;
    }
    bins[counter] = carry;
    if (counter === fill) fill++;
  }
  for (let c = 1; c < fill; c++) bins[c] = merge(bins[c]!, bins[c - 1]!);
  return bins[fill - 1]!;
}
