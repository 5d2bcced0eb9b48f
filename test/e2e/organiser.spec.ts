import { expect, test } from '@playwright/test';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

test('bad input says where and why and changes nothing; players can be edited and removed before round 1', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('Registration Desk', { rounds: 5 });
  const t = new TournamentPage(page);
  await t.addPlayer({ name: 'Carlsen', rating: 2830, federation: 'NOR' });
  await t.addPlayer({ name: 'Caruana', rating: 2800 });
  await t.addPlayer({ name: 'Nakamura', rating: 2790 });

  // A rating that is not a whole number, with a bad title and birth date: every problem in words,
  // quoting what was typed (no field keys, no "NaN"); each field marked and described by its message.
  const form = t.addPlayerForm;
  await form.getByLabel('Name', { exact: true }).fill('Ding');
  await form.getByLabel('Rating', { exact: true }).fill('27x0');
  await form.getByLabel('Title', { exact: true }).fill('GMX');
  await form.getByLabel('Birth date', { exact: true }).fill('1992/13/24');
  await form.getByRole('button', { name: 'Add player' }).click();
  await expect(t.alert).toContainText('Rating must be a whole number from 0 (unrated) to 4000, not "27x0".');
  await expect(t.alert).toContainText('Title must be one of GM, IM');
  await expect(t.alert).toContainText('Birth date "1992/13/24" is not a day of the calendar');
  await expect(t.alert).not.toContainText('NaN');
  await expect(t.alert).not.toContainText(/rating|title|birthDate/);
  for (const [label, says] of [['Rating', /not "27x0"/], ['Title', /Title must be one of/], ['Birth date', /not a day of the calendar/]] as const) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(says);
  }
  await expect(form.getByLabel('Name', { exact: true })).not.toHaveAttribute('aria-invalid');
  await expect(t.playersTable.locator('tbody tr')).toHaveCount(3);
  // The rating alone put right: the title and the date are still refused, by the repository's one validator.
  await form.getByLabel('Rating', { exact: true }).fill('2780');
  await form.getByRole('button', { name: 'Add player' }).click();
  await expect(t.alert).toContainText('Title must be one of GM, IM');
  await expect(form.getByLabel('Rating', { exact: true })).not.toHaveAttribute('aria-invalid');
  await expect(form.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Title', { exact: true }).fill('');
  await form.getByLabel('Birth date', { exact: true }).fill('');
  await form.getByLabel('Rating', { exact: true }).fill('27x0');
  await form.getByRole('button', { name: 'Add player' }).click();
  await expect(t.alert).toHaveText('Rating must be a whole number from 0 (unrated) to 4000, not "27x0".');
  await form.getByLabel('Federation', { exact: true }).fill('chn');
  await form.getByLabel('Rating', { exact: true }).fill('2780');
  await form.getByRole('button', { name: 'Add player' }).click();
  await expect(t.playersTable.getByRole('cell', { name: 'Ding', exact: true })).toBeVisible();
  await expect(t.playersTable.getByRole('cell', { name: 'CHN', exact: true })).toBeVisible();

  // Edit, then sort by rating with the keyboard.
  await t.playersTable.getByRole('button', { name: 'Edit Caruana' }).click();
  const edit = page.getByRole('form', { name: 'Edit Caruana' });
  await edit.getByLabel('Rating', { exact: true }).fill('2805');
  await edit.getByRole('button', { name: 'Save player' }).click();
  await expect(t.playersTable.getByRole('cell', { name: '2805', exact: true })).toBeVisible();
  await t.playersTable.getByRole('button', { name: /^Rating/ }).press('Enter');
  const ratingHeader = t.playersTable.getByRole('columnheader', { name: /^Rating/ });
  await expect(ratingHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(t.playersTable.locator('tbody tr td:first-child')).toHaveText(['Carlsen', 'Caruana', 'Nakamura', 'Ding']);
  await t.playersTable.getByRole('button', { name: /^Rating/ }).press('Enter');
  await expect(ratingHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(t.playersTable.locator('tbody tr').first()).toContainText('Ding');

  // Seed, remove a player before round 1: the seeds close the gap.
  await t.seed({ method: 'group', groups: 2 });
  await t.section('Players');
  await t.playersTable.getByRole('button', { name: 'Remove Nakamura' }).click();
  await expect(t.playersTable.locator('tbody tr')).toHaveCount(3);
  await t.playersTable.getByRole('button', { name: /^Seed/ }).click();
  await expect(t.playersTable.locator('tbody tr td:first-child')).toHaveText(['1', '2', '3']);

  // Round 1 paired: no more removals.
  await t.pairNextRound(1);
  await t.section('Players');
  await expect(t.playersTable.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
});

test('TCEC double rounds take two results per board by keyboard; deleting asks first', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('Double Trouble', { system: 'tcec-double', rounds: 3 });
  const t = new TournamentPage(page);
  for (const [i, name] of ['Stockfish', 'Leela', 'Komodo', 'Ethereal'].entries()) await t.addPlayer({ name, rating: 3600 - i * 40 });
  await t.seed({ method: 'random' });
  await t.pairNextRound(1);
  await expect(page.getByRole('button', { name: 'Pair round 2' })).toBeDisabled();
  await t.enterResults(['1', '=', '0', '+']);
  await expect(t.resultCell(1, 1)).toHaveText('1-0');
  await expect(t.resultCell(1, 2)).toHaveText('½-½');
  await expect(t.resultCell(2, 1)).toHaveText('0-1');
  await expect(t.resultCell(2, 2)).toHaveText('+/-');
  // Delete clears a result; the next round waits for it.
  await t.resultCell(2, 2).press('Delete');
  await expect(t.resultCell(2, 2)).toHaveText('…');
  await expect(page.getByRole('button', { name: 'Pair round 2' })).toBeDisabled();
  await t.enterResult(2, '=', 2);
  await t.pairNextRound(2);

  const standings = await t.standings();
  const total = standings.reduce((s, r) => s + Number(r[3]), 0);
  expect(total).toBe(4); // four games, one point each

  await page.getByRole('link', { name: 'Pairwise' }).click();
  await list.list.getByRole('button', { name: 'Delete Double Trouble' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(list.list.getByRole('button', { name: 'Open Double Trouble' })).toBeVisible();
  await list.deleteTournament('Double Trouble');
});
