import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { importBigField } from './pages/scenarios';

/**
 * Every object store of the tournaments' data, row by row: what "nothing was written" is checked
 * against. The venue network's shared documents (y-dexie's `venueDocs` and its `$…` update stores)
 * are left out: the venue layer writes them on its own schedule, whatever the worker does.
 */
const storedRows = (page: Page): Promise<string> => page.evaluate(async () => {
  const open = indexedDB.open('pairwise');
  const db = await new Promise<IDBDatabase>((ok) => { open.onsuccess = () => ok(open.result); });
  const names = [...db.objectStoreNames].filter((n) => !n.startsWith('$') && !n.startsWith('venueDocs')).sort();
  const tx = db.transaction(names);
  const all = await Promise.all(names.map((name) => new Promise<unknown[]>((ok) => {
    const r = tx.objectStore(name).getAll();
    r.onsuccess = () => ok(r.result as unknown[]);
  })));
  db.close();
  // Row counts first (a readable failure), then every row.
  return `${names.map((name, i) => `${name}: ${all[i]!.length}`).join(', ')}\n${JSON.stringify(names.map((name, i) => [name, all[i]]))}`;
});
/** The counts line of `storedRows`. */
const counts = (rows: string): string => rows.slice(0, rows.indexOf('\n'));

/**
 * Holds a read-write transaction over every store from the page (until `release`): the worker's
 * read of the tournament waits behind it, so the pairing is still running, whatever the machine's
 * speed, when the test looks at its progress and cancels it.
 */
const holdDatabase = (page: Page): Promise<void> => page.evaluate(() => new Promise<void>((held) => {
  const w = window as unknown as { __hold: boolean };
  w.__hold = true;
  const open = indexedDB.open('pairwise');
  open.onsuccess = () => {
    const db = open.result;
    const tx = db.transaction([...db.objectStoreNames], 'readwrite');
    const store = tx.objectStore('tournaments');
    const spin = (): void => {
      if (w.__hold) store.count().onsuccess = spin;
    };
    store.count().onsuccess = () => {
      held();
      spin();
    };
    tx.oncomplete = () => db.close();
  };
}));
const releaseDatabase = (page: Page): Promise<void> => page.evaluate(() => { (window as unknown as { __hold: boolean }).__hold = false; });

const shots = join(process.cwd(), 'docs', 'screenshots');

test('a big open: imported, paired with its progress shown, cancelled with nothing stored, paired again', async ({ page }) => {
  test.setTimeout(240_000);
  await mkdir(shots, { recursive: true });
  // Pairing ahead would pair round 1 as soon as the event opens (600 players is under its limit):
  // importBigField turns it off, so the round is paired on the click.
  const t = await importBigField(page, 600);
  const pair = page.getByRole('button', { name: 'Pair round 1' });
  const progress = page.getByRole('progressbar', { name: 'Pairing round 1' });
  const cancel = page.getByRole('button', { name: 'Cancel' });
  const status = page.getByRole('status').filter({ hasText: /round 1/ });

  // On the Rounds screen, paired on the click: the progress bar, its words and Cancel show at once.
  await t.section('Rounds');
  const before = await storedRows(page);
  await holdDatabase(page);
  await pair.click();
  await expect(progress).toBeVisible();
  await expect(status).toContainText(/(Reading the tournament for|Pairing) round 1/);
  await page.screenshot({ path: join(shots, 'pairing-progress-1366.png') });
  // Cancel from the keyboard: the worker is stopped before its one write.
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Pairing round 1 was cancelled; nothing was saved');
  await expect(progress).toHaveCount(0);
  await expect(pair).toBeEnabled();
  await releaseDatabase(page);
  const after = await storedRows(page);
  expect(counts(after)).toBe(counts(before));
  expect(after).toBe(before);

  // On a phone: the same, cancelled again.
  await page.setViewportSize({ width: 390, height: 844 });
  await holdDatabase(page);
  await pair.click();
  await expect(progress).toBeVisible();
  await page.screenshot({ path: join(shots, 'pairing-progress-390.png') });
  await cancel.click();
  await expect(progress).toHaveCount(0);
  await releaseDatabase(page);
  const afterPhone = await storedRows(page);
  expect(counts(afterPhone)).toBe(counts(before));
  expect(afterPhone).toBe(before);

  // Paired again (a fresh worker): all 300 boards shown on the Rounds screen.
  await page.setViewportSize({ width: 1366, height: 768 });
  await pair.click();
  await expect(t.boards(1)).toBeVisible({ timeout: 120_000 });
  await expect(t.boards(1).locator('tbody tr')).toHaveCount(300, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: join(shots, 'rounds-big-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(shots, 'rounds-big-390.png') });
});
