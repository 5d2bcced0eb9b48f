import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { importTournament } from './pages/PrintPage';
import { ProjectorPage, ProjectorRemote } from './pages/ProjectorPage';
import { TournamentPage } from './pages/TournamentPage';

const fixture = (name: string): string => join(process.cwd(), 'test/fixtures/print', name);
const markup = '<img src=x onerror=alert(1)>';

test('the projector window shows results entered in the main window within a second, and the TO runs its timer', async ({ page }) => {
  const dialogs: string[] = [];
  page.context().on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  const id = await importTournament(page, fixture('p8_markup_r4.trf'), 'tcec-single');
  const t = new TournamentPage(page);
  await t.pairNextRound(4);
  const remote = new ProjectorRemote(page);
  const screen = new ProjectorPage(await remote.openProjector());
  expect(screen.page.url()).toContain(`#/projector/${id}`);
  await expect(screen.page.getByRole('heading', { name: 'Round 4 pairings' })).toBeVisible();
  await expect(screen.pairings.locator('tbody tr')).toHaveCount(4);
  const board1 = screen.pairings.locator('tbody tr').first();
  await expect(board1).not.toContainText('1-0');

  // A result typed in the main window reaches the projector with no reload, in under a second.
  await t.enterResult(1, '1');
  await expect(board1).toContainText('1-0', { timeout: 1000 });
  await t.enterResult(2, '=');
  await expect(screen.pairings.locator('tbody tr').nth(1)).toContainText('½-½', { timeout: 1000 });

  // Markup in a name is shown as text on the wall too.
  await expect(screen.pairings).toContainText(markup);
  await screen.page.screenshot({ path: 'test-results/print/projector-pairings-8.png' });
  expect(await screen.page.locator('img').count()).toBe(0);

  // Timer: set, start, pause, adjust — all from the main window.
  await remote.setRoundLength(25);
  await expect(screen.clock).toHaveText('25:00 paused', { timeout: 1000 });
  await remote.startTimer();
  await expect(screen.clock).not.toContainText('paused', { timeout: 1000 });
  await expect(screen.clock).toHaveText(/^24:5\d$/, { timeout: 3000 });
  await remote.pauseTimer();
  await expect(screen.clock).toContainText('paused', { timeout: 1000 });
  const paused = (await screen.clock.textContent()) ?? '';
  await screen.page.waitForTimeout(1200);
  await expect(screen.clock).toHaveText(paused);
  await remote.addMinute();
  await expect(screen.clock).toHaveText(paused.replace(/^24:/, '25:'), { timeout: 1000 });

  // The projector's own copy survives a reload of the main window: it answers the newcomer.
  await page.reload();
  await remote.reveal();
  await expect(remote.group.getByRole('timer')).toHaveText(`${paused.replace(/^24:/, '25:').replace(' paused', '')} (paused)`);

  // Standings on demand.
  await remote.show('Standings');
  await expect(screen.standings).toBeVisible({ timeout: 1000 });
  await expect(screen.standings).toContainText(markup);
  expect(dialogs).toEqual([]);
});

test('the projector pages through all 300 players of the standings, then starts again', async ({ page }) => {
  test.setTimeout(180_000);
  await importTournament(page, fixture('burstein_p300_r7.trf'), 'burstein');
  const remote = new ProjectorRemote(page);
  const screen = new ProjectorPage(await remote.openProjector());
  await remote.show('Standings');
  await remote.secondsPerPage(1);
  await expect(screen.standings).toBeVisible();
  const [, pages] = await screen.currentPage();
  expect(pages).toBeGreaterThan(10);
  const seen = new Map<number, string[]>();
  let wrapped = false;
  let previous = 0;
  const deadline = Date.now() + (pages + 5) * 1500;
  while (Date.now() < deadline && !(wrapped && seen.size === pages)) {
    const [now] = await screen.currentPage();
    const names = await screen.standingNames();
    // Read the page number again: keep the names only if the page did not turn meanwhile.
    if ((await screen.currentPage())[0] === now) seen.set(now, names);
    if (previous === pages && now === 1) wrapped = true;
    previous = now;
    await screen.page.waitForTimeout(150);
  }
  expect(seen.size).toBe(pages);
  expect(wrapped).toBe(true);
  const all = [...seen.values()].flat();
  expect(all).toHaveLength(300);
  expect(new Set(all).size).toBe(300);
  await screen.page.screenshot({ path: 'test-results/print/projector-standings-300.png' });
});
