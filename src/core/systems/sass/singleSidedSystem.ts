import type { PairingOutcome, PairingSystem, Tournament } from '../../model';
import { assertNever } from '../../model';
import { createRng } from '../../random';
import { cost2025Model } from './cost2025';
import type { CostModel } from './costModel';
import { fractionOfDecimal } from './exactCost';
import type { MaxWeightMatcher, SingleSidedPairing } from './pairSingleSided';
import { pairSingleSided } from './pairSingleSided';
import { blossomMatcher } from './blossomMatcher';
import { sassCostModel } from './sassCost';

type SassSettings = Extract<Tournament['settings'], { system: 'sass' }>;

/** The cost model the TO picked for this tournament. */
export const costModelFor = (t: Tournament, settings: SassSettings): CostModel | string => {
  switch (settings.model) {
    case 'sass': {
      const factor = fractionOfDecimal(settings.scoreFactor);
      if (factor === null) return `the score factor must be a non-negative decimal (at most 6 places), got ${settings.scoreFactor}`;
      if (t.scoring.win <= 0) return 'single-sided Swiss needs positive points for a win';
      return sassCostModel(t.scoring.win, factor, settings.byeScore);
    }
    case '2025': return cost2025Model();
    default: return assertNever(settings.model);
  }
};

/** The coin flips of round k+1 come from the tournament seed and the round number, so any round replays. */
export const roundRng = (t: Tournament, seed: number = t.randomSeed) => createRng((seed ^ Math.imul(t.rounds.length + 1, 0x9e3779b1)) | 0);

/** Pairs round k+1 of a single-sided Swiss tournament, with the exact total cost of the pairing. */
export const pairSass = (t: Tournament, matcher: MaxWeightMatcher): SingleSidedPairing | Extract<PairingOutcome, { ok: false }> => {
  const settings = t.settings;
  if (settings.system !== 'sass') {
    return { ok: false, reason: 'invalid-state', detail: `not a single-sided Swiss tournament (${settings.system})` };
  }
  const model = costModelFor(t, settings);
  if (typeof model === 'string') return { ok: false, reason: 'invalid-state', detail: model };
  return pairSingleSided(t, model, roundRng(t, settings.seed), matcher);
};

export const singleSidedSystem = (matcher: MaxWeightMatcher): PairingSystem => ({
  id: 'sass',
  pairNextRound: (t) => {
    const r = pairSass(t, matcher);
    return r.ok ? { ok: true, round: r.round } : r;
  },
});

/** Single-sided Swiss on the shared blossom matcher (the registry's engine). */
export const sassSystem: PairingSystem = singleSidedSystem(blossomMatcher);
