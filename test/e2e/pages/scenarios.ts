import type { BrowserContext, Page } from '@playwright/test';
import { TournamentListPage } from './TournamentListPage';
import { TournamentPage } from './TournamentPage';

/**
 * The smallest event with a round to play: a new 3-round tournament, four rated players (Ann,
 * Bob, Cid, Dee, strongest first), seeded in two groups and round 1 paired (two boards).
 */
export async function fourPlayersPairedForRoundOne(page: Page, name: string): Promise<TournamentPage> {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament(name, { rounds: 3 });
  const t = new TournamentPage(page);
  for (const [i, player] of ['Ann', 'Bob', 'Cid', 'Dee'].entries()) await t.addPlayer({ name: player, rating: 2000 - i * 50 });
  await t.seed({ method: 'group', groups: 2 });
  await t.pairNextRound(1);
  return t;
}

/** The same tournament in a second tab of the browser: its address opened in a new page. */
export async function inSecondTab(context: BrowserContext, first: TournamentPage): Promise<TournamentPage> {
  const second = await context.newPage();
  await second.goto(first.page.url());
  return new TournamentPage(second);
}
