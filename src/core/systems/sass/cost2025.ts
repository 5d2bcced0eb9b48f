import type { CostModel, EdgeVerdict } from './costModel';
import type { SideRecord } from './sideRecord';

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
  const directed = (c: SideRecord, r: SideRecord): bigint | null => {
    const met = c.meetings.get(r.id) ?? [];
    if (met.includes('corp')) return null; // no corping twice against the same opponent
    const d = BigInt(c.score) - BigInt(r.score);
    const exponent = Math.max(Math.max(c.sideBias, 0), Math.abs(Math.min(r.sideBias, 0)));
    const cost = d * d + (met.length > 0 ? 5n * scale : 0n) + 50n ** BigInt(exponent) * scale;
    return cost < ceiling ? cost : null;
  };
  return {
    scale,
    sideBiasRule: 'assigned-sides',
    exclusions: 'a third meeting, corping twice against the same opponent, a second bye, or a cost of 100 or more',
    pair(a, b): EdgeVerdict {
      if ((a.meetings.get(b.id) ?? []).length >= 2) {
        return { allowed: false, reason: `${a.id} and ${b.id} have already met twice` };
      }
      const aCorp = directed(a, b);
      const bCorp = directed(b, a);
      if (aCorp === null && bCorp === null) return { allowed: false, reason: `no side assignment for ${a.id}–${b.id} costs under 100` };
      if (bCorp === null || (aCorp !== null && aCorp < bCorp)) return { allowed: true, cost: aCorp as bigint, sides: { kind: 'forced', corp: a.id } };
      if (aCorp === null || bCorp < aCorp) return { allowed: true, cost: bCorp, sides: { kind: 'forced', corp: b.id } };
      return { allowed: true, cost: aCorp, sides: { kind: 'coin' } };
    },
    bye(a) {
      if (a.byesReceived > 0) return { allowed: false, reason: `${a.id} has already had a bye` };
      const p = BigInt(a.score) + 10n;
      return { allowed: true, cost: p * p };
    },
  };
};
