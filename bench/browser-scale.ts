/**
 * A big open in the browser, as the TO runs it: the production build in /usr/bin/chromium imports
 * a scale state (the TRF import form), pairs its next round in the app's worker, and shows it.
 *
 *   npm run bench -- browser-scale [players]      players: 2000 (default), 5000 or 9999
 *
 * The states are those of `../shared/corpus/bench/scale` (BENCH_SCALE_DIR elsewhere): 2,000 and
 * 5,000 players before round 9 of 9, 9,999 players before round 1 of 5 (one score group). Any
 * other number pairs round 1 of a made-up field of that many players.
 *
 * Prints and returns:
 *   - import: click on "Import TRF" to the event's screen, and the page's longest task meanwhile;
 *   - pairing: click on "Pair round N" to the round saved, and the pairing alone (the worker's
 *     User Timing marks `pairwise:pair` to `pair-end`, read from the worker through DevTools);
 *   - the worker's JS heap: its peak (V8's used heap, `Runtime.getHeapUsage` on the worker's own
 *     DevTools session every 250 ms; V8 answers it between two pieces of the pairing's JavaScript,
 *     so the samples go on while the worker is busy), and the renderer process's peak RSS (page
 *     and worker, /proc);
 *   - the progress the Rounds screen showed (how many distinct "… of N players paired" texts);
 *   - input responsiveness while it pairs: a key typed into the players search box every 50 ms
 *     (real key events through DevTools), every tenth a click on the Rating header instead (the
 *     players sorted), each event's time to the frame after its handlers ran; p95 against the
 *     issue's target of 50 ms;
 *   - the boards shown: the Rounds screen with every board of the new round.
 *
 * Environment: BENCH_DIST, BENCH_PORT, BENCH_BUILD=0 as for `browser` (bench/browser.ts).
 * BENCH_SCALE_SECONDS (default 900): how long to wait for the pairing before cancelling it.
 * BENCH_SCALE_PAIR=0: only import the state and show its players (the engine before its sparse
 * pricing needs about 10 GB for 9,999 players: more than a tab has).
 * Wall times on a shared 2-core machine: run it when `uptime` shows a low load.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { trfFromTournament, writeTrf } from '../src/core/trf';
import { benchTournament } from './standings';
import type { Figure } from './figures';
import { workerSessions } from './workerDevTools';
import { readTrace, traceCategories } from './trace';
import {
  baseURL, build, explainLongTasks, installLatencyProbe, launchOptions, median, quantile, readLatencies, root, section, sleep, startPreview, stopPreview, typeFor, withNameHelper,
} from './browser';

const scaleDir = process.env.BENCH_SCALE_DIR ?? join(root, '..', 'shared', 'corpus', 'bench', 'scale');
const scaleFiles: Readonly<Record<number, string>> = { 2000: 'dutch_p2000_r9_r9.trf', 5000: 'dutch_p5000_r9_r9.trf', 9999: 'dutch_p9999_r5_r1.trf' };

/** The TRF to import: the published state for that size, else a made-up field before round 1. */
const stateFor = (players: number): { readonly name: string; readonly text: string } => {
  const file = scaleFiles[players];
  if (file !== undefined && existsSync(join(scaleDir, file))) return { name: file, text: readFileSync(join(scaleDir, file), 'utf8') };
  if (file !== undefined) console.log(`${join(scaleDir, file)} is missing: pairing round 1 of a made-up field instead`);
  const t = { ...benchTournament(players, 0), name: `Scale ${players}`, totalRounds: 5 };
  return { name: `scale_${players}.trf`, text: writeTrf(trfFromTournament(t)) };
};

// ---- the worker's heap, through its own DevTools session ---------------------------------------

interface WorkerProbe {
  /** Sends a DevTools command to the pairing worker (the latest one attached). */
  send<T>(method: string, params?: object): Promise<T>;
  readonly attached: () => boolean;
}

