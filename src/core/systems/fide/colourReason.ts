import type { Colour } from '../../model';
import type { SwissPlayer } from './history';
import { invertColour, isAbsolutePreference } from './history';
import { initialColourRule, neutralColour } from './colourAllocation';

/** The colour rule (C.04.3 E.1-E.5, which C.04.4.2 applies too) that gave `p` his colour against `o`. */
export interface ColourReason {
  readonly colour: Colour;
  readonly rule: 'E.1' | 'E.2' | 'E.3' | 'E.4' | 'E.5';
  /** Why, in words, with `name` for the players: "Ann is due White and Bob Black, so both get the colour they are due". */
  readonly text: string;
}

const colourWord = (c: Colour): string => (c === 'white' ? 'White' : 'Black');

/** A.6 in plain words: absolute (must have), strong (one colour more often), mild (to alternate). */
const preferenceWord = (p: SwissPlayer): string =>
  p.colourPreference === null ? 'has no colour preference'
    : isAbsolutePreference(p) ? `must have ${colourWord(p.colourPreference)}`
      : p.strongPreference ? `strongly prefers ${colourWord(p.colourPreference)}` : `would like ${colourWord(p.colourPreference)} (to alternate)`;

/**
 * Which of E.1-E.5 decides the colours of `p` against `o`, following the same steps as the
 * allocation itself (`neutralColour`, then the higher-ranked player's preference or the initial
 * colour): `pHigher` says whether p is the higher-ranked of the two (the system's own ranking:
 * score and pairing number for the Dutch system, the Burstein index for Burstein).
 */
export function colourReason(
  p: SwissPlayer, o: SwissPlayer, pHigher: boolean, initial: Colour, name: (x: SwissPlayer) => string,
  /** Who counts as higher for E.5 when the system ranks otherwise there (Burstein: the pairing number). */
  pHigherE5: boolean = pHigher,
): ColourReason {
  const neutral = neutralColour(p, o);
  const pp = p.colourPreference;
  const op = o.colourPreference;
  if (neutral !== null) {
    if (pp === null || op === null || pp !== op) {
      const text = pp !== null && op !== null
        ? `${name(p)} is due ${colourWord(pp)} and ${name(o)} ${colourWord(op)}, so both get the colour they are due`
        : `${pp !== null ? name(p) : name(o)} ${preferenceWord(pp !== null ? p : o)} and gets it; ${pp !== null ? name(o) : name(p)} has no preference yet`;
      return { colour: neutral, rule: 'E.1', text };
    }
    const pa = isAbsolutePreference(p);
    const oa = isAbsolutePreference(o);
    if (pa || oa || p.strongPreference !== o.strongPreference) {
      const winner = neutral === pp ? p : o;
      const loser = winner === p ? o : p;
      return {
        colour: neutral,
        rule: 'E.2',
        text: `both are due ${colourWord(pp)}; ${name(winner)} ${preferenceWord(winner)}${pa && oa ? ` (colour difference ${winner.colourImbalance} against ${loser.colourImbalance})` : ''}, the stronger claim, so ${name(winner)} gets ${colourWord(pp)}`,
      };
    }
    const white = neutral === 'white' ? p : o;
    return {
      colour: neutral,
      rule: 'E.3',
      text: `both are due ${colourWord(pp)} just as strongly; the colours are swapped from the last round in which they had different colours, so ${name(white)} gets White`,
    };
  }
  const higher = pHigher ? p : o;
  if (p.colourPreference === null || higher.colourPreference === null) {
    const first = pHigherE5 ? p : o;
    const hc = initialColourRule(first, initial);
    return {
      colour: pHigherE5 ? hc : invertColour(hc)!,
      rule: 'E.5',
      text: `no colour preference decides; the higher-ranked, ${name(first)}, has an ${first.pairingNumber % 2 === 1 ? 'odd' : 'even'} pairing number (${first.pairingNumber}), so gets ${colourWord(hc)}${hc === initial ? ', the initial colour' : ''}`,
    };
  }
  const hc = higher.colourPreference;
  return {
    colour: pHigher ? hc : invertColour(hc)!,
    rule: 'E.4',
    text: `both are due ${colourWord(hc)} just as strongly, with the same colour history; the higher-ranked, ${name(higher)}, gets it`,
  };
}
