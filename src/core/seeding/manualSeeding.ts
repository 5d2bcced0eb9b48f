/**
 * Pairing numbers given by the arbiter (e.g. a round robin's numbers drawn in the players' presence):
 * each player's number as typed, checked to be a permutation of 1 … n. Returns the players in
 * pairing-number order, or the first player whose number is wrong and why, in words.
 */
export type ManualSeeding<P> =
  | { readonly ok: true; readonly order: readonly P[] }
  | { readonly ok: false; readonly player: P; readonly message: string };

export const manualSeeding = <P extends { readonly name: string }>(players: readonly P[], numberOf: (p: P) => number | null): ManualSeeding<P> => {
  const n = players.length;
  const holder = new Map<number, P>();
  for (const p of players) {
    const k = numberOf(p);
    if (k === null || !Number.isInteger(k) || k < 1 || k > n) {
      return { ok: false, player: p, message: `${p.name} needs a pairing number from 1 to ${n}${k === null ? '' : `, not ${k}`}.` };
    }
    const other = holder.get(k);
    if (other !== undefined) return { ok: false, player: p, message: `${p.name} and ${other.name} both have number ${k}.` };
    holder.set(k, p);
  }
  return { ok: true, order: Array.from({ length: n }, (_, i) => holder.get(i + 1)!) };
};
