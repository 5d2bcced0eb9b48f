// y-dexie watches its updates with Dexie's liveQuery, which needs IndexedDB as a global.
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { openDb } from '../../src/db/schema';
import { holdVenueDoc } from '../../src/db/venueDocs';

it('a venue document typed on this device is still there after the database is closed and opened again (a reload, a crash)', async () => {
  const db = openDb('venue-docs-test');
  const held = await holdVenueDoc(db, 'entries/42/abcdef0123456789');
  held.doc.getMap('results').set('1:3', { result: 'draw', at: 1 });
  // y-dexie writes each update as it happens; give the write its transaction.
  await expect.poll(async () => db.table('$venueDocs.doc_updates').count()).toBeGreaterThan(0);
  held.release();
  db.close();
  const again = openDb('venue-docs-test');
  const back = await holdVenueDoc(again, 'entries/42/abcdef0123456789');
  expect(back.doc.getMap('results').get('1:3')).toEqual({ result: 'draw', at: 1 });
  // Held twice at once (two screens): one row, the same document.
  const twice = await holdVenueDoc(again, 'entries/42/abcdef0123456789');
  expect(twice.doc).toBe(back.doc);
  expect(await again.venueDocs.count()).toBe(1);
  back.release();
  twice.release();
  again.close();
});
