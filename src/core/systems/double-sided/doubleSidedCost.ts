import type { CostModel, CostTerm } from '../sass/costModel';
import { sumOfTerms } from '../sass/costModel';

/** The bye's virtual opponent is on −1 point (tenths), so the bye costs (p + 1)². */
const byeOpponent = -10;
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
  // The bye costs (p + 1)²: a game against an opponent on −1 point.
  byeOpponent,
  exclusions: 'a rematch or a second bye',
  pair(a, b) {
    if (a.meetings.has(b.id)) return { allowed: false, reason: `${a.id} and ${b.id} have already met`, because: 'they have already met (no rematches)' };
    const d = BigInt(a.score) - BigInt(b.score);
    const terms: CostTerm[] = [{ key: 'score', cost: d * d }];
    return { allowed: true, cost: sumOfTerms(terms), terms, sides: { kind: 'coin' } };
  },
  bye(a) {
    if (a.byesReceived > 0) return { allowed: false, reason: `${a.id} has already had a bye`, because: 'has already had a bye' };
    const p = BigInt(a.score) - BigInt(byeOpponent);
    const terms: CostTerm[] = [{ key: 'bye', cost: p * p }];
    return { allowed: true, cost: sumOfTerms(terms), terms };
  },
});
