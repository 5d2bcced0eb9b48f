import { readFile, writeFile } from 'node:fs/promises';
import { runCli } from './run';

/** The `pairwise` command (bbpPairings-compatible syntax); see run.ts for the grammar and exit codes. */
const code = await runCli(process.argv.slice(2), {
  readFile: (path) => readFile(path, 'utf8'),
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exitCode = code;
