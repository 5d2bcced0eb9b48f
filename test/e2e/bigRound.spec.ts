import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

const bench = (name: string): string => join(process.cwd(), 'test/fixtures/dutch/bench', name);

// A round of 150 boards is drawn in slices (the first 100 boards with the round, the rest after):
// every board still appears, as bbpPairings paired them, and results by keyboard and by board
// number reach the boards drawn last.
test('a 300-player round: every board shown as bbpPairings pairs it; keys and the board number reach the last boards', async ({ page }) => {
  test.setTimeout(120_000);
  const list = new TournamentListPage(page);
  await list.goto();
  await list.importTrf(bench('dutch_p0300_r11_r11.trf'), 'dutch');
  const t = new TournamentPage(page);
  await expect(t.boards(10)).toBeVisible({ timeout: 60_000 });
  await t.pairNextRound(11);
  const expected = readFileSync(bench('dutch_p0300_r11_r11.expected'), 'utf8').trim().split(/\r?\n/).slice(1)
    .map((l) => l.trim()).filter((l) => !l.endsWith(' 0'));
  expect(expected).toHaveLength(150);
  expect(await t.pairings(11)).toEqual(expected);

  // Board 100, the last of the first slice: its key moves the focus on to board 101.
  await t.enterResult(100, '1');
  await expect(t.resultCell(100)).toHaveText('1-0');
  await expect(t.resultCell(101)).toBeFocused();
  await page.keyboard.press('=');
  await expect(t.resultCell(101)).toHaveText('½-½');
  await expect(t.resultCell(102)).toBeFocused();

  // The board number, Enter, the result key: the last board.
  const jump = page.getByRole('textbox', { name: 'Board', exact: true });
  await jump.fill('150');
  await jump.press('Enter');
  await expect(t.resultCell(150)).toBeFocused();
  await page.keyboard.press('0');
  await expect(t.resultCell(150)).toHaveText('0-1');
  await expect(jump).toBeFocused();
});
