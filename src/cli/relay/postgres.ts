import { createHash, timingSafeEqual } from 'node:crypto';
import { Database } from '@hocuspocus/extension-database';
import type { Extension } from '@hocuspocus/server';
import pg from 'pg';
import type { Person } from '../../core/venue';
import { parseCode, parsePublishKey } from '../../core/venue';
import type { HubLog } from '../hub/log';

/**
 * The relay's Postgres: the documents (each one's whole Yjs state, written by Hocuspocus' database
 * extension after its changes, at most `debounce` later) and the events' publish keys. Of a publish
 * key the relay keeps only its SHA-256 (the key has 128 random bits). The players' codes are checked
 * against their verifiers (server.ts), which the laptop publishes in a document: nothing here makes
 * a code of any kind.
 *
 * An event is the key's that first publishes it (the laptop makes the event's id and its key,
 * both random); a later key for the same event is refused.
 */
export interface RelayDatabase {
  readonly extension: Extension;
  /** Whether a document has been stored or is being written. */
  exists(name: string): Promise<boolean>;
  /** The person behind a publish key or the spectators' code, scoped to its event; null for any other code. */
  personOf(token: string): Promise<{ person: Person; scope: string | null } | null>;
  /** Whether a publish key has claimed the event. */
  claimed(event: string): Promise<boolean>;
  /** Without waiting: the role a code will have (for the connection limits), null when it is none. */
  roleOf(token: string): 'chief' | 'player' | 'spectator' | null;
  close(): Promise<void>;
}

const sha256 = (s: string): string => createHash('sha256').update(s).digest('base64url');
const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
export const openRelayDatabase = async (url: string, log: HubLog): Promise<RelayDatabase> => {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  pool.on('error', (e) => log({ event: 'error', where: 'postgres', detail: e.message }));
  // Two relays starting at once both create the tables: IF NOT EXISTS, under one advisory lock.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(4604604)');
    await client.query(`CREATE TABLE IF NOT EXISTS pairwise_documents (
      name text PRIMARY KEY, state bytea NOT NULL, updated timestamptz NOT NULL DEFAULT now())`);
    await client.query(`CREATE TABLE IF NOT EXISTS pairwise_events (
      event text PRIMARY KEY, key_hash text NOT NULL, created timestamptz NOT NULL DEFAULT now())`);
    // Relays of an earlier version kept a key that made players' codes: it is dropped, not trusted.
    await client.query('ALTER TABLE pairwise_events DROP COLUMN IF EXISTS players_key');
    await client.query('SELECT pg_advisory_unlock(4604604)');
  } finally {
    client.release();
  }
  const events = new Map<string, { keyHash: string }>();
  for (const row of (await pool.query<{ event: string; key_hash: string }>('SELECT event, key_hash FROM pairwise_events')).rows) {
    events.set(row.event, { keyHash: row.key_hash });
  }
  const eventOf = async (event: string): Promise<{ keyHash: string } | null> => {
    const known = events.get(event);
    if (known) return known;
    const r = await pool.query<{ key_hash: string }>('SELECT key_hash FROM pairwise_events WHERE event = $1', [event]);
    const row = r.rows[0];
    if (!row) return null;
    const e = { keyHash: row.key_hash };
    events.set(event, e);
    return e;
  };
  const extension = new Database({
    fetch: async ({ documentName }) => {
      const r = await pool.query<{ state: Buffer }>('SELECT state FROM pairwise_documents WHERE name = $1', [documentName]);
      return r.rows[0] ? new Uint8Array(r.rows[0].state) : null;
    },
    store: async ({ documentName, state }) => {
      await pool.query(
        'INSERT INTO pairwise_documents (name, state) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET state = EXCLUDED.state, updated = now()',
        [documentName, Buffer.from(state)],
      );
    },
  });
  return {
    extension,
    exists: async (name) => (await pool.query('SELECT 1 FROM pairwise_documents WHERE name = $1', [name])).rowCount === 1,
    roleOf: (token) => {
      const key = parsePublishKey(token);
      if (key) {
        const e = events.get(key.event);
        return e === undefined || same(e.keyHash, sha256(key.secret)) ? 'chief' : null;
      }
      const c = parseCode(token);
      return c?.role === 'player' ? 'player' : c?.role === 'spectator' ? 'spectator' : null;
    },
    personOf: async (token) => {
      const key = parsePublishKey(token);
      if (key) {
        const hash = sha256(key.secret);
        let e = await eventOf(key.event);
        if (e === null) {
          await pool.query('INSERT INTO pairwise_events (event, key_hash) VALUES ($1, $2) ON CONFLICT (event) DO NOTHING', [key.event, hash]);
          events.delete(key.event);
          e = await eventOf(key.event);
        }
        return e !== null && same(e.keyHash, hash) ? { person: { role: 'chief' }, scope: key.event } : null;
      }
      return parseCode(token)?.role === 'spectator' ? { person: { role: 'spectator' }, scope: null } : null;
    },
    claimed: async (event) => (await eventOf(event)) !== null,
    close: () => pool.end(),
  };
};
