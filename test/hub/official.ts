import type * as Y from 'yjs';
import type { Official } from '../../src/core/venue/official';
import * as documents from '../../src/venue/documents';

/** The chief's laptop publishing one round of an event: boards as [board, first, second]; players 1..max. */
export const publishRound = (doc: Y.Doc, event: string, round: number, boards: readonly (readonly [number, number, number])[]): Official => {
  const max = Math.max(2, ...boards.flatMap(([, a, b]) => [a, b]));
  const o: Official = {
    meta: { event, name: `Event ${event}`, system: 'FIDE Dutch', seats: ['White', 'Black'], wording: { 'white-wins': '1-0', draw: '½-½', 'black-wins': '0-1' }, totalRounds: 9, round },
    players: Array.from({ length: max }, (_, i) => ({ rank: i + 1, name: `Player ${i + 1}` })),
    rounds: Array.from({ length: round }, (_, i) => ({
      number: i + 1,
      boards: i + 1 === round ? boards.map(([board, first, second]) => ({ board, first, second, result: null })) : [],
      byes: [],
    })),
    standings: [],
  };
  documents.official.publish(doc, o);
  return o;
};
