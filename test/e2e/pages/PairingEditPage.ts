import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export type Side = 'white' | 'black';

/**
 * Editing the latest round by hand (before any result is entered), the warnings each edit gets,
 * re-pairing the round, and fixed boards at the registration desk. Use it on the Rounds section.
 */
export class PairingEditPage {
  readonly editor: Locator;
  readonly warningsDialog: Locator;
  readonly warningList: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.editor = page.getByRole('region', { name: /^Edit round \d+ pairings$/ });
    this.warningsDialog = page.getByRole('dialog', { name: 'Save this pairing edit?' });
    this.warningList = this.warningsDialog.getByRole('list', { name: 'Pairing warnings' });
    this.status = this.editor.getByRole('status');
  }

  /**
   * Swaps the players on two seats (board and colour; the same board twice swaps its colours).
   * When the edit breaks a rule, the warnings dialog opens (read it with `warnings`, then
   * `acceptEdit` or `cancelEdit`); otherwise the edit is saved at once.
   */
  async swapPlayers(boardA: number, sideA: Side, boardB: number, sideB: Side): Promise<void> {
    await this.open();
    const form = this.editor.getByRole('form', { name: 'Swap players' });
    await form.getByLabel('First player', { exact: true }).selectOption(`board:${boardA}:${sideA}`);
    await form.getByLabel('Second player', { exact: true }).selectOption(`board:${boardB}:${sideB}`);
    await this.settled(() => form.getByRole('button', { name: 'Swap' }).click());
  }

  /** Gives the pairing-allocated bye to a player (by start rank); their opponent is left unpaired. */
  async giveBye(player: number): Promise<void> {
    await this.open();
    const form = this.editor.getByRole('form', { name: 'Give the bye' });
    await form.getByLabel('Player', { exact: true }).selectOption(String(player));
    await this.settled(() => form.getByRole('button', { name: 'Give the bye' }).click());
  }

  /** Pairs two players who are not on a board (unpaired or on a bye) on a new last board. */
  async pairByHand(white: number, black: number): Promise<void> {
    await this.open();
    const form = this.editor.getByRole('form', { name: 'Pair by hand' });
    await form.getByLabel('White', { exact: true }).selectOption(String(white));
    await form.getByLabel('Black', { exact: true }).selectOption(String(black));
    await this.settled(() => form.getByRole('button', { name: 'Pair', exact: true }).click());
  }

  /** The warnings of the edit waiting for an answer, in plain words (empty when none is waiting). */
  async warnings(): Promise<string[]> {
    if (!(await this.warningsDialog.isVisible())) return [];
    return (await this.warningList.getByRole('listitem').allTextContents()).map((s) => s.trim());
  }

  /** Accepts the warnings: the edit is saved (and audited). */
  async acceptEdit(): Promise<void> {
    await this.warningsDialog.getByRole('button', { name: 'Accept and save' }).click();
    await expect(this.warningsDialog).toBeHidden();
    await expect(this.status).toHaveText(/^Saved:/);
  }

  /** Cancels the edit: nothing changes. */
  async cancelEdit(): Promise<void> {
    await this.warningsDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(this.warningsDialog).toBeHidden();
  }

  /** Discards the latest round's pairing (it has no results) and pairs it again in the worker. */
  async repairRound(): Promise<void> {
    await this.page.getByRole('button', { name: 'Round actions' }).click();
    const item = this.page.getByRole('menu', { name: 'Round actions' }).getByRole('menuitem', { name: /^Re-pair round \d+$/ });
    const round = /(\d+)$/.exec((await item.textContent()) ?? '')?.[1] ?? '';
    await item.click();
    const dialog = this.page.getByRole('dialog', { name: `Re-pair round ${round}?` });
    await dialog.getByRole('button', { name: 'Re-pair', exact: true }).click();
    await expect(this.page.getByText(`Round ${round} re-paired.`)).toBeVisible({ timeout: 30_000 });
  }

  /** In the Players section: edits a player to fix them to a board (a table), or clears it with null. */
  async setFixedBoard(playerName: string, board: number | null): Promise<void> {
    const table = this.page.getByRole('table', { name: 'Players' });
    await table.getByRole('button', { name: `Edit ${playerName}`, exact: true }).click();
    const form = this.page.getByRole('form', { name: `Edit ${playerName}` });
    await form.getByLabel('Fixed board', { exact: true }).fill(board === null ? '' : String(board));
    await form.getByRole('button', { name: 'Save player' }).click();
    await expect(form).toBeHidden();
  }

  /** Opens the editor (a closed disclosure below the round controls) when it is closed. */
  async open(): Promise<void> {
    if (await this.editor.isVisible()) return;
    await this.page.getByText(/^Edit the pairing of round \d+ by hand$/).click();
    await expect(this.editor).toBeVisible();
  }

  /** Does `act` and waits until its edit is saved, refused, or waiting in the warnings dialog. */
  private async settled(act: () => Promise<void>): Promise<void> {
    const before = (await this.status.count()) > 0 ? await this.status.textContent() : null;
    await act();
    await expect.poll(async () => {
      if (await this.warningsDialog.isVisible()) return true;
      const now = (await this.status.count()) > 0 ? await this.status.textContent() : null;
      return now !== before && /^(Saved|Refused):/.test(now ?? '');
    }).toBe(true);
  }
}
