import type { BoardResult, SystemSettings } from '../../../core/model';

/**
 * How a board's two players are named: Corp/Runner in single-sided Swiss (the pairing's first
 * player corps), players A/B in double-sided Swiss (A corps game 1, B game 2), White/Black in chess.
 */
export const seatNames = (s: SystemSettings): { readonly first: string; readonly second: string } => {
  if (s.system === 'sass') return { first: 'Corp', second: 'Runner' };
  if (s.system === 'double-sided') return { first: 'Corp in game 1', second: 'Corp in game 2' };
  return { first: 'White', second: 'Black' };
};

/** A Netrunner game's result, from its corp side (1 = corp win, 0 = runner win, = = tie). */
export const netrunnerResultLabel = (r: BoardResult | null): string => {
  if (r === null) return '…';
  switch (r) {
    case 'white-wins': case 'white-wins-unrated': return 'Corp win';
    case 'black-wins': case 'black-wins-unrated': return 'Runner win';
    case 'draw': case 'draw-unrated': return 'Tie';
    case 'white-wins-forfeit': return 'Corp win (forfeit)';
    case 'black-wins-forfeit': return 'Runner win (forfeit)';
    case 'double-forfeit': return 'Both forfeit';
    default: {
      const never: never = r;
      return never;
    }
  }
};
