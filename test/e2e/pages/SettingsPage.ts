import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The Settings panel of an open tournament: what a TO may still change, and what is fixed. */
export class SettingsPage {
  readonly form: Locator;
  readonly roundsInput: Locator;
  readonly systemSelect: Locator;
  readonly dutchRules: Locator;
  readonly saved: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Tournament settings' });
    this.roundsInput = this.form.getByLabel('Number of rounds', { exact: true });
    this.systemSelect = this.form.getByLabel('Pairing system', { exact: true });
    this.dutchRules = this.form.getByLabel('Dutch rules', { exact: true });
    this.saved = page.locator('.settings-panel [role=status]');
  }

  async open(): Promise<void> {
    if (!(await this.form.isVisible())) await this.page.locator('.settings-panel > summary').click();
    await expect(this.form).toBeVisible();
  }

  /** Saves the form by keyboard and waits for the confirmation. */
  async save(expected: string | RegExp): Promise<void> {
    await this.roundsInput.press('Enter');
    await expect(this.saved).toContainText(expected);
  }

  async planRounds(n: number): Promise<void> {
    await this.roundsInput.fill(String(n));
    await this.save(/rounds \d+ → \d+/);
  }

  async useDutchRules(rules: '2026' | '2017'): Promise<void> {
    await this.dutchRules.selectOption(rules);
    await this.save(`rules ${rules === '2017' ? '2026' : '2017'} → ${rules}`);
  }

  /** A field shown disabled, with the reason it is locked as its description. */
  async expectLocked(label: string, reason: string | RegExp): Promise<void> {
    const field = this.form.getByLabel(label, { exact: true });
    await expect(field).toBeDisabled();
    await expect(field).toHaveAccessibleDescription(reason);
  }
}
