import { chromium, expect, test } from '@playwright/test';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import config from '../../playwright.config';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';
import { StandingsPage } from './pages/StandingsPage';
import { PrintPage } from './pages/PrintPage';

// Issue 11 (security): the built app talks to no one but the origin it was loaded from, and once
// its service worker is installed it needs no network at all.
const baseURL = config.use?.baseURL ?? 'http://localhost:4173';
const origin = new URL(baseURL).origin;
const dist = process.env.PW_DIST ?? 'dist';

/** data: and blob: URLs (downloads, icons) never leave the browser. */
const inBrowser = (url: string): boolean => url.startsWith('data:') || url.startsWith('blob:');
const local = (url: string): boolean => inBrowser(url) || new URL(url).origin === origin;

interface Seen {
  readonly url: string;
  readonly phase: 'install' | 'offline';
  /** Made by the service worker itself (a fetch to the network), not by a page. */
  readonly byServiceWorker: boolean;
  /** Answered by the service worker from its cache (false: the request went to the network or failed). */
  fromServiceWorker?: boolean;
}

/** Records every request of every page and of the service worker; refuses any other origin. */
const recordRequests = async (context: BrowserContext): Promise<{ seen: Seen[]; refused: string[]; phase: { now: Seen['phase'] } }> => {
  const seen: Seen[] = [];
  const refused: string[] = [];
  const phase = { now: 'install' as Seen['phase'] };
  const byRequest = new Map<Request, Seen>();
  context.on('request', (r) => {
    const s: Seen = { url: r.url(), phase: phase.now, byServiceWorker: r.serviceWorker() !== null };
    seen.push(s);
    byRequest.set(r, s);
  });
  context.on('response', (res) => {
    const s = byRequest.get(res.request());
    if (s) s.fromServiceWorker = res.fromServiceWorker();
  });
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (local(url)) return route.continue();
    refused.push(url);
    return route.abort('blockedbyclient');
  });
  return { seen, refused, phase };
};

const launch = (dir: string): Promise<BrowserContext> => chromium.launchPersistentContext(dir, { ...config.use?.launchOptions, baseURL, acceptDownloads: true });

const waitForServiceWorker = (page: Page): Promise<void> => page.evaluate(async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  }
});

test("the built index.html's Content-Security-Policy allows no remote origin but the venue hub's and the online relay's WebSockets", () => {
  const html = readFileSync(join(process.cwd(), dist, 'index.html'), 'utf8');
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(csp, 'a CSP meta tag in the built index.html').toBeDefined();
  const directives = new Map(csp!.split(';').map((d) => d.trim()).filter((d) => d !== '').map((d) => {
    const [name, ...sources] = d.split(/\s+/);
    return [name!, sources] as const;
  }));
  // Nothing falls back to "anything": default-src is set, and every fetch directive names sources.
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  // Only keywords, data: and blob: (never a host, a scheme such as https:, or *).
  const allowed = new Set(["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:']);
  for (const [name, sources] of directives) {
    if (name === 'connect-src') continue;
    for (const s of sources) expect(allowed.has(s), `${name} allows ${s}`).toBe(true);
  }
  // One exception: WebSockets to the venue hub (ws:, on the venue network) and to the online relay
  // (wss:, behind TLS), at addresses the TO gives at run time (docs/venue-network.md,
  // docs/online-relay.md). WebSockets only: no fetch or XHR leaves the app's origin.
  expect(directives.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
  // Scripts only from the app's own files: no inline scripts, no eval.
  expect(directives.get('script-src')).toEqual(["'self'"]);
  // No script of the page loads from elsewhere.
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)) expect(m[1]!.startsWith('/') || m[1]!.startsWith('./'), m[1]).toBe(true);
});

test('a whole session makes no request to another origin, and once installed none to the network', async () => {
  const profile = await mkdtemp(join(tmpdir(), 'pairwise-nonet-'));
  const context = await launch(profile);
  try {
    const { seen, refused, phase } = await recordRequests(context);
    // 1. Install: the first visit, online.
    const page = context.pages()[0] ?? await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);

    // 2. Cut the network and run a session: create, players, seeding, pairing, results,
    //    standings, a printed sheet and every export.
    phase.now = 'offline';
    await context.setOffline(true);
    await page.reload();
    const list = new TournamentListPage(page);
    await expect(list.heading).toBeVisible();
    await list.createTournament('No Network Open', { system: 'dutch', rounds: 3 });
    const t = new TournamentPage(page);
    for (const [i, name] of ['Alpha', 'Bravo', 'Charlie', 'Delta'].entries()) await t.addPlayer({ name, rating: 2000 - i * 50 });
    await t.seed({ method: 'random' });
    await t.pairNextRound(1);
    await t.enterResults(['1', '=']);
    await expect(t.resultCell(2)).toHaveText('½-½');
    expect(await t.exportTrf()).toContain('Alpha');
    const standings = new StandingsPage(page);
    await t.section('Standings');
    await expect(standings.table).toBeVisible();
    expect((await standings.export('standings')).text).toContain('Alpha');
    const [backup] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export backup' }).click()]);
    expect(backup.suggestedFilename()).toMatch(/\.json$/);
    const id = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
    const sheet = new PrintPage(await context.newPage());
    await sheet.open(id, 'standings');
    await expect(sheet.sheets.first()).toContainText('Alpha');
    await sheet.page.close();

    expect(refused, 'requests to another origin').toEqual([]);
    const remote = seen.filter((s) => !local(s.url));
    expect(remote.map((s) => s.url), 'requests to another origin').toEqual([]);
    expect(seen.filter((s) => s.phase === 'install').length, 'the install loads the app from its origin').toBeGreaterThan(0);
    const offline = seen.filter((s) => s.phase === 'offline' && !inBrowser(s.url));
    expect(offline.length, 'the offline session loads its pages and chunks').toBeGreaterThan(5);
    // Offline, every page request is answered by the service worker, which fetches nothing itself.
    const network = offline.filter((s) => s.byServiceWorker || s.fromServiceWorker !== true);
    expect(network.map((s) => `${s.byServiceWorker ? 'service worker' : 'page'}: ${s.url}`), 'requests that went to the network after install').toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
