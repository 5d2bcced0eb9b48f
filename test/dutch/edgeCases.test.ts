import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/run';

/*
 * Small Dutch 2026 fields where no valid pairing exists, or where the choice of the
 * pairing-allocated bye is subtle (test/fixtures/dutch-edge, copied from ../shared/corpus/dutch-edge;
 * bbpPairings 6.0's `-c` and `-p` answers beside each file).
 */
const dir = join(__dirname, '..', 'fixtures', 'dutch-edge');

const run = async (...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    readFile: (p) => Promise.resolve(readFileSync(join(dir, p), 'utf8')),
    writeFile: () => Promise.reject(new Error('no writes here')),
    stdout: (x) => { stdout += x; },
    stderr: (x) => { stderr += x; },
  });
  return { code, stdout, stderr };
};

describe('Dutch 2026 edge cases, as bbpPairings 6.0 answers them', () => {
  const checked = readdirSync(dir).filter((f) => f.endsWith('.bbp-check.txt')).map((f) => f.replace('.bbp-check.txt', ''));

  test.each(checked)('%s: -c reports the rounds bbpPairings reports, in its words', async (name) => {
    const got = await run('--dutch', `${name}.trf`, '-c');
    // bbpPairings prefixes each round with the tournament's name; Pairwise with the file's.
    const expected = readFileSync(join(dir, `${name}.bbp-check.txt`), 'utf8').replace(/\r\n?/g, '\n');
    expect(got.stdout.replaceAll(`${name}.trf:`, `${name}:`).trim()).toBe(expected.trim());
    // Unpairable rounds (a second PAB would be needed) are reported, never accepted.
    expect(got.code).toBe(1);
    expect(expected).toContain('No valid pairing exists');
  });

  test('a round that needs a second PAB is not paired: exit 1, naming every player and why', async () => {
    // rnd60 before round 4 (its first three rounds as played): five players, each of whom already
    // had the PAB or won without playing (C.04.3 C2).
    const got = await run('--dutch', 'rnd60_p5_r5_s32061_s70091_r04.trf', '-p');
    expect(got.code).toBe(1);
    expect(got.stdout).toBe('');
    expect(got.stderr).toContain('Round 4 cannot be paired: the number of players is odd and nobody may have the bye');
    for (const who of ['Player 0001 (1) (had it in round 3)', 'Player 0004 (4) (had it in round 2)', 'Player 0005 (5) (had it in round 1)']) {
      expect(got.stderr).toContain(who);
    }
    expect(got.stderr).toMatch(/no bye after a win without playing\): Player 0002 \(2\) \(won without playing in rounds 1, 3\); Player 0003 \(3\)/);
  });

  test('C9: with a PAB worth 0, the bye goes to the candidate with the fewest unplayed games (7, not 4)', async () => {
    // Players 4, 5 and 7 are on 1.5; 4 lost round 4 by forfeit. The 1.5 bracket sends exactly one
    // player down, who ends with the bye, so C.04.3 C9 ("minimise the number of unplayed games of
    // the PAB assignee") applies there: 4 pairs with 11 and 7 (four games played) gets the bye.
    const got = await run('--dutch', 'pab0_bye_choice_r5.trf', '-p');
    expect(got.code).toBe(0);
    const lines = (text: string): string[] => text.trim().split(/\r?\n/).map((l) => l.trim().split(/\s+/).join(' '));
    const expected = lines(readFileSync(join(dir, 'pab0_bye_choice_r5.expected'), 'utf8'));
    expect(lines(got.stdout)[0]).toBe(expected[0]);
    expect(lines(got.stdout).slice(1).sort()).toEqual(expected.slice(1).sort());
  });

  test('virtual points (XXA) for a round past the last one are refused, naming the line and column', async () => {
    const text = readFileSync(join(dir, 'pab0_bye_choice_r5.trf'), 'utf8').replace(/\r\n?/g, '\n').replace('XXR 10', 'XXR 10\nXXA    1  1.0  1.0  0.0  0.0  0.0  0.0  0.0  0.0  0.0  0.0  1.0');
    let stderr = '';
    const code = await runCli(['--dutch', 'x.trf', '-p'], {
      readFile: () => Promise.resolve(text),
      writeFile: () => Promise.reject(new Error('no writes here')),
      stdout: () => {},
      stderr: (x) => { stderr += x; },
    });
    expect(code).toBe(3);
    expect(stderr).toMatch(/line 14, column 60: XXA gives virtual points for round 11, but the tournament has 10 rounds/);
  });
});
