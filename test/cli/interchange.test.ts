import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCli } from './builtCli';

/**
 * The built `pairwise` command on real files other programs wrote (test/fixtures/real) and on the
 * input bbpPairings refuses: its syntax, exit codes and file paths.
 */
const real = join(__dirname, '../fixtures/real');
const cli = builtCli('interchange');
const { run } = cli;


/** A file in the temp folder with this text. */
const file = (name: string, text: string): string => {
  const path = join(cli.dir(), name);
  writeFileSync(path, text);
  return path;
};
const realText = (name: string): string => readFileSync(join(real, name), 'utf8');
/** The pairs of a `-p` output (count line dropped, blanks trimmed), as a sorted set. */
const pairs = (out: string): string[] => out.split('\n').slice(1).map((l) => l.trim()).filter((l) => l !== '').sort();

/** A small Dutch round-2 state: 4 players, XXR 5, colours given by round 1. */
const small = [
  '012 small',
  'XXR 5',
  '001    1      A                                 2400                             1.0          3 w 1',
  '001    2      B                                 2300                             1.0          4 b 1',
  '001    3      C                                 2200                             0.0          1 b 0',
  '001    4      D                                 2100                             0.0          2 w 0',
].join('\n') + '\n';

describe('pairwise on real files', () => {
  it('pairs the next round as the program that wrote the file did: bbpPairings (issue 7), its Sharly Chess fork (299), JaVaFo (the AUM sample)', () => {
    const bbp = run('--dutch', join(real, 'bbpPairings_issue_7.trf'), '-p');
    expect(bbp.code).toBe(0);
    expect(pairs(bbp.stdout)).toEqual(pairs(realText('bbpPairings_issue_7.expected')));
    const sharly = run('--dutch', join(real, 'sharly_indiv_299_bonus.trf'), '-p');
    expect(sharly).toEqual({ code: 0, stdout: realText('sharly_indiv_299_bonus.expected'), stderr: '' });
    const javafo = run('--dutch', '--rules', '2017', join(real, 'javafo_aum_gros_r5.trf'), '-p');
    expect(javafo.code).toBe(0);
    expect(pairs(javafo.stdout)).toEqual(pairs(realText('javafo_aum_gros_r5.expected')));
  });

  it('-c on bbpPairings\' own file lists every round and no difference (exit 0)', () => {
    const path = join(real, 'bbpPairings_issue_7.trf');
    expect(run('--dutch', path, '-c')).toEqual({ code: 0, stdout: Array.from({ length: 14 }, (_, i) => `${path}: Round #${i + 1}\n`).join(''), stderr: '' });
  });

  it('refuses a team tournament naming the record (exit 3)', () => {
    const r = run('--dutch', join(real, 'sharly_team_bye.trf'), '-p');
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/line 13, column 1: .*team tournaments are not supported \(record 310\)/);
  });

  it('convert writes each real file back byte for byte, and --format trf26 turns XXR into 142', () => {
    for (const name of ['bbpPairings_issue_7.trf', 'fsp_kd4_javafo_half_point_byes.trf', 'javafo_aum_gros_r5.trf', 'javafo_aum_capo_d_orso_2012.trf', 'sharly_indiv_299_bonus.trf']) {
      const out = join(cli.dir(), `converted-${name}`);
      expect(run('convert', join(real, name), '-o', out)).toEqual({ code: 0, stdout: '', stderr: '' });
      expect(readFileSync(out, 'utf8')).toBe(realText(name));
    }
    const out = join(cli.dir(), 'gros26.trf');
    expect(run('convert', join(real, 'javafo_aum_gros_r5.trf'), '-o', out, '--format', 'trf26').code).toBe(0);
    const gros26 = readFileSync(out, 'utf8');
    expect(gros26).toContain('\n142 9\n');
    expect(gros26).not.toContain('XXR');
    const back = join(cli.dir(), 'gros16.trf');
    expect(run('convert', out, '-o', back, '--format', 'trf16').code).toBe(0);
    expect(readFileSync(back, 'utf8')).toBe(realText('javafo_aum_gros_r5.trf'));
    expect(run('convert', join(real, 'sharly_team_bye.trf'), '-o', join(cli.dir(), 'team.trf')).code).toBe(3);
  });
});

