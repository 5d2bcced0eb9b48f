import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download } from '@playwright/test';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import { standings } from '../../src/core/systems';
import { awardPrizes, formatMoney, placesText } from '../../src/core/prizes';
import { importTournament, PrintPage } from './pages/PrintPage';

const file = join(process.cwd(), 'test/fixtures/print/burstein_p60_r7.trf');
const artefact = (name: string): string => join(process.cwd(), 'test-results/prizes', name);

test('the prize list of a finished 60-player open: defined on the standings screen, shared on points, exported and printed', async ({ page }) => {
  const id = await importTournament(page, file, 'burstein');
  await page.getByRole('navigation', { name: 'Tournament sections' }).getByRole('button', { name: 'Standings' }).click();
  await page.getByRole('button', { name: 'Define the prize list' }).click();
  const form = page.getByRole('form', { name: 'Prizes' });
  await form.getByLabel('Ties').selectOption('shared');
  const main = form.getByRole('group', { name: 'Prize group 1' });
  await main.getByLabel('Amounts by place').fill('1000 600 400 200 100');
  await form.getByRole('button', { name: 'Add prize group' }).click();
  const band = form.getByRole('group', { name: 'Prize group 2' });
  await band.getByLabel('Name').fill('Under 2000');
  await band.getByLabel('Rating to').fill('1999');
  await band.getByLabel('Amounts by place').fill('150 80.50');
  await form.getByRole('button', { name: 'Save prize list' }).click();

  // What the core awards for the same file (the hand-worked example is in test/prizes).
  const read = readTrf(readFileSync(file, 'utf8'));
  if (!read.ok) throw new Error(read.error.message);
  const built = tournamentFromTrf(read.doc, { settings: { system: 'burstein' } });
  if (!built.ok) throw new Error('fixture');
  const report = standings(built.tournament);
  if (!report.ok) throw new Error(report.detail);
  const names = new Map(built.tournament.players.map((p) => [p.id, p.name] as const));
  const outcome = awardPrizes(report.rows, new Map(built.tournament.players.map((p) => [p.id, p] as const)), {
    currency: 'EUR', tieRule: 'shared', groups: [
      { name: 'Main prizes', category: { women: false }, amounts: [100000, 60000, 40000, 20000, 10000] },
      { name: 'Under 2000', category: { women: false, ratingTo: 1999 }, amounts: [15000, 8050] },
    ],
  });
  const table = page.getByRole('table', { name: 'Prize winners' });
  await expect(table.locator('tbody tr')).toHaveCount(outcome.awards.length);
  const shown = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
  expect(shown.map((r) => [r[0], r[1], r[3], r[5]])).toEqual(outcome.awards.map((a) => [a.groupName, placesText(a), `${names.get(a.player)} (${a.player})`, formatMoney(a.amount, 'EUR')]));
  await expect(page.getByText(/^Total 2\u202f530\.50 EUR/)).toBeVisible();

  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export prize list CSV' }).click()]);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '').split('\r\n');
  expect(csv[0]).toBe('Prize group,Place,Rank,No.,Name,Points,Amount (EUR)');
  expect(csv).toHaveLength(outcome.awards.length + 1);

  const sheet = new PrintPage(page);
  await sheet.open(id, 'prizes');
  await expect(sheet.sheets).toHaveCount(1);
  expect(await sheet.overflowingSheets()).toEqual([]);
  expect(await sheet.playerIds()).toEqual(outcome.awards.map((a) => a.player));
  await expect(page.locator('.sheet-notes')).toContainText('Ties shared equally among players tied on points; one prize per player, the higher one.');
  expect(await sheet.savePdf(artefact('prize-list.pdf'))).toBe(1);
});
