import { Dexie } from 'dexie';
import { foldText, matchesQuery, nameTokens, searchTokens } from '../core/ratingList';
import type { ListPlayer, RatingType } from '../core/ratingList';
import type { PairwiseDb, RatingListDataRow, RatingListRow } from './schema';

/**
 * The FIDE rating lists on this device (schemaV4), one per rating type: an import writes a list
 * of its own (blocks of players as they are read, then its name buckets and ID chunks), switched
 * on in one transaction when the file was read to its end, so a list that fails, is cancelled or is
 * cut off by a crash is never searched; its rows are deleted then or at the next import. App-wide:
 * no tournament owns a list, a backup carries none.
 */
/** Players per block: a suggestion reads whole blocks, so small ones (100: ten suggestions read ten blocks, not 10,000 players). */
const blockSize = 100;
const idChunkSize = 4096;
/** Name buckets: the first three letters of a token (a shorter token is its own bucket). */
const bucketOf = (token: string): string => token.slice(0, 3);

const listRange = (ref: number): [unknown[], unknown[]] => [[ref, Dexie.minKey, Dexie.minKey], [ref, Dexie.maxKey, Dexie.maxKey]];

/** The lists in use: for each type, the ready list that supplies it. */
export const ratingLists = async (db: PairwiseDb): Promise<RatingListRow[]> =>
  (await db.ratingLists.toArray()).filter((l) => l.state === 'ready' && l.types.length > 0);

/** A list being imported: players added in file order, then `finish`. */
export interface RatingListWriter {
  readonly ref: number;
  /** Players read from the file (any number at a time); full blocks are written at once. */
  add(players: readonly ListPlayer[]): Promise<void>;
  /** Writes the name buckets and ID chunks and switches the list on for `types` (finishRatingList). */
  finish(done: { readonly month: string; readonly types: readonly RatingType[] }): Promise<number>;
}

/**
 * Starts a list's import. The lookup index is built in memory while the players stream through
 * (each token's positions; every FIDE ID with its position), a few tens of MB for FIDE's 1.1 M
 * players, and written when the file has been read to its end.
 */
export const startRatingList = async (db: PairwiseDb, fileName: string, now: number): Promise<RatingListWriter> => {
  const ref = await db.transaction('rw', db.ratingLists, async () => {
    const last = await db.ratingLists.orderBy('ref').last();
    const next = (last?.ref ?? 0) + 1;
    await db.ratingLists.add({ ref: next, types: [], month: '', fileName, players: 0, importedAt: now, state: 'importing', idChunks: [] });
    return next;
  });
  let block: ListPlayer[] = [];
  let blockNo = 0;
  let count = 0;
  const names = new Map<string, number[]>();
  const ids: number[] = [];
  const writeBlocks = async (blocks: ListPlayer[][]) => {
    if (blocks.length === 0) return;
    const rows: RatingListDataRow[] = blocks.map((players) => ({ ref, kind: 'players', part: blockNo++, players }));
    await db.transaction('rw', db.ratingListData, () => db.ratingListData.bulkPut(rows));
  };
  return {
    ref,
    async add(players) {
      const full: ListPlayer[][] = [];
      for (const p of players) {
        const position = count++;
        for (const t of nameTokens(p.name)) {
          const at = names.get(t);
          if (at === undefined) names.set(t, [position]);
          else at.push(position);
        }
        ids.push(p.fideId, position);
        block.push(p);
        if (block.length === blockSize) { full.push(block); block = []; }
      }
      await writeBlocks(full);
    },
    async finish(done) {
      await writeBlocks(block.length > 0 ? [block] : []);
      block = [];
      // ID chunks: every (ID, position) sorted by ID.
      const order = Array.from({ length: ids.length / 2 }, (_, i) => i).sort((a, b) => ids[2 * a]! - ids[2 * b]!);
      const chunks: RatingListDataRow[] = [];
      const idChunks: number[] = [];
      for (let i = 0; i < order.length; i += idChunkSize) {
        const part = order.slice(i, i + idChunkSize);
        const chunkIds = Float64Array.from(part, (k) => ids[2 * k]!);
        idChunks.push(chunkIds[0]!);
        chunks.push({ ref, kind: 'ids', part: chunkIds[0]!, ids: chunkIds, positions: Int32Array.from(part, (k) => ids[2 * k + 1]!) });
      }
      ids.length = 0;
      // Name buckets: tokens sorted, each with its players' positions.
      const buckets = new Map<string, string[]>();
      for (const t of names.keys()) {
        const b = bucketOf(t);
        const list = buckets.get(b);
        if (list === undefined) buckets.set(b, [t]);
        else list.push(t);
      }
      const bucketRows: RatingListDataRow[] = [...buckets].map(([part, tokens]) => {
        tokens.sort();
        return { ref, kind: 'names', part, tokens, positions: tokens.map((t) => Int32Array.from(names.get(t)!)) };
      });
      names.clear();
      for (let i = 0; i < chunks.length; i += 100) await db.transaction('rw', db.ratingListData, () => db.ratingListData.bulkPut(chunks.slice(i, i + 100)));
      for (let i = 0; i < bucketRows.length; i += 1000) await db.transaction('rw', db.ratingListData, () => db.ratingListData.bulkPut(bucketRows.slice(i, i + 1000)));
      await finishRatingList(db, ref, { month: done.month, types: done.types, players: count, idChunks });
      return count;
    },
  };
};

