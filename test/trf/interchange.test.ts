import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../src/core/model';
import { playerFieldProblems, playerId, titleFromFile } from '../../src/core/model';
import { checkTournament } from '../../src/core/checker';
import { scoreOf } from '../../src/core/standings/records';
import { readSystemSettings, systemFor } from '../../src/core/systems';
import { bakuAccelerations, bakuGroupA } from '../../src/core/systems/fide/baku';
import { readTrf, tournamentFromTrf, tournamentTrfText } from '../../src/core/trf';
import { importTournament, loadSnapshot } from '../../src/db/repository';
import { freshDb } from '../db/helpers';

const real = (name: string): string => readFileSync(join(__dirname, '../fixtures/real', name), 'utf8');

const build = (text: string, settings: Tournament['settings'] = { system: 'dutch', rules: '2026' }): Tournament => {
  const read = readTrf(text);
  if (!read.ok) throw new Error(`${read.error.line}:${read.error.column} ${read.error.message}`);
  const built = tournamentFromTrf(read.doc, { settings });
  if (!built.ok) throw new Error(built.error.message);
  return built.tournament;
};

/** bbpPairings' issue-7 file (CR line endings) with one line's text replaced. */
const issue7 = real('bbpPairings_issue_7.trf');
const withLine = (text: string, startRank: number, edit: (line: string) => string): string =>
  text.split('\r').map((l) => (l.startsWith(`001 ${String(startRank).padStart(4)} `) ? edit(l) : l)).join('\r');
/** Round r's 10 columns (opponent, colour, result) of a 001 line. */
const entryAt = (line: string, r: number): string => line.slice(91 + 10 * (r - 1), 99 + 10 * (r - 1));
const setEntry = (line: string, r: number, entry: string): string => line.slice(0, 91 + 10 * (r - 1)) + entry + line.slice(99 + 10 * (r - 1));

describe('unplayed games carry no colour', () => {
  // Round 1: 4 won against 34 by forfeit ("34 w +" / " 4 b -").
  const colourless = withLine(withLine(issue7, 4, (l) => setEntry(l, 1, '  34 - +')), 34, (l) => setEntry(l, 1, '   4 - -'));

  it('the checker accepts a forfeit written without colours, or with them the other way round (bbpPairings compares opponents)', () => {
    expect(entryAt(colourless.split('\r').find((l) => l.startsWith('001    4'))!, 1)).toBe('  34 - +');
    expect(checkTournament(build(colourless), systemFor({ system: 'dutch', rules: '2026' })).discrepancies).toEqual([]);
    const swapped = withLine(withLine(issue7, 4, (l) => setEntry(l, 1, '  34 b +')), 34, (l) => setEntry(l, 1, '   4 w -'));
    expect(checkTournament(build(swapped), systemFor({ system: 'dutch', rules: '2026' })).discrepancies).toEqual([]);
  });

  it('but a played game with colours the system would not give is reported', () => {
    // Round 1, 1 - 31 played: "31 b 1" / " 1 w 0" in the file; the system gives 1 White.
    const swapped = withLine(withLine(issue7, 1, (l) => setEntry(l, 1, '  31 w 1')), 31, (l) => setEntry(l, 1, '   1 b 0'));
    expect(checkTournament(build(swapped), systemFor({ system: 'dutch', rules: '2026' })).discrepancies.map((d) => d.round)).toContain(1);
  });

  it('Export TRF writes a colourless forfeit back without colours', () => {
    expect(tournamentTrfText(build(colourless), colourless)).toBe(colourless);
  });
});

describe('Export TRF of an imported event keeps the file as written', () => {
  /** A TRF-2026 file with what other programs write: sex f, title m and x, a dotted birth date, lichess-style "0000 - -" absence, 162, 202. */
  const odd = [
    '012 Interchange Open',
    '022 Oslo',
    '042 2026/01/10',
    '102 Chief Arbiter',
    '### a comment line',
    '142 5',
    '152 W',
    '162  W 1.0    D 0.5',
    '202 BH C1,BH,SB',
    '001    1 m  m Alpha                             2400 NOR     1503014 1969.12.06  1.0    1     3 w 1',
    '001    2 f  x Beta                              2300 NOR     1503015 1970        0.5    2     4 b =',
    '001    3 m    Gamma                             2200 NOR     1503016             0.0    3     1 b 0',
    '001    4 f    Delta                             2100 NOR     1503017             0.5    4     2 w =',
    '001    5 m    Epsilon                           2000 NOR     1503018             0.0    5  0000 - -',
    '',
  ].join('\r\n');

  it('reads it with warnings at the columns of the odd fields (never a refusal)', () => {
    const read = readTrf(odd);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.warnings.map((w) => `${w.line}:${w.column} ${w.message}`)).toEqual([
      '10:70 player 1: Birth date "1969.12.06" means 1969/12/06; kept as written',
      '11:11 player 2: Title must be one of GM, IM, FM, CM, WGM, WIM, WFM, WCM (in any case), not "X"; kept as written',
      '14:99 round 1: forfeit - without an opponent; counted as a zero-point bye scored as a forfeit',
    ]);
  });

  it('the app stores it and exports it byte for byte; a new result changes only the two players\' lines', async () => {
    const t = build(odd);
    expect(t.players.find((p) => p.id === 1)).toMatchObject({ title: 'm', sex: 'm', birthDate: '1969.12.06' });
    const db = freshDb();
    const stored = await importTournament(db, t, 1, 10, odd);
    if (!stored.ok) throw new Error(stored.detail);
    const snapshot = await loadSnapshot(db, stored.value);
    if (snapshot === undefined) throw new Error('not stored');
    // The registration keeps the title as the app writes it (m → IM) and the odd one as written.
    expect(snapshot.tournament.players.map((p) => p.title ?? '')).toEqual(['IM', 'X', '', '', '']);
    expect(tournamentTrfText(snapshot.tournament, snapshot.row.trfSource)).toBe(odd);
    // Round 2 paired and played (3 - 4 drawn): lines 3 and 4 change, nothing else does.
    const next: Tournament = {
      ...snapshot.tournament,
      rounds: [...snapshot.tournament.rounds, { number: 2, pairings: [{ board: 1, white: playerId(3), black: playerId(4), games: ['draw'] }], byes: [] }],
    };
    const before = odd.split('\r\n');
    const after = tournamentTrfText(next, snapshot.row.trfSource).split('\r\n');
    expect(after.length).toBe(before.length);
    const changed = after.map((l, i) => (l === before[i] ? null : i + 1)).filter((x) => x !== null);
    expect(changed).toEqual([12, 13]);
    expect(after[11]).toMatch(/^001 {4}3 m {4}Gamma .* 0\.5 {4}\d {5}1 b 0 {5}4 w =$/);
  });

  it('the shared field validator calls the odd fields cosmetic; title letters become titles', () => {
    expect(playerFieldProblems({ title: 'X', birthDate: '1969.12.06', federation: 'ab1', fideId: '12-3' }).map((p) => [p.field, p.cosmetic])).toEqual([
      ['title', true], ['federation', true], ['fideId', true], ['birthDate', true],
    ]);
    expect(['g', 'm', 'wm', 'wg', 'f', 'c', 'i', 'GM', 'x'].map(titleFromFile)).toEqual(['GM', 'IM', 'WIM', 'WGM', 'FM', 'CM', 'IM', 'GM', 'X']);
  });
});

