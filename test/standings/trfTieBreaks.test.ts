import { describe, expect, it } from 'vitest';
import { readTrf, tournamentFromTrf, trfFromTournament, writeTrf } from '../../src/core/trf';
import type { TrfDocument, TrfReadResult } from '../../src/core/trf';
import { standingsWith } from '../../src/core/standings';
import { standings } from '../../src/core/systems';
import { ranked } from './build';

// 001 lines: start rank at 5-8, name at 15, rating 49-52, points 81-84, rank 86-89, rounds from 92.
const line = (id: number, name: string, rating: number, points: string, rounds: readonly string[]): string =>
  `001 ${String(id).padStart(4)}      ${name.padEnd(33)} ${String(rating).padStart(4)}${' '.repeat(28)}${points.padStart(4)} ${String(id).padStart(4)}  ${rounds.join('  ')}`;
const players = [
  '012 Tie-breaks',
  line(1, 'One', 2000, '1.5', ['   2 w 1', '   3 b =']),
  line(2, 'Two', 1900, '0.5', ['   1 b 0', '0000 - H']),
  line(3, 'Three', 1800, '1.5', ['0000 - U', '   1 w =']),
];
const ok = (r: TrfReadResult): { doc: TrfDocument } => {
  if (!r.ok) throw new Error(`${r.error.line}:${r.error.column} ${r.error.message}`);
  return r;
};
const tournamentOf = (doc: TrfDocument) => {
  const r = tournamentFromTrf(doc, { settings: { system: 'dutch', rules: '2026' } });
  if (!r.ok) throw new Error(r.error.message);
  return r.tournament;
};

describe('TRF-2026 records 202 / 212 (tie-break lists)', () => {
  it('reads 202 and 212 as comma-separated codes; the tournament keeps 202 in C.07 notation', () => {
    const { doc } = ok(readTrf([...players, '202 BH C1, BH,SB , WIN', '212 PTS,BH C1,BH,SB,WIN'].join('\n')));
    expect(doc.settings.tieBreaks).toEqual(['BH C1', 'BH', 'SB', 'WIN']);
    expect(doc.settings.standingsTieBreaks).toEqual(['PTS', 'BH C1', 'BH', 'SB', 'WIN']);
    expect(tournamentOf(doc).tieBreaks).toEqual(['BH/C1', 'BH', 'SB', 'WIN']);
  });

  it('falls back to 212 without PTS when there is no 202', () => {
    const { doc } = ok(readTrf([...players, '212 PTS,SB,DE'].join('\n')));
    expect(tournamentOf(doc).tieBreaks).toEqual(['SB', 'DE']);
  });

  it('round trip: an unchanged list keeps the file bytes; a changed list rewrites both records', () => {
    const text = [...players, '202 BH C1, BH,SB , WIN', '212 PTS,BH C1,BH,SB,WIN', ''].join('\n');
    const { doc } = ok(readTrf(text));
    const t = tournamentOf(doc);
    expect(writeTrf(trfFromTournament(t, doc))).toBe(text);

    const changed = { ...t, tieBreaks: ['SB/P', 'DE', 'BH/C2'] };
    const out = writeTrf(trfFromTournament(changed, doc));
    expect(out).toContain('202 SB/P,DE,BH/C2\n212 PTS,SB/P,DE,BH/C2\n');
    expect(tournamentOf(ok(readTrf(out)).doc).tieBreaks).toEqual(['SB/P', 'DE', 'BH/C2']);
  });

  it('a tournament without a list writes no 202/212, and one with a list writes them (export → import)', () => {
    const { doc } = ok(readTrf(players.join('\n')));
    const t = tournamentOf(doc);
    expect(writeTrf(trfFromTournament(t))).not.toMatch(/^20?2 /m);
    const withList = { ...t, tieBreaks: ['DE', 'WIN'] };
    const back = tournamentOf(ok(readTrf(writeTrf(trfFromTournament(withList)))).doc);
    expect(back.tieBreaks).toEqual(['DE', 'WIN']);
    // The standings follow the list read from the file.
    expect(ranked(standings(back)).rows).toEqual(standingsWith(back, ['DE', 'WIN']));
  });
});
