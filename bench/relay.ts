/**
 * The online relay under an event's load, on loopback only: a real Postgres and Redis
 * (test/relay/services.ts), two `pairwise relay` processes (the built command), one laptop
 * publishing a 300-player Dutch open's round 5 as the app does (src/venue/documents.ts, the
 * official view in small updates) through relay A, 150 results in 2 minutes, and N public readers
 * split over both relays. A reader is a bare WebSocket speaking the sync protocol as the public
 * page's provider does (its join, then sync step 1 with an empty state), so the bench process can
 * hold thousands; it notes when each board's result first arrives in a message.
 * Reported: p50/p95/max from the laptop's change to every reader, bytes per result per reader, each
 * relay's memory (resident, peak) and CPU time over the run.
 *   npm run bench -- relay     RELAY_BENCH_READERS=1000 RELAY_BENCH_RESULTS=150 RELAY_BENCH_SECONDS=120
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { Figure } from './figures';
import { openInRound5 } from './venueEvent';
import { buildCli } from '../src/cli/build';
import type { BoardResult } from '../src/core/model';
import { officialOf } from '../src/core/venue/official';
import { publishKeyOf } from '../src/core/venue';
import * as documents from '../src/venue/documents';
import { connect } from '../test/hub/connect';
import { startPostgres, startRedis, startRelayProcess } from '../test/relay/services';
import type { RelayProcess } from '../test/relay/services';

const root = join(import.meta.dirname, '..');
const version = '0.1.0';
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

/** VmRSS and VmHWM in MiB, and CPU seconds (user + system) of a process. */
const usageOf = (pid: number): { rss: number; peak: number; cpu: number } => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string): number => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024, cpu: (Number(stat[11]) + Number(stat[12])) / 100 };
};


// The sync protocol's framing (lib0's variable-length numbers and strings), as test/hub/hostile.test.ts writes it.
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

