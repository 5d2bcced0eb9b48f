import { expect, test } from '@playwright/test';
import { NetrunnerPage } from './pages/NetrunnerPage';
import { TournamentListPage } from './pages/TournamentListPage';

const shots = 'test-results/why-netrunner';
const runners = ['Alice', 'Bruno', 'Chidi', 'Dana', 'Emeka', 'Fatima', 'Goran', 'Hana', 'Ivo'];

test('"Why?" on a single-sided Swiss (Netrunner) board and the bye: the cost of the pair, the whole round and the cheapest other opponent, in words; phone width', async ({ page }) => {
  test.setTimeout(120_000);
  await new TournamentListPage(page).goto();
  const t = await NetrunnerPage.create(page, 'Why Store Champs', { rounds: 4, costModel: 'sass', scoreFactor: '2' });
  for (const name of runners) await t.addPlayer({ name, rating: 0 });
  await t.seed({ method: 'random' });
  for (let round = 1; round <= 2; round++) {
    await t.pairNextRound(round);
    const boards = await t.boardCount(round);
    await t.enterResults(Array.from({ length: boards }, (_, i) => (i % 2 === 0 ? '1' : '0') as '1' | '0'));
  }
  await t.pairNextRound(3);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: 'Why board 1?', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Why board 1?' });
  await expect(panel).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel).toContainText('The system pairs the whole round at once: every possible pair has a cost');
  await expect(panel).toContainText(/cost (nothing|\d+(\.\d+)?) as a pair: /);
  await expect(panel).toContainText(/The whole round costs \d/);
  await expect(panel).toContainText(/is the Corp and .+ the Runner/);
  const others = panel.getByRole('list', { name: 'Other possibilities' }).getByRole('listitem');
  await expect(others.first()).toContainText(/^Pairing .+ with .+ instead would (make the round cost \d+(\.\d+)? instead of \d+(\.\d+)?: |cost the same)/);
  await page.screenshot({ path: `${shots}/board-1366.png` });
  await panel.getByRole('button', { name: 'Close' }).click();

  const whyBye = page.getByRole('button', { name: 'Why the bye?' });
  await whyBye.click();
  const bye = page.getByRole('region', { name: 'Why the bye?' });
  await expect(bye).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(bye).toContainText('The number of players is odd, so one player gets the bye.');
  await expect(bye.getByRole('list', { name: 'Other possibilities' }).getByRole('listitem').first()).toContainText(/^Giving the bye to .+ instead would/);
  await page.screenshot({ path: `${shots}/bye-1366.png` });
  await bye.getByRole('button', { name: 'Close' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Why board 2?', exact: true }).click();
  const two = page.getByRole('region', { name: 'Why board 2?' });
  await expect(two).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(two).toBeVisible();
  await page.screenshot({ path: `${shots}/board-390.png`, fullPage: true });
  // The panel as the phone shows it.
  await two.getByRole('heading', { name: 'Why board 2?' }).scrollIntoViewIfNeeded();
  await two.screenshot({ path: `${shots}/board-390-panel.png` });
});
