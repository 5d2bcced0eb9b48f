import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import pgModule from 'pg';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishKeyOf } from '../../src/core/venue';
import { verifierOf } from '../../src/cli/hub/codes';
import { createHmac } from 'node:crypto';
import { cliBundlesInto } from '../cli/builtCli';
import { connect } from '../hub/connect';
import { publishRound } from '../hub/official';
import { servicesAvailable, startBalancer, startPostgres, startRedis, startRelayProcess } from './services';
import type { Balancer, Postgres, RedisServer, RelayProcess } from './services';

/**
 * `pairwise relay` as it runs online: a real Postgres and a real Redis (Debian's packages, started
 * by the test in temporary folders) and two relay processes on loopback, the built command, with a
 * TCP balancer in front of them as the reverse proxy is in production.
 */
const { Client } = pgModule;
const root = join(__dirname, '../..');
let dist = '';
let cli = '';
let pg: Postgres;
let redis: RedisServer;
let a: RelayProcess;
let b: RelayProcess;
const relays: RelayProcess[] = [];

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const until = async (what: string, ok: () => boolean, ms = 10_000): Promise<void> => {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error(`waited ${ms} ms for ${what}`);
    await sleep(20);
  }
};
const start = async (extra: string[] = [], port = 0): Promise<RelayProcess> => {
  const r = await startRelayProcess(cli, redis.url, pg.url, extra, port);
  relays.push(r);
  return r;
};

const available = servicesAvailable();
beforeAll(async () => {
  if (!available) return;
  mkdirSync(join(root, 'node_modules/.tmp'), { recursive: true });
  dist = mkdtempSync(join(root, 'node_modules/.tmp/relay-dist-'));
  cli = join(dist, 'cli', 'pairwise.mjs');
  [pg, redis] = await Promise.all([startPostgres(), startRedis(), cliBundlesInto(join(dist, 'cli'))]) as [Postgres, RedisServer, void];
  [a, b] = await Promise.all([start(), start()]);
}, 60_000);
afterAll(async () => {
  await Promise.all(relays.map((r) => (r.process.exitCode === null && r.process.signalCode === null ? r.kill() : undefined)));
  redis?.stop();
  pg?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const secret = (): string => createHmac('sha256', String(Math.random())).digest('base64url').slice(0, 22);
const key = (event: string, s: string): string => publishKeyOf(event, s);

/** A reader as the public page opens the event: no code, reconnecting (to any relay the balancer picks). */
const reader = (port: number, event: string): { doc: Y.Doc; synced: Promise<void>; close: () => void; status: () => string } => {
  const doc = new Y.Doc();
  let status = 'connecting';
  const socket = new HocuspocusProviderWebsocket({ url: `ws://127.0.0.1:${port}/sync?version=0.1.0`, WebSocketPolyfill: WebSocket, delay: 100, minDelay: 50, maxDelay: 300, factor: 1.2 });
  socket.on('status', ({ status: s }: { status: string }) => (status = s));
  let synced!: () => void;
  const p = new Promise<void>((r) => (synced = r));
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: `official/${event}`, token: 'spectator', document: doc, onSynced: () => synced() });
  provider.attach();
  provider.awareness?.setLocalState(null);
  return { doc, synced: p, status: () => status, close: () => { provider.destroy(); socket.destroy(); } };
};
const board = (doc: Y.Doc, round: number, n: number): { result: string | null } | null => {
  const v = doc.getMap('official').get(`board:${round}:${n}`);
  return typeof v === 'string' ? (JSON.parse(v) as { result: string | null }) : null;
};
const enter = (doc: Y.Doc, round: number, n: number, first: number, second: number, result: string): void => {
  doc.getMap('official').set(`board:${round}:${n}`, JSON.stringify({ board: n, first, second, result }));
};

