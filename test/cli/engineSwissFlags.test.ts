import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCli } from './builtCli';

/** `--engine-swiss` with GamesPerMatch and SeedGroupCount from the command line (built CLI). */
const cli = builtCli('engine-cli');
const { run } = cli;



describe('pairwise --engine-swiss --games-per-match --seed-groups', () => {
  it('pairs with 2 seed groups: -g then -c agree round by round with the same flags, and seed groups change round 1', () => {
    const config = join(cli.dir(), 'rtg.txt');
    writeFileSync(config, 'PlayersNumber=10\nRoundsNumber=4\nDrawPercentage=50\n');
    const file = join(cli.dir(), 'e.trf');
    const flags = ['--engine-swiss', '--games-per-match', '2', '--seed-groups', '2'];
    expect(run(...flags, '-g', config, '-o', file, '-s', '3')).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(run(...flags, file, '-c')).toEqual({ code: 0, stdout: [1, 2, 3, 4].map((k) => `${file}: Round #${k}\n`).join(''), stderr: '' });
    // The file's 192 CUSTOM_SWISS + PWS record says the settings: -c without the flags reads them
    // from the file; a flag that contradicts them is refused (exit 3), as bbpPairings refuses a
    // system flag the file contradicts.
    expect(run('--engine-swiss', file, '-c').code).toBe(0);
    const contradicted = run('--engine-swiss', '--seed-groups', '3', file, '-c');
    expect(contradicted.code).toBe(3);
    expect(contradicted.stderr).toMatch(/PWS record \(line \d+\) says .*contradicts the command line/);
    // Without the PWS line the flags decide, and one seed group disagrees somewhere: the flag reaches the pairing.
    const bare = join(cli.dir(), 'e-bare.trf');
    writeFileSync(bare, readFileSync(file, 'utf8').split('\n').filter((l) => !l.startsWith('PWS') && !l.startsWith('192')).join('\n'));
    expect(run('--engine-swiss', bare, '-c').code).toBe(1);
  });

  it('refuses an odd GamesPerMatch and a seed group count below 1 (exit 3)', () => {
    const file = join(cli.dir(), 'x.trf');
    writeFileSync(file, '012 x\n');
    const odd = run('--engine-swiss', '--games-per-match', '3', file, '-p');
    expect(odd.code).toBe(3);
    expect(odd.stderr).toContain('--games-per-match takes an even number');
    const groups = run('--engine-swiss', '--seed-groups', '0', file, '-p');
    expect(groups.code).toBe(3);
    expect(groups.stderr).toContain('--seed-groups takes a whole number');
  });
});
