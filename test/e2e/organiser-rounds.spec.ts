import { expect, test } from '@playwright/test';
import { OrganiserPage } from './pages/OrganiserPage';
import { RoundHistoryPage } from './pages/RoundHistoryPage';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

const entries = 'Name,Rating\nAlpha,2600\nBravo,2550\nCharlie,2500\nDelta,2450\nEcho,2400\nFoxtrot,2350\n';

test('byes, drops and late entries reach the pairing; undo and delete the last round; audit log; a backup restores and a bad one is refused', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('Desk Open', { rounds: 4 });
  const t = new TournamentPage(page);
  const history = new RoundHistoryPage(page);
  const o = new OrganiserPage(page);
  await o.chooseCsv('entries.csv', entries);
  await o.importButton().click();
  await expect(t.playersTable.locator('tbody tr')).toHaveCount(6);
  await t.seed({ method: 'group', groups: 1 });
  await t.pairNextRound(1);
  await t.enterResults(['1', '=', '0']);
  await expect(page.getByRole('button', { name: 'Pair round 2' })).toBeEnabled();

  // Undo the last result entered: board 3 is empty again and round 2 cannot be paired.
  await page.getByRole('button', { name: /^Undo result: round 1 board 3 0-1/ }).click();
  await expect(t.resultCell(3)).toHaveAccessibleName('Board 3 result: not entered');
  await expect(page.getByRole('button', { name: 'Pair round 2' })).toBeDisabled();
  // Pairing anyway asks first and names the open board (the TCEC system then refuses; nothing is paired).
  await history.roundAction('Pair with results missing (round 2)…');
  const ask = page.getByRole('dialog', { name: 'Pair round 2 with results missing?' });
  await expect(ask).toContainText('Round 1 still needs results on board(s) 3.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await t.enterResult(3, '0');

  // Registration desk: Charlie asks for a half-point bye in round 2, Foxtrot drops, Golf arrives late.
  await t.section('Players');
  await o.requestBye('3. Charlie', 2, 'H');
  await expect(page.getByRole('list', { name: 'Requested byes' })).toContainText('Round 2: Charlie (half-point bye)');
  await o.requestBye('6. Foxtrot', 1, 'drop');
  await expect(page.getByRole('alert')).toContainText('Round 1 is already paired');
  await o.requestBye('6. Foxtrot', 2, 'drop');
  await expect(page.getByRole('list', { name: 'Dropped players' })).toContainText('Foxtrot: not paired from round 2');
  await o.lateEntry('Golf', 2300);
  await expect(page.getByText('Golf entered as no. 7; rounds 1-1: zero points.')).toBeVisible();
  await o.lateEntry('golf', 2300);
  await expect(page.getByRole('alert')).toContainText('Duplicate player: Golf is already registered.');

  await t.pairNextRound(2);
  const r2 = (await t.pairings(2)).join(' ').split(' ');
  expect(r2).not.toContain('3');
  expect(r2).not.toContain('6');
  await expect(page.getByText(/Byes: .*Charlie: half-point bye/)).toBeVisible();
  // The late entry plays (or, five players being left, may get the pairing-allocated bye).
  const byes = (await page.getByText(/^Byes:/).textContent()) ?? '';
  expect(r2.includes('7') || byes.includes('Golf: bye (pairing-allocated)')).toBe(true);

  // Delete round 2 (asks first): it can be paired again.
  await history.roundAction('Delete round 2');
  const dialog = page.getByRole('dialog', { name: 'Delete round 2?' });
  await expect(dialog).toContainText('0 result(s) entered');
  await dialog.getByRole('button', { name: 'Delete round' }).click();
  await expect(t.boards(2)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pair round 2' })).toBeEnabled();

  // Every change is in the audit log with its time.
  await page.getByText('Audit log', { exact: true }).click();
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit.locator('tbody tr').first()).toContainText('delete-round');
  for (const action of ['import-players', 'lock-seeding', 'pair-round', 'result', 'request-bye', 'drop-player', 'late-entry']) {
    await expect(audit.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }

  // Backup: a damaged file is refused and changes nothing; the real one restores the event.
  const backup = await o.exportBackup();
  const damaged = JSON.parse(backup) as { players: { rating: unknown }[] };
  damaged.players[1]!.rating = 'strong';
  await page.getByRole('link', { name: 'Pairwise' }).click();
  await o.restoreBackup('damaged.json', JSON.stringify(damaged));
  await expect(page.getByRole('alert')).toContainText('damaged.json: The backup cannot be restored: players[1].rating must be a whole number from 0 to 4000, not "strong". Nothing was changed.');
  await expect(list.list.getByRole('listitem')).toHaveCount(1);
  await o.restoreBackup('desk.json', backup);
  await expect(page.getByRole('heading', { name: 'Desk Open', level: 1 })).toBeVisible();
  await expect(t.playersTable.locator('tbody tr')).toHaveCount(7);
  await page.getByRole('link', { name: 'Pairwise' }).click();
  await expect(list.list.getByRole('listitem')).toHaveCount(2);
});
