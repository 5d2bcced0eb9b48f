import { describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../src/core/model';
import {
  playerRecords, pointsPerRound, scoreAfterEachRound, scoreOf, scores, standingsReportOrThrow, tieBreak,
} from '../../src/core/standings';
import type { Tournament } from '../../src/core/model';
import { standings } from '../../src/core/systems';
import { engineSwissTieBreaks } from '../../src/core/systems/engine-swiss';

/** The "Swiss Mode" README's ranking over every round played. */
const engineSwissRanking = (t: Tournament) => standingsReportOrThrow(t, engineSwissTieBreaks);
import { build, pid, ranked } from './build';

describe('scores and per-round helpers', () => {
  // R1: 1-2 1-0, 3 H; R2: 2-3 =, 1 U; R3: 1-3 +- (forfeit), P2 absent
  const t = build(3, [['1-2 1-0', '3 H'], ['2-3 =', '1 U'], ['1-3 +-']]);

  it('adds game, bye and forfeit points; an absent player scores a zero-point bye', () => {
    expect([1, 2, 3].map((p) => scoreOf(t, pid(p)))).toEqual([30, 5, 10]);
    expect(scores(t).get(pid(3))).toBe(10);
    expect(playerRecords(t).get(pid(2))?.entries.map((e) => (e.kind === 'bye' ? e.byeKind : e.code))).toEqual(['0', '=', 'absent']);
  });

  it('gives the points of each round and the running score', () => {
    expect(pointsPerRound(t, pid(3))).toEqual([5, 5, 0]);
    expect(scoreAfterEachRound(t, pid(1))).toEqual([10, 20, 30]);
  });

  it('leaves unfinished games out', () => {
    const open = { ...t, rounds: [...t.rounds, { number: 4, pairings: [{ board: 1, white: pid(2), black: pid(3), games: [null] }], byes: [] }] };
    expect(scoreOf(open, pid(2))).toBe(5);
    expect(playerRecords(open).get(pid(2))?.entries).toHaveLength(3);
  });
});

describe('rating-based tie-breaks with unrated opponents', () => {
  // P3 is unrated. R1: 1-2 1-0; R2: 1-3 =.
  const t = build(3, [['1-2 1-0', '3 U'], ['1-3 =', '2 U']], { ratings: [2000, 1800, 0] });
  it('are refused without a rating for unrated players (C.07 Art. 10), and count them at the rating the regulations give', () => {
    // Unrated opponents are no longer left out silently (that gave ARO 1800 and TPR 2600 here).
    expect(() => tieBreak(t, 'ARO')).toThrow(/Article 10/);
    expect(() => tieBreak(t, 'TPR')).toThrow(/Article 10/);
    // with unrated = 1600: (1800 + 1600) / 2 = 1700
    expect(tieBreak(t, 'ARO', { unratedRating: 1600 }).get(pid(1))?.value.num).toBe(1700);
    // TPR: 1700 + dp(1½ / 2 = 0.75) 193 = 1893
    expect(tieBreak(t, 'TPR', { unratedRating: 1600 }).get(pid(1))?.value.num).toBe(1893);
  });
});

describe('standings() dispatch', () => {
  const games = [['1-2 1-0', '3-4 ='], ['2-3 1-0', '4-1 ='], ['3-1 =', '2-4 =']];
  it('engine Swiss tournaments rank by points, SB, wins, DE', () => {
    const settings = { system: 'engine-swiss', gamesPerMatch: 2 } as unknown as SystemSettings;
    const t = build(4, games, { settings });
    expect(ranked(standings(t)).rows).toEqual(engineSwissRanking(t).rows);
  });
  it('FIDE Swiss systems default to BH/C1, BH, SB, WIN', () => {
    const t = build(4, games);
    expect(ranked(standings(t)).rows[0]?.tieBreaks.map((v) => v.code)).toEqual(['BH/C1', 'BH', 'SB', 'WIN']);
  });
});
