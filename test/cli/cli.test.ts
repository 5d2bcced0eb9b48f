import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliBundlesInto } from './builtCli';

/**
 * The built `pairwise` command, bundled as `npm run build:cli` bundles it (`buildCli`), then run as
 * a child process.
 */
const fixtures = join(__dirname, '../fixtures/tcec');
let dir = '';
let cli = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pairwise-cli-'));
  cli = join(dir, 'pairwise.mjs');
  await cliBundlesInto(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', cwd: dir, env: { ...process.env, PAIRWISE_CODE_CACHE: join(dir, 'code-cache') } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const fixture = (path: string): string => join(fixtures, path);

describe('pairwise --tcec (built CLI)', () => {
  it('prints the next round: count, pairs in playing order, the bye as "P 0" (exit 0)', () => {
    const r = run('--tcec', fixture('tcec_single/p11_r9_s901/p11_r9_s901_r5.trf'), '-p');
    expect(r).toEqual({ code: 0, stdout: '6\n5 10\n9 8\n4 2\n11 6\n3 1\n7 0\n', stderr: '' });
  });

  it('pairs double rounds with --double and writes the output file when one is named', () => {
    const out = join(dir, 'pairs.txt');
    const r = run('--tcec', '--double', fixture('tcec_double/p9_r9_s901/p9_r9_s901_r4.trf'), '-p', out);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const expected = readFileSync(fixture('tcec_double/p9_r9_s901/p9_r9_s901_r4.expected'), 'utf8');
    expect(readFileSync(out, 'utf8')).toBe(`5\n${expected}`);
  });

  it('prints the TCEC standings: rank, start rank, name, score, byes, black games, SB', () => {
    const r = run('--tcec', fixture('tcec_single/p11_r9_s901/p11_r9_s901_final.trf'), '--standings');
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('#rank\tstart\tname\tscore\tBYES\tBPG\tSB');
    expect(lines).toHaveLength(12);
    expect(lines[1]).toBe('1\t1\tEngine 010\t7.5\t0\t4\t35.25');
  });

  it('refuses FIDE standings by a rating-based tie-break (record 202) with an unrated player, naming C.07 Article 10 (exit 3)', () => {
    const text = readFileSync(fixture('tcec_single/p11_r9_s901/p11_r9_s901_final.trf'), 'utf8');
    // Player 11 unrated (rating columns 49-52 blank); the file asks for ARO, which a TRF cannot give a rating for unrated players.
    const lines = text.split('\n').map((l) => (l.startsWith('001   11') ? `${l.slice(0, 48)}    ${l.slice(52)}` : l));
    const file = join(dir, 'unrated.trf');
    writeFileSync(file, `${lines.join('\n').trimEnd()}\n202 ARO\n`);
    const r = run('--dutch', file, '--standings');
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/ARO cannot be used: .*\(11\) is unrated.*C\.07 Article 10/);
  });

  it('exit 3 for a malformed TRF or an invalid request, with the reason on stderr', () => {
    const bad = join(dir, 'bad.trf');
    writeFileSync(bad, '001    1      Engine 1                          3600                             0.0    1    7 q 1\n');
    const r = run('--tcec', bad, '-p');
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/invalid TRF, line 1/);
    expect(run('--tcec', '--no-such-option', bad, '-p').code).toBe(3);
    expect(run(bad, '-p').code).toBe(3);
  });

  it('exit 5 when the input file cannot be read', () => {
    const r = run('--tcec', join(dir, 'missing.trf'), '-p');
    expect(r.code).toBe(5);
    expect(r.stderr).toMatch(/cannot read/);
  });

  it('exit 1 when no valid pairing exists', () => {
    // 1 and 2 have two more White games each and 3, 4 are absent (Z) in round 3.
    const trf = [
      '012 colour deadlock',
      'XXR 5',
      '001    1      Engine 1                          3600                             1.0    1     3 w =     4 w =  0000 - Z',
      '001    2      Engine 2                          3500                             1.0    2     4 w =     3 w =  0000 - Z',
      '001    3      Engine 3                          3400                             1.0    3     1 b =     2 b =  0000 - Z',
      '001    4      Engine 4                          3300                             1.0    4     2 b =     1 b =  0000 - Z',
    ];
    // Only 3 and 4 are absent: 1 and 2 cannot meet (|WGD + WGD| = 4).
    const file = join(dir, 'deadlock.trf');
    writeFileSync(file, `${trf.map((l, i) => (i === 2 || i === 3 ? l.replace('  0000 - Z', '') : l)).join('\n')}\n`);
    const r = run('--tcec', file, '-p');
    expect(r.stderr).toMatch(/no valid pairing/);
    expect(r.code).toBe(1);
  });

  it('-c re-pairs every round and reports agreement', () => {
    const r = run('--tcec', fixture('tcec_single/p8_r7_s901/p8_r7_s901_final.trf'), '-c');
    const file = fixture('tcec_single/p8_r7_s901/p8_r7_s901_final.trf');
    expect(r).toEqual({ code: 0, stdout: [1, 2, 3, 4, 5, 6, 7].map((k) => `${file}: Round #${k}\n`).join(''), stderr: '' });
  });

  it('-g generates a random TCEC event reproducible from -s, which -c then confirms round by round', () => {
    const config = join(dir, 'rtg.txt');
    writeFileSync(config, 'PlayersNumber=11\nRoundsNumber=7\nDrawPercentage=40\n');
    const [a, b] = [join(dir, 'a.trf'), join(dir, 'b.trf')];
    expect(run('--tcec', '-g', config, '-o', a, '-s', '7')).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(run('--tcec', '-g', config, '-o', b, '-s', '7').code).toBe(0);
    const text = readFileSync(a, 'utf8');
    expect(readFileSync(b, 'utf8')).toBe(text);
    expect(text.split('\n').filter((l) => l.startsWith('001'))).toHaveLength(11);
    expect(text).toContain('XXR 7');
    expect(run('--tcec', a, '-c')).toEqual({ code: 0, stdout: [1, 2, 3, 4, 5, 6, 7].map((k) => `${a}: Round #${k}\n`).join(''), stderr: '' });
    writeFileSync(config, 'Players=11\n');
    expect(run('--tcec', '-g', config, '-o', a).code).toBe(3);
  });

  it('-g that reaches a round no valid pairing exists for stops there: exit 1 with the diagnosis, the rounds so far written', () => {
    // Five players, many forfeits: by round 4 everybody had the PAB or won without playing (C.04.3 C2).
    const config = join(dir, 'tiny.txt');
    writeFileSync(config, 'PlayersNumber=5\nRoundsNumber=5\nForfeitRate=3\nRetiredRate=1000\nHalfPointByeRate=1000\nDrawPercentage=30\n');
    const out = join(dir, 'tiny.trf');
    const r = run('--dutch', '-g', config, '-o', out, '-s', '1');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no valid pairing exists: Round 4 cannot be paired: the number of players is odd and nobody may have the bye/);
    const text = readFileSync(out, 'utf8');
    // bbpPairings writes the rounds it meant to play in a 142 line when it stops early.
    expect(text).toContain('142 5');
    // Three rounds, each of which the checker accepts; none gives anybody a second PAB.
    expect(run('--dutch', out, '-c')).toEqual({ code: 0, stdout: [1, 2, 3].map((k) => `${out}: Round #${k}\n`).join(''), stderr: '' });
    for (const line of text.split('\n').filter((l) => l.startsWith('001'))) expect(line.match(/0000 - U/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});
