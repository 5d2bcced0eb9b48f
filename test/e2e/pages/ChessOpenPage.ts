import type { Download, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { OrganiserPage } from './OrganiserPage';
import { TournamentPage } from './TournamentPage';
import type { ResultKey } from './TournamentPage';

/** What the Dutch checker says about a TRF file: its exit code and its report. */
export interface CheckerVerdict {
  readonly exitCode: number;
  readonly report: string;
}

/**
 * A chess open run by its arbiter: players from the federation's CSV, late entries, drops,
 * requested byes, rounds paired and entered by keyboard, a corrected result, the TRF for FIDE.
 */
export class ChessOpenPage extends TournamentPage {
  readonly desk: OrganiserPage;
  readonly effect: Locator;
  readonly boardField: Locator;

  constructor(page: Page) {
    super(page);
    this.desk = new OrganiserPage(page);
    this.effect = page.getByRole('list', { name: 'Effect on the standings' });
    this.boardField = page.getByLabel('Board', { exact: true });
  }

  /** Registers the players of a CSV file (the app guesses the columns from the headers). */
  async importPlayers(path: string): Promise<void> {
    await this.section('Players');
    await this.desk.chooseCsv(basename(path), await readFile(path, 'utf8'));
    await expect(this.desk.csvProblems).toHaveCount(0);
    await this.desk.importButton().click();
    await expect(this.page.getByText(new RegExp(`^\\d+ players imported from ${basename(path)}\\.$`))).toBeVisible();
  }

  /** The "Player" choice of the bye/drop form lists "start rank. name". */
  private async deskChoice(name: string): Promise<string> {
    const option = this.page.getByRole('form', { name: 'Bye or drop' }).getByLabel('Player', { exact: true })
      .locator('option', { hasText: new RegExp(`^\\d+\\. ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    return (await option.textContent()) ?? name;
  }

  async requestHalfPointBye(name: string, round: number): Promise<void> {
    await this.section('Players');
    await this.desk.requestBye(await this.deskChoice(name), round, 'H');
    await expect(this.page.getByRole('list', { name: 'Requested byes' })).toContainText(`Round ${round}: ${name} (half-point bye)`);
  }

  async withdraw(name: string, fromRound: number): Promise<void> {
    await this.section('Players');
    await this.desk.requestBye(await this.deskChoice(name), fromRound, 'drop');
    await expect(this.page.getByRole('list', { name: 'Dropped players' })).toContainText(`${name}: not paired from round ${fromRound}`);
  }

  /**
   * A player who arrives after round k: zero points for the rounds missed; in a FIDE Swiss placed
   * by rating (C.04.2), the numbers below moved down. Returns the number the app gave them.
   */
  async lateEntry(name: string, rating: number, more: { title?: string; federation?: string; fideId?: string; birthDate?: string } = {}): Promise<number> {
    await this.section('Players');
    await this.desk.lateEntry(name, rating, more);
    const status = this.page.getByRole('status').filter({ hasText: `${name} entered as no.` });
    await expect(status).toBeVisible();
    return Number(/entered as no\. (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  }

  /** Types a whole round's results from board 1 on and waits until every board shows one. */
  async enterRoundResults(round: number, keys: readonly ResultKey[]): Promise<void> {
    await this.enterResults(keys);
    await expect(this.boards(round).getByRole('button', { name: /result: not entered$/ })).toHaveCount(0);
  }

  /**
   * Result slips in the order they come in: board number, Enter, result key (the focus comes back
   * to the board field). Returns the keys pressed.
   */
  async enterSlips(round: number, slips: readonly (readonly [board: number, key: ResultKey])[]): Promise<number> {
    const field = this.boardField;
    await field.focus();
    let keys = 0;
    for (const [board, key] of slips) {
      await this.page.keyboard.type(String(board));
      await this.page.keyboard.press('Enter');
      await this.page.keyboard.press(key);
      await expect(field).toBeFocused();
      keys += String(board).length + 2;
    }
    await expect(this.boards(round).getByRole('button', { name: /result: not entered$/ })).toHaveCount(0);
    return keys;
  }

  /** Opens a past round, types the right result on one board, and returns the standings effect shown. */
  async correctResult(round: number, board: number, key: ResultKey): Promise<string[]> {
    await this.section('Rounds');
    await this.showRound(round);
    await expect(this.boards(round)).toBeVisible();
    const before = await this.resultCell(board).textContent();
    // Later rounds were paired from the old result: the app asks first, naming both results and the players;
    // Cancel changes nothing.
    const confirm = this.page.getByRole('dialog', { name: `Change a result of round ${round}?` });
    await this.enterResult(board, key);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(this.resultCell(board)).toHaveText(before ?? '');
    await this.enterResult(board, key);
    await expect(confirm).toContainText(new RegExp(`^.*Board ${board}: .+ – .+, .+ → .+\\. Rounds? ${round + 1}(-\\d+)? (was|were) paired from the old result`));
    await confirm.getByRole('button', { name: 'Change the result' }).click();
    await expect(this.effect).toBeVisible();
    return this.effect.getByRole('listitem').allTextContents();
  }

  /** The "Byes:" line under a round's boards, e.g. ["Petrov, Olga: half-point bye", "Xu, Nils: bye (pairing-allocated)"]. */
  async byes(round: number): Promise<string[]> {
    await expect(this.boards(round)).toBeVisible();
    const line = this.page.getByText(/^Byes: /);
    if ((await line.count()) === 0) return [];
    return ((await line.textContent()) ?? '').replace(/^Byes: /, '').split('; ');
  }

  /** Names on a round's boards ("Name (start rank)" cells stripped to the name). */
  async namesOnBoards(round: number): Promise<string[]> {
    return this.boards(round).locator('tbody td:nth-child(2) .name, tbody td:nth-child(3) .name').evaluateAll((tds) =>
      tds.map((td) => (td.textContent ?? '').replace(/ \(\d+\)$/, '').trim()));
  }

  /** Downloads the TRF through the app's button and keeps it in `dir`; returns the file's path. */
  async downloadTrf(dir: string): Promise<string> {
    const [download]: [Download, void] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Export TRF' }).click(),
    ]);
    const file = join(dir, download.suggestedFilename());
    await writeFile(file, await readFile(await download.path(), 'utf8'), 'utf8');
    return file;
  }
}

/** Runs the built command-line checker (`pairwise --dutch FILE -c`, bbpPairings' syntax) on a TRF. */
export const dutchChecker = (file: string): CheckerVerdict => {
  const cli = join(process.cwd(), 'dist/cli/pairwise.mjs');
  try {
    return { exitCode: 0, report: execFileSync(process.execPath, [cli, '--dutch', file, '-c'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) };
  } catch (e) {
    const err = e as { status?: number; stdout?: string; stderr?: string };
    return { exitCode: err.status ?? -1, report: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
};
