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
  'Name,Rating,Title,Federation', 'Aronian Levon,2730,,USA', 'Bacrot Etienne,2650,,FRA', 'Caruana Fabiano,2800,,USA', 'Dominguez Leinier,2740,,USA', 'Eljanov Pavel,2690,,UKR',
  'Firouzja Alireza,2760,,FRA', 'Giri Anish,2750,,NED', 'Harikrishna Pentala,2700,,IND', 'Ivanchuk Vassily,2660,,UKR', 'Jobava Baadur,2600,,GEO',
].join('\n');

/**
 * Sonneborn-Berger (C.07 9.1) by pairing number, worked out by hand from the results `resultOf`
 * gives on the Berger table for 11 players, double (22 rounds), without pairing number 4, whose
 * 6 games of 20 are annulled (FIDE's withdrawal rule (a)). Scores without 4: 1: 9, 2: 10.5,
 * 3: 8, 5: 10.5, 6: 11, 7: 9.5, 8: 8.5, 9: 7.5, 10: 6.5, 11: 9. Number 1 scored, over both
 * games, 1 against 2 (10.5), 1 against 3 (8), ½ against 5 (10.5), 1½ against 6 (11), 1½ against 7
 * (9.5), 1 against 8 (8.5), 1 against 9 (7.5), 1½ against 10 (6.5) and 0 against 11:
 *   SB(1) = 10.5 + 8 + 5.25 + 16.5 + 14.25 + 8.5 + 7.5 + 9.75 + 0 = 80.25.
 * Number 8 met 4 in the last round: had that annulled game counted as an absence at the end of
 * 8's event (a draw for 8's opponents, C.07 16.3.2), 8 would be worth 9 to them and SB(1) 80.75.
 */
const handWorkedSb: Record<number, string> = {
  1: '80.25', 2: '89.5', 3: '71.75', 5: '93.75', 6: '94.0', 7: '79.75', 8: '74.75', 9: '66.25', 10: '58.5', 11: '83.0',
};

/** A fixed result for each game: varied, reproducible. */
const resultOf = (white: number, black: number, round: number): ResultKey => (['1', '=', '0'] as const)[(white * 7 + black * 3 + round) % 3]!;

