import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { crosstableCsv, standingsCsv, standingsWith } from '../../src/core/standings';
import { build } from './build';

const rowsOf = (csv: string): string[][] => parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('standings CSV', () => {
  // R1: 1-2 1-0, 3-4 =;  R2: 1-3 =, 2-4 1-0. P1 1½, P2 1, P3 1, P4 ½.
  const base = build(4, [['1-2 1-0', '3-4 ='], ['1-3 =', '2-4 1-0']], { ratings: [2100, 2000, 0, 1900] });
  const t = {
    ...base,
    players: base.players.map((p, i) => ({
      ...p,
      name: ['Carlsen, Magnus', 'Say "hi", Bob', '=HYPERLINK("x")', 'Zoë Ünal'][i] ?? p.name,
      ...(i === 1 ? { sex: 'w' as const, federation: 'NED', birthDate: '2010/01/01' } : {}),
    })),
  };

  it('one row per standings row: rank (shared), player fields, points, each tie-break by its label', () => {
    const rows = standingsWith(t, ['DE']);
    const csv = standingsCsv(t, rows);
    const table = rowsOf(csv);
    expect(table[0]).toEqual(['Rank', 'No.', 'Name', 'Title', 'Rating', 'Fed', 'Sex', 'Born', 'Points', 'DE']);
    // P2 and P3 share 1 point; DE: they have not met → shared second place.
    expect(table.slice(1).map((r) => [r[0], r[1], r[8]])).toEqual([['1', '1', '1.5'], ['2', '2', '1.0'], ['2', '3', '1.0'], ['4', '4', '0.5']]);
    expect(table[2]).toEqual(['2', '2', 'Say "hi", Bob', '', '2000', 'NED', 'w', '2010/01/01', '1.0', '0.0']);
    expect(table[3]?.[4]).toBe(''); // unrated: no rating
  });

  it('quotes commas and quotes (RFC 4180, CRLF), keeps UTF-8 names, and defuses formula-looking text', () => {
    const csv = standingsCsv(t, standingsWith(t, ['BH']));
    expect(csv).toContain('"Carlsen, Magnus"');
    expect(csv).toContain('"Say ""hi"", Bob"');
    expect(csv.split('\r\n')).toHaveLength(5);
    expect(rowsOf(csv).map((r) => r[2])).toContain('Zoë Ünal');
    expect(rowsOf(csv).map((r) => r[2])).toContain(`'=HYPERLINK("x")`);
  });

  it('the tie-break cells are the standings values as displayed', () => {
    const rows = standingsWith(t, ['BH/C1', 'SB', 'WIN']);
    const table = rowsOf(standingsCsv(t, rows));
    expect(table[0]?.slice(9)).toEqual(['BH/C1', 'SB', 'WIN']);
    rows.forEach((r, i) => expect(table[i + 1]?.slice(9)).toEqual(r.tieBreaks.map((v) => v.text)));
  });
});

describe('crosstable CSV', () => {
  it('cells: opponent, colour, result code; byes by their code; absent rounds blank; rows in standings order', () => {
    const t = build(5, [['1-2 1-0', '3-4 +-', '5 U'], ['5-1 =', '2-3 0-1', '4 H']]);
    const rows = standingsWith(t, ['WIN']);
    const table = rowsOf(crosstableCsv(t, rows));
    expect(table[0]).toEqual(['Rank', 'No.', 'Name', 'Title', 'Rating', 'Fed', 'Sex', 'Born', 'R1', 'R2', 'Points']);
    const byNo = new Map(table.slice(1).map((r) => [r[1], r]));
    expect(byNo.get('1')?.slice(8)).toEqual(['2w1', '5b=', '1.5']);
    expect(byNo.get('3')?.slice(8)).toEqual(['4w+', '2b1', '2.0']);
    expect(byNo.get('4')?.slice(8)).toEqual(['3b-', 'H', '0.5']);
    expect(byNo.get('5')?.slice(8)).toEqual(['U', '1w=', '1.5']);
    expect(table.slice(1).map((r) => r[1])).toEqual(rows.map((r) => String(r.player)));
  });

  it('a TCEC double round writes both games in one cell', () => {
    const t = build(2, [['1-2 1-0 =']], { settings: { system: 'tcec', double: true } });
    const table = rowsOf(crosstableCsv(t, standingsWith(t, [])));
    expect(table.find((r) => r[1] === '1')?.[8]).toBe('2w1 2b=');
  });
});
