import type { Transaction } from 'dexie';

/**
 * Version 3 only adds the venue documents' table (schemaV3.ts): no stored row changes. Named, as
 * every upgrade is, so the list of versions reads the same way throughout.
 */
export const upgradeToV3 = async (tx: Transaction): Promise<void> => {
  void tx;
};
