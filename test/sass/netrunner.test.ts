import { describe, expect, it } from 'vitest';
import { playerId } from '../../src/core/model';
import { abrExport } from '../../src/core/netrunner/abrExport';
import { netrunnerStandings } from '../../src/core/netrunner/netrunnerStandings';
import { formatDecimal } from '../../src/core/systems/sass/exactCost';
import { round, sassTournament } from './builder';

// R1: 1 (corp) beats 2, 3 (corp) beats 4. R2: 3 (runner) beats 1, 2 and 4 tie.
const t = sassTournament(4, [round(1, [[1, 2, 'corp'], [3, 4, 'corp']]), round(2, [[1, 3, 'runner'], [4, 2, 'tie']])]);

describe('Netrunner standings', () => {
  it('ranks by points, then SOS (mean of opponents’ points per round), then extended SOS', () => {
    const rows = netrunnerStandings(t).map((s) => [s.player, s.points / 10, formatDecimal(s.sos), formatDecimal(s.extendedSos)]);
    expect(rows).toEqual([
      [3, 6, '1', '1.75'],
      [1, 3, '1.75', '1'],
      [4, 1, '1.75', '1'],
      [2, 1, '1', '1.75'],
    ]);
  });

  it('counts a bye as a round for points per round but not as an opponent', () => {
    const t3 = sassTournament(3, [round(1, [[1, 2, 'corp']], [3])]);
    const rows = new Map(netrunnerStandings(t3).map((s) => [s.player, s]));
    expect(formatDecimal(rows.get(playerId(3))?.sos ?? { numerator: -1n, denominator: 1n })).toBe('0');
    expect(formatDecimal(rows.get(playerId(2))?.sos ?? { numerator: -1n, denominator: 1n })).toBe('3');
    // round 2: 3 (bye in round 1) beats 2, 1 has the bye. 1 and 3 have 6 points in 2 rounds each: the
    // bye round counts as a round, as in Cobra (whose bye is a pairing without a second player), so
    // 2's SOS = mean(6/2, 6/2) = 3 (not mean(6/1, 6/1) = 6, which counting played rounds only gives)
    const t4 = sassTournament(3, [round(1, [[1, 2, 'corp']], [3]), round(2, [[3, 2, 'corp']], [1])]);
    const sos2 = netrunnerStandings(t4).find((s) => s.player === 2)?.sos;
    expect(sos2 && formatDecimal(sos2)).toBe('3');
  });
});

describe('AlwaysBeRunning export', () => {
  it('writes the NRTM JSON: players with tie-breaks, single-sided rounds with roles and scores', () => {
    const withId = { ...t, players: t.players.map((p) => (p.id === 1 ? { ...p, corpIdentity: 'Haas-Bioroid: “Precision Design”' } : p)) };
    const abr = abrExport(withId, { date: '2026-11-22' });
    expect(abr.preliminaryRounds).toBe(2);
    expect(abr.players[0]).toMatchObject({ id: 3, rank: 1, matchPoints: 6, strengthOfSchedule: 1, extendedStrengthOfSchedule: 1.75 });
    expect(abr.players[1]?.corpIdentity).toBe('Haas-Bioroid: "Precision Design"');
    expect(abr.players[1]?.corpFaction).toBe('haas-bioroid');
    expect(abr.rounds[1]?.[0]).toEqual({
      table: 1,
      player1: { id: 1, role: 'corp', combinedScore: 0, corpScore: 0, runnerScore: null },
      player2: { id: 3, role: 'runner', combinedScore: 3, corpScore: null, runnerScore: 3 },
      intentionalDraw: false,
      twoForOne: false,
      eliminationGame: false,
    });
    expect(JSON.parse(JSON.stringify(abr))).toEqual(abr);
  });

  it('writes the bye as a table with no second player', () => {
    const abr = abrExport(sassTournament(3, [round(1, [[1, 2, 'corp']], [3])]), { date: '2026-11-22' });
    expect(abr.rounds[0]?.[1]).toMatchObject({ table: 2, player1: { id: 3, combinedScore: 3 }, player2: { id: null } });
  });
});

describe('AlwaysBeRunning export of the cut', () => {
  it('lists the elimination players by final rank with their seeds, and each cut game with its winner', () => {
    const seeds = [3, 1, 4, 2].map(playerId);
    // the top seed wins every game it plays; 4 (seed 3) beats 2 (seed 4) in the lower bracket
    const winners = new Map([[1, playerId(3)], [2, playerId(1)], [3, playerId(3)], [4, playerId(4)], [5, playerId(1)], [6, playerId(3)]]);
    const abr = abrExport(t, { date: '2026-11-22', cut: { size: 4, seeds, winners, corpOf: new Map([[1, playerId(2)]]) } });
    expect(abr.cutToTop).toBe(4);
    expect(abr.eliminationPlayers.map((p) => [p.id, p.rank, p.seed])).toEqual([[3, 1, 1], [1, 2, 2], [4, 3, 3], [2, 4, 4]]);
    expect(abr.rounds).toHaveLength(2 + 4);
    expect(abr.rounds[2]?.[0]).toEqual({
      table: 1,
      player1: { id: 3, role: 'runner', winner: true },
      player2: { id: 2, role: 'corp', winner: false },
      intentionalDraw: false,
      twoForOne: false,
      eliminationGame: true,
    });
  });
});
