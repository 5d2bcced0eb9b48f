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

const tokensOf = (dir: string): Record<'chief' | 'arbiter' | 'player' | 'spectator', string> =>
  JSON.parse(readFileSync(join(dir, 'pairwise-hub-tokens.json'), 'utf8')) as Record<'chief' | 'arbiter' | 'player' | 'spectator', string>;

const link = (hub: HubProcess, token: string, role: string): string => `${hub.base}/#join=${encodeURIComponent(token)}&role=${role}`;

/** Joins a hub from the app's venue screen (as a laptop does, pasting the link from the hub page). */
const joinHub = async (page: Page, href: string): Promise<void> => {
  await page.getByRole('link', { name: 'Venue network' }).click();
  const leave = page.getByRole('button', { name: 'Leave the venue network' });
  if (await leave.isVisible()) await leave.click();
  await page.getByLabel('Join link').fill(href);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('status').filter({ hasText: /at http/ })).toContainText('Connected');
};

const phone = async (browser: Browser, href: string, me: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'Venue Open' })).toBeVisible();
  await page.getByLabel('I am').selectOption({ label: me });
  await expect(page.getByRole('heading', { name: 'My game', exact: true })).toBeVisible();
  return page;
};

const dirs: string[] = [];
const hubs: HubProcess[] = [];
test.afterAll(async () => {
  for (const h of hubs) await stop(h, 'SIGINT');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

test('two arbiter laptops and two phones share a round through the hub; a conflict is decided; the hub dies and restarts elsewhere with nothing lost', async ({ browser }) => {
  test.setTimeout(240_000);
  const dirA = mkdtempSync(join(tmpdir(), 'pairwise-venue-a-'));
  const dirB = mkdtempSync(join(tmpdir(), 'pairwise-venue-b-'));
  dirs.push(dirA, dirB);
  const hubA = await startHub(dirA);
  hubs.push(hubA);
  const tokens = tokensOf(dirA);

  // The chief arbiter's laptop: a 10-player Dutch open, round 1 paired, then joined to the hub.
  const chiefContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const chief = await chiefContext.newPage();
  const list = new TournamentListPage(chief);
  await list.goto();
  await list.createTournament('Venue Open', { system: 'dutch', rounds: 5 });
  const t = new TournamentPage(chief);
  const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];
  for (const [i, name] of names.entries()) await t.addPlayer({ name, rating: 2300 - i * 40 });
  await t.section('Seeding');
  await chief.getByRole('button', { name: 'Lock seeding' }).click();
  await expect(chief.getByText('Seeding is locked.')).toBeVisible();
  await t.pairNextRound(1);
  const tournamentUrl = chief.url();
  const event = /#\/t\/(\d+)/.exec(tournamentUrl)![1]!;
  await joinHub(chief, link(hubA, tokens.chief, 'chief'));
  await chief.goto(tournamentUrl);
  const panel = chief.getByRole('region', { name: 'Venue network' });
  await expect(panel).toContainText('Chief arbiter · connected to the hub');
  await t.section('Rounds');

  // A second arbiter's laptop: its own app (its own IndexedDB), joined with the arbiters' code.
  const arbiterContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const arbiter = await arbiterContext.newPage();
  await arbiter.goto('/');
  await joinHub(arbiter, link(hubA, tokens.arbiter, 'arbiter'));
  await expect(arbiter.getByRole('heading', { name: 'Venue Open: round 1' })).toBeVisible();
  const entry = (board: number) => arbiter.getByLabel(`Board ${board} entry`);
  const row = (board: number) => arbiter.getByRole('row').filter({ has: entry(board) });
  await expect(panel).toContainText('1 arbiter laptop');

  // Results typed on two laptops converge: board 1 on the arbiter's, board 2 on the chief's.
  const typed = Date.now();
  await entry(1).selectOption({ label: '1-0' });
  await expect(t.resultCell(1)).toContainText('1-0');
  // Reported, not asserted (speed is for benchmarks): from the arbiter's entry to the chief's screen.
  console.log(`venue: arbiter's entry to the chief's screen in ${Date.now() - typed} ms (Playwright polls: an upper bound)`);
  await t.enterResult(2, '=');
  await expect(row(2).getByRole('cell').nth(3)).toHaveText('½-½');
  await expect(row(1)).toContainText('taken');

  // A conflicting result: the chief typed 1-0 on board 3, the arbiter enters 0-1.
  await t.enterResult(3, '1');
  await entry(3).selectOption({ label: '0-1' });
  await expect(panel.getByRole('alert')).toHaveText('Board 3 has differing results from the venue\'s laptops: decide it first.');
  await expect(panel.getByRole('list', { name: 'Conflicting results' })).toContainText(/this laptop 1-0 · laptop \w{4} 0-1/);
  await expect(row(3)).toContainText('the chief arbiter decides');
  await look(chief, 'venue-chief-conflict', 1366);
  // The chief checks with the players and decides for the arbiter's entry.
  await panel.getByRole('button', { name: 'Board 3: 0-1' }).click();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(t.resultCell(3)).toContainText('0-1');
  // The arbiter's laptop says whose word stands; its own entry is kept as typed.
  await expect(row(3)).toContainText('decided by the chief arbiter');
  await look(arbiter, 'venue-arbiter', 1366);

  // The hub dies mid-round. The arbiter keeps working on the laptop's own copy.
  await stop(hubA, 'SIGKILL');
  await expect(arbiter.getByRole('status').filter({ hasText: /at http/ })).toContainText('cannot be reached');
  await entry(5).selectOption({ label: '0-1' });
  await arbiter.reload();
  await expect(entry(5)).toHaveValue('black-wins');
  // The hub starts again on the other laptop, from a copy of its folder (codes included).
  // The whole folder: the snapshot, the journal of the changes since (the kill left them there), the codes.
  for (const f of readdirSync(dirA)) copyFileSync(join(dirA, f), join(dirB, f));
  const hubB = await startHub(dirB);
  hubs.push(hubB);
  await joinHub(arbiter, link(hubB, tokens.arbiter, 'arbiter'));
  await joinHub(chief, link(hubB, tokens.chief, 'chief'));
  await chief.goto(tournamentUrl);
  await t.section('Rounds');
  // Nothing was lost: the entry typed while the hub was down arrives, the earlier ones stand.
  await expect(t.resultCell(5)).toContainText('0-1');
  for (const [board, result] of [[1, '1-0'], [2, '½-½'], [3, '0-1']] as const) await expect(t.resultCell(board)).toContainText(result);
  await expect(entry(1)).toHaveValue('white-wins');

  // Two players of board 4 report from their phones (the hub serves them the app).
  const cells = row(4).getByRole('cell');
  const first = (await cells.nth(1).textContent())!.trim();
  const second = (await cells.nth(2).textContent())!.trim();
  const p1 = await phone(browser, link(hubB, tokens.player, 'player'), first);
  const p2 = await phone(browser, link(hubB, tokens.player, 'player'), second);
  await expect(p1.getByText(`you play White against ${second}`)).toBeVisible();
  await p1.getByRole('button', { name: /^I won/ }).click();
  await p2.getByRole('button', { name: /^I won/ }).click();
  // They disagree: queued for an arbiter, nothing taken.
  await expect(panel.getByRole('list', { name: 'Players disagree' })).toContainText('Board 4: the players reported 1-0 and 0-1');
  await expect(t.resultCell(4)).not.toContainText(/1-0|0-1/);
  await look(p1, 'venue-phone', 390);
  // The second player corrects the report: both agree, the result is taken.
  await p2.getByRole('button', { name: /^I lost/ }).click();
  await expect(t.resultCell(4)).toContainText('1-0');
  await expect(p1.getByRole('status').filter({ hasText: 'Result:' })).toHaveText('Result: 1-0.');
  await expect(p1.getByRole('table').filter({ has: p1.getByRole('columnheader', { name: 'Opponent' }) })).toContainText(second);

  // A player's code cannot write the official tournament: the hub keeps the chief's.
  const intruder = connect(hubB.port, `official/${event}`, tokens.player);
  await intruder.synced;
  intruder.doc.getMap('official').set('meta', JSON.stringify({ name: 'Hacked' }));
  await intruder.nextAnswer();
  intruder.close();
  const reader = connect(hubB.port, `official/${event}`, tokens.spectator, '0.1.0', true);
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
  for (const c of [chiefContext, arbiterContext, p1.context(), p2.context()]) await c.close();
});
