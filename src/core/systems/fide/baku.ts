import type { Tournament } from '../../model';

/**
 * Baku acceleration (C.04.5.1; C.04.7 in the 2026 handbook), for a system that offers it, when
 * the TO chose it and the file gives no virtual points (XXA / 250): group A is the first 2·⌈N/4⌉ players by pairing number; in the first half of the
 * rounds (rounded up) they get virtual points for pairing only: a win's worth in the first half of
 * those rounds (rounded up), a draw's worth in the rest. Indexed by round - 1.
 */
export function bakuAccelerations(t: Tournament, n: number): number[][] {
  const none: number[][] = Array.from({ length: n }, () => []);
  const groupA = 2 * Math.ceil(n / 4);
  const accelerated = Math.ceil(t.totalRounds / 2);
  const full = Math.ceil(accelerated / 2);
  const points = Array.from({ length: accelerated }, (_, r) => (r < full ? t.scoring.win : t.scoring.draw));
  return none.map((_, i) => (i < groupA ? [...points] : []));
}

