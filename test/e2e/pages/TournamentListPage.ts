import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The systems the new-event form offers, by their key, and the kind of event each is listed under. */
export const systemKinds = {
  dutch: 'Chess Swiss', burstein: 'Chess Swiss',
  'round-robin': 'Chess round robin', 'round-robin-double': 'Chess round robin',
  sass: 'Netrunner', 'double-sided': 'Netrunner',
  'tcec-single': 'Engine event', 'tcec-double': 'Engine event', 'engine-swiss': 'Engine event', ladder: 'Engine event',
} as const;
export type SystemKey = keyof typeof systemKinds;

/** On the new-event form: the kind of event, then the system (the list shows the kind's systems only). */
export async function chooseSystem(form: Locator, system: SystemKey): Promise<void> {
  await form.getByRole('radio', { name: systemKinds[system], exact: true }).check();
  await form.getByLabel('System', { exact: true }).selectOption(system);
}

/** The first screen: the tournaments on this device. */
export class TournamentListPage {
  readonly heading: Locator;
  readonly nameInput: Locator;
  readonly systemSelect: Locator;
  readonly roundsInput: Locator;
  readonly createButton: Locator;
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Tournaments', level: 1 });
    const form = page.getByRole('form', { name: 'New tournament' });
    this.nameInput = form.getByLabel('Name', { exact: true });
    this.systemSelect = form.getByLabel('System', { exact: true });
    this.roundsInput = form.getByLabel('Rounds', { exact: true });
    this.createButton = form.getByRole('button', { name: 'Create tournament' });
    this.list = page.getByRole('list', { name: 'Tournaments' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/');
    await expect(this.heading).toBeVisible();
  }

  async createTournament(name: string, opts: { system?: 'tcec-single' | 'tcec-double' | 'dutch'; rounds?: number } = {}): Promise<void> {
    await chooseSystem(this.page.getByRole('form', { name: 'New tournament' }), opts.system ?? 'tcec-single');
    await this.nameInput.fill(name);
    await this.roundsInput.fill(String(opts.rounds ?? 9));
    await this.createButton.click();
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }

  /** Imports a TRF file (a path, or a file made in the test), by default as a TCEC single-round tournament. */
  async importTrf(file: string | { name: string; mimeType: string; buffer: Buffer }, system: 'tcec-single' | 'dutch' | 'burstein' | 'sass' | 'from-file' = 'tcec-single'): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Import TRF' });
    await form.getByLabel('TRF file', { exact: true }).setInputFiles(file);
    await form.getByLabel('Pairing system of the file', { exact: true }).selectOption(system);
    await form.getByRole('button', { name: 'Import TRF' }).click();
  }

  async open(name: string): Promise<void> {
    await this.list.getByRole('button', { name: `Open ${name}` }).click();
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }

  async deleteTournament(name: string): Promise<void> {
    await this.list.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete tournament?' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(this.list.getByRole('button', { name: `Open ${name}` })).toHaveCount(0);
  }
}
