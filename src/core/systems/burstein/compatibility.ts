import type { Tournament } from '../../model';
import type { CompatibilityGraph } from '../../diagnosis';
import { fideByeBlock, fideGraph, type FideRules } from '../fide/compatibility';
import { buildBursteinState, pairBursteinState } from './burstein';

/**
 * Burstein as bbpPairings pairs it: the bye goes first to the lowest eligible player in Burstein
 * order, then the others must all be paired (C1, C3 without the topscorer exception). Null when
 * the round can be paired.
 */
export const bursteinGraph = (t: Tournament): CompatibilityGraph | null => {
  const rules: FideRules = { topscorers: false, byeRule: '2017' };
  const state = buildBursteinState(t);
  const result = pairBursteinState(state);
  if (result.ok) return null;
  const order = result.ordered;
  if (order.length % 2 === 0) return fideGraph(t, state.base, rules, { players: order, bye: null });
  const eligible = order.filter((i) => fideByeBlock(state.base, rules, state.base.players[i]!) === null);
  // Nobody may have the bye: the plain graph (bye seat without edges) says so.
  if (eligible.length === 0) return fideGraph(t, state.base, rules);
  const bye = eligible[eligible.length - 1]!;
  return fideGraph(t, state.base, rules, { players: order.filter((i) => i !== bye), bye });
};
