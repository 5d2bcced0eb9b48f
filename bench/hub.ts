/**
 * The venue hub under a round's load, on loopback only, with the app's own document shapes:
 * `pairwise hub` as its own process; a 300-player Dutch open in round 5 (made by the core's
 * generator); 4 deputies' laptops entering the round's 150 results over 2 minutes in their own
 * entries documents; the chief's laptop taking each entry into its tournament and publishing the
 * official document as the app does (src/venue/documents.ts: the board's key, the standings rows
 * that moved, the order's changed middle); 300 phones reading the official document with no code.
 * Reported: the time from a result entered on a deputy's laptop to its arrival on every phone (p50,
 * p95, max over every phone and result), the bytes each phone received per result, and the hub's
 * memory (resident, and its peak, from /proc).
 *   npm run bench -- hub        HUB_BENCH_PHONES=300 HUB_BENCH_RESULTS=150 HUB_BENCH_SECONDS=120
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { Figure } from './figures';
import { openInRound5 } from './venueEvent';
import { buildCli } from '../src/cli/build';
import type { BoardResult } from '../src/core/model';
import { officialOf } from '../src/core/venue/official';
import * as documents from '../src/venue/documents';
import { connect } from '../test/hub/connect';
import type { Device } from '../test/hub/connect';

const root = join(import.meta.dirname, '..');
const version = '0.1.0';
const open = (port: number, name: string, token: string, socket?: typeof WebSocket): Device => {
  const device = connect(port, name, token, version, true, socket);
  // A refused connection would leave the bench waiting for it: stop with the hub's reason instead.
  void device.refused.then((reason) => {
    console.error(`the hub refused ${name}: ${reason}`);
    process.exit(1);
  });
  return device;
};

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** VmRSS and VmHWM of a process, in MiB. */
const memoryOf = (pid: number): { rss: number; peak: number } => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string): number => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
};

/** Every byte the phones' sockets receive, counted as it arrives. */
let phoneBytes = 0;
class CountingSocket extends WebSocket {
  constructor(address: string, protocols?: string | string[]) {
    super(address, protocols);
    // The provider reads frames as ArrayBuffers; the bytes on the wire are the frame's.
    this.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      phoneBytes += Array.isArray(data) ? data.reduce((n, b) => n + b.byteLength, 0) : data.byteLength;
    });
  }
}


