import type { Tenths } from '../../model';
import type { CostModel, CostTerm, EdgeVerdict, SideRule } from './costModel';
import { sumOfTerms } from './costModel';
import type { ExactCost } from './exactCost';
import type { Side, SideRecord } from './sideRecord';
import { otherSide } from './sideRecord';

const abs = (n: bigint): bigint => (n < 0n ? -n : n);

/**
 * The SASS cost model ("Single Sided Swiss: How it Works", "Technical Details"):
 *   cost = scoreCost × scoreFactor + sideBiasCost
 *   scoreCost = T(SD), T(n) = n(n+1)/2, SD = |scoreA − scoreB| ÷ points per win (ties make it fractional)
 *   sideBiasCost = 8^min(|biasA|, |biasB|) when both biases are non-zero with the same sign, else 0.
 * With points in tenths, W = win points and d = score difference in tenths, T(d/W) = d(d+W)/(2W²);
 * so scale = 2·W²·(score factor denominator) makes every cost an integer.
 * The bye is a virtual opponent scored `byeScore` with no side bias: its edge costs the score term only.
 * A bias counts the games played ("Single Sided Swiss: How it Works": "the amount of times they've played each deck"), so a
 * forfeit moves no bias; a forfeited pairing is still a meeting (rematch sides, third meeting).
 */
export const sassCostModel = (winPoints: Tenths, scoreFactor: ExactCost, byeScore: Tenths): CostModel => {
  if (winPoints <= 0) throw new RangeError('single-sided Swiss needs positive points for a win');
  const w = BigInt(winPoints);
  const scale = 2n * w * w * scoreFactor.denominator;
  const scoreCost = (a: Tenths, b: Tenths): bigint => {
    const d = abs(BigInt(a) - BigInt(b));
    return d * (d + w) * scoreFactor.numerator;
  };
  const sideBiasCost = (a: number, b: number): bigint =>
    a * b > 0 ? 8n ** BigInt(Math.min(Math.abs(a), Math.abs(b))) * scale : 0n;

  // "Single Sided Swiss: How it Works", "Side Selection": the side a pairing would give each player.
  const sideRuleOf = (a: SideRecord, b: SideRecord): SideRule => {
    const met = a.meetings.get(b.id) ?? [];
    const last = met[met.length - 1];
    if (last !== undefined) return { kind: 'forced', corp: otherSide(last) === 'corp' ? a.id : b.id, because: 'rematch' }; // rematch: swap sides
    if (a.sideBias > b.sideBias) return { kind: 'forced', corp: b.id, because: 'bias' }; // higher bias runs
    if (a.sideBias < b.sideBias) return { kind: 'forced', corp: a.id, because: 'bias' };
    return { kind: 'coin' };
  };
  // "Single Sided Swiss: How it Works": a rematch is refused when abs(bias + side) > abs(bias) and bias != 0.
  const worsens = (bias: number, side: Side): boolean =>
    bias !== 0 && Math.abs(bias + (side === 'corp' ? 1 : -1)) > Math.abs(bias);

  return {
    scale,
    sideBiasRule: 'played-games',
    byeOpponent: byeScore,
    exclusions: 'a third meeting, a second bye, or a rematch whose forced sides would worsen a side bias',
    pair(a, b): EdgeVerdict {
      const met = a.meetings.get(b.id) ?? [];
      if (met.length >= 2) return { allowed: false, reason: `${a.id} and ${b.id} have already met twice`, because: 'they have already met twice' };
      const sides = sideRuleOf(a, b);
      if (met.length > 0 && sides.kind === 'forced') {
        const aSide: Side = sides.corp === a.id ? 'corp' : 'runner';
        if (worsens(a.sideBias, aSide) || worsens(b.sideBias, otherSide(aSide))) {
          return { allowed: false, reason: `rematch ${a.id}–${b.id} would worsen a side bias`, because: 'a rematch swaps the sides of their last game, and that would make one of them play a side he has already played more often' };
        }
      }
      const terms: CostTerm[] = [{ key: 'score', cost: scoreCost(a.score, b.score) }, { key: 'side-bias', cost: sideBiasCost(a.sideBias, b.sideBias) }];
      return { allowed: true, cost: sumOfTerms(terms), terms, sides };
    },
    bye(a) {
      // "Single Sided Swiss: How it Works": "If they're against the bye and already received the bye" → refused.
      if (a.byesReceived > 0) return { allowed: false, reason: `${a.id} has already had a bye`, because: 'has already had a bye' };
      const terms: CostTerm[] = [{ key: 'bye', cost: scoreCost(a.score, byeScore) }];
      return { allowed: true, cost: sumOfTerms(terms), terms };
    },
  };
};
