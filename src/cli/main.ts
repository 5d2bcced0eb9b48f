import { readFile, writeFile } from 'node:fs/promises';
import { runCli, version } from './run';

const args = process.argv.slice(2);
if (args[0] === 'hub') {
  // The venue hub is its own bundle beside this one (dist/cli/hub.mjs), loaded only for this verb,
  // so a pairing run does not load the sync server.
  const hub = new URL('./hub.mjs', import.meta.url).href;
  const { runHub } = (await import(hub)) as typeof import('./hub/main');
  process.exitCode = await runHub(args.slice(1), version.replace(/^pairwise /, ''));
} else {
  /** The `pairwise` command (bbpPairings-compatible syntax); see run.ts for the grammar and exit codes. */
  process.exitCode = await runCli(args, {
    readFile: (path) => readFile(path, 'utf8'),
    writeFile: (path, text) => writeFile(path, text, 'utf8'),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
