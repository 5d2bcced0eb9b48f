import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { importBigField } from './pages/scenarios';

/** The DevTools target id of a page's tab (asked while the page still runs). */
const targetOf = async (page: Page): Promise<string> => {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo') as { targetInfo: { targetId: string } };
  return targetInfo.targetId;
};

/**
 * A tab, by its target id, through the browser's DevTools session (for a page Playwright no longer
 * drives after it crashed): `send` a command to the tab, `waitFor` an expression's value. By id,
 * never by address: the browser is shared with the worker's earlier tests, whose tabs may not be
 * gone yet.
 */
const devToolsOfTab = async (page: Page, targetId: string) => {
  const browser = await page.context().browser()!.newBrowserCDPSession();
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: false }) as { sessionId: string };
  let nextId = 1;
  const waiting = new Map<number, (m: { result?: unknown; error?: { message: string } }) => void>();
  browser.on('Target.receivedMessageFromTarget', (e: { sessionId: string; message: string }) => {
    const m = JSON.parse(e.message) as { id?: number; result?: unknown; error?: { message: string } };
    if (e.sessionId === sessionId && m.id !== undefined) waiting.get(m.id)?.(m);
  });
  const send = (method: string, params: object = {}): Promise<unknown> => new Promise((ok, no) => {
    const id = nextId++;
    waiting.set(id, (m) => (m.error ? no(new Error(m.error.message)) : ok(m.result)));
    void browser.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(no);
  });
  const waitFor = async (expression: string, done: (value: string) => boolean): Promise<string> => {
    for (let i = 0; i < 600; i++) {
      const r = await send('Runtime.evaluate', { expression, returnByValue: true }).catch(() => null) as { result?: { value?: unknown } } | null;
      const v = r?.result?.value;
      if (typeof v === 'string' && done(v)) return v;
      await page.waitForTimeout(100).catch(() => new Promise((ok) => setTimeout(ok, 100)));
    }
    throw new Error(`timed out waiting for ${expression}`);
  };
  return { send, waitFor };
};

/**
 * "Pair round 1" clicked while a transaction of the page holds the whole database, so the worker's
 * read of the tournament waits: the pairing is still running when the page stops or is reloaded.
 */
const pairRoundOneHeld = async (page: Page): Promise<void> => {
  await page.evaluate(() => new Promise<void>((held) => {
    const open = indexedDB.open('pairwise');
    open.onsuccess = () => {
      const tx = open.result.transaction([...open.result.objectStoreNames], 'readwrite');
      const store = tx.objectStore('tournaments');
      const spin = (): void => { store.count().onsuccess = spin; };
      store.count().onsuccess = () => { held(); spin(); };
    };
  }));
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  await expect(page.getByRole('progressbar', { name: 'Pairing round 1' })).toBeVisible();
};

test('a pairing that stops the page (out of memory) is reported when the page is opened again, nothing saved', async ({ page }) => {
  test.setTimeout(120_000);
  const t = await importBigField(page, 600);
  await t.section('Rounds');
  await pairRoundOneHeld(page);
  // What a worker whose JavaScript heap runs out does to the page in Chromium: the renderer stops.
  const targetId = await targetOf(page);
  const cdp = await page.context().newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  // Playwright does not use a crashed page again: the tab is reloaded, as the TO would, and read
  // through the browser's own DevTools session (the tab keeps its session storage).
  const tab = await devToolsOfTab(page, targetId);
  await tab.send('Page.reload');
  const alert = await tab.waitFor(`document.querySelector('[role=alert]')?.textContent ?? ''`, (text) => text !== '');
  expect(alert).toBe('The page stopped while round 1 was being paired, most likely because the pairing ran out of memory. Nothing was saved. '
    + 'Round 1 can be paired again: close other tabs and programs first. If it fails again, this event is too big to pair in the browser on this computer.');
  expect(await tab.waitFor(`document.querySelector('.tournament-header button.primary')?.textContent ?? ''`, (text) => text !== '')).toBe('Pair round 1');
  // Said once: opened again, there is nothing to report.
  await tab.send('Page.reload');
  await tab.waitFor(`document.querySelector('.tournament-header button.primary')?.textContent ?? ''`, (text) => text === 'Pair round 1');
  expect(await tab.waitFor(`String(document.querySelectorAll('[role=alert]').length)`, () => true)).toBe('0');
});

test('a page reloaded by the TO while a round is paired is not reported as out of memory', async ({ page }) => {
  test.setTimeout(120_000);
  const t = await importBigField(page, 600);
  await t.section('Rounds');
  await pairRoundOneHeld(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pair round 1' })).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
});
