import { expect, test } from '@playwright/test';
import type { Download } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ChessOpenPage } from './pages/ChessOpenPage';
import { PrintPage } from './pages/PrintPage';
import { TournamentListPage } from './pages/TournamentListPage';
import type { ResultKey } from './pages/TournamentPage';

/** The printed cards and statistics, and screenshots, kept as test artefacts (looked at as PNGs). */
const out = join(process.cwd(), 'test-results/player-cards');

/** A fixed stream of results (LCG): White wins 45 %, draws 30 %, Black wins 25 %. */
const resultStream = (seed: number): ((n: number) => ResultKey[]) => {
  let s = seed >>> 0;
  const next = (): ResultKey => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const r = s / 2 ** 32;
    return r < 0.45 ? '1' : r < 0.75 ? '=' : '0';
  };
  return (n) => Array.from({ length: n }, next);
};

/** Every page of a PDF as a PNG at 60 dpi (pdftoppm), for looking at; returns the files. */
const pngs = async (pdf: string, stem: string): Promise<string[]> => {
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(out, stem)]);
  return (await readdir(out)).filter((f) => f.startsWith(`${stem}-`) && f.endsWith('.png')).sort();
};

const junior = 'Xu, Boris'; // 1869, born 2009: K 40 in 2026 (FIDE Rating Regulations 8.3.3)
const halfPointBye = 'Umarov, Anna';
const withdrawing = 'Novak, Lukas';

