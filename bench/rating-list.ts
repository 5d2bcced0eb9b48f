/**
 * The FIDE rating list in the app, measured in real Chromium (/usr/bin/chromium) against `vite
 * preview` of a production build:
 *   - import of a generated 1,100,000-player combined list (the TXT zip as FIDE ships it,
 *     `players_list.zip`, and the XML zip, `players_list_xml.zip`), from the click on "Import list"
 *     to the "players imported" notice, each in a fresh browser profile (median of 3);
 *   - the import worker's own memory: its V8 heap plus ArrayBuffers (`Runtime.getHeapUsage` through
 *     the worker's DevTools session), sampled every 100 ms, peak (garbage not yet collected
 *     included; BENCH_LIST_LIVE=1 samples after a full collection, once a second: what it holds);
 *   - the memory of the renderer process that runs the page and its workers, sampled from /proc
 *     every 100 ms: peak RSS and the rise over the page's RSS before the click;
 *   - lookups while registering on the 1.1 M list: 100 name queries ("mag ezfi", a surname's first
 *     letters, given name and surname in either order) and 100 FIDE ID queries (whole IDs and their
 *     first digits) typed into the Name and FIDE ID fields; each lookup's time from the app's User
 *     Timing measure `pairwise:list-lookup` (the repository's findInRatingList, IndexedDB, as the
 *     app runs it); p50 and p95;
 *   - the JS the first screen loads (gzipped), this build and the base commit's
 *     (BENCH_LIST_BASE, default `git merge-base HEAD main`), and whether any first-screen file holds
 *     the importer (fflate's unzip, the list readers).
 * The lists are generated (test/fixtures/rating-list/generator.ts, seeded) into
 * BENCH_LIST_DIR (default /tmp/pairwise-rating-list) once and reused; never committed.
 *
 *   npm run bench -- rating-list
 *   BENCH_LIST_PLAYERS=1100000  BENCH_LIST_RUNS=3  BENCH_LIST_FORMATS=txt,xml  BENCH_LIST_BASE=<commit>|off
 *   BENCH_LIST_LIVE=1 (the worker's live heap: sampled after a full collection)
 *   BENCH_DIST=.dist-bench-list BENCH_PORT=4317 BENCH_BUILD=0 (reuse the build)
 */
import { execSync, spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import config from '../playwright.config';
import { generatedPlayers, writeList } from '../test/fixtures/rating-list/generator';
import { createRng } from '../src/core/random';
import type { Figure } from './figures';
import { workerSessions } from './workerDevTools';

const root = join(import.meta.dirname, '..');
const dist = process.env.BENCH_DIST ?? '.dist-bench-list';
const port = Number(process.env.BENCH_PORT ?? 4317);
const players = Number(process.env.BENCH_LIST_PLAYERS ?? 1_100_000);
const runs = Number(process.env.BENCH_LIST_RUNS ?? 3);
const formats = (process.env.BENCH_LIST_FORMATS ?? 'txt,xml').split(',') as ('txt' | 'xml')[];
/** BENCH_LIST_LIVE=1: the worker's heap sampled after a full collection, once a second (what it holds, not its garbage; slows the import). */
const live = process.env.BENCH_LIST_LIVE === '1';
const listDir = process.env.BENCH_LIST_DIR ?? '/tmp/pairwise-rating-list';
const launchOptions = { ...config.use?.launchOptions, executablePath: '/usr/bin/chromium' };
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};

const build = (dir: string, outDir: string): void => {
  if (process.env.BENCH_BUILD === '0' && existsSync(join(dir, outDir, 'index.html'))) return;
  console.log(`building ${dir} into ${outDir}…`);
  const r = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
};

const startPreview = async (dir: string, outDir: string, at: number): Promise<ChildProcess> => {
  const server = spawn('npx', ['vite', 'preview', '--port', String(at), '--strictPort', '--outDir', outDir], { cwd: dir, detached: true, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(`http://localhost:${at}`)).ok) return server; } catch { /* not up yet */ }
    await sleep(200);
  }
  stopPreview(server);
  throw new Error(`vite preview did not answer on port ${at}`);
};
const stopPreview = (server: ChildProcess): void => { if (server.pid !== undefined) { try { process.kill(-server.pid); } catch { /* gone */ } } };

