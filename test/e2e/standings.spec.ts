import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { formatTenths, playerId, ratingText } from '../../src/core/model';
import type { Tournament } from '../../src/core/model';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import { crosstableCsv, groupRows, standingsCsv, standingsWith, tieBreakValueText } from '../../src/core/standings';
import { standingsReportOf } from '../../src/core/systems';
import type { PrizeGroup, StandingRow, StandingsRefusal, StandingsReport } from '../../src/core/standings';
import { TournamentListPage } from './pages/TournamentListPage';
import { StandingsPage } from './pages/StandingsPage';
import { TournamentPage } from './pages/TournamentPage';

// A corpus FIDE Dutch tournament (bbpPairings 6.0): 23 players, 8 rounds, forfeits, byes, absences.
const file = join(process.cwd(), 'test/e2e/fixtures/standings/mix2_p023_r08.trf');

const core = (): Tournament => {
  const read = readTrf(readFileSync(file, 'utf8'));
  if (!read.ok) throw new Error(read.error.message);
  const built = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' } });
  if (!built.ok) throw new Error(built.error.message);
  return built.tournament;
};
const names = (t: Tournament) => new Map(t.players.map((p) => [p.id, p.name]));
/** Title, federation and rating ("unrated" for 0, the app's one wording), as the chess standings show them beside the name. */
const about = (t: Tournament, id: number): string[] => { const p = t.players.find((x) => x.id === id); return [p?.title ?? '', p?.federation ?? '', ratingText(p?.rating ?? 0)]; };
const ranked = (r: StandingsReport | StandingsRefusal): StandingsReport => {
  if (!r.ok) throw new Error(r.detail);
  return r;
};
const cells = (t: Tournament, rows: readonly (StandingRow & { groupPlace?: number })[], withPlace = false): string[][] =>
  rows.map((r) => [String(r.rank), ...(withPlace ? [String(r.groupPlace)] : []), String(r.player), names(t).get(r.player) ?? '', ...about(t, r.player), formatTenths(r.points), ...r.tieBreaks.map((v) => v.text)]);

test('standings of an imported Dutch TRF: tie-break columns, prize groups, player card, CSV exports, tie-break order', async ({ page }) => {
  const t = core();
  const report = ranked(standingsReportOf(t));
  const s = new StandingsPage(page);
  await new TournamentListPage(page).goto();
  await s.importTrf(file);
  await expect(page.getByRole('heading', { name: /^AutoTest Tournament/, level: 1 })).toBeVisible();

  // The FIDE default list (C.07 4.1.1) as columns; every row as the core computes it.
  await s.open();
  expect(await s.headers()).toEqual(['Rank', 'No.', 'Name', 'Title', 'Fed', 'Rating', 'Points', 'BH/C1', 'BH', 'SB', 'WIN']);
  expect(await s.rows()).toEqual(cells(t, report.rows));

  // Prize groups: two players marked as women, then a rating section.
  const women = ['Test0011 Player0011', 'Test0006 Player0006'];
  for (const w of women) await s.markWoman(w);
  const withWomen: Tournament = { ...t, players: t.players.map((p) => (women.includes(p.name) ? { ...p, sex: 'w' as const } : p)) };
  const players = new Map(withWomen.players.map((p) => [p.id, p]));
  const expectGroup = async (g: PrizeGroup) => {
    const expected = groupRows(report.rows, players, g);
    await expect(s.groupStatus).toContainText(`${expected.length} of 23 players`);
    expect(await s.rows()).toEqual(cells(t, expected, true));
    return expected;
  };
  await s.open();
  await s.womenOnly(true);
  const w = await expectGroup({ women: true });
  expect(w.map((r) => [r.rank, r.groupPlace])).toEqual([[2, 1], [10, 2]]);
  await s.womenOnly(false);
  await s.ratingSection(2400, 2599);
  expect((await expectGroup({ women: false, ratingFrom: 2400, ratingTo: 2599 })).length).toBeGreaterThan(3);
  await s.showAll();
  await expect(s.groupStatus).toHaveText('23 players');

  // The winner's card: how BH/C1 was computed, round by round, with the cut value struck out.
  const top = report.rows[0];
  if (!top) throw new Error('no rows');
  const name = names(t).get(top.player) ?? '';
  await s.openCard(name);
  await expect(s.card.getByRole('heading', { name: `BH/C1 = ${top.tieBreaks[0]?.text}` })).toBeVisible();
  const bh = report.explanations.get(top.player)?.[0];
  const shown = await s.cardContributions('BH/C1');
  expect(shown.map((r) => [r[0], r[2]])).toEqual(bh?.contributions.map((c) => [String(c.round ?? ''), tieBreakValueText('BH/C1', c.value)]));
  expect(shown.filter((r) => r[3]?.endsWith('— cut'))).toHaveLength(1);
  await s.closeCard();

  // CSV exports: the same text the core writes (after the UTF-8 BOM), rows in standings order.
  const standingsFile = await s.export('standings');
  expect(standingsFile.name).toMatch(/-standings\.csv$/);
  expect(standingsFile.text.startsWith('\ufeff')).toBe(true);
  expect(standingsFile.text.slice(1)).toBe(standingsCsv(withWomen, report.rows));
  const parsed = Papa.parse<string[]>(standingsFile.text.slice(1), { skipEmptyLines: true }).data;
  expect(parsed).toHaveLength(24);
  expect(parsed[2]?.slice(0, 3)).toEqual(['2', '11', 'Test0011 Player0011']);
  expect(parsed[2]?.[6]).toBe('w');
  const cross = await s.export('crosstable');
  expect(cross.text.slice(1)).toBe(crosstableCsv(withWomen, report.rows));
  expect(Papa.parse<string[]>(cross.text.slice(1), { skipEmptyLines: true }).data[1]?.slice(8, 16)).toEqual(['15w1', '11b1', '8b1', '4w1', '5w1', '13b1', '2w1', '1b1']);

  // The TO's own order: DE, then WIN. Shared places appear where both still tie.
  await s.editOrder();
  for (const code of ['BH/C1', 'BH', 'SB']) await s.removeTieBreak(code);
  await s.addTieBreak('DE');
  await s.moveUp('DE');
  await s.saveOrder();
  const own = standingsWith(t, ['DE', 'WIN']);
  expect(own.some((r, i) => i > 0 && own[i - 1]?.rank === r.rank)).toBe(true);
  // The table re-renders from the live query after the save: poll until it settles.
  await expect.poll(() => s.headers()).toEqual(['Rank', 'No.', 'Name', 'Title', 'Fed', 'Rating', 'Points', 'DE', 'WIN']);
  await expect.poll(() => s.rows()).toEqual(cells(t, own));
  await page.reload();
  await s.open();
  await expect.poll(() => s.headers()).toEqual(['Rank', 'No.', 'Name', 'Title', 'Fed', 'Rating', 'Points', 'DE', 'WIN']);
  // The exported TRF carries the order (TRF-2026 202 / 212), and reading it back gives the same list.
  const trf = await new TournamentPage(page).exportTrf();
  expect(trf).toMatch(/^202 DE,WIN\r?$/m);
  expect(trf).toMatch(/^212 PTS,DE,WIN\r?$/m);
  const back = readTrf(trf);
  expect(back.ok && tournamentFromTrf(back.doc, { settings: { system: 'dutch', rules: '2026' } })).toMatchObject({ ok: true, tournament: { tieBreaks: ['DE', 'WIN'] } });
});

