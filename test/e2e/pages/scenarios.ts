import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { chessScoring, playerId } from '../../../src/core/model';
import type { Tournament } from '../../../src/core/model';
import { trfFromTournament, writeTrf } from '../../../src/core/trf';
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

/** A field of `n` players before round 1 (ratings falling from 2600), as a TRF file. */
export const bigField = (n: number): Buffer => {
  const t: Tournament = {
    name: `Big Open ${n}`, settings: { system: 'dutch', rules: '2026' }, scoring: chessScoring, totalRounds: 7,
    players: Array.from({ length: n }, (_, i) => ({ id: playerId(i + 1), name: `Player ${String(i + 1).padStart(4, '0')}`, rating: 2600 - Math.floor(i * 1.5) })),
    rounds: [], plannedByes: [], initialColour: 'white', randomSeed: 1,
  };
  return Buffer.from(writeTrf(trfFromTournament(t)));
};

/**
 * `bigField(n)` imported as a TRF at 1366 px, with pairing ahead off: round 1 is paired on the
 * click, as a big event's is, where its progress shows and Cancel can stop it.
 */
export async function importBigField(page: Page, n: number): Promise<TournamentPage> {
  await page.addInitScript(() => localStorage.setItem('pairwise:pair-ahead', 'off'));
  const list = new TournamentListPage(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await list.goto();
  await list.importTrf({ name: `big-open-${n}.trf`, mimeType: 'text/plain', buffer: bigField(n) }, 'dutch');
  await expect(page.getByRole('heading', { name: `Big Open ${n}`, level: 1 })).toBeVisible({ timeout: 60_000 });
  return new TournamentPage(page);
}
