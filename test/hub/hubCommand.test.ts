import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliBundlesInto } from '../cli/builtCli';
import { connect } from './connect';

/**
 * `pairwise hub` as the TO starts it: the CLI's bundles (`buildCli`, as `npm run build:cli` makes
 * them), in a folder inside the project so the hub finds its packages, with a stand-in app build
 * one level up (the hub serves `dist/`).
 */
const root = join(__dirname, '../..');
let dist = '';
let cli = '';

beforeAll(async () => {
  mkdirSync(join(root, 'node_modules/.tmp'), { recursive: true });
  dist = mkdtempSync(join(root, 'node_modules/.tmp/hub-dist-'));
  cli = join(dist, 'cli', 'pairwise.mjs');
  await cliBundlesInto(join(dist, 'cli'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pairwise</title><p>the app</p>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
/** The command's environment: its code cache in the test's folder. */
const env = (): NodeJS.ProcessEnv => ({ ...process.env, PAIRWISE_CODE_CACHE: join(dist, 'code-cache') });

type Hub = ChildProcessByStdio<null, Readable, Readable>;
/** `pairwise hub` started on a free port; resolves once it listens, with its port and what it printed. */
const startCommand = async (...args: string[]): Promise<{ hub: Hub; port: number; out: () => string; err: () => string }> => {
  const hub = spawn(process.execPath, [cli, 'hub', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: env() });
  let out = '';
  let err = '';
  hub.stderr.on('data', (b: Buffer) => (err += b.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    hub.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /Pairwise hub on port (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    hub.on('exit', (code) => reject(new Error(`the hub exited (${code}) before it listened: ${out}${err}`)));
  });
  return { hub, port, out: () => out, err: () => err };
};

describe('pairwise hub (the command)', () => {
  it('starts, says where devices join, serves the app and the hub page, and stops cleanly on Ctrl+C', async () => {
    const data = join(dist, 'venue');
    const hub = spawn(process.execPath, [cli, 'hub', '--port', '0', '--dir', data], { stdio: ['ignore', 'pipe', 'pipe'], env: env() });
    let out = '';
    const port = await new Promise<number>((resolve, reject) => {
      hub.stdout.on('data', (b: Buffer) => {
        out += b.toString();
        const m = /Pairwise hub on port (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      hub.on('exit', (code) => reject(new Error(`the hub exited (${code}) before it listened: ${out}`)));
    });
    expect(out).toContain(`Documents and join codes are kept in ${data}`);
    expect(out).toMatch(/Spectators: http:\/\/[\d.]+:\d+\/#join=spectator/);
    expect(await (await fetch(`http://127.0.0.1:${port}/hub`)).text()).toContain('<h1>Pairwise hub</h1>');
    expect(await (await fetch(`http://127.0.0.1:${port}/players/round/3`)).text()).toContain('the app');
    const exited = new Promise<number | null>((resolve) => hub.on('exit', resolve));
    hub.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('refuses arguments it does not understand (exit 3) and a directory it cannot use (exit 5), saying why', () => {
    const run = (...args: string[]) => spawnSync(process.execPath, [cli, 'hub', ...args], { encoding: 'utf8', env: env(), timeout: 30_000 });
    const port = run('--port', 'eighty');
    expect(port.status).toBe(3);
    expect(port.stderr).toBe('pairwise hub: --port must be a port number (0-65535), not "eighty"\n');
    const unknown = run('--sync');
    expect(unknown.status).toBe(3);
    expect(unknown.stderr).toContain('unknown argument "--sync"');
    const dir = run('--port', '0', '--dir', '/dev/null/venue');
    expect(dir.status).toBe(5);
    expect(dir.stderr).toMatch(/^pairwise hub: .*\/dev\/null\/venue/);
    for (const bad of ['http://192.168.1.20', '192.168.1.20:4600', '300.1.1.1', 'hub venue', '']) {
      const host = run('--port', '0', '--host', bad);
      expect(host.status, bad).toBe(3);
      expect(host.stderr, bad).toBe(`pairwise hub: --host must be this laptop's address on the venue network (an IP address such as 192.168.1.20, or a host name), without scheme or port, not "${bad}"\n`);
    }
  });

  it('puts the --host address in its join links, and lists the addresses it found', async () => {
    const { hub, port, out } = await startCommand('--dir', join(dist, 'venue-host'), '--host', '10.11.12.13');
    expect(out()).toContain(`Spectators: http://10.11.12.13:${port}/#join=spectator`);
    expect(out()).toMatch(new RegExp(`Addresses: http://10\\.11\\.12\\.13:${port}, http://[\\d.]+:${port}`));
    expect(await (await fetch(`http://127.0.0.1:${port}/hub`)).text()).toContain(`http://10.11.12.13:${port}/#join=`);
    const exited = new Promise((resolve) => hub.on('exit', resolve));
    hub.kill('SIGINT');
    await exited;
  });

  it('stays up after a 100 MiB frame, and keeps every acknowledged update when killed mid-stream (SIGKILL)', async () => {
    const data = join(dist, 'venue-kill');
    const first = await startCommand('--dir', data);
    const chief = (JSON.parse(readFileSync(join(data, 'pairwise-hub-codes.json'), 'utf8')) as { chief: string }).chief;

    // A device sends one frame of 100 MiB + 1 byte before any join code: refused, logged, the hub still runs.
    const raw = new WebSocket(`ws://127.0.0.1:${first.port}/sync?version=0.1.0`);
    raw.on('error', () => undefined);
    await new Promise((r) => raw.once('open', r));
    const closed = new Promise<number>((r) => raw.on('close', r));
    raw.send(Buffer.alloc(100 * 1024 * 1024 + 1));
    expect(await closed).toBe(1009);
    expect(first.err()).toContain('"event":"refused","reason":"frame-too-big","remote":"127.0.0.1"');
    expect(first.hub.exitCode).toBeNull();

    // Results typed into two documents, one after another, each acknowledged by the hub before the next.
    const official = connect(first.port, 'official/kill1', chief);
    const entries = connect(first.port, 'official/kill2', chief);
    await Promise.all([official.synced, entries.synced]);
    let acknowledged = 0;
    let stop = false;
    const typing = (async () => {
      for (let i = 1; i <= 400 && !stop; i++) {
        const device = i % 2 === 0 ? official : entries;
        device.doc.getMap('official').set(`3:${i}`, '1-0');
        await device.flushed();
        acknowledged = i;
      }
    })();
    while (acknowledged < 60) await new Promise((r) => setTimeout(r, 5));
    official.stayDown();
    entries.stayDown();
    const exited = new Promise((resolve) => first.hub.on('exit', resolve));
    // Killed while the next result is on its way (its acknowledgement never comes: not awaited).
    first.hub.kill('SIGKILL');
    const atKill = acknowledged;
    stop = true;
    await exited;
    official.close();
    entries.close();
    void typing;

    const second = await startCommand('--dir', data);
    const readOfficial = connect(second.port, 'official/kill1', 'spectator');
    const readEntries = connect(second.port, 'official/kill2', chief);
    await Promise.all([readOfficial.synced, readEntries.synced]);
    const kept = new Set([...readOfficial.doc.getMap('official').keys(), ...readEntries.doc.getMap('official').keys()]);
    for (let i = 1; i <= atKill; i++) expect(kept.has(`3:${i}`), `result ${i} of ${atKill} acknowledged`).toBe(true);
    readOfficial.close();
    readEntries.close();
    // The journal was folded into the snapshot at the restart.
    expect(statSync(join(data, 'pairwise-hub.journal')).size).toBe(0);
    const stopped = new Promise((resolve) => second.hub.on('exit', resolve));
    second.hub.kill('SIGINT');
    expect(await stopped).toBe(0);
  });
});
