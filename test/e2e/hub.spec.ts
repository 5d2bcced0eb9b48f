import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { look, screenSizes } from './pages/look';
import { startHub } from './hubProcess';
import type { HubProcess } from './hubProcess';

/**
 * `pairwise hub` (the built command, serving the built app) as the TO and a player meet it: the
 * hub page with the join codes, at the desk and on a phone, and the app served to a phone.
 */
let hub: HubProcess['process'];
let base = '';
let dir = '';

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pairwise-hub-e2e-'));
  const started = await startHub(dir);
  hub = started.process;
  base = started.base;
});

test.afterAll(async () => {
  const exited = new Promise((r) => hub.once('exit', r));
  hub.kill('SIGINT');
  await exited;
  rmSync(dir, { recursive: true, force: true });
});

for (const size of screenSizes) {
  test(`the hub page on the laptop: the chief's code folded, deputies named and added, spectators' link (${size.name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch });
    const page = await context.newPage();
    await page.goto(`${base}/hub`);
    await expect(page.getByRole('heading', { name: 'Pairwise hub' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for spectators' })).toBeVisible();
    await expect(page.getByRole('link', { name: /#join=spectator$/ })).toBeVisible();
    // The chief's code stays folded, so the page can be shown to someone beside the laptop.
    await expect(page.getByRole('img', { name: 'QR code for the chief arbiter' })).toBeHidden();
    await page.getByLabel('Add a deputy').fill(`Deputy ${size.name}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('button', { name: `Revoke Deputy ${size.name}'s code` })).toBeVisible();
    await look(page, 'hub', size.width);
    // Unfolded with the keyboard.
    await page.getByText('Show the chief arbiter\'s join code').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: 'QR code for the chief arbiter' })).toBeVisible();
    await context.close();
  });
}

test('a phone opening the spectators\' link gets the app from the hub, with the hub\'s security headers', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${base}/hub`);
  const link = await page.getByRole('link', { name: /#join=spectator$/ }).getAttribute('href');
  // The link names the laptop's LAN address; here the phone reaches the same hub on loopback.
  const answer = await page.goto(`${base}/${new URL(link!).hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Pairwise/);
  expect(answer?.headers()['x-content-type-options']).toBe('nosniff');
  await context.close();
});
