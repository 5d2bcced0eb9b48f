import { describe, expect, it } from 'vitest';
import { netrunnerScoring } from '../../src/core/model';
import {
  parseTieBreakList, scoreOf, standingsReport, standingsReportOrThrow, standingsWith, tieBreak,
} from '../../src/core/standings';
import type { PlayerId, Tournament } from '../../src/core/model';
import { standings } from '../../src/core/systems';
import { engineSwissTieBreaks } from '../../src/core/systems/engine-swiss';
import { netrunnerStandings as netrunnerReport } from '../../src/core/systems/sass';

/** The "Swiss Mode" README's ranking over every round played. */
const engineSwissRanking = (t: Tournament) => standingsReportOrThrow(t, engineSwissTieBreaks);
/** The Netrunner ranking (SoS, ESoS, then the manual seed). */
const netrunnerRanking = (t: Tournament, manualSeeds?: ReadonlyMap<PlayerId, number>) => netrunnerReport(t, manualSeeds ? { manualSeeds } : {});
import { build, pid, ranked } from './build';
import { readFixture } from './trf';

const order = (rows: readonly { rank: number; player: number }[]): string => rows.map((r) => `${r.rank}:${r.player}`).join(' ');

describe('Netrunner: points, SoS, ESoS (exact rationals), Cobra manual seed', () => {
  /**
   * Cobra's convention (one implementation, shared with core/netrunner): a bye round counts as a
   * round in "points per round"; byes are not opponents.
   * 5 players, 3/1/0: R1 1-2 1-0, 3-4 = (a tie), 5 bye; R2 1-3 1-0, 5-2 0-1, 4 bye.
   * Points: P1 6, P2 3, P3 1, P4 1+3 = 4, P5 3. Rounds (bye rounds included): 2 each.
   * Points per round: P1 3, P2 3/2, P3 1/2, P4 2, P5 3/2.
   * SoS: P1 (P2 3/2 + P3 1/2)/2 = 1; P2 (P1 3 + P5 3/2)/2 = 9/4; P3 (P4 2 + P1 3)/2 = 5/2;
   *      P4 (P3 1/2)/1 = 1/2; P5 (P2 3/2)/1 = 3/2.
   * ESoS: P1 (9/4 + 5/2)/2 = 19/8; P2 (1 + 3/2)/2 = 5/4; P3 (1/2 + 1)/2 = 3/4; P4 5/2; P5 9/4.
   * (Counting played rounds only, as this module did before, gives P4 4 points per round and P2 SoS 3.)
   */
  const t = build(5, [['1-2 1-0', '3-4 =', '5 U'], ['1-3 1-0', '5-2 0-1', '4 U']], {
    scoring: netrunnerScoring, settings: { system: 'double-sided' },
  });

  it('computes SoS and ESoS exactly', () => {
    const sos = tieBreak(t, 'SOS');
    const esos = tieBreak(t, 'ESOS');
    expect([1, 2, 3, 4, 5].map((p) => sos.get(pid(p))?.value)).toEqual([
      { num: 1, den: 1 }, { num: 9, den: 4 }, { num: 5, den: 2 }, { num: 1, den: 2 }, { num: 3, den: 2 },
    ]);
    expect([1, 2, 3, 4, 5].map((p) => esos.get(pid(p))?.value)).toEqual([
      { num: 19, den: 8 }, { num: 5, den: 4 }, { num: 3, den: 4 }, { num: 5, den: 2 }, { num: 9, den: 4 },
    ]);
  });

  it('ranks by points, then SoS: P2 (SoS 9/4) above P5 (SoS 3/2) on 3 points', () => {
    expect(order(netrunnerRanking(t).rows)).toBe('1:1 2:4 3:2 4:5 5:3');
    expect(ranked(standings(t)).rows).toEqual(netrunnerRanking(t).rows);
    expect(netrunnerRanking(t).rows[2]?.tieBreaks.map((v) => v.text)).toEqual(['2.2500', '1.2500']);
  });

  it('the manual seed breaks a tie left after SoS and ESoS', () => {
    const tied = build(2, [['1-2 =']], { scoring: netrunnerScoring, settings: { system: 'double-sided' } });
    expect(order(netrunnerRanking(tied).rows)).toBe('1:1 1:2');
    expect(order(netrunnerRanking(tied, new Map([[pid(2), 1], [pid(1), 2]])).rows)).toBe('1:2 2:1');
  });
});

