import { expect, test } from '@playwright/test';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

test('a second tab sees a result entered in the first without reloading', async ({ context }) => {
  const first = await context.newPage();
  const list = new TournamentListPage(first);
  await list.goto();
  await list.createTournament('Two Tabs Open', { rounds: 3 });
  const t1 = new TournamentPage(first);
  for (const [i, name] of ['Ann', 'Bob', 'Cid', 'Dee'].entries()) await t1.addPlayer({ name, rating: 2000 - i * 50 });
  await t1.seed({ method: 'group', groups: 2 });
  await t1.pairNextRound(1);

  const second = await context.newPage();
  await second.goto(first.url());
  const t2 = new TournamentPage(second);
  await expect(t2.resultCell(1)).toHaveText('…');
  await expect(t2.resultCell(2)).toHaveText('…');

  await t1.enterResult(1, '1');
  await t1.enterResult(2, '=');
  await expect(t2.resultCell(1)).toHaveText('1-0');
  await expect(t2.resultCell(2)).toHaveText('½-½');
  // The pairing button in the second tab becomes available once the round is complete there too.
  await expect(second.getByRole('button', { name: 'Pair round 2' })).toBeEnabled();
});
