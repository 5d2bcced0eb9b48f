import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { journalFileOf, journalRecord, openSqliteStore } from '../../src/cli/hub/sqliteStore';
import type { HubLogEntry } from '../../src/cli/hub/log';

/** The hub's store: a SQLite snapshot and a journal of the updates since, replayed at start. */
let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pairwise-store-'));
  file = join(dir, 'pairwise-hub.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** `n` results typed one after another, each as the update it makes. */
const typed = (n: number, from = 1): Uint8Array[] => {
  const doc = new Y.Doc();
  const updates: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array) => updates.push(u));
  for (let i = from; i < from + n; i++) doc.getMap('results').set(`3:${i}`, `1-0 board ${i}`);
  return updates;
};
const resultsOf = (state: Uint8Array | null): Record<string, unknown> => {
  const doc = new Y.Doc();
  if (state) Y.applyUpdate(doc, state);
  return doc.getMap('results').toJSON();
};
const tick = (): Promise<void> => new Promise((r) => setImmediate(r));

describe('the hub\'s document store', () => {
  it('writes a change to the journal only, never the whole snapshot', async () => {
    const store = await openSqliteStore(file);
    const [first, second] = typed(2);
    store.append('official/1', first!);
    store.compact();
    const snapshot = readFileSync(file);
    store.append('official/1', second!);
    await tick();
    expect(readFileSync(file).equals(snapshot)).toBe(true);
    expect(statSync(journalFileOf(file)).size).toBe(journalRecord('official/1', second!).length);
    expect(Object.keys(resultsOf(store.fetch('official/1')))).toEqual(['3:1', '3:2']);
    await store.close();
  });

  it('replays the journal at start and drops a record cut short by a kill mid-write', async () => {
    const updates = typed(4);
    const whole = updates.slice(0, 3).map((u) => journalRecord('entries/1/laptop-a1', u));
    const torn = journalRecord('entries/1/laptop-a1', updates[3]!).subarray(0, 20);
    writeFileSync(journalFileOf(file), Buffer.concat([...whole, torn]));
    const log: HubLogEntry[] = [];
    const store = await openSqliteStore(file, { log: (e) => log.push(e) });
    expect(Object.keys(resultsOf(store.fetch('entries/1/laptop-a1')))).toEqual(['3:1', '3:2', '3:3']);
    expect(log).toEqual([{ event: 'store', detail: expect.stringContaining('the last 20 bytes are not a whole record') }]);
    // Folded into the snapshot at once: the journal starts empty, the torn bytes gone.
    expect(statSync(journalFileOf(file)).size).toBe(0);
    await store.close();
  });

  it('drops a record whose checksum differs, and what follows it', async () => {
    const updates = typed(2);
    const second = journalRecord('official/1', updates[1]!);
    second[second.length - 1]! ^= 0xff;
    writeFileSync(journalFileOf(file), Buffer.concat([journalRecord('official/1', updates[0]!), second]));
    const store = await openSqliteStore(file, { log: () => undefined });
    expect(Object.keys(resultsOf(store.fetch('official/1')))).toEqual(['3:1']);
    await store.close();
  });

  it('takes a journal replayed onto a snapshot that already holds it (a kill between the snapshot and emptying the journal)', async () => {
    let store = await openSqliteStore(file);
    for (const u of typed(5)) store.append('official/1', u);
    copyFileSync(journalFileOf(file), join(dir, 'journal-copy'));
    await store.close();
    copyFileSync(join(dir, 'journal-copy'), journalFileOf(file));
    store = await openSqliteStore(file);
    expect(Object.keys(resultsOf(store.fetch('official/1')))).toHaveLength(5);
    await store.close();
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });

  it('keeps the journal within its bound by folding it into the snapshot, and keeps every result', async () => {
    const bound = 4096;
    const store = await openSqliteStore(file, { compactAtBytes: bound });
    const updates = typed(600);
    let largest = 0;
    for (const u of updates) {
      store.append('official/1', u);
      await tick();
      largest = Math.max(largest, statSync(journalFileOf(file)).size);
    }
    // The journal is folded once it passes the bound or the snapshot's size, whichever is larger.
    const snapshot = statSync(file).size;
    expect(largest).toBeLessThanOrEqual(Math.max(bound, snapshot) + 200);
    expect(snapshot).toBeLessThan(64 * 1024);
    expect(Object.keys(resultsOf(store.fetch('official/1')))).toHaveLength(600);
    await store.close();
    const again = await openSqliteStore(file);
    expect(Object.keys(resultsOf(again.fetch('official/1')))).toHaveLength(600);
    await again.close();
  });
});
