import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';

/**
 * Reading other programs' files and the command line, compared with bbpPairings 6.0 (5.0.1 for
 * the 2017 rules): the command run in-process on files kept in memory.
 */
const real = join(__dirname, '../fixtures/real');

const run = async (files: Record<string, string>, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string; files: Map<string, string> }> => {
  const fs = new Map(Object.entries(files));
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    readFile: (p) => (fs.has(p) ? Promise.resolve(fs.get(p)!) : Promise.reject(new Error('no such file'))),
    writeFile: (p, text) => { fs.set(p, text); return Promise.resolve(); },
    stdout: (x) => { stdout += x; },
    stderr: (x) => { stderr += x; },
  });
  return { code, stdout, stderr, files: fs };
};

/** A 001 line: start rank, name, rating, points, then round entries (each `OPP C R`, 8 characters). */
const player = (rank: number, name: string, rating: number, points: string, ...rounds: string[]): string =>
  `001 ${String(rank).padStart(4)}      ${name.padEnd(33)} ${String(rating).padStart(4)}${' '.repeat(28)}${points.padStart(4)}     ${rounds.map((r) => `  ${r}`).join('')}`.trimEnd();

/** Four players after round 1 (1-3 and 4-2, the Dutch system's round 1 with XXC white1), five rounds. */
const small = (one: readonly [string, string, string, string], points = ['1.0', '1.0', '0.0', '0.0'], extra: readonly string[] = []): string =>
  ['012 small', 'XXR 5', 'XXC white1', ...extra,
    player(1, 'A', 2400, points[0]!, one[0]), player(2, 'B', 2300, points[1]!, one[1]),
    player(3, 'C', 2200, points[2]!, one[2]), player(4, 'D', 2100, points[3]!, one[3])].join('\n') + '\n';

describe('-c: forfeits and colours as bbpPairings\' checker compares them', () => {
  it('reports a forfeit whose colours are the other way round from the system\'s (bbpPairings compares the colours a file gives)', async () => {
    const swapped = small(['   3 b +', '   4 b 1', '   1 w -', '   2 w 0']);
    const r = await run({ 'f.trf': swapped }, '--dutch', 'f.trf', '-c');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('      1 -   3                  3 -   1');
  });

  it('a forfeit written without colours matches either way round (exit 0)', async () => {
    const colourless = small(['   3 - +', '   4 b 1', '   1 - -', '   2 w 0']);
    const r = await run({ 'f.trf': colourless }, '--dutch', 'f.trf', '-c');
    expect(r).toMatchObject({ code: 0, stderr: '' });
  });

  it('Karl-Mala 2005: a colourless forfeit is shown with the higher number first, as bbpPairings\' Pairing(player, opponent, no colour) orients it', async () => {
    const text = readFileSync(join(real, 'karl_mala_2005.trf'), 'utf8');
    const r = await run({ 'km.trf': text }, '--dutch', 'km.trf', '-c');
    expect(r.code).toBe(1);
    const round1 = r.stdout.split('km.trf: Round #2')[0]!;
    expect(round1).toContain('     13 - 154                153 -  13\n');
    expect(round1).not.toContain(' 13 - 153');
  });
});

describe('what bbpPairings reads and refuses', () => {
  const played = small(['   3 w 1', '   4 b 1', '   1 b 0', '   2 w 0']);

  it('a round in which every player has a bye counts as played: the next round is paired (bbpPairings\' evenUpMatchHistories)', async () => {
    const allByes = small(['0000 - H', '0000 - H', '0000 - H', '0000 - H'], ['0.5', '0.5', '0.5', '0.5']);
    const r = await run({ 'f.trf': allByes }, '--dutch', 'f.trf', '-p');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('2');
  });

  it('refuses round entries beyond XXR, naming the line and column (exit 3, "The number of rounds is larger than the reported number of rounds")', async () => {
    const beyond = played.replace(/^(001 {4}1 .*)$/m, (l) => `${l.padEnd(91 + 90)}0000 - H`);
    for (const op of ['-p', '-c']) {
      const r = await run({ 'f.trf': beyond }, '--dutch', 'f.trf', op);
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(/line 4, column 182: .*round 10.*5 rounds \(XXR\/142\)/);
    }
  });

  it('refuses a valid file followed by random bytes, naming the line and column (exit 3)', async () => {
    const r = await run({ 'f.trf': `${played}\u0007\ufffd garbage \u0000 ### 12\r\nnot a trf\n` }, '--dutch', 'f.trf', '-p');
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/line 8, column 1: /);
  });

  it('refuses Baku acceleration with points other than a win worth two draws and nothing for a loss ("Point system is inconsistent with Baku acceleration")', async () => {
    const football = small(['   3 w 1', '   4 b 1', '   1 b 0', '   2 w 0'], ['3.0', '3.0', '0.0', '0.0'], ['BBW  3.0', 'BBD  1.0']);
    for (const [flags, text] of [[['--dutch'], football.replace('XXC white1', 'XXC white1\n192 FIDE_DUTCH_BAKU')], [['--dutch', '--baku'], football]] as const) {
      const r = await run({ 'f.trf': text }, ...flags, 'f.trf', '-p');
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(/point system is inconsistent with Baku acceleration/i);
    }
    // 2/1/0 is consistent (bbpPairings: a loss worth nothing, a win worth two draws).
    const twoOne = small(['   3 w 1', '   4 b 1', '   1 b 0', '   2 w 0'], ['2.0', '2.0', '0.0', '0.0'], ['BBW  2.0', 'BBD  1.0']);
    expect((await run({ 'f.trf': twoOne }, '--dutch', '--baku', 'f.trf', '-p')).code).toBe(0);
  });
});

