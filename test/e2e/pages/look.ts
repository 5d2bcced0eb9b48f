import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The sizes every main screen is checked at: the desk (1366×768) and a phone (390×844, touch). */
export const screenSizes = [
  { name: 'desk', width: 1366, height: 768, touch: false },
  { name: 'phone', width: 390, height: 844, touch: true },
] as const;

const shots = join(process.cwd(), 'docs', 'screenshots');

/**
 * Checks the screen as it is now — axe-core (WCAG 2.2 A/AA rules) allows no serious or critical
 * violation, the page never scrolls sideways — and keeps its picture as `<screen>-<width>.png` in
 * docs/screenshots (linked from the design-system page).
 */
export async function look(page: Page, screen: string, width: number, opts: { keepScroll?: boolean } = {}): Promise<void> {
  // Let the live queries and lazy chunks settle (no animation in the app).
  await page.waitForLoadState('networkidle');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')})`);
  expect(bad, `axe on ${screen} at ${width} px`).toEqual([]);
  // The page itself never scrolls sideways: wide tables scroll inside their own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${screen} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  // The top of the screen (the dashboard), unless what matters is where the TO scrolled to.
  if (!opts.keepScroll) await page.evaluate(() => window.scrollTo(0, 0));
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${screen}-${width}.png`) });
}
