import { assertNever } from '../../../core/model';
/**
 * Paper sizes and the page layout of every printout, in millimetres. Pages are cut here (not left
 * to the browser) so a page break never falls inside a row, each page repeats the header, and the
 * page count is known before printing: rows per page = the printable height divided by the row
 * height.
 */
export const papers = ['a4', 'letter'] as const;
export type Paper = (typeof papers)[number];
export const orientations = ['portrait', 'landscape'] as const;
export type Orientation = (typeof orientations)[number];

export const printouts = ['board', 'alpha', 'slips', 'standings', 'wallchart', 'crosstable', 'prizes', 'ratings', 'cards', 'statistics', 'norm', 'bracket'] as const;
export type Printout = (typeof printouts)[number];

export const printoutLabel = (p: Printout): string => {
  switch (p) {
    case 'board': return 'Pairings by board';
    case 'alpha': return 'Pairings by name';
    case 'slips': return 'Result slips';
    case 'standings': return 'Standings';
    case 'wallchart': return 'Wall chart (crosstable)';
    case 'crosstable': return 'Crosstable (all-play-all)';
    case 'prizes': return 'Prize list';
    case 'ratings': return 'Rating-change report (FIDE)';
    case 'cards': return 'Player cards';
    case 'statistics': return 'Statistics';
    case 'norm': return 'Norm report';
    case 'bracket': return 'Cut bracket';
    default: return assertNever(p);
  }
};

/** Width × height in millimetres, portrait. */
const paperSize = (p: Paper): readonly [number, number] => {
  switch (p) {
    case 'a4': return [210, 297];
    case 'letter': return [215.9, 279.4];
    default: return assertNever(p);
  }
};

export const margin = 10;
/** Event, printout, round, date and page number. */
export const headerHeight = 16;
export const tableHeadHeight = 7;
export const rowHeight = 6;
/** Result slips: the smallest slip that holds names, result boxes and two signature lines. */
export const slipMinWidth = 90;
export const slipMinHeight = 62;

export interface PageLayout {
  readonly paper: Paper;
  readonly orientation: Orientation;
  /** The @page size in CSS words ("A4 portrait"). */
  readonly cssSize: string;
  /** Printable area (page minus margins). */
  readonly width: number;
  readonly height: number;
  /** The sheet header's height when its text needs more than `headerHeight` (`withHeader`). */
  readonly header?: number;
}

/**
 * Lines a text takes across `width` mm at `pt` points: glyphs taken at 0.6 em on average (a
 * sans-serif's letters, digits and capitals, rounded up), so the estimate errs towards a line more.
 */
export const textLines = (text: string, width: number, pt: number): number =>
  Math.max(1, Math.ceil((text.length * pt * 0.3528 * 0.6) / width));

/**
 * The layout with the header as tall as its text: the event's name (13 pt) and the details line
 * (9 pt: place, dates, chief arbiter) wrap rather than being cut, and the pages hold fewer rows
 * (rowsPerPage) when they wrap. Line heights 1.3 (print.css), then the printout's own line.
 */
export const withHeader = (l: PageLayout, event: string, details: string): PageLayout => {
  const pt = 0.3528 * 1.3;
  const needed = 1.6 + textLines(event, l.width, 13) * 13 * pt + (details === '' ? 0 : textLines(details, l.width, 9) * 9 * pt) + 9.5 * pt;
  return needed <= headerHeight ? l : { ...l, header: Math.ceil(needed) };
};

/** The header's height on this layout. */
export const headerOf = (l: PageLayout): number => l.header ?? headerHeight;

export const pageLayout = (paper: Paper, orientation: Orientation): PageLayout => {
  const [w, h] = paperSize(paper);
  const [pw, ph] = orientation === 'portrait' ? [w, h] : [h, w];
  return {
    paper, orientation, cssSize: `${paper === 'a4' ? 'A4' : 'letter'} ${orientation}`,
    // 0.5 mm slack: the browser rounds to device pixels, and a sheet one pixel too tall would
    // spill an empty page.
    width: pw - 2 * margin - 0.5, height: ph - 2 * margin - 0.5,
  };
};

/** Table rows that fit on one page under the header and the column heads. */
export const rowsPerPage = (l: PageLayout): number => Math.max(1, Math.floor((l.height - headerOf(l) - tableHeadHeight) / rowHeight));

