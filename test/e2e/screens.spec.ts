import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { look, screenSizes as sizes } from './pages/look';
import { chooseSystem, TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';
import { OrganiserPage } from './pages/OrganiserPage';
import { NetrunnerPage } from './pages/NetrunnerPage';
import { createEngineSwiss, LadderPage } from './pages/EnginePages';
import { RoundHistoryPage } from './pages/RoundHistoryPage';
import { ProjectorRemote } from './pages/ProjectorPage';

/**
 * Every main screen at the desk (1366×768) and on a phone (390×844, touch): the TO's work done
 * at that size (results by tap on a phone), an accessibility check (axe-core, WCAG 2.2 A/AA rules)
 * that allows no serious or critical violation, no sideways scrolling of the page, and a
 * screenshot of each screen into docs/screenshots (linked from the README's design-system page).
 * The round robin's screens are in screensRoundRobin.spec.ts.
 */

/** Chooses a result from a cell's results menu by click (desk) or tap (phone). */
async function resultByMenu(page: Page, t: TournamentPage, board: number, choice: string, touch: boolean): Promise<void> {
  const cell = t.resultCell(board);
  if (touch) await cell.tap(); else await cell.click();
  const menu = page.getByRole('menu', { name: `Board ${board} result` });
  await expect(menu).toBeVisible();
  const item = menu.getByRole('menuitem', { name: choice, exact: true });
  if (touch) await item.tap(); else await item.click();
  await expect(menu).toBeHidden();
  await expect(cell).toHaveText(choice);
}

const entries = 'Name,Rating,Federation,Title\n' + [
  ['Carlsen, Magnus', 2830, 'NOR', 'GM'], ['Caruana, Fabiano', 2795, 'USA', 'GM'], ['Nakamura, Hikaru', 2790, 'USA', 'GM'], ['Gukesh D', 2780, 'IND', 'GM'],
  ['Abdusattorov, Nodirbek', 2765, 'UZB', 'GM'], ['Giri, Anish', 2745, 'NED', 'GM'], ['Firouzja, Alireza', 2760, 'FRA', 'GM'], ['So, Wesley', 2750, 'USA', 'GM'],
  ['Keymer, Vincent', 2735, 'GER', 'GM'], ['Ju, Wenjun', 2560, 'CHN', 'GM'], ['Hou, Yifan', 2630, 'CHN', 'GM'], ['Muzychuk, Mariya', 2520, 'UKR', 'GM'],
].map(([name, rating, fed, title]) => `"${name}",${rating},${fed},${title}`).join('\n') + '\n';

for (const size of sizes) {
  test.describe(`screens at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });

    test(`a chess Swiss at ${size.width} px: home, new event, players, seeding, rounds with the results menu, round actions, standings, settings`, async ({ page }) => {
      test.setTimeout(180_000);
      const list = new TournamentListPage(page);
      await list.goto();
      await look(page, 'home-empty', size.width);
      // The guided form: kind, system (its description and defaults), rounds from the expected players.
      const form = page.getByRole('form', { name: 'New tournament' });
      await chooseSystem(form, 'dutch');
      await form.getByLabel('Expected players', { exact: true }).fill('12');
      await expect(form.getByLabel('Rounds', { exact: true })).toHaveValue('4');
      await look(page, 'new-event', size.width);
      await form.getByLabel('Name', { exact: true }).fill('Riverside Open');
      await form.getByRole('button', { name: 'Create tournament' }).click();
      await expect(page.getByRole('heading', { name: 'Riverside Open', level: 1 })).toBeVisible();

      const t = new TournamentPage(page);
      const o = new OrganiserPage(page);
      await o.chooseCsv('entries.csv', entries);
      await o.importButton().click();
      await expect(t.playersTable.locator('tbody tr')).toHaveCount(12);
      await look(page, 'players', size.width);
      await t.section('Seeding');
      await page.getByRole('radio', { name: /FIDE initial ranking/ }).check();
      await look(page, 'seeding', size.width);
      // The start list fits the screen: every player's move controls in view without scrolling sideways.
      const moveTo = page.getByRole('spinbutton', { name: 'Move Muzychuk, Mariya to pairing number' });
      const right = await moveTo.evaluate((e) => e.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(size.width);
      await page.getByRole('button', { name: 'Lock seeding' }).click();
      await expect(page.getByText('Seeding is locked.')).toBeVisible();

      // The dashboard says what comes next, and its button does it.
      await t.section('Rounds');
      await page.getByRole('group', { name: 'Next step' }).getByRole('button', { name: 'Pair round 1' }).click();
      await expect(t.boards(1)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('group', { name: 'Next step' }).getByRole('button', { name: 'Enter 6 results of round 1' })).toBeVisible();
      await resultByMenu(page, t, 1, '1-0', size.touch);
      await resultByMenu(page, t, 2, '½-½', size.touch);
      await t.enterResult(3, '0');
      await expect(page.getByRole('group', { name: 'Next step' }).getByRole('button', { name: 'Enter 3 results of round 1' })).toBeVisible();
      // The menu, open on board 4.
      if (size.touch) await t.resultCell(4).tap(); else await t.resultCell(4).click();
      await expect(page.getByRole('menu', { name: 'Board 4 result' })).toBeVisible();
      await look(page, 'results-menu', size.width, { keepScroll: true });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(t.resultCell(4)).toBeFocused();
      await look(page, 'rounds', size.width);
      // Destructive actions: in the round's menu, behind a question.
      await new RoundHistoryPage(page).askToDeleteRound(1);
      await look(page, 'confirm-delete-round', size.width);
      await page.getByRole('dialog', { name: 'Delete round 1?' }).getByRole('button', { name: 'Cancel' }).click();
      await t.enterResults(['1', '=', '0', '1', '0', '1']);
      await expect(page.getByRole('group', { name: 'Next step' }).getByRole('button', { name: 'Pair round 2' })).toBeEnabled();
      await t.section('Standings');
      await look(page, 'standings', size.width);
      // The Swiss crosstable by rank with the tie-breaks: its own sideways-scrolling region.
      const chart = await t.wallChart('rank');
      expect(chart.heading).toBe('Crosstable by rank');
      await page.locator('details.wall-chart').scrollIntoViewIfNeeded();
      await look(page, 'wall-chart', size.width, { keepScroll: true });
      await page.locator('.settings-panel > summary').click();
      await page.getByText('Print and projector', { exact: true }).click();
      await look(page, 'settings-and-output', size.width);
    });

    test(`a Netrunner event at ${size.width} px: boards with identities, cut and export`, async ({ page }) => {
      test.setTimeout(120_000);
      const list = new TournamentListPage(page);
      await list.goto();
      const t = await NetrunnerPage.create(page, 'Store Champs', { rounds: 3, costModel: '2025' });
      const ids = [['Ana', 'Haas-Bioroid: Precision Design', 'Zahya Sadeghi'], ['Ben', 'Jinteki: Restoring Humanity', 'Hoshiko Shiro'],
        ['Cai', 'NBN: Reality Plus', 'Esâ Afontov'], ['Dov', 'Weyland Consortium: Built to Last', 'Lat: Ethical Freelancer']];
      for (const [name, corp, runner] of ids) {
        const add = t.addPlayerForm;
        await add.getByLabel('Name', { exact: true }).fill(name!);
        // typed identities (some not on the pick list); Tab leaves each field as a TO would, closing its list
        await add.getByRole('combobox', { name: 'Corp identity' }).fill(corp!);
        await page.keyboard.press('Tab');
        await add.getByRole('combobox', { name: 'Runner identity' }).fill(runner!);
        await page.keyboard.press('Tab');
        await add.getByLabel('Name', { exact: true }).press('Enter');
        await expect(t.playersTable.getByRole('cell', { name, exact: true })).toBeVisible();
      }
      await t.seed({ method: 'random' });
      await t.pairNextRound(1);
      await resultByMenu(page, t, 1, 'Corp win', size.touch);
      await look(page, 'netrunner-rounds', size.width);
      await t.enterResult(2, '=');
      await t.openCut();
      await look(page, 'netrunner-cut', size.width);
    });

    test(`engine events at ${size.width} px: openings tab, ladder, projector`, async ({ page, context }) => {
      test.setTimeout(120_000);
      const list = new TournamentListPage(page);
      await list.goto();
      await createEngineSwiss(page, 'Engine Cup', { rounds: 3, gamesPerMatch: 2, seedGroups: 1, uniquePerMatchOnly: true, randomOpenings: false, openings: ['1. e4 e5 2. Nf3 Nc6 3. Bb5', '1. d4 d5 2. c4 e6', '1. c4 e5'] });
      const t = new TournamentPage(page);
      for (const [i, name] of ['Stockfish', 'Leela', 'Torch', 'Berserk'].entries()) await t.addPlayer({ name, rating: 3600 - i * 20 });
      await t.seed({ method: 'group', groups: 1 });
      await t.pairNextRound(1);
      await t.sections.getByRole('button', { name: 'Openings' }).click();
      await expect(page.getByRole('table', { name: 'Openings by round' })).toBeVisible();
      await look(page, 'engine-openings', size.width);

      // The far-wall screen, in the dark projector theme.
      const remote = new ProjectorRemote(page);
      const projector = await remote.openProjector();
      await projector.setViewportSize({ width: size.width, height: size.height });
      await expect(projector.getByRole('table', { name: 'Pairings' })).toBeVisible();
      await look(projector, 'projector', size.width);
      await projector.close();

      await list.goto();
      const ladder = new LadderPage(page);
      await look(page, 'home', size.width);
      await ladder.create('Ladder Season 4', ['Stockfish', 'Leela', 'Torch', 'Berserk', 'Ethereal', 'Koivisto'], { regionSize: 4, minGames: 2, unpark: 2 });
      await ladder.enter('White wins');
      await look(page, 'ladder', size.width);
      void context;
    });
  });
}
