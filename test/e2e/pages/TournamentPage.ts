import type { Download, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';

export interface PlayerEntry {
  readonly name: string;
  readonly rating?: number;
  readonly federation?: string;
}

/** Key a TO types for a result, from White's side of the game. */
export type ResultKey = '1' | '0' | '=' | '+' | '-';

/** One open tournament: its sections (players, seeding, rounds, standings) and what a TO does there. */
export class TournamentPage {
  readonly sections: Locator;
  readonly addPlayerForm: Locator;
  readonly playersTable: Locator;
  readonly pairingStatus: Locator;
  readonly standingsTable: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.sections = page.getByRole('navigation', { name: 'Tournament sections' });
    this.addPlayerForm = page.getByRole('form', { name: 'Add player' });
    this.playersTable = page.getByRole('table', { name: 'Players' });
    this.pairingStatus = page.locator('.round-controls [role=status]');
    this.standingsTable = page.getByRole('table', { name: 'Standings' });
    this.alert = page.getByRole('alert');
  }

  async section(name: 'Players' | 'Seeding' | 'Rounds' | 'Standings'): Promise<void> {
    await this.sections.getByRole('button', { name }).click();
    // The standings heading says "Final standings" once the last round is complete.
    await expect(this.page.getByRole('heading', { name: new RegExp(`^(Final )?${name}`, 'i'), level: 2 })).toBeVisible();
  }

  async addPlayer(p: PlayerEntry): Promise<void> {
    const form = this.addPlayerForm;
    await form.getByLabel('Name', { exact: true }).fill(p.name);
    await form.getByLabel('Rating', { exact: true }).fill(p.rating === undefined ? '' : String(p.rating));
    if (p.federation) await form.getByLabel('Federation', { exact: true }).fill(p.federation);
    await form.getByLabel('Name', { exact: true }).press('Enter');
    await expect(this.playersTable.getByRole('cell', { name: p.name, exact: true })).toBeVisible();
  }

  async seed(opts: { method: 'group'; groups?: number } | { method: 'random' }): Promise<void> {
    await this.section('Seeding');
    await this.page.getByRole('radio', { name: opts.method === 'group' ? /Group seeding/ : /Random seeding/ }).check();
    if (opts.method === 'group' && opts.groups !== undefined) await this.page.getByRole('spinbutton', { name: 'Seed groups', exact: true }).fill(String(opts.groups));
    await expect(this.page.getByRole('table', { name: 'Seeding preview' })).toBeVisible();
    await this.page.getByRole('button', { name: 'Lock seeding' }).click();
    await expect(this.page.getByText('Seeding is locked.')).toBeVisible();
  }

  /** Pairs the next round in the worker and waits until its boards are shown. */
  async pairNextRound(round: number): Promise<void> {
    await this.section('Rounds');
    await this.page.getByRole('button', { name: `Pair round ${round}` }).click();
    await expect(this.boards(round)).toBeVisible({ timeout: 30_000 });
  }

  boards(round: number): Locator {
    return this.page.getByRole('table', { name: `Round ${round} boards` });
  }

  resultCell(board: number, game?: number): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Board ${board}${game ? ` game ${game}` : ''} result`) });
  }

  /** Focuses one board's result and types its key. */
  async enterResult(board: number, key: ResultKey, game?: number): Promise<void> {
    await this.resultCell(board, game).focus();
    await this.page.keyboard.press(key);
  }

  /** Types the results of the whole round from board 1 on (focus moves to the next board by itself). */
  async enterResults(keys: readonly ResultKey[]): Promise<void> {
    await this.page.getByRole('button', { name: /^Board 1 (game 1 )?result/ }).focus();
    for (const k of keys) await this.page.keyboard.press(k);
  }

  /** The boards of a round as "WHITE BLACK" start ranks, in playing order (the CLI's -p format). */
  async pairings(round: number): Promise<string[]> {
    // A big round draws its boards in slices: every board (aria-rowcount, the header row included) first.
    const table = this.boards(round);
    const boards = Number(await table.getAttribute('aria-rowcount')) - 1;
    await expect(table.locator('tbody tr')).toHaveCount(boards);
    // Each player cell: "Name (start rank)", then the rating (or identity) and points on a line of their own.
    const rows = await this.boards(round).locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).slice(1, 3).map((td) => /\((\d+)\)$/.exec((td.querySelector('.name')?.textContent ?? '').trim())?.[1] ?? '?')));
    return rows.map((r) => r.join(' '));
  }

  async showRound(round: number): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Rounds' }).getByRole('button', { name: new RegExp(`^Round ${round}\\b`) }).click();
  }

  /** The standings table as rows of cell texts (header row excluded). */
  async standings(): Promise<string[][]> {
    await this.section('Standings');
    await expect(this.standingsTable).toBeVisible();
    return this.standingsTable.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
  }

  /**
   * The Swiss crosstable (wall chart) on the standings screen, in the order chosen ('number': by
   * start rank; 'rank': by rank with the tie-breaks): its heading, column heads and rows of cell
   * texts (the name cell included).
   */
  async wallChart(order: 'number' | 'rank'): Promise<{ heading: string; heads: string[]; rows: string[][] }> {
    await this.section('Standings');
    const details = this.page.locator('details.wall-chart');
    if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
    await details.getByRole('radio', { name: order === 'number' ? 'By start rank' : /^By (final )?rank, with tie-breaks/ }).check();
    const heading = (await details.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const table = details.getByRole('table');
    await expect(table).toBeVisible();
    const heads = await table.locator('thead th').allInnerTexts();
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((r) => Array.from(r.querySelectorAll('td, th')).map((c) => (c.textContent ?? '').trim())));
    return { heading, heads, rows };
  }

  async exportTrf(): Promise<string> {
    const [download]: [Download, void] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Export TRF' }).click(),
    ]);
    const path = await download.path();
    return readFile(path, 'utf8');
  }
}
