import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { readFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

export type Printout = 'board' | 'alpha' | 'slips' | 'standings' | 'wallchart' | 'crosstable' | 'prizes' | 'ratings' | 'cards' | 'statistics' | 'bracket';
export type ImportSystem = 'tcec-single' | 'tcec-double' | 'dutch' | 'burstein' | 'double-sided';

/** Imports a TRF through the app's own form and returns the new tournament's id (from the address). */
export async function importTournament(page: Page, file: string, system: ImportSystem): Promise<number> {
  await page.goto('/#/');
  const form = page.getByRole('form', { name: 'Import TRF' });
  await form.getByLabel('TRF file', { exact: true }).setInputFiles(file);
  await form.getByLabel('Pairing system of the file', { exact: true }).selectOption(system);
  await form.getByRole('button', { name: 'Import TRF' }).click();
  await expect(page).toHaveURL(/#\/t\/\d+\//, { timeout: 30_000 });
  return Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
}

/** Counts page objects in a PDF as Chromium writes it (one "/Type /Page" dictionary per page). */
export const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

/** A printed sheet in its own window: what a TO sees before pressing Print, and its PDF. */
export class PrintPage {
  readonly root: Locator;
  readonly sheets: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.print-root');
    this.sheets = page.locator('section.sheet');
  }

  async open(tournamentId: number, printout: Printout, opts: { round?: number; paper?: 'a4' | 'letter'; orientation?: 'portrait' | 'landscape'; order?: 'rank' | 'number' } = {}): Promise<void> {
    const q = new URLSearchParams();
    if (opts.round !== undefined) q.set('round', String(opts.round));
    if (opts.order) q.set('order', opts.order);
    q.set('paper', opts.paper ?? 'a4');
    if (opts.orientation) q.set('orientation', opts.orientation);
    await this.page.goto(`/#/print/${tournamentId}/${printout}?${q.toString()}`);
    await expect(this.root).toBeVisible({ timeout: 30_000 });
    await this.page.emulateMedia({ media: 'print' });
  }

  /** Every player cell on the sheets, in print order (names with their start rank where shown). */
  async playerIds(): Promise<number[]> {
    return this.page.locator('[data-player]').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-player'))));
  }

  async playerTexts(): Promise<string[]> {
    return this.page.locator('[data-player]').allTextContents();
  }

  /** Pages whose content is taller than the printable area (a row would then spill onto another page). */
  async overflowingSheets(): Promise<number[]> {
    return this.sheets.evaluateAll((els) => els
      .map((el, i) => {
        const box = el.getBoundingClientRect();
        const lastRow = Array.from(el.querySelectorAll('[data-row]')).reduce((m, r) => Math.max(m, r.getBoundingClientRect().bottom), box.top);
        return lastRow > box.bottom + 0.5 || el.scrollHeight > el.clientHeight + 1 ? i + 1 : 0;
      })
      .filter((i) => i > 0));
  }

  /** Rows per sheet (table rows or slips). */
  async rowsPerSheet(): Promise<number[]> {
    return this.sheets.evaluateAll((els) => els.map((el) => el.querySelectorAll('[data-row]').length));
  }

  /**
   * The printed cut bracket against its sheet: anything drawn past the sheet or past its game's box
   * (a name running out of its box), the printed size of the players' lines (pt), and the share of
   * the sheet's width and of its height below the header that the drawing takes.
   */
  async bracketFit(): Promise<{ readonly outside: string[]; readonly namePt: number; readonly widthShare: number; readonly heightShare: number }> {
    return this.sheets.first().evaluate((sheet) => {
      const page = sheet.getBoundingClientRect();
      const svg = sheet.querySelector('svg.bracket-diagram') as SVGSVGElement;
      const drawn = svg.getBoundingClientRect();
      const header = sheet.querySelector('.sheet-header')?.getBoundingClientRect().bottom ?? page.top;
      const pxPerUnit = drawn.width / svg.viewBox.baseVal.width;
      const outside: string[] = [];
      const beyond = (what: string, r: DOMRect, box: DOMRect) => {
        if (r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5 || r.left < box.left - 0.5 || r.top < box.top - 0.5) outside.push(what);
      };
      const legend = sheet.querySelector('.bracket-legend');
      if (legend) beyond('the legend', legend.getBoundingClientRect(), page);
      let namePt = Infinity;
      for (const g of Array.from(svg.querySelectorAll('g[data-game]'))) {
        const game = g.getAttribute('data-game');
        const box = g.querySelector('rect')!.getBoundingClientRect();
        beyond(`game ${game}'s box`, box, page);
        for (const text of Array.from(g.querySelectorAll('text'))) {
          const r = text.getBoundingClientRect();
          if (text.classList.contains('bracket-label')) beyond(`game ${game}'s label`, r, page);
          else {
            beyond(`"${text.textContent ?? ''}" in game ${game}`, r, box);
            namePt = Math.min(namePt, parseFloat(getComputedStyle(text).fontSize) * pxPerUnit * 0.75);
          }
        }
      }
      return { outside, namePt, widthShare: drawn.width / page.width, heightShare: drawn.height / (page.bottom - header) };
    });
  }

  /** Prints to PDF as the browser's dialog would (CSS @page size) and keeps it; returns its page count. */
  async savePdf(path: string): Promise<number> {
    await mkdir(dirname(path), { recursive: true });
    await this.page.pdf({ path, preferCSSPageSize: true, printBackground: true });
    return pdfPageCount(await readFile(path));
  }
}
