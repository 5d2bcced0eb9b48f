import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { exitCodes, runCli } from '../../src/cli/run';

/** A 14-player Dutch event of the reference corpus, four rounds played (bbpPairings' own output). */
const event = join(__dirname, '../fixtures/dutch/mix1_p014_r07_r04.trf');

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

test('--explain ROUND BOARD: the board with start ranks, the score group, the colour rule, the alternatives (exit 0)', async () => {
  const r = await run('--dutch', event, '--explain', '3', '2');
  expect(r.code).toBe(exitCodes.ok);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe([
    'Round 3, board 2: Test0008 Player0008 (8) - Test0011 Player0011 (11)',
    'Test0008 Player0008 and Test0011 Player0011 both have 1½ points: they are paired inside the 1½-point group, and neither floated.',
    'Colours: both are due Black; Test0011 Player0011 strongly prefers Black, the stronger claim, so Test0011 Player0011 gets Black (C.04.3 E.2).',
    'Instead:',
    '  Pairing Test0008 Player0008 with Test0004 Player0004 instead would leave 1 more player without the colour they strongly prefer in the 1½-point group (C.04.3 C13).',
    '',
  ].join('\n'));
});

test('--explain ROUND alone: the pairing-allocated bye, with the players of its score group who could have had it', async () => {
  const r = await run('--dutch', event, '--explain', '3');
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('Round 3, pairing-allocated bye: Test0007 Player0007 (7)');
  expect(r.stdout).toContain('Giving the bye to Test0006 Player0006 instead would give the bye to a player who has played fewer games (C.04.3 C9).');
});

test('--explain ROUND pPLAYER OTHER: a named opponent, under the 2017 numbering with --rules 2017', async () => {
  const r = await run('--dutch', event, '--explain', '2', 'p9', '1');
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('Pairing Test0009 Player0009 with Test0001 Player0001 instead would leave 2 more players to float down from the 1-point group (C.04.3 C6).');
  const old = await run('--dutch', '--rules', '2017', event, '--explain', '2', 'p9', 'p1');
  expect(old.code).toBe(0);
  expect(old.stdout).toContain('Pairing Test0009 Player0009 with Test0001 Player0001 instead would leave 2 more players to float down from the 1-point group (C.04.3 (2017) C5).');
});

test('--explain refuses what it cannot answer: a round not paired, a board or start rank that does not exist, no round (exit 3)', async () => {
  for (const args of [['9'], ['3', '12'], ['3', 'p40'], [], ['3', '2', '5']]) {
    const r = await run('--dutch', event, '--explain', ...args);
    expect(r.code, args.join(' ')).toBe(exitCodes.invalidRequest);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toBe('');
  }
  expect((await run('--dutch', join(__dirname, 'missing.trf'), '--explain', '1')).code).toBe(exitCodes.fileError);
});

test('--explain for single-sided Swiss: the board by its cost terms, the sides rule, the alternatives re-solved (exit 0)', async () => {
  // A 13-player single-sided event of the SASS reference corpus, six rounds played.
  const sass = join(__dirname, '../fixtures/sass/p13_r6_s901_f2/p13_r6_s901_f2_final.trf');
  const r = await run('--sass', sass, '--explain', '4', '2');
  expect(r.code).toBe(exitCodes.ok);
  expect(r.stdout).toContain('Round 4, board 2: Runner 010 (10) - Runner 007 (7)\n');
  expect(r.stdout).toContain('Runner 010 (9 points) and Runner 007 (6 points) cost 2 as a pair: 2 for the score gap, no side imbalance.\n');
  expect(r.stdout).toContain('The whole round costs 6 (6 for score gaps).\n');
  expect(r.stdout).toContain('Runner 010 is the Corp and Runner 007 the Runner: Runner 007 has played the Corp side more often than Runner 010, and the one who has corped more runs (Single Sided Swiss: How it Works, Side Selection).');
  expect(r.stdout).toContain('  Pairing Runner 010 with Runner 004 instead would make the round cost 8 instead of 6: 2 more, all for the bye.\n');
});

test('--explain for TCEC Swiss: the step that placed the pair and the bye, quoting the wiki (exit 0)', async () => {
  // An 11-engine single-round TCEC event of the reference data.
  const tcec = join(__dirname, '../fixtures/tcec/tcec_single/p11_r9_s901/p11_r9_s901_final.trf');
  const board = await run('--tcec', tcec, '--explain', '5', '3');
  expect(board.code).toBe(exitCodes.ok);
  expect(board.stdout).toContain('STEP 4 placed this pair (pair 3 formed): "Pick the first unpaired player by the pairing order. Mark the player as paired. This player is called the first-of-pair." When it was formed, Engine 008 was the first unpaired player.\n');
  expect(board.stdout).toContain('Colours, STEP 5: "In case the difference equals, then the player with the higher score gets the black pieces."');
  const bye = await run('--tcec', tcec, '--explain', '5');
  expect(bye.stdout).toContain('Engine 001 (No. 10 in the pairing order: 1½ points, seed 7) is the bottom player of that order, with 0 byes received so far.\n');
});

test('--explain for engine Swiss: the step of the "Swiss Mode" pairing algorithm that placed the pair, and the bye (exit 0)', async () => {
  // Seven engines, four rounds of two-game matches (made by the generator: test/fixtures/engine-swiss/README.md).
  const engines = join(__dirname, '../fixtures/engine-swiss/p7_r4_s5.trf');
  const board = await run('--engine-swiss', engines, '--explain', '4', '3');
  expect(board.code).toBe(exitCodes.ok);
  expect(board.stderr).toBe('');
  expect(board.stdout).toBe([
    'Round 4, board 3: Player 0007 (7) - Player 0004 (4)',
    'Main Path: "Group players by current score (highest to lowest)." "Sort within each group by seed (strongest first)." Player 0004 (3 points, seed 4) and Player 0007 (3 points, seed 7) are paired in the 3-point group.',
    '"Split each group into top-half and bottom-half." "Pair top-half vs bottom-half (1st vs middle, 2nd vs middle+1, etc.).": Player 0004 is No. 2 of the top half and Player 0007 No. 2 of the bottom half.',
    'Player 0007 has White in the first game; the colours swap after each game of the match ("Each pairing is played as a two-game match (same opening, colors swapped)"). Both have opened 1 match with White, so the lower seed opens in an even round.',
    '',
  ].join('\n'));
  const bye = await run('--engine-swiss', engines, '--explain', '3');
  expect(bye.code).toBe(exitCodes.ok);
  expect(bye.stdout).toContain('Round 3, pairing-allocated bye: Player 0005 (5)\n');
  expect(bye.stdout).toContain('Player 0005 (1½ points, seed 5) comes first in that order.\n');
  expect(bye.stdout).toContain('  Player 0002 has the same points and a stronger seed (2): "Weakest among ties: If multiple players share the lowest score, the one with the highest seed number (lowest rating) receives the bye."\n');
  const missing = await run('--engine-swiss', engines, '--explain', '9');
  expect(missing.code).toBe(exitCodes.invalidRequest);
  expect(missing.stderr).toContain('round 9 has not been paired (rounds paired: 4)');
});
