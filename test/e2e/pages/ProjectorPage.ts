import type { Locator, Page } from '@playwright/test';

/** The far-wall screen and the TO's remote for it in the main window. */
export class ProjectorPage {
  readonly clock: Locator;
  readonly pageIndicator: Locator;
  readonly pairings: Locator;
  readonly standings: Locator;

  constructor(readonly page: Page) {
    this.clock = page.getByRole('timer', { name: 'Round timer' });
    this.pageIndicator = page.getByTestId('projector-page');
    this.pairings = page.getByRole('table', { name: 'Pairings' });
    this.standings = page.getByRole('table', { name: 'Standings', exact: true });
  }

  /** The names in the standings' Name column on the page now shown (both columns on a wide screen). */
  async standingNames(): Promise<string[]> {
    return this.page.locator('.projector-list table tbody td.name').allTextContents();
  }

  /** "Page 3 of 19" → [3, 19]. */
  async currentPage(): Promise<[number, number]> {
    const m = /Page (\d+) of (\d+)/.exec((await this.pageIndicator.textContent()) ?? '');
    return [Number(m?.[1]), Number(m?.[2])];
  }
}

/** The projector controls in the TO's main window ("Print and projector"). */
export class ProjectorRemote {
  readonly group: Locator;

  constructor(readonly page: Page) {
    this.group = page.getByRole('group', { name: 'Projector' });
  }

  async reveal(): Promise<void> {
    const summary = this.page.getByText('Print and projector', { exact: true });
    if (!(await this.group.isVisible())) await summary.click();
  }

  async openProjector(): Promise<Page> {
    await this.reveal();
    const [popup] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.group.getByRole('button', { name: 'Open projector window' }).click(),
    ]);
    return popup;
  }

  async show(mode: 'Pairings' | 'Standings' | 'Cut bracket'): Promise<void> {
    await this.group.getByRole('radio', { name: mode }).check();
  }

  async secondsPerPage(n: number): Promise<void> {
    await this.group.getByLabel('Seconds per page', { exact: true }).fill(String(n));
  }

  async startTimer(): Promise<void> { await this.group.getByRole('button', { name: 'Start timer' }).click(); }
  async pauseTimer(): Promise<void> { await this.group.getByRole('button', { name: 'Pause timer' }).click(); }
  async addMinute(): Promise<void> { await this.group.getByRole('button', { name: '+1 min' }).click(); }
  async setRoundLength(minutes: number): Promise<void> {
    await this.group.getByLabel('Round length (minutes)', { exact: true }).fill(String(minutes));
    await this.group.getByLabel('Round length (minutes)', { exact: true }).press('Enter');
  }
}
