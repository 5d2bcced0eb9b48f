import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { runCli, version } from './run';

/** The venue hub: a bundle of its own (dist/cli/hub.mjs), loaded only for `pairwise hub`. */
export type LoadHub = () => Promise<typeof import('./hub/main')>;
/** The online relay: a bundle of its own (dist/cli/relay.mjs), loaded only for `pairwise relay`. */
export type LoadRelay = () => Promise<typeof import('./relay/main')>;

/**
 * The `pairwise` program (dist/cli/pairwise.cjs, started by launch.ts): `hub` starts the venue hub,
 * `relay` the online relay,
 * anything else is the bbpPairings-compatible command (run.ts: the grammar and the exit codes).
 * Resolves to the exit code; it sets nothing on `process` itself.
 */
export const main = async (args: readonly string[], loadHub: LoadHub, loadRelay?: LoadRelay): Promise<number> => {
  if (args[0] === 'hub') {
    const { runHub } = await loadHub();
    return runHub(args.slice(1), version.replace(/^pairwise /, ''));
  }
  if (args[0] === 'list') {
    const { runList } = await import('./list');
    return runList(args.slice(1), (t) => process.stdout.write(t), (t) => process.stderr.write(t));
  }
  if (args[0] === 'relay' && loadRelay) {
    const { runRelay } = await loadRelay();
    return runRelay(args.slice(1), version.replace(/^pairwise /, ''));
  }
  return runCli(args, {
    readFile: (path) => readFile(path, 'utf8'),
    writeFile: (path, text) => writeFile(path, text, 'utf8'),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    makeDir: async (path) => { await mkdir(path, { recursive: true }); },
    writeBytes: (path, bytes) => writeFile(path, bytes),
  });
};
