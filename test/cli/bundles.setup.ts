import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildCli } from '../../src/cli/build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding this run's CLI bundles (test/cli/builtCli.ts `cliBundlesInto` copies them). */
    cliBundles: string;
  }
}

/**
 * Vitest global setup of the slow lane: the command line's bundles (`buildCli`, as
 * `npm run build:cli` builds them) built once per run, not once per test file. The folder is inside
 * the project (node_modules/.tmp) because hub.mjs leaves its packages to node_modules.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const tmp = join(project.config.root, 'node_modules/.tmp');
  mkdirSync(tmp, { recursive: true });
  const dir = mkdtempSync(join(tmp, 'cli-bundles-'));
  await buildCli(dir, 'silent');
  project.provide('cliBundles', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
