import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { StandingsPage } from './pages/StandingsPage';
import { TournamentPage } from './pages/TournamentPage';
import { fourPlayersPairedForRoundOne, inSecondTab } from './pages/scenarios';

// The standings stay mounted, hidden, while another tab of the tournament is open (so that a
// click on Standings only shows them). These are the ways that could go wrong.

test('standings hidden behind the Rounds tab follow a result entered in a second tab, and show no stale row when opened', async ({ context }) => {
  const first = await context.newPage();
  const t1 = await fourPlayersPairedForRoundOne(first, 'Kept Standings');

  const t2 = await inSecondTab(context, t1);
  const second = t2.page;
  const s2 = new StandingsPage(second);
  const points = async (): Promise<string[]> => (await s2.rows()).map((r) => r[3] ?? '');
  await s2.open();
  await expect(second.getByRole('heading', { name: 'Standings during round 1 (results missing)', level: 2 })).toBeVisible();
  expect(await points()).toEqual(['0.0', '0.0', '0.0', '0.0']);

  await t2.section('Rounds');
  await t1.enterResult(1, '1');
  await t1.enterResult(2, '=');
  // The second tab has the new results (its live query answered) while its standings are hidden.
  await expect(t2.resultCell(1)).toHaveText('1-0');
  await expect(t2.resultCell(2)).toHaveText('½-½');

  // Read once, without retrying: the first rows shown after the click must already be current.
  await t2.sections.getByRole('button', { name: 'Standings' }).click();
  await expect(s2.table).toBeVisible();
  expect(await second.getByRole('heading', { level: 2 }).textContent()).toBe('Standings after round 1');
  expect(await points()).toEqual(['1.0', '0.5', '0.5', '0.0']);
});

test('standings hidden behind the Rounds tab are brought up to date once the TO pauses, before the click', async ({ page }) => {
  const t = await fourPlayersPairedForRoundOne(page, 'Prepared Standings');
  const standings = new StandingsPage(page);
  await standings.open();
  await t.section('Rounds');
  // The hidden table's points (display: none: read from the page, not through roles).
  const hiddenPoints = (): Promise<string[]> => page.locator('table[aria-label="Standings"] tbody tr').evaluateAll((rows) =>
    rows.map((r) => (r.querySelectorAll('td')[3]?.textContent ?? '').trim()));
  expect(await hiddenPoints()).toEqual(['0.0', '0.0', '0.0', '0.0']);
  await t.enterResult(1, '1');
  await t.enterResult(2, '=');
  // Computed behind the tab, a part per task, then drawn there while still hidden.
  await expect.poll(hiddenPoints).toEqual(['1.0', '0.5', '0.5', '0.0']);
  await expect(page.locator('table[aria-label="Standings"]')).toBeHidden();
  await t.section('Standings');
  expect(await standings.rows().then((rows) => rows.map((r) => r[3]))).toEqual(['1.0', '0.5', '0.5', '0.0']);
});

test('a player card left open closes with the standings and the page stays usable; it shows again with them', async ({ page }) => {
  const s = new StandingsPage(page);
  await new TournamentListPage(page).goto();
  await s.importTrf(join(process.cwd(), 'test/e2e/fixtures/standings/mix2_p023_r08.trf'));
  await expect(page.getByRole('heading', { name: /^AutoTest Tournament/, level: 1 })).toBeVisible();
  const t = new TournamentPage(page);
  await t.section('Rounds');
  await s.open();
  const name = (await s.rows())[0]?.[2] ?? '';
  await s.openCard(name);
  // The browser's Back button (the card is modal: the page behind it cannot be clicked).
  await page.goBack();
  await expect(page.getByRole('heading', { name: /^Rounds/, level: 2 })).toBeVisible();
  await expect(s.card).toBeHidden();
  await t.section('Players'); // a click outside the card lands: no modal left behind
  await s.open();
  await expect(s.card.getByRole('heading', { name: `Tie-breaks of ${name}` })).toBeVisible();
  await s.closeCard();
});

test('500 players: back on Standings after another tab, the table is where it was left and scrolls again', async ({ page }) => {
  const s = new StandingsPage(page);
  await new TournamentListPage(page).goto();
  await s.importTrf(join(process.cwd(), 'test/e2e/fixtures/standings/burstein_p0500_r11_r11.trf'), 'burstein');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await s.open();
  /** Whether the row (2 = first place, 501 = last) is rendered inside the table's scroll box. */
  const inBox = (rowIndex: number): Promise<boolean> => s.table.evaluate((t, i) => {
    const row = t.querySelector(`tbody tr[aria-rowindex="${i}"]`);
    const box = t.parentElement?.getBoundingClientRect();
    if (!row || !box) return false;
    const r = row.getBoundingClientRect();
    return r.bottom > box.top && r.top < box.bottom;
  }, rowIndex);
  await s.scrollToEnd();
  await expect.poll(() => inBox(501)).toBe(true);
  await new TournamentPage(page).section('Players');
  await s.open();
  expect(await inBox(501)).toBe(true);
  // The rows follow the scroll box again (its listeners were removed while it was hidden).
  await s.table.evaluate((t) => t.parentElement?.scrollTo(0, 0));
  await expect.poll(() => inBox(2)).toBe(true);
  expect(await inBox(501)).toBe(false);
});

