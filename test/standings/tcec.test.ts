import { describe, expect, it } from 'vitest';
import { scoreOf, tcecDetails, tcecRanking } from '../../src/core/standings';
import { standings } from '../../src/core/systems';
import { build, pid, ranked } from './build';
import { readFixture } from './trf';

const tcec = { system: 'tcec', double: false } as const;
const order = (rows: readonly { rank: number; player: number }[]): string => rows.map((r) => `${r.rank}:${r.player}`).join(' ');

describe('TCEC final ranking ("TCEC Swiss Tournament System", the TCEC wiki: score, received byes ASC, black games DESC, SB, shared)', () => {
  it('ranks the player with fewer received byes first on equal score', () => {
    // P1 beats P2 while P3 has the bye; then P3 beats P1 while P2 has the bye.
    // Scores: P3 1+1 = 2, P1 1, P2 0+1(U) = 1 → P1 (0 byes) above P2 (1 bye).
    const t = build(3, [['1-2 1-0', '3 U'], ['3-1 1-0', '2 U']], { settings: tcec });
    expect(order(tcecRanking(t))).toBe('1:3 2:1 3:2');
  });

  it('ranks more black games first, then shares the place when SB is equal too', () => {
    // R1: 1-2 1-0, 4-3 0-1; R2: 1-3 =, 2-4 =. P1 and P3 have 1.5; P3 had Black twice, P1 never.
    // P2 and P4 have 0.5, one black game each, SB 0.5 × 0.5 = 0.25 each → shared third place.
    // P3's SB: win vs P4 (0.5) + ½ × P1 (1.5) = 0.5 + 0.75 = 1.25.
    const t = build(4, [['1-2 1-0', '4-3 0-1'], ['1-3 =', '2-4 =']], { settings: tcec });
    const rows = tcecRanking(t);
    expect(order(rows)).toBe('1:3 2:1 3:2 3:4');
    expect(rows[0]?.tieBreaks.map((v) => `${v.code}=${v.text}`)).toEqual(['BYES=0', 'BPG=2', 'SB=1.25']);
    expect(rows[2]?.tieBreaks.find((v) => v.code === 'SB')?.text).toBe('0.25');
  });

  it('breaks a tie on byes and black games by Sonneborn-Berger', () => {
    // R1: 1-2 1-0, 3-4 1-0; R2: 4-1 1-0, 2-3 0-1. P1 and P4 have 1 point, 1 black game each.
    // SB: P1 beat P2 (0 points) → 0; P4 beat P1 (1 point) → 1. P4 ranks above P1.
    const t = build(4, [['1-2 1-0', '3-4 1-0'], ['4-1 1-0', '2-3 0-1']], { settings: tcec });
    expect(order(tcecRanking(t))).toBe('1:3 2:4 3:1 4:2');
    expect(tcecDetails(t).get(pid(4))?.explanation.contributions.map((c) => [c.opponent, c.value.num])).toEqual([[3, 0], [1, 10]]);
  });

  it('counts both games of a double round, swapping colours in the second game, and a bye as two wins', () => {
    // Double round: game 0 P1 White wins; game 1 P2 is White and wins. P3 has the bye: 2 points.
    const t = build(3, [['1-2 1-0 1-0', '3 U']], { settings: { system: 'tcec', double: true } });
    expect(scoreOf(t, pid(1))).toBe(10);
    expect(scoreOf(t, pid(2))).toBe(10);
    expect(scoreOf(t, pid(3))).toBe(20);
    const rows = tcecRanking(t);
    expect(order(rows)).toBe('1:3 2:1 2:2');
    expect(rows[1]?.tieBreaks.map((v) => v.value)).toEqual([0, 1, 10]);
  });

  it('standings() dispatches TCEC tournaments to the TCEC ranking', () => {
    const t = build(3, [['1-2 1-0', '3 U'], ['3-1 1-0', '2 U']], { settings: tcec });
    expect(ranked(standings(t)).rows).toEqual(tcecRanking(t));
  });

  it.each([
    ['p11_r9_s901_final.trf', false],
    ['p8_r5_s901_final.trf', true],
  ])('reproduces the reference scores of %s and orders by score', (file, double) => {
    const { tournament, trfPoints } = readFixture(file, { system: 'tcec', double });
    for (const [id, pts] of trfPoints) expect(scoreOf(tournament, pid(id))).toBe(pts);
    const rows = tcecRanking(tournament);
    expect(rows).toHaveLength(tournament.players.length);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i - 1]!.points).toBeGreaterThanOrEqual(rows[i]!.points);
      expect(rows[i - 1]!.rank).toBeLessThanOrEqual(rows[i]!.rank);
    }
  });
});