/** The pairing worker: the latest of the page's workers attached. */
const probeWorker = async (cdp: CDPSession): Promise<WorkerProbe> => {
  const workers = await workerSessions(cdp);
  const latest = (): string | undefined => workers.sessions().at(-1);
  return {
    attached: () => latest() !== undefined,
    send: <T>(method: string, params: object = {}): Promise<T> => {
      const session = latest();
      return session === undefined ? Promise.reject(new Error('no worker attached')) : workers.send<T>(session, method, params);
    },
  };
};

/** `Runtime.getHeapUsage`: V8's heap, and (newer Chromium) the ArrayBuffers' backing stores, which the engine's typed arrays live in. */
interface HeapUsage {
  readonly usedSize: number;
  readonly totalSize: number;
  readonly backingStorageSize?: number;
}
/** The worker's JavaScript memory: the used heap plus the typed arrays' backing stores. */
const heapOf = (h: HeapUsage): number => h.usedSize + (h.backingStorageSize ?? 0);

// ---- the renderer's RSS (page and worker), from /proc --------------------------------------------

/**
 * Resident memory (bytes) of the largest renderer process this bench's Chromium runs (one page is
 * open): a renderer descending from this Node process (Chromium is its child).
 */
const rendererRss = (): number => {
  const browserPid = process.pid;
  const parent = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch { /* gone */ }
  }
  const descends = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === browserPid) return true;
    return false;
  };
  let most = 0;
  for (const pid of parent.keys()) {
    if (!descends(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) most = Math.max(most, Number(rss[1]) * 1024);
    } catch { /* gone */ }
  }
  return most;
};

const mb = (bytes: number): number => bytes / (1024 * 1024);

// ---- the run -------------------------------------------------------------------------------------

/** In the page: the click on "Import TRF" to the event's heading, and the longest task meanwhile. */
const timedImport = async (page: Page, state: { readonly name: string; readonly text: string }): Promise<{ ms: number; longest: number; tasks: number }> => {
  await page.goto('/#/');
  const form = page.getByRole('form', { name: 'Import TRF' });
  await form.getByLabel('TRF file', { exact: true }).setInputFiles({ name: state.name, buffer: Buffer.from(state.text), mimeType: 'text/plain' });
  await form.getByLabel('Pairing system of the file', { exact: true }).selectOption('dutch');
  await page.evaluate(() => {
    const w = window as unknown as { __import: { start?: number; end?: number; long: number[] } };
    w.__import = { long: [] };
    new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__import.long.push(e.duration); }).observe({ type: 'longtask' });
    document.addEventListener('submit', (e) => { w.__import.start = e.timeStamp; }, { capture: true, once: true });
    const poll = (): void => {
      if (document.getElementById('tournament-heading')) {
        requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => { w.__import.end = performance.now(); }; ch.port2.postMessage(0); });
        return;
      }
      setTimeout(poll, 5);
    };
    poll();
  });
  await form.getByRole('button', { name: 'Import TRF' }).click();
  await page.waitForFunction(() => (window as unknown as { __import: { end?: number } }).__import.end !== undefined, undefined, { timeout: 600_000, polling: 200 });
  return page.evaluate(() => {
    const w = (window as unknown as { __import: { start: number; end: number; long: number[] } }).__import;
    return { ms: w.end - w.start, longest: Math.max(0, ...w.long), tasks: w.long.length };
  });
};

/**
 * In the page: each screen opened from the event's tabs, timed from the click to the frame after
 * its heading is drawn, with the page's longest task meanwhile (the Players and Seeding screens
 * froze the page for seconds at 9,999 players while every row was drawn).
 */
