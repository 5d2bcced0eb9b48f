import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { TournamentListPage } from './pages/TournamentListPage';
import { NetrunnerPage } from './pages/NetrunnerPage';
import { ProjectorPage, ProjectorRemote } from './pages/ProjectorPage';
import { identitiesOfSide } from '../../src/core/netrunner/identities';

/**
 * A Netrunner TO's screens: what registration asks, the rounds and standings on a phone, and the
 * standings on the wall. Results favour the lower start rank, so the top players reach 12 points.
 */
const shots = 'test-results/netrunner-screens';
const names = ['Aiko', 'Bram', 'Cleo', 'Dmitri', 'Esme', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kira', 'Luca', 'Maya'];
// The longest identities on the list: the ones that wrapped a board to 4-5 lines on a phone.
const byLength = (side: 'corp' | 'runner') => [...identitiesOfSide(side)].sort((a, b) => b.name.length - a.name.length);

/** Plays `rounds` rounds of a 13-player single-sided event: the lower start rank wins every game. */
async function regional(page: Page, rounds: number): Promise<NetrunnerPage> {
  const list = new TournamentListPage(page);
  await list.goto();
  const t = await NetrunnerPage.create(page, 'Wall Regional', { rounds, costModel: 'sass' });
  const corps = byLength('corp');
  const runners = byLength('runner');
  for (const [i, name] of names.entries()) await t.addNetrunnerPlayer({ name, corp: corps[i % 4]!.name, runner: runners[i % 4]!.name });
  await t.seed({ method: 'random' });
  for (let round = 1; round <= rounds; round++) {
    await t.pairNextRound(round);
    const keys = (await t.pairings(round)).map((line) => { const [c, r] = line.split(' ').map(Number); return (c! < r! ? '1' : '0') as '1' | '0'; });
    await t.enterResults(keys);
  }
  return t;
}

test('a Netrunner event registers identities, not ratings: forms, players table, desk, byes in words, no FIDE article', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  const t = await NetrunnerPage.create(page, 'Store Champs', { rounds: 3, costModel: 'sass' });
  for (const label of ['Rating', 'Title', 'FIDE ID', 'Federation', 'Birth date']) await expect(t.addPlayerForm.getByLabel(label, { exact: true })).toHaveCount(0);
  const corp = identitiesOfSide('corp')[0]!.name;
  const runner = identitiesOfSide('runner')[0]!.name;
  for (const name of ['Ana', 'Ben', 'Cai', 'Dov', 'Eli']) await t.addNetrunnerPlayer({ name, corp, runner });
  const heads = await t.playersTable.locator('thead th').allInnerTexts();
  expect(heads.join('|')).not.toMatch(/Rating|Title|Fed\b/);
  expect(heads.join('|')).toMatch(/Corp identity/);
  await expect(t.playersTable.getByRole('cell', { name: corp, exact: true }).first()).toBeVisible();
  await t.seed({ method: 'random' });
  await t.section('Players');
  // The desk: no half-point bye offered, and a zero-point sit-out by default.
  const desk = page.getByRole('form', { name: 'Bye or drop' });
  const what = desk.getByLabel('What', { exact: true });
  expect(await what.locator('option').allInnerTexts()).not.toContain('Half-point bye');
  expect(await what.inputValue()).not.toBe('H');
  const late = page.getByRole('form', { name: 'Late entry' });
  for (const label of ['Rating', 'Title', 'FIDE ID']) await expect(late.getByLabel(label, { exact: true })).toHaveCount(0);
  // 5 players: the bye, in words.
  await t.pairNextRound(1);
  await expect(page.getByText(/^Byes: /)).toHaveText(/^Byes: \w+: bye$/);
  await t.enterResults(['1', '1']);
  await t.pairNextRound(2);
  // A round-1 result corrected after round 2 was paired: the question cites no FIDE article.
  await t.showRound(1);
  await t.enterResult(1, '0');
  const question = page.getByRole('dialog', { name: 'Change a result of round 1?' });
  await expect(question).toContainText('stays as paired');
  await expect(question).not.toContainText('C.04');
  await question.getByRole('button', { name: 'Change the result' }).click();
  await expect(page.locator('.standings-effect')).not.toContainText('C.04');
});

test('the wall shows every score and SoS whole at 1920×1080 and 1366×768', async ({ page }) => {
  test.setTimeout(150_000);
  await mkdir(shots, { recursive: true });
  const t = await regional(page, 4);
  void t;
  const remote = new ProjectorRemote(page);
  const wall = new ProjectorPage(await remote.openProjector());
  await remote.show('Standings');
  for (const [width, height] of [[1920, 1080], [1366, 768]] as const) {
    await wall.page.setViewportSize({ width, height });
    await expect(wall.standings).toBeVisible();
    await expect(wall.standings).toContainText('12.0');
    // No number cell is cut: each shows all its text (the leader's 12.0, every SoS to four places).
    const cut = await wall.page.locator('.projector-list td.num, .projector-list th.num').evaluateAll((cells) =>
      cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent));
    expect(cut, `${width} px`).toEqual([]);
    await wall.page.screenshot({ path: `${shots}/projector-standings-${width}.png` });
  }
});