/** The renderer processes of the Chromium whose browser process has `profile` on its command line: the largest RSS (kB). */
const rendererRss = (profile: string): number => {
  const rows = execSync('ps -eo pid=,ppid=,rss=,args=', { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }).split('\n').map((l) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(l)).filter((m) => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), rss: Number(m[3]), args: m[4]! }));
  const browser = rows.find((r) => r.args.includes(`--user-data-dir=${profile}`) && !r.args.includes('--type='));
  if (browser === undefined) return 0;
  const family = new Set([browser.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) if (!family.has(r.pid) && family.has(r.ppid)) { family.add(r.pid); grew = true; }
  }
  return Math.max(0, ...rows.filter((r) => family.has(r.pid) && r.args.includes('--type=renderer')).map((r) => r.rss));
};

const openPlayers = async (page: Page): Promise<void> => {
  await page.goto('/#/');
  const form = page.getByRole('form', { name: 'New tournament' });
  await form.getByRole('radio', { name: 'Chess Swiss', exact: true }).check();
  await form.getByLabel('System', { exact: true }).selectOption('dutch');
  await form.getByLabel('Name', { exact: true }).fill('List bench');
  await form.getByLabel('Rounds', { exact: true }).fill('5');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await page.getByRole('heading', { name: 'List bench', level: 1 }).waitFor();
  await page.locator('details.rating-list-disclosure summary').click();
  await page.getByRole('form', { name: 'Import a FIDE rating list' }).waitFor();
};

/** The page's workers (the import runs in one of its own), so the bench reads the import worker's own V8 heap. */
const probeWorkers = async (cdp: CDPSession): Promise<{ heap: (live?: boolean) => Promise<number>; count: () => number }> => {
  const workers = await workerSessions(cdp);
  // V8's used heap plus the ArrayBuffers' backing stores (typed arrays), summed over the workers.
  // `live`: after a full collection (HeapProfiler.collectGarbage), what the worker still holds, not its garbage.
  const heap = async (live = false): Promise<number> => (await Promise.all(workers.sessions().map(async (s) => {
    if (live) await workers.send(s, 'HeapProfiler.collectGarbage').catch(() => undefined);
    return workers.send<{ usedSize: number; backingStorageSize?: number }>(s, 'Runtime.getHeapUsage').then((h) => h.usedSize + (h.backingStorageSize ?? 0), () => 0);
  }))).reduce((a, b) => a + b, 0);
  return { heap, count: () => workers.sessions().length };
};

interface ImportRun { readonly seconds: number; readonly peakMb: number; readonly riseMb: number; readonly workerPeakMb: number; readonly workerBaseMb: number; readonly message: string }

const importOnce = async (file: string): Promise<{ run: ImportRun; context: BrowserContext; page: Page; profile: string }> => {
  const profile = await mkdtemp(join(tmpdir(), 'pairwise-list-bench-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL: `http://localhost:${port}` });
  const page = context.pages()[0] ?? await context.newPage();
  const workers = await probeWorkers(await context.newCDPSession(page));
  await openPlayers(page);
  const form = page.getByRole('form', { name: 'Import a FIDE rating list' });
  await form.getByLabel(/^List file/).setInputFiles(file);
  await form.getByLabel('Month of the list').fill('2026-11');
  await sleep(1000);
  const before = rendererRss(profile);
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, rendererRss(profile)); }, 100);
  const workerBase = await workers.heap();
  let workerPeak = workerBase;
  let sampling = true;
  const workerSampler = (async () => {
    while (sampling) {
      workerPeak = Math.max(workerPeak, await Promise.race([workers.heap(live), sleep(live ? 5000 : 1000).then(() => 0)]));
      await sleep(live ? 1000 : 100);
    }
  })();
  const t0 = performance.now();
  await form.getByRole('button', { name: 'Import list' }).click();
  const done = page.getByRole('status').filter({ hasText: /players imported/ }).or(page.getByRole('alert'));
  await done.first().waitFor({ timeout: 600_000 });
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  sampling = false;
  await workerSampler;
  const message = (await done.first().textContent()) ?? '';
  const mb = 1024 * 1024;
  return { run: { seconds, peakMb: peak / 1024, riseMb: (peak - before) / 1024, workerPeakMb: workerPeak / mb, workerBaseMb: workerBase / mb, message }, context, page, profile };
};

