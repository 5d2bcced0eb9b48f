import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeCacheDir, requireWithCodeCache } from './codeCache';
import type * as Program from './main';

/**
 * The `pairwise` command as installed (dist/cli/pairwise.mjs, package.json `bin`): a few lines that
 * start the program bundle beside it (pairwise.cjs) from V8's code cache, then hand it the
 * arguments. The venue hub stays a bundle of its own, imported only for `pairwise hub`.
 */
const here = dirname(fileURLToPath(import.meta.url));
const program = requireWithCodeCache(join(here, 'pairwise.cjs'), codeCacheDir()) as typeof Program;
const loadHub: Program.LoadHub = () => import(new URL('./hub.mjs', import.meta.url).href);
const loadRelay: Program.LoadRelay = () => import(new URL('./relay.mjs', import.meta.url).href);
process.exitCode = await program.main(process.argv.slice(2), loadHub, loadRelay);
