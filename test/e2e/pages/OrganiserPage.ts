import type { Download, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** The organiser's desk inside an open tournament: CSV import, registration desk, backups, audit log. */
export class OrganiserPage {
  readonly csvFile: Locator;
  readonly csvPreview: Locator;
  readonly csvProblems: Locator;
  readonly playersTable: Locator;
  readonly search: Locator;
  readonly desk: Locator;

  constructor(readonly page: Page) {
    this.csvFile = page.getByLabel('CSV file', { exact: true });
    this.csvPreview = page.getByRole('table', { name: 'CSV preview' });
    this.csvProblems = page.getByRole('list', { name: 'CSV problems' });
    this.playersTable = page.getByRole('table', { name: 'Players' });
    this.search = page.getByRole('searchbox', { name: 'Search' });
    this.desk = page.getByRole('region', { name: 'Registration desk' });
  }

  /** Chooses a CSV file (made in the test) and waits for its preview. */
  async chooseCsv(name: string, text: string): Promise<void> {
    await this.csvFile.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await expect(this.csvPreview).toBeVisible();
  }

  importButton(): Locator {
    return this.page.getByRole('button', { name: /^Import \d+ players$/ });
  }

  async mapColumn(field: string, header: string): Promise<void> {
    await this.page.getByLabel(`Column for ${field}`, { exact: true }).selectOption({ label: header });
  }

  async requestBye(player: string, round: number, what: 'H' | 'Z' | 'F' | 'drop'): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Bye or drop' });
    await form.getByLabel('Player', { exact: true }).selectOption({ label: player });
    await form.getByLabel('What', { exact: true }).selectOption(what);
    await form.getByLabel('Round', { exact: true }).fill(String(round));
    await form.getByRole('button', { name: 'Save' }).click();
  }

  async lateEntry(name: string, rating: number, more: { title?: string; federation?: string; fideId?: string; birthDate?: string } = {}): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Late entry' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Rating', { exact: true }).fill(String(rating));
    if (more.title) await form.getByLabel('Title', { exact: true }).fill(more.title);
    if (more.federation) await form.getByLabel('Federation', { exact: true }).fill(more.federation);
    if (more.fideId) await form.getByLabel('FIDE ID', { exact: true }).fill(more.fideId);
    if (more.birthDate) await form.getByLabel('Birth date', { exact: true }).fill(more.birthDate);
    await form.getByRole('button', { name: 'Add late entry' }).click();
  }

  async exportBackup(): Promise<string> {
    const [download]: [Download, void] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Export backup' }).click(),
    ]);
    return readFile(await download.path(), 'utf8');
  }

  /** On the tournament list: restores a backup file made in the test. */
  async restoreBackup(name: string, text: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Restore backup' });
    await form.getByLabel('Backup file', { exact: true }).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await form.getByRole('button', { name: 'Restore backup' }).click();
  }
}
