import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { NetrunnerPage } from './pages/NetrunnerPage';

// A single-sided Swiss event after round 1 whose TRF names a chess tie-break list (202 BH,SB,WIN):
// Alice (corp) beat Chidi; Dana (corp) and Bruno tied.
const fixture = join(process.cwd(), 'test/e2e/fixtures/netrunner_tiebreak_list.trf');

test('a Netrunner event speaks Netrunner: SoS and ESoS standings (no chess tie-breaks), results undone as Corp win / Tie', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.importTrf(fixture, 'sass');
  await expect(page.getByRole('heading', { name: 'Store Champs (imported)', level: 1 })).toBeVisible();
  const t = new NetrunnerPage(page);

  // The main Standings tab ranks by points, strength of schedule and extended strength of schedule.
  await t.section('Standings');
  await expect(t.standingsTable).toBeVisible();
  expect(await t.standingsTable.locator('thead th').allInnerTexts()).toEqual(['Rank', 'No.', 'Name', 'Points', 'SoS', 'ESoS']);
  const alice = t.standingsTable.locator('tbody tr', { hasText: 'Alice' });
  await expect(alice.locator('td').nth(0)).toHaveText('1');

  // A result changed by mistake: the undo button says it in the event's words.
  await t.section('Rounds');
  const board = t.boards(1).locator('tbody tr', { hasText: 'Alice' });
  await expect(board).toContainText('Corp win');
  // The board's cell: its number, then its "Why?" button.
  const number = /^\d+/.exec((await board.locator('td').first().innerText()).trim())?.[0] ?? '?';
  await t.enterResult(Number(number), '=');
  await expect(board).toContainText('Tie');
  const undo = page.getByRole('button', { name: /^Undo result:/ });
  await expect(undo).toHaveText(`Undo result: round 1 board ${number} Tie → Corp win`);
  await undo.click();
  await expect(page.getByText(`Undone: round 1 board ${number} is Corp win again.`)).toBeVisible();
  await expect(board).toContainText('Corp win');
});
