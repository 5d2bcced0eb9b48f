import type { Tournament } from '../model';
import type { RatingChangeRow } from './ratingChange';
import { roundedChange } from './ratingChange';

/** Hundredths as a decimal with two places: 1234 → "12.34", -5 → "-0.05". */
export const hundredthsText = (h: number): string => `${h < 0 ? '-' : ''}${Math.floor(Math.abs(h) / 100)}.${String(Math.abs(h) % 100).padStart(2, '0')}`;

const cell = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/**
 * The rating-change report as CSV: one line per player (start rank, name, FIDE ID (how FIDE's
 * rating officer finds the player), rating, K, K used after
 * the 700 cap, rated games, score, expected score, change, change rounded as 8.3.4 rounds, average
 * opponent, Rc as FIDE prints it (the opponents' ratings after the 400-point rule), performance), then one line per rated game (round, opponent, D, PD, change).
 */
export const ratingChangeCsv = (t: Tournament, rows: readonly RatingChangeRow[]): string => {
  const name = new Map(t.players.map((p) => [p.id as number, p.name]));
  const fideId = new Map(t.players.map((p) => [p.id as number, p.fideId ?? '']));
  const lines = [['start', 'name', 'FIDE ID', 'rating', 'K', 'K used', 'games', 'score', 'expected', 'change', 'change rounded', 'average opponent', 'Rc', 'performance', 'round', 'opponent', 'opponent rating', 'D', 'PD', 'game change'].join(',')];
  for (const r of rows) {
    lines.push([String(r.player), cell(name.get(r.player) ?? ''), cell(fideId.get(r.player) ?? ''), String(r.rating), String(r.k), String(r.kUsed), String(r.games.length),
      hundredthsText(r.score), hundredthsText(r.expected), hundredthsText(r.change), String(roundedChange(r.change)),
      r.averageOpponent === null ? '' : String(r.averageOpponent), r.rc === null ? '' : String(r.rc), r.performance === null ? '' : String(r.performance), '', '', '', '', '', ''].join(','));
    for (const g of r.games) {
      lines.push([String(r.player), cell(name.get(r.player) ?? ''), cell(fideId.get(r.player) ?? ''), '', '', '', '', '', '', '', '', '', '', '',
        String(g.round), cell(name.get(g.opponent) ?? ''), String(g.opponentRating), String(g.difference), hundredthsText(g.expected), hundredthsText(g.change)].join(','));
    }
  }
  return lines.map((l) => `${l}\n`).join('');
};
