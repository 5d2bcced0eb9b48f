import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';
import { look } from './pages/look';
import { connect } from '../hub/connect';
import { startHub } from './hubProcess';
import type { HubProcess } from './hubProcess';

/**
 * The venue network as a chief arbiter, a second arbiter and two players meet it, each in a browser
 * context of its own (their own IndexedDB), with the real `pairwise hub` (the built command) on
 * this machine: results typed on two laptops converge, a conflicting result is shown, blocks the
 * next round and is decided, the hub dies mid-round and is started again from a copy of its folder
 * on another port (the other laptop) with nothing lost, players' self-reports are queued when they
 * differ and taken when they agree, and a player's code cannot write the official tournament.
 */

const stop = async (hub: HubProcess, signal: NodeJS.Signals): Promise<void> => {
  if (hub.process.exitCode !== null || hub.process.signalCode !== null) return;
  const exited = new Promise((r) => hub.process.once('exit', r));
  hub.process.kill(signal);
  // A hub that does not stop in 5 s (a failed test left devices connected) is killed.
  const timer = setTimeout(() => hub.process.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
};

const chiefCodeOf = (dir: string): string => (JSON.parse(readFileSync(join(dir, 'pairwise-hub-codes.json'), 'utf8')) as { chief: string }).chief;

const link = (hub: HubProcess, code: string): string => `${hub.base}/#join=${encodeURIComponent(code)}`;

/** The hub page's links name the laptop's LAN address; the test's devices reach the same hub on loopback. */
const onLoopback = (hub: HubProcess, href: string): string => `${hub.base}/${new URL(href).hash}`;

/** The chief names a deputy on the hub page (on the hub's own laptop) and reads the deputy's join link. */
const addDeputy = async (browser: Browser, hub: HubProcess, name: string): Promise<string> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${hub.base}/hub`);
  await page.getByLabel('Add a deputy').fill(name);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  // The code is folded on the page: its link is read, not clicked.
  const href = await page.getByRole('row').filter({ hasText: name }).locator('a[href*="#join=d."]').getAttribute('href');
  await context.close();
  return onLoopback(hub, href!);
};

/** A player's personal link, from the sheet of codes the chief prints. */
const playerLink = async (browser: Browser, hub: HubProcess, event: string, name: string): Promise<string> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${hub.base}/hub/players/${event}`);
  const href = await page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) }).getByRole('link').getAttribute('href');
  await context.close();
  return onLoopback(hub, href!);
};

/** Joins a hub from the app's venue screen (as a laptop does, pasting its link). */
const joinHub = async (page: Page, href: string): Promise<void> => {
  await page.getByRole('link', { name: 'Venue network' }).click();
  const leave = page.getByRole('button', { name: 'Leave the venue network' });
  if (await leave.isVisible()) await leave.click();
  await page.getByLabel('Join link').fill(href);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('status').filter({ hasText: /at http/ })).toContainText('Connected');
};