test('a 60-player open: the player card opened by mouse and by keyboard, with each round, the rating change (K 40 for a junior) and the tie-breaks; statistics on screen; the cards (a page each and a booklet) and the statistics printed; the cards\' CSV', async ({ page }) => {
  test.setTimeout(240_000);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const list = new TournamentListPage(page);
  const open = new ChessOpenPage(page);
  const results = resultStream(44);
  const nav = page.getByRole('navigation', { name: 'Tournament sections' });
  const card = page.getByRole('dialog');

  await test.step('60 players from the federation CSV, four rounds with a requested bye, a forfeit and a withdrawal', async () => {
    await list.goto();
    await list.createTournament('Player Card Open', { system: 'dutch', rounds: 4 });
    await open.importPlayers('test/e2e/fixtures/open60.csv');
    await expect(open.playersTable.locator('tbody tr')).toHaveCount(60);
    await page.getByText('Tournament details', { exact: true }).click();
    const details = page.getByRole('form', { name: 'Tournament details' });
    await details.getByLabel('City').fill('Riverside');
    await details.getByLabel('Start date').fill('2026/06/01');
    await details.getByLabel('End date').fill('2026/06/04');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByRole('status')).toHaveText('Details saved.');
    await page.getByText('Tournament details', { exact: true }).click();
    await open.section('Seeding');
    await page.getByRole('button', { name: 'Lock seeding' }).click();
    await expect(page.getByText('Seeding is locked.')).toBeVisible();
    await open.requestHalfPointBye(halfPointBye, 2);
    await open.pairNextRound(1);
    await open.enterRoundResults(1, results(30));
    await open.pairNextRound(2);
    await open.enterRoundResults(2, results(29));
    await open.withdraw(withdrawing, 3);
    await open.pairNextRound(3);
    const keys = results(29);
    keys[10] = '+';
    await open.enterRoundResults(3, keys);
    await open.pairNextRound(4);
    await open.enterRoundResults(4, results(29));
  });

  await test.step('the Players table shows FIDE ID, birth date and sex', async () => {
    await open.section('Players');
    const heads = await open.playersTable.locator('thead th').allTextContents();
    for (const h of ['FIDE ID', 'Born', 'Sex']) expect(heads.some((x) => x.startsWith(h))).toBe(true);
    await expect(open.playersTable.getByRole('row', { name: /Xu, Boris/ })).toContainText('4105891');
    await expect(open.playersTable.getByRole('row', { name: /Xu, Boris/ })).toContainText('2009/08/20');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: join(out, 'players-1366.png') });
  });

  await test.step('a click on a name in the Players table opens the player card', async () => {
    await open.playersTable.getByRole('button', { name: junior, exact: true }).click();
    await expect(card.getByRole('heading', { name: `Player card: ${junior}` })).toBeVisible();
    await expect(card).toContainText('FIDE ID 4105891 · born 2009/08/20 · m · Club D');
    const rounds = card.getByRole('table', { name: `Rounds of ${junior}` });
    await expect(rounds.locator('tbody tr')).toHaveCount(4);
    // The junior's K is 40 by the birth date (8.3.3); the round changes add up to the total.
    const line = (await card.locator('.card-rating').textContent()) ?? '';
    expect(line).toMatch(/^Rating 1869, K 40: \d rated games?, /);
    const perRound = await rounds.locator('tbody tr td:last-child').allTextContents();
    const sum = perRound.filter((x) => x !== '').reduce((s, x) => s + Math.round(Number(x) * 100), 0);
    const total = Number(/change ([+-]\d+\.\d\d)/.exec(line)?.[1]);
    expect(sum).toBe(Math.round(total * 100));
    // The running score's last value is the total on the standings line.
    const scores = await rounds.locator('tbody tr td:nth-child(9)').allTextContents();
    await expect(card).toContainText(new RegExp(`Rank \\d+ · ${scores[3]!.replace('.', '\\.')} points`));
    await expect(card.getByRole('heading', { name: `Tie-breaks of ${junior}` })).toBeVisible();
    await card.screenshot({ path: join(out, 'card-1366.png') });
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
  });

  await test.step('the withdrawn player and the requested bye read so on their cards', async () => {
    await open.playersTable.getByRole('button', { name: new RegExp(`^${withdrawing}`) }).click();
    const rows = card.locator('table[aria-label^="Rounds of"] tbody tr');
    await expect(rows.nth(2)).toContainText('absent');
    await card.getByRole('button', { name: 'Close' }).click();
    await open.playersTable.getByRole('button', { name: halfPointBye, exact: true }).click();
    await expect(card.locator('table[aria-label^="Rounds of"] tbody tr').nth(1)).toContainText('half-point bye');
    await card.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('on Standings, the keyboard reaches a name and opens its card; Escape gives the focus back', async () => {
    await nav.getByRole('button', { name: 'Standings' }).click();
    const table = page.getByRole('table', { name: 'Standings' });
    await expect(table.locator('tbody tr')).toHaveCount(60);
    await page.getByRole('button', { name: 'Export player cards CSV' }).focus();
    let name = '';
    for (let i = 0; i < 40 && name === ''; i++) {
      await page.keyboard.press('Tab');
      name = await page.evaluate(() => {
        const a = document.activeElement;
        return a instanceof HTMLButtonElement && a.getAttribute('aria-haspopup') === 'dialog' ? a.textContent ?? '' : '';
      });
    }
    expect(name, 'Tab reaches a player name in the standings').not.toBe('');
    const first = (await table.locator('tbody tr').first().locator('td').nth(2).textContent()) ?? '';
    expect(name).toBe(first);
    await page.keyboard.press('Enter');
    await expect(card.getByRole('heading', { name: `Player card: ${name}` })).toBeVisible();
    await expect(card.getByRole('table', { name: /contributions$/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(table.getByRole('button', { name, exact: true })).toBeFocused();
  });

  await test.step('the player cards\' CSV: one row per player per round', async () => {
    const [download]: [Download, void] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export player cards CSV' }).click(),
    ]);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
    const lines = text.split('\r\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1 + 60 * 4);
    expect(lines[0]).toBe('No.,Name,FIDE ID,Rating,Round,Board,Opponent No.,Opponent,Opponent rating,Colour,Result,Points,Score,Rating change');
  });

  await test.step('the Statistics tab: the field, the results by colour, the forfeit, the bye and the absentee', async () => {
    await nav.getByRole('button', { name: 'Statistics' }).click();
    await expect(page.getByRole('heading', { name: 'Statistics', level: 2 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Clubs' }).locator('tbody tr')).toHaveCount(8);
    await expect(page.getByRole('table', { name: 'Federations' }).locator('tbody tr').first()).toBeVisible();
    const colour = page.getByRole('table', { name: 'Results by colour' });
    // 30 + 29 + 29 + 29 boards, one forfeit: 116 games played over the board.
    await expect(colour.getByRole('row', { name: /^All rounds/ })).toContainText(/^All rounds116/);
    const lists = page.getByRole('table', { name: 'Round by round' });
    await expect(lists.getByRole('row', { name: /Forfeits/ })).toHaveCount(1);
    await expect(lists.getByRole('row', { name: new RegExp(`Byes.*${halfPointBye}.*half-point bye`) })).toHaveCount(1);
    await expect(lists.getByRole('row', { name: new RegExp(`Absent.*${withdrawing} \\(\\d+\\) \\(withdrawn\\)$`) })).toHaveCount(2);
    await page.screenshot({ path: join(out, 'statistics-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(out, 'statistics-390.png'), fullPage: true });
    await open.section('Players');
    await open.playersTable.getByRole('button', { name: junior, exact: true }).click();
    await expect(card).toBeVisible();
    await page.screenshot({ path: join(out, 'card-390.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  await test.step('printed: a card per page, a booklet, the statistics', async () => {
    const id = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
    const print = new PrintPage(page);
    await page.goto(`/#/print/${id}/cards?paper=a4`);
    await expect(print.root).toBeVisible({ timeout: 30_000 });
    await page.emulateMedia({ media: 'print' });
    await expect(print.sheets).toHaveCount(60);
    expect(await print.overflowingSheets()).toEqual([]);
    expect(await print.savePdf(join(out, 'cards-per-page.pdf'))).toBe(60);
    const perPage = await pngs(join(out, 'cards-per-page.pdf'), 'cards-per-page');
    expect(perPage).toHaveLength(60);

    await page.goto(`/#/print/${id}/cards?paper=a4&cards=booklet`);
    await page.reload();
    await expect(print.root).toBeVisible({ timeout: 30_000 });
    const sheets = await print.sheets.count();
    // Three or more four-round cards a page, none broken over a page.
    expect(sheets).toBeLessThanOrEqual(20);
    expect(await print.overflowingSheets()).toEqual([]);
    // Every card printed once, whole, in start-rank order.
    expect(await page.locator('.print-card').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-player'))))).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(await print.savePdf(join(out, 'cards-booklet.pdf'))).toBe(sheets);
    await pngs(join(out, 'cards-booklet.pdf'), 'cards-booklet');

    await page.goto(`/#/print/${id}/statistics?paper=a4`);
    await page.reload();
    await expect(print.root).toBeVisible({ timeout: 30_000 });
    expect(await print.overflowingSheets()).toEqual([]);
    const statPages = await print.savePdf(join(out, 'statistics.pdf'));
    expect(statPages).toBeGreaterThanOrEqual(1);
    await pngs(join(out, 'statistics.pdf'), 'statistics');
  });
});
