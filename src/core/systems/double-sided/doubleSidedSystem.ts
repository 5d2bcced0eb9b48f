import type { PairingSystem } from '../../model';
import type { MaxWeightMatcher } from '../sass/pairSingleSided';
import { pairSingleSided } from '../sass/pairSingleSided';
import { roundRng } from '../sass/singleSidedSystem';
import { blossomMatcher } from '../sass/blossomMatcher';
import { doubleSidedCostModel } from './doubleSidedCost';

/**
 * Double-sided Swiss (Netrunner): minimum total (p_a − p_b)² over the maximum-cardinality
 * matchings without rematches, the bye as a −1-point opponent. Same engine as single-sided Swiss,
 * another cost model; the pairing's `white` is the corp of the round's first game.
 */
export const doubleSidedSystem = (matcher: MaxWeightMatcher): PairingSystem => ({
  id: 'double-sided',
  pairNextRound: (t) => {
    if (t.settings.system !== 'double-sided') {
      return { ok: false, reason: 'invalid-state', detail: `not a double-sided Swiss tournament (${t.settings.system})` };
    }
    const r = pairSingleSided(t, doubleSidedCostModel(), roundRng(t), matcher);
    return r.ok ? { ok: true, round: r.round } : r;
  },
});

/** Double-sided Swiss on the shared blossom matcher (the registry's engine). */
export const doubleSidedSwiss: PairingSystem = doubleSidedSystem(blossomMatcher);
