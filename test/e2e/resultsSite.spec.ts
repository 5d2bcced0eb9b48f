import { expect, test } from '@playwright/test';
import type { Browser, Download, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { unzipSync } from 'fflate';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

const rounds = 5;
/** A name typed by hostile hands: it must come out on the site as text. */
const hostile = '<script>alert(1)</script> Eve';
const shots = join(process.cwd(), 'docs', 'screenshots');

interface Board { readonly white: string; readonly black: string; readonly result: string }

/** One round's boards on the app's Rounds screen: names (without the start rank) and the result. */
const appBoards = async (open: ChessOpenPage, round: number): Promise<Board[]> => {
  await open.section('Rounds');
  await open.showRound(round);
  const table = open.boards(round);
  await expect(table.locator('tbody tr')).toHaveCount(Number(await table.getAttribute('aria-rowcount')) - 1);
  const names = await open.namesOnBoards(round);
  const results = await table.getByRole('button', { name: /^Board \d+ result/ }).allTextContents();
  return results.map((result, i) => ({ white: names[2 * i] ?? '', black: names[2 * i + 1] ?? '', result: result.trim() }));
};

/** The same round on the site's round page: White (column 3), result (6), Black (8). */
const siteBoards = async (page: Page): Promise<Board[]> =>
  page.locator('table.pairings tbody tr').evaluateAll((trs) => trs.map((tr) => {
    const c = Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim());
    return { white: c[2] ?? '', black: c[7] ?? '', result: c[5] ?? '' };
  }));

/**
 * The page never scrolls sideways (with JavaScript off, as readers see it), and axe-core's WCAG 2.2
 * A/AA rules find no serious or critical violation. axe is a script: it runs on the same file in
 * a page of the same width with JavaScript on (the site has no script, so both draw the same page).
 */
