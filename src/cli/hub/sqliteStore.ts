import { closeSync, fsyncSync, ftruncateSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import initSqlJs from 'sql.js';
import type { Database } from 'sql.js';
import * as Y from 'yjs';
import type { Extension } from '@hocuspocus/server';
import type { HubLog } from './log';

/**
 * The hub's copy of every shared document: a snapshot in one SQLite file beside the tournament
 * (the TO can copy it, or start the hub again from it on another laptop) and a journal beside it
 * with every Yjs update since the snapshot. SQLite through sql.js, compiled to WebAssembly: the
 * native `sqlite3` package's binaries come from GitHub, which a venue (and CI) cannot reach.
 *
 * A change costs one append of the update to the journal, written before the hub acknowledges it
 * (a hub killed after that keeps it). The journal is folded into the snapshot (written to a
 * temporary file, then renamed over the old one, so a hub killed mid-write keeps the previous
 * snapshot whole) when it grows past its bound and when the hub stops; at start it is replayed
 * onto the snapshot. Replaying a record twice is harmless: applying a Yjs update is idempotent.
 *
 * Journal record: [payload length u32 LE][CRC-32 of the payload u32 LE][payload], payload =
 * [document name length u16 LE][name, UTF-8][update]. A record cut short by a kill mid-write, or
 * whose checksum differs, ends the replay: it and anything after it are dropped (and logged).
 */
export interface DocumentStore {
  /** The document's state (snapshot and journal), or null if the hub never kept it. */
  fetch(name: string): Uint8Array | null;
  /** Appends one update of the document to the journal, on disk (the OS's) when it returns. */
  append(name: string, update: Uint8Array): void;
  /** Folds the journal into the snapshot now. */
  compact(): void;
  /** Journal and snapshot sizes in bytes (for the tests and the log). */
  sizes(): { journal: number; snapshot: number };
  /** Folds the journal into the snapshot and closes both. */
  close(): Promise<void>;
}

export interface StoreOptions {
  /**
   * The journal is folded into the snapshot once it is larger than this and than the snapshot
   * itself (so each byte of the snapshot is rewritten at most once per byte appended).
   */
  readonly compactAtBytes?: number;
  readonly log?: HubLog;
  /**
   * A loaded document's state, if it is loaded (the hub's copy, garbage collected: smaller than
   * its updates merged); the others are merged from their updates.
   */
  readonly current?: (name: string) => Uint8Array | undefined;
}

export const journalFileOf = (file: string): string => file.replace(/\.sqlite$/, '') + '.journal';

const header = 8;

/** The records of a journal up to the first torn or damaged one, and how many bytes were dropped. */
export const readJournal = (bytes: Uint8Array): { records: { name: string; update: Uint8Array }[]; dropped: number } => {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const records: { name: string; update: Uint8Array }[] = [];
  let at = 0;
  while (at + header <= buf.length) {
    const length = buf.readUInt32LE(at);
    const sum = buf.readUInt32LE(at + 4);
    if (length < 2 || at + header + length > buf.length) break;
    const payload = buf.subarray(at + header, at + header + length);
    if (crc32(payload) !== sum) break;
    const nameLength = payload.readUInt16LE(0);
    if (2 + nameLength > length) break;
    records.push({ name: payload.subarray(2, 2 + nameLength).toString('utf8'), update: new Uint8Array(payload.subarray(2 + nameLength)) });
    at += header + length;
  }
  return { records, dropped: buf.length - at };
};

export const journalRecord = (name: string, update: Uint8Array): Buffer => {
  const nameBytes = Buffer.from(name, 'utf8');
  const payload = Buffer.alloc(2 + nameBytes.length + update.length);
  payload.writeUInt16LE(nameBytes.length, 0);
  nameBytes.copy(payload, 2);
  payload.set(update, 2 + nameBytes.length);
  const head = Buffer.alloc(header);
  head.writeUInt32LE(payload.length, 0);
  head.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([head, payload]);
};

const writeAll = (fd: number, bytes: Uint8Array): void => {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
};

export const openSqliteStore = async (file: string, opts: StoreOptions = {}): Promise<DocumentStore> => {
  const SQL = await initSqlJs({ locateFile: (f: string) => createRequire(import.meta.url).resolve(`sql.js/dist/${f}`) });
  const journal = journalFileOf(file);
  const compactAt = opts.compactAtBytes ?? 8 * 1024 * 1024;
  let bytes: Uint8Array | undefined;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  let db: Database;
  try {
    db = new SQL.Database(bytes);
    db.run('CREATE TABLE IF NOT EXISTS documents (name TEXT PRIMARY KEY, data BLOB NOT NULL)');
  } catch (e) {
    throw new Error(`${file} is not a Pairwise hub database (${(e as Error).message}); move it away or name another --dir`);
  }
  let snapshotBytes = bytes?.length ?? 0;

  /** The updates appended since the snapshot, per document. */
  const pending = new Map<string, Uint8Array[]>();
  let journalBytes = 0;
  let journalRead: Uint8Array = new Uint8Array();
  try {
    journalRead = new Uint8Array(readFileSync(journal));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const replay = readJournal(journalRead);
  for (const { name, update } of replay.records) pending.set(name, [...(pending.get(name) ?? []), update]);
  if (replay.dropped > 0) opts.log?.({ event: 'store', detail: `${journal}: the last ${replay.dropped} bytes are not a whole record (a write cut short), dropped; ${replay.records.length} records replayed` });
  const fd = openSync(journal, 'a', 0o600);
  journalBytes = journalRead.length;

  const snapshotOf = (name: string): Uint8Array | null => {
    const rows = db.exec('SELECT data FROM documents WHERE name = ?', [name]);
    const data = rows[0]?.values[0]?.[0];
    return data instanceof Uint8Array ? data : null;
  };
  const merged = (name: string): Uint8Array | null => {
    const base = snapshotOf(name);
    const updates = pending.get(name) ?? [];
    if (updates.length === 0) return base;
    return Y.mergeUpdates(base === null ? updates : [base, ...updates]);
  };

  let closed = false;
  let scheduled = false;
  /** `loaded`: whether the hub may have loaded documents (not at start, before it exists). */
  const compact = (loaded = true): void => {
    if (closed) return;
    if (pending.size === 0 && journalBytes === 0) return;
    for (const name of pending.keys()) {
      const state = (loaded ? opts.current?.(name) : undefined) ?? merged(name)!;
      db.run('INSERT INTO documents (name, data) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET data = excluded.data', [name, state]);
    }
    // All at once, with nothing appended meanwhile: the snapshot holds every journal record when
    // the journal is emptied.
    const image = db.export();
    const tmp = `${file}.tmp`;
    const out = openSync(tmp, 'w', 0o600);
    try {
      writeAll(out, image);
      fsyncSync(out);
    } finally {
      closeSync(out);
    }
    renameSync(tmp, file);
    ftruncateSync(fd, 0);
    snapshotBytes = image.length;
    journalBytes = 0;
    pending.clear();
  };
  // A journal replayed at start is folded at once: the torn tail, if any, goes with it.
  if (replay.records.length > 0 || replay.dropped > 0) compact(false);

  return {
    fetch: merged,
    append: (name, update) => {
      if (closed) throw new Error('the hub\'s document store is closed');
      const record = journalRecord(name, update);
      writeAll(fd, record);
      journalBytes += record.length;
      const list = pending.get(name);
      if (list) list.push(update);
      else pending.set(name, [update]);
      if (journalBytes > Math.max(compactAt, snapshotBytes) && !scheduled) {
        // After the update's own handlers (the document's state then holds it).
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          try {
            compact();
          } catch (e) {
            opts.log?.({ event: 'error', where: 'store', detail: `compacting ${file}: ${(e as Error).message}` });
          }
        });
      }
    },
    compact: () => compact(),
    sizes: () => ({ journal: journalBytes, snapshot: snapshotBytes }),
    close: async () => {
      compact();
      closed = true;
      closeSync(fd);
      db.close();
    },
  };
};

/**
 * The store as a Hocuspocus extension: a document is loaded from the store, and each of its
 * updates is appended to the journal from the document's own `update` event, which Yjs emits
 * while Hocuspocus applies the update, before it acknowledges it to the device.
 */
export const storeExtension = (store: DocumentStore, log: HubLog): Extension => ({
  async onLoadDocument({ documentName, document }) {
    const state = store.fetch(documentName);
    if (state !== null) Y.applyUpdate(document, state);
    document.on('update', (update: Uint8Array) => {
      try {
        store.append(documentName, update);
      } catch (e) {
        log({ event: 'error', where: 'store', detail: `${documentName}: an update was not written (${(e as Error).message})` });
      }
    });
  },
});
