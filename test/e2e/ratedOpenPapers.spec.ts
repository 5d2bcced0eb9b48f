import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';
import { SettingsPage } from './pages/SettingsPage';
import { PrintPage } from './pages/PrintPage';

/** Six players of a rated open: a WGM, long names, FIDE IDs, and one unrated player. */
const entries = [
  { name: 'Abdusattorova-Kowalczyk, Zhanna', rating: 2410, title: 'WGM', fideId: '14109603' },
  { name: 'Berg, Anna', rating: 2300, title: 'IM', fideId: '1503014' },
  { name: 'Christiansen-Lindqvist, Magnus', rating: 2150, fideId: '1710400' },
  { name: 'Dahl, Eva', rating: 1990 },
  { name: 'Engel, Tim', rating: 1800 },
  { name: 'Fox, Mia', rating: undefined },
] as const;

/** Whether an element's text is cut: wider or taller than its box (what an ellipsis or hidden overflow hides). */
const cut = (l: Locator): Promise<boolean> => l.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);

test('a rated open on every screen and paper: "unrated" one way, the Baku box beside its words, no sample text as a value, late entries named, the correction dialog in grammar, the phone standings with their points, headings and titles wrapped on paper with FIDE IDs', async ({ page }) => {
  test.setTimeout(120_000);
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('Rated Open Papers', { system: 'dutch', rounds: 3 });
  const t = new TournamentPage(page);

  // The Baku acceleration checkbox sits beside its words, on one line, as the other checkboxes.
  const settings = new SettingsPage(page);
  await settings.open();
  const baku = settings.form.getByLabel('Baku acceleration (C.04.7)');
  const box = (await baku.boundingBox())!;
  const label = (await baku.locator('xpath=ancestor::label[1]').boundingBox())!;
  expect(label.height, 'the label is one line, the box beside its words').toBeLessThan(box.height * 2.2);
  expect(label.width).toBeGreaterThan(box.width * 5);
  await page.locator('.settings-panel > summary').click();

  for (const e of entries) {
    if ('title' in e) await t.addPlayerForm.getByLabel('Title', { exact: true }).fill(e.title);
    if ('fideId' in e) await t.addPlayerForm.getByLabel('FIDE ID', { exact: true }).fill(e.fideId);
    await t.addPlayer(e);
  }
  // An unrated player reads "unrated" on every screen, never 0 or blank.
  const unratedRow = t.playersTable.getByRole('row', { name: /Fox, Mia/ });
  await expect(unratedRow.getByRole('cell').nth(1)).toHaveText('unrated');

  // Tournament details: the type of tournament shows no sample text as if it were a value; its
  // description says the 092 line is written only when filled in.
  await page.getByText('Tournament details', { exact: true }).click();
  const details = page.getByRole('form', { name: 'Tournament details' });
  const type = details.getByLabel('Type of tournament', { exact: true });
  await expect(type).toHaveValue('');
  expect(await type.getAttribute('placeholder')).toBeNull();
  await expect(type).toHaveAccessibleDescription(/092, written only when filled in; e\.g\. Individual: Swiss-System/);
  await details.getByLabel('City').fill('Szklarska Poręba');
  await details.getByLabel('Federation').fill('POL');
  await details.getByLabel('Start date').fill('2026/10/10');
  await details.getByLabel('End date').fill('2026/10/12');
  await details.getByLabel('Chief arbiter').fill('IA Katarzyna Nowicka (1100 1234), International Arbiter, Polish Chess Federation');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Details saved.');
  await page.getByText('Tournament details', { exact: true }).click();
  expect((await t.exportTrf()).split('\n').some((l) => l.startsWith('092'))).toBe(false);

  await t.section('Seeding');
  await expect(page.getByRole('table', { name: 'Seeding preview' }).getByRole('row', { name: /Fox, Mia/ })).toContainText('unrated');
  await page.getByRole('button', { name: 'Lock seeding' }).click();
  await expect(page.getByText('Seeding is locked.')).toBeVisible();
  // Locked seeding: the Players screen points to the late-entry form that works, not "not added".
  await t.section('Players');
  await expect(page.getByText(/players can be edited but not added/)).toHaveCount(0);
  await expect(page.getByText('Seeding is locked: edit a player from the list below; a player who arrives now is added with the late-entry form (Registration desk).')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Late entry' })).toBeVisible();

  for (const r of [1, 2, 3]) {
    await t.pairNextRound(r);
    await t.enterResults(['1', '=', '0']);
    await expect(t.resultCell(3)).not.toHaveAccessibleName(/not entered/);
  }
  // A round-1 correction after rounds 2 and 3 were paired: "Rounds 2-3 were paired … and stay".
  await t.showRound(1);
  await t.enterResult(1, '0');
  const ask = page.getByRole('dialog', { name: 'Change a result of round 1?' });
  await expect(ask).toContainText('Rounds 2-3 were paired from the old result and stay as paired (FIDE C.04.2); the standings change.');
  await ask.getByRole('button', { name: 'Cancel' }).click();

  // Standings: "unrated", as the other screens.
  await t.section('Standings');
  const standings = t.standingsTable;
  await expect(standings.getByRole('row', { name: /Fox, Mia/ }).getByRole('cell', { name: 'unrated', exact: true })).toBeVisible();
  await page.getByText('Rating changes (FIDE)').click();
  await expect(page.getByRole('table', { name: 'Rating changes' }).getByRole('row', { name: /Fox, Mia/ }).getByRole('cell').nth(2)).toHaveText('unrated');
  await page.getByText('Rating changes (FIDE)').click();

  // On a phone (390 px): rank, name and points in view without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(standings).toBeVisible();
  for (const head of ['Rank', 'Name', 'Points']) {
    const h = (await standings.getByRole('columnheader', { name: new RegExp(`^${head}`) }).boundingBox())!;
    expect(h.x + h.width, `${head} in view at 390 px`).toBeLessThanOrEqual(390);
  }
  const pts = (await standings.locator('tbody tr').first().locator('td').nth(await standings.locator('thead th').evaluateAll((ths) => ths.findIndex((th) => th.textContent?.startsWith('Points')))).boundingBox())!;
  expect(pts.x + pts.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/rated-open-standings-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // Paper: the heading wraps (no "…"), the WGM title and the long names are whole, FIDE IDs printed.
  const id = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
  const sheet = new PrintPage(page);
  await sheet.open(id, 'ratings');
  const header = page.locator('.sheet-header').first();
  await expect(header).toContainText('Chief arbiter IA Katarzyna Nowicka (1100 1234), International Arbiter, Polish Chess Federation');
  for (const part of [header, header.locator('.event'), header.locator('.event-details')]) expect(await cut(part)).toBe(false);
  const table = sheet.root.getByRole('table', { name: 'Rating changes, page 1' });
  expect(await table.locator('thead th').allInnerTexts()).toEqual(['No', 'Name', 'FIDE ID', 'Ti', 'Rtg', 'K', 'Games', 'Score', 'Exp.', 'Change', 'Rnd', 'Rc', 'Perf.']);
  const wgmRow = table.getByRole('row', { name: /Abdusattorova-Kowalczyk/ });
  await expect(wgmRow.getByRole('cell', { name: 'WGM', exact: true })).toBeVisible();
  await expect(wgmRow.getByRole('cell', { name: '14109603', exact: true })).toBeVisible();
  for (const cell of await table.locator('tbody td').all()) expect(await cut(cell), await cell.innerText()).toBe(false);
  expect(await sheet.overflowingSheets()).toEqual([]);
  await sheet.savePdf('test-results/print/rated-open-rating-changes.pdf');
  await sheet.open(id, 'standings');
  for (const part of [page.locator('.sheet-header').first(), page.locator('.sheet-header .event-details').first()]) expect(await cut(part)).toBe(false);
  for (const cell of await sheet.root.locator('tbody td.name').all()) expect(await cut(cell), await cell.innerText()).toBe(false);
  expect(await sheet.overflowingSheets()).toEqual([]);
  await sheet.savePdf('test-results/print/rated-open-standings-portrait.pdf');
});
