import { matchesQuery, nameTokens, searchTokens } from '../core/ratingList';
import type { ListPlayer, RatingType } from '../core/ratingList';
import type { PairwiseDb, RatingListPlayerRow, RatingListRow } from './schema';

/**
 * The FIDE rating lists on this device (schemaV4), one per rating type: imported in batches under
 * a list of their own, switched on in one transaction when the last batch is in, so a list that
 * fails, is cancelled or is cut off by a crash is never searched; its rows are deleted then or at
 * the next import. App-wide: no tournament owns a list, a backup carries none.
 */
const span = 1e10;
export const listKey = (ref: number, fideId: number): number => ref * span + fideId;
const listRange = (ref: number): [number, number] => [ref * span, (ref + 1) * span];

/** The lists in use: for each type, the ready list that supplies it. */
export const ratingLists = async (db: PairwiseDb): Promise<RatingListRow[]> =>
  (await db.ratingLists.toArray()).filter((l) => l.state === 'ready' && l.types.length > 0);

/** Starts a list's import: its ref, under which `addRatingListPlayers` writes. */
export const startRatingList = async (db: PairwiseDb, fileName: string, now: number): Promise<number> =>
  db.transaction('rw', db.ratingLists, async () => {
    const last = await db.ratingLists.orderBy('ref').last();
    const ref = (last?.ref ?? 0) + 1;
    await db.ratingLists.add({ ref, types: [], month: '', fileName, players: 0, importedAt: now, state: 'importing' });
    return ref;
  });

/** One batch of a list being imported (one transaction). */
export const addRatingListPlayers = async (db: PairwiseDb, ref: number, players: readonly ListPlayer[]): Promise<void> => {
  const rows: RatingListPlayerRow[] = players.map((p) => ({ ...p, key: listKey(ref, p.fideId), tokens: searchTokens(p) }));
  await db.transaction('rw', db.ratingListPlayers, () => db.ratingListPlayers.bulkPut(rows));
};

/**
 * The import finished: the list supplies `types` from now on (taken from the lists that supplied
 * them), in one transaction; lists left supplying nothing are deleted after it.
 */
export const finishRatingList = async (db: PairwiseDb, ref: number, done: { month: string; types: readonly RatingType[]; players: number }): Promise<void> => {
  await db.transaction('rw', db.ratingLists, async () => {
    for (const other of await db.ratingLists.toArray()) {
      if (other.ref === ref || other.state !== 'ready') continue;
      const left = other.types.filter((t) => !done.types.includes(t));
      if (left.length !== other.types.length) await db.ratingLists.update(other.ref, { types: left });
    }
    await db.ratingLists.update(ref, { state: 'ready', month: done.month, types: [...done.types], players: done.players });
  });
  await discardUnusedRatingLists(db);
};

/**
 * Deletes every list that supplies no type (replaced, or an import that never finished: failed,
 * cancelled, or cut off by a crash) and every player row of no list in use. `keep` is a list being
 * imported right now.
 */
export const discardUnusedRatingLists = async (db: PairwiseDb, keep: number | null = null): Promise<void> => {
  const lists = await db.ratingLists.toArray();
  const used = lists.filter((l) => l.ref === keep || (l.state === 'ready' && l.types.length > 0)).map((l) => l.ref).sort((a, b) => a - b);
  await db.transaction('rw', db.ratingLists, async () => {
    for (const l of lists) if (!used.includes(l.ref)) await db.ratingLists.delete(l.ref);
  });
  // The gaps between the lists in use, each one key range.
  let from = 0;
  for (const ref of [...used, Infinity]) {
    const to = ref === Infinity ? Infinity : listRange(ref)[0];
    if (to > from) await db.transaction('rw', db.ratingListPlayers, () => db.ratingListPlayers.where(':id').between(from, to, true, false).delete());
    if (ref !== Infinity) from = listRange(ref)[1];
  }
};

