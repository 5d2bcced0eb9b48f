import type { CostModel } from '../sass/costModel';

/** Costs in hundredths of a point² (points are tenths). */
const scale = 100n;

/**
 * Double-sided Swiss (Netrunner, each round two games, one on each side): no rematches, cost
 * (p_a − p_b)²; the bye is an opponent with −1 points (cost (p + 1)²), so it goes to the lowest
 * score, and, as a rematch with the bye, never twice to one player. Both play both sides, so the
 * first game's corp is a coin flip.
 */
export const doubleSidedCostModel = (): CostModel => ({
  scale,
  // No side term (each round plays both sides); the records' bias is unused.
  sideBiasRule: 'played-games',
  exclusions: 'a rematch or a second bye',
  pair(a, b) {
    if (a.meetings.has(b.id)) return { allowed: false, reason: `${a.id} and ${b.id} have already met` };
    const d = BigInt(a.score) - BigInt(b.score);
    return { allowed: true, cost: d * d, sides: { kind: 'coin' } };
  },
  bye(a) {
    if (a.byesReceived > 0) return { allowed: false, reason: `${a.id} has already had a bye` };
    const p = BigInt(a.score) + 10n;
    return { allowed: true, cost: p * p };
  },
});
