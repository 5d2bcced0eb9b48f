import { describe, expect, it } from 'vitest';
import { bracketLayout } from '../../src/core/netrunner/bracketLayout';
import { cutGamesOf } from '../../src/core/netrunner/singleElimination';
import type { CutFormat } from '../../src/core/netrunner/singleElimination';
import { paperGeometry, screenGeometry, wallGeometry } from '../../src/ui/features/netrunner/bracketGeometry';
import { headerHeight, pageLayout } from '../../src/ui/features/print/paper';

const ptPerMm = 72 / 25.4;
const formats: readonly (CutFormat & { readonly minPt: number })[] = [
  { elimination: 'single', size: 4, thirdPlace: true, minPt: 12 },
  { elimination: 'single', size: 8, minPt: 12 },
  { elimination: 'single', size: 16, minPt: 10 },
  { elimination: 'double', size: 4, minPt: 10 },
  { elimination: 'double', size: 8, minPt: 9 },
  { elimination: 'double', size: 16, minPt: 8 },
];

describe('the printed cut bracket fills the page at a readable size', () => {
  for (const paper of ['a4', 'letter'] as const) {
    for (const f of formats) {
      it(`${paper} landscape, top ${f.size} ${f.elimination} elimination: at least ${f.minPt} pt, inside the page, filling it`, () => {
        const page = pageLayout(paper, 'landscape');
        const box = { width: page.width, height: page.height - headerHeight - 7 };
        const layout = bracketLayout(cutGamesOf(f));
        const g = paperGeometry(layout, box.width, box.height);
        // The same sums BracketDiagram draws with.
        const width = 2 * g.pad + (layout.columns - 1) * g.colW + g.boxW;
        const height = 2 * g.pad + g.labelSpace + (layout.rows - 1) * g.rowH + g.boxH;
        expect(g.font).toBeGreaterThanOrEqual(f.minPt);
        expect(width).toBeLessThanOrEqual(box.width * ptPerMm + 1e-6);
        expect(height).toBeLessThanOrEqual(box.height * ptPerMm + 1e-6);
        expect(width / (box.width * ptPerMm)).toBeGreaterThan(0.99);
        expect(height / (box.height * ptPerMm)).toBeGreaterThan(0.8);
        // Two lines of a game fit its box; a line holds the side, the seed and nine characters of a
        // name (seven in a top-16 double elimination, 31 games on one page).
        expect(2 * g.font * 1.2).toBeLessThanOrEqual(g.boxH);
        expect(g.lineChars).toBeGreaterThanOrEqual(`C (${f.size}) `.length + (f.elimination === 'double' && f.size === 16 ? 7 : 9));
        // A game's label fits above its box.
        expect(g.labelFont).toBeLessThanOrEqual(g.labelSpace);
      });
    }
  }
});

describe('the cut bracket on the projector fills the wall', () => {
  // A 1280 × 720 projector's box under the event's heading and clock (ProjectorView).
  const wall = { width: 1216, height: 560 };
  for (const f of formats) {
    it(`top ${f.size} ${f.elimination} elimination: inside the box, two lines per game, names larger than the desk picture scaled to it`, () => {
      const layout = bracketLayout(cutGamesOf(f));
      const g = wallGeometry(layout, wall.width, wall.height);
      const width = 2 * g.pad + (layout.columns - 1) * g.colW + g.boxW;
      const height = 2 * g.pad + g.labelSpace + (layout.rows - 1) * g.rowH + g.boxH;
      expect(width).toBeLessThanOrEqual(wall.width + 1e-6);
      expect(height).toBeLessThanOrEqual(wall.height + 1e-6);
      expect(2 * g.font * 1.2).toBeLessThanOrEqual(g.boxH + 1e-6);
      // The desk's picture (13 px names) scaled down to the same box, as the projector drew it before.
      const s = screenGeometry;
      const deskWidth = 2 * s.pad + (layout.columns - 1) * s.colW + s.boxW;
      const deskHeight = 2 * s.pad + s.labelSpace + (layout.rows - 1) * s.rowH + s.boxH;
      const scaled = s.font * Math.min(wall.width / deskWidth, wall.height / deskHeight);
      expect(g.font).toBeGreaterThan(scaled * 1.2);
      // A top 8 (the usual cut) at 16 px or more: readable from the back of a store.
      if (f.size <= 8) expect(g.font).toBeGreaterThanOrEqual(16);
    });
  }
});