const screenTimes = async (page: Page, screens: readonly string[]): Promise<{ screen: string; ms: number; longest: number }[]> => {
  const out: { screen: string; ms: number; longest: number }[] = [];
  for (const screen of screens) {
    await page.evaluate((name) => {
      const w = window as unknown as { __screen: { start?: number; end?: number; long: number[] } };
      w.__screen = { long: [] };
      const o = new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__screen.long.push(e.duration); });
      o.observe({ type: 'longtask' });
      document.addEventListener('click', (e) => { w.__screen.start = e.timeStamp; }, { capture: true, once: true });
      const poll = (): void => {
        const h = [...document.querySelectorAll('h2')].find((x) => x.textContent?.startsWith(name) && x.checkVisibility());
        if (h) {
          requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => { w.__screen.end = performance.now(); setTimeout(() => o.disconnect(), 500); }; ch.port2.postMessage(0); });
          return;
        }
        setTimeout(poll, 5);
      };
      poll();
    }, screen);
    await page.getByRole('navigation', { name: 'Tournament sections' }).getByRole('button', { name: screen, exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { __screen: { end?: number } }).__screen.end !== undefined, undefined, { timeout: 120_000, polling: 100 });
    await sleep(800);
    out.push(await page.evaluate((name) => {
      const w = (window as unknown as { __screen: { start: number; end: number; long: number[] } }).__screen;
      return { screen: name, ms: w.end - w.start, longest: Math.max(0, ...w.long) };
    }, screen));
  }
  return out;
};

const printScreens = (label: string, times: readonly { screen: string; ms: number; longest: number }[]): Figure[] => {
  console.log(`  screens ${label}: ${times.map((x) => `${x.screen} ${x.ms.toFixed(0)} ms (longest task ${x.longest.toFixed(0)} ms)`).join('; ')}`);
  return times.map((x) => ({ name: `${label}: open ${x.screen}, longest main-thread task`, value: x.longest, unit: 'ms', note: `click to drawn ${x.ms.toFixed(0)} ms` }));
};

