import type { BracketLayout } from '../../../core/netrunner';

/**
 * The sizes the drawn cut bracket is built from, in the SVG's own units: pixels on the screen and
 * the projector (which scale the picture), points on paper (one unit = 1 pt, so the font sizes
 * are the printed sizes).
 */
export interface BracketGeometry {
  /** The unit of the picture's width and height ('' = CSS pixels). */
  readonly unit: '' | 'pt';
  readonly pad: number;
  /** Above the first row: room for the top game's label. */
  readonly labelSpace: number;
  /** From one column (cut round) to the next, and the width of a game's box. */
  readonly colW: number;
  readonly boxW: number;
  /** From one row (game height) to the next, and the height of a game's box. */
  readonly rowH: number;
  readonly boxH: number;
  /** From a box's left edge to its text. */
  readonly inset: number;
  /** A player's line ("C (8) Name") and a game's label ("Game 9 · (1) chose Corp"). */
  readonly font: number;
  readonly labelFont: number;
  /** The most characters a player's line or a game's label holds; longer text ends in "…". */
  readonly lineChars: number;
  readonly labelChars: number;
}

/** The picture on the screen and the projector (the projector scales it to the wall). */
export const screenGeometry: BracketGeometry = {
  unit: '', pad: 12, labelSpace: 16, colW: 250, boxW: 210, rowH: 66, boxH: 50, inset: 8, font: 13, labelFont: 11, lineChars: 30, labelChars: 40,
};

/** DejaVu Sans, the printers' usual sans, is about 0.6 em a character; the budget errs wide. */
const charWidth = 0.6;
/** A player's line should hold the side, the seed and about nine characters of the name. */
const wantedChars = 15;
const ptPerMm = 72 / 25.4;

/**
 * The bracket drawn to fill a box of `width` × `height` (in `unit`): the columns share the width,
 * the rows the height, and the font is the largest from `minFont` to `maxFont` at which a player's
 * line of about 15 characters fits its box and two lines fit its height.
 */
export const fittedGeometry = (
  layout: Pick<BracketLayout, 'columns' | 'rows'>, width: number, height: number, unit: '' | 'pt', minFont: number, maxFont: number,
): BracketGeometry => {
  const pad = 2;
  // Each column: a box and a gap of a tenth of a column for the connecting lines.
  const colW = (width - 2 * pad) / (Math.max(1, layout.columns) - 1 + 0.9);
  const boxW = colW * 0.9;
  // Each row: the label above a box, and a gap below it; the last row ends with its box.
  const rowH = (height - 2 * pad) / (Math.max(1, layout.rows) - 1 + 0.85);
  const labelSpace = rowH * 0.25;
  const inset = 3;
  const font = Math.max(minFont, Math.min(maxFont, (rowH * 0.6) / 2.6, (boxW - 2 * inset) / (wantedChars * charWidth)));
  const boxH = Math.min(rowH * 0.6, font * 3.4);
  // On the wall the text keeps a little more room from the box's edge (on paper 3 pt is enough).
  const textInset = unit === 'pt' ? inset : Math.max(inset, font * 0.4);
  // Labels at least 6.5 pt on paper (13/16 of the smallest font).
  const labelFont = Math.max(minFont * 0.8125, Math.min(font * 0.72, labelSpace * 0.7));
  return {
    unit, pad, labelSpace, colW, boxW, rowH, boxH, inset: textInset, font, labelFont,
    lineChars: Math.floor((boxW - 2 * textInset) / (font * charWidth)),
    // Labels ("Game 1 · (1) chose Corp") are mostly lower case and digits, about 0.55 em a
    // character; kept to the box's width, so the last column's stays on the page.
    labelChars: Math.floor(boxW / (labelFont * 0.55)),
  };
};

/**
 * The bracket printed to fill a printable box of `widthMm` × `heightMm`, in points (8 to 12 pt).
 * A top 8 (7 columns in double elimination) prints at about 10 pt on A4 landscape, 9.9 pt on letter.
 */
export const paperGeometry = (layout: Pick<BracketLayout, 'columns' | 'rows'>, widthMm: number, heightMm: number): BracketGeometry =>
  fittedGeometry(layout, widthMm * ptPerMm, heightMm * ptPerMm, 'pt', 8, 12);

/**
 * The bracket on the projector, filling the wall's box (CSS pixels, drawn 1:1): names as large as
 * the boxes allow (10 to 40 px; a top 8 double elimination on a 1280 × 720 wall: 17 px, where the
 * desk picture scaled down gave 9 px), so the back of the room can read them.
 */
export const wallGeometry = (layout: Pick<BracketLayout, 'columns' | 'rows'>, width: number, height: number): BracketGeometry =>
  fittedGeometry(layout, width, height, '', 10, 40);
