/**
 * FIDE titles in the order C.04.2 ("Initial order") ranks them, highest first; a player without
 * a title comes after all of them. TRF-16 writes them as g, m, wg, f, wm, c, wf, wc.
 */
export const fideTitles = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'] as const;
export type FideTitle = (typeof fideTitles)[number];

const trfLetters: Readonly<Record<string, FideTitle>> = { g: 'GM', m: 'IM', wg: 'WGM', f: 'FM', wm: 'WIM', c: 'CM', wf: 'WFM', wc: 'WCM' };

/** The FIDE title a title field names ("GM", "gm", TRF "g"), or null. */
export const fideTitleOf = (title: string | undefined): FideTitle | null => {
  const t = (title ?? '').trim();
  const upper = t.toUpperCase();
  if ((fideTitles as readonly string[]).includes(upper)) return upper as FideTitle;
  return trfLetters[t.toLowerCase()] ?? null;
};

const titleRank = (title: string | undefined): number => {
  const t = fideTitleOf(title);
  return t === null ? fideTitles.length : fideTitles.indexOf(t);
};

/**
 * C.04.2 "Initial order" for the FIDE Swiss systems: by rating, highest first (unrated players,
 * rating 0, last); then by FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM, none); then by name.
 * Returns the players in pairing-number order (pairing number 1 first).
 */
export const fideInitialRanking = <P extends { readonly rating: number; readonly title?: string; readonly name: string }>(players: readonly P[]): P[] =>
  [...players].sort((a, b) => b.rating - a.rating || titleRank(a.title) - titleRank(b.title) || a.name.localeCompare(b.name, 'en'));