describe('a file another program wrote with each U worth 0 and no BBU (test/fixtures/handmade)', () => {
  it('the built command pairs it as JaVaFo reads it (exit 0) and prints what it inferred on stderr', () => {
    const path = join(__dirname, '../fixtures/handmade/club_swiss_u_bye_zero.trf');
    const r = run('--dutch', path, '-p');
    expect(r).toEqual({
      code: 0,
      stdout: '4\n6 4\n5 1\n7 2\n3 0\n',
      stderr: `pairwise: warning: ${path}, line 12, column 81: the file's points count a pairing-allocated bye (U) as 0 points; read it so, as JaVaFo does; add \`BBU 0.0\` to say so\n`,
    });
  });
});

describe('what bbpPairings refuses is refused (exit 3, located), never exit 0', () => {
  const refused: readonly (readonly [string, string, readonly string[], RegExp])[] = [
    ['an empty file', '', ['-p'], /line 1, column 1: expected at least one player \(001\) line/],
    ['a lone newline', '\n', ['-c'], /expected at least one player \(001\) line/],
    ['random bytes', '\u0007\u00ff garbage \u0000 ### 12\r\nnot a trf\n', ['-p'], /line 1, column 1: expected text \(UTF-8\)/],
    ['text that is not a TRF', 'not a trf\njust words\n', ['-p'], /expected at least one player \(001\) line/],
    ['no number of rounds (-p)', small.replace('XXR 5\n', ''), ['-p'], /the total number of rounds must be given \(XXR or 142\)/],
    ['no round left to pair', small.replace('XXR 5', 'XXR 1'), ['-p'], /line 2, column 1: no round left to pair: the file declares 1 rounds/],
    ['XXR below the rounds played', small.replace('XXR 5', 'XXR 1').replace(/( 3 w 1)$/m, '$1     2 b 1'), ['-c'], /declares 1 rounds \(XXR\/142\) but 2 are paired|opponent|listed/],
    ['round 1 with no initial colour', small.replace(/ {10}\d [wb] \d$/gm, '').replace(/\d\.0$/gm, '0.0'), ['-p'], /initial colour must be given \(XXC white1\|black1 or 152 W\|B\)/],
    ['a team line (013)', `${small}013 Team A    1    2\n`, ['-p'], /line 7, column 1: expected an individual tournament: team tournaments are not supported \(record 013\)/],
    ['162 with an unknown code', `${small}162  Q 1.0\n`, ['-p'], /line 7, column 6: expected a 162 result code W, D, L, A, P or X/],
    ['192 naming a system Pairwise lacks', `${small}192 FIDE_LIM\n`, ['-p'], /line 7, column 5: 192 names "FIDE_LIM", a tournament type Pairwise does not pair/],
    ['a 299 that assigns a result', `${small}299 W         1.0    1    3\n`, ['-p'], /line 7, column 5: expected a blank type in column 5 of 299/],
  ];
  for (const [what, text, op, message] of refused) {
    it(what, () => {
      const path = file(`refused-${what.replace(/\W+/g, '_')}.trf`, text);
      const r = run('--dutch', path, ...op);
      expect(r.code).toBe(3);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
    });
  }

  it('-s takes a whole number 0..4294967295 (bbpPairings reads an unsigned seed)', () => {
    expect(run('--dutch', '-g', '-o', join(cli.dir(), 'g.trf'), '-s', '-5').code).toBe(3);
    expect(run('--dutch', '-g', '-o', join(cli.dir(), 'g.trf'), '-s', 'x').code).toBe(3);
    expect(run('--dutch', '-g', '-o', join(cli.dir(), 'g.trf'), '-s', '4294967296').code).toBe(4);
  });
});

