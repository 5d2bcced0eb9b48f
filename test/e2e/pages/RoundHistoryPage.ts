import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The Rounds section's round menu ("Delete round k", with its confirmation) and the players' edit form, as a TO uses them. */
export class RoundHistoryPage {
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.status = page.locator('.round-history [role=status]');
  }

  deleteDialog(round: number): Locator {
    return this.page.getByRole('dialog', { name: `Delete round ${round}?` });
  }

  /** Chooses an entry of the round's menu ("Round actions"): "Delete round 2", "Re-pair round 2", "Pair with results missing (round 3)…". */
  async roundAction(name: string | RegExp): Promise<void> {
    await this.page.getByRole('button', { name: 'Round actions' }).click();
    await this.page.getByRole('menu', { name: 'Round actions' }).getByRole('menuitem', { name, exact: typeof name === 'string' }).click();
  }

  /** Chooses "Delete round k" and waits for the question. */
  async askToDeleteRound(round: number): Promise<void> {
    await this.roundAction(`Delete round ${round}`);
    await expect(this.deleteDialog(round)).toBeVisible();
  }

  async confirmDelete(round: number): Promise<void> {
    await this.deleteDialog(round).getByRole('button', { name: 'Delete round' }).click();
    await expect(this.deleteDialog(round)).toBeHidden();
  }

  async deleteRound(round: number): Promise<void> {
    await this.askToDeleteRound(round);
    await this.confirmDelete(round);
  }

  /** Opens a player's edit form (Players section). */
  async editPlayer(name: string): Promise<Locator> {
    await this.page.getByRole('table', { name: 'Players' }).getByRole('button', { name: `Edit ${name}` }).click();
    const form = this.page.getByRole('form', { name: `Edit ${name}` });
    await expect(form).toBeVisible();
    return form;
  }
}
