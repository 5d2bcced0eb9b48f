import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';

/**
 * Where the compiled program is kept between runs: `PAIRWISE_CODE_CACHE` (a folder, or `off`), else
 * the user's cache folder (`$XDG_CACHE_HOME`, `%LOCALAPPDATA%`, `~/.cache`), never a shared one: a
 * code cache is code the next run executes, so it lives where only its user writes.
 */
export const codeCacheDir = (env: NodeJS.ProcessEnv = process.env): string | null => {
  const chosen = env.PAIRWISE_CODE_CACHE;
  if (chosen === 'off') return null;
  if (chosen !== undefined && chosen !== '') return chosen;
  const base = env.XDG_CACHE_HOME || env.LOCALAPPDATA || join(homedir(), '.cache');
  return join(base, 'pairwise', 'code');
};

/**
 * The cache file of one program text on one Node: V8 accepts a code cache whose source has the
 * same length (it does not hash the text), so the name carries a hash of the text itself, and of
 * the Node version and architecture (another Node's cache would only be rejected, and rewritten).
 */
export const codeCacheFile = (dir: string, source: string): string =>
  join(dir, `${createHash('sha256').update(source).update(`\0${process.version}\0${process.arch}`).digest('hex').slice(0, 40)}.v8`);

type CommonJsWrapper = (exports: object, require: NodeJS.Require, module: { exports: object }, filename: string, dirname: string) => void;

/**
 * Runs a CommonJS bundle as `require` would, but compiled from V8's code cache when one is kept for
 * exactly this text. Node 20 has no compile cache of its own (`module.enableCompileCache` came in
 * Node 22), and compiling the 0.5 MB program, then each function it calls on first use, took
 * 50-100 ms of every run.
 *
 * V8 compiles a function when it is first called, and its cache holds the functions compiled when
 * the cache is made: the top level and what the run used. So the cache is made at exit (3-7 ms),
 * and kept when there was none or when it holds more than the one read (the functions read from a
 * cache count as compiled, so it grows to what the commands used: `-r` first, then a pairing, then
 * another system). It is written under a temporary name, then renamed, so concurrent runs never read
 * half a file. A cache that cannot be read or written is simply not used.
 */
export const requireWithCodeCache = (file: string, cacheDir: string | null): unknown => {
  const source = readFileSync(file, 'utf8');
  const cacheFile = cacheDir === null ? null : codeCacheFile(cacheDir, source);
  let cachedData: Buffer | undefined;
  if (cacheFile !== null) {
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, cachedData });
  if (cacheFile !== null) {
    const was = cachedData !== undefined && script.cachedDataRejected !== true ? cachedData.length : 0;
    process.once('exit', () => keep(cacheFile, script, was));
  }
  const module = { exports: {} };
  (script.runInThisContext() as CommonJsWrapper)(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
};

/**
 * Writes the script's cache unless the one read (`was` bytes, 0 if none was usable) holds nearly as
 * much: a few small functions are not worth a write.
 */
const keep = (cacheFile: string, script: Script, was: number): void => {
  const partial = `${cacheFile}.${process.pid}`;
  try {
    const data = script.createCachedData();
    if (was > 0 && data.length < was + Math.max(4096, was / 100)) return;
    makeFolder(dirname(cacheFile));
    writeFileSync(partial, data);
    renameSync(partial, cacheFile);
  } catch {
    try {
      rmSync(partial, { force: true });
    } catch {
      // No folder, so nothing was written.
    }
  }
};

/**
 * `mkdir -p` a few levels deep, by hand: Node 20's `mkdirSync(…, { recursive: true })` loops for
 * ever where mkdir says ENOENT though the parent exists (a folder asked for under /proc), and a
 * cache must never keep the command from ending.
 */
const makeFolder = (dir: string, depth = 0): void => {
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'ENOENT' || depth >= 8 || dirname(dir) === dir) throw e;
    makeFolder(dirname(dir), depth + 1);
    mkdirSync(dir, { mode: 0o700 });
  }
};
