import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCli } from './builtCli';

/** `pairwise --dutch [--rules 2017] [--baku] in.trf -p` through the built CLI. */
const { run } = builtCli('dutch-cli');
const fixture = (name: string) => join(__dirname, '../fixtures/dutch', name);


const pairs = (out: string) => out.trim().split('\n').slice(1).sort();

describe('pairwise --dutch', () => {
  it('pairs round 1 of a 28-player event as bbpPairings did, and --baku pairs group A against itself instead', () => {
    const plain = run('--dutch', fixture('p028_r09_r01.trf'), '-p');
    expect(plain.code).toBe(0);
    expect(pairs(plain.stdout)).toEqual(pairs(readFileSync(fixture('p028_r09_r01.expected'), 'utf8')));

    const baku = run('--dutch', '--baku', fixture('p028_r09_r01.trf'), '-p');
    expect(baku.code).toBe(0);
    const boards = pairs(baku.stdout).map((l) => l.split(' ').map(Number));
    // Everyone plays exactly once ...
    expect(boards.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    // ... and C.04.5.1 group A (the top 2·⌈28/4⌉ = 14) is paired within itself in round 1.
    for (const [w, b] of boards) expect((w! <= 14) === (b! <= 14)).toBe(true);
  });
});
