import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

/** A club Swiss whose points count each `U` as 0, with no BBU (test/fixtures/handmade/README.md). */
const file = join(process.cwd(), 'test/fixtures/handmade/club_swiss_u_bye_zero.trf');

test('a file whose points count the pairing-allocated bye as 0 is imported as JaVaFo reads it, the inference listed with the import warnings, and its next round paired as the command line pairs it', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.importTrf(file, 'dutch');
  const warnings = page.getByRole('region', { name: 'Import warnings' });
  await expect(warnings).toContainText('club_swiss_u_bye_zero.trf was imported.');
  await expect(warnings).toContainText('line 12, column 81: the file\'s points count a pairing-allocated bye (U) as 0 points; read it so, as JaVaFo does; add `BBU 0.0` to say so');
  await page.screenshot({ path: test.info().outputPath('inferred-bye-import.png'), fullPage: true });
  await warnings.getByRole('button', { name: 'Open the tournament' }).click();
  await expect(page.getByRole('heading', { name: 'Club Swiss Autumn 2025', level: 1 })).toBeVisible();
  const t = new TournamentPage(page);
  await t.pairNextRound(4);
  await page.screenshot({ path: test.info().outputPath('inferred-bye-round-4.png'), fullPage: true });
  // `pairwise --dutch club_swiss_u_bye_zero.trf -p` (test/cli/otherPrograms.test.ts): 6-4, 5-1, 7-2, bye to 3.
  expect((await t.pairings(4)).sort()).toEqual(['5 1', '6 4', '7 2']);
  await t.section('Rounds');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export TRF' }).click()]);
  // The export states what was inferred, so bbpPairings reads it the same way.
  expect(await readFile(await download.path(), 'utf8')).toContain('\nBBU  0.0\n');
});
