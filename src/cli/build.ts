import { build } from 'esbuild';
import type { LogLevel } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one description of how the command line is bundled, for `npm run build:cli` and for every
 * test and bench that runs it as a whole process: into `outdir`,
 *   - pairwise.mjs: the launcher (launch.ts), the package's `bin`;
 *   - pairwise.cjs: the program and the pairing core, CommonJS so the launcher can compile it
 *     through V8's code cache (a `vm.Script`; Node 20 has no such cache for ES modules);
 *   - hub.mjs: the venue hub, its packages left to node_modules;
 *   - relay.mjs: the online relay (its packages left to node_modules too), and relay-page.js, the
 *     public event page's script it serves (src/publicPage, for browsers: every package bundled).
 */
export const buildCli = async (outdir: string, logLevel: LogLevel = 'warning'): Promise<void> => {
  const common = { bundle: true, platform: 'node', target: 'node20', logLevel } as const;
  const src = fileURLToPath(new URL('.', import.meta.url));
  await Promise.all([
    build({ ...common, entryPoints: [join(src, 'main.ts')], format: 'cjs', outfile: join(outdir, 'pairwise.cjs') }),
    build({ ...common, entryPoints: [join(src, 'launch.ts')], format: 'esm', outfile: join(outdir, 'pairwise.mjs'), banner: { js: '#!/usr/bin/env node' } }),
    build({ ...common, entryPoints: [join(src, 'hub', 'main.ts')], format: 'esm', outfile: join(outdir, 'hub.mjs'), packages: 'external' }),
    build({ ...common, entryPoints: [join(src, 'relay', 'main.ts')], format: 'esm', outfile: join(outdir, 'relay.mjs'), packages: 'external' }),
    build({
      bundle: true, logLevel, entryPoints: [join(src, '..', 'publicPage', 'main.ts')], format: 'esm', platform: 'browser',
      target: 'es2022', minify: true, outfile: join(outdir, 'relay-page.js'),
    }),
  ]);
};

// `tsx src/cli/build.ts [outdir]` (npm run build:cli).
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli(process.argv[2] ?? 'dist/cli');