/** Slips per page: a grid of slips no smaller than the minimum. */
export const slipGrid = (l: PageLayout): { readonly columns: number; readonly rows: number } => ({
  columns: Math.max(1, Math.floor(l.width / slipMinWidth)),
  rows: Math.max(1, Math.floor(l.height / slipMinHeight)),
});

/** Splits items into pages of `size` (at least one page, so an empty list still prints its header). */
export const paginate = <T>(items: readonly T[], size: number): readonly (readonly T[])[] => {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length > 0 ? pages : [[]];
};

/**
 * Pages of rows with notes under the table on the last page (a tie-break legend) taking `noteRows`
 * rows' height: when the last page is too full for them, its last rows go on to a new page with
 * the notes, so no page holds only the header and the notes.
 */
export const paginateWithNotes = <T>(items: readonly T[], size: number, noteRows: number): readonly (readonly T[])[] => {
  const pages = [...paginate(items, size)];
  const last = pages[pages.length - 1] ?? [];
  const room = Math.max(1, size - noteRows);
  if (last.length <= room) return pages;
  // Keep at least one row on the new page (a page of one row and the notes).
  const kept = Math.min(room, last.length - 1);
  return [...pages.slice(0, -1), last.slice(0, kept), last.slice(kept)];
};

/** The orientation that suits a printout when the TO has not chosen one. */
export const defaultOrientation = (p: Printout, rounds: number): Orientation =>
  p === 'bracket' || ((p === 'wallchart' || p === 'crosstable') && rounds > 5) ? 'landscape' : 'portrait';

/**
 * Blocks of rows flowing down pages (the player cards, the statistics' tables): each block has a
 * head (repeated where it goes on to the next page), rows of one height and a foot after its last
 * row. A block that `newPage` asks starts a page of its own (a card per page); otherwise blocks
 * follow one another, and a block goes on over the page break (unless `keep` asks to keep it whole
 * where it fits a page: a player card in a booklet). A block's last rows keep its foot
 * (the foot never stands alone under a repeated head), and a page never ends with a head without rows.
 */
export interface FlowBlock<T> {
  readonly head: number;
  readonly row: number;
  readonly foot: number;
  readonly rows: readonly T[];
  readonly newPage?: boolean;
  /** Kept whole: a block that fits on a page is not broken; it starts the next page when this one is too full. */
  readonly keep?: boolean;
}

export interface FlowSegment<T> {
  /** The block's index. */
  readonly block: number;
  readonly rows: readonly T[];
  /** The block's first segment (false: a continuation) and its last (the foot goes under it). */
  readonly first: boolean;
  readonly last: boolean;
}

export const flowPages = <T>(blocks: readonly FlowBlock<T>[], page: number): readonly (readonly FlowSegment<T>[])[] => {
  const pages: FlowSegment<T>[][] = [[]];
  let used = 0;
  const newPage = (): void => { pages.push([]); used = 0; };
  blocks.forEach((b, index) => {
    const whole = b.head + b.rows.length * b.row + b.foot;
    const started = (pages[pages.length - 1]?.length ?? 0) > 0;
    if (started && (b.newPage || (b.keep && whole > page - used + 1e-9 && whole <= page + 1e-9))) newPage();
    let from = 0;
    for (;;) {
      const left = b.rows.length - from;
      const room = page - used - b.head;
      const fit = Math.max(0, Math.floor((room + 1e-9) / b.row));
      const empty = (pages[pages.length - 1]?.length ?? 0) === 0;
      let take = left;
      if (left * b.row + b.foot > room + 1e-9) {
        // Not all with the foot: the rows that fit, and the foot goes on with the last row.
        take = Math.min(fit, left - 1);
        if (take <= 0) {
          if (!empty) { newPage(); continue; }
          // Taller than a page even alone: at least one row a page (it may run over).
          take = Math.min(left, Math.max(1, fit));
        }
      }
      const last = from + take >= b.rows.length;
      pages[pages.length - 1]!.push({ block: index, rows: b.rows.slice(from, from + take), first: from === 0, last });
      used += b.head + take * b.row + (last ? b.foot : 0);
      from += take;
      if (last) break;
      newPage();
    }
  });
  return pages;
};
