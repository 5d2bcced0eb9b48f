import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { NetrunnerPage } from './pages/NetrunnerPage';
import { PrintPage } from './pages/PrintPage';
import { RoundRobinPage } from './pages/RoundRobinPage';
import { TournamentListPage } from './pages/TournamentListPage';
import { OrganiserPage } from './pages/OrganiserPage';

const out = join(process.cwd(), 'test-results/player-cards-systems');

/** Opens the first name of the standings as a card; returns the card's rounds as rows of cell texts and its column heads. */
const firstCard = async (page: Page): Promise<{ heads: string[]; rows: string[][] }> => {
  await page.getByRole('navigation', { name: 'Tournament sections' }).getByRole('button', { name: 'Standings' }).click();
  await page.getByRole('table', { name: 'Standings' }).locator('tbody tr').first().getByRole('button').first().click();
  const rounds = page.getByRole('dialog').getByRole('table', { name: /^Rounds of / });
  await expect(rounds).toBeVisible();
  return {
    heads: await rounds.locator('thead th').allTextContents(),
    rows: await rounds.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim()))),
  };
};

/** Prints the cards (a page each) and the statistics to PDF and PNGs at 60 dpi; returns the cards' page count. */
const printBoth = async (page: Page, stem: string): Promise<number> => {
  await mkdir(out, { recursive: true });
  const id = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
  const print = new PrintPage(page);
  await print.open(id, 'cards');
  expect(await print.overflowingSheets()).toEqual([]);
  const pages = await print.savePdf(join(out, `${stem}-cards.pdf`));
  execFileSync('pdftoppm', ['-png', '-r', '60', '-l', '2', join(out, `${stem}-cards.pdf`), join(out, `${stem}-cards`)]);
  await print.open(id, 'statistics');
  expect(await print.overflowingSheets()).toEqual([]);
  await print.savePdf(join(out, `${stem}-statistics.pdf`));
  execFileSync('pdftoppm', ['-png', '-r', '60', join(out, `${stem}-statistics.pdf`), join(out, `${stem}-statistics`)]);
  return pages;
};

test('Netrunner (single-sided Swiss): the player card speaks of sides, with no rating change; the statistics count Corp and Runner wins', async ({ page }) => {
  test.setTimeout(120_000);
  await new TournamentListPage(page).goto();
  const t = await NetrunnerPage.create(page, 'Card Store Champs', { rounds: 2, costModel: 'sass' });
  for (const name of ['Ana', 'Ben', 'Cai', 'Dov', 'Eli']) await t.addPlayer({ name });
  await t.seed({ method: 'random' });
  await t.pairNextRound(1);
  await t.enterResults(['1', '0']);
  await t.pairNextRound(2);
  await t.enterResults(['1', '1']);
  const card = await firstCard(page);
  expect(card.heads).toContain('Side');
  expect(card.heads).not.toContain('Rating change');
  expect(card.heads).not.toContain('Rating');
  for (const r of card.rows) expect(r.join('|')).toMatch(/Corp\|Win|Runner\|(Win|Loss)|Corp\|Loss|bye/);
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Tournament sections' }).getByRole('button', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { name: 'Results by side' })).toBeVisible();
  const all = page.getByRole('table', { name: 'Results by side' }).getByRole('row', { name: /^All rounds/ });
  await expect(all).toContainText('4');
  await expect(page.getByRole('table', { name: 'Results by side' }).locator('thead')).toContainText('Corp wins');
  await expect(page.getByRole('heading', { name: 'Federations' })).toHaveCount(0);
  expect(await printBoth(page, 'netrunner')).toBe(5);
});

test('a round robin: the player card has colours, the rating change and the tie-breaks; printed', async ({ page }) => {
  test.setTimeout(120_000);
  await new TournamentListPage(page).goto();
  const rr = new RoundRobinPage(page);
  await rr.create('Card Club Championship', 'round-robin');
  const desk = new OrganiserPage(page);
  await desk.chooseCsv('club.csv', ['Name,Rating,Federation', 'Aronian Levon,2730,USA', 'Bacrot Etienne,2650,FRA', 'Caruana Fabiano,2800,USA', 'Dominguez Leinier,2740,USA'].join('\n'));
  await desk.importButton().click();
  await expect(rr.playersTable.locator('tbody tr')).toHaveCount(4);
  await rr.drawPairingNumbers();
  for (const round of [1, 2, 3]) {
    await rr.pairNextRound(round);
    await rr.enterOpenResults(round, (w, b) => (['1', '=', '0'] as const)[(w + b + round) % 3]!);
  }
  const card = await firstCard(page);
  expect(card.heads).toEqual(['Round', 'Board', 'No.', 'Opponent', 'Rating', 'Colour', 'Result', 'Points', 'Score', 'Rating change', 'Why this pairing']);
  expect(card.rows).toHaveLength(3);
  for (const r of card.rows) expect(['White', 'Black']).toContain(r[5]);
  await expect(page.getByRole('dialog').locator('.card-rating')).toContainText(/^Rating \d{4}, K (10|20): 3 rated games/);
  await page.keyboard.press('Escape');
  expect(await printBoth(page, 'round-robin')).toBe(4);
});