describe('192 selects the system and Baku; a contradicting flag exits 3', () => {
  const kd4 = (): string => join(real, 'fsp_kd4_javafo_half_point_byes.trf');

  it('--dutch on a FIDE_DUTCH_2017 file pairs by the 2017 rules; --rules 2026, --baku or --burstein contradict it', () => {
    const plain = run('--dutch', kd4(), '-p');
    expect(plain.code).toBe(0);
    expect(run('--dutch', '--rules', '2017', kd4(), '-p')).toEqual(plain);
    for (const flags of [['--dutch', '--rules', '2026'], ['--dutch', '--baku'], ['--burstein']]) {
      const r = run(...flags, kd4(), '-p');
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(/the file's 192 FIDE_DUTCH_2017 \(line 4\) says FIDE Dutch \(2017\), which contradicts the command line/);
    }
  });

  it('FIDE_DUTCH_BAKU and FIDE_BURSTEIN_BAKU select Baku (the flag may add --baku-groups bbp, which 192 cannot say)', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `001 ${String(i + 1).padStart(4)}      Player ${String(i + 1).padStart(2, '0')}                         ${String(2500 - 10 * i).padStart(4)}                             0.0`);
    const base = ['012 baku', 'XXR 5', 'XXC white1', ...twelve].join('\n') + '\n';
    const noBaku = run('--dutch', file('plain.trf', base), '-p');
    const baku = run('--dutch', file('baku.trf', base.replace('XXC white1', 'XXC white1\n192 FIDE_DUTCH_BAKU')), '-p');
    expect(run('--dutch', '--baku', file('plain2.trf', base), '-p')).toEqual(baku);
    expect(baku.code).toBe(0);
    expect(baku.stdout).not.toBe(noBaku.stdout);
    expect(run('--dutch', '--baku', '--baku-groups', 'bbp', join(cli.dir(), 'baku.trf'), '-p').code).toBe(0);
    const burstein = run('--burstein', file('bbaku.trf', base.replace('XXC white1', 'XXC white1\n192 FIDE_BURSTEIN_BAKU')), '-p');
    expect(burstein.code).toBe(0);
    expect(run('--burstein', '--baku', join(cli.dir(), 'plain.trf'), '-p')).toEqual(burstein);
    expect(run('--dutch', join(cli.dir(), 'bbaku.trf'), '-p').code).toBe(3);
  });
});

describe('XXC rank: pairing numbers follow the order of the 001 lines (JaVaFo AUM, "Ranking id")', () => {
  it('a file listing players out of start-rank order pairs as the same file renumbered in line order, and answers in start ranks', () => {
    const lines = realText('javafo_aum_gros_r5.trf').split('\n');
    const players = lines.filter((l) => l.startsWith('001'));
    const header = lines.filter((l) => !l.startsWith('001') && l !== '');
    // Players without a FIDE rating go last (as the AUM's ranked sample does): positions differ from start ranks.
    const reordered = [...players.filter((l) => l.slice(48, 52).trim() !== '0'), ...players.filter((l) => l.slice(48, 52).trim() === '0')];
    const ranked = run('--dutch', '--rules', '2017', file('ranked.trf', [...header, 'XXC rank', ...reordered].join('\n') + '\n'), '-p');
    expect(ranked.code).toBe(0);
    // The same event with start ranks = line positions, paired without XXC rank, then mapped back.
    const position = new Map(reordered.map((l, i) => [Number(l.slice(4, 8)), i + 1] as const));
    const back = new Map([...position].map(([rank, pos]) => [pos, rank] as const));
    const renumber = (l: string): string => {
      let out = `${l.slice(0, 4)}${String(position.get(Number(l.slice(4, 8)))).padStart(4)}${l.slice(8, 91)}`;
      for (let c = 91; c < l.length; c += 10) {
        const opp = Number(l.slice(c, c + 4));
        out += `${opp > 0 ? String(position.get(opp)).padStart(4) : l.slice(c, c + 4)}${l.slice(c + 4, c + 10)}`;
      }
      return out;
    };
    const plain = run('--dutch', '--rules', '2017', file('renumbered.trf', [...header, ...reordered.map(renumber)].join('\n') + '\n'), '-p');
    expect(plain.code).toBe(0);
    const mapped = pairs(plain.stdout).map((p) => p.split(' ').map((n) => (n === '0' ? '0' : String(back.get(Number(n))))).join(' ')).sort();
    expect(pairs(ranked.stdout)).toEqual(mapped);
    // And it is not the pairing by start ranks: the line order matters.
    expect(pairs(ranked.stdout)).not.toEqual(pairs(realText('javafo_aum_gros_r5.expected')));
  });
});

