// y-dexie watches its updates with Dexie's liveQuery, which needs IndexedDB as a global.
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHub } from '../../src/cli/hub/server';
import type { RunningHub } from '../../src/cli/hub/server';
import { startRelay } from '../../src/cli/relay/server';
import type { RunningRelay } from '../../src/cli/relay/server';
import { loadAudit, loadSnapshot, saveRound } from '../../src/db/repository';
import { openDb } from '../../src/db/schema';
import { startChiefSession } from '../../src/venue/chief';
import { makeLink } from '../../src/venue/link';
import { newPublishKey, startPublisher } from '../../src/venue/publish';
import { connect } from '../hub/connect';
import type { Device } from '../hub/connect';
import { seededEvent } from '../db/helpers';
import { servicesAvailable, startPostgres, startRedis } from '../relay/services';
import type { Postgres, RedisServer } from '../relay/services';

/**
 * The players' personal codes over the online relay, from end to end with no React: a real venue
 * hub, two relays (in this process) on a real Postgres and Redis, the chief's session on the hub
 * and the publish link on relay A, players' phones as Node Yjs clients on relay B with the codes
 * the hub printed. What a player proposes on the relay reaches the chief's review and becomes
 * official only as the chief's session takes it (both players agree) or the chief accepts it.
 */