/**
 * The import finished: the list supplies `types` from now on (taken from the lists that supplied
 * them), in one transaction; lists left supplying nothing are deleted after it.
 */
const finishRatingList = async (db: PairwiseDb, ref: number, done: { month: string; types: readonly RatingType[]; players: number; idChunks: number[] }): Promise<void> => {
  await db.transaction('rw', db.ratingLists, async () => {
    for (const other of await db.ratingLists.toArray()) {
      if (other.ref === ref || other.state !== 'ready') continue;
      const left = other.types.filter((t) => !done.types.includes(t));
      if (left.length !== other.types.length) await db.ratingLists.update(other.ref, { types: left });
    }
    await db.ratingLists.update(ref, { state: 'ready', month: done.month, types: [...done.types], players: done.players, idChunks: done.idChunks });
  });
  await discardUnusedRatingLists(db);
};

/**
 * Deletes every list that supplies no type (replaced, or an import that never finished: failed,
 * cancelled, or cut off by a crash) and every row of no list in use. `keep` is a list being
 * imported right now.
 */
export const discardUnusedRatingLists = async (db: PairwiseDb, keep: number | null = null): Promise<void> => {
  const lists = await db.ratingLists.toArray();
  const used = new Set(lists.filter((l) => l.ref === keep || (l.state === 'ready' && l.types.length > 0)).map((l) => l.ref));
  await db.transaction('rw', db.ratingLists, async () => {
    for (const l of lists) if (!used.has(l.ref)) await db.ratingLists.delete(l.ref);
  });
  // Rows of lists no longer listed (a crash between the two steps leaves some): each list's one key range.
  const refs = new Set<number>();
  await db.ratingListData.orderBy(':id').eachPrimaryKey((k) => { refs.add((k as unknown as number[])[0]!); });
  for (const ref of refs) {
    if (!used.has(ref)) await db.transaction('rw', db.ratingListData, () => db.ratingListData.where(':id').between(...listRange(ref), true, true).delete());
  }
};

/** One player as the lists in use give them: each type's rating from the list that supplies that type. */
export interface ListedPlayer {
  readonly player: ListPlayer;
  /** The month of the list each type came from. */
  readonly months: Partial<Record<RatingType, string>>;
}

const merge = (found: readonly { list: RatingListRow; player: ListPlayer }[]): ListedPlayer[] => {
  const byId = new Map<number, { player: ListPlayer; months: Partial<Record<RatingType, string>> }>();
  for (const { list, player } of found) {
    const { standard: _s, rapid: _r, blitz: _b, ...fields } = player;
    const months: Partial<Record<RatingType, string>> = {};
    const entry = byId.get(player.fideId) ?? { player: fields, months };
    for (const type of list.types) {
      const rating = player[type];
      if (rating !== undefined) {
        entry.player = { ...entry.player, [type]: rating };
        entry.months[type] = list.month;
      }
    }
    byId.set(player.fideId, entry);
  }
  return [...byId.values()];
};

