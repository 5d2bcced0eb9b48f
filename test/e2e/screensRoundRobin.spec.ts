import { expect, test } from '@playwright/test';
import { look, screenSizes } from './pages/look';
import { OrganiserPage } from './pages/OrganiserPage';
import { RoundRobinPage } from './pages/RoundRobinPage';
import { TournamentListPage } from './pages/TournamentListPage';

const entries = ['Name,Rating', 'Ivy,2000', 'Juniper,1975', 'Kauri,1950', 'Larch,1925', 'Maple,1900', 'Nutmeg,1875'].join('\n');

/** The round robin's screens (crosstable, prize list form) at the desk and on a phone, checked as screens.spec checks the others. */
for (const size of screenSizes) {
  test.describe(`round-robin screens at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });

    test(`a six-player round robin at ${size.width} px: the crosstable after two rounds and the prize list form`, async ({ page }) => {
      test.setTimeout(120_000);
      await new TournamentListPage(page).goto();
      const rr = new RoundRobinPage(page);
      await rr.create('Club Quad', 'round-robin');
      const desk = new OrganiserPage(page);
      await desk.chooseCsv('club.csv', entries);
      await desk.importButton().click();
      await expect(rr.playersTable.locator('tbody tr')).toHaveCount(6);
      await rr.drawPairingNumbers();
      for (const round of [1, 2]) {
        await rr.pairNextRound(round);
        await rr.enterOpenResults(round, (w, b) => ((w + b + round) % 3 === 0 ? '=' : w < b ? '1' : '0'));
      }
      await rr.section('Standings');
      await expect(rr.crosstableTable.locator('tbody tr')).toHaveCount(6);
      await look(page, 'crosstable', size.width);
      await page.getByRole('button', { name: 'Define the prize list' }).click();
      await expect(page.getByRole('form', { name: 'Prizes' })).toBeVisible();
      await page.getByRole('form', { name: 'Prizes' }).scrollIntoViewIfNeeded();
      await look(page, 'prize-list-form', size.width, { keepScroll: true });
      // A refused list says where in the form's words, never the stored field's name.
      const prizes = page.getByRole('form', { name: 'Prizes' });
      await prizes.getByLabel('Amounts by place').fill('400 600');
      await prizes.getByRole('button', { name: 'Save prize list' }).click();
      await expect(prizes.getByRole('alert')).toHaveText('Prize group 1, Amounts by place (place 2): Main prizes: place 2 cannot be worth more than place 1.');
    });
  });
}