const available = servicesAvailable();
let pg: Postgres;
let redis: RedisServer;
let a: RunningRelay;
let b: RunningRelay;
let hub: RunningHub;
let dir = '';
beforeAll(async () => {
  if (!available) return;
  [pg, redis, dir] = await Promise.all([startPostgres(), startRedis(), mkdtemp(join(tmpdir(), 'pairwise-relay-codes-'))]);
  const relay = (): Promise<RunningRelay> => startRelay({ version: '0.1.0', port: 0, host: '127.0.0.1', redisUrl: redis.url, databaseUrl: pg.url, log: () => {}, storeDelayMs: 50 });
  [a, b, hub] = await Promise.all([relay(), relay(), startHub({ dir, appDir: dir, version: '0.1.0', port: 0, host: '127.0.0.1', log: () => {} })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), hub?.close()]);
  redis?.stop();
  pg?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!available)('players\' codes over the online relay', () => {
  it('takes a report and a request to drop made on the relay into the chief\'s review, official only once taken or accepted on the laptop', async () => {
    const db = openDb('relay-codes-1');
    const { id } = await seededEvent(db, { name: 'Online Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 3 }, 4);
    const saved = await saveRound(db, id, 1, { pairs: [{ white: 1 as never, black: 3 as never }, { white: 4 as never, black: 2 as never }], byes: [], notes: [] }, 1);
    if (!saved.ok) throw new Error(saved.detail);
    const event = String(id);
    const venueLink = makeLink(() => db, '0.1.0', { WebSocketPolyfill: WebSocket });
    const relayLink = makeLink(() => db, '0.1.0', { WebSocketPolyfill: WebSocket }, 'relay/');
    const session = startChiefSession({ link: venueLink, join: { hub: `http://127.0.0.1:${hub.port}`, token: hub.codes.chief, role: 'chief', device: 'chieflaptop00001' }, db, retryDelays: [10, 10] });
    const relayAddress = `http://127.0.0.1:${a.port}`;
    const publisher = startPublisher({ link: relayLink, target: { relay: relayAddress, event, key: newPublishKey(event) }, device: 'chieflaptop00001' });
    const feed = async (): Promise<void> => {
      const s = (await loadSnapshot(db, id))!;
      session.setSnapshot(s);
      publisher.setSnapshot(s);
    };
    const timer = setInterval(() => void feed(), 50);
    const devices: Device[] = [];
    try {
      await feed();
      const stop = session.connectRelay(publisher);

      // The hub's verifiers reach the relay through the laptop; the code sheet names the relay.
      const settings = connect(a.port, `online/${event}`, 'spectator');
      devices.push(settings);
      expect(await settings.refused).toMatch(/may not open online documents/);
      await expect.poll(async () => (await (await fetch(`http://127.0.0.1:${hub.port}/hub/players/${event}`)).text()).includes(`${relayAddress}/e/${event}#code=`), { timeout: 10_000 }).toBe(true);
      const sheet = await (await fetch(`http://127.0.0.1:${hub.port}/hub/players/${event}`)).text();
      expect(sheet).toContain(`${relayAddress}/e/${event}#code=${encodeURIComponent(hub.codes.playerCode(event, 1))}`);
      expect(sheet).toContain('Mobile data');

      /** A phone on relay B with the code the hub printed (tried again while the verifiers are on their way). */
      const phone = async (rank: number): Promise<Device> => {
        for (let i = 0; ; i++) {
          const d = connect(b.port, `proposals/${event}/${rank}`, hub.codes.playerCode(event, rank));
          const answer = await Promise.race([d.synced.then(() => 'synced'), d.refused]);
          if (answer === 'synced') {
            devices.push(d);
            return d;
          }
          d.close();
          if (i > 50) throw new Error(`player ${rank} refused: ${answer}`);
          await new Promise((r) => setTimeout(r, 200));
        }
      };
      const first = await phone(1);
      // A code not printed by this hub is refused on the relay.
      const forged = connect(b.port, `proposals/${event}/1`, `p.${event}.1.AAAAAAAAAAAAAAAAAAAAAA`);
      devices.push(forged);
      expect(await forged.refused).toMatch(/not one of this relay's/);

      // Player 1 reports on the relay, player 3 (the opponent) on the hub: the session takes the agreed result.
      first.doc.getMap('reports').set('1:1', { rank: 1, result: 'white-wins', at: Date.now() });
      await first.flushed();
      await expect.poll(() => session.state().phones, { timeout: 10_000 }).toBe(1);
      expect((await loadSnapshot(db, id))!.tournament.rounds[0]!.pairings.find((p) => p.board === 1)?.games[0] ?? null).toBeNull();
      const third = connect(hub.port, `proposals/${event}/3`, hub.codes.playerCode(event, 3));
      devices.push(third);
      await third.synced;
      third.doc.getMap('reports').set('1:1', { rank: 3, result: 'white-wins', at: Date.now() });
      await expect.poll(async () => (await loadSnapshot(db, id))!.tournament.rounds[0]!.pairings.find((p) => p.board === 1)?.games[0], { timeout: 10_000 }).toBe('white-wins');
      expect((await loadAudit(db, id))[0]!.result).toMatchObject({ round: 1, board: 1, result: 'white-wins', source: { role: 'both players reported it' } });

      // Player 2 asks to drop on the relay: listed for the chief, official only once accepted.
      const second = await phone(2);
      second.doc.getMap('drop').set('drop', { rank: 2, at: Date.now() });
      await expect.poll(() => session.state().drops.map((d) => d.rank), { timeout: 10_000 }).toEqual([2]);
      expect((await loadSnapshot(db, id))!.tournament.players.find((p) => (p.id as number) === 2)?.withdrawnFromRound).toBeUndefined();
      await session.acceptDrop(2);
      await expect.poll(async () => (await loadSnapshot(db, id))!.tournament.players.find((p) => (p.id as number) === 2)?.withdrawnFromRound, { timeout: 10_000 }).toBe(2);

      // Publishing turned off: the code sheet no longer names the relay, and the relay takes no code,
      // not even from a phone still connected (it is cut off, and refused when it comes back).
      stop();
      publisher.withdraw();
      expect(await first.closed).toBe('revoked: this personal code is no longer accepted on this relay');
      await expect.poll(async () => (await (await fetch(`http://127.0.0.1:${hub.port}/hub/players/${event}`)).text()).includes('#code='), { timeout: 10_000 }).toBe(false);
      await expect.poll(async () => {
        const d = connect(a.port, `proposals/${event}/4`, hub.codes.playerCode(event, 4));
        const answer = await Promise.race([d.synced.then(() => 'synced'), d.refused]);
        d.close();
        return answer;
      }, { timeout: 10_000 }).toMatch(/not one of this relay's/);
    } finally {
      clearInterval(timer);
      for (const d of devices) d.close();
      publisher.close();
      session.close();
      venueLink.disconnect();
      relayLink.disconnect();
      db.close();
    }
  }, 60_000);
});
