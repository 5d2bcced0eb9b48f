import { isAbsolutePreference } from '../fide/history';
import type { BursteinState } from './burstein';

/**
 * A round in which every pair of players to pair may meet and nobody has a colour preference
 * (round 1 of an open, with the default acceleration's two score groups, or any round before the
 * first game), paired directly in O(n log n) instead of by the matcher: the result is the one the
 * full procedure (`pairBursteinState` with `fullEngine`) finds, pair for pair, the same bye, the
 * same colours (the same `colourOf` call) and the same order of pairs (so the same board order).
 *
 * The precondition (`homogeneousRound`), for every player to pair: no colour preference and no
 * absolute one (C.04.1 / C.04.3 A.6: what a player has before his first game), and no other
 * player to pair he may not meet (C.04.1 b: no rematch, no record-260 / XXP pair). That is all
 * the weights read besides the order. Everything else stays the engine's own code, run as
 * before: the order (score with acceleration, then the Burstein index: SB, Buchholz, median,
 * pairing number; C.04.4.2 A.2, A.6-A.7), the bye (C.04.1 c/d in the edition bbpPairings 6.0
 * applies: the lowest player in that order who had no PAB and no forfeit win; chosen before any
 * matching, so it needs nothing here), the sort of each group with its incoming floater, and the
 * colours. So scores, acceleration (default, Baku, XXA), earlier unplayed rounds and the index
 * are free. Why the matching's answer is the one written here (bbpPairings burstein.cpp
 * computeMatching, the weights in bursteinWeights.ts):
 *
 * 1. Units. Compatible (C) ≫ same score group (S) ≫ due colour ≫ priority: a matching has at most
 *    n/2 ≤ 4,999 pairs and at most one priority row in force (the player choosing now), so each
 *    unit outweighs every possible sum of the ones below it; a maximum matching is first of
 *    maximum cardinality, then has the most pairs inside groups, then the most pairs with the
 *    colour unit, then the highest priority.
 * 2. Building the groups. Every pair compatible: inside a group C + S, towards the group above C
 *    alone when the boundary between them is odd (a floater may come down), nothing otherwise.
 *    The maximum matching pairs everyone (the players so far, with the virtual opponent of an odd
 *    last group) with as few pairs across groups as possible: exactly one across each odd
 *    boundary (the players above it are odd in number and their only edges out cross it) and none
 *    across an even one (no edge). Each group so has at most one pair leaving upwards and one
 *    downwards, the second only when its own end is odd: what `matchingIsValid` allows. Every
 *    group is accepted as built, none is merged, the last one is not merged upward.
 * 3. Top against bottom (C.04.4.2: the highest index meets the lowest index of the bracket). In
 *    each group, sorted with its incoming floater f as the engine sorts it, every pair weighs
 *    C + S + the due-colour unit (no player has a preference, so every pair gets the unit), and
 *    the player whose opponent is chosen, v, has priority 1, 2, ... on the later unpaired players,
 *    the lowest-placed the highest. Every pair fixed so far left the graph, so the unpaired
 *    players of this group, R (f included), are as many as the group's end index modulo 2 (all
 *    earlier players are paired but f). By 1: when R is even it is paired inside (the next group
 *    is not linked: no edge out); when odd exactly one of R goes down into the next group, which
 *    is linked to this one (f is not: its phase-2 edges reach only the group it came into). The
 *    number of inside pairs, all with the colour unit, is then fixed, and what is left is v's
 *    priority: v takes the lowest-placed player of R. Two exceptions: R = {v}, odd: v is the
 *    group's floater; R = {v, f, w} with f in the middle: taking w would leave f alone, unable to
 *    go down, so v takes f and w floats. Any other R of three or more still has a player able to
 *    go down after v takes the lowest.
 *    So each group pairs its first player with its last, its second with its second-last, ...,
 *    and an odd group sends its middle player down (the next one when the middle is the incoming
 *    floater, who then meets the one above it).
 * 4. Colours: `colourOf(v, m)` as the engine calls it (no preference: C.04.3 E.5, the one with
 *    the lower pairing number gets the initial colour when that number is odd); the pairs in the
 *    order the engine fixes them, so `boardOrder` sorts them alike.
 *
 * Compared with the full procedure on several hundred random fields of 1-80 players (round 1 and
 * rounds after unplayed ones, acceleration default, XXA and Baku, tied ratings, byes requested,
 * withdrawals, earlier PABs, both initial colours) and on every state of the reference corpus
 * (`test/burstein/homogeneousRound.test.ts`). Whenever the precondition fails the full procedure
 * runs unchanged.
 */

/**
 * True when every player to pair has no colour preference (none absolute) and no other player to
 * pair he may not meet (see above). O(n + forbidden pairs).
 */
export function homogeneousRound(state: BursteinState): boolean {
  const ps = state.base.players;
  for (const p of ps) {
    if (!p.toBePaired) continue;
    // A.6: no colour preference (the due-colour unit on every pair; C.04.3 E.5 colours), none absolute (C.04.1 f/g).
    if (p.colourPreference !== null || isAbsolutePreference(p)) return false;
    // C.04.1 b: no pair among them forbidden (a rematch, record 260 / XXP).
    for (const f of p.forbidden) if (ps[f]?.toBePaired) return false;
  }
  return true;
}

/**
 * One group paired top against bottom (point 3 above): `full` is the group with its incoming
 * floater (`cameDown`, or null) in the engine's order; the pairs as (chooser, partner) in the
 * order the engine fixes them, and the player who goes down (odd groups), or null.
 */
export function topAgainstBottom(full: readonly number[], cameDown: number | null): { pairs: [number, number][]; floater: number | null } {
  const pairs: [number, number][] = [];
  let i = 0;
  let j = full.length - 1;
  while (i < j) {
    // R = {v, f, w}: the incoming floater cannot go down again, so v takes it and w floats.
    if (j - i === 2 && full[i + 1] === cameDown) {
      pairs.push([full[i]!, full[i + 1]!]);
      return { pairs, floater: full[j]! };
    }
    pairs.push([full[i]!, full[j]!]);
    i++;
    j--;
  }
  return { pairs, floater: i === j ? full[i]! : null };
}

/**
 * Internal, for the tests that compare the shortcuts with the engine they stand for:
 * `fullEngine` makes `pairBursteinState` skip the direct path; `solveEveryDecision` makes it
 * re-solve for every top-against-bottom decision, as bbpPairings does, instead of taking the ones
 * the optimum in hand certifies (`Graph.certifiedPartner` in burstein.ts).
 */
export interface BursteinEngine {
  readonly fullEngine?: boolean;
  readonly solveEveryDecision?: boolean;
}