const pairAtScale = async (browser: Browser, players: number): Promise<Figure[]> => {
  const state = stateFor(players);
  const context = await withNameHelper(await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } }));
  // Pairing ahead is off for big events anyway (worker/pairAhead.ts); off here for any size, so the
  // round is always paired after the click, while the TO types.
  await context.addInitScript(() => localStorage.setItem('pairwise:pair-ahead', 'off'));
  const page = await context.newPage();
  const imported = await timedImport(page, state);
  console.log(`import of ${state.name}: ${(imported.ms / 1000).toFixed(2)} s to the event's screen; main-thread long tasks ${imported.tasks}, longest ${imported.longest.toFixed(0)} ms`);

  // BENCH_SCALE_TRACE=screens: the screens' long tasks explained by the app code they ran (V8's samples).
  const traceScreens = process.env.BENCH_SCALE_TRACE === 'screens';
  if (traceScreens) await browser.startTracing(page, { categories: traceCategories(true) });
  await page.evaluate(() => performance.mark('bench:screens'));
  const screensBefore = printScreens(`${players} players`, await screenTimes(page, ['Seeding', 'Players', 'Standings', 'Rounds', 'Players']));
  if (traceScreens) explainLongTasks(readTrace(await browser.stopTracing()), true);
  if (process.env.BENCH_SCALE_PAIR === '0') {
    await section(page, 'Players');
    const shown = await page.getByRole('status').filter({ hasText: / players$/ }).first().textContent();
    const search = page.getByRole('searchbox');
    await search.click();
    const cdp = await context.newCDPSession(page);
    await installLatencyProbe(page);
    await typeFor(cdp, 5000, 50);
    const idle = await readLatencies(page);
    await context.close();
    console.log(`  players screen: ${shown}; typing in its search: p50 ${median(idle.lat).toFixed(1)} ms, p95 ${quantile(idle.lat, 0.95).toFixed(1)} ms`);
    return [
      { name: `${players} players: import (click to the event's screen)`, value: imported.ms / 1000, unit: 's', note: state.name },
      { name: `${players} players: import, longest main-thread task`, value: imported.longest, unit: 'ms', note: `${imported.tasks} long tasks` },
      ...screensBefore,
      { name: `${players} players: input latency idle p95`, value: quantile(idle.lat, 0.95), unit: 'ms', target: { max: 50 }, note: `${idle.lat.length} keys in the players search` },
    ];
  }
  const pairButton = page.getByRole('button', { name: /^Pair round \d+$/ }).first();
  await pairButton.waitFor({ timeout: 120_000 });
  const round = Number(/\d+/.exec((await pairButton.textContent()) ?? '')![0]);

  await section(page, 'Players');
  const search = page.getByRole('searchbox');
  await search.click();
  const cdp = await context.newCDPSession(page);
  const worker = await probeWorker(cdp);
  for (let i = 0; i < 100 && !worker.attached(); i++) await sleep(100);
  await installLatencyProbe(page);
  await typeFor(cdp, 3000, 50);
  const idle = await readLatencies(page);
  await search.fill('');

  // The worker's heap every 250 ms from the click to the round saved (and the renderer's RSS).
  const heap: number[] = [];
  const rss: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const sample = worker.send<HeapUsage>('Runtime.getHeapUsage').then((h) => heap.push(heapOf(h)), () => undefined);
      rss.push(rendererRss());
      await Promise.race([sample, sleep(1000)]);
      await sleep(250);
    }
  })();
  const baseHeap = await worker.send<HeapUsage>('Runtime.getHeapUsage').then(heapOf, () => NaN);

  // Progress as the TO sees it: the header's status text, read while typing.
  const shownProgress = new Set<string>();
  const status = page.locator('.pairing-progress [role="status"]');
  const meta = page.locator('.tournament-header .meta');
  // BENCH_SCALE_TRACE=1: a performance trace of the pairing, its main-thread long tasks printed (slows the page a little).
  const tracing = process.env.BENCH_SCALE_TRACE === '1';
  if (tracing) await browser.startTracing(page, { categories: traceCategories(false) });
  await page.evaluate(() => performance.mark('bench:click'));
  const t0 = performance.now();
  await pairButton.click();
  await search.click();
  await readLatencies(page);
  let pairedAfter: number | null = null;
  const limit = Number(process.env.BENCH_SCALE_SECONDS ?? 900) * 1000;
  let shot: string | null = null;
  // Every tenth event a click on the Rating header (the players sorted by rating, then back), as a
  // TO would sort the list while the round is paired; the others keys typed in the search box.
  // Where they are once the progress shows (the header grows then: a click measured before landed
  // on other buttons, a row's Remove among them, and the event changed under the pairing).
  // The search field scrolled to the top of the window, the table's header under it; a point is
  // used only if the page's own hit test finds the header's button and the field there (the field
  // measured below the window once sent the clicks to the late-entry form: players were added).
  await page.getByRole('progressbar').first().waitFor({ timeout: 60_000 }).catch(() => undefined);
  await search.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await sleep(300);
  const headerCell = page.getByRole('table', { name: 'Players' }).getByRole('columnheader', { name: /^Rating/ });
  const header = await headerCell.boundingBox();
  const box = await search.boundingBox();
  const hits = header !== null && box !== null && await page.evaluate(({ hx, hy, bx, by }) => {
    const th = document.elementFromPoint(hx, hy)?.closest('th');
    return th?.textContent?.startsWith('Rating') === true && document.elementFromPoint(bx, by) === document.querySelector('input[type="search"]');
  }, { hx: header.x + header.width / 2, hy: header.y + header.height / 2, bx: box.x + box.width / 2, by: box.y + box.height / 2 });
  if (!hits) console.log('  (the sort header and the field are not both in the window: keys only)');
  await search.click();
  const clicks = !hits || header === null || box === null ? undefined
    : { clickAt: { x: header.x + header.width / 2, y: header.y + header.height / 2 }, clickEvery: 10, backTo: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
  const sent = await typeFor(cdp, limit, 50, async () => {
    const text = await status.textContent({ timeout: 50 }).catch(() => null);
    if (text) shownProgress.add(text);
    if (shot === null && text !== null && / players paired/.test(text)) {
      // The progress as the TO sees it, once it counts players (bench/out, not kept in git).
      shot = join(root, 'bench', 'out', `browser-scale-progress-${players}.png`);
      await page.screenshot({ path: shot });
    }
    if (pairedAfter === null && new RegExp(`round ${round} of \\d+ paired`).test((await meta.textContent()) ?? '')) pairedAfter = performance.now() - t0;
    // Keep typing 3 s after the round is saved: its boards are read and drawn then.
    return pairedAfter !== null && performance.now() - t0 > pairedAfter + 3000;
  }, clicks);
  sampling = false;
  await sampler;
  if (tracing) explainLongTasks(readTrace(await browser.stopTracing()), false);
  const busy = await readLatencies(page);
  // The keys typed while the worker paired, and those after the round was saved (the page's first
  // read of the live snapshot after the click), when the new boards and standings are drawn.
  // (Never, when the round was not saved: the page reads its snapshot for other reasons too.)
  const saved = pairedAfter === null ? Infinity : await page.evaluate(() => {
    const click = performance.getEntriesByName('bench:click').at(-1)?.startTime ?? 0;
    return performance.getEntriesByName('pairwise:snapshot').map((m) => m.startTime).find((t) => t > click) ?? Infinity;
  });
  const during = busy.lat.filter((_, i) => busy.at[i]! < saved);
  const duringKeys = busy.lat.filter((_, i) => busy.at[i]! < saved && busy.kind[i] === 'keydown');
  const duringClicks = busy.lat.filter((_, i) => busy.at[i]! < saved && busy.kind[i] === 'mousedown');
  const after = busy.lat.filter((_, i) => busy.at[i]! >= saved);
  const pairing = await worker.send<{ result: { value?: number } }>('Runtime.evaluate', {
    expression: `(() => { const a = performance.getEntriesByName('pairwise:pair').at(-1), b = performance.getEntriesByName('pairwise:pair-end').at(-1); return a && b && b.startTime > a.startTime ? b.startTime - a.startTime : -1; })()`,
    returnByValue: true,
  }).then((r) => r.result.value ?? NaN, () => NaN);
  let boards = 0;
  let drawnRows = 0;
  // What the TO reads when the round was not saved (the header's alert: out of memory, a refusal).
  const refusal = await page.locator('.tournament-header [role="alert"]').textContent({ timeout: 100 }).catch(() => null);
  if (refusal) console.log(`  the event header said: ${refusal} (${await page.locator('#players-heading').textContent({ timeout: 1000 }).catch(() => '?')})`);
  if (pairedAfter === null) {
    const cancel = page.getByRole('button', { name: 'Cancel' });
    if (await cancel.isVisible()) await cancel.click();
  } else {
    await section(page, 'Rounds');
    const table = page.locator(`table[aria-label="Round ${round} boards"]`);
    await table.waitFor({ timeout: 120_000 });
    await sleep(2000);
    // The round as the TO sees it, at 1366 and 390 px (bench/out, not kept in git).
    await page.screenshot({ path: join(root, 'bench', 'out', `browser-scale-rounds-${players}-1366.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await sleep(1000);
    await page.screenshot({ path: join(root, 'bench', 'out', `browser-scale-rounds-${players}-390.png`) });
    await page.setViewportSize({ width: 1366, height: 768 });
    // Every board of the round in the table (a big round draws only those in view: aria-rowcount counts them all, the header row included).
    boards = Number(await table.getAttribute('aria-rowcount')) - 1;
    drawnRows = await table.evaluate((t) => t.querySelectorAll('tbody tr[aria-rowindex]').length);
  }
  await context.close();

  const peakHeap = Math.max(baseHeap, ...heap);
  const peakRss = Math.max(0, ...rss);
  const counted = [...shownProgress].filter((t) => / players paired/.test(t)).length;
  const window = pairedAfter === null ? `first ${limit / 1000} s, then cancelled` : `whole pairing (${((pairedAfter as number) / 1000).toFixed(1)} s) + 3 s`;
  console.log(`pair round ${round} of ${players} players in the worker: ${pairedAfter === null ? `not saved within ${limit / 1000} s (cancelled)` : `click to round saved ${((pairedAfter as number) / 1000).toFixed(1)} s`}, ` +
    `pairing ${(pairing / 1000).toFixed(1)} s; worker JS heap ${mb(baseHeap).toFixed(0)} MB before, peak ${mb(peakHeap).toFixed(0)} MB (${heap.length} samples); renderer RSS peak ${mb(peakRss).toFixed(0)} MB`);
  console.log(`  progress shown: ${shot === null ? '' : `(screenshot ${shot}) `}${shownProgress.size} texts, ${counted} with players paired (${[...shownProgress].slice(-3).join(' | ')})`);
  console.log(`  input latency idle: p95 ${quantile(idle.lat, 0.95).toFixed(1)} ms; while the worker paired: ${during.length} keys, p50 ${median(during).toFixed(1)} ms, ` +
    `p95 ${quantile(during, 0.95).toFixed(1)} ms, max ${Math.max(0, ...during).toFixed(1)} ms; after the round was saved (its boards drawn; 3 s): ${after.length} keys, p95 ${quantile(after, 0.95).toFixed(1)} ms, ` +
    `max ${Math.max(0, ...after).toFixed(1)} ms; ${busy.lat.length} of ${sent} keys measured (${window}); main-thread long tasks ${busy.long.length}, longest ${Math.max(0, ...busy.long).toFixed(0)} ms`);
  console.log(`  while the worker paired, keys alone: ${duringKeys.length}, p50 ${median(duringKeys).toFixed(1)} ms, p95 ${quantile(duringKeys, 0.95).toFixed(1)} ms; clicks alone (the sort header, the field): ${duringClicks.length}, p50 ${median(duringClicks).toFixed(1)} ms, p95 ${quantile(duringClicks, 0.95).toFixed(1)} ms`);
  console.log(`  boards of the round on the Rounds screen: ${boards} (${drawnRows} rows drawn)`);
  const label = `${players} players`;
  return [
    { name: `${label}: import (click to the event's screen)`, value: imported.ms / 1000, unit: 's', note: state.name },
    { name: `${label}: import, longest main-thread task`, value: imported.longest, unit: 'ms', note: `${imported.tasks} long tasks` },
    ...screensBefore,
    { name: `${label}: pair round ${round}, click to round saved`, value: pairedAfter === null ? NaN : (pairedAfter as number) / 1000, unit: 's', ...(players >= 9999 ? { target: { max: 30 } } : {}) },
    { name: `${label}: pairing in the worker`, value: pairing / 1000, unit: 's', note: 'pairwise:pair to pair-end' },
    { name: `${label}: worker JS heap, peak`, value: mb(peakHeap), unit: 'MB', ...(players >= 9999 ? { target: { max: 1536 } } : {}), note: `${heap.length} samples, 250 ms apart` },
    { name: `${label}: renderer process RSS, peak`, value: mb(peakRss), unit: 'MB', note: 'page and worker' },
    { name: `${label}: input latency idle p95`, value: quantile(idle.lat, 0.95), unit: 'ms', note: `${idle.lat.length} keys before the click` },
    { name: `${label}: input latency while the worker pairs p95`, value: quantile(during, 0.95), unit: 'ms', target: { max: 50 }, note: `${during.length} keys and clicks, one every 50 ms` },
    { name: `${label}: keys while the worker pairs p95`, value: quantile(duringKeys, 0.95), unit: 'ms', target: { max: 50 }, note: `${duringKeys.length} keys in the players search` },
    { name: `${label}: clicks while the worker pairs p95`, value: quantile(duringClicks, 0.95), unit: 'ms', target: { max: 50 }, note: `${duringClicks.length} clicks (Rating header, then the search field)` },
    { name: `${label}: input latency as the round is shown p95`, value: quantile(after, 0.95), unit: 'ms', note: `${after.length} keys, the 3 s after it was saved` },
    { name: `${label}: progress texts shown while pairing`, value: counted, unit: 'texts' },
    { name: `${label}: boards shown`, value: boards, unit: 'boards' },
  ];
};

export const runBrowserScaleBench = async (args: readonly string[] = []): Promise<Figure[]> => {
  const players = Number(args[0] ?? 2000);
  if (!Number.isInteger(players) || players < 2) throw new Error(`browser-scale: players must be a whole number of at least 2, not ${args[0]}`);
  build();
  const server = await startPreview();
  try {
    const browser = await chromium.launch(launchOptions);
    try {
      return await pairAtScale(browser, players);
    } finally {
      await browser.close();
    }
  } finally {
    stopPreview(server);
  }
};
