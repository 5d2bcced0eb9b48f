import { expect, test } from '@playwright/test';
import { chooseSystem } from './pages/TournamentListPage';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { importTournament, PrintPage } from './pages/PrintPage';
import type { ImportSystem, Printout } from './pages/PrintPage';

/** The sheets every event has (the crosstable and the prize list have their own tests). */
type SwissPrintout = Exclude<Printout, 'crosstable' | 'prizes' | 'ratings' | 'cards' | 'statistics' | 'bracket'>;

const fixture = (name: string): string => join(process.cwd(), 'test/fixtures/print', name);
/** Kept as test artefacts: open them to see what a TO would print. */
const artefact = (name: string): string => join(process.cwd(), 'test-results/print', name);
const markup = '<img src=x onerror=alert(1)>';

interface Case {
  readonly players: number;
  readonly file: string;
  readonly system: ImportSystem;
  /** Expected pages per printout on A4 (42 rows a page portrait, 27 landscape; 8 slips a page). */
  readonly pages: Readonly<Record<SwissPrintout, number>>;
}

const cases: readonly Case[] = [
  { players: 8, file: 'p8_markup_final.trf', system: 'tcec-single', pages: { board: 1, alpha: 1, slips: 1, standings: 1, wallchart: 1 } },
  { players: 60, file: 'burstein_p60_r7.trf', system: 'burstein', pages: { board: 1, alpha: 2, slips: 4, standings: 2, wallchart: 3 } },
  { players: 300, file: 'burstein_p300_r7.trf', system: 'burstein', pages: { board: 4, alpha: 8, slips: 19, standings: 8, wallchart: 12 } },
];

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

/** Opens one printout, checks it page by page, prints it to PDF and checks the PDF's page count. */
async function checkPrintout(page: Page, id: number, c: Case, printout: SwissPrintout, opts: { paper?: 'a4' | 'letter'; orientation?: 'portrait' | 'landscape' } = {}): Promise<number[]> {
  const sheet = new PrintPage(page);
  await sheet.open(id, printout, opts);
  await expect(sheet.sheets.first()).toBeVisible();
  const ids = await sheet.playerIds();
  expect(await sheet.overflowingSheets(), `${printout}: a page whose rows run past the printable area`).toEqual([]);
  const sheets = await sheet.sheets.count();
  const pdfPages = await sheet.savePdf(artefact(`${c.players}p-${printout}-${opts.paper ?? 'a4'}${opts.orientation ? `-${opts.orientation}` : ''}.pdf`));
  // One PDF page per sheet: had any row or slip not fitted, the browser would have added pages.
  expect(pdfPages, `${printout}: PDF pages`).toBe(sheets);
  if (!opts.paper && !opts.orientation) expect(sheets, `${printout}: pages for ${c.players} players`).toBe(c.pages[printout]);
  return ids;
}

for (const c of cases) {
  test(`prints every sheet for ${c.players} players: each player once per list, whole rows on each page`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
    const id = await importTournament(page, fixture(c.file), c.system);

    for (const printout of ['board', 'alpha', 'standings', 'wallchart'] as const) {
      const ids = await checkPrintout(page, id, c, printout);
      expect(sorted(ids), `${printout}: every player exactly once`).toEqual(range(c.players));
    }
    // Slips: one per board, so every paired player once (these events have no byes in their last round).
    expect(sorted(await checkPrintout(page, id, c, 'slips'))).toEqual(range(c.players));

    const sheet = new PrintPage(page);
    await sheet.open(id, 'board');
    // The header on every page: event, sheet, round, date, page number.
    const headers = await page.locator('.sheet-header').allTextContents();
    expect(headers).toHaveLength(c.pages.board);
    headers.forEach((h, i) => expect(h).toMatch(new RegExp(`Pairings by board.*Round 7.*\\d{4}.*Page ${i + 1} of ${c.pages.board}`)));
    if (c.players === 8) {
      // A name with markup prints as text: no element is made from it, and no script runs.
      for (const printout of ['board', 'alpha', 'slips', 'standings', 'wallchart'] as const) {
        await sheet.open(id, printout);
        await expect(sheet.root.getByText(markup, { exact: false }).first()).toBeVisible();
        expect(await sheet.root.locator('img').count()).toBe(0);
      }
      expect(dialogs).toEqual([]);
    }
    if (c.players === 60) {
      // After the last round: "Final standings" with the tie-break legend under the table; the
      // list by name gives each player's points; slips carry no page number.
      await sheet.open(id, 'standings');
      await expect(page.locator('.sheet-header').first()).toContainText('Final standings');
      await expect(sheet.root.getByLabel('Tie-break legend')).toContainText(/[A-Z]+(\/[A-Z0-9+]+)* = [A-Z]/);
      await sheet.open(id, 'alpha');
      await expect(sheet.root.getByRole('columnheader', { name: 'Pts' }).first()).toBeVisible();
      await sheet.open(id, 'slips');
      expect((await page.locator('.slip-head').allTextContents()).filter((h) => /Page/.test(h))).toEqual([]);
      // The final crosstable: by rank, opponents by their place, the tie-breaks and the rank.
      await sheet.open(id, 'wallchart', { order: 'rank' });
      await expect(page.locator('.sheet-header').first()).toContainText('Final crosstable');
      const first = await sheet.root.locator('table tbody tr').first().locator('td').allTextContents();
      expect(first[0]).toBe('1');
      expect(first.at(-1)).toBe('1');
      expect(sorted(await sheet.playerIds())).toEqual(range(60));
      expect(await sheet.overflowingSheets()).toEqual([]);
      await sheet.savePdf(artefact('60p-wallchart-by-rank-a4.pdf'));
    }
    if (c.players === 300) {
      // Letter landscape holds 28 rows (A4 landscape 27), portrait 39 (A4 42).
      await checkPrintout(page, id, c, 'standings', { paper: 'letter', orientation: 'landscape' });
      expect(await sheet.sheets.count()).toBe(11);
      expect(sorted(await sheet.playerIds())).toEqual(range(300));
      await checkPrintout(page, id, c, 'alpha', { paper: 'letter', orientation: 'portrait' });
      expect(await sheet.sheets.count()).toBe(8);
      expect(await sheet.rowsPerSheet()).toEqual([39, 39, 39, 39, 39, 39, 39, 27]);
      await checkPrintout(page, id, c, 'slips', { orientation: 'landscape' });
      expect(await sheet.sheets.count()).toBe(17); // 9 slips a page
    }
  });
}

