import { openDb } from './schema';
import type { PairwiseDb } from './schema';

let instance: PairwiseDb | null = null;

/** The app's one connection (the worker opens its own). */
export const appDb = (): PairwiseDb => {
  if (!instance) {
    instance = openDb();
    // A newer build in another tab is upgrading the schema: let it, and reload into that build.
    instance.on('versionchange', () => {
      instance?.close();
      location.reload();
      return false;
    });
  }
  return instance;
};
