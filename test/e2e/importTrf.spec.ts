import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

const fixture = (name: string): string => join(process.cwd(), 'test/e2e/fixtures', name);

test('imports a TCEC TRF after 3 rounds and pairs round 4 exactly as the reference does', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.importTrf(fixture('p8_r7_s901_r4.trf'));
  await expect(page.getByRole('heading', { name: 'TCEC Swiss oracle single P8 R7 seed 901', level: 1 })).toBeVisible();
  const t = new TournamentPage(page);
  await expect(t.boards(3)).toBeVisible();
  // Round 3 from the file: Engine 005 (White) beat Engine 002.
  await expect(t.boards(3).locator('tbody tr', { hasText: 'Engine 005 (5)' })).toContainText('Engine 002 (1)');
  await expect(t.boards(3).locator('tbody tr', { hasText: 'Engine 005 (5)' })).toContainText('1-0');
  await t.pairNextRound(4);
  const expected = readFileSync(fixture('p8_r7_s901_r4.expected'), 'utf8').trim().split('\n');
  expect(await t.pairings(4)).toEqual(expected);
});

test('a malformed TRF is refused with its line and column, and nothing is stored', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  const before = await list.list.locator('li').count().catch(() => 0);
  const good = readFileSync(fixture('p8_r7_s901_r4.trf'), 'utf8').split('\n');
  good[3] = good[3]!.replace('3295', '32x5'); // a rating that is not a number, on line 4
  await list.importTrf({ name: 'broken.trf', mimeType: 'text/plain', buffer: Buffer.from(good.join('\n')) });
  await expect(page.getByRole('alert')).toContainText('broken.trf, line 4');
  await expect(list.heading).toBeVisible();
  expect(await list.list.locator('li').count().catch(() => 0)).toBe(before);
});
