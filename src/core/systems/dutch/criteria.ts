import type { Colour } from '../../model';
import type { SwissPlayer, SwissState } from '../fide/history';
import { acceleratedScore, invertColour, isAbsoluteImbalance, isAbsolutePreference, pointsOf } from '../fide/history';
import { initialColourRule, neutralColour } from '../fide/colourAllocation';

export type PairingResult =
  | { readonly ok: true; readonly pairs: readonly (readonly [number, number])[]; readonly bye: number | null }
  | { readonly ok: false; readonly detail: string };

export const bitsToRepresent = (x: number): number => (x <= 0 ? 0 : Math.floor(Math.log2(x)) + 1);

export { compatible } from '../fide/absoluteCriteria';

export const preferencesCompatible = (a: Colour | null, b: Colour | null): boolean => a !== b || a === null || b === null;

/** Bits of `colourCriteria`: a pair satisfies C10, C11, C12, C13. */
export const C10 = 8;
export const C11 = 4;
export const C12 = 2;
export const C13 = 1;

/**
 * The colour criteria a pair satisfies (C.04.3 C10-C13) as a bit mask, `p` the lower player,
 * `o` the higher: C10 topscorers' |CD| > 2 avoided, C11 topscorers' same colour three times
 * avoided, C12 both colour preferences granted, C13 both strong preferences granted.
 */
export function colourCriteria(p: SwissPlayer, o: SwissPlayer): number {
  const samePref = p.colourPreference === o.colourPreference;
  let met = 0;
  if (!isAbsoluteImbalance(p) || !isAbsoluteImbalance(o) || !samePref) met |= C10;
  if (
    !isAbsolutePreference(p) ||
    !isAbsolutePreference(o) ||
    !samePref ||
    (p.colourImbalance === o.colourImbalance
      ? p.repeatedColour === null || p.repeatedColour !== o.repeatedColour
      : (p.colourImbalance > o.colourImbalance ? o : p).repeatedColour !== invertColour(p.colourPreference))
  ) {
    met |= C11;
  }
  if (preferencesCompatible(p.colourPreference, o.colourPreference)) met |= C12;
  if (
    (!p.strongPreference && !isAbsolutePreference(p)) ||
    (!o.strongPreference && !isAbsolutePreference(o)) ||
    (isAbsolutePreference(p) && isAbsolutePreference(o)) ||
    !samePref
  ) {
    met |= C13;
  }
  return met;
}

/**
 * Shift the colour fields into the weight, each one bit in a field of `sg` bits, set when the
 * pair does NOT break the criterion (only inside the current bracket). `p` is the lower player.
 */
export function colourBits(weight: bigint, p: SwissPlayer, o: SwissPlayer, inCurrent: boolean, sg: bigint): bigint {
  let r = weight;
  const met = colourCriteria(p, o);
  for (const bit of [C10, C11, C12, C13]) {
    r <<= sg;
    if (inCurrent && met & bit) r |= 1n;
  }
  return r;
}

export type Float = 'down' | 'up' | 'none';

/**
 * A.4 floats in the round `roundsBack` before the current one.
 * 2026 (1.4.3): a downfloat also goes to whoever scored, without playing, more than a loss.
 * 2017 (A.4.b): a player who does not play in a round receives a downfloat.
 */
export function floatOf(
  state: SwissState,
  p: SwissPlayer,
  roundsBack: number,
  acc: (p: SwissPlayer) => number,
  rules: '2026' | '2017',
): Float {
  void acc;
  const r = p.rounds[state.playedRounds - roundsBack]!;
  if (!r.played) {
    if (rules === '2017') return 'down';
    // 2026 1.4.4: no other unplayed round gives a float.
    return pointsOf(state, p, r) > state.scoring.loss ? 'down' : 'none';
  }
  const mine = acceleratedScore(state, p, roundsBack);
  const theirs = acceleratedScore(state, state.players[r.opponent]!, roundsBack);
  return mine > theirs ? 'down' : mine < theirs ? 'up' : 'none';
}

/** Colour of `p` (the pair member with the lower start number) against `o`: C.04.3 E.1-E.5. */
export function colourFor(state: SwissState, p: SwissPlayer, o: SwissPlayer): Colour {
  const neutral = neutralColour(p, o);
  if (neutral !== null) return neutral;
  const acc = (x: SwissPlayer): number => acceleratedScore(state, x);
  // p ranks lower than o (by score, then pairing number).
  const pLower = acc(p) < acc(o) || (acc(p) === acc(o) && p.pairingNumber > o.pairingNumber);
  const initial: Colour = state.initialColour ?? 'white';
  if (p.colourPreference === null) {
    // E.5: the higher-ranked player gets the initial colour on odd pairing numbers.
    return pLower ? invertColour(initialColourRule(o, initial))! : initialColourRule(p, initial);
  }
  // E.4: the higher-ranked player's preference.
  return pLower ? invertColour(o.colourPreference)! : p.colourPreference;
}