describe.skipIf(!available)('the online relay: two processes, Redis and Postgres', () => {
  let balancer: Balancer;
  const event = 'RelayOpen1';
  const s = secret();

  it('brings a result published through relay A to a reader on relay B', async () => {
    const laptop = connect(a.port, `official/${event}`, key(event, s));
    await laptop.synced;
    publishRound(laptop.doc, event, 1, [[1, 1, 2], [2, 3, 4]]);
    await laptop.flushed();
    // B opens the document (not yet in Postgres: live on A) and asks A for it through Redis.
    const phone = reader(b.port, event);
    await until('round 1 on relay B', () => board(phone.doc, 1, 1) !== null, 3000);
    expect(board(phone.doc, 1, 1)).toMatchObject({ result: null });
    enter(laptop.doc, 1, 1, 1, 2, 'white-wins');
    await until('the result on relay B', () => board(phone.doc, 1, 1)?.result === 'white-wins', 3000);
    phone.close();
    laptop.close();
  });

  it('moves the readers of a killed relay to the other one, with nothing lost', async () => {
    // The proxy sends new connections to B, and to A when B does not answer.
    balancer = await startBalancer([b.port, a.port]);
    const laptop = connect(a.port, `official/${event}`, key(event, s));
    await laptop.synced;
    const phones = Array.from({ length: 6 }, () => reader(balancer.port, event));
    await Promise.all(phones.map((p) => p.synced));
    enter(laptop.doc, 1, 2, 3, 4, 'draw');
    await until('the draw on every phone', () => phones.every((p) => board(p.doc, 1, 2)?.result === 'draw'));
    expect(balancer.upstreams()).toEqual(phones.map(() => b.port));
    await b.kill();
    // Results entered while B is gone and its readers are reconnecting.
    for (let n = 3; n <= 8; n++) enter(laptop.doc, 1, n, 2 * n - 1, 2 * n, n % 2 === 0 ? 'black-wins' : 'white-wins');
    await until('every phone back on A with every result', () => phones.every((p) => [3, 4, 5, 6, 7, 8].every((n) => board(p.doc, 1, n) !== null)), 15_000);
    expect(balancer.upstreams()).toEqual(phones.map(() => a.port));
    for (const p of phones) {
      expect(board(p.doc, 1, 1)?.result).toBe('white-wins');
      expect(board(p.doc, 1, 2)?.result).toBe('draw');
      expect(board(p.doc, 1, 8)?.result).toBe('black-wins');
      p.close();
    }
    laptop.close();
    await balancer.close();
  });

  it('brings the documents back from Postgres when both relays start again', async () => {
    await a.stop();
    [a, b] = await Promise.all([start(), start()]);
    const phone = reader(b.port, event);
    await phone.synced;
    expect(board(phone.doc, 1, 1)?.result).toBe('white-wins');
    expect(board(phone.doc, 1, 8)?.result).toBe('black-wins');
    phone.close();
  });
});

