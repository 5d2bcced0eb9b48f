import { describe, expect, it } from 'vitest';
import type { Official } from '../../src/core/venue';
import { crossRows, myGame, pairingRows, reportChoices, scoreMark } from '../../src/publicPage/view';

/** The public event page's rows: the round's boards found by a name, and the crosstable. */
const event: Official = {
  meta: { event: '1', name: 'Open', system: 'FIDE Dutch', seats: ['White', 'Black'], wording: { 'white-wins': '1-0', draw: '½-½', 'black-wins': '0-1' }, totalRounds: 5, round: 2 },
  players: [{ rank: 1, name: 'Zoë Ångström' }, { rank: 2, name: 'Bo Berg' }, { rank: 3, name: 'Cy Cole' }],
  rounds: [
    { number: 1, boards: [{ board: 1, first: 1, second: 2, result: 'white-wins' }], byes: [{ player: 3, kind: 'pairing-allocated' as never }] },
    { number: 2, boards: [{ board: 1, first: 3, second: 1, result: 'draw' }], byes: [{ player: 2, kind: 'pairing-allocated' as never }] },
  ],
  standings: [{ place: 1, rank: 1, points: '1.5' }, { place: 2, rank: 3, points: '1.5' }, { place: 3, rank: 2, points: '1.0' }],
};

describe('the public page\'s pairings, found by a name', () => {
  it('finds a player with accents and case ignored, on their board or their bye', () => {
    const round = event.rounds[1]!;
    expect(pairingRows(event, round.boards, round.byes, 'zoe angstrom')).toEqual([{ board: 1, first: 3, second: 1, result: '½-½', note: '' }]);
    expect(pairingRows(event, round.boards, round.byes, ' BERG ')).toEqual([{ board: null, first: 2, second: null, result: '', note: 'bye (pairing-allocated)' }]);
    expect(pairingRows(event, round.boards, round.byes, '')).toHaveLength(2);
    expect(pairingRows(event, round.boards, round.byes, 'nobody')).toEqual([]);
  });

  it('shows a board not yet played with a dash, and a disputed one as disputed', () => {
    const rows = pairingRows(event, [{ board: 1, first: 1, second: 2, result: null }, { board: 2, first: 3, second: 4, result: null, disputed: true }], [], '');
    expect(rows.map((r) => r.result)).toEqual(['–', 'disputed']);
  });
});

describe('the public page\'s crosstable', () => {
  it('marks each round from the player\'s side with the seat and the opponent\'s place, in standings order', () => {
    expect(crossRows(event)).toEqual([
      { place: 1, rank: 1, points: '1.5', cells: ['1 W 3', '½ B 2'] },
      { place: 2, rank: 3, points: '1.5', cells: ['bye', '½ W 1'] },
      { place: 3, rank: 2, points: '1.0', cells: ['0 B 1', 'bye'] },
    ]);
    expect(scoreMark('white-wins-forfeit', false)).toBe('−');
    expect(scoreMark('black-wins-forfeit', false)).toBe('+');
    expect(scoreMark(null, true)).toBe('');
  });
});

describe('the personal code\'s panel on the public page', () => {
  it('finds the player\'s game of the current round, their bye, or none', () => {
    expect(myGame(event, 1)).toEqual({ kind: 'board', round: 2, board: 1, first: false, opponent: 'Cy Cole', result: '½-½', disputed: false });
    expect(myGame(event, 2)).toEqual({ kind: 'bye', round: 2, note: 'pairing-allocated' });
    expect(myGame(event, 9)).toEqual({ kind: 'none', round: 2 });
    expect(myGame({ ...event, rounds: [] }, 1)).toBeNull();
  });

  it('offers a win, a draw and a loss from the player\'s own seat', () => {
    expect(reportChoices(true).map((c) => c.result)).toEqual(['white-wins', 'draw', 'black-wins']);
    expect(reportChoices(false).map((c) => c.result)).toEqual(['black-wins', 'draw', 'white-wins']);
  });
});