describe('engine Swiss: points, SB, wins, direct encounter, shared places', () => {
  it('SB first, then wins, then the direct encounter', () => {
    // R1: 1-2 1-0, 3-4 =;  R2: 2-3 1-0, 4-1 =;  R3: 3-1 =, 2-4 =
    // Points: P1 2, P2 1½, P3 1, P4 1½. P2 vs P4 on 1½: SB P2 = 1×P3 1 + ½×P4 1½ = 1¾; P4 = ½×1 + ½×2 + ½×1½ = 2¼ → P4 first.
    const t = build(4, [['1-2 1-0', '3-4 ='], ['2-3 1-0', '4-1 ='], ['3-1 =', '2-4 =']], { settings: { system: 'dutch', rules: '2026' } });
    expect(order(engineSwissRanking(t).rows)).toBe('1:1 2:4 3:2 4:3');
  });

  it('equal SB and wins fall to the direct encounter, then to shared places', () => {
    // P1 beat P2, P2 beat P3, P3 beat P1 (a cycle), each with one PAB: 2 points each; SB 2 + ½... the
    // same for all by symmetry; 2 wins each (the PAB counts, 7.1); DE 1 point each → shared first place.
    const t = build(3, [['1-2 1-0', '3 U'], ['2-3 1-0', '1 U'], ['3-1 1-0', '2 U']]);
    const rows = engineSwissRanking(t).rows;
    expect(order(rows)).toBe('1:1 1:2 1:3');
  });
});

describe('standingsWith / standingsReport', () => {
  it('applies the tie-breaks in order to the groups still tied and shares the remaining places', () => {
    // All four draw everything: everyone ties on every tie-break → one shared first place.
    const t = build(4, [['1-2 =', '3-4 ='], ['1-3 =', '2-4 =']]);
    expect(order(standingsWith(t, ['BH/C1', 'BH', 'SB', 'DE', 'WIN']))).toBe('1:1 1:2 1:3 1:4');
  });

  it('returns per-player explanations in list order', () => {
    const t = build(4, [['1-2 1-0', '3-4 1-0'], ['1-3 =', '2-4 =']]);
    const report = ranked(standingsReport(t, ['BH/C1', 'SB']));
    const p1 = report.explanations.get(pid(1));
    expect(p1?.map((e) => e.code)).toEqual(['BH/C1', 'SB']);
    // BH/C1 of P1: P2 ½ (cut) + P3 1½ → 1½
    expect(p1?.[0]?.contributions.map((c) => [c.opponent, c.value.num, c.cut ?? false])).toEqual([[2, 5, true], [3, 15, false]]);
    expect(report.rows[0]?.tieBreaks.map((v) => `${v.code} ${v.text}`)).toEqual(['BH/C1 1.5', 'SB 1.25']);
  });

  it('uses the tournament\'s own list (TRF-2026 record 202) when present', () => {
    const t = { ...build(4, [['1-2 1-0', '3-4 1-0'], ['1-3 =', '2-4 =']]), tieBreaks: ['SB', 'DE'] };
    expect(ranked(standings(t)).rows).toEqual(standingsWith(t, ['SB', 'DE']));
  });

  it('reports unknown codes as a value', () => {
    expect(parseTieBreakList(['BH/C1', 'XX'])).toEqual({ ok: false, reason: 'unknown-tie-break', detail: 'XX' });
    expect(parseTieBreakList(['BH/C1']).ok).toBe(true);

    // A tournament list with an unknown code (e.g. from a TRF's record 202) is refused as a value, not thrown.
    const t = { ...build(2, [['1-2 =']]), tieBreaks: ['BH', 'XX'] };
    expect(standings(t)).toMatchObject({ ok: false, reason: 'unknown-tie-break', tieBreaks: ['XX'] });
  });
});