describe('paths as bbpPairings resolves them', () => {
  it('-p NAME and -l NAME go beside the input; -l alone writes the input\'s name with .list; -g -o beside the config file', () => {
    const sub = join(cli.dir(), 'event');
    mkdirSync(sub, { recursive: true });
    copyFileSync(join(real, 'bbpPairings_issue_7.trf'), join(sub, 'issue7.trf'));
    expect(run('--dutch', join(sub, 'issue7.trf'), '-p', 'out.txt', '-l').code).toBe(0);
    expect(existsSync(join(sub, 'out.txt'))).toBe(true);
    expect(existsSync(join(cli.dir(), 'out.txt'))).toBe(false);
    expect(existsSync(join(sub, 'issue7.list'))).toBe(true);
    expect(run('--dutch', join(sub, 'issue7.trf'), '-c', '-l', 'check.txt').code).toBe(0);
    expect(readFileSync(join(sub, 'check.txt'), 'utf8')).toMatch(/^Round #1\n/);
    writeFileSync(join(sub, 'rtg.txt'), 'PlayersNumber=12\nRoundsNumber=3\n');
    expect(run('--dutch', '-g', join(sub, 'rtg.txt'), '-o', 'g.trf', '-s', '7', '-l').code).toBe(0);
    expect(existsSync(join(sub, 'g.trf'))).toBe(true);
    expect(existsSync(join(sub, 'g.list'))).toBe(true);
  });
});

describe('pairwise SYSTEM in.trf --rating-report and --standings (the FIDE rating report)', () => {
  it('--dutch --standings ranks a Dutch file (exit 0), and --rating-report writes those ranks in 86-89 with the header counted', () => {
    const input = join(cli.dir(), 'capo.trf');
    copyFileSync(join(real, 'javafo_aum_capo_d_orso_2012.trf'), input);
    const s = run('--dutch', input, '--standings');
    expect(s.code).toBe(0);
    const rankOf = new Map(s.stdout.trim().split('\n').slice(1).map((l) => l.split('\t')).map(([rank, start]) => [Number(start), Number(rank)]));
    const r = run('--dutch', input, '--rating-report', 'report.trf', '--format', 'trf26');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const text = readFileSync(join(cli.dir(), 'report.trf'), 'utf8');
    expect(text).toMatch(/\n062 84\n072 84\n/);
    for (const l of text.split('\n').filter((x) => x.startsWith('001'))) expect(Number(l.slice(85, 89))).toBe(rankOf.get(Number(l.slice(4, 8))));
    // The checker sees the same rounds in the report as in the file (JaVaFo paired two rounds otherwise: exit 1 for both).
    const check = (f: string) => { const c = run('--dutch', f, '-c'); return [c.code, c.stderr]; };
    expect(check(join(cli.dir(), 'report.trf'))).toEqual(check(input));
    expect(run('--dutch', input, '--rating-report', '--format', 'trf99').code).toBe(3);
  });
});
