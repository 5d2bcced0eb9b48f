import { expect, test } from '@playwright/test';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fideInitialRanking } from '../../src/core/seeding';
import { ChessOpenPage, dutchChecker } from './pages/ChessOpenPage';
import { PairingEditPage } from './pages/PairingEditPage';
import { PrintPage } from './pages/PrintPage';
import { TournamentListPage } from './pages/TournamentListPage';
import type { ResultKey } from './pages/TournamentPage';

/** The printed papers of the final, kept as test artefacts (look at them with pdftoppm). */
const papers = join(process.cwd(), 'test-results/print');

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

/** Arrive after round 1; the first with every registration field the rating report needs. */
const lateEntries = [
  { name: 'Okafor, Ruth', rating: 2288, more: { title: 'WIM', federation: 'NGR', fideId: '8500123', birthDate: '1999/04/12' } },
  { name: 'Lindgren, Oskar', rating: 2046, more: {} },
  { name: 'Santos, Bea', rating: 1795, more: {} },
] as const;
const rounds = 7;

/** A 001 line's start rank, title, name, rating, federation, FIDE ID, birth date, points and rank (TRF-16 columns). */
const player001 = (l: string) => ({
  no: Number(l.slice(4, 8)), title: l.slice(10, 13).trim(), name: l.slice(14, 47).trim(), rating: Number(l.slice(48, 52)) || 0,
  federation: l.slice(53, 56).trim(), fideId: l.slice(57, 68).trim(), birthDate: l.slice(69, 79).trim(), rank: Number(l.slice(85, 89)),
});
const withdrawing = ['Jensen, David', 'Quinn, Clara'] as const;
const halfPointBye = 'Umarov, Katya';

