import { describe, expect, test } from 'vitest';
import type { PlayerId, Tournament } from '../../src/core/model';
import { chessScoring, playerId } from '../../src/core/model';
import { systemFor } from '../../src/core/systems';
import { corpusStates, expectedPairs, loadState } from './corpus';

/** The Dutch system as the app and the CLI get it (systemFor, shared src/core/matching matcher). */
describe('systemFor dutch', () => {
  const small = (rules: '2026' | '2017') => corpusStates(rules).filter((f) => /^(p007|p012|mix1)_/.test(f));
  for (const rules of ['2026', '2017'] as const) {
    test.each(small(rules))(`${rules}: %s is paired as bbpPairings pairs it, in board order`, (file) => {
      const t = loadState(rules, file);
      const out = systemFor(t.settings).pairNextRound(t);
      if (!out.ok) throw new Error(out.detail);
      const got = [...out.round.pairs.map((p) => `${p.white} ${p.black}`), ...out.round.byes.map((b) => `${b.player} 0`)];
      expect([...got].sort()).toEqual(expectedPairs(rules, file));
      expect(out.round.byes.every((b) => b.kind === 'U')).toBe(true);
    });
  }

  test('round 1: the top half meets the bottom half, colours alternate from the initial colour (C.04.3 B, E.5)', () => {
    const players = Array.from({ length: 6 }, (_, i) => ({ id: playerId(i + 1), name: `P${i + 1}`, rating: 2000 - i }));
    const t: Tournament = {
      name: 't', settings: { system: 'dutch', rules: '2026' }, scoring: chessScoring, totalRounds: 5,
      players, rounds: [], plannedByes: [], initialColour: 'white', randomSeed: 0,
    };
    const out = systemFor(t.settings).pairNextRound(t);
    expect(out.ok && out.round.pairs).toEqual([
      { white: 1, black: 4 },
      { white: 5, black: 2 },
      { white: 3, black: 6 },
    ]);
  });

  test('no valid pairing when everyone has met everyone (exit code 1 case)', () => {
    const ids = [1, 2].map((i) => playerId(i));
    const t: Tournament = {
      name: 't', settings: { system: 'dutch', rules: '2026' }, scoring: chessScoring, totalRounds: 3,
      players: ids.map((id) => ({ id, name: `P${id}`, rating: 0 })),
      rounds: [{ number: 1, pairings: [{ board: 1, white: ids[0] as PlayerId, black: ids[1] as PlayerId, games: ['draw'] }], byes: [] }],
      plannedByes: [], initialColour: 'white', randomSeed: 0,
    };
    const out = systemFor(t.settings).pairNextRound(t);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason).toBe('no-valid-pairing');
  });
});

describe('Baku acceleration (C.04.5.1)', () => {
  test('group A (first 2·⌈N/4⌉) pairs as its own score group in round 1', () => {
    const players = Array.from({ length: 8 }, (_, i) => ({ id: playerId(i + 1), name: `P${i + 1}`, rating: 2000 - i }));
    const base: Tournament = {
      name: 't', settings: { system: 'dutch', rules: '2026', acceleration: 'baku' }, scoring: chessScoring, totalRounds: 7,
      players, rounds: [], plannedByes: [], initialColour: 'white', randomSeed: 0,
    };
    const baku = systemFor(base.settings).pairNextRound(base);
    expect(baku.ok && baku.round.pairs).toEqual([
      { white: 1, black: 3 },
      { white: 4, black: 2 },
      { white: 5, black: 7 },
      { white: 8, black: 6 },
    ]);
    const plain = { ...base, settings: { system: 'dutch', rules: '2026' } as const };
    const unaccelerated = systemFor(plain.settings).pairNextRound(plain);
    expect(unaccelerated.ok && unaccelerated.round.pairs[0]).toEqual({ white: 1, black: 5 });
  });
});
