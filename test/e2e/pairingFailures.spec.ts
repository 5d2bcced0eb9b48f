import { expect, test } from '@playwright/test';
import type { Page, Worker } from '@playwright/test';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

const fixture = (name: string): string => join(process.cwd(), 'test/e2e/fixtures', name);

/** Imports a TRF with the pairing system the TO picks. */
const importTrf = async (page: Page, file: string, system: string): Promise<void> => {
  const list = new TournamentListPage(page);
  await list.goto();
  const form = page.getByRole('form', { name: 'Import TRF' });
  await form.getByLabel('TRF file', { exact: true }).setInputFiles(fixture(file));
  await form.getByLabel('Pairing system of the file', { exact: true }).selectOption(system);
  await form.getByRole('button', { name: 'Import TRF' }).click();
};

/** The page's pairing worker (started by the first pairing). */
const pairingWorker = (page: Page): Worker => {
  const w = page.workers().find((x) => x.url().includes('pairing'));
  if (!w) throw new Error('no pairing worker running');
  return w;
};

/** A TCEC event after round 4 has been paired and played, so the worker is running. */
const round4Played = async (page: Page): Promise<TournamentPage> => {
  await importTrf(page, 'p8_r7_s901_r4.trf', 'tcec-single');
  const t = new TournamentPage(page);
  await t.pairNextRound(4);
  await t.enterResults(['1', '0', '=', '1']);
  await expect(page.getByRole('button', { name: 'Pair round 5' })).toBeEnabled();
  return t;
};

test('an impossible round says which players cannot be paired and which rule blocks them', async ({ page }) => {
  await importTrf(page, 'three_all_met.trf', 'burstein');
  await expect(page.getByRole('heading', { name: 'Three who all met', level: 1 })).toBeVisible();
  const t = new TournamentPage(page);
  await t.section('Rounds');
  await page.getByRole('button', { name: 'Pair round 4' }).click();
  await expect(t.alert).toContainText('Round 4 cannot be paired: Ann Lee (1) cannot be paired with anybody and may not have the bye.');
  await expect(t.alert).toContainText('Already played each other (C.04.3 C1: no rematch): Ann Lee (1)–Bob Kay (2) (round 1); Ann Lee (1)–Cem Ora (3) (round 2).');
  await expect(t.alert).toContainText('May not have the bye (C.04.3 C2: no second pairing-allocated bye): Ann Lee (1) (had it in round 3).');
  // One rule per line.
  expect((await t.alert.innerText()).split('\n')).toHaveLength(3);
  await expect(t.boards(4)).toHaveCount(0);
});

test('a crashed pairing worker is restarted, the TO is told, and the round can be paired again', async ({ page }) => {
  const t = await round4Played(page);
  // The worker dies on its next request: an uncaught error in its message handler.
  await pairingWorker(page).evaluate(() => {
    self.onmessage = () => {
      throw new Error('simulated crash');
    };
  });
  await page.getByRole('button', { name: 'Pair round 5' }).click();
  await expect(t.alert).toContainText('The pairing worker stopped unexpectedly');
  await expect(t.alert).toContainText('It has been restarted and nothing was saved; pair round 5 again.');
  await expect(t.boards(5)).toHaveCount(0);
  await t.pairNextRound(5);
  await expect(t.boards(5).locator('tbody tr')).toHaveCount(4);
  await expect(t.alert).toHaveCount(0);
});

test('cancel stops a pairing that does not finish, and the round can be paired again', async ({ page }) => {
  const t = await round4Played(page);
  // The worker never answers (as a pairing far too slow would).
  await pairingWorker(page).evaluate(() => {
    self.onmessage = () => undefined;
  });
  await page.getByRole('button', { name: 'Pair round 5' }).click();
  await expect(t.pairingStatus).toHaveText('Reading the tournament for round 5…');
  await page.locator('.round-controls').getByRole('button', { name: 'Cancel' }).click();
  await expect(t.alert).toHaveText('Pairing round 5 was cancelled; nothing was saved, and round 5 can be paired again.');
  await expect(t.boards(5)).toHaveCount(0);
  await t.pairNextRound(5);
  await expect(t.boards(5).locator('tbody tr')).toHaveCount(4);
});