/** The players at these positions of a list (their blocks read once each). */
const playersAt = async (db: PairwiseDb, ref: number, positions: readonly number[]): Promise<ListPlayer[]> => {
  const blocks = [...new Set(positions.map((p) => Math.floor(p / blockSize)))];
  const rows = await db.ratingListData.bulkGet(blocks.map((b) => [ref, 'players', b] as [number, string, number]));
  const byBlock = new Map(rows.flatMap((r) => (r?.kind === 'players' ? [[r.part, r.players] as const] : [])));
  return positions.flatMap((p) => { const player = byBlock.get(Math.floor(p / blockSize))?.[p % blockSize]; return player === undefined ? [] : [player]; });
};

/** Positions of the players whose FIDE ID lies in [from, to), at most `limit`. */
const positionsOfIds = async (db: PairwiseDb, list: RatingListRow, ranges: readonly (readonly [number, number])[], limit: number): Promise<number[]> => {
  const chunks = new Set<number>();
  for (const [from, to] of ranges) {
    // The chunk holding `from` and every chunk that begins before `to`.
    let i = 0;
    while (i + 1 < list.idChunks.length && list.idChunks[i + 1]! <= from) i++;
    for (; i < list.idChunks.length && list.idChunks[i]! < to; i++) chunks.add(list.idChunks[i]!);
  }
  const rows = await db.ratingListData.bulkGet([...chunks].map((c) => [list.ref, 'ids', c] as [number, string, number]));
  const out: number[] = [];
  for (const r of rows) {
    if (r?.kind !== 'ids') continue;
    for (let i = 0; i < r.ids.length && out.length < limit; i++) {
      const id = r.ids[i]!;
      if (ranges.some(([from, to]) => id >= from && id < to)) out.push(r.positions[i]!);
    }
  }
  return out;
};

/** The players of these FIDE IDs on the lists in use. */
export const ratingListPlayers = async (db: PairwiseDb, fideIds: readonly number[]): Promise<Map<number, ListedPlayer>> => {
  const lists = await ratingLists(db);
  const wanted = [...new Set(fideIds.filter((id) => Number.isInteger(id) && id > 0))];
  const found: { list: RatingListRow; player: ListPlayer }[] = [];
  for (const list of lists) {
    const positions = await positionsOfIds(db, list, wanted.map((id) => [id, id + 1] as const), wanted.length);
    for (const player of await playersAt(db, list.ref, positions)) found.push({ list, player });
  }
  return new Map(merge(found).map((e) => [e.player.fideId, e]));
};

/** At most this many positions per typed token are kept (a one-letter query needs no more to suggest ten). */
const cap = 50_000;

type NameRows = readonly (RatingListDataRow | undefined)[];

/** The name bucket rows that may hold tokens beginning with `typed`: its bucket, or every bucket a shorter token begins. */
const bucketsOf = async (db: PairwiseDb, ref: number, typed: string): Promise<NameRows> => (typed.length >= 3
  ? [await db.ratingListData.get([ref, 'names', bucketOf(typed)])]
  : db.ratingListData.where(':id').between([ref, 'names', typed], [ref, 'names', `${typed}\uffff`], true, true).toArray());

/**
 * The positions of the players with a name token beginning with `typed`: one ascending run per such
 * token, in token order, taken (a whole token's run at a time) while fewer than `cap` distinct
 * positions are held; `size` counts those. `stamps` (one slot per player) marks the ones counted.
 */
const runsOfToken = (rows: NameRows, typed: string, stamps: Uint32Array, stamp: number): { runs: Int32Array[]; size: number } => {
  const runs: Int32Array[] = [];
  let size = 0;
  for (const r of rows) {
    if (r?.kind !== 'names') continue;
    // The tokens are sorted: the ones beginning with `typed` are one run from its first.
    let lo = 0;
    let hi = r.tokens.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (r.tokens[mid]! < typed) lo = mid + 1; else hi = mid; }
    for (let i = lo; i < r.tokens.length && r.tokens[i]!.startsWith(typed) && size < cap; i++) {
      const run = r.positions[i]!;
      runs.push(run);
      for (const p of run) if (stamps[p] !== stamp) { stamps[p] = stamp; size++; }
    }
  }
  return { runs, size };
};

