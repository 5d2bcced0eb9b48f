import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { generatedPlayers, txtHeader, txtLine } from '../fixtures/rating-list/generator';
import type { ListPlayer } from '../../src/core/ratingList';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';
import { look } from './pages/look';

/** The 60-player open (test/e2e/fixtures/open60.csv): name, title, rating, federation, FIDE ID, birth date, sex. */
const open60 = readFileSync('test/e2e/fixtures/open60.csv', 'utf8').trim().split('\n').slice(1).map((line) => {
  const [, name = '', title = '', rating = '', fed = '', id = '', born = '', sex = ''] = /^"([^"]+)",([^,]*),(\d+),([A-Z]{3}),(\d+),([\d/]+),([mw]),/.exec(line) ?? [];
  return { name, title, rating: Number(rating), fed, id: Number(id), born: Number(born.slice(0, 4)), sex };
});
/** The junior: born 2011, K 40 on the list. */
const junior = open60[7]!;

const asListed = (p: (typeof open60)[number], ratingBonus = 0): ListPlayer => {
  const rating = p.rating + ratingBonus;
  const young = p === junior;
  return {
    fideId: p.id, name: p.name, federation: p.fed, sex: p.sex === 'w' ? 'F' : 'M', title: p.title, womanTitle: '', otherTitles: '', foaTitle: '',
    born: young ? 2011 : p.born, flag: p.sex === 'w' ? 'w' : '',
    standard: { rating, games: young ? 9 : 0, k: young ? 40 : rating >= 2400 ? 10 : 20 }, rapid: { rating: 0, games: 0, k: null }, blitz: { rating: 0, games: 0, k: null },
  };
};

