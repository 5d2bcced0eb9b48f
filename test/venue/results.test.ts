import { describe, expect, it } from 'vitest';
import { boardResult, playersReports } from '../../src/core/venue/results';
import type { Entry } from '../../src/core/venue/results';

const entries = (...list: [string, Entry['result'], number][]): Map<string, Entry> => new Map(list.map(([d, result, at]) => [d, { result, at }]));

describe('a board\'s result from the entries of several arbiter laptops', () => {
  it('is the result every laptop entered, and none before any entry', () => {
    expect(boardResult(new Map())).toEqual({ kind: 'none' });
    expect(boardResult(entries(['laptop-a', 'white-wins', 10]))).toEqual({ kind: 'agreed', result: 'white-wins' });
    expect(boardResult(entries(['laptop-a', 'draw', 10], ['laptop-b', 'draw', 12]))).toEqual({ kind: 'agreed', result: 'draw' });
  });

  it('is a conflict naming each laptop\'s result when they differ, never one of them picked', () => {
    const r = boardResult(entries(['laptop-a', 'white-wins', 10], ['laptop-b', 'black-wins', 11]));
    expect(r).toEqual({ kind: 'conflict', entries: new Map([['laptop-a', 'white-wins'], ['laptop-b', 'black-wins']]) });
  });

  it('is the chief\'s decision once made, until a laptop enters something else after it', () => {
    const both = entries(['laptop-a', 'white-wins', 10], ['laptop-b', 'black-wins', 11]);
    expect(boardResult(both, { result: 'draw', at: 20 })).toEqual({ kind: 'agreed', result: 'draw' });
    // The same result entered again after the decision changes nothing.
    expect(boardResult(entries(['laptop-a', 'draw', 25], ['laptop-b', 'black-wins', 11]), { result: 'draw', at: 20 })).toEqual({ kind: 'agreed', result: 'draw' });
    // Another result entered after it opens the conflict again, with the decision in it.
    expect(boardResult(entries(['laptop-a', 'white-wins', 30], ['laptop-b', 'black-wins', 11]), { result: 'draw', at: 20 }))
      .toEqual({ kind: 'conflict', entries: new Map([['laptop-a', 'white-wins'], ['chief', 'draw']]) });
  });
});

describe('the players\' own reports of a board', () => {
  it('are accepted when both players report the same result, and queued for an arbiter when they differ', () => {
    expect(playersReports(undefined, undefined, 4, 9)).toEqual({ kind: 'none' });
    expect(playersReports({ result: 'white-wins', at: 1 }, undefined, 4, 9)).toEqual({ kind: 'waiting', result: 'white-wins', from: 4 });
    expect(playersReports(undefined, { result: 'draw', at: 1 }, 4, 9)).toEqual({ kind: 'waiting', result: 'draw', from: 9 });
    expect(playersReports({ result: 'white-wins', at: 1 }, { result: 'white-wins', at: 2 }, 4, 9)).toEqual({ kind: 'accepted', result: 'white-wins' });
    expect(playersReports({ result: 'white-wins', at: 1 }, { result: 'draw', at: 2 }, 4, 9)).toEqual({ kind: 'disputed', white: 'white-wins', black: 'draw' });
  });
});
