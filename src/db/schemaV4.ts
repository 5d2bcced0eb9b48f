import { schemaV3 } from './schemaV3';

/**
 * The stores of schema version 4, the FIDE rating list. Shipped: never edit. New:
 * - `ratingLists`, one row per imported list (`ref`): its month, the rating types it supplies
 *   (the combined list all three, a one-type list its own) and whether its import finished;
 * - `ratingListPlayers`, one row per player of a list, keyed `ref × 10^10 + FIDE ID` (so a
 *   player is found by ID with one key read, and a whole list is one key range, deleted at once),
 *   with a multi-entry index of the folded name tokens and the ID's digits (core/ratingList
 *   `searchTokens`): "carl magn", "magnus" or "15030" are prefix ranges of that index.
 */
export const schemaV4 = {
  ...schemaV3,
  ratingLists: 'ref',
  ratingListPlayers: 'key, *tokens',
} as const;
