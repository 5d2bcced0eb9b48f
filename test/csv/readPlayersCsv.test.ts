import { describe, expect, it } from 'vitest';
import { describeProblem, guessMapping, playersFromCsv, readCsv } from '../../src/core/csv';
import type { CsvTable } from '../../src/core/csv';
import { addPlayers, createTournament } from '../../src/db/repository';
import { auditLog, dump, freshDb } from '../db/helpers';

const table = (text: string): CsvTable => {
  const r = readCsv(text);
  if (!r.ok) throw new Error(r.problems.map(describeProblem).join('\n'));
  return r.table;
};

const good = `Name,FIDE rating,Fed,Title,FIDE ID,Born,Sex,Club
"Carlsen, Magnus",2830,NOR,GM,1503014,1990/11/30,m,Offerspill
"Hou, Yifan",2630,chn,gm,8602980,1994,F,
Doe John,,,,,,,
`;

describe('CSV player import', () => {
  it('guesses the mapping from the header names and reads every field', () => {
    const t = table(good);
    const mapping = guessMapping(t.headers);
    expect(mapping).toEqual({ name: 0, rating: 1, federation: 2, title: 3, fideId: 4, birthDate: 5, sex: 6, club: 7 });
    const r = playersFromCsv(t, mapping);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.players).toEqual([
      { name: 'Carlsen, Magnus', rating: 2830, federation: 'NOR', title: 'GM', fideId: '1503014', birthDate: '1990/11/30', sex: 'm', club: 'Offerspill' },
      { name: 'Hou, Yifan', rating: 2630, federation: 'CHN', title: 'GM', fideId: '8602980', birthDate: '1994', sex: 'w' },
      { name: 'Doe John', rating: 0 },
    ]);
  });

  it('a missing column, a duplicate player and a malformed rating each name the row and the field; no player is returned', () => {
    const t = table(`Name,Rating,Fed
Anand,2750,IND
Gelfand,2700
Anand,2751,IND
Kramnik,27x0,RUS
`);
    const r = playersFromCsv(t, guessMapping(t.headers));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map(describeProblem)).toEqual([
      'Row 3, Federation: The row has 2 column(s); Federation ("Fed") is column 3, which is missing.',
      'Row 4, Name: Duplicate player: same name "Anand" as row 2.',
      'Row 5, Rating: "27x0" is not a rating: a whole number from 0 (unrated) to 4000.',
    ]);
  });

  it('refuses a file without a name column, and players already registered', () => {
    const t = table('Elo,Fed\n2500,NOR\n');
    const r = playersFromCsv(t, guessMapping(t.headers));
    expect(r.ok ? [] : r.problems.map(describeProblem)).toEqual(['Row 1, Name: No column is chosen for the name; every player needs one.']);
    const t2 = table('Player,FIDE ID\nSomeone Else,1503014\nNew Player,1\n');
    const r2 = playersFromCsv(t2, guessMapping(t2.headers), [{ name: 'Carlsen, Magnus', fideId: '1503014' }]);
    expect(r2.ok ? [] : r2.problems.map(describeProblem)).toEqual(['Row 2, FIDE ID: Duplicate player: Carlsen, Magnus (FIDE ID 1503014) is already registered.']);
  });

  it('can leave out the rows of players already registered, when the organiser chooses to; a row repeated in the file is still refused', () => {
    const registered = [{ name: 'Carlsen, Magnus', fideId: '1503014' }];
    const t = table('Player,FIDE ID\nSomeone Else,1503014\nNew Player,1\n');
    const refused = playersFromCsv(t, guessMapping(t.headers), registered);
    expect(refused.ok ? [] : refused.problems.map((p) => p.registered)).toEqual([true]);
    const r = playersFromCsv(t, guessMapping(t.headers), registered, { skipRegistered: true });
    expect(r).toEqual({ ok: true, players: [{ name: 'New Player', rating: 0, fideId: '1' }], rows: [3], skipped: [2] });
    const twice = table('Player,FIDE ID\nNew Player,1\nNew Player,1\nSomeone Else,1503014\n');
    const t2 = playersFromCsv(twice, guessMapping(twice.headers), registered, { skipRegistered: true });
    expect(t2.ok ? [] : t2.problems.map(describeProblem)).toEqual(['Row 3, FIDE ID: Duplicate player: same FIDE ID 1 as row 2.']);
    const all = table('Player,FIDE ID\nSomeone Else,1503014\n');
    const none = playersFromCsv(all, guessMapping(all.headers), registered, { skipRegistered: true });
    expect(none.ok ? [] : none.problems.map(describeProblem)).toEqual(['Row 1, file: Every player in the file is already registered: there is nothing new to import.']);
  });

  it('the same name with different birth dates is two players; the same FIDE ID is one', () => {
    const t = table('Name,Born,FIDE ID\nJan Smit,1990,\nJan Smit,2001,\nA,,42\nB,,42\n');
    const r = playersFromCsv(t, guessMapping(t.headers));
    expect(r.ok ? [] : r.problems.map(describeProblem)).toEqual(['Row 5, FIDE ID: Duplicate player: same FIDE ID 42 as row 4.']);
  });

  it('reads Netrunner identities and pronouns', () => {
    const t = table('Name,Pronouns,Corp,Runner\nAlice,she/her,Haas-Bioroid: Precision Design,Zahya Sadeghi: Versatile Smuggler\n');
    const r = playersFromCsv(t, guessMapping(t.headers));
    expect(r.ok && r.players[0]).toEqual({ name: 'Alice', rating: 0, pronouns: 'she/her', corpIdentity: 'Haas-Bioroid: Precision Design', runnerIdentity: 'Zahya Sadeghi: Versatile Smuggler' });
  });

  it('the TO can change the mapping (columns without headers we know)', () => {
    const t = table('A,B\nMagnus,2830\nHikaru,2790\n');
    expect(guessMapping(t.headers)).toEqual({});
    const r = playersFromCsv(t, { name: 0, rating: 1 });
    expect(r.ok && r.players.map((p) => p.rating)).toEqual([2830, 2790]);
  });

  it('stores all players in one change, or none when one is refused', async () => {
    const db = freshDb();
    const t = await createTournament(db, { name: 'CSV Open', settings: { system: 'tcec', double: false }, totalRounds: 5 }, 1, 1000);
    if (!t.ok) throw new Error(t.detail);
    const ok = await addPlayers(db, t.value, [{ name: 'A', rating: 2000 }, { name: 'B', rating: 1900 }], ['row 2', 'row 3'], 'players.csv', 2000);
    expect(ok.ok && ok.value.length).toBe(2);
    const audit = await auditLog(db, t.value);
    expect(audit.map((a) => a.action)).toEqual(['create-tournament', 'import-players']);
    const before = await dump(db);
    const dup = await addPlayers(db, t.value, [{ name: 'C', rating: 1800 }, { name: ' a ', rating: 1700 }], ['row 2', 'row 3'], 'more.csv', 3000);
    expect(dup).toMatchObject({ ok: false, field: 'row 3, name', detail: 'Duplicate player: A is already registered.' });
    const bad = await addPlayers(db, t.value, [{ name: 'D', rating: 1800 }, { name: 'E', rating: 99999 }], ['row 2', 'row 3'], 'more.csv', 3000);
    expect(bad).toMatchObject({ ok: false, field: 'row 3, rating' });
    expect(await dump(db)).toEqual(before);
  });
});

