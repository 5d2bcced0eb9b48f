import { expect, test } from '@playwright/test';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

test('a Dutch open is seeded by C.04.2 (rating, title, name, unrated last), says which rule placed each player, and can be renumbered by hand until round 1', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('Seeding Open', { system: 'dutch', rounds: 5 });
  const t = new TournamentPage(page);
  const entries: readonly { name: string; rating: number; title?: string }[] = [
    { name: 'Unrated Ulla', rating: 0 }, { name: 'Zed', rating: 2300 }, { name: 'Adam', rating: 2300 },
    { name: 'Fiona', rating: 2300, title: 'wim' }, { name: 'Gregor', rating: 2300, title: 'FM' }, { name: 'Top', rating: 2500, title: 'GM' },
  ];
  for (const e of entries) {
    if (e.title) await t.addPlayerForm.getByLabel('Title', { exact: true }).fill(e.title);
    await t.addPlayer(e);
  }
  await t.section('Seeding');
  const preview = page.getByRole('table', { name: 'Seeding preview' });
  await expect(page.getByRole('radio', { name: /FIDE initial ranking.*FIDE Dutch's default/ })).toBeChecked();
  await expect(preview.locator('tbody tr td:nth-child(2)')).toHaveText(['Top', 'Gregor', 'Fiona', 'Adam', 'Zed', 'Unrated Ulla']);
  await expect(preview.locator('tbody tr td:nth-child(5)')).toHaveText([
    'first', 'lower rating', 'same rating, lower title', 'same rating, lower title', 'same rating and title: by name', 'unrated: after the rated players',
  ]);
  await page.screenshot({ path: 'docs/walkthrough/seeding.png', fullPage: true });

  await page.getByRole('button', { name: 'Lock seeding' }).click();
  await expect(page.getByText('Seeding is locked.')).toBeVisible();
  const seeding = page.getByRole('table', { name: 'Seeding' });

  // Before round 1: type a pairing number, move a player up; the Rule column marks the hand change.
  await seeding.getByLabel('Move Zed to pairing number').fill('2');
  await seeding.getByLabel('Move Zed to pairing number').press('Enter');
  await seeding.getByRole('button', { name: 'Move Unrated Ulla up' }).click();
  await expect(seeding.locator('tbody tr td:nth-child(2)')).toHaveText(['Top', 'Zed', 'Gregor', 'Fiona', 'Unrated Ulla', 'Adam']);
  await expect(seeding.locator('tbody tr').nth(2).locator('td').nth(4)).toHaveText('moved by hand');
  await page.getByRole('button', { name: 'Save start list' }).click();
  await expect(page.getByRole('button', { name: 'Save start list' })).toBeDisabled();
  await t.section('Players');
  await t.playersTable.getByRole('button', { name: /^Seed/ }).click();
  await expect(t.playersTable.locator('tbody tr td:first-child')).toHaveText(['1', '2', '3', '4', '5', '6']);
  await expect(t.playersTable.locator('tbody tr td:nth-child(2)')).toHaveText(['Top', 'Zed', 'Gregor', 'Fiona', 'Unrated Ulla', 'Adam']);

  // Re-sort by the rule, save: back to C.04.2's order.
  await t.section('Seeding');
  await page.getByRole('button', { name: 'Re-sort by this method' }).click();
  await page.getByRole('button', { name: 'Save start list' }).click();
  await expect(seeding.locator('tbody tr td:nth-child(2)')).toHaveText(['Top', 'Gregor', 'Fiona', 'Adam', 'Zed', 'Unrated Ulla']);

  // Round 1 paired: the start list is final.
  await t.pairNextRound(1);
  await t.section('Seeding');
  await expect(page.getByRole('button', { name: 'Save start list' })).toHaveCount(0);
  await expect(seeding.getByRole('button', { name: /^Move/ })).toHaveCount(0);
});
