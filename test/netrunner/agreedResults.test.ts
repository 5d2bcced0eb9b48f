import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../src/core/model';
import { abrExport } from '../../src/core/netrunner/abrExport';
import { netrunnerStandings } from '../../src/core/netrunner/netrunnerStandings';
import { withAgreementMark } from '../../src/core/netrunner/agreedResults';
import { nrtmSchema, validate } from './nrtmSchema';
import { round, sassTournament } from '../sass/builder';

// 4 players, 1 round: board 1 plays out a corp win, board 2 agrees an intentional draw.
const played = sassTournament(4, [round(1, [[1, 2, 'corp'], [3, 4, 'tie']])]);
const agreed: Tournament = {
  ...played,
  rounds: played.rounds.map((r) => ({ ...r, pairings: r.pairings.map((p) => (p.board === 2 ? { ...p, agreement: 'intentional-draw' as const } : p)) })),
};

describe('an intentional draw in single-sided Swiss', () => {
  it('gives each player 1 point, as a tie does (Cobra scores its "Intentional Draw" like its "Tie")', () => {
    const points = (t: Tournament) => new Map(netrunnerStandings(t).map((s) => [s.player, s.points]));
    expect(points(agreed)).toEqual(points(played));
    expect(points(agreed).get(3 as never)).toBe(10);
  });

  it('is written to the AlwaysBeRunning export as intentionalDraw: true on its table only, and the export stays valid NRTM', () => {
    const abr = abrExport(agreed, { date: '2026-11-28' });
    const tables = abr.rounds[0]!;
    expect(tables.map((p) => [p.table, p.intentionalDraw, p.twoForOne])).toEqual([[1, false, false], [2, true, false]]);
    expect(validate(nrtmSchema, abr)).toEqual([]);
    expect(abrExport(played, { date: '2026-11-28' }).rounds[0]!.every((p) => !p.intentionalDraw)).toBe(true);
  });

  it('is marked "ID" after the result on the pairings and the printout, and a 241 "241"', () => {
    expect(withAgreementMark({ agreement: 'intentional-draw' }, 'Tie')).toBe('Tie (ID)');
    expect(withAgreementMark({ agreement: '241' }, 'Corp win')).toBe('Corp win (241)');
    expect(withAgreementMark({}, 'Tie')).toBe('Tie');
  });
});