describe('players from a TRF file', () => {
  it('maps the 001 line fields (TRF title letters, sex, federation) to registration input', async () => {
    const { readTrf } = await import('../../src/core/trf');
    const { playerInputFromTrf } = await import('../../src/ui/features/registration/trfPlayers');
    // TRF-16 001 line: 5-8 start rank, 10 sex, 11-13 title, 15-47 name, 49-52 rating, 54-56 federation, 58-68 FIDE ID, 70-79 birth date, 81-84 points.
    const at = (col: number, text: string, line: string) => line.padEnd(col - 1, ' ') + text;
    let line = '001';
    line = at(5, '   1', line); line = at(10, 'm', line); line = at(11, '  g', line); line = at(15, 'Carlsen, Magnus'.padEnd(33), line);
    line = at(49, '2830', line); line = at(54, 'NOR', line); line = at(58, '1503014'.padStart(11), line); line = at(70, '1990/11/30', line); line = at(81, ' 0.0', line);
    const read = readTrf(`012 Test\n${line}\n`);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(playerInputFromTrf(read.doc.players[0]!)).toEqual({
      name: 'Carlsen, Magnus', rating: 2830, title: 'GM', federation: 'NOR', fideId: '1503014', birthDate: '1990/11/30', sex: 'm',
    });
  });
});
