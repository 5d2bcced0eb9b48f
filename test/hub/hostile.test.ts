import { request } from 'node:http';
import { connect as connectTcp } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHub } from '../../src/cli/hub/server';
import type { RunningHub } from '../../src/cli/hub/server';
import type { HubLogEntry, RefusalReason } from '../../src/cli/hub/log';
import { connect } from './connect';

/**
 * A hub on loopback and devices that do not play by the rules: each is refused, the refusal is
 * logged with its reason and the device's address, and the hub goes on serving the others. The
 * limits are the defaults' shape, made small so the run is short.
 */
const maxUpdateBytes = 64 * 1024;
const authTimeoutMs = 1500;
let dir: string;
let hub: RunningHub;
const entries: HubLogEntry[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pairwise-hostile-'));
  await mkdir(join(dir, 'app', 'assets'), { recursive: true });
  await writeFile(join(dir, 'app', 'index.html'), '<!doctype html><title>Pairwise</title><p>the app</p>');
  await writeFile(join(dir, 'app', 'assets', 'main.js'), 'console.log(1)');
  hub = await startHub({
    dir, appDir: join(dir, 'app'), version: '0.1.0', port: 0, host: '127.0.0.1', log: (e) => entries.push(e),
    limits: {
      maxUpdateBytes, authTimeoutMs, windowMs: 2000,
      messagesPerWindow: (role) => (role === 'chief' ? 5000 : 100),
      documentsPerConnection: (role) => (role === 'chief' ? 2000 : 4),
    },
  });
});
afterAll(async () => {
  await hub.close();
  await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
/** The refusal the hub logged for this reason (waits for it, 5 s at most). */
const refusal = async (reason: RefusalReason): Promise<HubLogEntry> => {
  for (let i = 0; i < 100; i++) {
    const found = entries.find((e) => e.event === 'refused' && e.reason === reason);
    if (found) return found;
    await sleep(50);
  }
  throw new Error(`no refusal "${reason}" logged; the log: ${JSON.stringify(entries)}`);
};

// The sync protocol's framing (lib0's variable-length numbers and strings), to write by hand what a provider would not send.
const varUint = (n: number): number[] => {
  const out: number[] = [];
  for (; n >= 0x80; n = Math.floor(n / 128)) out.push((n & 0x7f) | 0x80);
  out.push(n);
  return out;
};
const varString = (s: string): number[] => {
  const b = Buffer.from(s, 'utf8');
  return [...varUint(b.length), ...b];
};
const authMessage = (doc: string, token: string): Buffer => Buffer.from([...varString(doc), 2, 0, ...varString(token)]);
const queryAwareness = (doc: string): Buffer => Buffer.from([...varString(doc), 3]);

const rawSocket = async (): Promise<{ ws: WebSocket; closed: Promise<number> }> => {
  const ws = new WebSocket(`ws://127.0.0.1:${hub.port}/sync?version=0.1.0`);
  ws.on('error', () => undefined);
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  await new Promise((r) => ws.once('open', r));
  return { ws, closed };
};

let fresh = 0;
/** The hub still serves: a new device syncs a document and another reads what it wrote, and the app answers. */
const stillServes = async (): Promise<void> => {
  const name = `official/alive${++fresh}`;
  const writer = connect(hub.port, name, hub.codes.chief);
  await writer.synced;
  writer.doc.getMap('official').set('note', 'Ann - Bo');
  await writer.flushed();
  const reader = connect(hub.port, name, 'spectator');
  await reader.synced;
  expect(reader.doc.getMap('official').get('note')).toBe('Ann - Bo');
  writer.close();
  reader.close();
  expect((await fetch(`http://127.0.0.1:${hub.port}/`)).status).toBe(200);
};

const get = (path: string, opts: { localAddress?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: hub.port, path, localAddress: opts.localAddress, headers: opts.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the hub against hostile devices on the venue Wi-Fi', () => {
  it('refuses a WebSocket frame of 100 MiB + 1 byte sent before any join code, and stays up', async () => {
    // Written by hand on a TCP socket: the frame's header at once, then its payload as fast as the
    // hub takes it (a WebSocket client would mask the whole 100 MiB first).
    const socket = connectTcp(hub.port, '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('data', (b: Buffer) => (received = Buffer.concat([received, b])));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    socket.write('GET /sync?version=0.1.0 HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n');
    while (!received.includes('\r\n\r\n')) await sleep(10);
    expect(received.toString('latin1')).toMatch(/^HTTP\/1.1 101/);
    const length = 100 * 1024 * 1024 + 1;
    const head = Buffer.alloc(14);
    head[0] = 0x82; // final frame, binary
    head[1] = 0x80 | 127; // masked, 64-bit length
    head.writeBigUInt64BE(BigInt(length), 2);
    socket.write(head);
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    let open = true;
    void closed.then(() => (open = false));
    while (open && sent < length) {
      const n = Math.min(chunk.length, length - sent);
      if (!socket.write(chunk.subarray(0, n))) await new Promise((r) => socket.once('drain', r).once('close', r));
      sent += n;
    }
    await closed;
    // The hub's close frame: 1009, message too big.
    expect(received.includes(Buffer.from([0x88, 0x02, 0x03, 0xf1]))).toBe(true);
    expect(sent).toBeLessThan(length);
    expect(await refusal('frame-too-big')).toMatchObject({ remote: '127.0.0.1' });
    await stillServes();
  });

  it('refuses an update over the limit from an authenticated device, and keeps the document without it', async () => {
    const chief = connect(hub.port, 'official/big', hub.codes.chief);
    await chief.synced;
    chief.doc.getMap('official').set('meta', 'published');
    await chief.flushed();
    chief.doc.getMap('official').set('notes', 'x'.repeat(maxUpdateBytes + 100));
    expect(await refusal('update-too-big')).toMatchObject({ remote: '127.0.0.1', document: 'official/big' });
    chief.close();
    const reader = connect(hub.port, 'official/big', 'spectator');
    await reader.synced;
    expect(reader.doc.getMap('official').has('notes')).toBe(false);
    reader.close();
    await stillServes();
  });

  it('closes a connection that floods messages', async () => {
    const { ws, closed } = await rawSocket();
    ws.send(authMessage('official/flood', hub.codes.playerCode('1', 1)));
    for (let i = 0; i < 1000 && ws.readyState === WebSocket.OPEN; i++) ws.send(queryAwareness('official/flood'));
    expect(await closed).toBe(1008);
    expect(await refusal('rate')).toMatchObject({ remote: '127.0.0.1' });
    await stillServes();
  });

  it('closes a socket that authenticates no document in time, a wrong join code included', async () => {
    const before = entries.length;
    const idle = await rawSocket();
    const wrong = await rawSocket();
    wrong.ws.send(authMessage('official/idle', 'not-a-code-of-this-hub'));
    const t0 = Date.now();
    expect(await idle.closed).toBe(1008);
    expect(await wrong.closed).toBe(1008);
    expect(Date.now() - t0).toBeLessThan(authTimeoutMs + 2000);
    expect(entries.slice(before).filter((e) => e.event === 'refused' && e.reason === 'auth-timeout')).toHaveLength(2);
    await stillServes();
  });

  it('refuses a device opening more documents than its role may on one connection, but not the chief\'s laptop', async () => {
    const { ws, closed } = await rawSocket();
    for (let i = 1; i <= 5; i++) ws.send(authMessage(`proposals/1/${i}`, hub.codes.playerCode('1', 1)));
    expect(await closed).toBe(1008);
    expect(await refusal('too-many-documents')).toMatchObject({ remote: '127.0.0.1', document: 'proposals/1/5' });

    // The chief's laptop opens many documents (one per player's phone), all on its one connection.
    const socket = new HocuspocusProviderWebsocket({ url: `ws://127.0.0.1:${hub.port}/sync?version=0.1.0`, WebSocketPolyfill: WebSocket, maxAttempts: 1 });
    const providers = Array.from({ length: 20 }, (_, i) => {
      const p = new HocuspocusProvider({ websocketProvider: socket, name: `official/e${i}`, token: hub.codes.chief, document: new Y.Doc() });
      p.attach();
      // As the app opens every document: no presence state (the hub refuses one).
      p.awareness?.setLocalState(null);
      return p;
    });
    await Promise.all(providers.map((p) => new Promise<void>((r) => (p.isSynced ? r() : p.on('synced', () => r())))));
    expect(entries.filter((e) => e.event === 'refused' && e.reason === 'too-many-documents')).toHaveLength(1);
    for (const p of providers) p.destroy();
    socket.destroy();
    await stillServes();
  });

  it('keeps serving a reader while one address opens too many connections, one floods and a crowd goes over the total (the laptop itself held to the total only)', async () => {
    const small = await startHub({
      dir: await mkdtemp(join(tmpdir(), 'pairwise-hostile-small-')), appDir: join(dir, 'app'), version: '0.1.0', port: 0, host: '0.0.0.0', log: (e) => entries.push(e),
      limits: { windowMs: 2000, messagesPerWindow: () => 100 }, perAddress: { connections: 2, total: 5 },
    });
    const chief = connect(small.port, 'official/crowd', small.codes.chief);
    await chief.synced;
    chief.doc.getMap('official').set('note', 'served 1');
    await chief.flushed();
    const reader = connect(small.port, 'official/crowd', 'spectator');
    await reader.synced;
    const served = async (n: number): Promise<void> => {
      chief.doc.getMap('official').set('note', `served ${n}`);
      for (let i = 0; i < 100 && reader.doc.getMap('official').get('note') !== `served ${n}`; i++) await sleep(50);
      expect(reader.doc.getMap('official').get('note')).toBe(`served ${n}`);
    };
    const sockets: WebSocket[] = [];
    /** Connections from another address of the loopback network (Linux answers all of 127.0.0.0/8). */
    const from = (address: string, n: number): Promise<(number | 'open')[]> => Promise.all(Array.from({ length: n }, () => new Promise<number | 'open'>((r) => {
      const ws = new WebSocket(`ws://127.0.0.1:${small.port}/sync?version=0.1.0`, { localAddress: address });
      sockets.push(ws);
      ws.on('error', () => undefined);
      ws.on('close', (code) => r(code));
      ws.on('open', () => setTimeout(() => r('open'), 300));
    })));
    try {
      expect((await from('127.0.0.2', 3)).sort()).toEqual([1013, 'open', 'open']);
      expect(entries.some((e) => e.event === 'refused' && e.reason === 'address' && e.detail === 'more than 2 connections from 127.0.0.2')).toBe(true);
      await served(2);
      // A flood from a third address: its connection is closed, the reader's is not.
      const flood = new WebSocket(`ws://127.0.0.1:${small.port}/sync?version=0.1.0`, { localAddress: '127.0.0.3' });
      flood.on('error', () => undefined);
      const flooded = new Promise<number>((r) => flood.on('close', (code) => r(code)));
      await new Promise((r) => flood.once('open', r));
      flood.send(authMessage('official/crowd', 'spectator'));
      for (let i = 0; i < 1000 && flood.readyState === WebSocket.OPEN; i++) flood.send(queryAwareness('official/crowd'));
      expect(await flooded).toBe(1008);
      await served(3);
      // Five in all (the chief and the reader on the laptop's loopback, two from 127.0.0.2, one more): the next is refused.
      expect(await from('127.0.0.4', 1)).toEqual(['open']);
      expect(await from('127.0.0.5', 1)).toEqual([1013]);
      expect(entries.some((e) => e.event === 'refused' && e.reason === 'address' && e.detail === 'more than 5 connections in all')).toBe(true);
      await served(4);
    } finally {
      for (const ws of sockets) ws.terminate();
      chief.close();
      reader.close();
      await small.close();
    }
  });

  it('refuses a WebSocket on another path than /sync', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${hub.port}/other`);
    await new Promise((r) => ws.on('error', r));
    expect(await refusal('bad-path')).toMatchObject({ remote: '127.0.0.1' });
    await stillServes();
  });

  it('shows the join codes on the laptop itself only, whatever X-Forwarded-For or Host say', async () => {
    const codes = (body: string): string[] => [hub.codes.chief].filter((c) => body.includes(c));
    const laptop = await get('/hub');
    expect(codes(laptop.body)).toEqual([hub.codes.chief]);
    const phone = await get('/hub', { localAddress: '127.0.0.2', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(phone.status).toBe(200);
    expect(codes(phone.body)).toEqual([]);
    expect(phone.body).toContain(`<code>http://localhost:${hub.port}/hub</code> there`);
    // A site whose name is rebound to this laptop, in the laptop's own browser.
    const rebound = await get('/hub', { headers: { host: `evil.example:${hub.port}` } });
    expect(codes(rebound.body)).toEqual([]);
    await stillServes();
  });

  it('sends the security headers with every answer: app files, index.html, the hub page, 404 and 500', async () => {
    const expectHeaders = (headers: IncomingHttpHeaders, what: string): void => {
      expect(headers['x-frame-options'], what).toBe('DENY');
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['referrer-policy'], what).toBe('no-referrer');
      expect(headers['content-security-policy'], what).toContain('frame-ancestors \'none\'');
    };
    const file = await get('/assets/main.js');
    expect(file.status).toBe(200);
    expectHeaders(file.headers, 'app file');
    expect(file.headers['content-security-policy']).toContain(`connect-src 'self' ws://127.0.0.1:${hub.port};`);
    const route = await get('/players/round/3');
    expect(route.body).toContain('the app');
    expectHeaders(route.headers, 'index.html');
    expectHeaders((await get('/hub')).headers, '/hub');
    expectHeaders((await get('/hub', { localAddress: '127.0.0.2' })).headers, 'public /hub');
    const broken = await get('/%E0%A4%A');
    expect(broken.status).toBe(500);
    expectHeaders(broken.headers, '500');
    // A Host header that is not a host: never written into the CSP.
    const forged = await get('/', { headers: { host: '127.0.0.1; script-src *' } });
    expect(forged.headers['content-security-policy']).toContain('connect-src \'self\';');
    expect(forged.headers['content-security-policy']).not.toContain('script-src *');
    await unlink(join(dir, 'app', 'index.html'));
    const missing = await get('/');
    expect(missing.status).toBe(404);
    expectHeaders(missing.headers, '404');
    await writeFile(join(dir, 'app', 'index.html'), '<!doctype html><title>Pairwise</title><p>the app</p>');
    await stillServes();
  });
});
