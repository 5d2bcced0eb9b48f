import { expect, test } from '@playwright/test';
import config from '../../playwright.config';
import { runSoak } from './crash/soak';

const baseURL = config.use?.baseURL ?? 'http://localhost:4173';

// Ten kills of the soak (`npm run soak` runs 200): the page closed, the renderer crashed, the
// browser quit or SIGKILLed, each in the middle of a scripted event, with a fixed seed.
test('loses no confirmed result and leaves no round half-written when the page or the browser is killed 10 times', async () => {
  test.setTimeout(150_000);
  const lines: string[] = [];
  const r = await runSoak({ baseURL, kills: 10, seed: 11, warmUntilResults: true, log: (l) => lines.push(l) });
  // On a failure the message carries each kill's line (which kill, into which action), to reproduce it.
  expect(r.failures, lines.join('\n')).toEqual([]);
  expect(r.kills).toBe(10);
  expect(r.reopeningsVerified).toBe(10);
  // The kill schedule meets every kind of kill in its first four lives; results are typed before the first kill.
  expect(Object.values(r.byMode).every((n) => n > 0)).toBe(true);
  expect(r.confirmedResultsChecked).toBeGreaterThan(0);
});