test('sheets name the seats of each system: two-game TCEC rounds get two result boxes and swapped colours', async ({ page }) => {
  const id = await importTournament(page, fixture('tcec_double_p8_r5_final.trf'), 'tcec-double');
  const sheet = new PrintPage(page);
  await sheet.open(id, 'board');
  await expect(page.getByRole('columnheader', { name: 'White in game 1' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Results (2 games)' })).toBeVisible();
  expect(await page.locator('td.result').first().locator('.box').count()).toBe(2);
  await sheet.open(id, 'slips');
  await expect(page.locator('.slip').first()).toContainText('Game 2: first player Black');
  await expect(page.locator('.slip').first()).toContainText('½-½');
  await sheet.savePdf(artefact('8p-tcec-double-slips.pdf'));
});

test('Netrunner slips show tables, Corp and Runner for each game, and signature lines', async ({ page }) => {
  await page.goto('/#/');
  const form = page.getByRole('form', { name: 'New tournament' });
  await form.getByLabel('Name', { exact: true }).fill('Store Championship');
  await chooseSystem(form, 'double-sided');
  await form.getByLabel('Rounds', { exact: true }).fill('3');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  const add = page.getByRole('form', { name: 'Add player' });
  for (const name of ['Ann', 'Bob', 'Cid', 'Dee', 'Eve']) {
    await add.getByLabel('Name', { exact: true }).fill(name);
    await add.getByLabel('Name', { exact: true }).press('Enter');
    await expect(page.getByRole('table', { name: 'Players' }).getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Tournament sections' }).getByRole('button', { name: 'Seeding' }).click();
  await page.getByRole('radio', { name: /Random seeding/ }).check();
  await page.getByRole('button', { name: 'Lock seeding' }).click();
  await page.getByRole('navigation', { name: 'Tournament sections' }).getByRole('button', { name: 'Rounds' }).click();
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  await expect(page.getByRole('table', { name: 'Round 1 boards' })).toBeVisible({ timeout: 30_000 });
  const id = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);

  const sheet = new PrintPage(page);
  await sheet.open(id, 'slips');
  const slip = page.locator('.slip').first();
  await expect(slip).toContainText('Table 1');
  await expect(slip).toContainText('Corp in game 1');
  await expect(slip).toContainText('Game 2: first player Runner');
  await expect(slip).toContainText('Corp win');
  await expect(slip).toContainText('Signature (Corp)');
  expect(await page.locator('.slip').count()).toBe(2);
  await sheet.open(id, 'alpha');
  // Five players: the one with the bye is listed too.
  expect(sorted(await sheet.playerIds())).toEqual(range(5));
  await expect(page.getByRole('columnheader', { name: 'Side in game 1' })).toBeVisible();
  await expect(sheet.root).toContainText('Bye');
  await sheet.savePdf(artefact('5p-netrunner-alpha.pdf'));
});

test('one click in the main window opens the sheet in its own window with the print dialog', async ({ context, page }) => {
  await context.addInitScript(() => {
    window.print = () => { document.documentElement.dataset.printed = 'yes'; };
  });
  const id = await importTournament(page, fixture('burstein_p60_r7.trf'), 'burstein');
  await page.goto(`/#/t/${id}/rounds`);
  await page.getByText('Print and projector', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Print' });
  await form.getByLabel('Sheet', { exact: true }).selectOption('alpha');
  await form.getByLabel('Paper', { exact: true }).selectOption('letter');
  const [popup] = await Promise.all([page.waitForEvent('popup'), form.getByRole('button', { name: 'Print pairings by name' }).click()]);
  await expect(popup.locator('html')).toHaveAttribute('data-printed', 'yes');
  expect(popup.url()).toContain(`#/print/${id}/alpha?round=7&paper=letter`);
  await expect(popup.locator('section.sheet')).toHaveCount(2);
});
