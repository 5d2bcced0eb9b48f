import { expect, test } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { scheduledRound } from '../../src/core/systems/round-robin/berger';
import { OrganiserPage } from './pages/OrganiserPage';
import { PrintPage } from './pages/PrintPage';
import { RoundRobinPage } from './pages/RoundRobinPage';
import { TournamentListPage } from './pages/TournamentListPage';
import type { ResultKey } from './pages/TournamentPage';

/** Kept as test artefacts: open them to see what an arbiter would print. */
const artefact = (name: string): string => join(process.cwd(), 'test-results/round-robin', name);

const entries = [
  'Name,Rating', 'Aronian Levon,2730', 'Bacrot Etienne,2650', 'Caruana Fabiano,2800', 'Dominguez Leinier,2740', 'Eljanov Pavel,2690',
  'Firouzja Alireza,2760', 'Giri Anish,2750', 'Harikrishna Pentala,2700', 'Ivanchuk Vassily,2660', 'Jobava Baadur,2600',
].join('\n');

/** A fixed result for each game: varied, reproducible. */
const resultOf = (white: number, black: number, round: number): ResultKey => (['1', '=', '0'] as const)[(white * 7 + black * 3 + round) % 3]!;

test('a 10-player double round robin to the end with a withdrawal after round 6: Berger pairings, the crosstable, its print and a TRF that re-imports to the same crosstable', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  const rr = new RoundRobinPage(page);
  await rr.create('Club Championship 2026', 'round-robin-double');
  const desk = new OrganiserPage(page);
  await desk.chooseCsv('club.csv', entries);
  await desk.importButton().click();
  await expect(rr.playersTable.locator('tbody tr')).toHaveCount(10);
  await rr.drawPairingNumbers();
  // The Berger table fixes the rounds: 2 × 9.
  await expect(page.locator('.tournament-header .meta')).toContainText('Double round robin (Berger tables, last two rounds of the first cycle exchanged) · 18 rounds');

  const schedule = { cycles: 2, exchangeLastRounds: true };
  for (let round = 1; round <= 18; round++) {
    if (round === 7) {
      // Pairing number 4 withdraws after round 6 (6 of 18 games: fewer than half).
      await rr.section('Players');
      const option = await page.getByRole('form', { name: 'Bye or drop' }).getByLabel('Player', { exact: true }).locator('option', { hasText: /^4\. / }).textContent();
      await desk.requestBye(option ?? '', 7, 'drop');
      await expect(page.getByRole('list', { name: 'Dropped players' })).toContainText('not paired from round 7');
    }
    await rr.pairNextRound(round);
    expect(await rr.pairings(round), `round ${round}`).toEqual(scheduledRound(10, round, schedule).boards.map((b) => `${b.white} ${b.black}`));
    if (round >= 7) {
      // The withdrawn player's game is already lost by forfeit.
      const board = scheduledRound(10, round, schedule).boards.findIndex((b) => b.white === 4 || b.black === 4) + 1;
      await expect(rr.resultCell(board)).toHaveAccessibleName(/result: (\+\/-|-\/\+)$/);
    }
    await rr.enterOpenResults(round, (w, b) => resultOf(w, b, round));
  }
  await expect(page.getByRole('button', { name: 'Pair round 19' })).toHaveCount(0);

  await rr.section('Standings');
  const byNumber = async (): Promise<string[][]> => {
    await rr.crossOrder('By pairing number');
    return rr.crosstable();
  };
  const grid = await byNumber();
  expect(grid).toHaveLength(10);
  // Player 4's row: every result in brackets (not counted), no rank, and the reason under the table.
  expect(grid[3]![grid[3]!.length - 1]).toBe('–');
  await expect(rr.notRanked).toContainText(/withdrew from round 7 with 6 of 18 games played: fewer than half/);
  await expect(rr.standingsTable.locator('tbody tr')).toHaveCount(9);
  await rr.crossOrder('By rank');
  await page.screenshot({ path: artefact('standings-crosstable.png'), fullPage: true });

  // The printed crosstable: one landscape A4 page, kept as PDF and PNG.
  const tournamentUrl = page.url();
  const id = Number(/#\/t\/(\d+)\//.exec(tournamentUrl)?.[1]);
  const sheet = new PrintPage(page);
  await sheet.open(id, 'crosstable');
  await expect(sheet.sheets).toHaveCount(1);
  expect(await sheet.overflowingSheets()).toEqual([]);
  expect((await sheet.playerIds()).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  await expect(page.locator('.sheet-notes')).toContainText('fewer than half');
  const pdf = artefact('crosstable.pdf');
  expect(await sheet.savePdf(pdf)).toBe(1);

  // The norm check: every requirement with the event's numbers (nobody here has a title or a federation).
  await page.goto(tournamentUrl);
  await page.locator('summary', { hasText: 'Norm check' }).click();
  const normPlayer = page.getByLabel('Player for the norm check');
  // Pairing number 1, whoever the draw made it (pairing number 4 withdrew).
  const first = ((await normPlayer.locator('option', { hasText: / \(1\)$/ }).textContent()) ?? '').trim();
  await normPlayer.selectOption({ label: first });
  await page.getByLabel('Norm', { exact: true }).selectOption('GM');
  // 16 or 17 games over the board: one or both of the games against the withdrawn player were forfeits.
  const name = first.replace(/ \(1\)$/, '');
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${name}: the GM norm is not met \\(1[67] games, performance \\d+\\)\\.$`) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Norm requirements' }).locator('tbody tr')).toHaveCount(9);
  await expect(page.getByRole('table', { name: 'Norm requirements' }).locator('tbody tr').first()).toContainText(/1[67] games\s*met$/);

  // The TRF export names the system (192) and reads back to the same crosstable.
  const trf = await rr.exportTrf();
  expect(trf).toContain('\n192 FIDE_DOUBLEROUNDROBIN');
  await mkdir(artefact(''), { recursive: true });
  const file = artefact('club-championship.trf');
  await writeFile(file, trf, 'utf8');
  await list.goto();
  await list.importTrf(file, 'from-file');
  await expect(page).toHaveURL(/#\/t\/\d+\//, { timeout: 30_000 });
  expect(Number(/#\/t\/(\d+)\//.exec(page.url())?.[1])).not.toBe(id);
  await rr.section('Standings');
  // The withdrawal comes back with it (a PWW line: TRF-16 has no record for one), "(withdrawn)" mark included.
  expect(trf.split('\n').filter((l) => l.startsWith('PWW'))).toEqual(['PWW   7    4']);
  expect(await byNumber()).toEqual(grid);
});
