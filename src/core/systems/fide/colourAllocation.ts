import type { Colour } from '../../model';
import type { SwissPlayer } from './history';
import { invertColour, isAbsolutePreference } from './history';

/**
 * Colour allocation shared by the FIDE Swiss systems (C.04.3 E.1-E.5; C.04.4.2 applies the same
 * rules). Each system decides only who counts as "higher ranked" where E.4 and E.5 need it: the
 * Dutch system by score and pairing number, Burstein by its index and by pairing number.
 */

/** The colours of two players in the latest round in which they differed (played games only). */
function latestColourDifference(a: SwissPlayer, b: SwissPlayer): [Colour | null, Colour | null] {
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

/**
 * `p`'s colour against `o` where E.1-E.3 decide (bbpPairings' choosePlayerNeutralColor), null
 * when only the ranking can (E.4, E.5).
 */
export function neutralColour(p: SwissPlayer, o: SwissPlayer): Colour | null {
  const pp = p.colourPreference;
  const op = o.colourPreference;
  // E.1: grant both colour preferences.
  if (pp === null || op === null || pp !== op) return pp ?? invertColour(op);
  // E.2: grant the stronger preference: absolute (the wider colour difference among two absolutes), then strong.
  const pa = isAbsolutePreference(p);
  const oa = isAbsolutePreference(o);
  if (pa && (p.colourImbalance > o.colourImbalance || !oa)) return pp;
  if (oa && (o.colourImbalance > p.colourImbalance || !pa)) return invertColour(op);
  if (p.strongPreference && !o.strongPreference) return pp;
  if (o.strongPreference && !p.strongPreference) return invertColour(op);
  // E.3: alternate from the latest round in which the two had different colours.
  const [pc, oc] = latestColourDifference(p, o);
  return pc !== null && oc !== null ? oc : null;
}

/**
 * E.5: with no preference to go by, the higher-ranked player gets the initial colour (TRF XXC /
 * 152) when his pairing number is odd, the other colour when it is even.
 */
export const initialColourRule = (higher: SwissPlayer, initial: Colour): Colour =>
  higher.pairingNumber % 2 === 1 ? initial : invertColour(initial)!;
