import { defineConfig } from '@playwright/test';

// Real Chromium from Debian (/usr/bin/chromium); Playwright never downloads a browser here.
// PW_PORT / PW_DIST let several developers run the browser tests side by side on one machine
// (each serving its own build). The default port is the tests' own (4316), not `npm start`'s 4173,
// so the browser tests run while the app is being served.
const port = Number(process.env.PW_PORT ?? 4316);
const outDir = process.env.PW_DIST ?? 'dist';

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two spec files at a time (PW_WORKERS=1 for one): each test has its own browser context (its own
  // IndexedDB), the hubs and profiles the specs start are on port 0 and in temporary folders, and
  // the pictures and papers they keep have a name per test. The tests of one file run in order.
  workers: Number(process.env.PW_WORKERS ?? 2),
  // In CI a failed browser test is tried once more and, if it then passes, reported as flaky in
  // the run's output (never hidden): two spec files share the 2 cores, and a test that only fails
  // under that load must not hold back every change while it is looked into.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: process.env.PW_DIST ? `test-results/${outDir}` : 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
