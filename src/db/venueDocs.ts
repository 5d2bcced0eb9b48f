import { DexieYProvider } from 'y-dexie';
import type * as Y from 'yjs';
import type { PairwiseDb, VenueDocRow } from './schema';

/**
 * A venue document this device holds (schemaV3), loaded from IndexedDB: every change made to it
 * (here, or arriving from the hub) is stored by y-dexie as it happens, so the device's copy
 * outlives a lost network, a reload and a crash. `release` when done (y-dexie counts the users).
 */
export interface HeldDocument {
  readonly doc: Y.Doc;
  release(): void;
}

export const holdVenueDoc = async (db: PairwiseDb, name: string): Promise<HeldDocument> => {
  let row = await db.venueDocs.get(name);
  if (!row) {
    // y-dexie makes the document for a row added without one. Two screens may ask at once.
    await db.venueDocs.add({ name } as VenueDocRow).catch((e: unknown) => {
      if (!(e instanceof Error && e.name === 'ConstraintError')) throw e;
    });
    row = await db.venueDocs.get(name);
  }
  if (!row) throw new Error(`the venue document ${name} could not be kept on this device`);
  const doc = row.doc;
  await DexieYProvider.load(doc).whenLoaded;
  return { doc, release: () => DexieYProvider.release(doc) };
};

/** The names of the venue documents this device holds (to forget an event's documents). */
export const heldVenueDocNames = async (db: PairwiseDb): Promise<string[]> => (await db.venueDocs.toCollection().primaryKeys());
