import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { OrganiserPage } from './pages/OrganiserPage';
import { PrintPage } from './pages/PrintPage';
import { RoundRobinPage } from './pages/RoundRobinPage';
import { TournamentListPage } from './pages/TournamentListPage';
import type { ResultKey } from './pages/TournamentPage';

const artefact = (name: string): string => join(process.cwd(), 'test-results/sections', name);
const csv = (names: readonly string[], top: number): string => ['Name,Rating', ...names.map((n, i) => `${n},${top - 25 * i}`)].join('\n');
const keyFor = (w: number, b: number, round: number): ResultKey => (['1', '=', '0'] as const)[(w + 2 * b + round) % 3]!;

/** Opens a section from the event's entry on the tournament list. */
async function openSection(page: Page, event: string, section: string): Promise<void> {
  await page.goto('/#/');
  await page.getByRole('list', { name: `Sections of ${event}` }).getByRole('button', { name: `Open ${event} – ${section}` }).click();
  await expect(page.getByRole('heading', { name: `${event} – ${section}`, level: 1 })).toBeVisible();
}

/** Seeds a section with its system's default, pairs every round and enters a result on every open board. */
async function runSection(page: Page, rounds: number): Promise<void> {
  const t = new RoundRobinPage(page);
  await t.section('Seeding');
  await page.getByRole('button', { name: 'Lock seeding' }).click();
  await expect(page.getByText('Seeding is locked.')).toBeVisible();
  for (let r = 1; r <= rounds; r++) {
    await t.pairNextRound(r);
    await t.enterOpenResults(r, (w, b) => keyFor(w, b, r));
  }
  await expect(page.getByRole('button', { name: `Pair round ${rounds + 1}` })).toHaveCount(0);
}

test('a 4-section event (two Swiss, two round robins): quads split by rating, sections added, each run on its own and printed per section', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  // Eight players register for the quads; the arbiter splits them by rating.
  await list.createTournament('Autumn Weekend', { system: 'dutch', rounds: 3 });
  const desk = new OrganiserPage(page);
  await desk.chooseCsv('quads.csv', csv(['Ash', 'Birch', 'Cedar', 'Damson', 'Elm', 'Fir', 'Gum', 'Hazel'], 2200));
  await desk.importButton().click();
  await page.getByRole('button', { name: 'Split into quads by rating…' }).click();
  const ask = page.getByRole('dialog', { name: 'Split into quads?' });
  await expect(ask).toContainText('8 players become 2 round robins of 4, 4 players by rating: Quad 1: Ash, Birch, Cedar, Damson; Quad 2: Elm, Fir, Gum, Hazel.');
  await ask.getByRole('button', { name: 'Split into quads' }).click();
  const sectionsNav = page.getByRole('navigation', { name: 'Sections of Autumn Weekend' });
  await expect(sectionsNav.getByRole('button')).toHaveText(['Quad 1', 'Quad 2']);
  await expect(page.getByRole('heading', { name: 'Autumn Weekend – Quad 1', level: 1 })).toBeVisible();

  // Two Swiss sections join the event from the tournament list.
  await list.goto();
  for (const [name, system] of [['Open A', 'dutch'], ['Open B', 'burstein']] as const) {
    const add = page.getByRole('form', { name: 'Add a section to Autumn Weekend' });
    if (!(await add.isVisible())) await page.locator('summary', { hasText: 'Add a section' }).click();
    await add.getByLabel('Section name').fill(name);
    await add.getByLabel('System', { exact: true }).selectOption(system);
    await add.getByLabel('Rounds').fill('3');
    await add.getByRole('button', { name: 'Add section' }).click();
    await expect(page.getByRole('list', { name: 'Sections of Autumn Weekend' }).getByRole('button', { name: `Open Autumn Weekend – ${name}` })).toBeVisible();
  }
  await expect(page.getByRole('list', { name: 'Sections of Autumn Weekend' }).locator('.name')).toHaveText(['Quad 1', 'Quad 2', 'Open A', 'Open B']);

  // Each section is run on its own: its own players, seeding, system and rounds.
  for (const [section, names, top] of [['Open A', ['Ivy', 'Juniper', 'Kauri', 'Larch', 'Maple', 'Nutmeg'], 2000], ['Open B', ['Oak', 'Pine', 'Quince', 'Rowan', 'Spruce', 'Teak'], 1700]] as const) {
    await openSection(page, 'Autumn Weekend', section);
    await desk.chooseCsv(`${section}.csv`, csv(names, top));
    await desk.importButton().click();
    await runSection(page, 3);
  }
  for (const quad of ['Quad 1', 'Quad 2']) {
    await openSection(page, 'Autumn Weekend', quad);
    await expect(page.getByRole('radio', { name: /Random seeding .*Round robin's default/ })).toHaveCount(0);
    await runSection(page, 3);
    await new RoundRobinPage(page).section('Standings');
    await expect(page.getByRole('table', { name: 'Crosstable' }).locator('tbody tr')).toHaveCount(4);
  }

  // One section's own printout: its crosstable, headed with the event and the section.
  await expect(page).toHaveURL(/#\/t\/\d+\/standings/);
  const quadId = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
  const sheet = new PrintPage(page);
  await sheet.open(quadId, 'crosstable');
  await expect(page.locator('.sheet-header .event')).toHaveText('Autumn Weekend – Quad 2');
  expect((await sheet.playerIds()).length).toBe(4);

  // Every section, one after another: the quads' crosstables and the Swiss sections' standings (final: their last round is complete).
  const key = await page.evaluate(async () => {
    const open = indexedDB.open('pairwise');
    const db = await new Promise<IDBDatabase>((ok) => { open.onsuccess = () => ok(open.result); });
    const rows = await new Promise<{ event?: { key: number } }[]>((ok) => {
      const r = db.transaction('tournaments').objectStore('tournaments').getAll();
      r.onsuccess = () => ok(r.result as { event?: { key: number } }[]);
    });
    db.close();
    return rows.find((t) => t.event)?.event?.key ?? 0;
  });
  await page.goto(`/#/print-event/${key}/crosstable?paper=a4`);
  await expect(page.locator('.print-root')).toBeVisible({ timeout: 30_000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-section')).toHaveCount(4);
  await expect(page.locator('.sheet-header .event')).toHaveText(['Autumn Weekend – Quad 1', 'Autumn Weekend – Quad 2', 'Autumn Weekend – Open A', 'Autumn Weekend – Open B']);
  await expect(page.locator('.sheet-header .line span:first-child')).toHaveText(['Crosstable (all-play-all)', 'Crosstable (all-play-all)', 'Final standings', 'Final standings']);
  expect(await sheet.overflowingSheets()).toEqual([]);
  expect(await sheet.savePdf(artefact('every-section.pdf'))).toBe(4);
});