describe('flags add to what 192 says', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => player(i + 1, `Player ${String(i + 1).padStart(2, '0')}`, 2500 - 10 * i, '0.0'));
  const plain = ['012 baku', 'XXR 5', 'XXC white1', ...twelve].join('\n') + '\n';
  const baku = plain.replace('XXC white1', 'XXC white1\n192 FIDE_DUTCH_BAKU');

  it('--rules 2026 on a FIDE_DUTCH_BAKU file pairs as the file says', async () => {
    const bare = await run({ 'f.trf': baku }, '--dutch', 'f.trf', '-p');
    expect(bare.code).toBe(0);
    expect(await run({ 'f.trf': baku }, '--dutch', '--rules', '2026', 'f.trf', '-p')).toMatchObject({ code: 0, stdout: bare.stdout });
  });

  it('--baku-groups bbp alone on a FIDE_DUTCH_BAKU file is Baku with bbpPairings\' groups', async () => {
    const both = await run({ 'f.trf': plain }, '--dutch', '--baku', '--baku-groups', 'bbp', 'f.trf', '-p');
    expect(both.code).toBe(0);
    expect(await run({ 'f.trf': baku }, '--dutch', '--baku-groups', 'bbp', 'f.trf', '-p')).toMatchObject({ code: 0, stdout: both.stdout });
    // Without Baku anywhere it still means nothing: refused.
    expect((await run({ 'f.trf': plain }, '--dutch', '--baku-groups', 'bbp', 'f.trf', '-p')).code).toBe(3);
  });
});

describe('XXC rank: the file\'s start numbers in every answer', () => {
  it('--standings names players by the file\'s start numbers, as -p does', async () => {
    const lines = small(['   3 w 1', '   4 b 1', '   1 b 0', '   2 w 0']).trimEnd().split('\n');
    const ranked = [...lines.filter((l) => !l.startsWith('001')), 'XXC rank', ...lines.filter((l) => l.startsWith('001')).reverse()].join('\n') + '\n';
    const r = await run({ 'f.trf': ranked }, '--dutch', 'f.trf', '--standings');
    expect(r.code).toBe(0);
    const startOf = new Map(r.stdout.trim().split('\n').slice(1).map((l) => l.split('\t')).map(([, start, name]) => [name, start]));
    expect(Object.fromEntries(startOf)).toEqual({ A: '1', B: '2', C: '3', D: '4' });
  });
});

describe('-g files as bbpPairings writes and reads them', () => {
  const config = 'PlayersNumber=3\nRoundsNumber=6\nHalfPointByeRate=1\n';

  it('a generation that stops keeps the failed round\'s byes decided before it, and writes XXR for the 2017 rules (bbpPairings 5.0.1 reads no 142)', async () => {
    const r2017 = await run({ 'c.txt': config }, '--dutch', '--rules', '2017', '-g', 'c.txt', '-o', 'o.trf', '-s', '1');
    expect(r2017.code).toBe(1);
    const text = r2017.files.get('o.trf')!;
    expect(text).toMatch(/^XXR 6$/m);
    expect(text).not.toMatch(/^142 /m);
    // Round 1 was paired; round 2 failed: its byes decided before it are in the players' entries.
    const round2 = text.split('\n').filter((l) => l.startsWith('001')).map((l) => l.slice(101, 109));
    expect(round2.some((e) => /^0000 - [HZ]$/.test(e))).toBe(true);
    const r2026 = await run({ 'c.txt': config }, '--dutch', '-g', 'c.txt', '-o', 'o.trf', '-s', '1');
    expect(r2026.files.get('o.trf')).toMatch(/^142 6$/m);
  });

  it('refuses a configuration with blanks around a value or a key ("Key = value" names "Key "), as bbpPairings does (exit 3)', async () => {
    for (const bad of ['PointsForWin= 1.0\n', 'PointsForWin=1.0 \n', 'PlayersNumber = 12\n']) {
      const r = await run({ 'c.txt': bad }, '--dutch', '-g', 'c.txt', '-o', 'o.trf', '-s', '1');
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(/c\.txt, line 1: /);
    }
  });
});

