import { titleFromFile } from '../model';

/**
 * FIDE titles in the order C.04.2 ("Initial order") ranks them, highest first; a player without
 * a title comes after all of them. TRF-16 writes them as g, m, wg, f, wm, c, wf, wc.
 */
export const fideTitles = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'] as const;
export type FideTitle = (typeof fideTitles)[number];

/**
 * The FIDE title a title field names ("GM", "gm", TRF "g", "m" for IM), or null. The letters are
 * read as the one registration rule reads them (core/model `titleFromFile`).
 */
export const fideTitleOf = (title: string | undefined): FideTitle | null => {
  const t = titleFromFile(title ?? '');
  return (fideTitles as readonly string[]).includes(t) ? (t as FideTitle) : null;
};

const titleRank = (title: string | undefined): number => {
  const t = fideTitleOf(title);
  return t === null ? fideTitles.length : fideTitles.indexOf(t);
};

export type Ranked = { readonly rating: number; readonly title?: string; readonly name: string };

/** Negative when C.04.2's initial order puts `a` before `b`; 0 when nothing separates them. */
export const compareInitial = (a: Ranked, b: Ranked): number =>
  b.rating - a.rating || titleRank(a.title) - titleRank(b.title) || a.name.localeCompare(b.name, 'en');

/**
 * C.04.2 "Initial order" for the FIDE Swiss systems: by rating, highest first (unrated players,
 * rating 0, last); then by FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM, none); then by name.
 * Returns the players in pairing-number order (pairing number 1 first).
 */
export const fideInitialRanking = <P extends Ranked>(players: readonly P[]): P[] => [...players].sort(compareInitial);

/**
 * Which rule of C.04.2's initial order puts `below` after `above`, for the seeding screen:
 * - 'rating': a lower rating; 'unrated': `below` is unrated (rating 0), so last;
 * - 'title': same rating, a lower title (or none); 'name': same rating and title, name order;
 * - 'tie': nothing separates them (same rating, title and name);
 * - 'by-hand': the initial order would put `below` first (the arbiter moved a player).
 */
export const initialOrderRules = ['rating', 'unrated', 'title', 'name', 'tie', 'by-hand'] as const;
export type InitialOrderRule = (typeof initialOrderRules)[number];

export const initialOrderRule = (above: Ranked, below: Ranked): InitialOrderRule => {
  if (compareInitial(above, below) > 0) return 'by-hand';
  if (above.rating !== below.rating) return below.rating === 0 ? 'unrated' : 'rating';
  if (titleRank(above.title) !== titleRank(below.title)) return 'title';
  return above.name.localeCompare(below.name, 'en') === 0 ? 'tie' : 'name';
};
