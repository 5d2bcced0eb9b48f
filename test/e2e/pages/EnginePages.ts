import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { chooseSystem } from './TournamentListPage';

export interface EngineSwissOptions {
  readonly rounds: number;
  readonly gamesPerMatch: number;
  readonly seedGroups: number;
  readonly uniquePerMatchOnly: boolean;
  readonly randomOpenings: boolean;
  readonly openings: readonly string[];
  /** Import the list from a file instead of typing it. */
  readonly openingsFile?: boolean;
}

/** Creating an engine Swiss event from the tournament list, with its options. */
export async function createEngineSwiss(page: Page, name: string, o: EngineSwissOptions): Promise<void> {
  const form = page.getByRole('form', { name: 'New tournament' });
  await chooseSystem(form, 'engine-swiss');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Rounds', { exact: true }).fill(String(o.rounds));
  const opts = form.getByRole('group', { name: 'Engine Swiss options' });
  await opts.getByLabel('Games per match').fill(String(o.gamesPerMatch));
  await opts.getByLabel('Seed groups').fill(String(o.seedGroups));
  await opts.getByLabel(/unique per match only/).setChecked(o.uniquePerMatchOnly);
  await opts.getByLabel('Shuffle the openings').setChecked(o.randomOpenings);
  if (o.openingsFile) {
    await opts.getByLabel('Opening file').setInputFiles({ name: 'openings.epd', mimeType: 'text/plain', buffer: Buffer.from(o.openings.join('\r\n')) });
    await expect(opts.getByLabel(/^Openings/)).toHaveValue(o.openings.join('\n'));
  } else {
    await opts.getByLabel(/^Openings/).fill(o.openings.join('\n'));
  }
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** One board of an engine Swiss round as the TO sees it: names, results and the opening of each game. */
export interface MatchRow {
  readonly white: string;
  readonly black: string;
  readonly results: readonly string[];
  readonly openings: readonly string[];
}

export async function matchRows(page: Page, round: number): Promise<MatchRow[]> {
  return page.getByRole('table', { name: `Round ${round} boards` }).locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const tds = Array.from(tr.querySelectorAll('td'));
      return {
        white: (tds[1]?.querySelector('.name')?.textContent ?? '').trim(),
        black: (tds[2]?.querySelector('.name')?.textContent ?? '').trim(),
        results: tds.slice(3).map((td) => (td.querySelector('button')?.textContent ?? '').trim()),
        openings: tds.slice(3).map((td) => (td.querySelector('.opening')?.textContent ?? '').trim()),
      };
    }));
}

/** The ladder screen: the next game, its result buttons, and the lists the TO watches. */
export class LadderPage {
  readonly next: Locator;
  readonly gamesPlayed: Locator;

  constructor(readonly page: Page) {
    this.next = page.getByRole('group', { name: 'Next game' });
    this.gamesPlayed = page.getByLabel('Games played');
  }

  async create(name: string, ranking: readonly string[], params: { regionSize: number; minGames: number; unpark: number }, expectCreated = true): Promise<void> {
    await chooseSystem(this.page.getByRole('form', { name: 'New tournament' }), 'ladder');
    const form = this.page.getByRole('form', { name: 'New ladder' });
    await form.getByLabel('Ladder name').fill(name);
    await form.getByLabel(/^Old ranking/).fill(ranking.join('\n'));
    await form.getByLabel('Active region size').fill(String(params.regionSize));
    await form.getByLabel('Minimum games before dropping out').fill(String(params.minGames));
    await form.getByLabel('Unpark threshold').fill(String(params.unpark));
    await form.getByRole('button', { name: 'Create ladder' }).click();
    if (expectCreated) await expect(this.page.getByRole('heading', { name: 'Ladder', level: 2 })).toBeVisible();
  }

  /** The game the app says to play next, or null once the ladder is finished. */
  async nextGame(): Promise<{ white: string; black: string } | null> {
    await expect(this.next.or(this.page.getByText(/The ladder is finished/))).toBeVisible();
    if (!(await this.next.isVisible())) return null;
    return {
      white: (await this.next.getByTestId('next-white').textContent()) ?? '',
      black: (await this.next.getByTestId('next-black').textContent()) ?? '',
    };
  }

  async played(): Promise<number> {
    return Number(/^(\d+)/.exec((await this.gamesPlayed.textContent()) ?? '')?.[1]);
  }

  /** Enters the next game's result and waits until the ladder has moved on. */
  async enter(result: 'White wins' | 'Draw' | 'Black wins'): Promise<void> {
    const before = await this.played();
    // Each button shows the score and says who wins: "1-0 White wins".
    await this.next.getByRole('button', { name: new RegExp(` ${result}$`) }).click();
    await expect(this.gamesPlayed).toHaveText(`${before + 1} games played`);
  }

  /** The same by keyboard: focus stays on the result buttons, the TO types 1, = or 0. */
  async type(key: '1' | '=' | '0'): Promise<void> {
    const before = await this.played();
    const focused = await this.next.evaluate((el) => el.contains(document.activeElement));
    if (!focused) await this.next.getByRole('button', { name: / White wins$/ }).focus();
    await this.page.keyboard.press(key);
    await expect(this.gamesPlayed).toHaveText(`${before + 1} games played`);
  }

  async finalRanking(): Promise<string[]> {
    // The engine column of the final ranking table, best first.
    return this.page.getByRole('table', { name: 'Final ranking' }).locator('tbody tr td:nth-child(2)').allTextContents();
  }
}
