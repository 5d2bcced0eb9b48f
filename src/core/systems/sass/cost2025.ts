import type { CostModel, CostTerm, EdgeVerdict } from './costModel';
import { sumOfTerms } from './costModel';
import type { SideRecord } from './sideRecord';

/** The bye's virtual opponent is on −1 point (tenths), so the bye costs (p + 1)². */
const byeOpponent = -10;
/** Costs in hundredths of a point² (points are tenths, squared differences are hundredths). */
const scale = 100n;
/** "no edge when cost ≥ 100" */
const ceiling = 100n * scale;

/**
 * The 2025 single-sided Swiss model (Cobra and Aesop's Tables since July 2025):
 *   cost(corp c, runner r) = (p_c − p_r)² + 5·[met before] + 50^max(max(bias_c, 0), |min(bias_r, 0)|)
 * the lower over the allowed side assignments; no edge when the cost is ≥ 100; nobody corps twice
 * against the same opponent; at most two meetings. The bye: only for players without one, cost (p + 1)².
 * Biases and meetings count every pairing that assigned sides, forfeits included, as Cobra does
 * (it assigns the sides when it pairs and has no forfeit result); byes assign no side.
 */
export const cost2025Model = (): CostModel => {
  const directed = (c: SideRecord, r: SideRecord): { readonly cost: bigint; readonly terms: readonly CostTerm[] } | null => {
    const met = c.meetings.get(r.id) ?? [];
    if (met.includes('corp')) return null; // no corping twice against the same opponent
    const d = BigInt(c.score) - BigInt(r.score);
    const exponent = Math.max(Math.max(c.sideBias, 0), Math.abs(Math.min(r.sideBias, 0)));
    const terms: CostTerm[] = [
      { key: 'score', cost: d * d },
      { key: 'rematch', cost: met.length > 0 ? 5n * scale : 0n },
      { key: 'side-bias', cost: 50n ** BigInt(exponent) * scale },
    ];
    const cost = sumOfTerms(terms);
    return cost < ceiling ? { cost, terms } : null;
  };
  return {
    scale,
    sideBiasRule: 'assigned-sides',
    // The bye costs (p + 1)²: a game against an opponent on −1 point.
    byeOpponent,
    exclusions: 'a third meeting, corping twice against the same opponent, a second bye, or a cost of 100 or more',
    pair(a, b): EdgeVerdict {
      if ((a.meetings.get(b.id) ?? []).length >= 2) {
        return { allowed: false, reason: `${a.id} and ${b.id} have already met twice`, because: 'they have already met twice' };
      }
      const aCorp = directed(a, b);
      const bCorp = directed(b, a);
      if (aCorp === null && bCorp === null) return { allowed: false, reason: `no side assignment for ${a.id}–${b.id} costs under 100`, because: 'either way round the pair would cost 100 or more (or one would corp against the other a second time)' };
      if (bCorp === null || (aCorp !== null && aCorp.cost < bCorp.cost)) return { allowed: true, ...(aCorp as NonNullable<typeof aCorp>), sides: { kind: 'forced', corp: a.id, because: 'cheaper' } };
      if (aCorp === null || bCorp.cost < aCorp.cost) return { allowed: true, ...bCorp, sides: { kind: 'forced', corp: b.id, because: 'cheaper' } };
      return { allowed: true, ...aCorp, sides: { kind: 'coin' } };
    },
    bye(a) {
      if (a.byesReceived > 0) return { allowed: false, reason: `${a.id} has already had a bye`, because: 'has already had a bye' };
      const p = BigInt(a.score) - BigInt(byeOpponent);
      const terms: CostTerm[] = [{ key: 'bye', cost: p * p }];
      return { allowed: true, cost: sumOfTerms(terms), terms };
    },
  };
};
