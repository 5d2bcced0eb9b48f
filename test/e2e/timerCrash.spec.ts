import { expect, test } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import config from '../../playwright.config';
import { exited, killBrowser, startBrowser } from './crash/browser';
import { ProjectorRemote } from './pages/ProjectorPage';

const baseURL = config.use?.baseURL ?? 'http://localhost:4173';
const fixture = join(process.cwd(), 'test/fixtures/print', 'p8_markup_r4.trf');

/** "1:04:58" or "64:58" as seconds. */
const seconds = (clock: string): number => clock.replace(/[^\d:]/g, '').split(':').map(Number).reduce((s, x) => s * 60 + x, 0);

// The round timer lives in IndexedDB with the tournament: SIGKILL the whole browser while it runs,
// start Chromium again on the same profile, and the TO's window shows it still running, with the
// time that passed meanwhile gone; the round length set before the kill still applies.
test('the round timer resumes after the browser is killed and reopened', async () => {
  test.setTimeout(120_000);
  const profile = await mkdtemp(join(tmpdir(), 'pairwise-timer-'));
  let b = await startBrowser(profile);
  try {
    let page = await b.context.newPage();
    await page.goto(`${baseURL}/#/`);
    const form = page.getByRole('form', { name: 'Import TRF' });
    await form.getByLabel('TRF file', { exact: true }).setInputFiles(fixture);
    await form.getByLabel('Pairing system of the file', { exact: true }).selectOption('tcec-single');
    await form.getByRole('button', { name: 'Import TRF' }).click();
    await expect(page).toHaveURL(/#\/t\/\d+\//, { timeout: 30_000 });
    const url = page.url();

    let remote = new ProjectorRemote(page);
    await remote.reveal();
    const readout = () => remote.group.getByRole('timer');
    await remote.setRoundLength(65);
    await expect(readout()).toHaveText('1:05:00 (paused)');
    await remote.startTimer();
    await expect(readout()).not.toContainText('paused');
    await expect.poll(async () => seconds((await readout().textContent()) ?? ''), { timeout: 5000 }).toBeLessThan(65 * 60);
    const beforeKill = seconds((await readout().textContent()) ?? '');
    const killedAt = Date.now();

    killBrowser(b.process);
    await exited(b.process);
    await new Promise((r) => setTimeout(r, 2000));

    b = await startBrowser(profile);
    page = await b.context.newPage();
    await page.goto(url);
    remote = new ProjectorRemote(page);
    await remote.reveal();
    await expect(readout()).not.toContainText('paused');
    const after = seconds((await readout().textContent()) ?? '');
    const elapsed = Math.round((Date.now() - killedAt) / 1000);
    // still counting down from where it was, the time the browser was dead included
    expect(after).toBeLessThanOrEqual(beforeKill - 2);
    expect(after).toBeGreaterThanOrEqual(beforeKill - elapsed - 2);
    await expect(remote.group.getByLabel('Round length (minutes)', { exact: true })).toHaveValue('65');
    await page.screenshot({ path: 'test-results/timer-after-kill.png' });
  } finally {
    killBrowser(b.process);
    await exited(b.process);
    await rm(profile, { recursive: true, force: true });
  }
});
