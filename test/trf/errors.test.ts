import { describe, expect, it } from 'vitest';
import { tenths } from '../../src/core/model';
import { formatPlayerLine, readTrf } from '../../src/core/trf';
import type { TrfError, TrfPlayer, TrfRoundEntry } from '../../src/core/trf';

const entry = (opponent: number | null, colour: TrfRoundEntry['colour'], result: TrfRoundEntry['result']): TrfRoundEntry => ({ opponent, colour, result });
const player = (startRank: number, points: number, rounds: TrfRoundEntry[]): TrfPlayer => ({
  startRank, sex: '', title: '', name: `Player ${startRank}`, rating: 2000 - startRank, federation: '', fideId: '',
  birthDate: '', points: tenths(points), rank: startRank, rounds,
});

/** Four players, two rounds: 1-2 (1-0), 3-4 (=) then 1-3 (1-0), 2-4 forfeit won by 4. */
const lines = (): string[] => [
  '012 Errors',
  formatPlayerLine(player(1, 20, [entry(2, 'w', '1'), entry(3, 'b', '1')])),
  formatPlayerLine(player(2, 0, [entry(1, 'b', '0'), entry(4, 'w', '-')])),
  formatPlayerLine(player(3, 5, [entry(4, 'w', '='), entry(1, 'w', '0')])),
  formatPlayerLine(player(4, 15, [entry(3, 'b', '='), entry(2, 'b', '+')])),
  'XXR 5',
];
const text = (ls: string[]): string => ls.join('\n') + '\n';

/** Replaces the text at a 1-based column of one 1-based line. */
const put = (ls: string[], line: number, column: number, s: string): string[] =>
  ls.map((l, i) => (i + 1 === line ? l.padEnd(column - 1 + s.length).slice(0, column - 1) + s + l.slice(column - 1 + s.length) : l));

const errorOf = (t: string): TrfError => {
  const r = readTrf(t);
  if (r.ok) throw new Error('expected the file to be refused');
  return r.error;
};