/** A combined FIDE TXT list: the open's 60 players among 3000 others (the generator), as FIDE writes it. */
const listFile = (name: string, bonus: (i: number) => number) => {
  const lines = [txtHeader, ...[...generatedPlayers(3000, 7)].map(txtLine), ...open60.map((p, i) => txtLine(asListed(p, bonus(i))))];
  return { name, mimeType: 'text/plain', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1') };
};

const importList = async (page: Page, file: ReturnType<typeof listFile>, month: string) => {
  const disclosure = page.locator('details.rating-list-disclosure');
  if (!(await disclosure.evaluate((d) => (d as HTMLDetailsElement).open))) await disclosure.locator('summary').click();
  const form = page.getByRole('form', { name: 'Import a FIDE rating list' });
  await form.getByLabel(/^List file/).setInputFiles(file);
  await form.getByLabel('Month of the list').fill(month);
  await form.getByRole('button', { name: 'Import list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'players imported' })).toHaveText(/^3,060 players imported: the .* list, standard, rapid, blitz\.$/, { timeout: 60_000 });
};

test('the 60-player open registered from the FIDE list by ID and by name, a junior’s K 40 from the list, ratings updated before round 1', async ({ page }) => {
  test.setTimeout(240_000);
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('List Open', { system: 'dutch', rounds: 5 });
  const t = new TournamentPage(page);
  await importList(page, listFile('players_list_foa.txt', () => 0), '2026-11');
  await expect(page.getByRole('table', { name: 'Rating lists on this device' })).toContainText('November 2026');

  const form = t.addPlayerForm;
  const nameField = form.getByRole('combobox', { name: 'Name' });
  const idField = form.getByRole('combobox', { name: 'FIDE ID' });
  for (const [i, p] of open60.entries()) {
    if (i % 2 === 0) {
      // By FIDE ID, picked with the keyboard (the first suggestion is active; Enter picks it).
      await idField.fill(String(p.id));
      await expect(form.getByRole('option').first()).toContainText(p.name);
      await idField.press('Enter');
    } else {
      // By a few letters of the name, given name first, picked with the mouse.
      const [surname = '', given = ''] = p.name.split(', ');
      await nameField.fill(`${given.slice(0, 3)} ${surname.slice(0, 4)}`.toLowerCase());
      const option = form.getByRole('option', { name: new RegExp(`^${p.name}`) });
      if (i === 1) {
        await expect(option).toBeVisible();
        for (const s of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
          await page.setViewportSize(s);
          await nameField.scrollIntoViewIfNeeded();
          await look(page, 'rating-list-suggestions', s.width, { keepScroll: true });
        }
        await page.setViewportSize({ width: 1366, height: 768 });
      }
      await option.click();
    }
    await expect(nameField).toHaveValue(p.name);
    await expect(form.getByLabel('Rating', { exact: true })).toHaveValue(String(p.rating));
    await expect(form.getByLabel('Federation', { exact: true })).toHaveValue(p.fed);
    await form.getByRole('button', { name: 'Add player' }).click();
    await expect(t.playersTable.getByRole('cell', { name: p.name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Players (60)', level: 2 })).toBeVisible();

  // December's list: ten players' ratings moved. The dialog shows those ten; the TO leaves one out.
  await importList(page, listFile('players_list_foa.txt', (i) => (i % 6 === 0 ? 12 : 0)), '2026-12');
  await page.getByRole('button', { name: 'Update ratings from the list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update from the 2026-12 standard list' });
  const rows = dialog.getByRole('table', { name: 'Differences from the list' }).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(`Rating ${open60[0]!.rating} → ${open60[0]!.rating + 12}`);
  for (const s of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(s);
    await look(page, 'rating-list-update', s.width, { keepScroll: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await dialog.getByRole('checkbox', { name: `Apply the changes of ${open60[6]!.name}` }).uncheck();
  await dialog.getByRole('button', { name: 'Apply 9 changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'updated from the' })).toHaveText('9 players updated from the 2026-12 standard list.');
  // The table follows the stored players (a live query): waited for, not read once.
  const ratingOf = (name: string) => t.playersTable.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) }).getByRole('cell').nth(1);
  await expect(ratingOf(open60[0]!.name)).toHaveText(String(open60[0]!.rating + 12));
  await expect(ratingOf(open60[6]!.name)).toHaveText(String(open60[6]!.rating));

  // Round 1 is paired from the updated ratings; the junior's K is the list's 40.
  await t.section('Seeding');
  await page.getByRole('button', { name: 'Lock seeding' }).click();
  await t.pairNextRound(1);
  await expect(page.getByRole('button', { name: 'Update ratings from the list' })).toHaveCount(0);
  await t.enterResults(Array.from({ length: 30 }, () => '1' as const));
  await t.section('Standings');
  await page.getByText('Rating changes (FIDE)').click();
  const changes = page.getByRole('table', { name: 'Rating changes' });
  await expect(changes.getByLabel(`K of ${junior.name}`)).toHaveValue('40');
  await expect(changes.getByRole('row').filter({ hasText: junior.name })).toContainText('from the list');
});

test('a late entry after round 1 is looked up on the FIDE list by ID and by name, as at registration', async ({ page }) => {
  test.setTimeout(180_000);
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('Late List Open', { system: 'dutch', rounds: 5 });
  const t = new TournamentPage(page);
  for (const p of open60.slice(0, 6)) await t.addPlayer({ name: p.name, rating: p.rating, federation: p.fed });
  await importList(page, listFile('players_list_foa.txt', () => 0), '2026-11');
  await t.section('Seeding');
  await page.getByRole('button', { name: 'Lock seeding' }).click();
  await t.pairNextRound(1);
  await t.enterResults(['1', '=', '0']);

  await t.section('Players');
  const form = page.getByRole('form', { name: 'Late entry' });
  await expect(form.getByText('Type a few letters of the name, or the FIDE ID, to fill the player in from the FIDE list.')).toBeVisible();
  // The junior by FIDE ID, picked with the keyboard: every field from the list, and the list's K 40 with the player.
  const idField = form.getByRole('combobox', { name: 'FIDE ID' });
  await idField.fill(String(junior.id));
  await expect(form.getByRole('option').first()).toContainText(junior.name);
  await idField.press('Enter');
  await expect(form.getByRole('combobox', { name: 'Name' })).toHaveValue(junior.name);
  await expect(form.getByLabel('Rating', { exact: true })).toHaveValue(String(junior.rating));
  await expect(form.getByLabel('Federation', { exact: true })).toHaveValue(junior.fed);
  await expect(form.getByLabel('Birth date', { exact: true })).toHaveValue('2011');
  await expect(form.getByText(`From the FIDE list: ${junior.name}, K 40, 9 games rated in the list's month.`)).toBeVisible();
  await form.getByRole('button', { name: 'Add late entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'entered as no.' })).toContainText(`${junior.name} entered as no.`);
  await expect(t.playersTable.getByRole('cell', { name: junior.name, exact: true })).toBeVisible();

  // Another by a few letters of the name, given name first, picked with the mouse.
  const other = open60[8]!;
  const [surname = '', given = ''] = other.name.split(', ');
  const nameField = form.getByRole('combobox', { name: 'Name' });
  await nameField.fill(`${given.slice(0, 3)} ${surname.slice(0, 4)}`.toLowerCase());
  const option = form.getByRole('option', { name: new RegExp(`^${other.name}`) });
  await expect(option).toBeVisible();
  for (const s of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(s);
    await nameField.scrollIntoViewIfNeeded();
    await look(page, 'late-entry-suggestions', s.width, { keepScroll: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await option.click();
  await expect(nameField).toHaveValue(other.name);
  await expect(form.getByRole('combobox', { name: 'FIDE ID' })).toHaveValue(String(other.id));
  await expect(form.getByLabel('Rating', { exact: true })).toHaveValue(String(other.rating));
  await form.getByRole('button', { name: 'Add late entry' }).click();
  await expect(t.playersTable.getByRole('cell', { name: other.name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Players (8)', level: 2 })).toBeVisible();

  // Round 2 with the two late entries; the junior's rating change is computed with the list's K 40.
  await t.pairNextRound(2);
  await t.enterResults(['1', '1', '1', '1']);
  await t.section('Standings');
  await page.getByText('Rating changes (FIDE)').click();
  const changes = page.getByRole('table', { name: 'Rating changes' });
  await expect(changes.getByLabel(`K of ${junior.name}`)).toHaveValue('40');
  await expect(changes.getByRole('row').filter({ hasText: junior.name })).toContainText('from the list');
});
