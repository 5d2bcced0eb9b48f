import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';
import { startHub } from './hubProcess';
import type { HubProcess } from './hubProcess';
import { servicesAvailable, startPostgres, startRedis, startRelayProcess } from '../relay/services';
import type { Postgres, RedisServer, RelayProcess } from '../relay/services';

/**
 * The players' personal codes over the online relay, as a chief arbiter and two players on mobile
 * data meet them: the real `pairwise hub` and two `pairwise relay` processes (the built command) on
 * a real Postgres and Redis. The chief's laptop, joined to the hub, publishes the event online; the
 * code sheet then carries each player's relay link; two phones (390 px) open theirs on the other
 * relay and report their game; the laptop takes the agreed result and the public page shows it; a
 * request to drop made on the relay is accepted on the laptop.
 */
test.skip(!servicesAvailable(), 'Postgres and Redis are not installed (Debian: postgresql, redis-server)');

let pg: Postgres;
let redis: RedisServer;
let hub: HubProcess;
let dir = '';
const relays: RelayProcess[] = [];
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pairwise-relay-codes-'));
  [pg, redis, hub] = await Promise.all([startPostgres(), startRedis(), startHub(dir)]);
  const cli = join(process.cwd(), process.env.PW_DIST ?? 'dist', 'cli/pairwise.mjs');
  relays.push(...await Promise.all([startRelayProcess(cli, redis.url, pg.url), startRelayProcess(cli, redis.url, pg.url)]));
});
test.afterAll(async () => {
  await Promise.all(relays.map((r) => r.kill()));
  if (hub && hub.process.exitCode === null) {
    const exited = new Promise((r) => hub.process.once('exit', r));
    hub.process.kill('SIGINT');
    await exited;
  }
  redis?.stop();
  pg?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const chiefCode = (): string => (JSON.parse(readFileSync(join(dir, 'pairwise-hub-codes.json'), 'utf8')) as { chief: string }).chief;

/** A player's relay link from the code sheet the chief prints (its "Mobile data" link), on relay `port`. */
const mobileLink = async (browser: Browser, event: string, name: string, from: number, to: number): Promise<string> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${hub.base}/hub/players/${event}`);
  const href = await page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) }).locator('a[href*="#code="]').getAttribute('href');
  await context.close();
  return href!.replace(`:${from}/`, `:${to}/`);
};

const phone = async (browser: Browser, href: string, name: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(href);
  await expect(page.getByRole('heading', { name: `My game · ${name}` })).toBeVisible({ timeout: 15_000 });
  return page;
};

test('two players on mobile data report their game over the relay; the chief\'s laptop takes it and accepts a drop; the public page shows the result', async ({ browser }) => {
  test.setTimeout(180_000);
  const [a, b] = relays as [RelayProcess, RelayProcess];
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const laptop = await context.newPage();
  const list = new TournamentListPage(laptop);
  await list.goto();
  await list.createTournament('Online Open', { system: 'dutch', rounds: 5 });
  const t = new TournamentPage(laptop);
  const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];
  for (const [i, name] of names.entries()) await t.addPlayer({ name, rating: 2300 - i * 40 });
  await t.section('Seeding');
  await laptop.getByRole('button', { name: 'Lock seeding' }).click();
  await expect(laptop.getByText('Seeding is locked.')).toBeVisible();
  await t.pairNextRound(1);
  const url = laptop.url();
  const event = /#\/t\/(\d+)/.exec(url)![1]!;

  // The chief joins the venue hub, then publishes online to relay A.
  await laptop.getByRole('link', { name: 'Venue network' }).click();
  await laptop.getByLabel('Join link').fill(`${hub.base}/#join=${encodeURIComponent(chiefCode())}`);
  await laptop.getByRole('button', { name: 'Join' }).click();
  await expect(laptop.getByRole('status').filter({ hasText: /at http/ })).toContainText('Connected');
  await laptop.goto(url);
  const panel = laptop.getByRole('region', { name: 'Venue network' });
  await expect(panel).toContainText('Chief arbiter · connected to the hub');
  await laptop.locator('summary').filter({ hasText: 'Publish online' }).click();
  await laptop.getByLabel('Relay address').fill(`http://127.0.0.1:${a.port}`);
  await laptop.getByRole('button', { name: 'Publish online' }).click();
  await expect(laptop.getByRole('status').filter({ hasText: 'live: every change is online' })).toBeVisible({ timeout: 15_000 });
  await expect(laptop.getByText('Players\' personal codes work here too, for a player on mobile data')).toBeVisible();
  await laptop.locator('details.publish-panel').scrollIntoViewIfNeeded();
  await laptop.screenshot({ path: join(process.cwd(), 'docs', 'screenshots', 'publish-online-codes-1366.png') });

  // The code sheet carries the relay link once the laptop told the hub where it publishes.
  const sheet = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await expect.poll(async () => {
    await sheet.goto(`${hub.base}/hub/players/${event}`);
    return sheet.getByText('Mobile data').count();
  }, { timeout: 15_000 }).toBe(10);
  await expect(sheet.getByRole('img', { name: 'Personal QR code of Ann, mobile data' })).toBeVisible();
  await sheet.screenshot({ path: join(process.cwd(), 'docs', 'screenshots', 'relay-code-sheet-1366.png') });
  await sheet.close();

  // Ann opens her card's relay link on relay B (mobile data): her game, and the buttons to report it.
  const ann = await phone(browser, await mobileLink(browser, event, 'Ann', a.port, b.port), 'Ann');
  const mine = ann.getByRole('region', { name: 'My game' });
  const game = (await mine.getByText(/^Round 1, board \d+: you play/).textContent())!;
  const m = /board (\d+): you play (White|Black) against (.+)\.$/.exec(game)!;
  const [board, seat, opponent] = [Number(m[1]), m[2]!, m[3]!];
  await expect(mine.getByRole('button', { name: /^I won/ })).toBeEnabled({ timeout: 15_000 });
  await mine.getByRole('button', { name: /^I won/ }).click();
  const won = seat === 'White' ? '1-0' : '0-1';
  await expect(mine.getByRole('status')).toHaveText(`You reported ${won}. It counts once your opponent reports the same; if you disagree, an arbiter decides.`);
  await ann.screenshot({ path: join(process.cwd(), 'docs', 'screenshots', 'relay-player-code-390.png') });

  // One report is not a result: the laptop takes it only when the opponent reports the same.
  const other = await phone(browser, await mobileLink(browser, event, opponent, a.port, b.port), opponent);
  const theirs = other.getByRole('region', { name: 'My game' });
  await expect(theirs.getByRole('button', { name: /^I lost/ })).toBeEnabled({ timeout: 15_000 });
  await theirs.getByRole('button', { name: /^I lost/ }).click();
  await expect(mine.getByRole('status')).toHaveText(`Result: ${won}.`, { timeout: 15_000 });
  await t.section('Rounds');
  await expect(t.resultCell(board)).toContainText(won, { timeout: 15_000 });
  // The public page (no code) shows it too.
  const row = ann.getByRole('region', { name: 'Pairings' }).locator('tbody tr').filter({ has: ann.getByRole('cell', { name: String(board), exact: true }) });
  await expect(row).toContainText(won);

  // The opponent asks to drop over the relay; the request is the chief's to accept on the laptop.
  await theirs.getByRole('button', { name: 'Drop from the event' }).click();
  await theirs.getByRole('button', { name: 'Yes, drop me' }).click();
  await expect(theirs.getByText('Your request to drop was sent to the arbiters.')).toBeVisible();
  await panel.getByRole('button', { name: `Drop ${opponent} from round 2` }).click({ timeout: 15_000 });
  await expect(panel.getByRole('list', { name: 'Requests to drop' })).toHaveCount(0);
  for (const c of [context, ann.context(), other.context()]) await c.close();
});
