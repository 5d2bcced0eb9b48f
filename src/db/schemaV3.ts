import { schemaV2 } from './schemaV2';

/**
 * The stores of schema version 3, the venue network. Shipped: never edit. New: `venueDocs`, one
 * row per shared document this device holds (keyed by its name on the hub, e.g.
 * `official/<event>`), whose `doc` is a Yjs document kept by y-dexie (Dexie's Yjs add-on) in a
 * table of its own: the device's copy, so a laptop that loses the hub keeps working and sends what
 * the hub missed when it comes back.
 */
export const schemaV3 = {
  ...schemaV2,
  venueDocs: 'name, doc: Y.Doc',
} as const;
