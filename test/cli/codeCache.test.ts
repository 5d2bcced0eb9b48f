import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliBundlesInto } from './builtCli';
import { codeCacheDir, codeCacheFile } from '../../src/cli/codeCache';

/**
 * The command's code cache (codeCache.ts): the program compiled by an earlier run is used by the
 * next, a cache that is not this program's is never used, and the answer is the same either way.
 */
const round = join(__dirname, '../fixtures/dutch/bench/dutch_p0100_r11_r11.trf');
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pairwise-code-cache-'));
  await cliBundlesInto(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pair = (cache: string) => {
  const r = spawnSync(process.execPath, [join(dir, 'pairwise.mjs'), '--dutch', round, '-p'], { encoding: 'utf8', env: { ...process.env, PAIRWISE_CODE_CACHE: cache } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const cacheFiles = (cache: string): string[] => (existsSync(cache) ? readdirSync(cache) : []);

describe('the command line’s code cache', () => {
  it('is kept by the first run and used, unchanged, by the next, with the same pairing', () => {
    const cache = join(dir, 'kept');
    const off = pair('off');
    expect(off.code).toBe(0);
    expect(off.stdout.split('\n')[0]).toBe('50');
    const first = pair(cache);
    expect(first).toEqual(off);
    const files = cacheFiles(cache);
    expect(files).toHaveLength(1);
    const file = join(cache, files[0]!);
    const kept = readFileSync(file);
    const written = statSync(file).mtimeMs;
    expect(kept.length).toBeGreaterThan(100_000); // the functions the run compiled, not just the top level
    expect(pair(cache)).toEqual(off);
    // Accepted: a rejected cache would have been written again.
    expect(statSync(file).mtimeMs).toBe(written);
    expect(readFileSync(file).equals(kept)).toBe(true);
    expect(cacheFiles(cache)).toEqual(files);
  });

  it('grows to what the commands use: a pairing after `-r` adds the pairing code', () => {
    const cache = join(dir, 'grown');
    const run = (...args: string[]) => spawnSync(process.execPath, [join(dir, 'pairwise.mjs'), ...args], { encoding: 'utf8', env: { ...process.env, PAIRWISE_CODE_CACHE: cache } });
    expect(run('-r').status).toBe(0);
    const file = join(cache, cacheFiles(cache)[0]!);
    const top = readFileSync(file).length;
    expect(run('-r').status).toBe(0);
    expect(readFileSync(file).length).toBe(top); // nothing new: not written again
    expect(pair(cache)).toEqual(pair('off'));
    expect(readFileSync(file).length).toBeGreaterThan(top + 50_000);
    expect(cacheFiles(cache)).toHaveLength(1);
  });

  it('does not use a file that is not V8’s cache of this program: the run pairs as before and replaces it', () => {
    const cache = join(dir, 'damaged');
    const reference = pair('off');
    expect(pair(cache)).toEqual(reference);
    const file = join(cache, cacheFiles(cache)[0]!);
    const garbage = Buffer.alloc(4096, 0x5a);
    writeFileSync(file, garbage);
    expect(pair(cache)).toEqual(reference);
    expect(readFileSync(file).equals(garbage)).toBe(false);
    expect(readFileSync(file).length).toBeGreaterThan(100_000);
  });

  it('pairs as usual, and ends, where its folder cannot be made', () => {
    const reference = pair('off');
    // Under a file (ENOTDIR), and under /proc, where Node's recursive mkdir never returned.
    const places = [join(dir, 'pairwise.mjs', 'cache'), ...(existsSync('/proc/self') ? ['/proc/pairwise-code-cache/x'] : [])];
    for (const place of places) {
      const r = spawnSync(process.execPath, [join(dir, 'pairwise.mjs'), '--dutch', round, '-p'], { encoding: 'utf8', timeout: 30_000, env: { ...process.env, PAIRWISE_CODE_CACHE: place } });
      expect({ code: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual(reference);
    }
  });

  it('writes nothing with PAIRWISE_CODE_CACHE=off', () => {
    const before = readdirSync(dir).sort();
    expect(pair('off').code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(before);
  });

  it('names the cache by the program’s text, not its length (V8 checks only the length)', () => {
    const a = codeCacheFile('/c', 'const x = 1;');
    expect(codeCacheFile('/c', 'const x = 1;')).toBe(a);
    expect(codeCacheFile('/c', 'const y = 1;')).not.toBe(a);
  });

  it('lives in the user’s own cache folder unless told otherwise', () => {
    expect(codeCacheDir({ PAIRWISE_CODE_CACHE: 'off' })).toBeNull();
    expect(codeCacheDir({ PAIRWISE_CODE_CACHE: '/tmp/mine' })).toBe('/tmp/mine');
    expect(codeCacheDir({ XDG_CACHE_HOME: '/home/ann/.cache' })).toBe(join('/home/ann/.cache', 'pairwise', 'code'));
    expect(codeCacheDir({ LOCALAPPDATA: 'C:\\Users\\ann\\AppData\\Local' })).toBe(join('C:\\Users\\ann\\AppData\\Local', 'pairwise', 'code'));
  });
});
