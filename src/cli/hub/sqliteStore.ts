import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import initSqlJs from 'sql.js';
import type { Database } from 'sql.js';

/**
 * The hub's copy of every shared document, in one SQLite file beside the tournament (the TO can
 * copy it, or start the hub again from it on another laptop). SQLite through sql.js, compiled to
 * WebAssembly: the native `sqlite3` package's binaries come from GitHub, which a venue (and CI)
 * cannot reach. The whole database is small (Yjs updates of a few tournaments), so each store
 * writes the file anew: to a temporary file, then renamed over the old one, so a hub killed
 * mid-write leaves the previous file whole.
 */
export interface DocumentStore {
  fetch(name: string): Uint8Array | null;
  store(name: string, state: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

export const openSqliteStore = async (file: string): Promise<DocumentStore> => {
  const SQL = await initSqlJs({ locateFile: (f: string) => createRequire(import.meta.url).resolve(`sql.js/dist/${f}`) });
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
  // One write at a time: each writes the whole file.
  let writing: Promise<void> = Promise.resolve();
  const save = (): Promise<void> => {
    writing = writing.then(async () => {
      await writeFile(`${file}.tmp`, db.export());
      await rename(`${file}.tmp`, file);
    });
    return writing;
  };
  return {
    fetch: (name) => {
      const rows = db.exec('SELECT data FROM documents WHERE name = ?', [name]);
      const data = rows[0]?.values[0]?.[0];
      return data instanceof Uint8Array ? data : null;
    },
    store: (name, state) => {
      db.run('INSERT INTO documents (name, data) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET data = excluded.data', [name, state]);
      return save();
    },
    close: async () => {
      await writing;
      db.close();
    },
  };
};
