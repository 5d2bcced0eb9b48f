import { openDb } from './schema';
import type { PairwiseDb } from './schema';

let instance: PairwiseDb | null = null;

/** The app's one connection (the worker opens its own). */
export const appDb = (): PairwiseDb => (instance ??= openDb());