describe('readTrf refuses malformed files, naming line and column', () => {
  it('accepts the unmodified file', () => {
    const r = readTrf(text(lines()));
    expect(r.ok).toBe(true);
  });

  it('bad start rank', () => {
    const e = errorOf(text(put(lines(), 3, 5, '  x2')));
    expect(e).toMatchObject({ line: 3, column: 7 });
    expect(e.message).toMatch(/start rank/);
    expect(errorOf(text(put(lines(), 2, 5, '0000'))).column).toBe(5);
  });

  it('a start rank used twice', () => {
    const e = errorOf(text(put(lines(), 5, 5, '   1')));
    expect(e).toMatchObject({ line: 5, column: 5 });
    expect(e.message).toMatch(/already on line 2/);
  });

  it('misaligned columns (a field shifted by one)', () => {
    // The rating moved one column left, into the blank column 48.
    const shifted = lines().map((l, i) => (i === 3 ? l.slice(0, 47) + l.slice(48, 52) + ' ' + l.slice(52) : l));
    const e = errorOf(text(shifted));
    expect(e).toMatchObject({ line: 4, column: 48 });
    expect(e.message).toMatch(/misaligned/);
    // A round entry shifted: column 96 must be blank.
    const e2 = errorOf(text(put(lines(), 2, 96, 'w')));
    expect(e2).toMatchObject({ line: 2, column: 96 });
    expect(e2.message).toMatch(/misaligned/);
  });

  it('unknown result code', () => {
    const e = errorOf(text(put(lines(), 2, 99, 'X')));
    expect(e).toMatchObject({ line: 2, column: 99 });
    expect(e.message).toMatch(/result.*1 0 = \+ - W D L H F U Z/);
  });

  it('unknown colour', () => {
    const e = errorOf(text(put(lines(), 2, 107, 'x')));
    expect(e).toMatchObject({ line: 2, column: 107 });
    expect(e.message).toMatch(/colour/);
  });

  it('opponent out of range', () => {
    const e = errorOf(text(put(lines(), 2, 92, '   9')));
    expect(e).toMatchObject({ line: 2, column: 92 });
    expect(e.message).toMatch(/start rank listed on a 001 line \(1-4\), found 9/);
  });

  it('opponent not a number', () => {
    const e = errorOf(text(put(lines(), 3, 102, '  a4')));
    expect(e).toMatchObject({ line: 3, column: 102 });
  });

  it('asymmetric pairing: A lists B but B does not list A in that round', () => {
    // Player 3's round-2 entry says 4 instead of 1 (and 4 still lists 2).
    const e = errorOf(text(put(lines(), 4, 102, '   2')));
    expect(e.line).toBe(2);
    expect(e.column).toBe(102);
    expect(e.message).toMatch(/round 2: player 1 is listed against 3, but 3's line \(line 4\) has opponent 2/);
  });

  it('same colour on both sides of a game', () => {
    const e = errorOf(text(put(lines(), 3, 97, 'w')));
    expect(e).toMatchObject({ line: 2, column: 97 });
    expect(e.message).toMatch(/colours opposite/);
  });

  it('results that cannot make one game (1 against 1)', () => {
    const ls = put(put(lines(), 3, 99, '1'), 3, 81, ' 1.0');
    const e = errorOf(text(ls));
    expect(e).toMatchObject({ line: 2, column: 99 });
    expect(e.message).toMatch(/make one game/);
  });

  it('points that do not add up with the standard values', () => {
    const e = errorOf(text(put(lines(), 5, 81, ' 2.0')));
    expect(e).toMatchObject({ line: 5, column: 81 });
    expect(e.message).toMatch(/list 2.0 points, but the results give 1.5/);
  });

  it("points that do not add up with the file's BB* values", () => {
    // 3/1/0: player 1 has 6.0, 3 has 1.0, 4 has 1.0 + 3.0 = 4.0 (forfeit win = BBW).
    const ls = [...put(put(put(lines(), 2, 81, ' 6.0'), 4, 81, ' 1.0'), 5, 81, ' 4.0'), 'BBW  3.0', 'BBD  1.0'];
    expect(readTrf(text(ls)).ok).toBe(true);
    const e = errorOf(text(put(ls, 5, 81, ' 3.5')));
    expect(e).toMatchObject({ line: 5, column: 81 });
    expect(e.message).toMatch(/give 4.0 with win 3.0, draw 1.0/);
    expect(e.message).toMatch(/BB\*/);
    // The same file without BB* lines is refused at player 1 (6.0 listed, 2.0 by the standard values).
    expect(errorOf(text(ls.slice(0, -2)))).toMatchObject({ line: 2, column: 81 });
  });

  it('points that do not add up with a TRF-2026 162 record', () => {
    const ls = [...put(put(put(lines(), 2, 81, ' 6.0'), 4, 81, ' 1.0'), 5, 81, ' 4.0'), '162  W 3.0    D 1.0'];
    expect(readTrf(text(ls)).ok).toBe(true);
    expect(errorOf(text(put(ls, 2, 81, ' 5.0')))).toMatchObject({ line: 2, column: 81 });
  });

  it('a bye code with an opponent, and a game result without one', () => {
    expect(errorOf(text(put(lines(), 2, 99, 'U')))).toMatchObject({ line: 2, column: 99 });
    const e = errorOf(text(put(lines(), 2, 92, '0000')));
    expect(e).toMatchObject({ line: 2, column: 92 });
    expect(e.message).toMatch(/no opponent/);
  });

  it('malformed header records', () => {
    expect(errorOf(text([...lines(), 'XXR x']))).toMatchObject({ line: 7, column: 5 });
    expect(errorOf(text([...lines(), 'BBW 1,5']))).toMatchObject({ line: 7, column: 5 });
    expect(errorOf(text([...lines(), '152 G']))).toMatchObject({ line: 7, column: 5 });
    expect(errorOf(text([...lines(), '162  Q 1.0']))).toMatchObject({ line: 7, column: 6 });
    expect(errorOf(text([...lines(), 'XXP 1 9']))).toMatchObject({ line: 7, column: 7 });
    expect(errorOf(text([...lines(), '260 003 004    1    7']))).toMatchObject({ line: 7, column: 18 });
    expect(errorOf(text([...lines(), '240 Q 003    1']))).toMatchObject({ line: 7, column: 5 });
    expect(errorOf(text([...lines(), 'XXA    9  1.0']))).toMatchObject({ line: 7, column: 5 });
  });
});
