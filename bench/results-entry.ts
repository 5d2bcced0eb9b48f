/**
 * Keyboard result entry, measured in real Chromium (Playwright's library API) against
 * `vite preview` of a production build (keystrokes and seconds to enter 30 results). A 60-player FIDE Dutch open (test/e2e/fixtures/open60.csv) is paired twice:
 *   - round 1, results in board order: focus board 1, then one key per board (1 / 0 / =);
 *   - round 2, slips as they come in (a fixed shuffle): board number, Enter, result key.
 * Seconds run from the first key to the last result shown on its board (stored in IndexedDB and
 * re-rendered by the live query). Keys are sent as fast as the page takes them, so the time is
 * the app's, not a typist's; keystrokes per result is the TO's cost.
 *
 *   npm run bench -- results-entry
 *   BENCH_DIST=.dist-x BENCH_PORT=4316   the build directory and the port of the preview server (bench/browser.ts's)
 *   BENCH_BUILD=0                         reuse the build in BENCH_DIST instead of building it
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { baseURL, build, launchOptions, root, startPreview, stopPreview } from './browser';
import type { Figure } from './figures';

const results = ['1', '=', '0', '1', '1', '=', '0', '1', '=', '1'] as const;

/** A Dutch open of 60 players from the e2e fixture, seeded by rating, rounds section open. */
const openWithPlayers = async (page: Page): Promise<void> => {
  await page.goto('/#/');
  const form = page.getByRole('form', { name: 'New tournament' });
  await form.getByLabel('Name', { exact: true }).fill('Bench Open');
  await form.getByLabel('System', { exact: true }).selectOption('dutch');
  await form.getByLabel('Rounds', { exact: true }).fill('5');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await page.getByRole('heading', { name: 'Bench Open', level: 1 }).waitFor();
  const csv = readFileSync(join(root, 'test', 'e2e', 'fixtures', 'open60.csv'));
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'open60.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: 'Import 60 players' }).click();
  await page.getByText('60 players imported from open60.csv.').waitFor();
  await page.getByRole('navigation', { name: 'Tournament sections' }).getByRole('button', { name: 'Seeding' }).click();
  await page.getByRole('radio', { name: /Group seeding/ }).check();
  await page.getByRole('spinbutton', { name: 'Seed groups', exact: true }).fill('1');
  await page.getByRole('button', { name: 'Lock seeding' }).click();
  await page.getByText('Seeding is locked.').waitFor();
  await page.getByRole('navigation', { name: 'Tournament sections' }).getByRole('button', { name: 'Rounds' }).click();
};

const pair = async (page: Page, round: number): Promise<void> => {
  await page.getByRole('button', { name: `Pair round ${round}` }).click();
  await page.getByRole('table', { name: `Round ${round} boards` }).waitFor({ timeout: 60_000 });
};

/** Waits until no board of the round lacks a result; returns the time then (page clock, ms). */
const allEntered = async (page: Page, round: number): Promise<number> => {
  await page.getByRole('table', { name: `Round ${round} boards` }).getByRole('button', { name: /result: not entered$/ }).first().waitFor({ state: 'detached', timeout: 60_000 });
  return page.evaluate(() => performance.now());
};

interface Run { readonly keys: number; readonly seconds: number }

const inBoardOrder = async (page: Page, round: number, boards: number): Promise<Run> => {
  await page.getByRole('button', { name: /^Board 1 result/ }).focus();
  const start = await page.evaluate(() => performance.now());
  for (let b = 0; b < boards; b++) await page.keyboard.press(results[b % results.length]!);
  return { keys: boards, seconds: ((await allEntered(page, round)) - start) / 1000 };
};

const bySlips = async (page: Page, round: number, boards: number): Promise<Run> => {
  await page.getByLabel('Board', { exact: true }).focus();
  const order = Array.from({ length: boards }, (_, i) => (i * 7) % boards + 1); // 7 and 30 are coprime: every board once
  let keys = 0;
  const start = await page.evaluate(() => performance.now());
  for (const board of order) {
    await page.keyboard.type(String(board));
    await page.keyboard.press('Enter');
    await page.keyboard.press(results[board % results.length]!);
    keys += String(board).length + 2;
  }
  return { keys, seconds: ((await allEntered(page, round)) - start) / 1000 };
};

export const runResultsEntryBench = async (): Promise<Figure[]> => {
  build();
  const server = await startPreview();
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await openWithPlayers(page);
    await pair(page, 1);
    const ordered = await inBoardOrder(page, 1, 30);
    await pair(page, 2);
    const slips = await bySlips(page, 2, 30);
    await context.close();
    for (const [what, r] of [['in board order', ordered], ['by board number (slips in any order)', slips]] as const) {
      console.log(`30 results ${what}: ${r.keys} keystrokes (${(r.keys / 30).toFixed(2)} per result), ${r.seconds.toFixed(2)} s`);
    }
    return [
      { name: '30 results in board order: keystrokes per result', value: ordered.keys / 30, unit: 'keys' },
      { name: '30 results in board order: time', value: ordered.seconds, unit: 's', note: 'first key to last result shown' },
      { name: '30 results by board number: keystrokes per result', value: slips.keys / 30, unit: 'keys', note: 'number, Enter, result' },
      { name: '30 results by board number: time', value: slips.seconds, unit: 's', note: 'first key to last result shown' },
    ];
  } finally {
    await browser.close();
    stopPreview(server);
  }
};

if (process.argv[1]?.endsWith('bench/results-entry.ts')) await runResultsEntryBench(); // run directly, not when imported
