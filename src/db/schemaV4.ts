import { schemaV3 } from './schemaV3';

/**
 * The stores of schema version 4, the FIDE rating list. Shipped: never edit. New:
 * - `ratingLists`, one row per imported list (`ref`): its month, the rating types it supplies
 *   (the combined list all three, a one-type list its own), whether its import finished, and the
 *   first FIDE ID of each of its ID chunks;
 * - `ratingListData`, a list's contents in a few thousand rows keyed `[ref+kind+part]`:
 *   `players` blocks of 100 players (in file order, a player's position = block × 100 + index),
 *   `names` buckets (every lookup token of the list beginning with the bucket's three letters, with
 *   the positions of its players: "carl magn" reads the buckets `car` and `mag`), and `ids` chunks
 *   (4096 FIDE IDs sorted, with their positions). A player per IndexedDB row was tried first:
 *   Chromium wrote 4,700-5,900 rows a second whatever their shape (a 1.1 M list in 3-7 minutes);
 *   a few thousand rows are written in seconds. A whole list is one key range, deleted at once.
 */
export const schemaV4 = {
  ...schemaV3,
  ratingLists: 'ref',
  ratingListData: '[ref+kind+part]',
} as const;
