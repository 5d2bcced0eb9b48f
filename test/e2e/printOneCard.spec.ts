import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PrintPage } from './pages/PrintPage';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

/** The printed card kept as a test artefact (its page looked at as a PNG, pdftoppm). */
const out = join(process.cwd(), 'test-results/print-one-card');

const players = [
  { name: 'Adler, Hanna', rating: 2210 }, { name: 'Brandt, Otto', rating: 2150 }, { name: 'Castell, Ines', rating: 2090 },
  { name: 'Dorn, Felix', rating: 1980 }, { name: 'Ebert, Lena', rating: 1910 }, { name: 'Falk, Jonas', rating: 1850 },
];

test('"Print this card" on the player card prints that player\'s card alone, on one page', async ({ page }) => {
  test.setTimeout(120_000);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('One Card Open', { system: 'dutch', rounds: 3 });
  const t = new TournamentPage(page);
  for (const p of players) await t.addPlayer(p);
  await t.section('Seeding');
  await page.getByRole('button', { name: 'Lock seeding' }).click();
  await t.pairNextRound(1);
  await t.enterResults(['1', '=', '0']);
  await t.pairNextRound(2);
  await t.enterResults(['0', '1', '=']);

  await t.section('Standings');
  const who = players[3]!.name;
  await t.standingsTable.getByRole('button', { name: who, exact: true }).click();
  const card = page.getByRole('dialog');
  await expect(card.getByRole('heading', { name: `Player card: ${who}` })).toBeVisible();
  await card.screenshot({ path: join(out, 'card-dialog-1366.png') });
  // The print window opens the browser's print dialog by itself: noted here instead, then printed to PDF as the dialog would.
  await page.context().addInitScript(() => { window.print = () => { document.documentElement.dataset.printAsked = 'yes'; }; });
  const [popup] = await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: 'Print this card' }).click()]);
  const print = new PrintPage(popup);
  await expect(print.root).toBeVisible({ timeout: 30_000 });
  await expect(popup.locator('html')).toHaveAttribute('data-print-asked', 'yes');
  await popup.emulateMedia({ media: 'print' });
  // One sheet, holding this player's card and no other.
  await expect(print.sheets).toHaveCount(1);
  await expect(popup.locator('.print-card')).toHaveCount(1);
  await expect(popup.getByRole('table', { name: `Player card of ${who}` })).toBeVisible();
  expect(await print.overflowingSheets()).toEqual([]);
  const pdf = join(out, 'one-card.pdf');
  expect(await print.savePdf(pdf)).toBe(1);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain(who);
  // The other players appear only as this player's opponents, never with a card of their own.
  expect(text.match(/Rank \d+ ·/g) ?? []).toHaveLength(1);
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(out, 'one-card')]);
});