/** Queries as a TO types them, drawn (seeded) from the generated list. */
const queries = (count: number): { names: string[]; ids: string[] } => {
  const rng = createRng(44);
  const wanted = new Set(Array.from({ length: count * 2 }, () => rng.int(0, players - 1)));
  const names: string[] = [];
  const ids: string[] = [];
  let i = 0;
  for (const p of generatedPlayers(Math.max(...wanted) + 1)) {
    if (wanted.has(i)) {
      const [surname = '', given = ''] = p.name.split(', ');
      const k = names.length % 4;
      names.push(k === 0 ? `${given.slice(0, 3)} ${surname.slice(0, 4)}` : k === 1 ? surname.slice(0, 5) : k === 2 ? `${surname.slice(0, 4)} ${given.slice(0, 2)}` : `${surname} ${given}`);
      ids.push(ids.length % 2 === 0 ? String(p.fideId) : String(p.fideId).slice(0, 6));
    }
    i++;
  }
  return { names: names.slice(0, count).map((q) => q.toLowerCase()), ids: ids.slice(0, count) };
};

const lookups = async (page: Page, field: 'Name' | 'FIDE ID', typed: readonly string[]): Promise<number[]> => {
  const input = page.getByRole('form', { name: 'Add player' }).getByRole('combobox', { name: field });
  const times: number[] = [];
  for (const q of typed) {
    const before = await page.evaluate(() => performance.getEntriesByName('pairwise:list-lookup').length);
    await input.fill(q);
    await page.waitForFunction((n) => performance.getEntriesByName('pairwise:list-lookup').length > n, before, { timeout: 10_000 });
    times.push(await page.evaluate(() => performance.getEntriesByName('pairwise:list-lookup').at(-1)!.duration));
  }
  await input.fill('');
  return times;
};

/** The JS the first screen loads, gzipped (as the browser bench counts it), and whether it holds the importer. */
const firstScreenJs = async (dir: string, outDir: string, at: number): Promise<{ kb: number; files: number; importer: boolean }> => {
  const server = await startPreview(dir, outDir, at);
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage({ baseURL: `http://localhost:${at}` });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Tournaments', level: 1 }).waitFor();
    await sleep(1500);
    const scripts = [...new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.js'))))];
    const files = scripts.map((p) => readFileSync(join(dir, outDir, p)));
    // fflate's unzip and the readers' messages: present in a file only if the importer is.
    const importer = files.some((f) => { const s = f.toString('utf8'); return s.includes('invalid zip data') || s.includes('the file is cut short or the line is damaged'); });
    return { kb: files.reduce((s, f) => s + gzipSync(f, { level: 9 }).length, 0) / 1024, files: files.length, importer };
  } finally {
    await browser.close();
    stopPreview(server);
  }
};

