import type { Download, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { TournamentPage } from './TournamentPage';
import { chooseSystem } from './TournamentListPage';

/** A Netrunner event: Corp/Runner boards, drops, the Netrunner standings, the top cut, the ABR export. */
export class NetrunnerPage extends TournamentPage {
  readonly netrunnerStandings: Locator;
  readonly bracket: Locator;

  constructor(page: Page) {
    super(page);
    this.netrunnerStandings = page.getByRole('table', { name: 'Netrunner standings' });
    this.bracket = page.getByRole('list', { name: 'Cut bracket' });
  }

  /** Creates a single-sided Swiss event on the list screen with the TO's cost model. */
  static async create(page: Page, name: string, opts: { rounds: number; costModel: 'sass' | '2025'; scoreFactor?: string }): Promise<NetrunnerPage> {
    const form = page.getByRole('form', { name: 'New tournament' });
    await chooseSystem(form, 'sass');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Rounds', { exact: true }).fill(String(opts.rounds));
    await form.getByLabel('Cost model', { exact: true }).selectOption(opts.costModel);
    if (opts.scoreFactor !== undefined) await form.getByLabel('Score factor', { exact: true }).fill(opts.scoreFactor);
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    return new NetrunnerPage(page);
  }

  /** Registers a player by name only: a Netrunner form asks no rating (Netrunner seeds at random). */
  override async addPlayer(p: { name: string; rating?: number }): Promise<void> {
    const form = this.addPlayerForm;
    await form.getByLabel('Name', { exact: true }).fill(p.name);
    await form.getByLabel('Name', { exact: true }).press('Enter');
    await expect(this.playersTable.getByRole('cell', { name: p.name, exact: true })).toBeVisible();
  }

  /**
   * Registers a player by mouse: each identity picked from its side's pick list (the list button,
   * then the option), or typed when it is not on the list (`typed`).
   */
  async addNetrunnerPlayer(p: { name: string; corp: string; runner: string; pronouns?: string; typed?: 'corp' | 'runner' }): Promise<void> {
    const form = this.addPlayerForm;
    await form.getByLabel('Name', { exact: true }).fill(p.name);
    for (const side of ['corp', 'runner'] as const) {
      const label = side === 'corp' ? 'Corp identity' : 'Runner identity';
      const identity = side === 'corp' ? p.corp : p.runner;
      if (p.typed === side) {
        await form.getByRole('combobox', { name: label }).fill(identity);
        await this.page.keyboard.press('Tab');
        continue;
      }
      await form.getByRole('button', { name: `Show ${label.toLowerCase()} list` }).click();
      const list = this.page.getByRole('listbox', { name: new RegExp(label) });
      await list.getByRole('option', { name: new RegExp(`^${identity.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
      await expect(list).toBeHidden();
      await expect(form.getByRole('combobox', { name: label })).toHaveValue(identity);
    }
    if (p.pronouns) await form.getByLabel('Pronouns', { exact: true }).fill(p.pronouns);
    await form.getByRole('button', { name: 'Add player' }).click();
    await expect(this.playersTable.getByRole('cell', { name: p.name, exact: true })).toBeVisible();
  }

  /** Enters a result by mouse: the board's result cell, then the menu's item ("Corp win", "Runner win", "Tie"). */
  async resultByMouse(board: number, choice: string, shown: string = choice): Promise<void> {
    const cell = this.resultCell(board);
    await cell.click();
    const menu = this.page.getByRole('menu', { name: `Board ${board} result` });
    await menu.getByRole('menuitem', { name: choice, exact: true }).click();
    await expect(cell).toHaveText(shown);
  }

  /** Opens the event's "Cut and export" tab: the Netrunner standings, the top cut, the ABR export. */
  async openCut(): Promise<void> {
    await this.sections.getByRole('button', { name: 'Cut and export' }).click();
    await expect(this.page.getByRole('heading', { name: 'Cut and export', level: 2 })).toBeVisible();
  }

  /** The column headers of a round's boards (e.g. Board, Corp, Runner, Result). */
  async boardHeaders(round: number): Promise<string[]> {
    return this.boards(round).locator('thead th').allInnerTexts();
  }

  /** Number of boards in a round. */
  async boardCount(round: number): Promise<number> {
    return this.boards(round).locator('tbody tr').count();
  }

  /** The players (start ranks) on the boards of a round, and those with a bye. */
  async pairedPlayers(round: number): Promise<number[]> {
    return (await this.pairings(round)).flatMap((line) => line.split(' ').map(Number));
  }

  /** Drops a player from a round on (the Rounds screen's Drops group). */
  async dropPlayer(name: string, fromRound: number): Promise<void> {
    await this.section('Rounds');
    const drops = this.page.getByRole('group', { name: 'Drops' });
    const select = drops.getByLabel('Player', { exact: true });
    const value = await select.locator('option', { hasText: new RegExp(`^${name} \\(`) }).getAttribute('value');
    await select.selectOption(value ?? '');
    await drops.getByRole('button', { name: `Drop from round ${fromRound}` }).click();
    await expect(drops).toContainText(`${name} dropped from round ${fromRound}`);
  }

  async startCut(elimination: 'single' | 'double', size: number): Promise<void> {
    await this.openCut();
    const form = this.page.getByRole('form', { name: 'Start the cut' });
    await form.getByLabel('Elimination', { exact: true }).selectOption(elimination);
    await form.getByLabel('Top', { exact: true }).selectOption(String(size));
    await form.getByRole('button', { name: 'Start the cut' }).click();
    await expect(this.bracket).toBeVisible();
  }

  /**
   * Plays the next playable cut game: when the higher seed chooses, they choose to corp; the
   * winner is `pick(first, second)` of the two players' names. Returns the game's text (with sides).
   */
  async playNextCutGame(pick: (a: string, b: string) => 0 | 1): Promise<string | null> {
    const next = this.bracket.locator('li[data-playable]').first();
    if ((await next.count()) === 0) return null;
    const game = this.bracket.getByRole('listitem', { name: (await next.getAttribute('aria-label')) ?? '', exact: true });
    const chooses = game.getByRole('button', { name: / corps$/ });
    if ((await chooses.count()) > 0) await chooses.click();
    await expect(game).toContainText('Corp: ');
    const text = await game.innerText();
    const buttons = game.getByRole('button', { name: / wins$/ });
    const names = (await buttons.allInnerTexts()).map((s) => s.replace(/ wins$/, ''));
    await buttons.nth(pick(names[0] ?? '', names[1] ?? '')).click();
    await expect(game).toContainText('won by');
    return text;
  }

  async cutRanking(): Promise<string[]> {
    return this.page.getByRole('list', { name: 'Final ranking of the cut' }).locator('li').allInnerTexts();
  }

  /** The event's date and organiser, which the ABR export sends. */
  async setEventDetails(date: string, organiser: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Event details' });
    await form.getByLabel('Event date', { exact: true }).fill(date);
    await form.getByLabel('Organiser', { exact: true }).fill(organiser);
    await form.getByRole('button', { name: 'Save event details' }).click();
    await expect(this.page.getByRole('form', { name: 'Event details' }).getByLabel('Event date', { exact: true })).toHaveValue(date);
  }

  async exportAbr(): Promise<unknown> {
    if ((await this.page.getByRole('form', { name: 'Event details' }).getByLabel('Event date', { exact: true }).inputValue()) === '') {
      await this.setEventDetails('2026-11-28', 'store_to');
    }
    const [download]: [Download, void] = await Promise.all([
      this.page.waitForEvent('download'),
      this.openCut().then(() => this.page.getByRole('button', { name: 'Export for AlwaysBeRunning' }).click()),
    ]);
    return JSON.parse(await readFile(await download.path(), 'utf8')) as unknown;
  }
}