test('500 players: the standings drawn behind the Players tab already hold their first rows, so the click only shows them', async ({ page }) => {
  const s = new StandingsPage(page);
  await new TournamentListPage(page).goto();
  await s.importTrf(join(process.cwd(), 'test/e2e/fixtures/standings/burstein_p0500_r11_r11.trf'), 'burstein');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await new TournamentPage(page).section('Players');
  await expect(page).toHaveURL(/\/players$/); // the address is written after the click
  await page.reload(); // a fresh page: the standings have never been shown in it
  await expect(page.getByRole('searchbox')).toBeVisible();
  // Rendered in advance while hidden: the rows in view are there (a virtual window measured
  // before its box was ever shown), not an empty table that needs a second render after the click.
  const hiddenRows = page.locator('table[aria-label="Standings"] tbody tr[aria-rowindex]');
  await expect.poll(() => hiddenRows.count()).toBeGreaterThanOrEqual(20);
  await expect(s.table).toBeHidden();
  await s.open();
  const first = (await s.rows())[0];
  expect(first?.[0]).toBe('1');
});

test('the standings kept behind Rounds are out of reach of keyboard and screen reader, and shown by the click', async ({ page }) => {
  const t = await fourPlayersPairedForRoundOne(page, 'Standings Out Of Reach');
  const s = new StandingsPage(page);
  await s.open();
  await t.section('Rounds');
  await expect(page.getByRole('table', { name: 'Standings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export standings CSV' })).toHaveCount(0);
  const kept = page.locator('button', { hasText: 'Export standings CSV' });
  await expect(kept).toBeAttached();
  await kept.evaluate((b: HTMLButtonElement) => b.focus());
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).not.toBe('Export standings CSV');
  await t.section('Standings');
  await expect(page.getByRole('button', { name: 'Export standings CSV' })).toBeVisible();
  await page.getByRole('button', { name: 'Export standings CSV' }).focus();
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Export standings CSV');
});

// The Rounds screen, once visited, stays in the page behind the other tabs (content-visibility:
// hidden, inert), with the snapshot it last showed.

test('the Rounds screen kept behind Standings is out of reach of keyboard and screen reader, and current when shown again', async ({ context }) => {
  const first = await context.newPage();
  const t1 = await fourPlayersPairedForRoundOne(first, 'Kept Rounds');
  const t2 = await inSecondTab(context, t1);
  const second = t2.page;
  await t2.section('Rounds');
  await expect(t2.resultCell(1)).toHaveText('…');
  await t2.section('Standings');

  // Hidden: no board table for assistive technology, no result button takes the focus.
  await expect(second.getByRole('table', { name: 'Round 1 boards' })).toHaveCount(0);
  await expect(t2.resultCell(1)).toHaveCount(0);
  const kept = second.locator('button[data-result]').first();
  await expect(kept).toBeAttached();
  await kept.evaluate((b: HTMLButtonElement) => b.focus());
  expect(await second.evaluate(() => document.activeElement?.hasAttribute('data-result') ?? false)).toBe(false);
  // With the keyboard: Tab from the last tab (Statistics, after Standings) goes into the standings
  // (the kept Rounds comes before them in the page, and is skipped).
  await t2.sections.getByRole('button').last().focus();
  await second.keyboard.press('Tab');
  expect(await second.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-labelledby'))).toBe('standings-heading');

  // Results typed in the first tab meanwhile: the first boards shown after the click are current.
  await t1.enterResult(1, '1');
  await t1.enterResult(2, '=');
  await expect(second.getByRole('heading', { name: 'Standings after round 1', level: 2 })).toBeVisible();
  await t2.sections.getByRole('button', { name: 'Rounds' }).click();
  await expect(t2.boards(1)).toBeVisible();
  expect(await t2.resultCell(1).textContent()).toBe('1-0');
  expect(await t2.resultCell(2).textContent()).toBe('½-½');

  // And the keyboard entry works on it again.
  await t2.enterResult(2, '0');
  await expect(t2.resultCell(2)).toHaveText('0-1');
  await expect(t1.resultCell(2)).toHaveText('0-1');
});

test('a quick second tab switch is not undone when the address of the first is written', async ({ page }) => {
  // The app writes a tab's address when the page is next idle. A click can come between that
  // write and its hashchange event (input goes first): here the click on Players is made in the
  // same task as the write of the Standings address, right after it.
  await page.addInitScript(() => {
    const w = window as unknown as { requestIdleCallback: typeof requestIdleCallback; afterIdle?: () => void };
    const idle = w.requestIdleCallback.bind(window);
    w.requestIdleCallback = (cb, opts) => idle((deadline) => { cb(deadline); const then = w.afterIdle; delete w.afterIdle; then?.(); }, opts);
  });
  const t = await fourPlayersPairedForRoundOne(page, 'Quick Tabs');
  await page.waitForTimeout(1200); // every address written
  await page.evaluate(() => {
    const tab = (name: string) => Array.from(document.querySelectorAll<HTMLButtonElement>('nav[aria-label="Tournament sections"] button')).find((b) => b.textContent === name)!;
    (window as unknown as { afterIdle?: () => void }).afterIdle = () => tab('Players').click();
    tab('Standings').click();
  });
  await expect(page).toHaveURL(/\/players$/);
  await page.waitForTimeout(300);
  await expect(page.getByRole('heading', { name: /^Players/, level: 2 })).toBeVisible();
  await expect(t.sections.getByRole('button', { name: 'Players' })).toHaveAttribute('aria-current', 'page');
  // The browser's Back button still moves between the app's screens.
  await page.goBack();
  await expect(page.getByRole('heading', { name: /^Standings/, level: 2 })).toBeVisible();
});
