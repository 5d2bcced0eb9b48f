import { describe, expect, it } from 'vitest';
import { normalisedPlayerFields, playerFieldProblems, readDate } from '../../src/core/model';
import { checkPlayerInput, playerInputProblems } from '../../src/db/validate';
import { playersFromCsv, readCsv } from '../../src/core/csv';

describe('one registration validator for the form, CSV, TRF and backup', () => {
  it('reads dates as YYYY, YYYY/MM/DD, YYYY-MM-DD and YYYY.MM.DD, and refuses a day the calendar has not', () => {
    expect(readDate('1973', 'Birth date')).toEqual({ ok: true, date: '1973' });
    for (const d of ['1973/03/09', '1973-03-09', '1973.03.09']) expect(readDate(d, 'Birth date')).toEqual({ ok: true, date: '1973/03/09' });
    expect(readDate('2000/02/29', 'Birth date').ok).toBe(true);
    expect(readDate('1900/02/29', 'Birth date')).toMatchObject({ ok: false, message: expect.stringContaining('not a day of the calendar') });
    expect(readDate('1973/13/01', 'Birth date').ok).toBe(false);
    expect(readDate('09.03.1973', 'Birth date')).toMatchObject({ ok: false, message: expect.stringMatching(/^Birth date must look like 1973\/03\/09/) });
    expect(readDate('1973-03/09', 'Birth date').ok).toBe(false);
  });

  it('takes titles in any case and as TRF letters, and writes them the app way', () => {
    expect(normalisedPlayerFields({ title: 'wim', birthDate: '1973.03.09', federation: 'nor', sex: 'f' as 'w' })).toEqual({ title: 'WIM', birthDate: '1973/03/09', federation: 'NOR', sex: 'w' });
    expect(normalisedPlayerFields({ title: 'gm' }).title).toBe('GM');
    expect(normalisedPlayerFields({ title: 'm' }).title).toBe('IM');
    expect(playerFieldProblems({ title: 'wim' })).toEqual([expect.objectContaining({ field: 'title', writtenAs: 'WIM' })]);
  });

  it('the form gets every problem of the row at once, in words naming each field; nothing that can be written the app way is refused', () => {
    expect(checkPlayerInput({ name: 'A', rating: 2000, title: 'wim', birthDate: '1973-03-09' })).toBeNull();
    const all = playerInputProblems({ name: 'A', rating: 5000, title: 'Grandmaster', birthDate: '1973/02/30', federation: 'Norway' });
    expect(all.map((x) => x.field)).toEqual(['rating', 'title', 'federation', 'birthDate']);
    expect(all.find((x) => x.field === 'birthDate')?.message).toBe('Birth date "1973/02/30" is not a day of the calendar (month 01-12, a day the month has).');
    expect(all.find((x) => x.field === 'title')?.message).toBe('Title must be one of GM, IM, FM, CM, WGM, WIM, WFM, WCM (in any case), not "Grandmaster".');
    expect(checkPlayerInput({ name: 'A', rating: 2000, birthDate: '1973/02/30', title: 'XX' })).toEqual({
      field: 'title, birthDate', message: expect.stringContaining('Birth date "1973/02/30" is not a day'),
    });
    // A file keeps what it wrote (the reader warned): an odd title or date is not refused.
    expect(checkPlayerInput({ name: 'A', rating: 2000, birthDate: '1985/00/00', title: 'X' }, { cosmetic: 'keep' })).toBeNull();
  });

  it('a CSV row lists all its problems at once and the four date forms are read', () => {
    const read = readCsv('Name,Title,Born,Fed\nAnna,wim,1990-05-01,nor\nBob,gm,1990.05.01,GER\nCarl,XM,1990/02/31,Germany\n');
    if (!read.ok) throw new Error('read');
    const mapping = { name: 0, title: 1, birthDate: 2, federation: 3 };
    const r = playersFromCsv(read.table, mapping);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.row, p.field])).toEqual([[4, 'title'], [4, 'federation'], [4, 'birthDate']]);
    const fine = readCsv('Name,Title,Born,Fed\nAnna,wim,1990-05-01,nor\nBob,gm,1990.05.01,GER\n');
    if (!fine.ok) throw new Error('read');
    const ok = playersFromCsv(fine.table, mapping);
    expect(ok.ok && ok.players).toEqual([
      { name: 'Anna', rating: 0, title: 'WIM', birthDate: '1990/05/01', federation: 'NOR' },
      { name: 'Bob', rating: 0, title: 'GM', birthDate: '1990/05/01', federation: 'GER' },
    ]);
  });
});