test('a 10-player double round robin with a late entry before round 1 and a withdrawal after round 6, to the end: Berger pairings for 11, the crosstable, its print and a TRF that re-imports to the same crosstable', async ({ page }) => {
  test.setTimeout(240_000);
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
  // A late entry before round 1: the table for 11 (that of 12, the highest number the bye), 2 × 11 rounds.
  await rr.section('Players');
  await desk.lateEntry('Kosteniuk Alexandra', 2500, { title: 'GM', federation: 'SUI' });
  await expect(page.getByRole('status').filter({ hasText: 'Kosteniuk Alexandra entered as no. 11' })).toContainText('the event now has 22 rounds, as the table for 11 players gives them');
  await expect(page.locator('.tournament-header .meta')).toContainText('· 22 rounds');

  const schedule = { cycles: 2, exchangeLastRounds: true };
  for (let round = 1; round <= 22; round++) {
    if (round === 2) {
      // Round 1 is paired: the table is fixed and a late entry has no place in it; the form says why.
      await rr.section('Players');
      await expect(page.getByRole('form', { name: 'Late entry' })).toHaveCount(0);
      await expect(page.getByText(/^Late entry: No late entry once round 1 has been paired: .* table for its 11 players \(22 rounds\)/)).toBeVisible();
    }
    if (round === 7) {
      // Pairing number 4 withdraws after round 6 (6 of 18 games: fewer than half).
      await rr.section('Players');
      const option = await page.getByRole('form', { name: 'Bye or drop' }).getByLabel('Player', { exact: true }).locator('option', { hasText: /^4\. / }).textContent();
      await desk.requestBye(option ?? '', 7, 'drop');
      await expect(page.getByRole('list', { name: 'Dropped players' })).toContainText('not paired from round 7');
    }
    await rr.pairNextRound(round);
    expect(await rr.pairings(round), `round ${round}`).toEqual(scheduledRound(11, round, schedule).boards.map((b) => `${b.white} ${b.black}`));
    // Paired after the last result of the round before, in the normal way: nothing was paired from an earlier result.
    await expect(page.getByText(/paired from the earlier result/)).toHaveCount(0);
    if (round >= 7 && scheduledRound(11, round, schedule).bye !== 4) {
      // The withdrawn player's game is already lost by forfeit.
      const board = scheduledRound(11, round, schedule).boards.findIndex((b) => b.white === 4 || b.black === 4) + 1;
      await expect(rr.resultCell(board)).toHaveAccessibleName(/result: (\+\/-|-\/\+)$/);
    }
    await rr.enterOpenResults(round, (w, b) => resultOf(w, b, round));
  }
  await expect(page.getByRole('button', { name: 'Pair round 23' })).toHaveCount(0);
  await expect(page.locator('.tournament-header .meta')).toContainText('round 22 of 22 paired');

  await rr.section('Standings');
  const byNumber = async (): Promise<string[][]> => {
    await rr.crossOrder('By pairing number');
    return rr.crosstable();
  };
  const grid = await byNumber();
  expect(grid).toHaveLength(11);
  // Player 4's row: every result in brackets (not counted), no rank, and the reason under the table.
  expect(grid[3]![grid[3]!.length - 1]).toBe('–');
  await expect(rr.notRanked).toContainText(/withdrew from round 7 with 6 of 20 games played: fewer than half/);
  await expect(rr.standingsTable.locator('tbody tr')).toHaveCount(10);
  // Sonneborn-Berger without the annulled games, as worked out by hand above.
  const heads = (await rr.crosstableTable.locator('thead th').allTextContents()).map((h) => h.trim());
  const sb = heads.indexOf('SB');
  expect(Object.fromEntries(grid.filter((r) => r[1] !== '4').map((r) => [Number(r[1]), r[sb]]))).toEqual(handWorkedSb);
  await rr.crossOrder('By rank');
  await page.screenshot({ path: artefact('standings-crosstable.png'), fullPage: true });

  // The printed crosstable: one landscape A4 page, kept as PDF and PNG.
  const tournamentUrl = page.url();
  const id = Number(/#\/t\/(\d+)\//.exec(tournamentUrl)?.[1]);
  const sheet = new PrintPage(page);
  await sheet.open(id, 'crosstable');
  await expect(sheet.sheets).toHaveCount(1);
  expect(await sheet.overflowingSheets()).toEqual([]);
  expect((await sheet.playerIds()).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  // Title and federation beside each name, as FIDE's crosstables have them.
  await expect(page.locator('table[aria-label="Crosstable, page 1"] thead')).toContainText(/#\s*No\s*Name\s*Ti\s*Fed\s*Rtg/);
  await expect(page.locator('table[aria-label="Crosstable, page 1"] tbody tr').filter({ hasText: 'Kosteniuk Alexandra' })).toContainText(/Kosteniuk AlexandraGMSUI2500/);
  await expect(page.locator('.sheet-notes')).toContainText('fewer than half');
  const pdf = artefact('crosstable.pdf');
  expect(await sheet.savePdf(pdf)).toBe(1);

  // The norm check: every requirement with the event's numbers.
  await page.goto(tournamentUrl);
  await page.locator('summary', { hasText: 'Norm check' }).click();
  const normPlayer = page.getByLabel('Player for the norm check');
  // Pairing number 1, whoever the draw made it (pairing number 4 withdrew).
  const first = ((await normPlayer.locator('option', { hasText: / \(1\)$/ }).textContent()) ?? '').trim();
  await normPlayer.selectOption({ label: first });
  await page.getByLabel('Norm', { exact: true }).selectOption('GM');
  // 18 or 19 games over the board (20 less the forfeits against the withdrawn player).
  const name = first.replace(/ \(1\)$/, '');
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${name}: the GM norm is not met \\(1[89] games, performance \\d+\\)\\.$`) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Norm requirements' }).locator('tbody tr')).toHaveCount(9);
  await expect(page.getByRole('table', { name: 'Norm requirements' }).locator('tbody tr').first()).toContainText(/1[89] games\s*met$/);

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