describe('TRF-2026 299: points given outside the games', () => {
  it('count in the standings and in the pairing score (Sharly Chess\' fork of bbpPairings: 2 points to player 4 in round 1)', () => {
    const t = build(real('sharly_indiv_299_bonus.trf'));
    expect(t.pointAdjustments).toEqual([{ player: 4, round: 1, points: 20 }]);
    expect([1, 2, 3, 4, 5].map((id) => scoreOf(t, playerId(id)))).toEqual([10, 0, 10, 20, 10]);
    const next = systemFor(t.settings).pairNextRound(t);
    expect(next.ok && next.round.byes.filter((b) => b.kind === 'U').map((b) => b.player)).toEqual([2]);
  });

  it('a listed score that leaves the adjustment out is refused at its points column', () => {
    const text = real('sharly_indiv_299_bonus.trf').replace('   2.0    4     3 b 0', '   0.0    4     3 b 0');
    const read = readTrf(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatchObject({ line: 8, column: 81, message: expect.stringContaining('and 2.0 from 299 adjustments') });
  });
});

describe('Baku group A: the FIDE text (2·⌈N/4⌉, default) or bbpPairings (⌈N/2⌉, bakuGroups: bbp)', () => {
  it('differs when N leaves 1 or 2 after dividing by 4, not when it leaves 0 or 3', () => {
    const rows = [8, 9, 10, 11].map((n) => [n % 4, bakuGroupA(n, 'fide'), bakuGroupA(n, 'bbp')]);
    expect(rows).toEqual([[0, 4, 4], [1, 6, 5], [2, 6, 5], [3, 6, 6]]);
  });

  const field = (n: number): string => ['012 baku', 'XXR 7', 'XXC white1',
    ...Array.from({ length: n }, (_, i) => `001 ${String(i + 1).padStart(4)}      Player ${String(i + 1).padStart(2, '0')}                         ${String(2500 - 10 * i).padStart(4)}                             0.0`)].join('\n') + '\n';

  for (const n of [8, 9, 10, 11]) {
    it(`N = ${n} (N mod 4 = ${n % 4}): group A gets a win's worth before round 1, and round 1 differs only when the groups do`, () => {
      const fide = build(field(n), { system: 'dutch', rules: '2026', acceleration: 'baku' });
      const bbp = build(field(n), { system: 'dutch', rules: '2026', acceleration: 'baku', bakuGroups: 'bbp' });
      const accelerated = (t: Tournament): number => bakuAccelerations(t, n).filter((v) => (v[0] ?? 0) > 0).length;
      expect([accelerated(fide), accelerated(bbp)]).toEqual([bakuGroupA(n, 'fide'), bakuGroupA(n, 'bbp')]);
      const a = systemFor(fide.settings).pairNextRound(fide);
      const b = systemFor(bbp.settings).pairNextRound(bbp);
      if (!a.ok || !b.ok) throw new Error('round 1 cannot be paired');
      const differ = JSON.stringify(a.round.pairs) !== JSON.stringify(b.round.pairs);
      expect(differ).toBe(bakuGroupA(n, 'fide') !== bakuGroupA(n, 'bbp'));
    });
  }

  it('the one settings validator reads bakuGroups only with Baku', () => {
    expect(readSystemSettings({ system: 'dutch', rules: '2026', acceleration: 'baku', bakuGroups: 'bbp' }).ok).toBe(true);
    expect(readSystemSettings({ system: 'burstein', acceleration: 'baku', bakuGroups: 'bbp' }).ok).toBe(true);
    expect(readSystemSettings({ system: 'dutch', rules: '2026', bakuGroups: 'bbp' })).toMatchObject({ ok: false, field: 'bakuGroups' });
    expect(readSystemSettings({ system: 'dutch', rules: '2026', acceleration: 'baku', bakuGroups: 'fide' })).toMatchObject({ ok: false, field: 'bakuGroups' });
  });
});
