import { expect, test } from '@playwright/test';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';
import type { ResultKey } from './pages/TournamentPage';
import { PrintPage } from './pages/PrintPage';

const entries: readonly { name: string; rating: number; title?: string }[] = [
  { name: 'Aronian, Levon', rating: 2700, title: 'gm' }, { name: 'Berg, Anna', rating: 2450, title: 'IM' },
  { name: 'Cruz, Pablo', rating: 2300, title: 'fm' }, { name: 'Dahl, Eva', rating: 2250, title: 'wim' },
  { name: 'Engel, Tim', rating: 2100 }, { name: 'Fox, Mia', rating: 1950 }, { name: 'Gray, Ole', rating: 1900 },
  { name: 'Holm, Ida', rating: 1800 }, { name: 'Ito, Ken', rating: 1700 }, { name: 'Jones, Sue', rating: 1600 },
];

test('a FIDE-rated open: details with bad dates refused, a confirmed correction, rating changes with K edited, and a rating report whose ranks are the standings', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('Rated Open', { system: 'dutch', rounds: 3 });
  const t = new TournamentPage(page);
  for (const e of entries) {
    if (e.title) await t.addPlayerForm.getByLabel('Title', { exact: true }).fill(e.title);
    await t.addPlayer(e);
  }

  // Tournament details (the TRF-16 header): a round date before the start date is refused, naming the field.
  await page.getByText('Tournament details', { exact: true }).click();
  const details = page.getByRole('form', { name: 'Tournament details' });
  await details.getByLabel('City').fill('Rome');
  await details.getByLabel('Federation').fill('ita');
  await details.getByLabel('Start date').fill('2026-05-01');
  await details.getByLabel('End date').fill('2026.05.03');
  await details.getByLabel('Chief arbiter').fill('IA Anna Arbiter');
  await details.getByLabel('Deputy arbiters (one per line)').fill('FA Bo Deputy');
  await details.getByLabel('Time control').fill('90 min/40 moves + 30 min, 30 s/move');
  await details.getByLabel('Round 1').fill('2026/04/30');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(t.alert).toContainText('Round 1 date: Round 1 date 2026/04/30 is before the start date 2026/05/01.');
  await details.getByLabel('Round 1').fill('2026/05/01');
  await details.getByLabel('Round 2').fill('2026/05/02');
  await details.getByLabel('Round 3').fill('2026/05/03');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Details saved.');
  await expect(details.getByLabel('Federation')).toHaveValue('ITA');
  await expect(details.getByLabel('End date')).toHaveValue('2026/05/03');
  await page.screenshot({ path: 'docs/walkthrough/details.png', fullPage: true });
  await page.getByText('Tournament details', { exact: true }).click();

  await t.section('Seeding');
  await page.getByRole('button', { name: 'Lock seeding' }).click();
  await expect(page.getByRole('table', { name: 'Seeding' }).locator('tbody tr td:nth-child(2)')).toHaveText(entries.map((e) => e.name));

  const rounds: readonly (readonly ResultKey[])[] = [['1', '=', '0', '1', '='], ['=', '1', '0', '=', '1'], ['1', '0', '=', '1', '0']];
  for (const [i, keys] of rounds.entries()) {
    await t.pairNextRound(i + 1);
    await t.enterResults(keys);
    // The last result is saved (the cell shows it) before anything reads the standings.
    await expect(t.resultCell(keys.length)).not.toHaveAccessibleName(/not entered/);
    // A correction in round 1 after round 2 was paired: confirmed, naming both results and the players.
    if (i === 1) {
      await t.showRound(1);
      const before = (await t.resultCell(2).textContent()) ?? '';
      await t.enterResult(2, '1');
      const ask = page.getByRole('dialog', { name: 'Change a result of round 1?' });
      await expect(ask).toContainText(new RegExp(`Board 2: .+ – .+, ${before.replace(/[½]/g, '.')} → 1-0\\. Round 2 was paired from the old result`));
      await page.screenshot({ path: 'docs/walkthrough/correction.png' });
      await ask.getByRole('button', { name: 'Change the result' }).click();
      await expect(t.resultCell(2)).toHaveText('1-0');
    }
  }

  const standings = await t.standings();
  expect(standings).toHaveLength(10);
  // Rating changes: K edited for a junior (40); the total follows.
  await page.getByText('Rating changes (FIDE)').click();
  const changes = page.getByRole('table', { name: 'Rating changes' });
  await expect(changes.locator('tbody tr')).toHaveCount(10);
  const kField = changes.getByLabel('K of Jones, Sue');
  await expect(kField).toHaveValue('20');
  const changeOf = async (): Promise<number> => Number(await changes.locator('tbody tr').nth(9).locator('td').nth(7).textContent());
  const at20 = await changeOf();
  await kField.fill('40');
  await kField.press('Enter');
  await expect(kField).toHaveValue('40');
  await expect.poll(changeOf).toBeCloseTo(at20 * 2, 2);
  await page.screenshot({ path: 'docs/walkthrough/rating-changes.png', fullPage: true });

  // The rating report: full header, each 001 rank = the standings' rank.
  const trf = await t.exportTrf();
  const lines = trf.split('\n');
  for (const want of ['012 Rated Open', '022 Rome', '032 ITA', '042 2026/05/01', '052 2026/05/03', '062 10', '072 10', '102 IA Anna Arbiter', '112 FA Bo Deputy', '122 90 min/40 moves + 30 min, 30 s/move']) {
    expect(lines).toContain(want);
  }
  const r132 = lines.find((l) => l.startsWith('132'))!;
  expect([r132.slice(91, 99), r132.slice(101, 109), r132.slice(111, 119)]).toEqual(['26/05/01', '26/05/02', '26/05/03']);
  const rankOnScreen = new Map(standings.map((row) => [Number(row[1]), Number(row[0])]));
  for (const l of lines.filter((x) => x.startsWith('001'))) expect(Number(l.slice(85, 89)), l).toBe(rankOnScreen.get(Number(l.slice(4, 8))));

  // The printouts carry the details: place, federation, dates and chief arbiter; a round's date.
  const id = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
  const sheet = new PrintPage(page);
  await sheet.open(id, 'standings');
  // The event's name, then its details on a line of their own (wrapped, never cut).
  await expect(page.locator('.sheet-header .event').first()).toHaveText('Rated Open');
  await expect(page.locator('.sheet-header .event-details').first()).toHaveText('Rome (ITA) · 2026/05/01 – 2026/05/03 · Chief arbiter IA Anna Arbiter');
  await sheet.savePdf('test-results/print/rated-open-standings.pdf');
  await sheet.open(id, 'board', { round: 2 });
  await expect(page.locator('.sheet-header').first()).toContainText('Round 2, 2026/05/02');
});