/** The base commit's tree, unpacked beside (git archive) with this worktree's node_modules, built once. */
const baseTree = (commit: string): string => {
  const dir = join(tmpdir(), `pairwise-base-${commit.slice(0, 10)}`);
  if (!existsSync(join(dir, 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    execSync(`git archive ${commit} | tar -x -C ${dir}`, { cwd: root });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  }
  return dir;
};

export const runRatingListBench = async (): Promise<Figure[]> => {
  const figures: Figure[] = [];
  // FIDE's own file names, in a folder per size.
  const folder = join(listDir, String(players));
  mkdirSync(folder, { recursive: true });
  const files = { txt: join(folder, 'players_list.zip'), xml: join(folder, 'players_list_xml.zip') };
  for (const f of formats) {
    if (!existsSync(files[f])) {
      const t0 = performance.now();
      await writeList(files[f], f, players);
      console.log(`generated ${files[f]} (${(statSync(files[f]).size / 1e6).toFixed(1)} MB zipped) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  }
  build(root, dist);
  const server = await startPreview(root, dist, port);
  try {
    for (const f of formats) {
      const done: ImportRun[] = [];
      for (let r = 0; r < runs; r++) {
        const { run, context, page, profile } = await importOnce(files[f]);
        console.log(`${f} import ${r + 1}: ${run.seconds.toFixed(1)} s, worker heap peak ${run.workerPeakMb.toFixed(0)} MB (${run.workerBaseMb.toFixed(0)} MB before), renderer RSS peak ${run.peakMb.toFixed(0)} MB (+${run.riseMb.toFixed(0)} MB): ${run.message}`);
        done.push(run);
        if (f === formats[0] && r === runs - 1) {
          const q = queries(100);
          const names = await lookups(page, 'Name', q.names);
          const ids = await lookups(page, 'FIDE ID', q.ids);
          const kinds = ['given3 surname4', 'surname5', 'surname4 given2', 'surname given'];
          console.log(`name lookups by kind (p50/p95 ms): ${kinds.map((k, i) => { const ts = names.filter((_, j) => j % 4 === i); return `${k} ${quantile(ts, 0.5).toFixed(1)}/${quantile(ts, 0.95).toFixed(1)}`; }).join('; ')}`);
          console.log(`lookups: name p50 ${quantile(names, 0.5).toFixed(1)} ms, p95 ${quantile(names, 0.95).toFixed(1)} ms, max ${Math.max(...names).toFixed(1)}; ID p50 ${quantile(ids, 0.5).toFixed(1)} ms, p95 ${quantile(ids, 0.95).toFixed(1)} ms, max ${Math.max(...ids).toFixed(1)}`);
          figures.push({ name: `name lookup p95 (${players.toLocaleString('en-GB')} players)`, value: quantile(names, 0.95), unit: 'ms', target: { max: 50 }, note: `p50 ${quantile(names, 0.5).toFixed(1)} ms, 100 queries, Chromium IndexedDB` });
          figures.push({ name: `FIDE ID lookup p95 (${players.toLocaleString('en-GB')} players)`, value: quantile(ids, 0.95), unit: 'ms', target: { max: 50 }, note: `p50 ${quantile(ids, 0.5).toFixed(1)} ms, 100 queries` });
        }
        await context.close();
        await rm(profile, { recursive: true, force: true });
      }
      const med = (k: (r: ImportRun) => number) => quantile(done.map(k), 0.5);
      figures.push({ name: `import ${f.toUpperCase()} zip, ${players.toLocaleString('en-GB')} players`, value: med((r) => r.seconds), unit: 's', target: { max: 60 }, note: `median of ${runs}: ${done.map((r) => r.seconds.toFixed(1)).join(', ')} s` });
      figures.push({ name: `import ${f.toUpperCase()}: worker heap peak (V8 heap + ArrayBuffers)`, value: med((r) => r.workerPeakMb), unit: 'MB', target: { max: 500 }, note: `median of ${runs}: ${done.map((r) => r.workerPeakMb.toFixed(0)).join(', ')} MB; before the click ${med((r) => r.workerBaseMb).toFixed(0)} MB` });
      figures.push({ name: `import ${f.toUpperCase()}: renderer RSS peak (page + worker)`, value: med((r) => r.peakMb), unit: 'MB', note: `median of ${runs}; rise over the page before the click ${med((r) => r.riseMb).toFixed(0)} MB` });
    }
  } finally {
    stopPreview(server);
  }
  const js = await firstScreenJs(root, dist, port);
  figures.push({ name: 'JS of the first screen (gzipped)', value: js.kb, unit: 'kB', note: `${js.files} files; importer in them: ${js.importer ? 'YES' : 'no'}` });
  const baseSetting = process.env.BENCH_LIST_BASE ?? execSync('git merge-base HEAD main', { cwd: root, encoding: 'utf8' }).trim();
  if (baseSetting !== 'off') {
    const dir = baseTree(baseSetting);
    build(dir, 'dist');
    const base = await firstScreenJs(dir, 'dist', port + 1);
    figures.push({ name: `JS of the first screen before (${baseSetting.slice(0, 7)})`, value: base.kb, unit: 'kB', note: `${base.files} files; growth ${(js.kb - base.kb).toFixed(2)} kB` });
  }
  const chunks = readdirSync(join(root, dist, 'assets')).filter((n) => /^(ratingListFile|RatingListPanel)/.test(n));
  console.log(`importer chunks (loaded on demand): ${chunks.join(', ')}`);
  return figures;
};
