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
  test(`the hub page shows the players' and spectators' join codes, the officials' only when asked (${size.name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch });
    const page = await context.newPage();
    await page.goto(`${base}/hub`);
    await expect(page.getByRole('heading', { name: 'Pairwise hub' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for players' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for spectators' })).toBeVisible();
    await expect(page.getByRole('link', { name: /role=player$/ })).toBeVisible();
    // The page may go on the hall screen: the officials' codes stay folded.
    await expect(page.getByRole('img', { name: 'QR code for chief arbiters' })).toBeHidden();
    await expect(page.getByRole('link', { name: /role=arbiter$/ })).toBeHidden();
    await look(page, 'hub', size.width);
    // Unfolded with the keyboard.
    await page.getByText('Show the chief arbiter\'s join code').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: 'QR code for chief arbiters' })).toBeVisible();
    await context.close();
  });
}

test('a phone opening the player link gets the app from the hub', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${base}/hub`);
  const link = await page.getByRole('link', { name: /role=player$/ }).getAttribute('href');
  // The link names the laptop's LAN address; here the phone reaches the same hub on loopback.
  await page.goto(`${base}/${new URL(link!).hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Pairwise/);
  await context.close();
});
