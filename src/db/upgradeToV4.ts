import type { Transaction } from 'dexie';

/** Version 4 only adds the rating list's two tables (schemaV4.ts): no stored row changes. */
export const upgradeToV4 = async (tx: Transaction): Promise<void> => {
  void tx;
};
