import type { Colour } from '../../model';
import type { DutchPlayer, DutchState } from './history';
import { acceleratedScore, invertColour, isAbsoluteImbalance, isAbsolutePreference, pointsOf } from './history';

export type PairingResult =
  | { readonly ok: true; readonly pairs: readonly (readonly [number, number])[]; readonly bye: number | null }
  | { readonly ok: false; readonly detail: string };

export const bitsToRepresent = (x: number): number => (x <= 0 ? 0 : Math.floor(Math.log2(x)) + 1);

/**
 * C.04.3 C1 (no rematch, no forbidden pair) and C3 (non-topscorers with the same absolute colour
 * preference do not meet; A.7 topscorers: more than 50% of the maximum score when pairing the
 * last round).
 */
export function compatible(
  state: DutchState,
  a: DutchPlayer,
  b: DutchPlayer,
  acc: (p: DutchPlayer) => number,
): boolean {
  if (a.forbidden.has(b.index)) return false;
  if (!isAbsolutePreference(a) || !isAbsolutePreference(b) || a.colourPreference !== b.colourPreference) return true;
  const threshold = Math.floor((state.playedRounds * Math.max(state.scoring.win, state.scoring.draw)) / 2);
  // A.7: only when pairing the last round (bbpPairings: never when the number of rounds is unknown).
  const lastRound = state.expectedRounds > 0 && state.playedRounds >= state.expectedRounds - 1;
  return lastRound && (acc(a) > threshold || acc(b) > threshold);
}

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
export function colourCriteria(p: DutchPlayer, o: DutchPlayer): number {
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
export function colourBits(weight: bigint, p: DutchPlayer, o: DutchPlayer, inCurrent: boolean, sg: bigint): bigint {
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
  state: DutchState,
  p: DutchPlayer,
  roundsBack: number,
  acc: (p: DutchPlayer) => number,
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

/** The colours of two players in the latest round in which they differed (played games only). */
function firstColourDifference(a: DutchPlayer, b: DutchPlayer): [Colour | null, Colour | null] {
  const ca = a.rounds.filter((r) => r.played).map((r) => r.colour);
  const cb = b.rounds.filter((r) => r.played).map((r) => r.colour);
  let i = ca.length - 1;
  let j = cb.length - 1;
  while (i >= 0 && j >= 0 && ca[i] === cb[j]) {
    i--;
    j--;
  }
  return [i >= 0 ? ca[i]! : null, j >= 0 ? cb[j]! : null];
}

/** C.04.3 E.1-E.4 where they decide; null when only the ranking can (E.5). */
function neutralColour(p: DutchPlayer, o: DutchPlayer): Colour | null {
  // E.1: grant both preferences.
  if (preferencesCompatible(p.colourPreference, o.colourPreference)) {
    if (p.colourPreference !== null) return p.colourPreference;
    if (o.colourPreference !== null) return invertColour(o.colourPreference);
    return null;
  }
  // E.2: grant the stronger preference (absolute, then the wider imbalance).
  if (isAbsolutePreference(p) && (p.colourImbalance > o.colourImbalance || !isAbsolutePreference(o))) return p.colourPreference;
  if (isAbsolutePreference(o) && (o.colourImbalance > p.colourImbalance || !isAbsolutePreference(p))) {
    return invertColour(o.colourPreference);
  }
  if (p.strongPreference && !o.strongPreference) return p.colourPreference;
  if (o.strongPreference && !p.strongPreference) return invertColour(o.colourPreference);
  // E.3: alternate from the latest round in which they had different colours.
  const [cp, co] = firstColourDifference(p, o);
  return cp !== null && co !== null ? co : null;
}

/** Colour of `p` (the pair member with the lower start number) against `o`: C.04.3 E.1-E.5. */
export function colourFor(state: DutchState, p: DutchPlayer, o: DutchPlayer): Colour {
  const neutral = neutralColour(p, o);
  if (neutral !== null) return neutral;
  const acc = (x: DutchPlayer): number => acceleratedScore(state, x);
  // p ranks lower than o (by score, then pairing number).
  const pLower = acc(p) < acc(o) || (acc(p) === acc(o) && p.rankIndex > o.rankIndex);
  const initial: Colour = state.initialColour ?? 'white';
  if (p.colourPreference === null) {
    // E.5: the higher-ranked player gets the initial colour on odd pairing numbers.
    if (pLower) return (o.rankIndex & 1 ? initial : invertColour(initial))!;
    return (p.rankIndex & 1 ? invertColour(initial) : initial)!;
  }
  // E.4: the higher-ranked player's preference.
  return pLower ? invertColour(o.colourPreference)! : p.colourPreference;
}
