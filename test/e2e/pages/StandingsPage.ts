import type { Download, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** The standings section of an open tournament: columns, prize groups, player cards, CSV exports, tie-break order. */
export class StandingsPage {
  readonly table: Locator;
  readonly groupStatus: Locator;
  readonly card: Locator;
  readonly order: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Standings' });
    this.groupStatus = page.getByRole('group', { name: 'Prize group' }).getByRole('status');
    this.card = page.getByRole('dialog');
    this.order = page.getByRole('list', { name: 'Tie-break order' });
  }

  /** Imports a TRF file from the tournament list as a FIDE Dutch (or Burstein) tournament. */
  async importTrf(file: string, system: 'dutch' | 'burstein' = 'dutch'): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Import TRF' });
    await form.getByLabel('TRF file', { exact: true }).setInputFiles(file);
    await form.getByLabel('Pairing system of the file', { exact: true }).selectOption(system);
    await form.getByRole('button', { name: 'Import TRF' }).click();
  }

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Tournament sections' }).getByRole('button', { name: 'Standings' }).click();
    await expect(this.table).toBeVisible();
  }

  /** Scrolls the standings to the bottom (big events scroll inside the table's own box). */
  async scrollToEnd(): Promise<void> {
    await this.table.evaluate((t) => t.parentElement?.scrollTo(0, t.parentElement.scrollHeight));
  }

  async headers(): Promise<string[]> {
    return (await this.table.locator('thead th').allTextContents()).map((h) => h.replace(/[▲▼]/g, '').trim());
  }

  /** The rows as cell texts, in the order shown. */
  async rows(): Promise<string[][]> {
    return this.table.locator('tbody tr:not([aria-hidden])').evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
  }

  /** Marks a player as a woman in the Players section (the TRF had no sex column filled). */
  async markWoman(name: string): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Tournament sections' }).getByRole('button', { name: 'Players' }).click();
    await this.page.getByRole('button', { name: `Edit ${name}` }).click();
    const form = this.page.getByRole('form', { name: `Edit ${name}` });
    await form.getByLabel('Sex').selectOption('w');
    await form.getByRole('button', { name: 'Save player' }).click();
    await expect(form).toBeHidden();
  }

  async womenOnly(on: boolean): Promise<void> {
    await this.page.getByLabel('Women only').setChecked(on);
  }

  async ratingSection(from: number | '', to: number | ''): Promise<void> {
    await this.page.getByLabel('Rating from').fill(String(from));
    await this.page.getByLabel('Rating to').fill(String(to));
  }

  async showAll(): Promise<void> {
    await this.page.getByRole('button', { name: 'Show all players' }).click();
  }

  async openCard(name: string): Promise<void> {
    await this.table.getByRole('button', { name, exact: true }).click();
    await expect(this.card.getByRole('heading', { name: `Tie-breaks of ${name}` })).toBeVisible();
  }

  /** One tie-break's contributions in the open card: round, opponent, value, how. */
  async cardContributions(code: string): Promise<string[][]> {
    return this.card.getByRole('table', { name: `${code} contributions` }).locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
  }

  async closeCard(): Promise<void> {
    await this.card.getByRole('button', { name: 'Close' }).click();
    await expect(this.card).toBeHidden();
  }

  /** Clicks an export button and returns the downloaded file's name and text. */
  async export(what: 'standings' | 'crosstable'): Promise<{ name: string; text: string }> {
    const [download]: [Download, void] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: `Export ${what} CSV` }).click(),
    ]);
    return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  }

  async editOrder(): Promise<void> {
    await this.page.getByText(/^Tie-break order/).click();
    await expect(this.order).toBeVisible();
  }

  async removeTieBreak(code: string): Promise<void> {
    await this.page.getByRole('button', { name: `Remove ${code}` }).click();
  }

  async moveUp(code: string): Promise<void> {
    await this.page.getByRole('button', { name: `Move ${code} up` }).click();
  }

  async addTieBreak(code: string): Promise<void> {
    await this.page.getByLabel('Tie-break to add').selectOption(code);
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
  }

  /** The message that replaces the table when the tie-break order cannot rank the event. */
  refusal(): Locator {
    return this.page.getByRole('alert');
  }

  async setUnratedRating(rating: number | ''): Promise<void> {
    await this.page.getByLabel('Rating for unrated players').fill(String(rating));
    await this.page.getByRole('button', { name: 'Save rating' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: /unrated players/i })).toBeVisible();
  }

  async saveOrder(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save order' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: /^Saved:/ })).toBeVisible();
  }
}