export async function runHubBench(): Promise<Figure[]> {
  const phones = Number(process.env.HUB_BENCH_PHONES ?? 300);
  const wanted = Number(process.env.HUB_BENCH_RESULTS ?? 150);
  const seconds = Number(process.env.HUB_BENCH_SECONDS ?? 120);
  const deputies = 4;
  const dir = mkdtempSync(join(root, '.dist-bench-hub-'));
  await buildCli(join(dir, 'cli'), 'silent');
  const hub = spawn(process.execPath, [join(dir, 'cli', 'pairwise.mjs'), 'hub', '--port', '0', '--dir', join(dir, 'venue')], { stdio: ['ignore', 'pipe', 'ignore'] });
  const peers: Device[] = [];
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      hub.stdout.on('data', (b: Buffer) => {
        out += b.toString();
        const m = /on port (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      hub.on('exit', (c) => reject(new Error(`hub exited ${c}`)));
    });
    // The chief names the deputies on the hub page (this is the hub's own laptop: loopback).
    for (let k = 1; k <= deputies; k++) {
      await fetch(`http://127.0.0.1:${port}/hub/deputies`, { method: 'POST', redirect: 'manual', headers: { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/x-www-form-urlencoded' }, body: `name=Deputy+${k}` });
    }
    const codes = JSON.parse(readFileSync(join(dir, 'venue', 'pairwise-hub-codes.json'), 'utf8')) as { chief: string; deputies: { id: string; code: string }[] };
    const event = '84000000001';
    const baseline = memoryOf(hub.pid!);

    // The chief's laptop publishes the tournament, reads each deputy's entries and takes each into it.
    let tournament = openInRound5(300);
    const round5 = tournament.rounds[4]!;
    const results = Math.min(wanted, round5.pairings.length);
    const chiefOfficial = open(port, `official/${event}`, codes.chief);
    peers.push(chiefOfficial);
    await chiefOfficial.synced;
    const publish = (): void => documents.official.publish(chiefOfficial.doc, officialOf(event, 'Bench Open', tournament));
    publish();
    await chiefOfficial.flushed();
    // The deputies' laptops join (their entries documents exist once they open them).
    const writers: Device[] = [];
    for (const d of codes.deputies) {
      const w = open(port, `entries/${event}/${d.id}`, d.code);
      writers.push(w);
      peers.push(w);
      await w.synced;
    }
    const typedAt = new Map<number, number>();
    const atChief: number[] = [];
    for (const d of codes.deputies) {
      const seen = open(port, `entries/${event}/${d.id}`, codes.chief);
      peers.push(seen);
      await seen.synced;
      seen.doc.getMap('results').observe((e) => {
        for (const key of e.keysChanged) {
          const board = Number(key.split(':')[1]);
          atChief.push(performance.now() - typedAt.get(board)!);
          const entry = seen.doc.getMap('results').get(key) as { result: BoardResult };
          tournament = { ...tournament, rounds: tournament.rounds.map((r) => r.number !== 5 ? r : { ...r, pairings: r.pairings.map((p) => p.board === board ? { ...p, games: [entry.result] } : p) }) };
          publish();
        }
      });
    }

    // The phones: each reads the official document with no code and notes when each result arrives.
    const arrivals: number[] = [];
    let connected = 0;
    for (let i = 0; i < phones; i++) {
      const phone = open(port, `official/${event}`, 'spectator', CountingSocket as unknown as typeof WebSocket);
      peers.push(phone);
      const shown = new Set<number>();
      phone.doc.getMap<string>('official').observe((e) => {
        const now = performance.now();
        for (const key of e.keysChanged) {
          const m = /^board:5:(\d+)$/.exec(key);
          if (!m) continue;
          const board = Number(m[1]);
          const value = phone.doc.getMap<string>('official').get(key);
          if (typedAt.has(board) && !shown.has(board) && value !== undefined && (JSON.parse(value) as { result: unknown }).result !== null) {
            shown.add(board);
            arrivals.push(now - typedAt.get(board)!);
          }
        }
      });
      void phone.synced.then(() => connected++);
    }
    while (connected < phones) await sleep(50);
    const withPhones = memoryOf(hub.pid!);
    console.log(`${phones} phones connected; hub memory ${withPhones.rss.toFixed(0)} MiB (before them ${baseline.rss.toFixed(0)} MiB)`);

    // The deputies enter the round's results, one every seconds/results, taking turns.
    await sleep(2000);
    const bytesBefore = phoneBytes;
    const t0 = performance.now();
    for (let r = 0; r < results; r++) {
      const due = t0 + (r * seconds * 1000) / results;
      await sleep(Math.max(0, due - performance.now()));
      const board = round5.pairings[r]!.board;
      typedAt.set(board, performance.now());
      const result: BoardResult = r % 3 === 0 ? 'draw' : r % 3 === 1 ? 'white-wins' : 'black-wins';
      writers[r % deputies]!.doc.getMap('results').set(`5:${board}`, { result, at: Date.now() });
    }
    const expected = phones * results;
    const until = performance.now() + 30_000;
    while (arrivals.length < expected && performance.now() < until) await sleep(100);
    await sleep(1000);
    const perResultPerPhone = (phoneBytes - bytesBefore) / results / phones;
    const end = memoryOf(hub.pid!);
    const p = (q: number): number => quantile(arrivals, q);
    console.log(`${results} results by ${deputies} deputies in ${((performance.now() - t0) / 1000).toFixed(0)} s, ${phones} phones: ${arrivals.length} of ${expected} arrivals; ` +
      `entered to every phone p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms, max ${Math.max(...arrivals).toFixed(0)} ms; to the chief p95 ${quantile(atChief, 0.95).toFixed(0)} ms; ` +
      `${perResultPerPhone.toFixed(0)} bytes per result per phone; hub memory ${end.rss.toFixed(0)} MiB, peak ${end.peak.toFixed(0)} MiB`);
    const note = `${phones} phones, ${deputies} deputies, ${results} results in ${seconds} s, 300-player Dutch round 5, the app's document shapes, loopback`;
    return [
      { name: 'hub: result entered to every phone, p95', value: p(0.95), unit: 'ms', target: { max: 100 }, note: `${note}; ${arrivals.length} of ${expected} arrived` },
      { name: 'hub: result entered to every phone, p50', value: p(0.5), unit: 'ms', note },
      { name: 'hub: bytes per result per phone', value: perResultPerPhone, unit: 'B', target: { max: 2048 }, note },
      { name: 'hub: result entered to the chief\'s laptop, p95', value: quantile(atChief, 0.95), unit: 'ms', note },
      { name: 'hub: memory with every device connected (resident)', value: end.rss, unit: 'MiB', note: `peak ${end.peak.toFixed(0)} MiB; ${baseline.rss.toFixed(0)} MiB with no device` },
    ];
  } finally {
    for (const peer of peers) peer.close();
    hub.kill('SIGINT');
    await new Promise((r) => hub.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