test('a 60-player FIDE Dutch open, 7 rounds: late entries re-ranked by rating, withdrawals, a requested bye, a forfeit, a confirmed correction, slips by board number; the final crosstable by rank on screen; the rating report passes the Dutch checker and reads back to the same standings (withdrawals marked) and boards', async ({ page }) => {
  test.setTimeout(180_000);
  const list = new TournamentListPage(page);
  const open = new ChessOpenPage(page);
  const results = resultStream(2026);
  const boardCount = async (round: number): Promise<number> => open.boards(round).locator('tbody tr').count();

  await test.step('register 60 players from the federation CSV and seed them by rating', async () => {
    await list.goto();
    await list.createTournament('Riverside Open 2026', { system: 'dutch', rounds });
    await expect(page.getByText('FIDE Dutch (2026)')).toBeVisible();
    await open.importPlayers('test/e2e/fixtures/open60.csv');
    await expect(open.playersTable.locator('tbody tr')).toHaveCount(60);
    // The TRF-16 header of the rating report.
    await page.getByText('Tournament details', { exact: true }).click();
    const details = page.getByRole('form', { name: 'Tournament details' });
    await details.getByLabel('City').fill('Riverside');
    await details.getByLabel('Federation').fill('ENG');
    await details.getByLabel('Start date').fill('2026/06/01');
    await details.getByLabel('End date').fill('2026/06/07');
    await details.getByLabel('Chief arbiter').fill('IA Rita Referee');
    // One round a day; the TRF writes them in 132 as YY/MM/DD.
    for (let r = 1; r <= rounds; r++) await details.getByLabel(`Round ${r}`, { exact: true }).fill(`2026-06-0${r}`);
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByRole('status')).toHaveText('Details saved.');
    await page.getByText('Tournament details', { exact: true }).click();
    // C.04.2 initial order (rating, title, name), the Dutch system's own seeding.
    await open.section('Seeding');
    await page.getByRole('button', { name: 'Lock seeding' }).click();
    await expect(page.getByText('Seeding is locked.')).toBeVisible();
    // Asked for before the event: a half-point bye in round 4.
    await open.requestHalfPointBye(halfPointBye, 4);
  });

  await test.step('round 1: 30 boards, results typed board after board', async () => {
    await open.pairNextRound(1);
    expect(await boardCount(1)).toBe(30);
    // Top seed against the first player of the lower half (start ranks 1 and 31).
    expect((await open.pairings(1)).some((p) => ['1 31', '31 1'].includes(p))).toBe(true);
    await open.enterRoundResults(1, results(30));
  });

  await test.step('three players arrive after round 1: placed by rating, the numbers below moved down; zero points for round 1, paired from round 2', async () => {
    const given: number[] = [];
    for (const p of lateEntries) given.push(await open.lateEntry(p.name, p.rating, p.more));
    // Okafor (2288) goes above every player rated lower: not at the end of the list.
    expect(given[0]).toBeLessThan(61);
    await expect(page.getByRole('status').filter({ hasText: lateEntries[2].name })).toContainText(/entered as no. \d+ \(by rating; the \d+ players? below renumbered\)/);
    await expect(open.playersTable.locator('tbody tr')).toHaveCount(63);
    await open.pairNextRound(2);
    expect(await boardCount(2)).toBe(31);
    const named = await open.namesOnBoards(2);
    const byes = await open.byes(2);
    for (const p of lateEntries) expect(named.includes(p.name) || byes.includes(`${p.name}: bye (pairing-allocated)`)).toBe(true);
    expect(byes.filter((b) => b.endsWith(': bye (pairing-allocated)'))).toHaveLength(1);
  });

  // The arbiter types 1-0 on board 5 of round 2; the slip said 0-1. Found after round 4.
  const wrongBoard = 5;
  await test.step('round 2 results, one of them wrong', async () => {
    const keys = results(31);
    keys[wrongBoard - 1] = '1';
    await open.enterRoundResults(2, keys);
    await expect(open.resultCell(wrongBoard)).toHaveText('1-0');
  });

  await test.step('round 3, with a forfeit', async () => {
    await open.pairNextRound(3);
    expect(await boardCount(3)).toBe(31);
    const keys = results(31);
    keys[20] = '+';
    await open.enterRoundResults(3, keys);
  });

  await test.step('two players withdraw after round 3; the requested bye is kept out of round 4', async () => {
    for (const name of withdrawing) await open.withdraw(name, 4);
    await open.pairNextRound(4);
    const named = await open.namesOnBoards(4);
    for (const name of [...withdrawing, halfPointBye]) expect(named).not.toContain(name);
    const byes = await open.byes(4);
    expect(byes).toContain(`${halfPointBye}: half-point bye`);
    // 63 - 2 withdrawn - 1 on a half-point bye = 60 players: 30 boards, no pairing-allocated bye.
    expect(await boardCount(4)).toBe(30);
    expect(byes.filter((b) => b.endsWith(': bye (pairing-allocated)'))).toHaveLength(0);
    await open.enterRoundResults(4, results(30));
  });

  await test.step('the effect of a result of the current round is worked out when the arbiter opens it', async () => {
    const summary = page.getByText('Effect of the last result change on the standings', { exact: true });
    await expect(summary).toBeVisible();
    await expect(open.effect).toBeHidden();
    await summary.click();
    // The last board's two players: each line names a player with rank and points before → after.
    await expect(open.effect.getByRole('listitem').first()).toBeVisible();
    for (const line of await open.effect.getByRole('listitem').allTextContents()) expect(line).toMatch(/^.+: rank \d+ → \d+, points \d+\.\d → \d+\.\d$/);
  });

  const dir = await mkdtemp(join(tmpdir(), 'pairwise-open-'));
  await test.step('after round 4 the exported TRF passes the Dutch checker (late entries, drops, the H bye as bbpPairings reads them)', async () => {
    const file = await open.downloadTrf(dir);
    const lines = (await readFile(file, 'utf8')).split('\n');
    // Round 4 of the player on the requested bye, round 1 of a late entry, as bbpPairings reads them.
    expect(lines.find((l) => l.includes(halfPointBye))?.slice(121, 129)).toBe('0000 - H');
    expect(lines.find((l) => l.includes(lateEntries[0].name))?.slice(91, 99)).toBe('0000 - Z');
    expect(dutchChecker(file)).toEqual({ exitCode: 0, report: [1, 2, 3, 4].map((r) => `${file}: Round #${r}\n`).join('') });
  });

  await test.step('the TRF of round 4 imported again mid-event: its round dates (132, YY/MM/DD) read back, and its tournament details save', async () => {
    const file = await open.downloadTrf(dir);
    const text = await readFile(file, 'utf8');
    const r132 = text.split(/\r?\n/).find((l) => l.startsWith('132'))!;
    expect(r132.slice(91, 99)).toBe('26/06/01');
    // Under another name (012), so the two tournaments are told apart in the list.
    const copy = join(dir, 'riverside-round4.trf');
    await writeFile(copy, text.replace(/^012 .*$/m, '012 Riverside Open 2026 again'), 'utf8');
    await list.goto();
    await list.importTrf(copy, 'dutch');
    await expect(page.getByRole('heading', { name: 'Riverside Open 2026 again', level: 1 })).toBeVisible();
    await page.getByText('Tournament details', { exact: true }).click();
    const details = page.getByRole('form', { name: 'Tournament details' });
    await expect(details.getByLabel('Round 1', { exact: true })).toHaveValue('26/06/01');
    await details.getByLabel('City').fill('Riverside Hall');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByRole('status')).toHaveText('Details saved.');
    await expect(details.getByLabel('Round 1', { exact: true })).toHaveValue('2026/06/01');
    await expect(details.getByLabel('Round 7', { exact: true })).toHaveValue('2026/06/07');
    // Written back: the same 132 line, the edited city.
    const again = await readFile(await new ChessOpenPage(page).downloadTrf(dir), 'utf8');
    expect(again.split(/\r?\n/).find((l) => l.startsWith('132'))).toBe(r132);
    expect(again).toContain('022 Riverside Hall');
    await list.goto();
    await list.deleteTournament('Riverside Open 2026 again');
    await list.open('Riverside Open 2026');
  });

  await test.step('the wrong round-2 result is corrected after round 4; the standings effect is shown', async () => {
    await open.section('Rounds');
    await open.showRound(2);
    const names = await open.namesOnBoards(2);
    const [whiteName, blackName] = [names[(wrongBoard - 1) * 2]!, names[(wrongBoard - 1) * 2 + 1]!];
    const effect = await open.correctResult(2, wrongBoard, '0');
    await expect(open.resultCell(wrongBoard)).toHaveText('0-1');
    // Each line names a player with rank and points before → after; both players' points move by one.
    for (const line of effect) expect(line).toMatch(/^.+: rank \d+ → \d+, points \d+\.\d → \d+\.\d$/);
    const move = (line: string | undefined): number => {
      const m = /points ([\d.]+) → ([\d.]+)/.exec(line ?? '');
      return Number(m?.[2]) - Number(m?.[1]);
    };
    expect(move(effect.find((l) => l.startsWith(`${whiteName}:`)))).toBe(-1);
    expect(move(effect.find((l) => l.startsWith(`${blackName}:`)))).toBe(1);
  });

  await test.step('round 5 is paired with the corrected result, edited by hand, and re-paired', async () => {
    await open.pairNextRound(5);
    expect(await boardCount(5)).toBe(30);
    const paired = await open.pairings(5);
    // The arbiter swaps the White players of boards 1 and 2: each player gets the warnings it breaks.
    const edit = new PairingEditPage(page);
    await edit.swapPlayers(1, 'white', 2, 'white');
    // Here the swap makes a rematch: the app says who met when, and saves it only when accepted.
    const warnings = await edit.warnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Rematch: .+ already met in round \d/);
    await edit.acceptEdit();
    const [w1, b1] = paired[0]!.split(' ');
    const [w2, b2] = paired[1]!.split(' ');
    await expect.poll(() => open.pairings(5)).toEqual([`${w2} ${b1}`, `${w1} ${b2}`, ...paired.slice(2)]);
    // On second thought: re-paired in the worker, round 5 is the system's pairing again.
    await edit.repairRound();
    await expect.poll(() => open.pairings(5)).toEqual(paired);
  });

  await test.step('round 5 results come in slip by slip', async () => {
    // The slips come in as games end: board number, Enter, result. A board that does not exist is named.
    await open.boardField.fill('31');
    await open.boardField.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Round 5 has boards 1 to 30, not "31".');
    await open.boardField.fill('');
    const keys = results(30);
    const order = Array.from({ length: 30 }, (_, i) => (i * 7) % 30);
    await open.enterSlips(5, order.map((i) => [i + 1, keys[i]!] as const));
    await expect(open.resultCell(30)).toHaveText(keys[29] === '1' ? '1-0' : keys[29] === '0' ? '0-1' : '½-½');
  });

  await test.step('rounds 6 and 7', async () => {
    for (const r of [6, 7]) {
      await open.pairNextRound(r);
      await open.enterRoundResults(r, results(await boardCount(r)));
    }
    await expect(page.getByText(`All ${rounds} rounds are paired.`)).toBeVisible();
  });

  const boardsOf = async (o: ChessOpenPage): Promise<string[][]> => {
    const out: string[][] = [];
    await o.section('Rounds');
    for (let r = 1; r <= rounds; r++) {
      await o.showRound(r);
      await expect(o.boards(r)).toBeVisible();
      out.push(await o.pairings(r));
    }
    return out;
  };
  let standings: string[][] = [];
  let boards: string[][] = [];
  await test.step('the final standings: title, federation, rating; the withdrawn players marked', async () => {
    standings = await open.standings();
    await expect(page.getByRole('heading', { name: /^Final standings/, level: 2 })).toBeVisible();
    expect(await open.standingsTable.locator('thead th').allInnerTexts()).toEqual(expect.arrayContaining(['Title', 'Fed', 'Rating']));
    expect(standings).toHaveLength(63);
    for (const name of withdrawing) expect(standings.some((row) => row[2] === `${name} (withdrawn)`)).toBe(true);
    const okafor = standings.find((row) => row[2] === lateEntries[0].name)!;
    expect(okafor.slice(3, 6)).toEqual(['WIM', 'NGR', '2288']);
    await expect(page.getByLabel('Tie-break legend')).toContainText('BH/C1 = Buchholz cut 1');
    await page.screenshot({ path: 'docs/walkthrough/final-standings.png', fullPage: true });
    boards = await boardsOf(open);
  });

  let codesOnScreen: string[] = [];
  await test.step('the final crosstable on screen: by final rank with the tie-breaks, opponents by their place; or by start rank', async () => {
    const chart = await open.wallChart('rank');
    expect(chart.heading).toBe('Final crosstable');
    const codes = await open.standingsTable.locator('thead th').allInnerTexts().then((h) => h.slice(h.indexOf('Points') + 1));
    codesOnScreen = codes;
    expect(chart.heads).toEqual(['#', 'No.', 'Name', 'Title', 'Fed', 'Rating', ...Array.from({ length: rounds }, (_, i) => `R${i + 1}`), 'Points', ...codes, 'Rank']);
    // The rows in the order of the standings, each with its rank and tie-breaks; place = line.
    expect(chart.rows.map((r) => r[1])).toEqual(standings.map((row) => row[1]));
    expect(chart.rows.map((r) => r[0])).toEqual(standings.map((_, i) => String(i + 1)));
    expect(chart.rows.map((r) => [r.at(-1), ...r.slice(6 + rounds, -1)])).toEqual(standings.map((row) => [row[0], ...row.slice(6)]));
    // Each game names the opponent by place, and the opponent's line names this one back, with the other colour.
    let games = 0;
    chart.rows.forEach((row, i) => {
      row.slice(6, 6 + rounds).forEach((cell, r) => {
        const m = /^(\d+)([wb])/.exec(cell);
        if (!m) return;
        games++;
        const back = chart.rows[Number(m[1]) - 1]![6 + r]!;
        expect(back.startsWith(`${i + 1}${m[2] === 'w' ? 'b' : 'w'}`), `place ${i + 1}, round ${r + 1}: ${cell} / ${back}`).toBe(true);
      });
    });
    expect(games).toBeGreaterThan(60 * rounds * 0.9);
    await page.locator('details.wall-chart').screenshot({ path: 'docs/walkthrough/final-crosstable.png' });
    const byNumber = await open.wallChart('number');
    expect(byNumber.heading).toBe('Crosstable by start rank');
    expect(byNumber.rows.map((r) => r[0])).toEqual(Array.from({ length: 63 }, (_, i) => String(i + 1)));
  });

  await test.step('the papers of the final: standings with the legend, the final crosstable, slips, the list by name, the rating changes; whole rows on every page (kept as PDFs)', async () => {
    const id = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
    // The rating-change report prints from the standings screen, as its own sheets.
    await page.getByText('Rating changes (FIDE)').click();
    await expect(page.getByRole('link', { name: 'Print rating changes' })).toHaveAttribute('href', new RegExp(`#/print/${id}/ratings\\?`));
    // K by FIDE Rating Regulations 8.3.3 from the birth dates and the event's year (2026): juniors
    // under 2300 K 40 (Xu born 2009; Almeida born 2008, 18 this year), an adult 20, a GM of 17 K 10.
    const changes = page.getByRole('table', { name: 'Rating changes' });
    for (const [name, k] of [['Xu, Boris', '40'], ['Almeida, Clara', '40'], ['Yilmaz, Tina', '20'], ['Dvorak, Boris', '10']] as const) {
      await expect(changes.getByLabel(`K of ${name}`), name).toHaveValue(k);
    }
    // The junior's change is 40 × (score − expected), as FIDE publishes it.
    const xu = changes.getByRole('row', { name: /Xu, Boris/ }).locator('td');
    const [score, expected, change] = await Promise.all([5, 6, 7].map(async (i) => Number(await xu.nth(i).textContent())));
    expect(change!).toBeCloseTo(40 * (score! - expected!), 1);
    await mkdir(papers, { recursive: true });
    const sheet = new PrintPage(page);
    for (const [printout, order, pdf] of [['standings', undefined, 'open-standings.pdf'], ['wallchart', 'rank', 'open-final-crosstable.pdf'], ['wallchart', 'number', 'open-wallchart.pdf'],
      ['slips', undefined, 'open-slips-r7.pdf'], ['alpha', undefined, 'open-alpha-r7.pdf'], ['ratings', undefined, 'open-rating-changes.pdf']] as const) {
      await sheet.open(id, printout, { ...(order ? { order } : {}), ...(printout === 'slips' || printout === 'alpha' ? { round: rounds } : {}) });
      expect(await sheet.overflowingSheets(), `${pdf}: a page whose rows run past the printable area`).toEqual([]);
      expect(await sheet.savePdf(join(papers, pdf)), `${pdf}: one PDF page per sheet`).toBe(await sheet.sheets.count());
      if (printout === 'standings') {
        // Title and federation on paper as on screen; the legend under the table.
        expect(await sheet.root.locator('thead').first().locator('th').allInnerTexts()).toEqual(['Rank', 'Name', 'Ti', 'Fed', 'Rating', 'Points', ...codesOnScreen]);
        await expect(sheet.root.getByLabel('Tie-break legend')).toContainText('BH/C1 = Buchholz cut 1');
      }
      if (printout === 'ratings') {
        // Every player once; the withdrawn marked; the columns explained.
        expect((await sheet.playerIds()).sort((a, b) => a - b)).toEqual(Array.from({ length: 63 }, (_, i) => i + 1));
        for (const name of withdrawing) await expect(sheet.root.getByText(`${name} (withdrawn)`)).toBeVisible();
        await expect(sheet.root.getByLabel('Rating change legend')).toContainText('Rc = the opponents');
      }
    }
    await list.goto();
    await list.open('Riverside Open 2026');
  });

  let file = '';
  await test.step('the rating report: full header, the start list in C.04.2 order with the late entries, ranks as on screen; the Dutch checker replays all 7 rounds (rounds 3 and 4 from the result they were paired from)', async () => {
    file = await open.downloadTrf(dir);
    const text = await readFile(file, 'utf8');
    const lines = text.split(/\r?\n/);
    for (const want of ['012 Riverside Open 2026', '022 Riverside', '032 ENG', '042 2026/06/01', '052 2026/06/07', '062 63', '072 63', '102 IA Rita Referee']) expect(lines).toContain(want);
    const players = lines.filter((l) => l.startsWith('001')).map(player001);
    expect(players.map((p) => p.no)).toEqual(Array.from({ length: 63 }, (_, i) => i + 1));
    // Late entries placed by rating: the whole start list is still in the initial order.
    expect(players.map((p) => p.name)).toEqual(fideInitialRanking(players).map((p) => p.name));
    expect(players.find((p) => p.name === lateEntries[0].name)).toMatchObject({ title: 'WIM', federation: 'NGR', fideId: '8500123', birthDate: '1999/04/12' });
    // 001 rank = the standings on screen, in the same order.
    const rankOnScreen = new Map(standings.map((row) => [Number(row[1]), Number(row[0])]));
    for (const p of players) expect(p.rank, p.name).toBe(rankOnScreen.get(p.no));
    expect([...players].sort((a, b) => a.rank - b.rank || a.no - b.no).map((p) => p.no)).toEqual(standings.map((row) => Number(row[1])));
    // A corrected result affects only the pairings yet to be made (FIDE C.04.2): rounds 3 and 4
    // were paired from the result as first entered, round 5 on from the corrected one. The TRF keeps
    // the first result in two PWR lines (a Pairwise record other programs skip).
    expect(lines.filter((l) => l.startsWith('PWR'))).toHaveLength(2);
    expect(dutchChecker(file)).toEqual({ exitCode: 0, report: Array.from({ length: rounds }, (_, i) => `${file}: Round #${i + 1}\n`).join('') });
  });

  await test.step('the exported TRF imported again: the same standings and the same boards in every round', async () => {
    await list.goto();
    await list.importTrf(file, 'dutch');
    await expect(page.getByRole('heading', { name: 'Riverside Open 2026', level: 1 })).toBeVisible();
    const again = new ChessOpenPage(page);
    // The withdrawals come back too (a PWW line: a finished event has no rounds left to write them as byes ahead).
    const text = await readFile(file, 'utf8');
    expect(text.split(/\r?\n/).filter((l) => l.startsWith('PWW'))).toHaveLength(withdrawing.length);
    expect(await again.standings()).toEqual(standings);
    expect(await boardsOf(again)).toEqual(boards);
  });
});
