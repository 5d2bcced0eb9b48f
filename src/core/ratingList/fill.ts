import type { ListPlayer, RatingType } from './layout';

/** What picking a list entry fills in on the registration form (FIDE's values, the app's spelling). */
export interface ListedFields {
  readonly name: string;
  readonly rating: number;
  readonly title: string;
  readonly federation: string;
  readonly fideId: string;
  /** The birth year (the list gives no day), '' when the list gives none. */
  readonly birthDate: string;
  readonly sex: 'm' | 'w' | '';
  /** The list's K for the event's rating type (FIDE Rating Regulations 8.3.3), null when blank. */
  readonly kFactor: number | null;
  /** Games rated in the list's period for that type. */
  readonly games: number;
}

/**
 * A name as a TRF line holds it (33 characters, TRF-16 001 columns 15-47): a longer FIDE name keeps
 * the surname and gives the first names as initials ("Okonkwo-Adeyemi, C. O. B. O."), then is cut.
 */
export const trfName = (name: string, room = 33): string => {
  if (name.length <= room) return name;
  const [surname = '', given = ''] = name.split(/,\s*/, 2);
  const initials = given.split(/\s+/).filter((g) => g !== '').map((g) => `${g[0]!}.`).join(' ');
  const short = initials === '' ? surname : `${surname}, ${initials}`;
  return short.length <= room ? short : short.slice(0, room).trimEnd();
};

/**
 * A list entry as registration fields for an event rated in `type`: the title is the open title,
 * else the woman's title (FIDE writes WGM in Tit for some women and in WTit for others); sex M/F
 * is the app's m/w.
 */
export const listedFields = (p: ListPlayer, type: RatingType = 'standard'): ListedFields => {
  const r = p[type];
  return {
    name: trfName(p.name), rating: r?.rating ?? 0, title: p.title || p.womanTitle, federation: p.federation, fideId: String(p.fideId),
    birthDate: p.born === null ? '' : String(p.born), sex: p.sex === 'M' ? 'm' : p.sex === 'F' ? 'w' : '',
    kFactor: r?.k ?? null, games: r?.games ?? 0,
  };
};

/** The registered player's fields the list can change ("Update ratings from the list"). */
export interface RegisteredFields {
  readonly name: string;
  readonly rating: number;
  readonly title?: string;
  readonly federation?: string;
  readonly birthDate?: string;
  readonly sex?: string;
  readonly kFactor?: number;
}

export const updatableFields = ['rating', 'kFactor', 'title', 'federation', 'birthDate', 'sex'] as const;
export type UpdatableField = (typeof updatableFields)[number];

export interface ListDifference {
  readonly field: UpdatableField;
  readonly registered: string;
  readonly listed: string;
}

const shown = (v: string | number | null | undefined): string => (v === undefined || v === null ? '' : String(v));

/**
 * Where a registered player differs from the list: rating and K always (the list is the month's
 * published figures); title, federation, sex and birth year only where the list has a value, and a
 * birth date the TO typed with a day is kept when its year is the list's.
 */
export const listDifferences = (registered: RegisteredFields, listed: ListedFields): ListDifference[] => {
  const out: ListDifference[] = [];
  const add = (field: UpdatableField, from: string, to: string) => { if (from !== to) out.push({ field, registered: from, listed: to }); };
  add('rating', shown(registered.rating), shown(listed.rating));
  if (listed.kFactor !== null) add('kFactor', shown(registered.kFactor), shown(listed.kFactor));
  if (listed.title !== '') add('title', shown(registered.title), listed.title);
  if (listed.federation !== '') add('federation', shown(registered.federation), listed.federation);
  if (listed.sex !== '') add('sex', shown(registered.sex), listed.sex);
  if (listed.birthDate !== '' && !(registered.birthDate ?? '').startsWith(listed.birthDate)) add('birthDate', shown(registered.birthDate), listed.birthDate);
  return out;
};
