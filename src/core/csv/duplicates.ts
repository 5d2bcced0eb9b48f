/*
 * Duplicate players (pure, no parser: src/db imports it without pulling papaparse into the app's
 * first screen).
 */

/** A player already registered, for duplicate detection. */
export interface KnownPlayer {
  readonly name: string;
  readonly fideId?: string;
  readonly birthDate?: string;
}

const norm = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Same person: same FIDE ID, or the same name (case and spacing ignored) and no different birth date. */
export const samePlayer = (a: KnownPlayer, b: KnownPlayer): boolean => {
  if (a.fideId && b.fideId) return a.fideId === b.fideId;
  if (norm(a.name) !== norm(b.name)) return false;
  return !a.birthDate || !b.birthDate || a.birthDate === b.birthDate;
};

/** The earliest entries of one name: the first, the first without a birth date, the first per birth date. */
interface NameIndex<K> { first: Entry<K>; noBirth?: Entry<K>; byBirth: Map<string, Entry<K>> }
interface Entry<K> { readonly k: K; readonly i: number }

/**
 * The players added so far, indexed so that finding the earliest one who is the same person as
 * `p` (samePlayer) is a few map lookups: a file of 20,000 rows took a minute when every row was
 * compared with every earlier one, and a 10 MB file of one repeated name still hung with a scan
 * of that name's rows.
 */
export const duplicateFinder = <K extends KnownPlayer>(): { add: (k: K) => void; find: (p: KnownPlayer) => K | undefined } => {
  const byFideId = new Map<string, Entry<K>>();
  /** By name: every entry, and only the entries without a FIDE ID (the only ones a player with an ID can match by name). */
  const byName = new Map<string, NameIndex<K>>();
  const byNameNoId = new Map<string, NameIndex<K>>();
  const index = (m: Map<string, NameIndex<K>>, key: string, e: Entry<K>) => {
    const x = m.get(key);
    if (!x) {
      m.set(key, { first: e, ...(e.k.birthDate ? {} : { noBirth: e }), byBirth: new Map(e.k.birthDate ? [[e.k.birthDate, e]] : []) });
      return;
    }
    if (!e.k.birthDate) x.noBirth ??= e;
    else if (!x.byBirth.has(e.k.birthDate)) x.byBirth.set(e.k.birthDate, e);
  };
  // Same name and no different birth date: any entry when p has none; else one without or with the same.
  const byBirthOf = (x: NameIndex<K> | undefined, p: KnownPlayer): Entry<K>[] =>
    x === undefined ? [] : !p.birthDate ? [x.first] : [x.noBirth, x.byBirth.get(p.birthDate)].filter((e): e is Entry<K> => e !== undefined);
  let n = 0;
  return {
    add: (k) => {
      const e = { k, i: n++ };
      if (k.fideId && !byFideId.has(k.fideId)) byFideId.set(k.fideId, e);
      index(byName, norm(k.name), e);
      if (!k.fideId) index(byNameNoId, norm(k.name), e);
    },
    find: (p) => {
      const id = p.fideId ? byFideId.get(p.fideId) : undefined;
      const candidates = p.fideId ? [...(id ? [id] : []), ...byBirthOf(byNameNoId.get(norm(p.name)), p)] : byBirthOf(byName.get(norm(p.name)), p);
      const best = candidates.reduce<Entry<K> | undefined>((b, e) => (b === undefined || e.i < b.i ? e : b), undefined);
      return best?.k;
    },
  };
};
