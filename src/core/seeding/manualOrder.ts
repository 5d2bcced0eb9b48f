/**
 * The arbiter's hand change to a start list before round 1 (C.04.2 lets the arbiter correct the
 * initial order before pairing round 1): the entry at `from` (0-based) moved to `to`, the others
 * keeping their order. Out-of-range positions are clamped; returns a new array.
 */
export const moveInOrder = <T>(order: readonly T[], from: number, to: number): T[] => {
  const out = [...order];
  if (out.length === 0 || !Number.isInteger(from) || from < 0 || from >= out.length) return out;
  const target = Math.min(Math.max(0, Math.trunc(to)), out.length - 1);
  const [moved] = out.splice(from, 1) as [T];
  out.splice(target, 0, moved);
  return out;
};
