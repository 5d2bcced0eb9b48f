import { expect, test } from '@playwright/test';
import { chooseSystem, TournamentListPage } from './pages/TournamentListPage';
import { NetrunnerPage } from './pages/NetrunnerPage';
import { PrintPage } from './pages/PrintPage';
import { TournamentPage } from './pages/TournamentPage';
import { createEngineSwiss, LadderPage } from './pages/EnginePages';
import { ProjectorPage, ProjectorRemote } from './pages/ProjectorPage';

/** How events end: the champion named, the grand final's replay once played, the home list's word. */
test('a double-elimination top 4: the replay is no longer "(if needed)" once played, and the bracket, its print and the wall name the champion', async ({ page, context }) => {
  test.setTimeout(120_000);
  const list = new TournamentListPage(page);
  await list.goto();
  const t = await NetrunnerPage.create(page, 'Champs', { rounds: 2, costModel: 'sass' });
  for (const name of ['Ana', 'Ben', 'Cai', 'Dov', 'Eli', 'Fay']) await t.addPlayer({ name });
  await t.seed({ method: 'random' });
  for (let round = 1; round <= 2; round++) {
    await t.pairNextRound(round);
    await t.enterResults(['1', '0', '1']);
  }
  await t.startCut('double', 4);
  // The first-named player wins every game but the grand final, which the losers' bracket
  // finalist (named second) wins: the replay is played.
  let games = 0;
  for (;;) {
    const next = t.bracket.locator('li[data-playable]').first();
    if ((await next.count()) === 0) break;
    const grandFinal = (await next.innerText()).includes('· Grand final ·');
    const text = await t.playNextCutGame(() => (grandFinal ? 1 : 0));
    if (text === null) break;
    games++;
  }
  expect(games).toBeGreaterThanOrEqual(6);
  const drawn = page.getByRole('img', { name: 'Cut bracket, drawn' });
  const ranking = await t.cutRanking();
  const champion = ranking[0]!;
  await expect(drawn.locator('text.bracket-label')).not.toContainText(['(if needed)']);
  await expect(drawn).toContainText('(final replay)');
  await expect(page.getByText(`Champion: ${champion}`)).toBeVisible();

  const id = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
  const sheet = new PrintPage(await context.newPage());
  await sheet.open(id, 'bracket', { orientation: 'landscape' });
  await expect(sheet.page.getByText(`Champion: ${champion}`)).toBeVisible();
  await expect(sheet.page.getByRole('img', { name: 'Cut bracket' })).not.toContainText('(if needed)');
  await sheet.page.close();

  const remote = new ProjectorRemote(page);
  const wall = new ProjectorPage(await remote.openProjector());
  await remote.show('Cut bracket');
  await expect(wall.page.getByRole('heading', { level: 1 })).toHaveText(`Top cut: ${champion} is the champion`);
  await wall.page.close();
});

test('the home list: a double-sided Swiss played to its last round with no cut, and a finished ladder, are not "Running"', async ({ page }) => {
  test.setTimeout(120_000);
  const list = new TournamentListPage(page);
  await list.goto();
  const form = page.getByRole('form', { name: 'New tournament' });
  await chooseSystem(form, 'double-sided');
  await form.getByLabel('Name', { exact: true }).fill('Weekly DSS');
  await form.getByLabel('Rounds', { exact: true }).fill('1');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  const t = new NetrunnerPage(page);
  await expect(page.getByRole('heading', { name: 'Weekly DSS', level: 1 })).toBeVisible();
  for (const name of ['Ana', 'Ben', 'Cai', 'Dov']) await t.addPlayer({ name });
  await t.seed({ method: 'random' });
  await t.pairNextRound(1);
  await t.enterResults(['1', '0', '1', '0']);

  await list.goto();
  const ladder = new LadderPage(page);
  await ladder.create('Tiny ladder', ['Alpha', 'Beta', 'Gamma'], { regionSize: 2, minGames: 1, unpark: 1 });
  for (let g = await ladder.nextGame(), n = 0; g !== null && n < 60; g = await ladder.nextGame(), n++) await ladder.enter('White wins');
  await expect(page.getByText(/^The ladder is finished/)).toBeVisible();

  await list.goto();
  const row = (name: string) => list.list.getByRole('listitem').filter({ hasText: name });
  await expect(row('Weekly DSS').locator('.badge')).toHaveText('Swiss finished');
  await expect(row('Tiny ladder').locator('.badge')).toHaveText('Finished');
});

