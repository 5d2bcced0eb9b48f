import { describe, expect, it } from 'vitest';
import type { Round, Tournament } from '../../src/core/model';
import { playerId } from '../../src/core/model';
import { doubleSidedSystem } from '../../src/core/systems/double-sided/doubleSidedSystem';
import { gamesOfDoubleSided } from '../../src/core/systems/double-sided/doubleSidedResult';
import type { DoubleSidedOutcome } from '../../src/core/systems/double-sided/doubleSidedResult';
import { bruteForceMatcher } from './bruteForceMatcher';
import { sassTournament } from './builder';

const system = doubleSidedSystem(bruteForceMatcher);

const dss = (n: number, rounds: readonly Round[]): Tournament => ({ ...sassTournament(n, rounds), settings: { system: 'double-sided' } });
const dssRound = (number: number, boards: readonly [number, number, DoubleSidedOutcome][], byes: number[] = []): Round => ({
  number,
  pairings: boards.map(([a, b, o], i) => ({ board: i + 1, white: playerId(a), black: playerId(b), games: gamesOfDoubleSided(o) })),
  byes: byes.map((p) => ({ player: playerId(p), kind: 'U' as const })),
});
const paired = (t: Tournament): string[] => {
  const r = system.pairNextRound(t);
  if (!r.ok) throw new Error(r.detail);
  return [...r.round.pairs.map((p) => [p.white, p.black].sort((x, y) => x - y).join('-')), ...r.round.byes.map((b) => `${b.player} bye`)].sort();
};

describe('double-sided Swiss', () => {
  it('records a 241 as both wins to one player and an intentional draw as a win each', () => {
    expect(gamesOfDoubleSided({ kind: '241', winner: 'first-corp' })).toEqual(['white-wins', 'black-wins']);
    expect(gamesOfDoubleSided({ kind: 'intentional-draw' })).toEqual(['white-wins', 'white-wins']);
  });

  it('pairs by score with (p_a − p_b)² and never a rematch', () => {
    // 1 takes a 241 from 2 (6 pts), 3 and 4 split (3 each), 5 and 6 intentionally draw (3 each)
    const t = dss(6, [dssRound(1, [[1, 2, { kind: '241', winner: 'first-corp' }], [3, 4, { kind: 'games', first: 'corp', second: 'corp' }], [5, 6, { kind: 'intentional-draw' }]])]);
    const p = paired(t);
    // 6 pts: 1; 3 pts: 3, 4, 5, 6; 0 pts: 2. Best cost 9 + 9: 1 and 2 each meet a 3-point player,
    // and the two 3-point players left have not met (so not 3-4 nor 5-6).
    expect(p).toHaveLength(3);
    for (const rematch of ['1-2', '3-4', '5-6']) expect(p).not.toContain(rematch);
    expect(p.filter((x) => /^1-[3-6]$/.test(x) || /^2-[3-6]$/.test(x))).toHaveLength(2);
  });

  it('gives the bye to the lowest score, as a −1-point opponent, never twice', () => {
    const t = dss(3, [dssRound(1, [[1, 2, { kind: '241', winner: 'first-corp' }]], [3])]);
    expect(paired(t)).toEqual(['1-3', '2 bye']);
    const t2 = dss(3, [...t.rounds, dssRound(2, [[1, 3, { kind: 'intentional-draw' }]], [2])]);
    // 2 and 3 have had their byes, so 1 takes it; 2 and 3 have not met yet
    expect(paired(t2)).toEqual(['1 bye', '2-3']);
  });

  it('reports no valid pairing when every pair has met', () => {
    const t = dss(2, [dssRound(1, [[1, 2, { kind: 'intentional-draw' }]])]);
    const r = system.pairNextRound(t);
    expect(!r.ok && r.reason).toBe('no-valid-pairing');
  });
});
