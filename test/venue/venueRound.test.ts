import { describe, expect, it } from 'vitest';
import { contradictions, venueBlocksPairing, venueBoard, venueRound } from '../../src/core/venue/venueRound';
import type { RoundBoard, RoundWords } from '../../src/core/venue/venueRound';
import { readEntry, readReport, roundEntries } from '../../src/core/venue/words';

const board = (result: RoundBoard['result'] = null): RoundBoard => ({ board: 3, first: 5, second: 6, result });
const words = (w: Partial<{ entries: [string, number, string, number][]; decisions: [number, string, number][]; reports: [number, number, string, number][] }>): RoundWords => {
  const entries = new Map<string, Map<number, { result: never; at: number }>>();
  for (const [device, b, result, at] of w.entries ?? []) entries.set(device, new Map([...(entries.get(device) ?? []), [b, { result: result as never, at }]]));
  const reports = new Map<number, Map<number, { result: never; at: number }>>();
  for (const [rank, b, result, at] of w.reports ?? []) reports.set(rank, new Map([[b, { result: result as never, at }]]));
  return { entries, decisions: new Map((w.decisions ?? []).map(([b, result, at]) => [b, { result: result as never, at }])), reports };
};

describe('the chief laptop and the venue\'s words on a board', () => {
  it('takes what every arbiter laptop agrees on when the board has no result', () => {
    expect(venueBoard(board(), words({ entries: [['a1', 3, 'white-wins', 1], ['a2', 3, 'white-wins', 2]] }))).toEqual({ kind: 'take', board: 3, result: 'white-wins', from: 'arbiters' });
  });

  it('never overwrites the chief\'s own result: an entry saying otherwise is a conflict naming both', () => {
    const v = venueBoard(board('white-wins'), words({ entries: [['a1', 3, 'black-wins', 5]] }));
    expect(v.kind).toBe('conflict');
    expect(v.kind === 'conflict' && [...v.entries]).toEqual([['chief', 'white-wins'], ['a1', 'black-wins']]);
    expect(venueBlocksPairing([v])).toBe('Board 3 has differing results from the venue\'s laptops: decide it first.');
  });

  it('a decision settles the entries before it; the result it set is then settled', () => {
    const w = words({ entries: [['a1', 3, 'black-wins', 5]], decisions: [[3, 'black-wins', 9]] });
    expect(venueBoard(board('black-wins'), w)).toEqual({ kind: 'settled', board: 3 });
    expect(venueBlocksPairing(venueRound([board('black-wins')], w))).toBeNull();
  });

  it('players\' reports: taken when both agree, disputed when not, waiting for one, and ignored once there is a result', () => {
    expect(venueBoard(board(), words({ reports: [[5, 3, 'white-wins', 1], [6, 3, 'white-wins', 2]] }))).toEqual({ kind: 'take', board: 3, result: 'white-wins', from: 'players' });
    expect(venueBoard(board(), words({ reports: [[5, 3, 'white-wins', 1], [6, 3, 'black-wins', 2]] }))).toEqual({ kind: 'disputed', board: 3, first: 'white-wins', second: 'black-wins' });
    expect(venueBoard(board(), words({ reports: [[6, 3, 'draw', 2]] }))).toEqual({ kind: 'reported', board: 3, result: 'draw' });
    expect(venueBoard(board('draw'), words({ reports: [[5, 3, 'white-wins', 1], [6, 3, 'white-wins', 2]] }))).toEqual({ kind: 'settled', board: 3 });
    // An arbiter's entry counts over the players' reports.
    expect(venueBoard(board(), words({ entries: [['a1', 3, 'draw', 3]], reports: [[5, 3, 'white-wins', 1], [6, 3, 'white-wins', 2]] }))).toMatchObject({ kind: 'take', result: 'draw', from: 'arbiters' });
  });
});

describe('a player\'s report that says otherwise than an arbiter\'s result', () => {
  it('is listed for the chief (and the player\'s phone says so), and the arbiter\'s result stands', () => {
    const w = words({ entries: [['aaaaaaaa', 3, 'black-wins', 5]], reports: [[5, 3, 'white-wins', 6], [6, 3, 'black-wins', 7]] });
    expect(venueBoard(board('black-wins'), w)).toEqual({ kind: 'settled', board: 3 });
    expect(contradictions([board('black-wins')], w)).toEqual([{ board: 3, rank: 5, reported: 'white-wins', result: 'black-wins' }]);
    // No result yet: nothing to contradict (the reports are the players' dispute, not a contradiction).
    expect(contradictions([board()], w)).toEqual([]);
  });

  it('a result taken from one arbiter\'s entry is that arbiter\'s word, not a second word of the chief\'s', () => {
    const w = words({ entries: [['aaaaaaaa', 3, 'white-wins', 5], ['bbbbbbbb', 3, 'black-wins', 6]] });
    const v = venueBoard(board('white-wins'), w);
    expect(v.kind === 'conflict' && [...v.entries]).toEqual([['aaaaaaaa', 'white-wins'], ['bbbbbbbb', 'black-wins']]);
  });
});

describe('reading what another device wrote', () => {
  it('keeps only well-formed entries and reports of the round asked for', () => {
    expect(readEntry({ result: 'white-wins', at: 4 })).toEqual({ result: 'white-wins', at: 4 });
    expect(readEntry({ result: 'white wins', at: 4 })).toBeNull();
    expect(readEntry({ result: 'draw' })).toBeNull();
    expect(readReport({ result: 'draw', at: 1, rank: 0 })).toBeNull();
    const m = roundEntries([['2:1', { result: 'draw', at: 1 }], ['1:1', { result: 'draw', at: 1 }], ['2:x', { result: 'draw', at: 1 }], ['2:4', 'junk']], 2);
    expect([...m]).toEqual([[1, { result: 'draw', at: 1 }]]);
  });
});
