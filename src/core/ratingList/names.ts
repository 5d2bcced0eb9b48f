/**
 * Names folded for lookup: a TO types "carl magn", "MAGNUS" or "Ruzicka" for "Carlsen, Magnus" and
 * "Růžička, Petr". Accents are dropped (Unicode NFD, combining marks removed) and the letters NFD
 * does not split are written out (ø, æ, ß, ł, đ, ð, þ, ı); everything else but letters and digits
 * separates tokens.
 */
const spelledOut: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ŀ: 'l' };

export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[øæœßłđðþıŀ]/g, (c) => spelledOut[c] ?? c);

/** The folded tokens of a name or a query, in order, without repeats. */
export const nameTokens = (text: string): string[] => [...new Set(foldText(text).split(/[^a-z0-9]+/).filter((t) => t !== ''))];

/**
 * The tokens a list entry is found by: every name token and the FIDE ID as digits, so typing the
 * first digits of an ID finds the player the same way as the first letters of a name.
 */
export const searchTokens = (p: { readonly fideId: number; readonly name: string }): string[] => [...new Set([...nameTokens(p.name), String(p.fideId)])];

/** Whether every query token begins one of the entry's tokens (any order: "magn carl" finds "Carlsen, Magnus"). */
export const matchesQuery = (entryTokens: readonly string[], queryTokens: readonly string[]): boolean =>
  queryTokens.every((q) => entryTokens.some((t) => t.startsWith(q)));