describe('reference tournaments with byes, forfeits and a withdrawal (bbpPairings corpus)', () => {
  it.each(['mix1_p014_r07.trf', 'mix2_p023_r08.trf'])('%s: scores match the TRF and standings are complete', (file) => {
    const { tournament, trfPoints } = readFixture(file);
    for (const [id, pts] of trfPoints) expect(scoreOf(tournament, pid(id))).toBe(pts);
    const rows = ranked(standings(tournament)).rows;
    expect(rows).toHaveLength(tournament.players.length);
    expect(new Set(rows.map((r) => r.player)).size).toBe(rows.length);
  });

  it('mix2: player 22 ended with H and Z byes, counted as draws in the opponents\' Buchholz (16.3.2)', () => {
    const { tournament } = readFixture('mix2_p023_r08.trf');
    // P22: 0 0 0 0 U(1) forfeit-loss H(½) Z = 1½; adjusted: H and Z are trailing requested byes → ½ + ½ → 2
    expect(scoreOf(tournament, pid(22))).toBe(15);
    const bh = tieBreak(tournament, 'BH');
    const opponentsOf22 = [9, 17, 18, 21];
    for (const o of opponentsOf22) {
      const c = bh.get(pid(o))?.contributions.find((x) => x.opponent === 22);
      expect(c?.value.num).toBe(20);
    }
  });
});

describe('one SoS for the standings view and the AlwaysBeRunning export', () => {
  it('core/netrunner reports the same SoS and ESoS as tieBreak (bye rounds count as rounds)', async () => {
    const { netrunnerStandings } = await import('../../src/core/netrunner/netrunnerStandings');
    const t = build(5, [['1-2 1-0', '3-4 =', '5 U'], ['1-3 1-0', '5-2 0-1', '4 U']], {
      scoring: netrunnerScoring, settings: { system: 'double-sided' },
    });
    const sos = tieBreak(t, 'SOS');
    const esos = tieBreak(t, 'ESOS');
    for (const row of netrunnerStandings(t)) {
      const s = sos.get(row.player)?.value;
      const e = esos.get(row.player)?.value;
      expect([row.sos.numerator, row.sos.denominator]).toEqual([BigInt(s?.num ?? -1), BigInt(s?.den ?? -1)]);
      expect([row.extendedSos.numerator, row.extendedSos.denominator]).toEqual([BigInt(e?.num ?? -1), BigInt(e?.den ?? -1)]);
    }
    expect(netrunnerStandings(t).map((r) => r.player)).toEqual(netrunnerRanking(t).rows.map((r) => r.player));
  });
});

describe('standingsReportOf: the rows standings(t) gives, with explanations for the player card', () => {
  it('chess default list, the tournament list, Netrunner, TCEC', async () => {
    const { tieBreakValueText } = await import('../../src/core/standings');
    const { standingsReportOf, systemTieBreakList } = await import('../../src/core/systems');
    const chess = build(4, [['1-2 1-0', '3-4 ='], ['1-3 =', '2-4 1-0']]);
    expect(ranked(standingsReportOf(chess)).rows).toEqual(ranked(standings(chess)).rows);
    expect(systemTieBreakList(chess)).toEqual(['BH/C1', 'BH', 'SB', 'WIN']);
    expect(ranked(standingsReportOf(chess)).explanations.get(pid(1))?.map((e) => e.code)).toEqual(['BH/C1', 'BH', 'SB', 'WIN']);
    const own = { ...chess, tieBreaks: ['SB', 'DE'] };
    expect(ranked(standingsReportOf(own)).rows).toEqual(ranked(standings(own)).rows);
    expect(ranked(standingsReportOf(own)).rows[0]?.tieBreaks.map((v) => v.code)).toEqual(['SB', 'DE']);
    const tcec = build(2, [['1-2 1-0']], { settings: { system: 'tcec', double: false } });
    expect(systemTieBreakList(tcec)).toBeNull();
    expect(ranked(standingsReportOf(tcec)).rows).toEqual(ranked(standings(tcec)).rows);
    expect(tieBreakValueText('BH/C1', { num: 155, den: 1 })).toBe('15.5');
    expect(tieBreakValueText('WIN', { num: 3, den: 1 })).toBe('3');
  });
});

