import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

const bench = (name: string): string => join(process.cwd(), 'test/fixtures/dutch/bench', name);

/** The 300-player bench event imported, its round 10 (150 boards) on screen. */
const importThreeHundred = async (page: Page): Promise<TournamentPage> => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.importTrf(bench('dutch_p0300_r11_r11.trf'), 'dutch');
  const t = new TournamentPage(page);
  await expect(t.boards(10)).toBeVisible({ timeout: 60_000 });
  return t;
};

// A round of 150 boards is drawn in slices (the first 40 boards with the round, the rest 100 a task):
// every board still appears, as bbpPairings paired them, and results by keyboard and by board
// number reach the boards drawn last.
test('a 300-player round: every board shown as bbpPairings pairs it; keys and the board number reach the last boards', async ({ page }) => {
  test.setTimeout(120_000);
  const t = await importThreeHundred(page);
  await t.pairNextRound(11);
  const expected = readFileSync(bench('dutch_p0300_r11_r11.expected'), 'utf8').trim().split(/\r?\n/).slice(1)
    .map((l) => l.trim()).filter((l) => !l.endsWith(' 0'));
  expect(expected).toHaveLength(150);
  expect(await t.pairings(11)).toEqual(expected);

  // Board 40, the last of the first slice: its key moves the focus on to board 41.
  await t.enterResult(40, '1');
  await expect(t.resultCell(40)).toHaveText('1-0');
  await expect(t.resultCell(41)).toBeFocused();
  await page.keyboard.press('=');
  await expect(t.resultCell(41)).toHaveText('½-½');
  await expect(t.resultCell(42)).toBeFocused();

  // The board number, Enter, the result key: the last board.
  const jump = page.getByRole('textbox', { name: 'Board', exact: true });
  await jump.fill('150');
  await jump.press('Enter');
  await expect(t.resultCell(150)).toBeFocused();
  await page.keyboard.press('0');
  await expect(t.resultCell(150)).toHaveText('0-1');
  await expect(jump).toBeFocused();
});

// A round of more than 100 boards is drawn as grid rows, each skipping its style, layout and paint
// while off screen: the columns still line up under the header, and the browser's own
// accessibility tree (not Playwright's) still has a table of rows, a result a button in a cell.
test('a 300-player round: the columns of the last board line up under the header; a screen reader finds its result in the table', async ({ page }) => {
  test.setTimeout(120_000);
  const t = await importThreeHundred(page);
  await expect(t.boards(10).locator('tbody tr')).toHaveCount(150);

  // The last row is far below the view: its contents are not laid out until it is scrolled to.
  const lastRow = t.boards(10).locator('tbody tr').last();
  const skipped = (l: Locator) => l.evaluate((e) => !e.checkVisibility({ contentVisibilityAuto: true }));
  expect(await skipped(t.resultCell(150))).toBe(true);
  expect(await skipped(t.resultCell(1))).toBe(false);
  await t.resultCell(150).scrollIntoViewIfNeeded();
  const left = (l: Locator) => l.evaluate((e) => Math.round(e.getBoundingClientRect().left));
  const headers = t.boards(10).locator('thead th');
  const cells = lastRow.locator('td');
  await expect(cells).toHaveCount(4);
  for (let i = 0; i < 4; i++) expect(await left(cells.nth(i)), `column ${i + 1}`).toBe(await left(headers.nth(i)));
  expect(await left(t.resultCell(150))).toBeGreaterThanOrEqual(await left(headers.nth(3)));

  // Chromium's accessibility tree: the grid rows are still a table, its boards rows, a result a
  // button in a cell; all 151 rows are there, the cells of rows far from the view once drawn.
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'table[aria-label="Round 10 boards"] tbody tr:last-child button:not(.why)' });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: true });
  const exposed = nodes.filter((n) => !n.ignored && n.role?.value !== 'generic').map((n) => `${n.role?.value}${n.name?.value ? `: ${n.name.value}` : ''}`);
  expect(exposed.slice(0, 6)).toEqual([expect.stringMatching(/^button: Board 150 result: /), expect.stringMatching(/^StaticText/), expect.stringMatching(/^cell/), 'row', 'rowgroup', 'table: Round 10 boards']);
  const { nodes: all } = await cdp.send('Accessibility.getFullAXTree');
  expect(all.filter((n) => !n.ignored && n.role?.value === 'row')).toHaveLength(151);
});