test('on a phone (390 px) the rounds screen leads with the boards, whole, two lines a player; the standings fit the width', async ({ page }) => {
  test.setTimeout(150_000);
  await mkdir(shots, { recursive: true });
  await regional(page, 2);
  await page.setViewportSize({ width: 390, height: 844 });
  const t = new NetrunnerPage(page);
  await t.section('Standings');
  await t.section('Rounds');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/rounds-390.png` });
  await page.screenshot({ path: `${shots}/rounds-390-full.png`, fullPage: true });
  const firstBoard = t.boards(2).locator('tbody tr').first();
  const box = await firstBoard.boundingBox();
  expect(box, 'first board').not.toBeNull();
  // Its top within the first screen, with room to see it.
  expect(box!.y + 60, 'the first board is on the first screen').toBeLessThan(844);
  // A board with the longest identities: at most about two lines a player.
  const heights = await t.boards(2).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
  expect(Math.max(...heights), 'board height').toBeLessThan(130);
  // The result button is whole, inside the screen.
  const rights = await t.boards(2).locator('button[data-result]').evaluateAll((bs) => bs.map((b) => {
    const r = b.getBoundingClientRect();
    const cell = b.closest('td')!.getBoundingClientRect();
    const scroller = b.closest('.table-scroll')!.getBoundingClientRect();
    return Math.max(r.right - cell.right, r.right - scroller.right, r.right - 390);
  }));
  expect(Math.max(...rights), 'result button clipped').toBeLessThanOrEqual(0);
  const scrolls = await page.locator('.table-scroll').first().evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(scrolls, 'boards scroll sideways').toBeLessThanOrEqual(0);

  // The standings: no chess prize filters first, nothing to scroll sideways.
  await t.section('Standings');
  await expect(page.getByRole('group', { name: 'Prize group' })).toHaveCount(0);
  const standings = page.getByRole('table', { name: 'Standings', exact: true });
  await expect(standings).toBeVisible();
  const wide = await standings.evaluate((el) => el.scrollWidth - (el.parentElement?.clientWidth ?? 0));
  expect(wide, 'standings scroll sideways').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}/standings-390.png` });
  await t.openCut();
  const nr = await t.netrunnerStandings.evaluate((el) => el.scrollWidth - (el.parentElement?.clientWidth ?? 0));
  expect(nr, 'Netrunner standings scroll sideways').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}/cut-390.png`, fullPage: true });
});

test('the identity list loads from a NetrunnerDB card-data file, filters by the format it names, and a bad file changes nothing', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  const t = await NetrunnerPage.create(page, 'New Set Regional', { rounds: 3, costModel: 'sass' });
  const loader = page.locator('details.identity-list');
  await loader.locator('summary').click();
  await expect(loader.locator('summary')).toContainText('the list shipped with the app');
  await loader.getByLabel('NetrunnerDB card data').setInputFiles('test/fixtures/netrunner/nrdb-cards-v2.json');
  await expect(page.getByRole('status').filter({ hasText: 'identities loaded' })).toHaveText('4 identities loaded from nrdb-cards-v2.json.');
  // An identity of a set newer than the shipped list is offered.
  await t.addNetrunnerPlayer({ name: 'Ana', corp: 'Sample Syndicate: Made Up for Tests', runner: 'Retired Runner: Only in Eternal' });
  // Standard (from the file's card pools): the old set's runner is no longer offered.
  await loader.getByLabel('Format').selectOption({ label: 'Standard (fixture)' });
  await t.addPlayerForm.getByRole('button', { name: 'Show runner identity list' }).click();
  const runners = page.getByRole('listbox', { name: /Runner identity/ });
  await expect(runners.getByRole('option')).toHaveText([/^Quinn "Fixture" Okafor: Invented Runner/]);
  await page.keyboard.press('Escape');
  // A file that is not card data: the reason, and the loaded list stays.
  await loader.getByLabel('NetrunnerDB card data').setInputFiles({ name: 'players.json', mimeType: 'application/json', buffer: Buffer.from('{"players": []}') });
  await expect(page.getByRole('alert')).toContainText('players.json is not NetrunnerDB card data');
  await expect(loader.locator('summary')).toContainText('4 identities from nrdb-cards-v2.json');
  await page.reload();
  await expect(page.locator('details.identity-list summary')).toContainText('4 identities from nrdb-cards-v2.json');
});