test('C.07 Art. 10: ARO with an unrated player is refused with a message until a rating for unrated players is set', async ({ page }, info) => {
  // The corpus tournament with player 5 unrated (rating columns 49-52 blank).
  const text = readFileSync(file, 'utf8').replace(/^(001 {4}5.{40}).{4}/m, '$1    ');
  const unratedFile = info.outputPath('unrated.trf');
  writeFileSync(unratedFile, text);
  const base = core();
  const t: Tournament = { ...base, players: base.players.map((p) => (p.id === 5 ? { ...p, rating: 0 } : p)) };
  const s = new StandingsPage(page);
  await new TournamentListPage(page).goto();
  await s.importTrf(unratedFile);
  await expect(page.getByRole('heading', { name: /^AutoTest Tournament/, level: 1 })).toBeVisible();
  await s.open();

  await s.editOrder();
  await s.addTieBreak('ARO');
  await s.saveOrder();
  // No ranking, a message naming the article, the code and the player; the page does not crash.
  await expect(s.refusal()).toContainText('ARO cannot be used');
  await expect(s.refusal()).toContainText('Article 10');
  await expect(s.refusal()).toContainText(`${names(t).get(playerId(5)) ?? ''} (5) is unrated`);
  await expect(s.table).toBeHidden();

  // With a rating for unrated players the standings come back, ARO counting player 5 at it.
  await s.setUnratedRating(1500);
  await expect(s.table).toBeVisible();
  const list = ['BH/C1', 'BH', 'SB', 'WIN', 'ARO'];
  await expect.poll(() => s.headers()).toEqual(['Rank', 'No.', 'Name', 'Title', 'Fed', 'Rating', 'Points', ...list]);
  await expect.poll(() => s.rows()).toEqual(cells(t, standingsWith(t, list, { unratedRating: 1500 })));
  await page.reload();
  await s.open();
  await expect(page.getByLabel('Rating for unrated players')).toHaveValue('1500');
});

test('500 players: only the rows in view are rendered, and scrolling reaches the last place', async ({ page }) => {
  const big = join(process.cwd(), 'test/e2e/fixtures/standings/burstein_p0500_r11_r11.trf');
  const read = readTrf(readFileSync(big, 'utf8'));
  if (!read.ok) throw new Error(read.error.message);
  const built = tournamentFromTrf(read.doc, { settings: { system: 'burstein' } });
  if (!built.ok) throw new Error(built.error.message);
  const rows = ranked(standingsReportOf(built.tournament)).rows;
  const s = new StandingsPage(page);
  await new TournamentListPage(page).goto();
  await s.importTrf(big, 'burstein');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await s.open();
  await expect(s.groupStatus).toHaveText('500 players');
  await expect(s.table).toHaveAttribute('aria-rowcount', '501');
  const first = await s.rows();
  expect(first.length).toBeLessThan(100);
  expect(first[0]).toEqual(cells(built.tournament, rows.slice(0, 1))[0]);
  await s.scrollToEnd();
  await expect(s.table.locator('tbody tr[aria-rowindex="501"] td').nth(2)).toHaveText(names(built.tournament).get(rows[499]!.player) ?? '');
});
