import { chromium, expect, test } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import config from '../../playwright.config';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

const baseURL = config.use?.baseURL ?? 'http://localhost:4173';
const launch = (dir: string): Promise<BrowserContext> =>
  chromium.launchPersistentContext(dir, { ...config.use?.launchOptions, baseURL });

test('runs a round offline and finds every result after the browser is closed and reopened', async () => {
  const profile = await mkdtemp(join(tmpdir(), 'pairwise-profile-'));
  try {
    // 1. Online once: the service worker installs and precaches the app.
    let context = await launch(profile);
    let page = context.pages()[0] ?? await context.newPage();
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
      }
    });

    // 2. Offline: reload, then run a whole round.
    await context.setOffline(true);
    await page.reload();
    const list = new TournamentListPage(page);
    await expect(list.heading).toBeVisible();
    await list.createTournament('Offline Open', { rounds: 5 });
    const t = new TournamentPage(page);
    const players = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
    for (const [i, name] of players.entries()) await t.addPlayer({ name, rating: 2400 - i * 25 });
    await t.seed({ method: 'group', groups: 3 });
    await t.pairNextRound(1);
    await t.enterResults(['1', '=', '0']);
    await expect(t.resultCell(3)).toHaveText('0-1');
    const boardTexts = await t.boards(1).locator('tbody tr').allInnerTexts();
    await context.close();

    // 3. Reopen the same profile, still with no network: every result is there.
    context = await launch(profile);
    await context.setOffline(true);
    page = context.pages()[0] ?? await context.newPage();
    await page.goto('/');
    const reopened = new TournamentListPage(page);
    await reopened.open('Offline Open');
    const again = new TournamentPage(page);
    await again.section('Rounds');
    await expect(again.resultCell(1)).toHaveText('1-0');
    await expect(again.resultCell(2)).toHaveText('½-½');
    await expect(again.resultCell(3)).toHaveText('0-1');
    expect(await again.boards(1).locator('tbody tr').allInnerTexts()).toEqual(boardTexts);
    await context.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});