export async function runRelayBench(): Promise<Figure[]> {
  const readers = Number(process.env.RELAY_BENCH_READERS ?? 1000);
  const wanted = Number(process.env.RELAY_BENCH_RESULTS ?? 150);
  const seconds = Number(process.env.RELAY_BENCH_SECONDS ?? 120);
  const dir = mkdtempSync(join(root, '.dist-bench-relay-'));
  const [pg, redis] = await Promise.all([startPostgres(), startRedis(), buildCli(join(dir, 'cli'), 'silent')]);
  const relays: RelayProcess[] = [];
  const sockets: WebSocket[] = [];
  try {
    const limits = ['--max-connections', String(readers + 100), '--max-connections-per-address', String(readers + 100), '--max-messages-per-address', String(100 * readers + 10_000)];
    relays.push(...await Promise.all([0, 1].map(() => startRelayProcess(join(dir, 'cli', 'pairwise.mjs'), redis.url, pg.url, limits))));
    const [a, b] = relays as [RelayProcess, RelayProcess];
    const event = '84000000002';
    const name = `official/${event}`;
    // A socket error under load (the laptop's connection dropped and retried) is logged, never the end of the run
    // (an unhandled rejection would end the process and leave Postgres and Redis running).
    process.on('unhandledRejection', (e) => console.error(`unhandled: ${String((e as { message?: string })?.message ?? e)}`));
    const laptop = connect(a.port, name, publishKeyOf(event, 'benchbenchbenchbench01'), version, true, WebSocket, { reconnect: true });
    await laptop.synced;
    let tournament = openInRound5(300);
    const round5 = tournament.rounds[4]!;
    const results = Math.min(wanted, round5.pairings.length);
    documents.official.publish(laptop.doc, officialOf(event, 'Bench Open', tournament));
    await laptop.flushed();
    const before = [usageOf(a.process.pid!), usageOf(b.process.pid!)];

    // The readers, half on each relay, connected 100 at a time.
    const sentAt = new Map<number, number>();
    const arrivals: number[] = [];
    let bytes = 0;
    let counting = false;
    let synced = 0;
    const hello = Buffer.from([...varString(name), 2, 0, ...varString('spectator')]);
    const step1 = Buffer.from([...varString(name), 0, 0, 1, 0]);
    // A board's new value travels as its JSON text (a map key overwritten is not written again in
    // the update: the new item points at the old one), so the board is read from the value.
    const keyPattern = /\{"board":(\d+),"first":\d+,"second":\d+,"result":"/g;
    for (let i = 0; i < readers; i++) {
      const ws = new WebSocket(`ws://127.0.0.1:${(i % 2 === 0 ? a : b).port}/sync?version=${version}`);
      sockets.push(ws);
      const shown = new Set<number>();
      let first = true;
      ws.on('error', () => undefined);
      ws.on('open', () => {
        ws.send(hello);
        ws.send(step1);
      });
      ws.on('message', (data: Buffer) => {
        const now = performance.now();
        if (first && data.length > 1000) {
          first = false;
          synced++;
          return;
        }
        if (!counting) return;
        bytes += data.length;
        for (const m of data.toString('latin1').matchAll(keyPattern)) {
          const board = Number(m[1]);
          const at = sentAt.get(board);
          if (at !== undefined && !shown.has(board)) {
            shown.add(board);
            arrivals.push(now - at);
          }
        }
      });
      if (i % 100 === 99) await sleep(50);
    }
    const t1 = performance.now();
    while (synced < readers && performance.now() - t1 < 120_000) await sleep(100);
    const connected = [usageOf(a.process.pid!), usageOf(b.process.pid!)];
    console.log(`${synced} of ${readers} readers synced; relays ${connected.map((u) => `${u.rss.toFixed(0)} MiB`).join(' and ')}`);

    await sleep(2000);
    counting = true;
    const cpu0 = [usageOf(a.process.pid!).cpu, usageOf(b.process.pid!).cpu];
    const t0 = performance.now();
    for (let r = 0; r < results; r++) {
      const due = t0 + (r * seconds * 1000) / results;
      await sleep(Math.max(0, due - performance.now()));
      const board = round5.pairings[r]!.board;
      const result: BoardResult = r % 3 === 0 ? 'draw' : r % 3 === 1 ? 'white-wins' : 'black-wins';
      tournament = { ...tournament, rounds: tournament.rounds.map((x) => x.number !== 5 ? x : { ...x, pairings: x.pairings.map((p) => p.board === board ? { ...p, games: [result] } : p) }) };
      sentAt.set(board, performance.now());
      documents.official.publish(laptop.doc, officialOf(event, 'Bench Open', tournament));
    }
    const expected = synced * results;
    const until = performance.now() + 30_000;
    while (arrivals.length < expected && performance.now() < until) await sleep(100);
    const wall = (performance.now() - t0) / 1000;
    await sleep(500);
    const end = [usageOf(a.process.pid!), usageOf(b.process.pid!)];
    const cpu = end.map((u, i) => u.cpu - cpu0[i]!);
    const perResultPerReader = bytes / results / Math.max(1, synced);
    const p = (q: number): number => quantile(arrivals, q);
    console.log(`${results} results in ${seconds} s, ${synced} readers over 2 relays: ${arrivals.length} of ${expected} arrivals; laptop's change to every reader ` +
      `p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms, max ${arrivals.reduce((m, x) => Math.max(m, x), 0).toFixed(0)} ms; ${perResultPerReader.toFixed(0)} bytes per result per reader; ` +
      `relay A ${end[0]!.rss.toFixed(0)} MiB (peak ${end[0]!.peak.toFixed(0)}, ${before[0]!.rss.toFixed(0)} with no reader), CPU ${cpu[0]!.toFixed(1)} s; ` +
      `relay B ${end[1]!.rss.toFixed(0)} MiB (peak ${end[1]!.peak.toFixed(0)}, ${before[1]!.rss.toFixed(0)} with no reader), CPU ${cpu[1]!.toFixed(1)} s over ${wall.toFixed(0)} s`);
    laptop.close();
    const note = `${synced} readers over 2 relays, ${results} results in ${seconds} s, 300-player Dutch round 5, Postgres + Redis, loopback; ${arrivals.length} of ${expected} arrived`;
    return [
      { name: 'relay: laptop\'s change to every reader, p95', value: p(0.95), unit: 'ms', target: { max: 1000 }, note },
      { name: 'relay: laptop\'s change to every reader, p50', value: p(0.5), unit: 'ms', note },
      { name: 'relay: bytes per result per reader', value: perResultPerReader, unit: 'B', target: { max: 2048 }, note },
      { name: 'relay A: memory (resident)', value: end[0]!.rss, unit: 'MiB', note: `peak ${end[0]!.peak.toFixed(0)} MiB; CPU ${cpu[0]!.toFixed(1)} s over ${wall.toFixed(0)} s` },
      { name: 'relay B: memory (resident)', value: end[1]!.rss, unit: 'MiB', note: `peak ${end[1]!.peak.toFixed(0)} MiB; CPU ${cpu[1]!.toFixed(1)} s over ${wall.toFixed(0)} s` },
    ];
  } finally {
    for (const ws of sockets) ws.terminate();
    await Promise.all(relays.map((r) => r.kill()));
    redis.stop();
    pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