/** One player as the lists in use give them: each type's rating from the list that supplies that type. */
export interface ListedPlayer {
  readonly player: ListPlayer;
  /** The month of the list each type came from. */
  readonly months: Partial<Record<RatingType, string>>;
}

const merge = (rows: readonly RatingListPlayerRow[], lists: readonly RatingListRow[]): ListedPlayer[] => {
  const byId = new Map<number, { player: ListPlayer; months: Partial<Record<RatingType, string>> }>();
  for (const row of rows) {
    const ref = Math.floor(row.key / span);
    const list = lists.find((l) => l.ref === ref);
    if (list === undefined) continue;
    const { key: _k, tokens: _t, standard: _s, rapid: _r, blitz: _b, ...fields } = row;
    const months: Partial<Record<RatingType, string>> = {};
    const entry = byId.get(row.fideId) ?? { player: fields, months };
    for (const type of list.types) {
      const rating = row[type];
      if (rating !== undefined) {
        entry.player = { ...entry.player, [type]: rating };
        entry.months[type] = list.month;
      }
    }
    byId.set(row.fideId, entry);
  }
  return [...byId.values()];
};

/** The players of these FIDE IDs on the lists in use (key reads only). */
export const ratingListPlayers = async (db: PairwiseDb, fideIds: readonly number[]): Promise<Map<number, ListedPlayer>> => {
  const lists = await ratingLists(db);
  const ids = [...new Set(fideIds.filter((id) => Number.isInteger(id) && id > 0 && id < span))];
  const keys = lists.flatMap((l) => ids.map((id) => listKey(l.ref, id)));
  const rows = (await db.ratingListPlayers.bulkGet(keys)).filter((r): r is RatingListPlayerRow => r !== undefined);
  return new Map(merge(rows, lists).map((e) => [e.player.fideId, e]));
};

/** How many keys one token's prefix range is read for before it counts as too common to narrow the search alone. */
const cap = 5000;

/**
 * Players whose name tokens begin with every typed token, in any order, accents ignored, or whose
 * FIDE ID begins with the typed digits ("carl magn", "magnus", "1503014"): at most `limit`, by name.
 * Each token's prefix range of the token index is read as keys only (at most `cap` each); the
 * rows of the keys every complete range shares are read and checked.
 */
export const findInRatingList = async (db: PairwiseDb, query: string, limit = 10): Promise<ListedPlayer[]> => {
  const tokens = nameTokens(query);
  if (tokens.length === 0) return [];
  const lists = await ratingLists(db);
  if (lists.length === 0) return [];
  const refs = new Set(lists.map((l) => l.ref));
  const ranges = await Promise.all(tokens.map((t) => db.ratingListPlayers.where('tokens').startsWith(t).limit(cap).primaryKeys()));
  const complete = ranges.filter((r) => r.length < cap);
  // The smallest complete range narrows the search; when every token is common, the first keys of the rarest.
  const base = (complete.length > 0 ? complete : ranges).reduce((a, b) => (b.length < a.length ? b : a));
  const others = complete.filter((r) => r !== base).map((r) => new Set(r));
  const candidates = [...new Set(base)].filter((k) => refs.has(Math.floor(k / span)) && others.every((s) => s.has(k)));
  const found: RatingListPlayerRow[] = [];
  for (let i = 0; i < candidates.length && new Set(found.map((r) => r.fideId)).size < limit; i += 100) {
    const rows = await db.ratingListPlayers.bulkGet(candidates.slice(i, i + 100));
    for (const r of rows) if (r !== undefined && matchesQuery(r.tokens, tokens)) found.push(r);
  }
  const exactId = /^\d+$/.test(query.trim()) ? Number(query.trim()) : null;
  return merge(found, lists)
    .sort((a, b) => Number(b.player.fideId === exactId) - Number(a.player.fideId === exactId) || a.player.name.localeCompare(b.player.name) || a.player.fideId - b.player.fideId)
    .slice(0, limit);
};
