import { defineConfig } from 'vitest/config';
import { notUnitTests, slowTestFiles, unitTests } from './test/lanes';

// Two lanes (test/lanes.ts): `vitest run --project fast` / `--project slow`; `vitest run` runs both
// in one pool. The browser tests (test/e2e) are Playwright's.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'fast', include: unitTests, exclude: [...notUnitTests, ...slowTestFiles] } },
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
