import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { generateTournament } from '../../src/core/generator';
import type { BoardResult, SystemSettings, Tournament } from '../../src/core/model';
import { systemFor } from '../../src/core/systems';
import { officialOf, orderEdit } from '../../src/core/venue/official';
import * as documents from '../../src/venue/documents';

/**
 * The official document in small updates: a result sends its board and the standings rows it
 * moves, never its round or the whole table (300 phones receive every change on the venue Wi-Fi).
 */
describe('the standings order, edited where it changed', () => {
  it('replaces only the middle that differs', () => {
    expect(orderEdit([1, 2, 3, 4, 5], [1, 2, 3, 4, 5])).toBeNull();
    expect(orderEdit([1, 2, 3, 4, 5], [1, 4, 2, 3, 5])).toEqual({ index: 1, remove: 3, insert: [4, 2, 3] });
    expect(orderEdit([1, 2, 3], [1, 2, 3, 4])).toEqual({ index: 3, remove: 0, insert: [4] });
    expect(orderEdit([1, 2, 3, 4], [2, 3, 4])).toEqual({ index: 0, remove: 1, insert: [] });
  });
});

// The generator's rates are 1 in N players: 1e6 gives none (every player plays every round).
const openInRound5 = (players: number): Tournament => {
  const settings = { system: 'dutch', rules: '2026' } as SystemSettings;
  const g = generateTournament({ settings, system: systemFor(settings), seed: 5, config: { playersNumber: players, roundsNumber: 5, forfeitRate: 1e6, retiredRate: 1e6, halfPointByeRate: 1e6 } });
  if (!g.ok) throw new Error(g.detail);
  return { ...g.tournament, rounds: g.tournament.rounds.map((r) => r.number === 5 ? { ...r, pairings: r.pairings.map((p) => ({ ...p, games: p.games.map(() => null) })) } : r) };
};

describe('publishing a 300-player open', () => {
  it('sends each result of round 5 in at most 2 KiB, and a phone reads back what the chief published', () => {
    let t = openInRound5(300);
    const chief = new Y.Doc();
    documents.official.publish(chief, officialOf('E1', 'Bench Open', t));
    const phone = new Y.Doc();
    Y.applyUpdate(phone, Y.encodeStateAsUpdate(chief));
    const sizes: number[] = [];
    chief.on('update', (u: Uint8Array) => {
      sizes.push(u.byteLength);
      Y.applyUpdate(phone, u);
    });
    const boards = t.rounds[4]!.pairings;
    expect(boards).toHaveLength(150);
    for (const [i, p] of boards.entries()) {
      const result: BoardResult = i % 3 === 0 ? 'draw' : i % 3 === 1 ? 'white-wins' : 'black-wins';
      t = { ...t, rounds: t.rounds.map((r) => r.number !== 5 ? r : { ...r, pairings: r.pairings.map((q) => q.board === p.board ? { ...q, games: [result] } : q) }) };
      documents.official.publish(chief, officialOf('E1', 'Bench Open', t));
    }
    expect(sizes).toHaveLength(boards.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2048);
    // Before small updates, a result re-sent its round and the standings: about 19 KiB.
    expect(documents.official.read(phone)).toEqual(officialOf('E1', 'Bench Open', t));
  });
});
