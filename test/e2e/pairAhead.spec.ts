import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';
import type { ResultKey } from './pages/TournamentPage';

/**
 * Pairing ahead: once the last result of a round is in, the worker pairs the next round before the
 * TO clicks. The round the TO gets must still be the one the results on screen give, whatever was
 * corrected after the last result went in.
 */

/** How many times the worker said it was ready (it pairs ahead before it says so). */
const readiness = (page: Page): Promise<number> => page.evaluate(() => performance.getEntriesByName('pairwise:warmed').length);

/** A TCEC event after round 4 has been paired; the round's results typed from board 1 on. */
const round4 = async (page: Page, results: readonly ResultKey[]): Promise<TournamentPage> => {
  const list = new TournamentListPage(page);
  await list.goto();
  const form = page.getByRole('form', { name: 'Import TRF' });
  await form.getByLabel('TRF file', { exact: true }).setInputFiles(join(process.cwd(), 'test/e2e/fixtures', 'p8_r7_s901_r4.trf'));
  await form.getByLabel('Pairing system of the file', { exact: true }).selectOption('tcec-single');
  await form.getByRole('button', { name: 'Import TRF' }).click();
  const t = new TournamentPage(page);
  await t.pairNextRound(4);
  const before = await readiness(page);
  await t.enterResults(results);
  await expect(page.getByRole('button', { name: 'Pair round 5' })).toBeEnabled();
  // The worker has paired round 5 ahead from these results.
  await expect.poll(() => readiness(page)).toBeGreaterThan(before);
  return t;
};

test('a result corrected after the round was paired ahead is in the round the TO gets', async ({ browser }) => {
  const corrected = await browser.newPage();
  const t = await round4(corrected, ['1', '0', '=', '1']);
  await t.enterResult(2, '1');
  await expect(t.resultCell(2)).toHaveText('1-0');
  await t.pairNextRound(5);
  const afterCorrection = await t.pairings(5);

  // The same results typed straight away, in a browser of its own.
  const context = await browser.newContext();
  const straight = new TournamentPage(await context.newPage());
  await round4(straight.page, ['1', '1', '=', '1']);
  await straight.pairNextRound(5);
  expect(afterCorrection).toEqual(await straight.pairings(5));

  // And the correction matters: the results before it pair round 5 otherwise.
  const uncorrected = new TournamentPage(await (await browser.newContext()).newPage());
  await round4(uncorrected.page, ['1', '0', '=', '1']);
  await uncorrected.pairNextRound(5);
  expect(await uncorrected.pairings(5)).not.toEqual(afterCorrection);
});