describe('a tie-break value in words', () => {
  it('tenths in points with their own decimals, exact fractions as fractions', async () => {
    const { tieBreakValueText } = await import('../../src/core/standings');
    const text = (num: number, den = 1): string => tieBreakValueText('BH', { num, den });
    expect([text(155), text(150), text(0), text(-5), text(-150), text(7)]).toEqual(['15.5', '15.0', '0.0', '-0.5', '-15.0', '0.7']);
    // SB's products halve tenths; a SoS-like average can leave thirds, shown as a fraction of points.
    expect([text(311, 2), text(1, 4), text(31, 3)]).toEqual(['15.55', '0.025', '31/30']);
  });

  it('whole tenths read as the same decimal a float would give, over a whole season of scores', async () => {
    const { tieBreakValueText } = await import('../../src/core/standings');
    for (let tenths = -400; tenths <= 4000; tenths++) {
      expect(tieBreakValueText('BH', { num: tenths, den: 1 })).toBe((tenths / 10).toFixed(1));
    }
  });
});

describe('the standings computed in parts (one task each, behind another tab)', () => {
  it('the records and each tie-break but DE are parts; done, the report ranks from them as it would at once', async () => {
    const { standingsReportParts } = await import('../../src/core/standings');
    const { standingsPartsOf, standingsReportOf } = await import('../../src/core/systems');
    const games = [['1-2 1-0', '3-4 =', '5-6 0-1'], ['6-1 =', '2-3 1-0', '4-5 1-0'], ['1-4 0-1', '3-6 =', '5-2 =']];
    const list = ['BH/C1', 'DE', 'SB', 'WIN'];
    const atOnce = standingsReport(build(6, games), list);
    const t = build(6, games);
    const parts = standingsReportParts(t, list);
    expect(parts).toHaveLength(1 + 3); // the records, BH/C1, SB, WIN
    for (const part of parts) part();
    expect(standingsReport(t, list)).toEqual(atOnce);
    // The Dutch module offers its default list's parts; a system that computes at once offers none.
    expect(standingsPartsOf(build(6, games))).toHaveLength(1 + 4);
    expect(standingsPartsOf(build(6, games, { settings: { system: 'tcec', double: false } }))).toEqual([]);
    expect(standingsReportOf(t)).toEqual(standings(t));
  });

  it('a tie-break computed once per snapshot and modifiers; another snapshot computes its own', () => {
    const t = build(4, [['1-2 1-0', '3-4 =']]);
    expect(tieBreak(t, 'BH', { cut: 1 })).toBe(tieBreak(t, 'BH', { cut: 1 }));
    expect(tieBreak(t, 'BH', { cut: 1 })).not.toBe(tieBreak(t, 'BH'));
    expect(tieBreak(t, 'BH', { cut: 1, rules: '2023' })).not.toBe(tieBreak(t, 'BH', { cut: 1 }));
    const next = build(4, [['1-2 1-0', '3-4 ='], ['1-3 0-1', '2-4 =']]);
    expect(tieBreak(next, 'BH').get(pid(1))?.value).not.toEqual(tieBreak(t, 'BH').get(pid(1))?.value);
  });

  it('no parts for a list the standings refuse (an unknown code, or a rating-based one with unrated players)', async () => {
    const { standingsReportParts } = await import('../../src/core/standings');
    const t = build(4, [['1-2 1-0', '3-4 =']]);
    expect(standingsReportParts(t, ['BH', 'XYZ'])).toEqual([]);
    expect(standingsReportParts({ ...t, players: t.players.map((p) => ({ ...p, rating: 0 })) }, ['ARO'])).toEqual([]);
  });
});
