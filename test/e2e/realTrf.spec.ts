import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { ratingReport, readTrf, tournamentFromTrf } from '../../src/core/trf';

/** What Export TRF writes for a file imported as FIDE Dutch (core/trf ratingReport). */
const ratingReportText = (text: string): string => {
  const read = readTrf(text);
  if (!read.ok) throw new Error(read.error.message);
  const t = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' } });
  if (!t.ok) throw new Error(t.error.message);
  const r = ratingReport(t.tournament, 'trf16', text);
  if (!r.ok) throw new Error(r.detail);
  return r.text;
};
import { SettingsPage } from './pages/SettingsPage';
import { TournamentPage } from './pages/TournamentPage';

/** Real files other programs wrote (test/fixtures/real/README.md). */
const real = (name: string): string => join(process.cwd(), 'test/fixtures/real', name);

test('a real file with fields another program wrote its own way is imported, the fields listed as kept, and exported as written except the final ranks and counts of the rating report', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.importTrf(real('javafo_aum_capo_d_orso_2012.trf'), 'dutch');
  const warnings = page.getByRole('region', { name: 'Import warnings' });
  await expect(warnings).toContainText('javafo_aum_capo_d_orso_2012.trf was imported. 11 things in it were kept as written or read as the file\'s own points say');
  await expect(warnings).toContainText('line 56, column 70: player 42: Birth date must look like 1973/03/09 (or 1973, 1973-03-09, 1973.03.09), not "120242"; kept as written');
  await page.screenshot({ path: test.info().outputPath('import-warnings.png'), fullPage: true });
  await warnings.getByRole('button', { name: 'Open the tournament' }).click();
  await expect(page.getByRole('heading', { name: "4° Open Capo D' Orso 2012", level: 1 })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export TRF' }).click()]);
  const original = readFileSync(real('javafo_aum_capo_d_orso_2012.trf'), 'utf8');
  const exported = await readFile(await download.path(), 'utf8');
  // The rating report: each 001 rank is the final standings rank with the event's tie-breaks (the
  // file's own ranks came from JaVaFo's), 072 counts the rated players; every other byte as written.
  expect(exported).toBe(ratingReportText(original));
  const [a, b] = [original, exported].map((x) => x.split('\n'));
  const differing = a!.map((l, i) => [l, b![i]!] as const).filter(([x, y]) => x !== y);
  for (const [x, y] of differing) {
    if (x.startsWith('001')) expect(y.slice(0, 85) + y.slice(89).trimEnd()).toBe(x.slice(0, 85) + x.slice(89).trimEnd());
    else expect([x, y]).toEqual(['072 73', '072 84']);
  }
});

test('JaVaFo\'s sample event is imported and its round 5 paired as JaVaFo paired it', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.importTrf(real('javafo_aum_gros_r5.trf'), 'dutch');
  await expect(page.getByRole('heading', { name: 'XX Open Internacional de Gros', level: 1 })).toBeVisible();
  const t = new TournamentPage(page);
  await t.pairNextRound(5);
  await page.screenshot({ path: test.info().outputPath('gros-round-5.png'), fullPage: true });
  const javafo = readFileSync(real('javafo_aum_gros_r5.expected'), 'utf8').trim().split('\n').slice(1).map((l) => l.trim()).filter((l) => !l.endsWith(' 0'));
  expect((await t.pairings(5)).sort()).toEqual(javafo.sort());
});

test('a team tournament is refused naming the record\'s line, and nothing is stored', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.importTrf(real('sharly_team_bye.trf'), 'dutch');
  await expect(page.getByRole('alert')).toContainText('sharly_team_bye.trf, line 13, column 1');
  await expect(page.getByRole('alert')).toContainText('team tournaments are not supported (record 310)');
  await page.screenshot({ path: test.info().outputPath('team-refused.png'), fullPage: true });
});

test('a TO who needs bbpPairings\' identical output chooses its Baku group A (⌈N/2⌉) in the settings; the FIDE text\'s is the default', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('Baku Open', { system: 'dutch', rounds: 7 });
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.form.getByLabel('Baku acceleration (C.04.7)').check();
  const groups = settings.form.getByLabel('Baku group A', { exact: true });
  await expect(groups).toHaveValue('fide');
  await groups.selectOption('bbp');
  await settings.roundsInput.press('Enter');
  await expect(page.locator('.tournament-header .meta')).toContainText('FIDE Dutch (2026), Baku acceleration (bbpPairings groups)');
  await page.screenshot({ path: test.info().outputPath('baku-groups.png'), fullPage: true });
});
