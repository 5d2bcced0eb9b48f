import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';
import { look } from './pages/look';
import { servicesAvailable, startPostgres, startRedis, startRelayProcess } from '../relay/services';
import type { Postgres, RedisServer, RelayProcess } from '../relay/services';

/**
 * "Publish online" as a TO and the people following from home meet it: the real `pairwise relay`
 * (the built command, two processes) on a real Postgres and Redis started by the test, the TO's
 * laptop in one browser context (its own IndexedDB) and a phone in another, 390 px wide, on the
 * public page of the other relay. A 60-player open (3 rounds played, test/fixtures/relay) is
 * published; the phone follows rounds 4 and 5 live; the laptop goes offline, pairs and enters
 * round 5, and the phone catches up when it is back.
 */
test.skip(!servicesAvailable(), 'Postgres and Redis are not installed (Debian: postgresql, redis-server)');

let pg: Postgres;
let redis: RedisServer;
const relays: RelayProcess[] = [];
test.beforeAll(async () => {
  [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  const cli = join(process.cwd(), process.env.PW_DIST ?? 'dist', 'cli/pairwise.mjs');
  relays.push(...await Promise.all([startRelayProcess(cli, redis.url, pg.url), startRelayProcess(cli, redis.url, pg.url)]));
});
test.afterAll(async () => {
  await Promise.all(relays.map((r) => r.kill()));
  redis?.stop();
  pg?.stop();
});

/** The round's boards as the phone lists them: "board white result black". */
const phoneBoards = async (phone: Page): Promise<string[]> =>
  phone.getByRole('region', { name: 'Pairings' }).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim()).join(' | ')));

test('a 60-player open published online: a phone on the other relay follows two rounds live and catches up after the laptop was offline', async ({ browser }) => {
  test.setTimeout(240_000);
  const [a, b] = relays as [RelayProcess, RelayProcess];
  const laptopContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const laptop = await laptopContext.newPage();
  const list = new TournamentListPage(laptop);
  await list.goto();
  await list.importTrf(join(process.cwd(), 'test/fixtures/relay/open60.trf'), 'dutch');
  const t = new TournamentPage(laptop);
  await t.section('Rounds');
  await expect(t.boards(3)).toBeVisible({ timeout: 30_000 });

  // Publish online: the relay's address, then the public address and its QR code.
  await laptop.locator('summary').filter({ hasText: 'Publish online' }).click();
  await laptop.getByLabel('Relay address').fill(`http://127.0.0.1:${a.port}`);
  await laptop.getByRole('button', { name: 'Publish online' }).click();
  const address = await laptop.getByRole('link', { name: /\/e\// }).textContent();
  expect(address).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${a.port}/e/\\d+$`));
  await expect(laptop.getByRole('img', { name: `QR code of ${address}` })).toBeVisible();
  await expect(laptop.getByRole('status').filter({ hasText: 'live: every change is online' })).toBeVisible({ timeout: 15_000 });
  await laptop.locator('details.publish-panel').scrollIntoViewIfNeeded();
  await laptop.screenshot({ path: join(process.cwd(), 'docs', 'screenshots', 'publish-online-1366.png') });

  // The phone opens the public page on relay B (no code).
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const phone = await phoneContext.newPage();
  const response = await phone.goto(address!.replace(`:${a.port}/`, `:${b.port}/`));
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(phone.getByRole('heading', { name: 'Round 3 of 5' })).toBeVisible({ timeout: 15_000 });
  // Once, on a loaded machine (load 7), the page showed round 3 but still said "Connecting…" 10 s
  // later (its connection's status, not yet explained); the retry passed. It gets 20 s.
  await expect(phone.getByText(/Live: updates as results come in/)).toBeVisible({ timeout: 20_000 });

  // Round 4, live.
  await t.pairNextRound(4);
  await expect(phone.getByRole('heading', { name: 'Round 4 of 5' })).toBeVisible({ timeout: 10_000 });
  expect(await phoneBoards(phone)).toHaveLength(30);
  await t.enterResults(Array.from({ length: 30 }, (_, i) => (['1', '=', '0'] as const)[i % 3]!));
  await expect.poll(async () => (await phoneBoards(phone)).filter((r) => / \| (1-0|½-½|0-1) \| /.test(r)).length, { timeout: 10_000 }).toBe(30);
  const round4 = await phoneBoards(phone);
  expect(round4[0]).toMatch(/^1 \| .+ \| 1-0 \| .+$/);

  // The search by name: one player's board.
  const someone = round4[1]!.split(' | ')[1]!;
  await phone.getByLabel('Find a player').fill(someone.slice(0, Math.max(4, someone.length - 1)));
  await expect.poll(async () => (await phoneBoards(phone)).every((r) => r.includes(someone.slice(0, 4)))).toBe(true);
  await look(phone, 'relay-pairings', 390);
  await phone.getByLabel('Find a player').fill('');
  await phone.getByRole('button', { name: 'Standings' }).click();
  await expect(phone.getByRole('heading', { name: 'Standings after round 4' })).toBeVisible();
  await look(phone, 'relay-standings', 390);
  await phone.getByRole('button', { name: 'Crosstable' }).click();
  await expect(phone.getByRole('heading', { name: 'Crosstable' })).toBeVisible();
  await look(phone, 'relay-crosstable', 390);
  await phone.getByRole('region', { name: 'Crosstable' }).getByRole('button').first().click();
  await expect(phone.getByRole('columnheader', { name: 'Opponent' })).toBeVisible();
  expect(await phone.locator('tbody tr').count()).toBe(4);
  await look(phone, 'relay-player', 390);
  await phone.getByRole('button', { name: 'Pairings' }).click();

  // The laptop loses the internet: it pairs round 5 and enters its results; the phone waits.
  await laptopContext.setOffline(true);
  await expect(laptop.getByRole('status').filter({ hasText: /^offline/ })).toBeVisible({ timeout: 15_000 });
  await t.pairNextRound(5);
  await t.enterResults(Array.from({ length: 30 }, (_, i) => (['0', '1', '='] as const)[i % 3]!));
  await expect(laptop.getByRole('status').filter({ hasText: /changes? queued/ })).toBeVisible();
  await phone.waitForTimeout(1500);
  await expect(phone.getByRole('heading', { name: 'Round 4 of 5' })).toBeVisible();

  // Back online: the phone catches up to round 5 with every result, and the standings after it.
  await laptopContext.setOffline(false);
  await expect(phone.getByRole('heading', { name: 'Round 5 of 5' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await phoneBoards(phone)).filter((r) => / \| (1-0|½-½|0-1) \| /.test(r)).length, { timeout: 10_000 }).toBe(30);
  expect((await phoneBoards(phone))[0]).toMatch(/^1 \| .+ \| 0-1 \| .+$/);
  await expect(laptop.getByRole('status').filter({ hasText: 'live: every change is online' })).toBeVisible({ timeout: 15_000 });
  await phone.getByRole('button', { name: 'Standings' }).click();
  await expect(phone.getByRole('heading', { name: 'Standings after round 5' })).toBeVisible();

  // Turning publishing off removes the public view.
  await laptop.getByRole('button', { name: 'Turn off publishing' }).click();
  await expect(phone.getByText(/not published on this relay/)).toBeVisible({ timeout: 10_000 });
  await laptopContext.close();
  await phoneContext.close();
});