describe('a pairing-allocated bye another program counted as 0 points, with no BBU (read as JaVaFo reads it)', () => {
  /** A club Swiss after 3 of 5 rounds whose points count each `U` as 0 (test/fixtures/handmade/README.md). */
  const uZero = readFileSync(join(__dirname, '../fixtures/handmade/club_swiss_u_bye_zero.trf'), 'utf8');
  const warning = 'pairwise: warning: club.trf, line 12, column 81: the file\'s points count a pairing-allocated bye (U) as 0 points; read it so, as JaVaFo does; add `BBU 0.0` to say so\n';
  /** The file with these players' points (columns 81-84) replaced. */
  const withPoints = (points: Readonly<Record<number, string>>): string =>
    uZero.split('\n').map((l) => (l.startsWith('001') && points[Number(l.slice(4, 8))] !== undefined ? l.slice(0, 80) + points[Number(l.slice(4, 8))]!.padStart(4) + l.slice(84) : l)).join('\n');

  it('-p pairs the next round with the bye worth 0 and says so on stderr (exit 0; bbpPairings exits 3 on it)', async () => {
    // After 3 rounds with the U worth 0: 6 has 2.5, 1 2.0, 5 1.5, 3 and 4 1.0, 2 and 7 0.5; 3 is the
    // lowest who has not had the bye (2, 4 and 7 have).
    expect(await run({ 'club.trf': uZero }, '--dutch', 'club.trf', '-p')).toMatchObject({ code: 0, stdout: '4\n6 4\n5 1\n7 2\n3 0\n', stderr: warning });
  });

  it('-c finds every round as the Dutch system pairs it with the bye worth 0 (with it worth a win, rounds 2 and 3 would differ)', async () => {
    expect(await run({ 'club.trf': uZero }, '--dutch', 'club.trf', '-c')).toMatchObject({ code: 0, stdout: [1, 2, 3].map((k) => `club.trf: Round #${k}\n`).join(''), stderr: warning });
    // The same rounds with points that count the U as a win: read so, rounds 2 and 3 are not the Dutch system's.
    const asWin = await run({ 'club.trf': withPoints({ 2: '1.5', 4: '2.0', 7: '1.5' }) }, '--dutch', 'club.trf', '-c');
    expect(asWin.code).toBe(1);
    expect(asWin.stderr).toBe('pairwise: 2 of 3 rounds differ from the pairing system: 2, 3\n');
  });

  it('--standings counts the bye as 0, and convert writes the file back byte for byte, each with the warning', async () => {
    const standings = await run({ 'club.trf': uZero }, '--dutch', 'club.trf', '--standings');
    expect(standings).toMatchObject({ code: 0, stderr: warning });
    expect(standings.stdout).toContain('6\t2\tKowalski, Jan\t0.5\t');
    const converted = await run({ 'club.trf': uZero }, 'convert', 'club.trf', '-o', 'out.trf');
    expect(converted).toMatchObject({ code: 0, stdout: '', stderr: warning });
    expect(converted.files.get('out.trf')).toBe(uZero);
  });

  it('a round robin whose bye (U) counts 0 pairs its next Berger round (--round-robin), with the warning', async () => {
    // Five players after 2 of 5 rounds; the player who meets the dummy has the U, counted 0.
    const rr = ['012 Club round robin', 'XXR 5', 'XXC white1',
      player(1, 'A, Ann', 1800, '1.0', '0000 - U', '   2 w 1'), player(2, 'B, Ben', 1700, '1.0', '   5 w 1', '   1 b 0'),
      player(3, 'C, Cid', 1600, '1.5', '   4 w =', '   5 b 1'), player(4, 'D, Dan', 1500, '0.5', '   3 b =', '0000 - U'),
      player(5, 'E, Eve', 1400, '0.0', '   2 b 0', '   3 w 0')].join('\n') + '\n';
    const r = await run({ 'club.trf': rr }, '--round-robin', 'club.trf', '-p');
    expect(r).toMatchObject({ code: 0, stdout: '3\n3 1\n4 5\n2 0\n' });
    expect(r.stderr).toMatch(/^pairwise: warning: club\.trf, line 4, column 81: the file's points count a pairing-allocated bye \(U\) as 0 points/);
  });

  it('a file whose points count the U as a win reads as before, with nothing on stderr', async () => {
    const r = await run({ 'club.trf': withPoints({ 2: '1.5', 4: '2.0', 7: '1.5' }) }, '--dutch', 'club.trf', '-p');
    expect(r).toMatchObject({ code: 0, stderr: '' });
  });

  it('a file that matches neither reading exits 3, naming the player and line', async () => {
    const r = await run({ 'club.trf': withPoints({ 2: '1.0' }) }, '--dutch', 'club.trf', '-p');
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^pairwise: invalid TRF, line 12, column 81: player 2: .*they list 1\.0 points, but the results give 1\.5 /);
    expect(r.stderr).not.toContain('warning');
  });

  it('with XXS the points are checked strictly (JaVaFo), so nothing is inferred: exit 3', async () => {
    const r = await run({ 'club.trf': `${uZero}XXS W=1 D=0.5\n` }, '--dutch', 'club.trf', '-p');
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^pairwise: invalid TRF, line 12, column 81: player 2: /);
  });
});
