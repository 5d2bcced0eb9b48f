// y-dexie watches its updates with Dexie's liveQuery, which needs IndexedDB as a global.
import 'fake-indexeddb/auto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelay } from '../../src/cli/relay/server';
import type { RunningRelay } from '../../src/cli/relay/server';
import { loadSnapshot, saveRound, setResult } from '../../src/db/repository';
import { openDb } from '../../src/db/schema';
import * as documents from '../../src/venue/documents';
import { makeLink } from '../../src/venue/link';
import { newPublishKey, publicAddress, readRelayAddress, startPublisher } from '../../src/venue/publish';
import { connect } from '../hub/connect';
import { seededEvent } from '../db/helpers';
import { freePort, servicesAvailable, startPostgres, startRedis } from '../relay/services';
import type { Postgres, RedisServer } from '../relay/services';

/**
 * "Publish online" in the sync layer (src/venue/publish.ts), with no React: the laptop's database
 * in fake-indexeddb, a real relay (in this process) on a real Postgres and Redis, and a public
 * reader as a Node Yjs client. The laptop writes into its own copy and never waits; while the
 * relay is down its changes queue, and they arrive when it is back.
 */
const available = servicesAvailable();
let pg: Postgres;
let redis: RedisServer;
let relay: RunningRelay;
let port = 0;
const up = async (): Promise<void> => {
  relay = await startRelay({ version: '0.1.0', port, host: '127.0.0.1', redisUrl: redis.url, databaseUrl: pg.url, log: () => {}, storeDelayMs: 50 });
};
beforeAll(async () => {
  if (!available) return;
  [pg, redis, port] = await Promise.all([startPostgres(), startRedis(), freePort()]);
  await up();
}, 60_000);
afterAll(async () => {
  await relay?.close();
  redis?.stop();
  pg?.stop();
});

describe('reading the relay address the TO types', () => {
  it('takes an https origin, refuses a path or another scheme', () => {
    expect(readRelayAddress(' https://relay.example.org ')).toBe('https://relay.example.org');
    expect(readRelayAddress('https://relay.example.org/e/1')).toEqual({ error: expect.stringMatching(/no path/) });
    expect(readRelayAddress('ftp://relay.example.org')).toEqual({ error: expect.stringMatching(/https/) });
    expect(publicAddress('https://relay.example.org/', '123')).toBe('https://relay.example.org/e/123');
    expect(newPublishKey('123')).toMatch(/^k\.123\.[0-9A-Za-z_-]{22}$/);
  });
});

describe.skipIf(!available)('publishing an event online from the laptop', () => {
  it('publishes, queues while the relay is down and sends in order when it is back, and removes the public view when turned off', async () => {
    const db = openDb('publish-1');
    const { id } = await seededEvent(db, { name: 'Online Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 3 }, 4);
    const saved = await saveRound(db, id, 1, { pairs: [{ white: 1 as never, black: 3 as never }, { white: 4 as never, black: 2 as never }], byes: [], notes: [] }, 1);
    if (!saved.ok) throw new Error(saved.detail);
    const event = String(id);
    const link = makeLink(() => db, '0.1.0', { WebSocketPolyfill: WebSocket, delay: 100, minDelay: 50, maxDelay: 300, factor: 1.2 }, 'relay/');
    const publisher = startPublisher({ link, target: { relay: `http://127.0.0.1:${port}`, event, key: newPublishKey(event) }, device: 'laptop0000000001' });
    const feed = async (): Promise<void> => publisher.setSnapshot((await loadSnapshot(db, id))!);
    await feed();
    expect(publisher.state().address).toBe(`http://127.0.0.1:${port}/e/${event}`);

    await expect.poll(() => publisher.state().status.kind, { timeout: 10_000 }).toBe('connected');
    await expect.poll(() => publisher.state().unsent, { timeout: 10_000 }).toBe(0);
    const phone = connect(port, `official/${event}`, 'spectator');
    await phone.synced;
    await expect.poll(() => documents.official.read(phone.doc)?.rounds[0]?.boards.length, { timeout: 10_000 }).toBe(2);
    phone.stayDown();

    // The relay goes away; the laptop enters both results meanwhile and never waits.
    await relay.close();
    await expect.poll(() => publisher.state().status.kind, { timeout: 10_000 }).not.toBe('connected');
    const r1 = await setResult(db, id, 1, 1, 0, 'white-wins', 2);
    const r2 = await setResult(db, id, 1, 2, 0, 'draw', 3);
    expect(r1.ok && r2.ok).toBe(true);
    const t0 = Date.now();
    await feed();
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(publisher.state().unsent).toBeGreaterThan(0);

    await up();
    await expect.poll(() => publisher.state().unsent, { timeout: 15_000 }).toBe(0);
    const back = connect(port, `official/${event}`, 'spectator');
    await back.synced;
    await expect.poll(() => documents.official.read(back.doc)?.rounds[0]?.boards.map((b) => b.result), { timeout: 10_000 }).toEqual(['white-wins', 'draw']);
    expect(documents.official.read(back.doc)?.standings.find((s) => s.rank === 1)?.points).toBe('1.0');

    // Turning publishing off: the public view is gone.
    publisher.withdraw();
    await expect.poll(() => documents.official.read(back.doc), { timeout: 10_000 }).toBeNull();
    back.close();
    phone.close();
    publisher.close();
    link.disconnect();
    db.close();
  });
});
