import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTournamentDetails } from '../../src/core/model';
import { ratingReport, readTrf, tournamentFromTrf, tournamentTrfText } from '../../src/core/trf';
import { standings } from '../../src/core/systems';

const capo = readFileSync(join(__dirname, '../fixtures/real/javafo_aum_capo_d_orso_2012.trf'), 'utf8');
const build = (text: string) => {
  const read = readTrf(text);
  if (!read.ok) throw new Error(read.error.message);
  const t = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' } });
  if (!t.ok) throw new Error(t.error.message);
  return t.tournament;
};
const line = (text: string, code: string): string[] => text.split(/\r?\n/).filter((l) => l.startsWith(code));

describe('tournament details: the TRF-16 header 022-132', () => {
  it('are read from an imported file (city, federation, dates, type, arbiters) and written back as they were', () => {
    const t = build(capo);
    expect(t.details).toEqual({
      city: 'Palau (SS)', federation: 'ITA', startDate: '2012-02-06', endDate: '2012-09-06', type: 'IndividualDutch FIDE (JaVaFo)',
      chiefArbiter: 'Franco De Sio', deputyArbiters: ['Roberto Ricca', 'Costantino Biello'],
    });
    expect(tournamentTrfText(t, capo)).toBe(capo);
  });

  it('edited details replace their lines in place; the 132 line puts round r at column 92 + 10(r-1) as YY/MM/DD', () => {
    const t = build(capo);
    const text = tournamentTrfText({ ...t, details: { ...t.details, city: 'Olbia', roundDates: ['2012/02/06', '', '2012/02/08'] } }, capo);
    expect(line(text, '022')).toEqual(['022 Olbia']);
    const r132 = line(text, '132')[0]!;
    expect(r132.slice(91, 99)).toBe('12/02/06');
    expect(r132.slice(101, 109).trim()).toBe('');
    expect(r132.slice(111, 119)).toBe('12/02/08');
    // The lines it did not change stay where they were.
    expect(text.split('\n').slice(0, 3)).toEqual(capo.split('\n').slice(0, 3).map((l, i) => (i === 1 ? '022 Olbia' : l)));
  });

  it('one validator refuses an impossible date, an end before the start and a round date before the start date, naming the field', () => {
    expect(readTournamentDetails({ startDate: '2026/02/30' }, 9)).toMatchObject({ ok: false, field: 'startDate' });
    expect(readTournamentDetails({ startDate: '2026/05/02', endDate: '2026/05/01' }, 9)).toMatchObject({ ok: false, field: 'endDate' });
    expect(readTournamentDetails({ startDate: '2026/05/01', roundDates: ['2026/05/01', '2026/04/30'] }, 9)).toEqual({
      ok: false, field: 'roundDates.2', message: 'Round 2 date 2026/04/30 is before the start date 2026/05/01.',
    });
    expect(readTournamentDetails({ federation: 'Italy' }, 9)).toMatchObject({ ok: false, field: 'federation' });
    expect(readTournamentDetails({ startDate: '2026-05-01', endDate: '2026.05.07', roundDates: ['2026-05-01'], federation: 'ita', city: ' Rome ' }, 9)).toEqual({
      ok: true, details: { city: 'Rome', federation: 'ITA', startDate: '2026/05/01', endDate: '2026/05/07', roundDates: ['2026/05/01'] },
    });
  });
});

describe('the FIDE rating report', () => {
  it('writes each 001 rank as the final standings rank with the tie-breaks (as the standings screen), counts 062/072, keeps the results', () => {
    const t = build(capo);
    const report = ratingReport(t, 'trf16', capo);
    if (!report.ok) throw new Error(report.detail);
    const ranks = standings(t);
    if (!ranks.ok) throw new Error(ranks.detail);
    const rankOf = new Map(ranks.rows.map((r) => [r.player, r.rank]));
    const players = line(report.text, '001');
    expect(players).toHaveLength(84);
    for (const l of players) expect(Number(l.slice(85, 89))).toBe(rankOf.get(Number(l.slice(4, 8)) as never));
    // The file's points ranking shared places; the tie-breaks (BH/C1, BH, SB, WIN) separate them.
    expect(new Set(players.map((l) => l.slice(85, 89))).size).toBe(84);
    expect(line(report.text, '062')).toEqual(['062 84']);
    expect(line(report.text, '072')).toEqual(['072 84']);
    // Results as played: every round column unchanged (a rewritten line drops the trailing blanks).
    const before = line(capo, '001').map((l) => l.slice(91).trimEnd());
    expect(players.map((l) => l.slice(91).trimEnd())).toEqual(before);
  });

  it('in TRF-2026 style writes 142/152/162 and names the ranking tie-breaks (202/212); it reads back to the same standings', () => {
    const t = build(capo);
    const report = ratingReport({ ...t, details: { ...t.details, roundDates: ['2012/02/06'] } }, 'trf26', capo);
    if (!report.ok) throw new Error(report.detail);
    expect(line(report.text, '202')).toEqual(['202 BH/C1,BH,SB,WIN']);
    expect(line(report.text, 'XXR')).toEqual([]);
    const again = build(report.text);
    const a = standings(t), b = standings(again);
    if (!a.ok || !b.ok) throw new Error('standings');
    expect(b.rows.map((r) => [r.rank, r.player])).toEqual(a.rows.map((r) => [r.rank, r.player]));
  });
});
