import { expect, test } from '@playwright/test';
import { chooseSystem, TournamentListPage } from './pages/TournamentListPage';
import { NetrunnerPage } from './pages/NetrunnerPage';
import { PrintPage } from './pages/PrintPage';
import { ProjectorPage, ProjectorRemote } from './pages/ProjectorPage';

const runners = [
  'Alice', 'Bruno', 'Chidi', 'Dana', 'Emeka', 'Fatima', 'Goran', 'Hana', 'Ivo', 'Jun', 'Kofi', 'Lena',
  'Mika', 'Nadia', 'Oskar', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tariq', 'Uma', 'Vera', 'Wen', 'Xia',
];

interface AbrJson {
  cutToTop: number;
  preliminaryRounds: number;
  players: { name: string; rank: number; matchPoints: number; strengthOfSchedule: number }[];
  eliminationPlayers: { name: string; seed: number; rank: number }[];
  rounds: { player1: { id: number | null; role?: string | null; winner?: boolean }; player2: { id: number | null; role?: string | null }; eliminationGame: boolean }[][];
}

test('runs a 24-player single-sided event offline: 5 Swiss rounds with sides, a drop, a top-8 double-elimination cut, the ABR export', async ({ page, context }) => {
  // Online once so the service worker precaches the app, then the venue's network fails.
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
  await context.setOffline(true);
  await page.reload();
  const list = new TournamentListPage(page);
  await expect(list.heading).toBeVisible();

  const t = await NetrunnerPage.create(page, 'Offline Store Champs', { rounds: 5, costModel: 'sass', scoreFactor: '2' });
  await expect(page.getByText(/Single-sided Swiss \(SASS, score factor 2\)/)).toBeVisible();
  for (const name of runners) await t.addPlayer({ name, rating: 0 });
  await t.seed({ method: 'random' });

  for (let round = 1; round <= 5; round++) {
    await t.pairNextRound(round);
    // Sides on every board: the first player corps, the second runs.
    expect((await t.boardHeaders(round)).slice(0, 3)).toEqual(['Board', 'Corp', 'Runner']);
    const boards = await t.boardCount(round);
    const players = await t.pairedPlayers(round);
    if (round <= 3) expect(boards).toBe(12);
    if (round >= 4) {
      // Xia dropped after round 3: 23 players, 11 boards and a bye; Xia on no board.
      expect(boards).toBe(11);
      await expect(page.getByText(/^Byes: /)).toBeVisible();
      await expect(page.getByText(/^Byes: /)).not.toContainText('Xia');
      await expect(t.boards(round)).not.toContainText('Xia');
      expect(players).toHaveLength(22);
    }
    // Corp wins on odd boards, runner wins on even ones, one timed-out tie per round.
    const keys = Array.from({ length: boards }, (_, i) => (i === boards - 1 ? '=' : i % 2 === 0 ? '1' : '0') as '1' | '0' | '=');
    await t.enterResults(keys);
    await expect(t.resultCell(1)).toHaveText('Corp win');
    await expect(t.resultCell(2)).toHaveText('Runner win');
    await expect(t.resultCell(boards)).toHaveText('Tie');
    if (round === 3) await t.dropPlayer('Xia', 4);
    if (round === 1) {
      // The printed match slips (another window, same offline browser) show the same sides.
      const id = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
      const slips = await context.newPage();
      await slips.goto(`/#/print/${id}/slips?round=1&paper=a4`);
      const slip = slips.locator('.slip');
      await expect(slip).toHaveCount(12);
      const sides = await slip.evaluateAll((els) => els.map((el) => Array.from(el.querySelectorAll('.slip-players tr')).map((tr) => {
        const side = tr.querySelector('th')?.textContent ?? '';
        const id = tr.querySelector('[data-player]')?.getAttribute('data-player') ?? '';
        return `${side} ${id}`;
      }).join(' / ')));
      const onScreen = (await t.pairings(1)).map((line) => { const [corp, runner] = line.split(' '); return `Corp ${corp} / Runner ${runner}`; });
      expect(sides).toEqual(onScreen);
      await slips.close();
    }
  }

  // Standings with SoS and ESoS; points 3/1/0 and 3 for a bye.
  await t.openCut();
  await expect(t.netrunnerStandings).toBeVisible();
  const header = await t.netrunnerStandings.locator('thead th').allInnerTexts();
  expect(header.slice(0, 5)).toEqual(['Rank', 'Name', 'Points', 'SoS', 'ESoS']);
  const rows = await t.netrunnerStandings.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
  expect(rows).toHaveLength(24);
  const points = rows.map((r) => Number(r[2]));
  expect(points).toEqual([...points].sort((a, b) => b - a));
  expect(points.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

  // Top 8, double elimination: sides shown in every game; the higher seed chooses in round 1.
  await t.startCut('double', 8);
  // the top 8 still in the event: Xia, who dropped, is marked and never seeded
  expect(rows.filter((r) => r[1]?.endsWith(' (dropped)')).map((r) => r[1])).toEqual(['Xia (dropped)']);
  const top8 = rows.filter((r) => !r[1]?.endsWith(' (dropped)')).slice(0, 8).map((r) => r[1]);
  await expect(t.bracket.locator('li')).toHaveCount(15);
  const played: string[] = [];
  for (let i = 0; i < 15; i++) {
    // the lower seed wins every game of the first round, the higher seed afterwards
    const text = await t.playNextCutGame((a, b) => (i < 4 ? (top8.indexOf(a) > top8.indexOf(b) ? 0 : 1) : top8.indexOf(a) < top8.indexOf(b) ? 0 : 1));
    if (text === null) break;
    expect(text).toMatch(/Corp: \S+ · Runner: \S+/);
    played.push(text);
  }
  expect(played.length).toBeGreaterThanOrEqual(14);
  const ranking = await t.cutRanking();
  expect([...ranking].sort()).toEqual([...top8].sort());
  if (played.length === 14) await expect(t.bracket.getByText(/not needed/)).toBeVisible();

  // The ABR upload, written offline.
  const abr = (await t.exportAbr()) as AbrJson;
  expect(abr.cutToTop).toBe(8);
  expect(abr.preliminaryRounds).toBe(5);
  expect(abr.players).toHaveLength(24);
  expect(abr.eliminationPlayers.map((p) => p.name)).toEqual(ranking);
  const swiss = abr.rounds.filter((r) => r.every((p) => !p.eliminationGame));
  expect(swiss).toHaveLength(5);
  for (const r of swiss) for (const p of r) if (p.player2.id !== null) expect([p.player1.role, p.player2.role]).toEqual(['corp', 'runner']);
  const cutGames = abr.rounds.flat().filter((p) => p.eliminationGame);
  expect(cutGames).toHaveLength(played.length);
  for (const g of cutGames) expect([g.player1.role, g.player2.role].sort()).toEqual(['corp', 'runner']);

  // The cut drawn as a bracket: on screen, printed (landscape A4, one page) and on the projector.
  const drawn = page.getByRole('img', { name: 'Cut bracket, drawn' });
  await expect(drawn.locator('g[data-game]')).toHaveCount(15);
  await expect(drawn).toContainText(ranking[0] ?? '');
  await page.getByRole('figure', { name: 'The cut as a bracket' }).screenshot({ path: 'test-results/netrunner/bracket-screen.png' });
  const id = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
  const sheet = new PrintPage(await context.newPage());
  await sheet.open(id, 'bracket', { orientation: 'landscape' });
  await expect(sheet.page.getByRole('img', { name: 'Cut bracket' })).toBeVisible();
  // The bracket fills the page at a readable size, every name inside its game's box.
  const fit = await sheet.bracketFit();
  expect(fit.outside).toEqual([]);
  expect(fit.namePt).toBeGreaterThanOrEqual(9);
  expect(fit.widthShare).toBeGreaterThan(0.95);
  expect(fit.heightShare).toBeGreaterThan(0.8);
  await expect(sheet.page.getByRole('img', { name: 'Cut bracket' })).toContainText(`(1) ${ranking[0]}`);
  expect(await sheet.savePdf('test-results/netrunner/bracket.pdf')).toBe(1);
  await sheet.page.close();
  const remote = new ProjectorRemote(page);
  const wall = new ProjectorPage(await remote.openProjector());
  await remote.show('Cut bracket');
  await expect(wall.page.getByRole('img', { name: 'Cut bracket' })).toBeVisible();
  await wall.page.screenshot({ path: 'test-results/netrunner/bracket-projector.png' });
});

test('enters a double-sided round by game, by 241 and as an intentional draw; 3/1/0 standings', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  const form = page.getByRole('form', { name: 'New tournament' });
  await form.getByLabel('Name', { exact: true }).fill('Double-sided Weekly');
  await chooseSystem(form, 'double-sided');
  await form.getByLabel('Rounds', { exact: true }).fill('3');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  const t = new NetrunnerPage(page);
  await expect(page.getByRole('heading', { name: 'Double-sided Weekly', level: 1 })).toBeVisible();
  for (const name of ['Ana', 'Ben', 'Cai', 'Dov', 'Eli', 'Fay']) await t.addPlayer({ name, rating: 0 });
  await t.seed({ method: 'random' });
  await t.pairNextRound(1);
  expect(await t.boardHeaders(1)).toEqual(['Board', 'Corp in game 1', 'Corp in game 2', 'Game 1', 'Game 2 (sides swapped)', '241 / ID']);
  const [b1, b2, b3] = (await t.boards(1).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).slice(1, 3).map((td) => (td.querySelector('.name')?.textContent ?? '').replace(/ \(\d+\)$/, '')))));
  // board 1 by game: first player's corp wins game 1, the game 2 corp wins too (one win each)
  await t.enterResult(1, '1', 1);
  await t.enterResult(1, '1', 2);
  // board 2: a 241 to its first player; board 3: an intentional draw
  await page.getByRole('button', { name: `Board 2: 241 to ${b2?.[0]}` }).click();
  await page.getByRole('button', { name: 'Board 3: intentional draw' }).click();
  // each game of an agreed result carries its mark, as Cobra marks a 241 and an ID
  await expect(t.resultCell(2, 1)).toHaveText('Corp win (241)');
  await expect(t.resultCell(2, 2)).toHaveText('Runner win (241)');
  await expect(t.resultCell(3, 2)).toHaveText('Corp win (ID)');
  await t.openCut();
  const rows = await t.netrunnerStandings.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
  const points = new Map(rows.map((r) => [r[1], Number(r[2])]));
  expect([points.get(b1?.[0]), points.get(b1?.[1])]).toEqual([3, 3]);
  expect([points.get(b2?.[0]), points.get(b2?.[1])]).toEqual([6, 0]);
  expect([points.get(b3?.[0]), points.get(b3?.[1])]).toEqual([3, 3]);
});