/** A player's phone, opened from their personal QR code. */
const phone = async (browser: Browser, href: string, me: string, eventName = 'Venue Open'): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(href);
  await expect(page.getByRole('heading', { name: eventName })).toBeVisible();
  await expect(page.getByText(`Playing as ${me}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My game', exact: true })).toBeVisible();
  return page;
};

const dirs: string[] = [];
const hubs: HubProcess[] = [];
test.afterAll(async () => {
  for (const h of hubs) await stop(h, 'SIGINT');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A 10-player Dutch open on the chief's laptop, round 1 paired, joined to the hub as chief arbiter; the Rounds screen open. */
const chiefLaptop = async (browser: Browser, hub: HubProcess, dir: string) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('Venue Open', { system: 'dutch', rounds: 5 });
  const t = new TournamentPage(page);
  const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];
  for (const [i, name] of names.entries()) await t.addPlayer({ name, rating: 2300 - i * 40 });
  await t.section('Seeding');
  await page.getByRole('button', { name: 'Lock seeding' }).click();
  await expect(page.getByText('Seeding is locked.')).toBeVisible();
  await t.pairNextRound(1);
  const url = page.url();
  const event = /#\/t\/(\d+)/.exec(url)![1]!;
  await joinHub(page, link(hub, chiefCodeOf(dir)));
  await page.goto(url);
  const panel = page.getByRole('region', { name: 'Venue network' });
  await expect(panel).toContainText('Chief arbiter · connected to the hub');
  await t.section('Rounds');
  return { context, page, t, url, event, panel };
};

/** A deputy's laptop: its own app (its own IndexedDB), joined with the deputy's own link. */
const deputyLaptop = async (browser: Browser, href: string) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await joinHub(page, href);
  await expect(page.getByRole('heading', { name: 'Venue Open: round 1' })).toBeVisible();
  const entry = (board: number) => page.getByLabel(`Board ${board} entry`);
  const row = (board: number) => page.getByRole('row').filter({ has: entry(board) });
  return { context, page, entry, row };
};

test('a deputy\'s laptop and two phones share a round through the hub; a conflict is decided; the hub dies and restarts elsewhere with nothing lost', async ({ browser }) => {
  test.setTimeout(240_000);
  const dirA = mkdtempSync(join(tmpdir(), 'pairwise-venue-a-'));
  const dirB = mkdtempSync(join(tmpdir(), 'pairwise-venue-b-'));
  dirs.push(dirA, dirB);
  const hubA = await startHub(dirA);
  hubs.push(hubA);
  const { context: chiefContext, page: chief, t, url: tournamentUrl, event, panel } = await chiefLaptop(browser, hubA, dirA);
  const annaLink = await addDeputy(browser, hubA, 'Deputy Anna');
  const anna = await deputyLaptop(browser, annaLink);
  const { entry, row } = anna;
  await expect(panel).toContainText('deputies: Deputy Anna');

  // Results entered on two laptops converge: board 1 on Anna's, board 2 on the chief's.
  const typed = Date.now();
  await entry(1).selectOption({ label: '1-0' });
  await expect(t.resultCell(1)).toContainText('1-0');
  // Reported, not asserted (speed is for benchmarks): from the deputy's entry to the chief's screen.
  console.log(`venue: deputy's entry to the chief's screen in ${Date.now() - typed} ms (Playwright polls: an upper bound)`);
  await t.enterResult(2, '=');
  await expect(row(2).getByRole('cell').nth(3)).toHaveText('½-½');
  await expect(row(1)).toContainText('taken');

  // A conflicting result: the chief typed 1-0 on board 3, Anna enters 0-1.
  await t.enterResult(3, '1');
  await entry(3).selectOption({ label: '0-1' });
  await expect(panel.getByRole('alert')).toHaveText('Board 3 has differing results from the venue\'s laptops: decide it first.');
  await expect(panel.getByRole('list', { name: 'Conflicting results' })).toContainText('you (this laptop) entered 1-0 · Deputy Anna entered 0-1');
  await expect(row(3)).toContainText('disputed');
  await look(chief, 'venue-chief-conflict', 1366);
  // The chief checks with the players and decides for Anna's entry.
  await panel.getByRole('button', { name: 'Board 3: 0-1' }).click();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(t.resultCell(3)).toContainText('0-1');
  await expect(row(3)).toContainText('decided by the chief arbiter');
  await look(anna.page, 'venue-arbiter', 1366);

  // The hub dies mid-round. Anna keeps working on the laptop's own copy.
  await stop(hubA, 'SIGKILL');
  await expect(anna.page.getByRole('status').filter({ hasText: /at http/ })).toContainText('cannot be reached');
  await entry(5).selectOption({ label: '0-1' });
  await anna.page.reload();
  await expect(entry(5)).toHaveValue('black-wins');
  // The hub starts again on the other laptop, from a copy of its folder (codes included).
  // The whole folder: the snapshot, the journal of the changes since (the kill left them there), the codes.
  for (const f of readdirSync(dirA)) copyFileSync(join(dirA, f), join(dirB, f));
  const hubB = await startHub(dirB);
  hubs.push(hubB);
  await joinHub(anna.page, `${hubB.base}/${new URL(annaLink).hash}`);
  await joinHub(chief, link(hubB, chiefCodeOf(dirB)));
  await chief.goto(tournamentUrl);
  await t.section('Rounds');
  // Nothing was lost: the entry typed while the hub was down arrives, the earlier ones stand.
  await expect(t.resultCell(5)).toContainText('0-1');
  for (const [board, result] of [[1, '1-0'], [2, '½-½'], [3, '0-1']] as const) await expect(t.resultCell(board)).toContainText(result);
  await expect(entry(1)).toHaveValue('white-wins');

  // The two players of board 4 open their personal codes (the hub serves them the app).
  const cells = row(4).getByRole('cell');
  const first = (await cells.nth(1).textContent())!.trim();
  const second = (await cells.nth(2).textContent())!.trim();
  const p1 = await phone(browser, await playerLink(browser, hubB, event, first), first);
  const p2 = await phone(browser, await playerLink(browser, hubB, event, second), second);
  await expect(p1.getByText(`you play White against ${second}`)).toBeVisible();
  await p1.getByRole('button', { name: /^I won/ }).click();
  await p2.getByRole('button', { name: /^I won/ }).click();
  // They disagree: queued for an arbiter (Anna sees it too), nothing taken.
  await expect(panel.getByRole('list', { name: 'Players disagree' })).toContainText('Board 4: the players reported 1-0 and 0-1');
  await expect(row(4)).toContainText('disputed: the players reported 1-0 and 0-1');
  await expect(t.resultCell(4)).not.toContainText(/1-0|0-1/);
  await look(p1, 'venue-phone', 390);
  // The second player corrects the report: both agree, the result is taken.
  await p2.getByRole('button', { name: /^I lost/ }).click();
  await expect(t.resultCell(4)).toContainText('1-0');
  await expect(p1.getByRole('status').filter({ hasText: 'Result:' })).toHaveText('Result: 1-0.');
  await expect(p1.getByRole('table').filter({ has: p1.getByRole('columnheader', { name: 'Opponent' }) })).toContainText(second);

  // A player's code cannot write the official tournament: the hub keeps the chief's.
  const code = decodeURIComponent(new URL(await playerLink(browser, hubB, event, first)).hash.replace('#join=', ''));
  const intruder = connect(hubB.port, `official/${event}`, code);
  await intruder.synced;
  intruder.doc.getMap('official').set('meta', JSON.stringify({ name: 'Hacked' }));
  await intruder.nextAnswer();
  intruder.close();
  const reader = connect(hubB.port, `official/${event}`, 'spectator');
  await reader.synced;
  expect(JSON.parse(reader.doc.getMap('official').get('meta') as string)).toMatchObject({ name: 'Venue Open' });
  reader.close();
  await expect(p2.getByRole('heading', { name: 'Venue Open' })).toBeVisible();

  // A player asks to drop; the chief accepts it for the next round.
  await p2.getByRole('button', { name: 'Drop from the event' }).click();
  await p2.getByRole('button', { name: 'Yes, drop me' }).click();
  await expect(p2.getByText('Your request to drop was sent to the arbiters.')).toBeVisible();
  await panel.getByRole('button', { name: `Drop ${second} from round 2` }).click();
  await expect(panel.getByRole('list', { name: 'Requests to drop' })).toHaveCount(0);
  await expect(chief.getByRole('button', { name: 'Pair round 2' }).first()).toBeEnabled();
  for (const c of [chiefContext, anna.context, p1.context(), p2.context()]) await c.close();
});

test('two deputies enter different results for one board at once: every screen shows it disputed, with no result, until the chief decides; the audit log names who entered what', async ({ browser }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'pairwise-venue-dispute-'));
  dirs.push(dir);
  const hub = await startHub(dir);
  hubs.push(hub);
  const { context: chiefContext, page: chief, t, event, panel } = await chiefLaptop(browser, hub, dir);
  const anna = await deputyLaptop(browser, await addDeputy(browser, hub, 'Deputy Anna'));
  const ben = await deputyLaptop(browser, await addDeputy(browser, hub, 'Deputy Ben'));
  await expect(panel).toContainText('deputies: Deputy Anna, Deputy Ben');
  const cells = anna.row(3).getByRole('cell');
  const white = (await cells.nth(1).textContent())!.trim();
  const black = (await cells.nth(2).textContent())!.trim();
  const player = await phone(browser, await playerLink(browser, hub, event, white), white);
  const hall = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await hall.goto(`${hub.base}/#join=spectator`);
  await expect(hall.getByRole('heading', { name: 'Venue Open' })).toBeVisible();

  // Anna and Ben enter different results for board 3 at the same moment.
  await Promise.all([anna.entry(3).selectOption({ label: '1-0' }), ben.entry(3).selectOption({ label: '0-1' })]);
  await expect(panel.getByRole('list', { name: 'Conflicting results' })).toContainText(/Deputy (Anna entered 1-0 · Deputy Ben entered 0-1|Ben entered 0-1 · Deputy Anna entered 1-0)/);
  // Every screen: disputed, no result, the standings say it does not count yet.
  await expect(player.getByRole('status').filter({ hasText: 'Result:' })).toHaveText('Result: disputed. The arbiters\' entries differ; the chief arbiter decides.');
  const hallBoard = hall.getByRole('row').filter({ hasText: white }).filter({ hasText: black });
  await expect(hallBoard.getByRole('cell').nth(3)).toHaveText('disputed');
  await expect(hall.getByRole('note')).toHaveText('Board 3 is disputed: not counted until the chief arbiter decides.');
  const standingsRow = (name: string) => hall.getByRole('region', { name: 'Standings' }).getByRole('row').filter({ hasText: name });
  await expect(standingsRow(white).getByRole('cell').nth(2)).toHaveText('0.0');
  await expect(standingsRow(black).getByRole('cell').nth(2)).toHaveText('0.0');
  await expect(anna.row(3)).toContainText('disputed: your 1-0 differs from another arbiter\'s entry');
  await expect(ben.row(3)).toContainText('disputed: your 0-1 differs');
  await expect(panel.getByRole('alert')).toHaveText('Board 3 has differing results from the venue\'s laptops: decide it first.');
  await expect(chief.getByRole('row').filter({ has: t.resultCell(3) }).getByRole('note')).toHaveText('disputed: decide it in the Venue network panel');
  await look(hall, 'venue-hall-disputed', 1366);
  await look(player, 'venue-phone-disputed', 390);

  // The chief decides for Ben's entry: every screen shows it.
  await panel.getByRole('button', { name: 'Board 3: 0-1' }).click();
  await expect(player.getByRole('status').filter({ hasText: 'Result:' })).toHaveText('Result: 0-1.');
  await expect(hallBoard.getByRole('cell').nth(3)).toHaveText('0-1');
  await expect(hall.getByRole('note')).toHaveCount(0);
  await expect(chief.getByRole('row').filter({ has: t.resultCell(3) }).getByRole('note')).toHaveCount(0);
  await expect(standingsRow(black).getByRole('cell').nth(2)).toHaveText('1.0');

  // The audit log names who entered what.
  await t.section('Rounds');
  const audit = chief.getByRole('table', { name: 'Audit log' });
  if (!(await audit.isVisible())) await chief.getByText('Audit log', { exact: true }).click();
  await expect(audit).toContainText(`Round 1, board 3: ${white} – ${black} 0-1 (entered by the chief arbiter, decided between Deputy`);
  await look(chief, 'venue-audit', 1366);
  for (const c of [chiefContext, anna.context, ben.context, player.context(), hall.context()]) await c.close();
});

