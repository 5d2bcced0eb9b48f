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
