import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** "Check pairings" on a tournament's Rounds screen: replay every round with the tournament's system. */
export class PairingsCheckPage {
  readonly checkButton: Locator;
  readonly cancelButton: Locator;
  readonly progress: Locator;
  readonly result: Locator;
  readonly roundsThatDiffer: Locator;

  constructor(readonly page: Page) {
    const section = page.getByRole('region', { name: 'Check pairings' });
    this.checkButton = section.getByRole('button', { name: 'Check pairings' });
    this.cancelButton = section.getByRole('button', { name: 'Cancel check' });
    this.progress = section.getByRole('status');
    this.result = section.getByRole('region', { name: 'Pairings check result' });
    this.roundsThatDiffer = this.result.getByRole('list', { name: 'Rounds that differ' }).getByRole('listitem');
  }

  /** Starts the check and waits for its verdict. */
  async checkPairings(): Promise<void> {
    await this.checkButton.click();
    await expect(this.result).toBeVisible({ timeout: 20_000 });
  }

  /** The verdict's first sentence, e.g. "Every round agrees: …". */
  async verdict(): Promise<string> {
    return (await this.result.locator('p').first().textContent()) ?? '';
  }

  /** Each round that differs, in plain words ("Round 4: the program pairs …; the tournament has …."). */
  async discrepancies(): Promise<string[]> {
    return this.roundsThatDiffer.allTextContents();
  }
}