const checkPage = async (site: Page, axePage: Page, what: string, width: number): Promise<void> => {
  const overflow = await site.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  await axePage.goto(site.url());
  const axe = await new AxeBuilder({ page: axePage }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')})`);
  expect(bad, `axe on ${what} at ${width} px`).toEqual([]);
};

/** A browser context at a phone's or a desk's width, JavaScript off unless asked. */
const atWidth = async (browser: Browser, width: number, javaScriptEnabled = false) =>
  browser.newContext({ javaScriptEnabled, viewport: { width, height: width < 600 ? 844 : 768 }, ...(width < 600 ? { isMobile: true, hasTouch: true } : {}) });

test('the results site of a 61-player open, exported from the app, opened with JavaScript off on a phone and a desk: every round\'s pairings and the final standings as the app shows them; axe finds no serious violation', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const list = new TournamentListPage(page);
  const open = new ChessOpenPage(page);
  const results = resultStream(44);

  await test.step('register the 60 players of the federation CSV and one more, seed by rating', async () => {
    await list.goto();
    await list.createTournament('Harbour Open 2026', { system: 'dutch', rounds });
    await open.importPlayers('test/e2e/fixtures/open60.csv');
    await open.addPlayer({ name: hostile, rating: 1500 });
    await expect(open.playersTable.locator('tbody tr')).toHaveCount(61);
    await open.section('Seeding');
    await page.getByRole('button', { name: 'Lock seeding' }).click();
    await expect(page.getByText('Seeding is locked.')).toBeVisible();
  });

  await test.step(`play ${rounds} rounds (30 boards and a pairing-allocated bye each)`, async () => {
    for (let r = 1; r <= rounds; r++) {
      await open.pairNextRound(r);
      await open.enterRoundResults(r, results(30));
    }
  });

  const app = { rounds: [] as Board[][], byes: [] as string[][], standings: [] as string[][] };
  await test.step('what the app shows: each round\'s boards and byes, the final standings', async () => {
    for (let r = 1; r <= rounds; r++) {
      app.rounds.push(await appBoards(open, r));
      app.byes.push((await open.byes(r)).map((b) => b.replace(/: .*$/, '')));
    }
    await open.section('Standings');
    await expect(page.getByRole('heading', { name: `Final standings after round ${rounds}`, level: 2 })).toBeVisible();
    app.standings = await open.standingsTable.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
    expect(app.standings).toHaveLength(61);
    expect(app.rounds.every((boards) => boards.length === 30)).toBe(true);
  });

  const dir = await mkdtemp(join(tmpdir(), 'pairwise-site-'));
  await test.step('Export website: one zip, unpacked into a folder', async () => {
    const [download]: [Download, void] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export website' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Harbour_Open_2026-website.zip');
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(files).sort()).toEqual([
      'crosstable.html', 'index.html', ...Array.from({ length: 61 }, (_, i) => `player-${i + 1}.html`).sort(), 'players.html',
      ...Array.from({ length: rounds }, (_, i) => `round-${i + 1}.html`), 'standings.html', 'statistics.html', 'style.css',
    ]);
    for (const [path, bytes] of Object.entries(files)) await writeFile(join(dir, path), bytes);
  });

  const url = (path: string): string => pathToFileURL(join(dir, path)).href;
  await mkdir(shots, { recursive: true });
  for (const width of [390, 1366]) {
    await test.step(`at ${width} px with JavaScript off: the index, every round, the standings, the crosstable`, async () => {
      const context = await atWidth(browser, width);
      const site = await context.newPage();
      const axeContext = await atWidth(browser, width, true);
      const axePage = await axeContext.newPage();
      // No script runs, and none is asked for: a page that tried would log it.
      const errors: string[] = [];
      site.on('pageerror', (e) => errors.push(e.message));

      await site.goto(url('index.html'));
      await expect(site.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      await expect(site.getByRole('link', { name: 'Harbour Open 2026' })).toBeVisible();
      await expect(site.getByRole('region', { name: 'Rounds' }).getByRole('row')).toHaveCount(rounds + 1);
      await checkPage(site, axePage, 'the index', width);
      await site.screenshot({ path: join(shots, `site-index-${width}.png`) });

      for (let r = 1; r <= rounds; r++) {
        // From the index or the round pager, as a reader goes.
        await site.goto(url('index.html'));
        await site.getByRole('link', { name: `Round ${r}`, exact: true }).click();
        await expect(site.getByRole('heading', { level: 1 })).toHaveText(`Round ${r} pairings`);
        expect(await siteBoards(site), `round ${r}`).toEqual(app.rounds[r - 1]);
        const byes = await site.locator('table.byes tbody td.name').allTextContents();
        expect(byes.map((b) => b.trim()), `round ${r} byes`).toEqual(app.byes[r - 1]);
        // Readable without scrolling the table: both players and the result of the last board in view sideways.
        const last = site.locator('table.pairings tbody tr').last();
        for (const cell of [last.locator('td.name').first(), last.locator('td.result'), last.locator('td.name').last()]) {
          await expect(cell).toBeVisible();
          const box = await cell.boundingBox();
          expect(box!.x + box!.width, `round ${r} at ${width} px: a cell runs off the screen`).toBeLessThanOrEqual(width);
        }
        if (r === 1 || r === rounds) await checkPage(site, axePage, `round ${r}`, width);
        if (r === rounds) await site.screenshot({ path: join(shots, `site-round-${width}.png`) });
      }

      await site.getByRole('navigation', { name: 'Results' }).getByRole('link', { name: 'Standings' }).click();
      await expect(site.getByRole('heading', { level: 1 })).toHaveText(`Final standings after round ${rounds}`);
      const standings = await site.locator('table.standings tbody tr').evaluateAll((rows) =>
        rows.map((r) => Array.from(r.querySelectorAll('td, th')).map((c) => (c.textContent ?? '').trim())));
      expect(standings).toEqual(app.standings);
      // The hostile name is shown as text, nothing ran.
      await expect(site.getByRole('rowheader', { name: hostile })).toBeVisible();
      await checkPage(site, axePage, 'the standings', width);
      await site.screenshot({ path: join(shots, `site-standings-${width}.png`) });

      await site.getByRole('navigation', { name: 'Results' }).getByRole('link', { name: 'Crosstable' }).click();
      await expect(site.getByRole('heading', { level: 1 })).toHaveText('Final crosstable');
      await expect(site.locator('table.cross tbody tr')).toHaveCount(61);
      await checkPage(site, axePage, 'the crosstable', width);
      await site.screenshot({ path: join(shots, `site-crosstable-${width}.png`) });

      await site.getByRole('navigation', { name: 'Results' }).getByRole('link', { name: 'Statistics' }).click();
      await expect(site.getByRole('heading', { level: 1 })).toHaveText('Statistics');
      await expect(site.locator('table.colours tbody tr')).toHaveCount(rounds);
      await checkPage(site, axePage, 'the statistics', width);
      await site.screenshot({ path: join(shots, `site-statistics-${width}.png`) });

      await site.getByRole('navigation', { name: 'Results' }).getByRole('link', { name: 'Players' }).click();
      await checkPage(site, axePage, 'the players', width);
      // The winner's card, from the standings: a row per round, the running score ends at the points.
      await site.getByRole('navigation', { name: 'Results' }).getByRole('link', { name: 'Standings' }).click();
      const winner = app.standings[0]!;
      await site.locator('table.standings tbody tr').first().getByRole('link').click();
      await expect(site.getByRole('heading', { level: 1 })).toHaveText(winner[2]!);
      await expect(site.locator('table.card tbody tr')).toHaveCount(rounds);
      await expect(site.locator('table.card tbody tr').last().locator('td').nth(8)).toHaveText(winner[6]!);
      await checkPage(site, axePage, 'a player card', width);
      await site.screenshot({ path: join(shots, `site-player-${width}.png`) });
      expect(errors).toEqual([]);
      await context.close();
      await axeContext.close();
    });
  }
});