test('an engine Swiss event shared with the venue: each engine\'s phone says why it plays its opponent, in the Swiss Mode\'s words', async ({ browser }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'pairwise-venue-engine-'));
  dirs.push(dir);
  const hub = await startHub(dir);
  hubs.push(hub);
  // Seven engines, four rounds of two-game matches (test/fixtures/engine-swiss/README.md).
  const name = 'pairwise random tournament, seed 5';
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const list = new TournamentListPage(page);
  await list.goto();
  await list.importTrf(join(process.cwd(), 'test/fixtures/engine-swiss/p7_r4_s5.trf'), 'from-file');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const url = page.url();
  const event = /#\/t\/(\d+)/.exec(url)![1]!;
  await joinHub(page, link(hub, chiefCodeOf(dir)));
  await page.goto(url);
  await expect(page.getByRole('region', { name: 'Venue network' })).toContainText('Chief arbiter · connected to the hub');
  // Round 4, board 3: Player 0007 - Player 0004, paired top half against bottom half in the 3-point group.
  const seven = await phone(browser, await playerLink(browser, hub, event, 'Player 0007'), 'Player 0007', name);
  await expect(seven.locator('.why-line')).toHaveText('You play Player 0004: in your score group the top half meets the bottom half in order (Main Path, step 4).');
  await look(seven, 'venue-phone-engine-swiss', 390);
  // Round 4's bye: Bye Selection.
  const two = await phone(browser, await playerLink(browser, hub, event, 'Player 0002'), 'Player 0002', name);
  await expect(two.locator('.why-line')).toHaveText('You have the bye: with an odd number of engines, Bye Selection gives it to the lowest score, then the weakest seed, without repeat byes when possible.');
  for (const c of [context, seven.context(), two.context()]) await c.close();
});