/**
 * One slot per player of a list, kept between lookups (allocating and clearing megabytes for each
 * keystroke cost more than the walk): a slot holds the last stamp written to it, and every pass
 * takes new stamps, so nothing is cleared.
 */
let scratch: { slots: Uint32Array; next: number } | null = null;
const stampsFor = (players: number, needed: number): { slots: Uint32Array; first: number } => {
  if (scratch === null || scratch.slots.length < players || scratch.next + needed >= 0xffffffff) scratch = { slots: new Uint32Array(Math.max(players, scratch?.slots.length ?? 0)), next: 1 };
  const first = scratch.next;
  scratch.next += needed;
  return { slots: scratch.slots, first };
};

/**
 * The first `wanted` positions held by every typed word, in the order of the most selective word's
 * runs. No set is built of a large bucket ("mag", "ma"): the other words stamp their players in one
 * slot per player, each only where the word before stamped (so the last stamp means "held by all"),
 * and the walk over the smallest word stops at the `wanted`-th match.
 */
const positionsOfWords = async (db: PairwiseDb, list: RatingListRow, words: readonly string[], wanted: number): Promise<number[]> => {
  const rows = await Promise.all(words.map((t) => bucketsOf(db, list.ref, t)));
  // Stamps: one per word to count its distinct players, one per other word to intersect, one for the walk.
  const { slots, first: base } = stampsFor(list.players, 2 * words.length + 1);
  const hits = words.map((t, w) => runsOfToken(rows[w]!, t, slots, base + w));
  // The smallest first; equal sizes keep the typed order.
  const [first, ...others] = hits.map((_, w) => w).sort((a, b) => hits[a]!.size - hits[b]!.size);
  let held = 0;
  others.forEach((w, k) => {
    const stamp = base + words.length + k;
    for (const run of hits[w]!.runs) for (const p of run) if (k === 0 || slots[p] === held) slots[p] = stamp;
    held = stamp;
  });
  const walked = base + 2 * words.length;
  const out: number[] = [];
  for (const run of hits[first!]!.runs) {
    for (const p of run) {
      const s = slots[p]!;
      if (s === walked) continue;
      slots[p] = walked;
      if (others.length === 0 || s === held) { out.push(p); if (out.length >= wanted) return out; }
    }
  }
  return out;
};

/**
 * Players whose name tokens begin with every typed token, in any order, accents ignored, or whose
 * FIDE ID begins with the typed digits ("carl magn", "magnus", "1503014"): at most `limit`, by name.
 */
export const findInRatingList = async (db: PairwiseDb, query: string, limit = 10): Promise<ListedPlayer[]> => {
  const tokens = nameTokens(query);
  if (tokens.length === 0) return [];
  const lists = await ratingLists(db);
  const digits = /^\d+$/.test(query.trim()) ? query.trim() : null;
  const found: { list: RatingListRow; player: ListPlayer }[] = [];
  for (const list of lists) {
    let positions: number[];
    if (digits !== null) {
      const ranges: [number, number][] = [];
      for (let k = 0; digits.length + k <= 10; k++) ranges.push([Number(digits) * 10 ** k, (Number(digits) + 1) * 10 ** k]);
      positions = await positionsOfIds(db, list, ranges, limit * 2);
    } else {
      const words = tokens.filter((t) => !/^\d+$/.test(t));
      if (words.length === 0) continue;
      positions = await positionsOfWords(db, list, words, limit * 2);
    }
    for (const player of await playersAt(db, list.ref, positions)) if (matchesQuery(searchTokens(player), tokens)) found.push({ list, player });
  }
  const exactId = digits === null ? null : Number(digits);
  return merge(found)
    .sort((a, b) => Number(b.player.fideId === exactId) - Number(a.player.fideId === exactId) || foldText(a.player.name).localeCompare(foldText(b.player.name)) || a.player.fideId - b.player.fideId)
    .slice(0, limit);
};
