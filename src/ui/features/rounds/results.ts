import type { BoardResult } from '../../../core/model';

/** The key a TO types for each result, from the White side of the game (1, 0, =, + and -). */
export const resultForKey = (key: string): BoardResult | null | undefined => {
  switch (key) {
    case '1': return 'white-wins';
    case '0': return 'black-wins';
    case '=': case '5': return 'draw';
    case '+': return 'white-wins-forfeit';
    case '-': return 'black-wins-forfeit';
    case '*': return 'double-forfeit';
    case 'Delete': case 'Backspace': return null;
    default: return undefined;
  }
};

export const resultLabel = (r: BoardResult | null): string => {
  if (r === null) return '…';
  switch (r) {
    case 'white-wins': return '1-0';
    case 'draw': return '½-½';
    case 'black-wins': return '0-1';
    case 'white-wins-unrated': return '1-0 (unrated)';
    case 'draw-unrated': return '½-½ (unrated)';
    case 'black-wins-unrated': return '0-1 (unrated)';
    case 'white-wins-forfeit': return '+/-';
    case 'black-wins-forfeit': return '-/+';
    case 'double-forfeit': return '-/-';
    default: {
      const never: never = r;
      return never;
    }
  }
};
