import { expect, test } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';
import { RoundHistoryPage } from './pages/RoundHistoryPage';
import { inSecondTab } from './pages/scenarios';

/** Tab A creates and pairs round 1 of a TCEC event; tab B opens the same address. */
const twoTabs = async (context: BrowserContext, name: string, players: readonly string[]): Promise<{ a: TournamentPage; b: TournamentPage }> => {
  const first = await context.newPage();
  const list = new TournamentListPage(first);
  await list.goto();
  await list.createTournament(name, { rounds: 3 });
  const a = new TournamentPage(first);
  for (const [i, player] of players.entries()) await a.addPlayer({ name: player, rating: 2000 - i * 50 });
  await a.seed({ method: 'group', groups: 2 });
  await a.pairNextRound(1);
  const b = await inSecondTab(context, a);
  await expect(b.boards(1)).toBeVisible();
  return { a, b };
};

test('two tabs converge: results typed in both and a round paired in one show in each without reloading', async ({ context }) => {
  const { a, b } = await twoTabs(context, 'Converge Open', ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay']);
  await a.enterResult(1, '1');
  await b.enterResult(2, '0');
  await a.enterResult(3, '=');
  for (const t of [a, b]) {
    await expect(t.resultCell(1)).toHaveText('1-0');
    await expect(t.resultCell(2)).toHaveText('0-1');
    await expect(t.resultCell(3)).toHaveText('½-½');
  }
  await a.pairNextRound(2);
  // Tab B shows round 2 by itself, and a result typed there shows in tab A.
  await expect(b.boards(2)).toBeVisible();
  await b.enterResult(1, '=');
  await expect(a.resultCell(1)).toHaveText('½-½');
  expect(await b.pairings(2)).toEqual(await a.pairings(2));
  for (const t of [a, b]) {
    await t.showRound(1);
    await expect(t.boards(1).locator('tbody tr')).toHaveText([/1-0$/, /0-1$/, /½-½$/]);
  }
});

test('a conflicting action in a second tab gets a clear message and changes nothing', async ({ context }) => {
  const { a, b } = await twoTabs(context, 'Conflict Open', ['Ann', 'Bob', 'Cid', 'Dee']);
  await a.enterResults(['1', '=']);
  await expect(b.resultCell(2)).toHaveText('½-½');
  const round1 = [/1-0$/, /½-½$/];

  // 1. Both tabs pair round 2 at the same moment: one round 2; the slower tab is told.
  // (Each tab first offers "Pair round 2": on a loaded machine one tab's button was still disabled at the click.)
  for (const t of [a, b]) await expect(t.page.getByRole('group', { name: 'Next step' }).getByRole('button', { name: 'Pair round 2' })).toBeEnabled();
  // (Clicked in both pages at once, each by the page itself at one moment of the machine's clock set
  // ahead: Playwright's actionability waits would serialise the clicks, and even two evaluations
  // sent together reached the pages apart on a loaded machine, the second after the first tab's
  // round had already reached it, its button gone.)
  const at = Date.now() + 400;
  const clicked = await Promise.all([a, b].map((t) => t.page.evaluate((when) => new Promise<boolean>((resolve) => {
    setTimeout(() => {
      const button = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Pair round 2' && !x.disabled);
      button?.click();
      resolve(button !== undefined);
    }, Math.max(0, when - Date.now()));
  }), at)));
  expect(clicked).toEqual([true, true]);
  for (const t of [a, b]) await expect(t.boards(2)).toBeVisible();
  await expect.poll(async () => (await Promise.all([a, b].map((t) => t.alert.filter({ hasText: 'Round 2 is already paired.' }).count()))).reduce((x, y) => x + y)).toBe(1);
  expect(await b.pairings(2)).toEqual(await a.pairings(2));

  // 2. Tab B has a round-2 result focused when tab A deletes round 2: B's keys do not land on round 1.
  const historyA = new RoundHistoryPage(a.page);
  const historyB = new RoundHistoryPage(b.page);
  await b.resultCell(1).focus();
  await historyA.deleteRound(2);
  await expect(b.boards(2)).toHaveCount(0);
  await expect(b.boards(1)).toBeVisible();
  await b.page.keyboard.press('0');
  await b.page.waitForTimeout(500); // a write, had the key gone anywhere, takes a few milliseconds
  for (const t of [a, b]) await expect(t.boards(1).locator('tbody tr')).toHaveText(round1);
  // Round 2 is gone, so the slower tab's "Round 2 is already paired." no longer holds and is withdrawn.
  for (const t of [a, b]) await expect(t.alert).toHaveCount(0);

  // 3. Both tabs ask to delete round 2; A confirms first. B's dialog says so, and B's confirmation deletes nothing.
  await a.pairNextRound(2);
  await expect(b.boards(2)).toBeVisible();
  await historyB.askToDeleteRound(2);
  await historyA.deleteRound(2);
  await expect(historyB.deleteDialog(2)).toContainText('Round 2 is no longer the last round: it was changed in another tab or window.');
  await historyB.confirmDelete(2);
  await expect(historyB.status).toContainText('Round 2 is no longer the last round (the last is 1)');
  await expect(historyB.status).toContainText('Nothing was deleted.');
  for (const t of [a, b]) {
    await expect(t.boards(1).locator('tbody tr')).toHaveText(round1);
    await expect(t.page.getByRole('navigation', { name: 'Rounds' }).getByRole('button')).toHaveText(['Round 1 ✓']);
  }

  // 4. B opens Ann's edit form; A changes her rating meanwhile. B's save is refused, A's rating stays.
  await a.section('Players');
  await b.section('Players');
  const formB = await historyB.editPlayer('Ann');
  const formA = await historyA.editPlayer('Ann');
  await formA.getByLabel('Rating', { exact: true }).fill('2012');
  await formA.getByRole('button', { name: 'Save player' }).click();
  await expect(b.playersTable.getByRole('row', { name: /Ann/ })).toContainText('2012');
  await formB.getByLabel('Club', { exact: true }).fill('Hart House');
  await formB.getByRole('button', { name: 'Save player' }).click();
  await expect(b.alert).toContainText('Ann was changed in another tab or window while this form was open; nothing was saved.');
  for (const t of [a, b]) {
    await expect(t.playersTable.getByRole('row', { name: /Ann/ })).toContainText('2012');
    await expect(t.playersTable.getByRole('row', { name: /Ann/ })).not.toContainText('Hart House');
  }
});
