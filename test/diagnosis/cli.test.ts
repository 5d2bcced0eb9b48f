import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { exitCodes, runCli } from '../../src/cli/run';

const fixture = (name: string): string => join(__dirname, '../fixtures/diagnosis', name);

/** Runs the CLI in-process on the diagnosis fixtures. */
const run = async (...argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    readFile: (p) => readFile(p, 'utf8'),
    writeFile: () => Promise.reject(new Error('no writes expected')),
    stdout: (s) => { stdout += s; },
    stderr: (s) => { stderr += s; },
  });
  return { code, stdout, stderr };
};

test('-p on an unpairable round: exit 1 (bbpPairings: no valid pairing), the players and the rule on stderr', async () => {
  const r = await run('--dutch', '--rules', '2017', fixture('odd_group.trf'), '-p');
  expect(r.code).toBe(exitCodes.noValidPairing);
  expect(r.code).toBe(1);
  expect(r.stdout).toBe('');
  expect(r.stderr).toContain('no valid pairing exists: Round 4 cannot be paired: Ann Lee (1), Bob Kay (2) and Cem Ora (3) can only be paired with one another, and they are an odd number, none of whom may have the bye.');
  expect(r.stderr).toContain('Already played each other (C.04.3 C1: no rematch): Ann Lee (1)–Dan Pym (4) (round 1)');
  expect(r.stderr).toContain('May not have the bye (C.04.3 C2: no second pairing-allocated bye): Ann Lee (1) (had it in round 3)');
});

test('Burstein: three players who all met, none of whom may have the bye', async () => {
  const r = await run('--burstein', fixture('three_all_met.trf'), '-p');
  expect(r.code).toBe(1);
  expect(r.stderr).toContain('Round 4 cannot be paired: Ann Lee (1) cannot be paired with anybody and may not have the bye. ' +
    'Already played each other (C.04.3 C1: no rematch): Ann Lee (1)–Bob Kay (2) (round 1); Ann Lee (1)–Cem Ora (3) (round 2). ' +
    'May not have the bye (C.04.3 C2: no second pairing-allocated bye): Ann Lee (1) (had it in round 3).');
});

test('the 2026 Dutch rules refuse the odd-group event too: a second PAB is never given (C.04.3 C2)', async () => {
  const r = await run('--dutch', fixture('odd_group.trf'), '-p');
  expect(r.code).toBe(1);
  expect(r.stdout).toBe('');
  expect(r.stderr).toContain('May not have the bye (C.04.3 C2: no second pairing-allocated bye): Ann Lee (1) (had it in round 3)');
});