test('engine Swiss: a FEN opening stays inside its game column', async ({ page }) => {
  const fens = [
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2',
  ];
  const list = new TournamentListPage(page);
  await list.goto();
  await createEngineSwiss(page, 'FEN Swiss', { rounds: 1, gamesPerMatch: 2, seedGroups: 1, uniquePerMatchOnly: false, randomOpenings: false, openings: fens });
  const t = new TournamentPage(page);
  for (const [i, e] of ['Stockfish', 'Leela', 'Berserk', 'Obsidian'].entries()) await t.addPlayer({ name: e, rating: 3600 - i * 25 });
  await t.seed({ method: 'group', groups: 1 });
  await t.pairNextRound(1);
  // The text itself (a range over it), not only its box: a FEN wider than its box runs out of it.
  const over = await t.boards(1).locator('.opening').evaluateAll((spans) => spans.map((s) => {
    const range = document.createRange();
    range.selectNodeContents(s);
    return Math.max(range.getBoundingClientRect().right - s.closest('td')!.getBoundingClientRect().right, s.scrollWidth - s.clientWidth);
  }));
  expect(over.length).toBeGreaterThan(0);
  expect(Math.max(...over)).toBeLessThanOrEqual(0);
  await t.boards(1).screenshot({ path: 'test-results/netrunner-screens/engine-fen-1366.png' });
});

test('printed: the Netrunner standings fill their pages (none holding only the header), and the wall chart heads its columns whole', async ({ page, context }) => {
  test.setTimeout(150_000);
  const list = new TournamentListPage(page);
  await list.goto();
  const t = await NetrunnerPage.create(page, 'Printed Regional', { rounds: 3, costModel: 'sass' });
  const names = Array.from({ length: 40 }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`);
  for (const name of names) await t.addPlayer({ name });
  await t.seed({ method: 'random' });
  for (let round = 1; round <= 3; round++) {
    await t.pairNextRound(round);
    await t.enterResults(Array.from({ length: 20 }, (_, i) => (i % 3 === 0 ? '0' : '1')));
  }
  const id = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
  const sheet = new PrintPage(await context.newPage());
  await sheet.open(id, 'standings', { paper: 'a4', orientation: 'portrait' });
  expect(await sheet.overflowingSheets()).toEqual([]);
  const sheets = await sheet.page.locator('.sheet').count();
  const pdfPages = await sheet.savePdf('test-results/netrunner-screens/standings-a4.pdf');
  // As many printed pages as sheets: no sheet spills onto a page of its own.
  expect(pdfPages).toBe(sheets);
  // Every sheet holds rows: the tie-break legend goes with the last rows, not onto a sheet of its own.
  expect((await sheet.rowsPerSheet()).filter((n) => n === 0)).toEqual([]);
  // Netrunner players have no rating: no Rating column to print.
  await expect(sheet.page.locator('thead th').filter({ hasText: /^Rating$/ })).toHaveCount(0);

  const cut: string[] = [];
  for (const order of ['number', 'rank'] as const) {
    for (const orientation of ['portrait', 'landscape'] as const) {
      await sheet.open(id, 'wallchart', { paper: 'a4', orientation, order });
      const heads = await sheet.page.locator('thead th').evaluateAll((ths) => ths.filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.textContent ?? ''));
      cut.push(...heads.map((h) => `${order} ${orientation}: ${h}`));
    }
  }
  expect(cut).toEqual([]);
  expect(await sheet.savePdf('test-results/netrunner-screens/wallchart-a4.pdf')).toBeGreaterThan(0);
  await sheet.page.close();
});
