import type { ListedFields } from '../../../core/ratingList';

/**
 * A player form's fields as the picked list entry gives them (uncontrolled inputs, read by FormData
 * on submit): the registration form and the late-entry form fill the same fields by the same names.
 */
export const fillFromList = (form: HTMLFormElement | null, f: ListedFields): void => {
  if (form === null) return;
  const set = (name: string, value: string) => {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) el.value = value;
  };
  set('name', f.name); set('rating', f.rating > 0 ? String(f.rating) : ''); set('title', f.title); set('federation', f.federation);
  set('fideId', f.fideId); set('birthDate', f.birthDate); set('sex', f.sex);
};

/** What the form says of the last pick: the list's K and games go with the player. */
export const pickedNote = (f: ListedFields): string => `From the FIDE list: ${f.name}${f.kFactor === null ? '' : `, K ${f.kFactor}`}, ${f.games} game${f.games === 1 ? '' : 's'} rated in the list's month.`;

/** The hint under a form that looks players up. */
export const lookupHint = 'Type a few letters of the name, or the FIDE ID, to fill the player in from the FIDE list.';

/**
 * The list's K (FIDE Rating Regulations 8.3.3) and games go with the player picked from it, not
 * with one typed over it (another FIDE ID typed after the pick).
 */
export const withPicked = <T extends { readonly fideId?: string }>(input: T, picked: ListedFields | null): T & { kFactor?: number; listGames?: number } =>
  (picked && input.fideId === picked.fideId ? { ...input, ...(picked.kFactor === null ? {} : { kFactor: picked.kFactor }), listGames: picked.games } : input);
