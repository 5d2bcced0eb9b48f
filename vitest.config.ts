import { defineConfig } from 'vitest/config';
import { isolatedFastTests, notUnitTests, slowTestFiles, unitTests } from './test/lanes';

// Two lanes (test/lanes.ts): `vitest run --project 'fast*'` (the projects "fast" and "fast isolated")
// and `--project slow`; `vitest run` runs both in one run. The browser tests (test/e2e) are Playwright's.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // The worker threads are the fast lane's alone (below); Vitest creates its pools from this root
    // config, so their sharing of one module graph per worker is set here.
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: unitTests,
          exclude: [...notUnitTests, ...slowTestFiles, ...isolatedFastTests],
          // One module graph per worker thread for all its files: the app's modules are imported
          // once, not once per file (most of this lane's time). Files that change globals run apart.
          pool: 'threads',
          isolate: false,
        },
      },
      { extends: true, test: { name: 'fast isolated', include: isolatedFastTests, exclude: notUnitTests } },
      {
        extends: true,
        test: {
          name: 'slow',
          include: slowTestFiles,
          exclude: notUnitTests,
          // The command line's bundles, built once per run for every test that runs them.
          globalSetup: ['test/cli/bundles.setup.ts'],
        },
      },
    ],
  },
});
