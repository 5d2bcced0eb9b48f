/**
 * The venue hub under a round's load, on loopback only: `pairwise hub` as its own process, 300
 * phones reading the official tournament, 4 arbiter laptops writing 150 results between them over
 * 2 minutes, and the chief's laptop taking each entry into the official tournament (as the app
 * will when the entries agree). Reported: the time from a result typed on an arbiter laptop to
 * its arrival on every phone (p50, p95, max over every phone and result), the same to the chief,
 * and the hub's memory (resident, and its peak, from /proc).
 *   npm run bench -- hub        HUB_BENCH_PHONES=300 HUB_BENCH_RESULTS=150 HUB_BENCH_SECONDS=120
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Figure } from './figures';
import { buildCli } from '../src/cli/build';
import { connect } from '../test/hub/connect';
import type { Device } from '../test/hub/connect';

const root = join(import.meta.dirname, '..');
const version = '0.1.0';
const open = (port: number, name: string, token: string, quiet = false): Device => {
  const device = connect(port, name, token, version, quiet);
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

export async function runHubBench(): Promise<Figure[]> {
  const phones = Number(process.env.HUB_BENCH_PHONES ?? 300);
  const results = Number(process.env.HUB_BENCH_RESULTS ?? 150);
  const seconds = Number(process.env.HUB_BENCH_SECONDS ?? 120);
  const arbiters = 4;
  const dir = mkdtempSync(join(root, '.dist-bench-hub-'));
  await buildCli(join(dir, 'cli'), 'silent');
  const hub = spawn(process.execPath, [join(dir, 'cli', 'pairwise.mjs'), 'hub', '--port', '0', '--dir', join(dir, 'venue')], { stdio: ['ignore', 'pipe', 'inherit'] });
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
    const tokens = JSON.parse(readFileSync(join(dir, 'venue', 'pairwise-hub-tokens.json'), 'utf8')) as Record<string, string>;
    const event = '84000000001';
    const baseline = memoryOf(hub.pid!);

    // The chief's laptop: reads each arbiter laptop's entries and writes them into the official tournament.
    const chiefOfficial = open(port, `official/${event}`, tokens.chief!);
    peers.push(chiefOfficial);
    await chiefOfficial.synced;
    const official = chiefOfficial.doc.getMap<string>('results');
    const typedAt = new Map<string, number>();
    const atChief: number[] = [];
    const laptops = Array.from({ length: arbiters }, (_, k) => `laptop-${k + 1}-bench`);
    for (const laptop of laptops) {
      const seen = open(port, `entries/${event}/${laptop}`, tokens.chief!);
      peers.push(seen);
      await seen.synced;
      seen.doc.getMap<string>('results').observe((e) => {
        for (const key of e.keysChanged) {
          atChief.push(performance.now() - typedAt.get(key)!);
          official.set(key, seen.doc.getMap<string>('results').get(key)!);
        }
      });
    }

    // The phones: each reads the official tournament and notes when each result arrives.
    const arrivals: number[] = [];
    let connected = 0;
    for (let i = 0; i < phones; i++) {
      const phone = open(port, `official/${event}`, tokens.player!, true);
      peers.push(phone);
      phone.doc.getMap<string>('results').observe((e) => {
        const now = performance.now();
        for (const key of e.keysChanged) if (typedAt.has(key)) arrivals.push(now - typedAt.get(key)!);
      });
      void phone.synced.then(() => connected++);
    }
    while (connected < phones) await sleep(50);
    const withPhones = memoryOf(hub.pid!);
    console.log(`${phones} phones connected; hub memory ${withPhones.rss.toFixed(0)} MiB (before them ${baseline.rss.toFixed(0)} MiB)`);

    // The arbiters type the round's results, one every seconds/results, taking turns.
    const writers = [];
    for (const laptop of laptops) {
      const w = open(port, `entries/${event}/${laptop}`, tokens.arbiter!);
      writers.push(w);
      peers.push(w);
      await w.synced;
    }
    const t0 = performance.now();
    for (let r = 0; r < results; r++) {
      const due = t0 + (r * seconds * 1000) / results;
      await sleep(Math.max(0, due - performance.now()));
      const key = `5:${r + 1}`;
      typedAt.set(key, performance.now());
      writers[r % arbiters]!.doc.getMap<string>('results').set(key, r % 3 === 0 ? '1/2-1/2' : r % 3 === 1 ? '1-0' : '0-1');
    }
    const expected = phones * results;
    const until = performance.now() + 30_000;
    while (arrivals.length < expected && performance.now() < until) await sleep(100);
    const end = memoryOf(hub.pid!);
    const p = (q: number): number => quantile(arrivals, q);
    console.log(`${results} results by ${arbiters} arbiters in ${((performance.now() - t0) / 1000).toFixed(0)} s, ${phones} phones: ${arrivals.length} of ${expected} arrivals; ` +
      `typed to every phone p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms, max ${Math.max(...arrivals).toFixed(0)} ms; to the chief p95 ${quantile(atChief, 0.95).toFixed(0)} ms; ` +
      `hub memory ${end.rss.toFixed(0)} MiB, peak ${end.peak.toFixed(0)} MiB`);
    const note = `${phones} phones, ${arbiters} arbiters, ${results} results in ${seconds} s, loopback`;
    return [
      { name: 'hub: result typed to every phone, p95', value: p(0.95), unit: 'ms', target: { max: 1000 }, note: `${note}; ${arrivals.length} of ${expected} arrived` },
      { name: 'hub: result typed to every phone, p50', value: p(0.5), unit: 'ms', note },
      { name: 'hub: result typed to the chief\'s laptop, p95', value: quantile(atChief, 0.95), unit: 'ms', note },
      { name: 'hub: memory with every device connected (resident)', value: end.rss, unit: 'MiB', note: `peak ${end.peak.toFixed(0)} MiB; ${baseline.rss.toFixed(0)} MiB with no device` },
    ];
  } finally {
    for (const peer of peers) peer.close();
    hub.kill('SIGINT');
    await new Promise((r) => hub.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