describe.skipIf(!available)('the online relay against hostile clients', () => {
  const event = 'RelayHostile1';
  const s = secret();

  /** The relay still serves: a reader on each relay reads what the laptop publishes now. */
  const stillServes = async (n: number): Promise<void> => {
    const laptop = connect(a.port, `official/${event}`, key(event, s));
    await laptop.synced;
    enter(laptop.doc, 1, 1, 1, 2, `still-${n}`);
    const phones = [reader(a.port, event), reader(b.port, event)];
    await until('both relays serving', () => phones.every((p) => board(p.doc, 1, 1)?.result === `still-${n}`));
    for (const p of phones) p.close();
    laptop.close();
    expect((await fetch(`http://127.0.0.1:${b.port}/healthz`)).status).toBe(200);
  };

  it('lets no reader write, refuses a wrong publish key, and another event\'s key', async () => {
    const laptop = connect(a.port, `official/${event}`, key(event, s));
    await laptop.synced;
    publishRound(laptop.doc, event, 1, [[1, 1, 2]]);
    await laptop.flushed();
    laptop.close();

    const spectator = connect(b.port, `official/${event}`, 'spectator');
    await spectator.synced;
    spectator.doc.getMap('official').set('meta', JSON.stringify({ name: 'Hijacked' }));
    await sleep(500);
    const other = connect(a.port, `official/${event}`, 'spectator');
    await other.synced;
    expect(String(other.doc.getMap('official').get('meta'))).not.toContain('Hijacked');
    expect(b.err()).toContain('"reason":"write"');
    spectator.close();
    other.close();

    expect(await connect(a.port, `official/${event}`, key(event, secret())).refused).toMatch(/^code: this code is not one of this relay's/);
    // A key of another event reads this one, as anyone does, and cannot write it.
    const otherKey = key('RelayOther1', secret());
    const intruder = connect(b.port, `official/${event}`, otherKey);
    await intruder.synced;
    intruder.doc.getMap('official').set('meta', JSON.stringify({ name: 'Hijacked' }));
    await sleep(500);
    const check = connect(a.port, `official/${event}`, 'spectator');
    await check.synced;
    expect(String(check.doc.getMap('official').get('meta'))).not.toContain('Hijacked');
    intruder.close();
    check.close();
    // An event nobody published cannot be opened (no reader fills the relay with empty documents).
    expect(await connect(a.port, 'official/NeverPublished', 'spectator').refused).toBe('document: official/NeverPublished has not been published');
    await stillServes(1);
  });

  it('takes a player\'s report through relay B to the laptop on relay A, checked with the verifier the laptop published', async () => {
    // The venue hub's codes (its own key): the laptop copies only their verifiers to the relay.
    const mine = `p.${event}.1.${secret()}`;
    const theirs = `p.${event}.2.${secret()}`;
    const settings = connect(a.port, `online/${event}`, key(event, s));
    await settings.synced;
    settings.doc.getMap('verifiers').set('1', verifierOf(mine));
    settings.doc.getMap('verifiers').set('2', verifierOf(theirs));
    await settings.flushed();
    // The laptop holds its players' proposals before any is written (the relay has no directory).
    const laptop = connect(a.port, `proposals/${event}/1`, key(event, s));
    await laptop.synced;

    const phone = connect(b.port, `proposals/${event}/1`, mine);
    await phone.synced;
    phone.doc.getMap('reports').set('1:1', { rank: 1, result: 'white-wins', at: Date.now() });
    phone.doc.getMap('drop').set('drop', { rank: 1, at: Date.now() });
    await phone.flushed();
    await until('the report and the request to drop on the laptop, through relay A', () => laptop.doc.getMap('reports').has('1:1') && laptop.doc.getMap('drop').has('drop'));
    laptop.close();
    // A report for a board the player does not sit at closes the connection (writeRules.ts, as on the hub).
    phone.doc.getMap('reports').set('1:5', { rank: 1, result: 'white-wins', at: Date.now() });
    await until('the refusal logged', () => b.err().includes('"reason":"write"') && b.err().includes('round 1 has no board 5'));
    phone.close();

    // A wrong code, a code of another rank under this one, and the player's own code on others' documents.
    expect(await connect(a.port, `proposals/${event}/2`, `p.${event}.2.AAAAAAAAAAAAAAAAAAAAAA`).refused).toMatch(/not one of this relay's/);
    expect(await connect(b.port, `proposals/${event}/1`, `p.${event}.1.${theirs.split('.')[3]}`).refused).toMatch(/not one of this relay's/);
    expect(await connect(a.port, `proposals/${event}/2`, mine).refused).toMatch(/may not open proposals documents of others/);
    expect(await connect(b.port, `online/${event}`, mine).refused).toMatch(/may not open online documents/);
    expect(await connect(b.port, `proposals/${event}/1`, `p.RelayNobody1.1.${secret()}`).refused).toMatch(/not one of this relay's/);
    // The player reads the official tournament and cannot write it.
    const reading = connect(b.port, `official/${event}`, mine);
    await reading.synced;
    reading.doc.getMap('official').set('meta', JSON.stringify({ name: 'Hijacked by a player' }));
    await until('the player\'s write logged', () => b.err().includes('may only read the official tournament'));
    reading.close();
    const check = connect(a.port, `official/${event}`, 'spectator');
    await check.synced;
    expect(String(check.doc.getMap('official').get('meta'))).not.toContain('Hijacked');
    check.close();
    // A player cannot open the verifiers, nor another event's publish key write them.
    const intruder = connect(b.port, `online/${event}`, key('RelayOther2', secret()));
    expect(await intruder.refused).toMatch(/may not open online documents/);
    // The relay keeps no code: Postgres holds the publish key's hash and the documents only.
    const client = new Client({ connectionString: pg.url });
    await client.connect();
    const columns = (await client.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'pairwise_events'")).rows.map((r) => r.column_name).sort();
    await client.end();
    expect(columns).toEqual(['created', 'event', 'key_hash']);
    await stillServes(2);
  });

  it('cuts off an oversized update and a flooding client, and keeps serving', async () => {
    const laptop = connect(b.port, `official/${event}`, key(event, s));
    await laptop.synced;
    laptop.doc.getMap('official').set('notes', 'x'.repeat(1024 * 1024 + 100));
    await until('the oversized update refused', () => b.err().includes('"reason":"update-too-big"') || b.err().includes('"reason":"frame-too-big"'));
    laptop.close();

    const ws = new WebSocket(`ws://127.0.0.1:${a.port}/sync?version=0.1.0`);
    ws.on('error', () => undefined);
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    await new Promise((r) => ws.once('open', r));
    const name = Buffer.from(`official/${event}`);
    const auth = Buffer.concat([Buffer.from([name.length]), name, Buffer.from([2, 0, 9]), Buffer.from('spectator')]);
    ws.send(auth);
    const query = Buffer.concat([Buffer.from([name.length]), name, Buffer.from([3])]);
    for (let i = 0; i < 2000 && ws.readyState === WebSocket.OPEN; i++) ws.send(query);
    expect(await closed).toBe(1008);
    await until('the flood logged', () => a.err().includes('"reason":"rate"'));
    await stillServes(3);
  });

  it('limits the connections of one address (a third relay started with a small limit)', async () => {
    const small = await start(['--max-connections-per-address', '3']);
    const sockets = Array.from({ length: 4 }, () => new WebSocket(`ws://127.0.0.1:${small.port}/sync?version=0.1.0`));
    const codes = await Promise.all(sockets.map((ws) => new Promise<number | 'open'>((r) => {
      ws.on('error', () => undefined);
      ws.on('close', (code) => r(code));
      setTimeout(() => r('open'), 1500);
    })));
    expect(codes.filter((c) => c === 1013)).toHaveLength(1);
    expect(small.err()).toContain('"reason":"address"');
    for (const ws of sockets) ws.terminate();
    await small.stop();
  });

  it('keeps serving a reader while a flooding client, an address opening too many connections and a crowd over the total limit are cut off', async () => {
    // Behind the proxy (loopback is trusted): each client's address is the one it forwards.
    const small = await start(['--max-connections', '6', '--max-connections-per-address', '3', '--trust-proxy', '127.0.0.1']);
    const from = (address: string): typeof WebSocket => class extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols, { headers: { 'x-forwarded-for': address } });
      }
    } as unknown as typeof WebSocket;
    const laptop = connect(a.port, `official/${event}`, key(event, s));
    await laptop.synced;
    const phone = connect(small.port, `official/${event}`, 'spectator', '0.1.0', true, from('198.51.100.1'));
    await phone.synced;
    const served = async (n: number): Promise<void> => {
      enter(laptop.doc, 1, 1, 1, 2, `served-${n}`);
      await until(`the reader served (${n})`, () => board(phone.doc, 1, 1)?.result === `served-${n}`);
    };
    await served(1);

    // A flood from one address: its connection is closed, the reader's is not.
    const Flooder = from('198.51.100.2');
    const flood = new Flooder(`ws://127.0.0.1:${small.port}/sync?version=0.1.0`);
    flood.on('error', () => undefined);
    const flooded = new Promise<number>((r) => flood.on('close', (code) => r(code)));
    await new Promise((r) => flood.once('open', r));
    const name = Buffer.from(`official/${event}`);
    flood.send(Buffer.concat([Buffer.from([name.length]), name, Buffer.from([2, 0, 9]), Buffer.from('spectator')]));
    const query = Buffer.concat([Buffer.from([name.length]), name, Buffer.from([3])]);
    for (let i = 0; i < 2000 && flood.readyState === WebSocket.OPEN; i++) flood.send(query);
    expect(await flooded).toBe(1008);
    await served(2);

    // One address opening many connections: the fourth is refused.
    const opened = async (address: string, n: number): Promise<(number | 'open')[]> => {
      const Client = from(address);
      const sockets = Array.from({ length: n }, () => new Client(`ws://127.0.0.1:${small.port}/sync?version=0.1.0`));
      hogs.push(...sockets);
      return Promise.all(sockets.map((ws) => new Promise<number | 'open'>((r) => {
        ws.on('error', () => undefined);
        ws.on('close', (code) => r(code));
        ws.on('open', () => setTimeout(() => r('open'), 500));
      })));
    };
    const hogs: WebSocket[] = [];
    expect((await opened('198.51.100.3', 4)).sort()).toEqual([1013, 'open', 'open', 'open']);
    expect(small.err()).toContain('more than 3 connections from 198.51.100.3');
    await served(3);
    // The relay is full (the reader, three and two): a seventh connection from anywhere is refused.
    expect((await opened('198.51.100.4', 2)).sort()).toEqual(['open', 'open']);
    expect((await opened('198.51.100.5', 1))).toEqual([1013]);
    expect(small.err()).toContain('more than 6 connections in all');
    await served(4);
    for (const ws of hogs) ws.terminate();
    phone.close();
    laptop.close();
    await small.stop();
  });

  it('serves the public event page with strict security headers', async () => {
    const res = await fetch(`http://127.0.0.1:${a.port}/e/${event}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${a.port}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(html).not.toMatch(/<script(?![^>]*src=)/);
    expect((await fetch(`http://127.0.0.1:${a.port}/relay-page.js`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${a.port}/e/${event}`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`http://127.0.0.1:${a.port}/hub`)).status).toBe(404);
  });
});
