import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ChessOpenPage } from './pages/ChessOpenPage';
import { TournamentListPage } from './pages/TournamentListPage';
import type { ResultKey } from './pages/TournamentPage';

/** A fixed stream of results (LCG): White wins 45 %, draws 30 %, Black wins 25 %. */
const resultStream = (seed: number): ((n: number) => ResultKey[]) => {
  let s = seed >>> 0;
  const next = (): ResultKey => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const r = s / 2 ** 32;
    return r < 0.45 ? '1' : r < 0.75 ? '=' : '0';
  };
  return (n) => Array.from({ length: n }, next);
};

const shots = 'test-results/why';

/** Opens "Why?" on a board (or the bye) and waits for the explanation, worked out in the worker. */
const ask = async (page: Page, button: string, title: string) => {
  await page.getByRole('button', { name: button, exact: true }).click();
  const panel = page.getByRole('region', { name: title });
  await expect(panel.getByRole('heading', { name: title })).toBeFocused();
  await expect(panel).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  return panel;
};

test('"Why?" on the Rounds screen of the 60-player open: three boards, the bye and a floated player, each in words with the rule; keyboard reachable; phone width', async ({ page }) => {
  test.setTimeout(180_000);
  const list = new TournamentListPage(page);
  const open = new ChessOpenPage(page);
  const results = resultStream(2026);
  await list.goto();
  await list.createTournament('Riverside Open 2026', { system: 'dutch', rounds: 7 });
  await open.importPlayers('test/e2e/fixtures/open60.csv');
  await open.section('Seeding');
  await page.getByRole('button', { name: 'Lock seeding' }).click();
  await open.pairNextRound(1);
  await open.enterRoundResults(1, results(30));
  // One player leaves after round 1: 59 to pair, so round 2 has a pairing-allocated bye.
  await open.withdraw('Yilmaz, Tina', 2);
  await open.pairNextRound(2);
  await open.enterRoundResults(2, results(29));
  await open.pairNextRound(3);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Boards 1-3: score groups, colours with their E rule, and other opponents with their criterion.
  for (const board of [1, 2, 3]) {
    const panel = await ask(page, `Why board ${board}?`, `Why board ${board}?`);
    await expect(panel).toContainText(/points/);
    await expect(panel).toContainText(/Colours: .*\(C\.04\.3 E\.[1-5]\)\./);
    await expect(panel.getByRole('list', { name: 'Other possibilities' }).getByRole('listitem').first()).toContainText(/\(C\.04\.3 (C\d+|B\.1-B\.3)\)\.$/);
    if (board === 1) await page.screenshot({ path: `${shots}/board-1366.png`, fullPage: false });
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toHaveCount(0);
  }

  // The bye, reached by the keyboard: Tab to "Why the bye?" and Enter.
  const whyBye = page.getByRole('button', { name: 'Why the bye?' });
  await whyBye.focus();
  await page.keyboard.press('Enter');
  const bye = page.getByRole('region', { name: 'Why the bye?' });
  await expect(bye).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(bye).toContainText('gets the pairing-allocated bye');
  await page.screenshot({ path: `${shots}/bye-1366.png` });
  await bye.getByRole('button', { name: 'Close' }).click();

  // A floated player: the first board whose explanation says someone floated down.
  let floated = 0;
  const boards = await open.boards(3).locator('tbody tr').count();
  for (let b = 4; b <= boards && floated === 0; b++) {
    const panel = await ask(page, `Why board ${b}?`, `Why board ${b}?`);
    if (/floated down from/.test((await panel.textContent()) ?? '')) floated = b;
    else await panel.getByRole('button', { name: 'Close' }).click();
  }
  expect(floated).toBeGreaterThan(0);
  const panel = page.getByRole('region', { name: `Why board ${floated}?` });
  await expect(panel).toContainText(/floated down from the .+-point group to meet .+, who floated up\./);
  await page.screenshot({ path: `${shots}/floater-1366.png` });

  // On a phone the explanation comes before the boards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toBeVisible();
  await page.screenshot({ path: `${shots}/floater-390.png` });
  await panel.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Why board 2?' }).click();
  await expect(page.getByRole('region', { name: 'Why board 2?' })).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await page.screenshot({ path: `${shots}/board-390.png` });
});
