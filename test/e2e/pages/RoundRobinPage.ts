import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { TournamentPage } from './TournamentPage';
import { chooseSystem } from './TournamentListPage';
import type { ResultKey } from './TournamentPage';

/** A round robin as its arbiter runs it: boards from the Berger table, results, withdrawals, the crosstable. */
export class RoundRobinPage extends TournamentPage {
  readonly crosstableTable: Locator;
  readonly notRanked: Locator;

  constructor(page: Page) {
    super(page);
    this.crosstableTable = page.getByRole('table', { name: 'Crosstable' });
    this.notRanked = page.getByRole('list', { name: 'Not ranked' });
  }

  /** Creates the event from the tournament list with one of the round-robin presets. */
  async create(name: string, system: 'round-robin' | 'round-robin-double'): Promise<void> {
    const form = this.page.getByRole('form', { name: 'New tournament' });
    await chooseSystem(form, system);
    // The Berger table sets the rounds from the field: the form asks for none.
    await expect(form.getByLabel('Rounds', { exact: true })).toHaveCount(0);
    await expect(form).toContainText('Rounds: the system\'s table gives them from the number of players');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }

  /** Draws the pairing numbers by lot (the system's default method) and locks them. */
  async drawPairingNumbers(): Promise<void> {
    await this.section('Seeding');
    await expect(this.page.getByRole('radio', { name: /Random seeding .*Round robin's default/ })).toBeChecked();
    await this.page.getByRole('button', { name: 'Lock seeding' }).click();
    await expect(this.page.getByText('Seeding is locked.')).toBeVisible();
  }

  /** Enters a result on every board that has none yet (a withdrawn player's forfeits are already there). */
  async enterOpenResults(round: number, key: (white: number, black: number) => ResultKey): Promise<void> {
    const pairs = await this.pairings(round);
    for (const [i, pair] of pairs.entries()) {
      if (!((await this.resultCell(i + 1).getAttribute('aria-label')) ?? '').endsWith('not entered')) continue;
      const [w, b] = pair.split(' ').map(Number) as [number, number];
      await this.enterResult(i + 1, key(w, b));
    }
    await expect(this.boards(round).getByRole('button', { name: /result: not entered$/ })).toHaveCount(0);
  }

  async crossOrder(order: 'By rank' | 'By pairing number'): Promise<void> {
    await this.page.getByRole('radio', { name: order }).check();
  }

  /** The crosstable as rows of cell texts (head row excluded). */
  async crosstable(): Promise<string[][]> {
    await expect(this.crosstableTable).toBeVisible();
    return this.crosstableTable.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td, th')).map((c) => (c.textContent ?? '').trim())));
  }
}
