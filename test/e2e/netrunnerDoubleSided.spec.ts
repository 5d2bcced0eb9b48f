import { expect, test } from '@playwright/test';
import { chooseSystem, TournamentListPage } from './pages/TournamentListPage';
import { NetrunnerPage } from './pages/NetrunnerPage';

interface AbrJson {
  players: { name: string; matchPoints: number }[];
  rounds: { player1: { id: number | null; combinedScore?: number }; player2: { id: number | null } }[][];
}

/**
 * A double-sided regional: the bye is a win of both games of the round, 6 points (NSG's rules,
 * as Cobra gives it). The form's Bye points field follows the system chosen, and what it shows is
 * what the event stores, shows and exports.
 */
test('a 12-player double-sided event: the form offers a 6-point bye after switching from single-sided, and the bye scores 6 on screen and in the ABR export', async ({ page }) => {
  test.setTimeout(120_000);
  const list = new TournamentListPage(page);
  await list.goto();
  const form = page.getByRole('form', { name: 'New tournament' });
  // The TO looks at single-sided first (bye 3), then switches to double-sided.
  await chooseSystem(form, 'sass');
  await expect(form.getByLabel('Bye points', { exact: true })).toHaveValue('3.0');
  await form.getByLabel('System', { exact: true }).selectOption('double-sided');
  await expect(form.locator('.system-summary')).toContainText('bye 6.0');
  await expect(form.getByLabel('Bye points', { exact: true })).toHaveValue('6.0');
  await form.getByLabel('Name', { exact: true }).fill('Double-sided Regional');
  await form.getByLabel('Rounds', { exact: true }).fill('3');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page.getByRole('heading', { name: 'Double-sided Regional', level: 1 })).toBeVisible();
  const t = new NetrunnerPage(page);
  const names = ['Ana', 'Ben', 'Cai', 'Dov', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kit', 'Lea'];
  for (const name of names) await t.addPlayer({ name });
  await t.seed({ method: 'random' });
  await t.pairNextRound(1);
  expect(await t.boardCount(1)).toBe(6);
  // Every first player wins both games (3 points a game).
  await t.enterResults(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? '1' : '0')));
  // Lea drops: 11 players in round 2, so one of them has the bye.
  await t.dropPlayer('Lea', 2);
  await t.pairNextRound(2);
  expect(await t.boardCount(2)).toBe(5);
  const byeLine = page.getByText(/^Byes: /);
  await expect(byeLine).toBeVisible();
  const byeText = await byeLine.innerText();
  const receiver = names.find((n) => byeText.includes(n));
  expect(receiver).toBeDefined();

  await t.openCut();
  const rows = await t.netrunnerStandings.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
  const pointsOf = new Map(rows.map((r) => [(r[1] ?? '').replace(/ \(dropped\)$/, ''), Number(r[2])]));
  // Round 1: 6 points to each first player, 0 to the second; the bye adds 6.
  expect(pointsOf.get(receiver ?? '')! % 6).toBe(0);
  const abr = (await t.exportAbr()) as AbrJson;
  const byeGame = abr.rounds[1]?.find((g) => g.player2.id === null);
  expect(byeGame?.player1.combinedScore).toBe(6);
  const sent = abr.players.find((p) => p.name === receiver);
  expect(sent?.matchPoints).toBe(pointsOf.get(receiver ?? ''));
  // Round 1 gave the receiver 6 or 0; with the bye: 12 or 6, never 9 or 3.
  expect([6, 12]).toContain(sent?.matchPoints);
});
