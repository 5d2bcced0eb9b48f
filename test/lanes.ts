/**
 * The test lanes. Every unit test file (`test/**\/*.test.ts(x)` outside test/e2e) is in exactly one:
 *   - fast (`npm run test:fast`): every file not listed below; each takes well under a second
 *     (its two Vitest projects, "fast" and "fast isolated", are one lane);
 *   - slow (`npm run test:slow`): the files below, by kind, so that `test:fast` stays a quick
 *     check while working;
 * and the browser tests (test/e2e, Playwright) are the third lane. `npm test` runs all three, and
 * `npm run test:lanes` (scripts/lanes.mjs, the first step of `npm test`) fails when a test file is in
 * no lane, in two, or is a fast test that builds the command line.
 *
 * A new test file is fast unless it matches a pattern here; one that takes a second or more (or
 * builds the CLI bundles, starts a hub or a server, or runs property or corpus stress) belongs in
 * one of these groups. The times in brackets are each file's tests alone, measured with
 * `vitest run --reporter=json` (one worker, load average 3-5 on 2 cores), before the lanes existed.
 */
export const slowTests = {
  /** The reference corpora: every stored state paired and compared with bbpPairings' output. */
  'corpora and conformance': [
    'test/**/conformance.test.ts', // dutch 5.2 s, burstein 0.5 s, tcec 0.4 s
    'test/**/corpus.test.ts', // sass 0.5 s
    'test/trf/realFiles.test.ts', // 1.4 s
  ],
  /** Property tests (fast-check) over many random tournaments. */
  'property stress': [
    'test/**/properties.test.ts', // sass 3.5 s, diagnosis 1.3 s, standings 0.8 s, dutch 0.7 s, tcec 0.4 s
    'test/properties/**/*.test.ts', // pairingAllocatedBye 5.1 s
    'test/db/snapshotIncremental.test.ts', // 1.9 s
  ],
  /** The matchers against the exact oracle on many random graphs. */
  'matcher stress': [
    'test/matching/coldStart.test.ts', // 2.7 s
    'test/matching/maxCardinalityMatching.test.ts', // 1.5 s
    'test/matching/maxWeightMatching.test.ts', // 3.8 s
    'test/matching/numberWarmMatcher.test.ts', // 0.8 s
    'test/matching/wideWarmMatcher.test.ts', // 3.3 s
  ],
  /** The readers under mutated input, and the fuzzers' stored finds. */
  fuzzers: [
    'test/fuzz/**/*.test.ts', // readers 6.0 s, regressions 0.4 s
    'test/**/fuzz.test.ts', // trf 0.7 s
  ],
  /** The `pairwise` command bundled (`buildCli`, shared per run: test/cli/bundles.setup.ts) and run as a process. */
  'built command line': [
    'test/cli/cli.test.ts', // 2.0 s
    'test/cli/codeCache.test.ts', // 3.3 s
    'test/cli/dutchFlags.test.ts', // 0.4 s
    'test/cli/engineSwissFlags.test.ts', // 0.8 s
    'test/cli/interchange.test.ts', // 14.6 s
    'test/hub/hubCommand.test.ts', // 7.7 s
  ],
  /** A venue hub on loopback, or `npm start`'s server as a process. */
  'hub and server processes': [
    'test/hub/hub.test.ts', // 0.4 s
    'test/hub/hostile.test.ts', // 3.3 s
    'test/hub/writeRules.test.ts', // 3.3 s
    'test/relay/relay.test.ts', // Postgres, Redis and relay processes
    'test/start/serve.test.ts', // 0.7 s
    'test/venue/chiefSession.test.ts', // 0.8 s
    'test/venue/publish.test.ts', // a relay on Postgres and Redis
    'test/venue/relayProposals.test.ts', // a hub, and two relays on Postgres and Redis
  ],
  /** Over a second each when measured. */
  'long unit tests': [
    'test/cli/otherPrograms.test.ts', // 1.9 s
    'test/db/correctionAfterPairing.test.ts', // 1.4 s
    'test/ladder/ladder.test.ts', // 2.1 s
    'test/trf/interchange.test.ts', // 1.1 s
    'test/venue/official.test.ts', // 2.0 s
    'test/worker/importRatingList.test.ts', // 1.0-1.9 s (seven files imported and refused through the worker's handler)
    'test/db/ratingList.test.ts', // 2.4 s (a 9000-player list imported and searched)
  ],
} as const;

/**
 * The fast lane runs its files one after another in one module graph per worker (Vitest
 * `isolate: false`): importing the app's modules once, not once per file, is most of its time. These
 * files change what a later file would see (the global IndexedDB of fake-indexeddb/auto, `self`,
 * `Worker`, a module run for its side effects, a system registered), so each runs in a fresh graph
 * of its own ("fast isolated"). `npm run test:lanes` names a fast file that does such a thing and is
 * not listed here; a file that leaves other state behind shows as a failure that depends on the
 * order (`vitest run --project 'fast*' --sequence.shuffle.files` finds it).
 */
export const isolatedFastTests = [
  'test/db/venueDocs.test.ts',
  'test/systems/toySystem.test.ts',
  'test/worker/client.test.ts',
  'test/worker/handlers.test.ts',
];

/** Every unit test file, and what is never one (the browser tests are Playwright's). */
export const unitTests = ['test/**/*.test.ts', 'test/**/*.test.tsx'];
export const notUnitTests = ['test/e2e/**', 'node_modules/**'];
export const slowTestFiles: string[] = Object.values(slowTests).flat();
