import type { Table } from 'dexie';

/**
 * Ids two devices cannot both create. Several laptops at a venue each create tournaments,
 * players, boards, byes and audit rows; with auto-increment ids every one of them made
 * tournament 1. A global id is a random whole number from 2^52 to 2^53 - 1: 52 random bits,
 * still a JS number (exact below 2^53), so row types, indexes, URLs and every caller keep
 * `number`, and every global id has 16 digits, so it can never be mistaken for one of the small
 * auto-increment ids of schema version 1.
 *
 * Collision odds (birthday bound): n ids drawn at random among 2^52 collide with probability about
 * n² / 2^53. A million rows in one table across every device of a venue gives 1e12 / 9e15 ≈ 1e-4
 * over the whole life of the data; a laptop's own 100,000 rows, 1e-6. A collision inside one
 * database is never silent: the add fails (ConstraintError), its transaction is rolled back and
 * nothing is written.
 *
 * Drawn with `crypto.getRandomValues`, never `Math.random` (the language promises nothing about
 * its seeding or quality, and two devices must not draw alike) nor `crypto.randomUUID` / `crypto.subtle` (only in a
 * secure context; a phone on http://hub is not one). getRandomValues works in every context,
 * in a worker and in Node.
 */
export const newGlobalId = (): number => {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  // 20 bits from the first word and 32 from the second: 52 random bits above the fixed 2^52.
  return 2 ** 52 + ((words[0] ?? 0) & 0xfffff) * 2 ** 32 + (words[1] ?? 0);
};

/** A global id (not a schema-version-1 auto-increment id). */
export const isGlobalId = (n: number): boolean => Number.isSafeInteger(n) && n >= 2 ** 52;

/**
 * Gives every row added to `table` without an id a global id (a Dexie `creating` hook), so no
 * insert can fall back to the auto-increment key and callers stay as they are: `add` returns the
 * id, `bulkAdd(..., { allKeys: true })` the ids. A row that brings its id (a re-keying upgrade)
 * keeps it.
 */
export const useGlobalIds = <T>(table: Table<T, number>): void => {
  table.hook('creating', (key) => (key === undefined || key === null ? newGlobalId() : undefined));
};
